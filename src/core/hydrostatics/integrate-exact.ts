import { HEAD_TORQUE, addWetFacet } from './accumulator.js'

/**
 * Closed-form pressure integral on one wet triangle (PHYSICS.md §1; Hirae, Morishima & Ando 2025
 * written with vertex depths). With depth linear on the triangle, ∫ λi λj dA = S (1 + δij) / 12 gives
 *   ∫ D (r - c) dA = S/12 [Σ Di (ri - c) + (Σ Di)(Σ (ri - c))],
 * so the torque head is that vector × n S = [...] × cross / 24. Exact for flat water.
 * Positions are relative to the torque point; depths in m.
 */
export function integrateExact(
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
  const sumD = da + db + dc
  const wx = (da * ax + db * bx + dc * cx + sumD * (ax + bx + cx)) / 24
  const wy = (da * ay + db * by + dc * cy + sumD * (ay + by + cy)) / 24
  const wz = (da * az + db * bz + dc * cz + sumD * (az + bz + cz)) / 24
  acc[HEAD_TORQUE] += wy * nz - wz * ny
  acc[HEAD_TORQUE + 1] += wz * nx - wx * nz
  acc[HEAD_TORQUE + 2] += wx * ny - wy * nx
}
