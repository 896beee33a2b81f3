import type { Pose } from '../types.js'
import { describeVector } from '../checks.js'

// The numbers of one call, in one Float64Array so helpers receive them without boxed arguments.
/** pose.position, world, m */
export const POSITION = 0
/** the pose's rotation matrix, row-major */
export const ROTATION = 3
/** the torque point, world, m */
export const ABOUT = 12
/** rho g, N/m³ */
export const RHO_G = 15
/** the flat-water level under the body origin, world y, m ('flat' clipping and 'volume') */
export const LEVEL = 16
/** the wave time of the call, s (in the frame, so no helper receives it as a boxed number) */
export const TIME = 17
export const FRAME_SIZE = 18

/**
 * Read a pose (body → world) into frame[POSITION..] and frame[ROTATION..]. The quaternion is
 * normalised, so a slightly drifted quaternion from an integrator rotates without scaling the hull;
 * a zero, NaN or infinite one, or a NaN or infinite position, is refused with an Error.
 */
export function readPose(pose: Pose, frame: Float64Array): void {
  const p = pose?.position
  const q = pose?.quaternion
  if (!p || !q) throw new Error('computeHydrostatics: pose must have a position and a quaternion')
  const px = p.x,
    py = p.y,
    pz = p.z
  if (!(Number.isFinite(px) && Number.isFinite(py) && Number.isFinite(pz))) {
    throw new Error(`computeHydrostatics: pose.position must have finite x, y, z (m), got ${describeVector(p)}`)
  }
  let qx = q.x,
    qy = q.y,
    qz = q.z,
    qw = q.w
  const norm2 = qx * qx + qy * qy + qz * qz + qw * qw
  if (!(norm2 > 0) || norm2 === Infinity) {
    throw new Error(
      `computeHydrostatics: pose.quaternion must be finite and non-zero (it is normalised), got ${describeVector(q)}`,
    )
  }
  const inv = 1 / Math.sqrt(norm2)
  qx *= inv
  qy *= inv
  qz *= inv
  qw *= inv
  frame[POSITION] = px
  frame[POSITION + 1] = py
  frame[POSITION + 2] = pz
  const r = ROTATION
  frame[r] = 1 - 2 * (qy * qy + qz * qz)
  frame[r + 1] = 2 * (qx * qy - qz * qw)
  frame[r + 2] = 2 * (qx * qz + qy * qw)
  frame[r + 3] = 2 * (qx * qy + qz * qw)
  frame[r + 4] = 1 - 2 * (qx * qx + qz * qz)
  frame[r + 5] = 2 * (qy * qz - qx * qw)
  frame[r + 6] = 2 * (qx * qz - qy * qw)
  frame[r + 7] = 2 * (qy * qz + qx * qw)
  frame[r + 8] = 1 - 2 * (qx * qx + qy * qy)
}
