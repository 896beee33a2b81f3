import { WET_TRIANGLE_STRIDE } from '../hydrostatics/index.js'
import type { WetSurface } from '../hydrostatics/index.js'

/** Indices into the array waterplaneMoments fills. */
export const AREA = 0
/** ∫x dA, ∫z dA over the waterplane, m³ (world x and z, relative to the chosen origin) */
export const FIRST_X = 1
export const FIRST_Z = 2
/** ∫x² dA, ∫z² dA, ∫xz dA over the waterplane, m⁴ (about the chosen origin) */
export const SECOND_XX = 3
export const SECOND_ZZ = 4
export const SECOND_XZ = 5
export const WATERPLANE_MOMENT_COUNT = 6

/**
 * Area and first and second moments of the waterplane (the section of the displaced volume by the
 * flat water surface), exactly, from the wet surface alone.
 *
 * The displaced volume is bounded by the wet hull surface S (outward normal n) and the waterplane
 * cap C (outward normal +y). For a field f(x, z) the vector field (0, f, 0) has zero divergence, so
 * its flux through the closed boundary vanishes: ∫_C f dA + ∫_S f n_y dA = 0, that is
 *
 *     ∫_C f dA = −∫_S f n_y dA.
 *
 * On a plane triangle n_y dA is constant (half the y component of the edge cross product), and f is
 * at most quadratic in x and z, hence in the triangle's own coordinates, so the edge-midpoint rule
 * (mean of f at the three edge midpoints, times the area) integrates it exactly. No waterline
 * polygon has to be assembled, and several disjoint waterplanes (a catamaran) add up by themselves.
 * On waves the same sums give the moments of the area inside the waterline projected on the
 * horizontal (what the hydrodynamics' restoring stiffness takes as its waterplane).
 *
 * @param wet the wet sub-triangles recorded by computeHydrostatics (world positions; exact on flat water)
 * @param originX world x of the point the moments are taken about, m (near the hull, so that the
 *   second moments keep their precision far from the world origin)
 * @param originZ world z of that point, m
 * @param out WATERPLANE_MOMENT_COUNT numbers, world axes, about (originX, originZ)
 */
export function waterplaneMoments(wet: WetSurface, originX: number, originZ: number, out: Float64Array): Float64Array {
  let area = 0,
    fx = 0,
    fz = 0,
    sxx = 0,
    szz = 0,
    sxz = 0
  const t = wet.triangles
  for (let k = 0, o = 0; k < wet.count; k++, o += WET_TRIANGLE_STRIDE) {
    const ax = t[o] - originX,
      az = t[o + 2] - originZ
    const bx = t[o + 4] - originX,
      bz = t[o + 6] - originZ
    const cx = t[o + 8] - originX,
      cz = t[o + 10] - originZ
    // −n_y dA: minus half the y component of (b − a) × (c − a)
    const weight = -0.5 * ((bz - az) * (cx - ax) - (bx - ax) * (cz - az))
    if (weight === 0) continue
    const mx1 = 0.5 * (ax + bx),
      mz1 = 0.5 * (az + bz)
    const mx2 = 0.5 * (bx + cx),
      mz2 = 0.5 * (bz + cz)
    const mx3 = 0.5 * (cx + ax),
      mz3 = 0.5 * (cz + az)
    const w = weight / 3
    area += weight
    fx += w * (mx1 + mx2 + mx3)
    fz += w * (mz1 + mz2 + mz3)
    sxx += w * (mx1 * mx1 + mx2 * mx2 + mx3 * mx3)
    szz += w * (mz1 * mz1 + mz2 * mz2 + mz3 * mz3)
    sxz += w * (mx1 * mz1 + mx2 * mz2 + mx3 * mz3)
  }
  out[AREA] = area
  out[FIRST_X] = fx
  out[FIRST_Z] = fz
  out[SECOND_XX] = sxx
  out[SECOND_ZZ] = szz
  out[SECOND_XZ] = sxz
  return out
}

/**
 * The waterplane's second moments about its own centroid (the centre of flotation F), world axes:
 * out[0] = ∫(x − x_F)² dA, out[1] = ∫(z − z_F)² dA, out[2] = ∫(x − x_F)(z − z_F) dA (m⁴), and
 * out[3], out[4] = x_F, z_F (m, relative to the origin the moments were taken about). A waterplane
 * of no area (a hull fully under water or dry) gives zeros and F at that origin.
 */
export function centralWaterplaneMoments(moments: Float64Array, out: Float64Array): Float64Array {
  const area = moments[AREA]
  if (!(area > 0)) {
    out.fill(0, 0, 5)
    return out
  }
  const xF = moments[FIRST_X] / area
  const zF = moments[FIRST_Z] / area
  // parallel-axis theorem, clamped at zero against round-off on a sliver of waterplane
  out[0] = Math.max(moments[SECOND_XX] - area * xF * xF, 0)
  out[1] = Math.max(moments[SECOND_ZZ] - area * zF * zF, 0)
  out[2] = moments[SECOND_XZ] - area * xF * zF
  out[3] = xF
  out[4] = zF
  return out
}
