import type { Quaternion, Vector } from '../core/internal.js'

// Small rotation helpers on plain objects (the adapter's setup code, never a hot loop); the quaternion
// algebra is core's (core/quaternions.ts).
export {
  conjugateQuaternion as conjugate,
  multiplyQuaternions,
  rotateInto,
  rotateVector as rotate,
} from '../core/internal.js'

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
