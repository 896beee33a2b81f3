import type { Quaternion, Vector } from '../core/internal.js'

// Small rotation helpers on plain objects (the adapter's setup code, never a hot loop).

/** Row-major rotation matrix of a unit quaternion. */
export function quaternionToMatrix(q: Quaternion): number[] {
  const { x, y, z, w } = q
  return [
    1 - 2 * (y * y + z * z),
    2 * (x * y - z * w),
    2 * (x * z + y * w),
    2 * (x * y + z * w),
    1 - 2 * (x * x + z * z),
    2 * (y * z - x * w),
    2 * (x * z - y * w),
    2 * (y * z + x * w),
    1 - 2 * (x * x + y * y),
  ]
}

/** a · b (apply b first). */
export function multiplyQuaternions(a: Quaternion, b: Quaternion): Quaternion {
  return {
    x: a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
    y: a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
    z: a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
    w: a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z,
  }
}

/** The inverse of a unit quaternion. */
export function conjugate(q: Quaternion): Quaternion {
  return { x: -q.x, y: -q.y, z: -q.z, w: q.w }
}

/** q · v · q⁻¹ for a unit quaternion, as a new vector. */
export function rotate(q: Quaternion, v: Vector): Vector {
  return rotateInto(q, v, { x: 0, y: 0, z: 0 })
}

/** q v q⁻¹ for a unit quaternion (a CANNON.Quaternion will do), into out. */
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

/** A unit quaternion, or an Error naming `what` when q is not a finite non-zero one. */
export function normalizedQuaternion(q: Quaternion, what: string): Quaternion {
  const n = q ? Math.hypot(q.x, q.y, q.z, q.w) : NaN
  if (!(n > 0) || n === Infinity) {
    throw new Error(
      `${what} must be a finite, non-zero quaternion, got ${q ? `(${q.x}, ${q.y}, ${q.z}, ${q.w})` : String(q)}`,
    )
  }
  return { x: q.x / n, y: q.y / n, z: q.z / n, w: q.w / n }
}

/** A copy of v, or an Error naming `what` when it is not three finite numbers. */
export function finiteVector(v: Vector, what: string, unit = 'm'): Vector {
  if (!v || !Number.isFinite(v.x) || !Number.isFinite(v.y) || !Number.isFinite(v.z)) {
    throw new Error(`${what} must have finite x, y, z (${unit}), got ${v ? `(${v.x}, ${v.y}, ${v.z})` : String(v)}`)
  }
  return { x: v.x, y: v.y, z: v.z }
}
