import type { Quaternion } from '../types.js'

/**
 * The unit quaternion of a proper rotation matrix (row-major). Shepperd's method: take the square
 * root of whichever of 1 + trace and the diagonal-dominated alternatives is largest, so the division
 * that follows never loses precision.
 */
export function rotationToQuaternion(m: ArrayLike<number>): Quaternion {
  const m00 = m[0],
    m01 = m[1],
    m02 = m[2]
  const m10 = m[3],
    m11 = m[4],
    m12 = m[5]
  const m20 = m[6],
    m21 = m[7],
    m22 = m[8]
  const trace = m00 + m11 + m22
  let x: number, y: number, z: number, w: number
  if (trace > 0) {
    const s = 2 * Math.sqrt(1 + trace)
    w = 0.25 * s
    x = (m21 - m12) / s
    y = (m02 - m20) / s
    z = (m10 - m01) / s
  } else if (m00 > m11 && m00 > m22) {
    const s = 2 * Math.sqrt(1 + m00 - m11 - m22)
    w = (m21 - m12) / s
    x = 0.25 * s
    y = (m01 + m10) / s
    z = (m02 + m20) / s
  } else if (m11 > m22) {
    const s = 2 * Math.sqrt(1 + m11 - m00 - m22)
    w = (m02 - m20) / s
    x = (m01 + m10) / s
    y = 0.25 * s
    z = (m12 + m21) / s
  } else {
    const s = 2 * Math.sqrt(1 + m22 - m00 - m11)
    w = (m10 - m01) / s
    x = (m02 + m20) / s
    y = (m12 + m21) / s
    z = 0.25 * s
  }
  const norm = Math.hypot(x, y, z, w)
  return { x: x / norm, y: y / norm, z: z / norm, w: w / norm }
}
