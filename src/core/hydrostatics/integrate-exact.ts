import { HEAD_TORQUE, NORMAL, addWetFacet } from './accumulator.js'

/**
 * Closed-form pressure integral on one wet triangle t[o..o + 11] (PHYSICS.md §1; Hirae, Morishima &
 * Ando 2025 written with vertex depths). With depth linear on the triangle, ∫ λi λj dA = S (1 + δij) / 12
 * gives ∫ D (r − c) dA = S/12 [Σ Di (ri − c) + (Σ Di)(Σ (ri − c))], so the torque head is that
 * vector × n S = [...] × cross / 24. Exact for flat water.
 */
export function integrateExact(acc: Float64Array, t: Float64Array, o: number): void {
  addWetFacet(acc, t, o)
  const nx = acc[NORMAL], ny = acc[NORMAL + 1], nz = acc[NORMAL + 2]
  const ax = t[o], ay = t[o + 1], az = t[o + 2], da = t[o + 3]
  const bx = t[o + 4], by = t[o + 5], bz = t[o + 6], db = t[o + 7]
  const cx = t[o + 8], cy = t[o + 9], cz = t[o + 10], dc = t[o + 11]
  const sumD = da + db + dc
  const wx = (da * ax + db * bx + dc * cx + sumD * (ax + bx + cx)) / 24
  const wy = (da * ay + db * by + dc * cy + sumD * (ay + by + cy)) / 24
  const wz = (da * az + db * bz + dc * cz + sumD * (az + bz + cz)) / 24
  acc[HEAD_TORQUE] += wy * nz - wz * ny
  acc[HEAD_TORQUE + 1] += wz * nx - wx * nz
  acc[HEAD_TORQUE + 2] += wx * ny - wy * nx
}
