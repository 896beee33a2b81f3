import type { RigidBodyState } from './types.js'
import { isFiniteVector } from '../checks.js'

// A rigid body's state read once per step into one Float64Array (no boxed numbers in the hot loops).
/** centre of mass, world, m */
export const POSITION = 0
/** m/s */
export const VELOCITY = 3
/** rad/s, world */
export const ANGULAR_VELOCITY = 6
/** body → world rotation, row-major (from the normalised quaternion) */
export const ROTATION = 9
/** kg */
export const MASS = 18
/** principal moments, body axes, kg·m² */
export const INERTIA = 19
/** their inverses, 1/(kg·m²); 0 for a moment of 0 (an axis that does not turn, as in cannon-es) */
export const INVERSE_INERTIA = 22
export const KINEMATICS_SIZE = 25

function badRotation(body: RigidBodyState): string {
  const q = body.quaternion
  return `quaternion (${q?.x}, ${q?.y}, ${q?.z}, ${q?.w}) is not a finite non-zero rotation`
}

/**
 * Why a body cannot be integrated this step, or null when it can: a NaN or infinite position,
 * orientation, velocity, mass or inertia, a zero quaternion, a mass ≤ 0 or a negative moment.
 */
export function invalidBodyState(body: RigidBodyState): string | null {
  if (!isFiniteVector(body.position))
    return `position (${body.position?.x}, ${body.position?.y}, ${body.position?.z}) is not finite`
  const q = body.quaternion
  // (not `norm2 = q ? … : NaN`: V8 compiled that choice with the number boxed, 16 B a step)
  if (!q) return badRotation(body)
  const norm2 = q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w
  if (!(norm2 > 0) || norm2 === Infinity) return badRotation(body)
  if (!isFiniteVector(body.velocity))
    return `velocity (${body.velocity?.x}, ${body.velocity?.y}, ${body.velocity?.z}) is not finite`
  if (!isFiniteVector(body.angularVelocity)) {
    return `angularVelocity (${body.angularVelocity?.x}, ${body.angularVelocity?.y}, ${body.angularVelocity?.z}) is not finite`
  }
  if (!(body.mass > 0) || body.mass === Infinity) return `mass ${body.mass} is not a finite number > 0 (kg)`
  const I = body.inertia
  if (!isFiniteVector(I) || I.x < 0 || I.y < 0 || I.z < 0)
    return `inertia (${I?.x}, ${I?.y}, ${I?.z}) is not finite and ≥ 0 (kg·m²)`
  return null
}

/** Read a body (checked by invalidBodyState first) into `k`. */
export function readKinematics(body: RigidBodyState, k: Float64Array): Float64Array {
  const p = body.position,
    v = body.velocity,
    w = body.angularVelocity,
    I = body.inertia
  k[POSITION] = p.x
  k[POSITION + 1] = p.y
  k[POSITION + 2] = p.z
  k[VELOCITY] = v.x
  k[VELOCITY + 1] = v.y
  k[VELOCITY + 2] = v.z
  k[ANGULAR_VELOCITY] = w.x
  k[ANGULAR_VELOCITY + 1] = w.y
  k[ANGULAR_VELOCITY + 2] = w.z
  const q = body.quaternion
  const inv = 1 / Math.sqrt(q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w)
  const x = q.x * inv,
    y = q.y * inv,
    z = q.z * inv,
    s = q.w * inv
  const r = ROTATION
  k[r] = 1 - 2 * (y * y + z * z)
  k[r + 1] = 2 * (x * y - z * s)
  k[r + 2] = 2 * (x * z + y * s)
  k[r + 3] = 2 * (x * y + z * s)
  k[r + 4] = 1 - 2 * (x * x + z * z)
  k[r + 5] = 2 * (y * z - x * s)
  k[r + 6] = 2 * (x * z - y * s)
  k[r + 7] = 2 * (y * z + x * s)
  k[r + 8] = 1 - 2 * (x * x + y * y)
  k[MASS] = body.mass
  k[INERTIA] = I.x
  k[INERTIA + 1] = I.y
  k[INERTIA + 2] = I.z
  k[INVERSE_INERTIA] = I.x > 0 ? 1 / I.x : 0
  k[INVERSE_INERTIA + 1] = I.y > 0 ? 1 / I.y : 0
  k[INVERSE_INERTIA + 2] = I.z > 0 ? 1 / I.z : 0
  return k
}

/**
 * The body's moment of inertia about a horizontal world direction through its centre of mass, aᵀ I a
 * (kg·m²), a = (v[at], 0, v[at + 1]) (unit), written to v[to]; or, given `moments`, that of the diagonal
 * body-axis moments moments[from], moments[from + 1], moments[from + 2] (an added inertia). Numbers go
 * through arrays, never arguments, so that an optimised caller boxes nothing.
 */
export function inertiaAboutHorizontal(
  k: Float64Array,
  v: Float64Array,
  at: number,
  to: number,
  moments: Float64Array = k,
  from = INERTIA,
): void {
  const ax = v[at],
    ay = 0,
    az = v[at + 1]
  const r = ROTATION
  // b = Rᵀ a, the direction in body axes
  const bx = k[r] * ax + k[r + 3] * ay + k[r + 6] * az
  const by = k[r + 1] * ax + k[r + 4] * ay + k[r + 7] * az
  const bz = k[r + 2] * ax + k[r + 5] * ay + k[r + 8] * az
  v[to] = moments[from] * bx * bx + moments[from + 1] * by * by + moments[from + 2] * bz * bz
}

/**
 * τᵀ I⁻¹ τ for the world torque τ = (v[at], v[at + 1], v[at + 2]) (N²·m²/(kg·m²)): twice the rotational
 * energy a unit-time impulse τ would give.
 */
export function inverseInertiaQuadratic(k: Float64Array, v: Float64Array, at: number): number {
  const tx = v[at],
    ty = v[at + 1],
    tz = v[at + 2]
  const r = ROTATION
  const bx = k[r] * tx + k[r + 3] * ty + k[r + 6] * tz
  const by = k[r + 1] * tx + k[r + 4] * ty + k[r + 7] * tz
  const bz = k[r + 2] * tx + k[r + 5] * ty + k[r + 8] * tz
  return k[INVERSE_INERTIA] * bx * bx + k[INVERSE_INERTIA + 1] * by * by + k[INVERSE_INERTIA + 2] * bz * bz
}

/** The world angular momentum I ω (kg·m²/s) into out[o..o+2]. */
export function angularMomentum(k: Float64Array, out: Float64Array, o: number): void {
  const r = ROTATION
  const wx = k[ANGULAR_VELOCITY],
    wy = k[ANGULAR_VELOCITY + 1],
    wz = k[ANGULAR_VELOCITY + 2]
  const bx = (k[r] * wx + k[r + 3] * wy + k[r + 6] * wz) * k[INERTIA]
  const by = (k[r + 1] * wx + k[r + 4] * wy + k[r + 7] * wz) * k[INERTIA + 1]
  const bz = (k[r + 2] * wx + k[r + 5] * wy + k[r + 8] * wz) * k[INERTIA + 2]
  out[o] = k[r] * bx + k[r + 1] * by + k[r + 2] * bz
  out[o + 1] = k[r + 3] * bx + k[r + 4] * by + k[r + 5] * bz
  out[o + 2] = k[r + 6] * bx + k[r + 7] * by + k[r + 8] * bz
}
