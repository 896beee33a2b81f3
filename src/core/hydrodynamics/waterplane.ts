import { WET_TRIANGLE_STRIDE } from '../hydrostatics/wet-surface.js'
import type { WetSurface } from '../hydrostatics/wet-surface.js'
import { POSITION } from './kinematics.js'

// The waterplane's area and moments, in one Float64Array, coordinates relative to a reference point
// (the body's centre of mass): x̃ = x − ref_x, z̃ = z − ref_z.
/** A_wp, m² */
export const AREA = 0
/** ∫ x̃ dA, ∫ z̃ dA, m³ */
export const FIRST_X = 1
export const FIRST_Z = 2
/** ∫ x̃² dA, ∫ z̃² dA, ∫ x̃ z̃ dA, m⁴ */
export const SECOND_XX = 3
export const SECOND_ZZ = 4
export const SECOND_XZ = 5
export const WATERPLANE_SIZE = 6

/**
 * Add one wet triangle's share of the waterplane moments. The wet surface and the waterline cap close
 * the displaced volume, and for any f(x, z) the divergence theorem gives ∮ f n_y dA = ∫ ∂f/∂y dV = 0,
 * so ∫_cap f dA = −∫_wet f n_y dA: the cap's moments come from the wet triangles alone (exact on flat
 * water; on waves, the moments of the area inside the waterline projected on the horizontal). The
 * edge-midpoint rule is exact for the quadratics here. Sums go to w[at..]; (ax, az)… are relative to the reference point and
 * `crossY` is the y of (b − a) × (c − a), 2 S n_y.
 */
export function addWaterplaneShare(
  w: Float64Array, at: number, crossY: number, ax: number, az: number, bx: number, bz: number, cx: number, cz: number,
): void {
  const k = -crossY / 6 // −S n_y / 3
  const m1x = 0.5 * (ax + bx), m1z = 0.5 * (az + bz)
  const m2x = 0.5 * (bx + cx), m2z = 0.5 * (bz + cz)
  const m3x = 0.5 * (cx + ax), m3z = 0.5 * (cz + az)
  w[at + AREA] += 3 * k
  w[at + FIRST_X] += k * (ax + bx + cx)
  w[at + FIRST_Z] += k * (az + bz + cz)
  w[at + SECOND_XX] += k * (m1x * m1x + m2x * m2x + m3x * m3x)
  w[at + SECOND_ZZ] += k * (m1z * m1z + m2z * m2z + m3z * m3z)
  w[at + SECOND_XZ] += k * (m1x * m1z + m2x * m2z + m3x * m3z)
}

/**
 * Waterplane area and moments of a recorded wet surface (see createWetSurface), relative to the body's
 * centre of mass (k: kinematics.ts), into `out` (layout above). Exact on flat water.
 */
export function waterplaneMoments(wet: WetSurface, k: Float64Array, out: Float64Array): Float64Array {
  out.fill(0, 0, WATERPLANE_SIZE)
  const refX = k[POSITION], refZ = k[POSITION + 2]
  const t = wet.triangles
  for (let i = 0, o = 0; i < wet.count; i++, o += WET_TRIANGLE_STRIDE) {
    const ax = t[o] - refX, az = t[o + 2] - refZ
    const bx = t[o + 4] - refX, bz = t[o + 6] - refZ
    const cx = t[o + 8] - refX, cz = t[o + 10] - refZ
    const crossY = (bz - az) * (cx - ax) - (bx - ax) * (cz - az)
    if (crossY === 0) continue
    addWaterplaneShare(out, 0, crossY, ax, az, bx, bz, cx, cz)
  }
  return out
}
