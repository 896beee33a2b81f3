import { HEAD_TORQUE, addWetFacet } from './accumulator.js'

/**
 * The naive method of seed 003 (Kerner part 1, simplified): the depth at the centroid, taken as the
 * mean of the vertex depths as the seed does, and the force applied at the centroid. The force is
 * right for linear depth; the torque misses the pressure gradient across the triangle (the "ghost
 * torque" that tips a coarse hull on flat water). Kept as the baseline the seeds warn about.
 */
export function integrateCentroid(
  acc: Float64Array,
  ax: number, ay: number, az: number,
  bx: number, by: number, bz: number,
  cx: number, cy: number, cz: number,
  da: number, db: number, dc: number,
): void {
  const ux = bx - ax, uy = by - ay, uz = bz - az
  const vx = cx - ax, vy = cy - ay, vz = cz - az
  const nx = uy * vz - uz * vy
  const ny = uz * vx - ux * vz
  const nz = ux * vy - uy * vx
  addWetFacet(acc, nx, ny, nz, da, db, dc, ay, by, cy)
  // force head ΣD/6 · cross, applied at the centroid (r_a + r_b + r_c) / 3
  const k = (da + db + dc) / 18
  const gx = ax + bx + cx, gy = ay + by + cy, gz = az + bz + cz
  acc[HEAD_TORQUE] += k * (gy * nz - gz * ny)
  acc[HEAD_TORQUE + 1] += k * (gz * nx - gx * nz)
  acc[HEAD_TORQUE + 2] += k * (gx * ny - gy * nx)
}
