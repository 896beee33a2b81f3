import type { Quaternion } from '../types.js'

/** A ship's heel and trim, rad. */
export interface ShipAttitude {
  /** about the ship's length (body x): positive turns body +y (the mast) toward world +z when heading along +x */
  heel: number
  /** about the horizontal axis across the ship: positive raises body +x (the bow) */
  trim: number
}

/**
 * The heel and trim of a body orientation (body → world), whatever its heading: the angles of
 * `attitudeQuaternion(heel, trim)` of the core (heel about the body's x axis, then trim about a
 * horizontal axis), read from where the body's axes point: trim = asin(x̂·ŷ_world),
 * heel = atan2(−ẑ·ŷ_world, ŷ·ŷ_world). Heading (yaw) does not enter. Heel runs over (−π, π].
 * With `lengthAxis` 'z' (a ship modelled with its length along z): the angles of
 * `attitudeQuaternion(heel, trim, out, 'z')`, trim = asin(ẑ·ŷ_world), heel = atan2(x̂·ŷ_world, ŷ·ŷ_world).
 */
export function shipAttitude(
  q: Quaternion,
  out: ShipAttitude = { heel: 0, trim: 0 },
  lengthAxis: 'x' | 'z' = 'x',
): ShipAttitude {
  if (lengthAxis !== 'x' && lengthAxis !== 'z') {
    throw new Error(`shipAttitude: lengthAxis must be 'x' or 'z', got ${String(lengthAxis)}`)
  }
  const n = Math.hypot(q.x, q.y, q.z, q.w)
  const x = q.x / n,
    y = q.y / n,
    z = q.z / n,
    w = q.w / n
  // the second row of the rotation matrix: world y of the body's x, y and z axes
  const xUp = 2 * (x * y + z * w)
  const yUp = 1 - 2 * (x * x + z * z)
  const zUp = 2 * (y * z - x * w)
  // (the ship's length and its beam: body x and z, or body z and −x)
  const lengthUp = lengthAxis === 'z' ? zUp : xUp
  const beamUp = lengthAxis === 'z' ? -xUp : zUp
  out.trim = Math.asin(Math.max(-1, Math.min(1, lengthUp)))
  out.heel = Math.atan2(-beamUp, yUp)
  return out
}
