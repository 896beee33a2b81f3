import type { Quaternion, Vector } from './types.js'

// Quaternion algebra on plain { x, y, z, w } objects, for set-up code (poses, frames; the cannon layer's
// too, src/cannon/rotation.ts): multiplyQuaternions and rotateVector make new objects, so not for a
// step's hot path.

/** a b: the rotation b, then a */
export function multiplyQuaternions(a: Quaternion, b: Quaternion): Quaternion {
  return {
    x: a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
    y: a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
    z: a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
    w: a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z,
  }
}

/** the inverse of a unit quaternion */
export function conjugateQuaternion(q: Quaternion): Quaternion {
  return { x: -q.x, y: -q.y, z: -q.z, w: q.w }
}

/** v turned by the unit quaternion q, as a new vector */
export function rotateVector(q: Quaternion, v: Vector): Vector {
  return rotateInto(q, v, { x: 0, y: 0, z: 0 })
}

/** q v q⁻¹ for a unit quaternion (a CANNON.Quaternion will do), into out */
export function rotateInto(q: Quaternion, v: Vector, out: Vector): Vector {
  // v + 2 w (u × v) + 2 u × (u × v), u the vector part
  const tx = 2 * (q.y * v.z - q.z * v.y)
  const ty = 2 * (q.z * v.x - q.x * v.z)
  const tz = 2 * (q.x * v.y - q.y * v.x)
  const x = v.x + q.w * tx + (q.y * tz - q.z * ty)
  const y = v.y + q.w * ty + (q.z * tx - q.x * tz)
  const z = v.z + q.w * tz + (q.x * ty - q.y * tx)
  out.x = x
  out.y = y
  out.z = z
  return out
}
