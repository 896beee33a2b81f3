import type { Pose } from '../types.js'

/** Layout of a pose read into numbers: position (3), then the rotation matrix, row-major (9). */
export const POSE_SIZE = 12

function describe(v: { x: number; y: number; z: number; w?: number }): string {
  return v.w === undefined ? `(${v.x}, ${v.y}, ${v.z})` : `(${v.x}, ${v.y}, ${v.z}, ${v.w})`
}

/**
 * Read a pose (body → world) into `out`. The quaternion is normalised, so a slightly drifted
 * quaternion from an integrator rotates without scaling the hull; a zero, NaN or infinite one,
 * or a NaN or infinite position, is refused with an Error.
 */
export function readPose(pose: Pose, out: Float64Array): Float64Array {
  const p = pose?.position
  const q = pose?.quaternion
  if (!p || !q) throw new Error('computeHydrostatics: pose must have a position and a quaternion')
  const px = p.x, py = p.y, pz = p.z
  if (!(Number.isFinite(px) && Number.isFinite(py) && Number.isFinite(pz))) {
    throw new Error(`computeHydrostatics: pose.position must have finite x, y, z (m), got ${describe(p)}`)
  }
  let qx = q.x, qy = q.y, qz = q.z, qw = q.w
  const norm2 = qx * qx + qy * qy + qz * qz + qw * qw
  if (!(norm2 > 0) || norm2 === Infinity) {
    throw new Error(
      `computeHydrostatics: pose.quaternion must be finite and non-zero (it is normalised), got ${describe(q)}`,
    )
  }
  const inv = 1 / Math.sqrt(norm2)
  qx *= inv; qy *= inv; qz *= inv; qw *= inv
  out[0] = px; out[1] = py; out[2] = pz
  out[3] = 1 - 2 * (qy * qy + qz * qz)
  out[4] = 2 * (qx * qy - qz * qw)
  out[5] = 2 * (qx * qz + qy * qw)
  out[6] = 2 * (qx * qy + qz * qw)
  out[7] = 1 - 2 * (qx * qx + qz * qz)
  out[8] = 2 * (qy * qz - qx * qw)
  out[9] = 2 * (qx * qz - qy * qw)
  out[10] = 2 * (qy * qz + qx * qw)
  out[11] = 1 - 2 * (qx * qx + qy * qy)
  return out
}
