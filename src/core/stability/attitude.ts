import type { Quaternion } from '../types.js'

/**
 * The orientation of a ship heeled by `heel` and trimmed by `trim` (rad): heel about the body x axis
 * (the length), then trim about the world z axis (horizontal, across the ship): q = q_z(trim) q_x(heel).
 *
 * With this order the ship's length stays in the world x-y plane at every heel, the trim axis is
 * always horizontal (so the longitudinal balance can be met at any heel, even past 90°), and the
 * transverse righting lever is a horizontal distance along world z. Positive heel turns body +y
 * (the mast) toward world +z; positive trim raises body +x (the bow, by convention).
 *
 * With `lengthAxis` 'z' (a ship modelled with its length along z, as glTF models are; the stability
 * functions' option of that name): heel about body z, then trim about world −x, q = q_−x(trim) q_z(heel),
 * the same attitude turned a quarter turn about y (lengthAxis.ts). Positive heel turns body +y toward
 * world −x; positive trim raises body +z.
 */
export function attitudeQuaternion(
  heel: number,
  trim: number,
  out: Quaternion,
  lengthAxis: 'x' | 'z' = 'x',
): Quaternion {
  const sx = Math.sin(heel / 2),
    cx = Math.cos(heel / 2)
  const sz = Math.sin(trim / 2),
    cz = Math.cos(trim / 2)
  if (lengthAxis === 'z') {
    out.x = -sz * cx
    out.y = sz * sx
    out.z = cz * sx
    out.w = cz * cx
    return out
  }
  if (lengthAxis !== 'x')
    throw new Error(`attitudeQuaternion: lengthAxis must be 'x' or 'z', got ${String(lengthAxis)}`)
  out.x = cz * sx
  out.y = sz * sx
  out.z = sz * cx
  out.w = cz * cx
  return out
}

/** Row-major rotation matrix (body → world) of a quaternion, normalised on the way. */
export function rotationMatrix(q: Quaternion, out: Float64Array): Float64Array {
  const n = Math.sqrt(q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w)
  const x = q.x / n,
    y = q.y / n,
    z = q.z / n,
    w = q.w / n
  out[0] = 1 - 2 * (y * y + z * z)
  out[1] = 2 * (x * y - z * w)
  out[2] = 2 * (x * z + y * w)
  out[3] = 2 * (x * y + z * w)
  out[4] = 1 - 2 * (x * x + z * z)
  out[5] = 2 * (y * z - x * w)
  out[6] = 2 * (x * z - y * w)
  out[7] = 2 * (y * z + x * w)
  out[8] = 1 - 2 * (x * x + y * y)
  return out
}

/** Wrap an angle into (−π, π] (rad). */
export function wrapAngle(angle: number): number {
  const turns = Math.round(angle / (2 * Math.PI))
  let a = angle - turns * 2 * Math.PI
  if (a <= -Math.PI) a += 2 * Math.PI
  return a
}
