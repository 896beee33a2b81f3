import { HEAD_FORCE, HEAD_TORQUE, MOMENT_Y, NORMAL, WATERPLANE_AREA, WETTED_AREA } from './accumulator.js'
import { CHUNK } from './chunk.js'
import { addKernerTorque } from './integrateKerner.js'
import { sumVolume } from './integrateVolume.js'

/** Integrator codes: the hot loop switches on a number, not a string or a closure. */
export const EXACT = 0
export const CENTROID = 1
export const KERNER = 2
export const VOLUME = 3

/**
 * Integrate `count` wet triangles of `t` with the chosen integrator into the accumulator. Triangle m
 * is the vertices at offsets[3m], offsets[3m + 1], offsets[3m + 2] (x, y, z relative to the torque
 * point c and depth D ≥ 0, m; wound outward): the hull's own wet triangles in the posed vertex
 * array, or the pieces that clipping cut. The sums stay in local variables over the loop (in
 * registers) and reach the accumulator once.
 *
 * Shared by the surface integrators, with the unnormalised normal N = (b − a) × (c − a) = 2 S n and
 * the integrals exact for depth and y linear on the triangle (∫ λi λj dA = S (1 + δij) / 12):
 * - force head ∫ D n dA = S (ΣD / 3) n = ΣD N / 6; wetted area |N| / 2; waterplane area −N_y / 2;
 * - the volume's vertical moment −∫ (D y + D² / 2) n_y dA (accumulator.ts), with
 *   ∫ D y dA = S/12 (Σ Di yi + ΣD Σy) and ∫ D² dA = S/12 (Σ Di² + (ΣD)²).
 * The torque head ∫ (r − c) × D n dA is where they differ:
 * - 'exact', the closed form (docs/PHYSICS.md §1; Hirae, Morishima & Ando 2025 written with vertex
 *   depths): ∫ D (r − c) dA = S/12 [Σ Di ri + ΣD Σ ri], so the torque head is that vector × n S,
 *   [Σ Di ri + ΣD Σ ri] × N / 24. Exact for flat water on any mesh.
 * - 'centroid', the naive method of a 2017 development blog (Kerner part 1, simplified; docs/BIBLIOGRAPHY.md): the force head ΣD N / 6
 *   applied at the centroid Σ ri / 3, i.e. (ΣD / 18) Σ ri × N. Right force, but it misses the pressure
 *   gradient across the triangle (the "ghost torque" that tips a coarse hull on flat water); kept as
 *   the baseline the seeds warn about.
 * - 'kerner', centres of pressure on horizontal-edged halves (integrate-kerner.ts), from the normal
 *   left in acc[NORMAL..].
 * 'volume' sums signed tetrahedra instead (integrate-volume.ts).
 */
export function integrateWetTriangles(
  acc: Float64Array,
  integrator: number,
  t: Float64Array,
  offsets: Int32Array,
  count: number,
  withArea: boolean,
): void {
  for (let first = 0; first < count; first += CHUNK) {
    const end = Math.min(count, first + CHUNK)
    if (integrator === VOLUME) sumVolume(acc, t, offsets, first, end, withArea)
    else sumSurface(acc, integrator, t, offsets, first, end, withArea)
  }
}

/**
 * The layout of a surface integrator's partial sums, as sumSurface keeps them in local variables: Σ of
 * the torque vector ('exact': [Σ Di ri + ΣD Σ ri] × N; 'centroid': ΣD Σ ri × N), Σ ΣD N, Σ N_y and the
 * sum for the vertical moment. classifyTriangles (hydrostatics.ts) integrates the hull's submerged
 * triangles as it sorts them and keeps its partial sums in this form.
 */
export const SUM_TORQUE = 0
export const SUM_FORCE = 3
export const SUM_WATERPLANE = 6
export const SUM_MOMENT_Y = 7
export const SURFACE_SUMS = 8

/**
 * Add `count` partial sums of an 'exact' or 'centroid' surface integration (SURFACE_SUMS numbers
 * each, in `sums`) to the accumulator, in order, with the very expressions that end sumSurface: a
 * partial sum over the same triangles in the same order then reaches the accumulator to the last
 * bit as if sumSurface had formed it (the wetted area is not among them: the caller adds it).
 */
export function addSurfaceSums(acc: Float64Array, integrator: number, sums: Float64Array, count: number): void {
  const torqueScale = integrator === EXACT ? 1 / 24 : 1 / 18
  for (let s = 0; s < count * SURFACE_SUMS; s += SURFACE_SUMS) {
    acc[HEAD_TORQUE] += sums[s + SUM_TORQUE] * torqueScale
    acc[HEAD_TORQUE + 1] += sums[s + SUM_TORQUE + 1] * torqueScale
    acc[HEAD_TORQUE + 2] += sums[s + SUM_TORQUE + 2] * torqueScale
    acc[HEAD_FORCE] += sums[s + SUM_FORCE] / 6
    acc[HEAD_FORCE + 1] += sums[s + SUM_FORCE + 1] / 6
    acc[HEAD_FORCE + 2] += sums[s + SUM_FORCE + 2] / 6
    acc[WATERPLANE_AREA] -= 0.5 * sums[s + SUM_WATERPLANE]
    acc[MOMENT_Y] -= sums[s + SUM_MOMENT_Y] / 24
  }
}

/** Triangles first to end − 1 of the list, for a surface integrator (see integrateWetTriangles). */
function sumSurface(
  acc: Float64Array,
  integrator: number,
  t: Float64Array,
  offsets: Int32Array,
  first: number,
  end: number,
  withArea: boolean,
): void {
  let forceX = 0,
    forceY = 0,
    forceZ = 0,
    area = 0,
    waterplane = 0,
    momentY = 0
  // 'exact': Σ of [Σ Di ri + ΣD Σ ri] × N; 'centroid': Σ of ΣD Σ ri × N
  let torqueX = 0,
    torqueY = 0,
    torqueZ = 0
  for (let k = 3 * first; k < 3 * end; k += 3) {
    const a = offsets[k],
      b = offsets[k + 1],
      c = offsets[k + 2]
    const ax = t[a],
      ay = t[a + 1],
      az = t[a + 2],
      da = t[a + 3]
    const bx = t[b],
      by = t[b + 1],
      bz = t[b + 2],
      db = t[b + 3]
    const cx = t[c],
      cy = t[c + 1],
      cz = t[c + 2],
      dc = t[c + 3]
    const ux = bx - ax,
      uy = by - ay,
      uz = bz - az
    const vx = cx - ax,
      vy = cy - ay,
      vz = cz - az
    const nx = uy * vz - uz * vy
    const ny = uz * vx - ux * vz
    const nz = ux * vy - uy * vx
    const sumD = da + db + dc
    forceX += sumD * nx
    forceY += sumD * ny
    forceZ += sumD * nz
    if (withArea) area += Math.sqrt(nx * nx + ny * ny + nz * nz)
    waterplane += ny
    const sumY = ay + by + cy
    const depthY = da * ay + db * by + dc * cy + sumD * sumY
    momentY += ny * (depthY + 0.5 * (da * da + db * db + dc * dc + sumD * sumD))
    if (integrator === EXACT) {
      const wx = da * ax + db * bx + dc * cx + sumD * (ax + bx + cx)
      const wz = da * az + db * bz + dc * cz + sumD * (az + bz + cz)
      torqueX += depthY * nz - wz * ny
      torqueY += wz * nx - wx * nz
      torqueZ += wx * ny - depthY * nx
    } else if (integrator === CENTROID) {
      const gx = ax + bx + cx,
        gz = az + bz + cz
      torqueX += sumD * (sumY * nz - gz * ny)
      torqueY += sumD * (gz * nx - gx * nz)
      torqueZ += sumD * (gx * ny - sumY * nx)
    } else {
      acc[NORMAL] = nx
      acc[NORMAL + 1] = ny
      acc[NORMAL + 2] = nz
      addKernerTorque(acc, t, a, b, c)
    }
  }
  const torqueScale = integrator === EXACT ? 1 / 24 : 1 / 18
  acc[HEAD_TORQUE] += torqueX * torqueScale
  acc[HEAD_TORQUE + 1] += torqueY * torqueScale
  acc[HEAD_TORQUE + 2] += torqueZ * torqueScale
  acc[HEAD_FORCE] += forceX / 6
  acc[HEAD_FORCE + 1] += forceY / 6
  acc[HEAD_FORCE + 2] += forceZ / 6
  acc[WETTED_AREA] += 0.5 * area
  acc[WATERPLANE_AREA] -= 0.5 * waterplane
  acc[MOMENT_Y] -= momentY / 24
}
