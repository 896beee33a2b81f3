import { HEAD_TORQUE, NORMAL, addWetFacet } from './accumulator.js'

/**
 * The naive method of seed 003 (Kerner part 1, simplified): the depth at the centroid, taken as the
 * mean of the vertex depths as the seed does, and the force applied at the centroid. The force is
 * right for linear depth; the torque misses the pressure gradient across the triangle (the "ghost
 * torque" that tips a coarse hull on flat water). Kept as the baseline the seeds warn about.
 */
export function integrateCentroid(acc: Float64Array, t: Float64Array, o: number): void {
  addWetFacet(acc, t, o)
  const nx = acc[NORMAL], ny = acc[NORMAL + 1], nz = acc[NORMAL + 2]
  // force head ΣD/6 · cross, applied at the centroid (r_a + r_b + r_c) / 3
  const k = (t[o + 3] + t[o + 7] + t[o + 11]) / 18
  const gx = t[o] + t[o + 4] + t[o + 8]
  const gy = t[o + 1] + t[o + 5] + t[o + 9]
  const gz = t[o + 2] + t[o + 6] + t[o + 10]
  acc[HEAD_TORQUE] += k * (gy * nz - gz * ny)
  acc[HEAD_TORQUE + 1] += k * (gz * nx - gx * nz)
  acc[HEAD_TORQUE + 2] += k * (gx * ny - gy * nx)
}
