import { transformHull } from '../hull/transform.js'
import type { Quaternion } from '../types.js'
import { multiplyQuaternions, rotateVector } from '../quaternions.js'
import type { Hull } from '../hull/types.js'
import type { Equilibrium, LiquidLoad, Loading } from './types.js'

/**
 * A hull whose floating pose has its body x axis vertical, or nearly: a plank modelled standing on its
 * edge with its thickness along x, a model whose principal axes put its shortest one along x. Heel and
 * trim (attitude.ts) cannot reach it: trim is held within ±1.5 rad, since at ±π/2 heel about the length
 * turns into yaw. Measured: four of seven random turns of a 3 × 0.6 × 1 m plank's mesh found no
 * equilibrium, so radiation 'auto' (which starts from it) silently gave such bodies no added mass.
 *
 * findEquilibrium then searches again on the hull turned a quarter turn about z (`STAND_UP`: body x to
 * world y), where that pose is level, and turns the result back: the same solid in the same place.
 */
export const STAND_UP: Quaternion = { x: 0, y: 0, z: Math.SQRT1_2, w: Math.SQRT1_2 }

/**
 * The loading of a hull turned by `q` (about its origin): its centre of mass and liquids' containers turned,
 * each container by `turnHull` (default: transformHull by q). A liquid that is not an object is passed on as
 * it is, for the caller's checks to refuse.
 */
export function turnedLoading(
  loading: Loading,
  q: Quaternion,
  turnHull: (hull: Hull) => Hull = (hull) => transformHull(hull, { x: 0, y: 0, z: 0 }, q),
): Loading {
  const liquids = loading.liquids
  return {
    ...loading,
    centerOfMass: rotateVector(q, loading.centerOfMass),
    ...(Array.isArray(liquids)
      ? {
          liquids: liquids.map((liquid: LiquidLoad) =>
            liquid && typeof liquid === 'object' ? { ...liquid, container: turnHull(liquid.container) } : liquid,
          ),
        }
      : {}),
  }
}

/**
 * The equilibrium found for the hull turned by `q`, for the hull itself: its orientation times q, turned
 * about the world's vertical (the water is the same every way, and the pose's position is on it) so that
 * body x lies in the world's x–y plane toward +x, and its heel and trim read from that orientation.
 */
export function unturnedEquilibrium(turned: Equilibrium, q: Quaternion): Equilibrium {
  const composed = multiplyQuaternions(turned.pose.quaternion, q)
  // body x in world axes; the turn about y that brings it into the x–y plane
  const along = rotateVector(composed, { x: 1, y: 0, z: 0 })
  const beta = Math.hypot(along.x, along.z) > 1e-12 ? Math.atan2(along.z, along.x) : 0
  const yaw = { x: 0, y: Math.sin(beta / 2), z: 0, w: Math.cos(beta / 2) }
  const quaternion = multiplyQuaternions(yaw, composed)
  const trim = Math.atan2(along.y, Math.hypot(along.x, along.z))
  // q = q_z(trim) q_x(heel): q_x(heel) = q_z(−trim) q
  const untrimmed = multiplyQuaternions({ x: 0, y: 0, z: -Math.sin(trim / 2), w: Math.cos(trim / 2) }, quaternion)
  const heel = 2 * Math.atan2(untrimmed.x, untrimmed.w)
  return {
    ...turned,
    pose: { position: { ...turned.pose.position }, quaternion },
    heel: Math.atan2(Math.sin(heel), Math.cos(heel)),
    trim,
    centerOfBuoyancy: rotateVector(yaw, turned.centerOfBuoyancy),
    centerOfGravity: rotateVector(yaw, turned.centerOfGravity),
  }
}
