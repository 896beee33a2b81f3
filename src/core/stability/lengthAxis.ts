import { transformHull } from '../hull/transform.js'
import type { Hull } from '../hull/types.js'
import { conjugateQuaternion, multiplyQuaternions, rotateVector } from '../quaternions.js'
import type { Pose, Quaternion, Vector } from '../types.js'
import { isFiniteVector } from '../checks.js'
import { turnedLoading } from './standingUp.js'
import type { Loading, StabilityOptions } from './types.js'

/**
 * The ship's length along body z (options.lengthAxis, StabilityOptions). The stability functions take
 * heel about the ship's length, which is body x by the library's convention; a glTF model has its
 * length along z, so heel about x would be its trim, and its "transverse" GM its longitudinal one,
 * silently. With lengthAxis 'z' they work on the model turned a quarter turn about y (SHIP_TURN: body +z
 * to +x, body +x to −z, a right-handed frame with y kept), where the usual convention holds, and turn
 * what they report in body coordinates, and the poses, back to the model's own.
 */
export const SHIP_TURN: Quaternion = { x: 0, y: Math.SQRT1_2, z: 0, w: Math.SQRT1_2 }
const UNTURN = conjugateQuaternion(SHIP_TURN)
const ORIGIN = { x: 0, y: 0, z: 0 }

/** The turned hulls (and liquid containers), made once per hull: the overlay asks a few times a second. */
const turnedHulls = new WeakMap<Hull, Hull>()

/**
 * Whether options.lengthAxis puts the ship's length along body z: 'z', or 'auto' on a hull longer along
 * z than along x (its bounds). Default 'x'.
 */
export function lengthAlongZ(fn: string, hull: Hull, options: StabilityOptions | undefined): boolean {
  const axis = options?.lengthAxis ?? 'x'
  if (axis !== 'x' && axis !== 'z' && axis !== 'auto') {
    throw new Error(`${fn}: options.lengthAxis must be 'x', 'z' or 'auto', got ${String(axis)}`)
  }
  if (axis !== 'auto') return axis === 'z'
  // (a bad hull answers false here and is refused by the call itself, with its usual message)
  const bounds = hull?.bounds
  if (!bounds) return false
  return bounds.max.z - bounds.min.z > bounds.max.x - bounds.min.x
}

/** The options for the call on the turned ship: its length along x. */
export function alongX<T extends StabilityOptions>(options: T | undefined): T {
  return { ...(options as T), lengthAxis: 'x' }
}

/** The hull turned so that its length (body z) lies along x; a value that is no hull is passed on to be refused. */
export function shipHull(hull: Hull): Hull {
  if (!hull || !(hull.positions instanceof Float64Array)) return hull
  let turned = turnedHulls.get(hull)
  if (turned === undefined) {
    turned = transformHull(hull, ORIGIN, SHIP_TURN)
    turnedHulls.set(hull, turned)
  }
  return turned
}

/**
 * The loading in the turned ship's body coordinates (its liquids' containers turned too); a bad one is
 * passed on as it is, for the call to refuse with its usual message.
 */
export function shipLoading(loading: Loading): Loading {
  if (!loading || typeof loading !== 'object' || !isFiniteVector(loading.centerOfMass)) return loading
  return turnedLoading(loading, SHIP_TURN, shipHull)
}

/** A pose of the model as the turned ship's: world = q p = (q R⁻¹)(R p). */
export function shipPose(pose: Pose): Pose {
  if (!pose || typeof pose !== 'object' || !pose.quaternion) return pose
  return { position: pose.position, quaternion: multiplyQuaternions(pose.quaternion, UNTURN) }
}

/**
 * A pose found for the turned ship (findEquilibrium, rightingLever), as the model's: q = R⁻¹ q' R, the world
 * turned back with the body (still water is the same every way round y), so that the model upright is the
 * model as it was made, its length along world z.
 */
export function modelPose(pose: Pose): Pose {
  return {
    position: modelVector(pose.position),
    quaternion: multiplyQuaternions(UNTURN, multiplyQuaternions(pose.quaternion, SHIP_TURN)),
  }
}

/**
 * A vector of the turned ship's frame in the model's: body coordinates, and the world coordinates of a
 * pose that modelPose turned back.
 */
export function modelVector(v: Vector): Vector {
  return rotateVector(UNTURN, v)
}
