import type { WetSurface } from '../hydrostatics/wet-surface.js'
import { WATERPLANE_MOMENT_COUNT, waterplaneMoments as waterplaneMomentsAbout } from '../stability/waterplane.js'
import { POSITION } from './kinematics.js'

// The waterplane's area and moments, in one Float64Array: stability/waterplane.ts's layout (AREA,
// FIRST_X, FIRST_Z, SECOND_XX, SECOND_ZZ, SECOND_XZ), here about the body's centre of mass.
export { AREA, FIRST_X, FIRST_Z, SECOND_XX, SECOND_XZ, SECOND_ZZ } from '../stability/waterplane.js'
export const WATERPLANE_SIZE = WATERPLANE_MOMENT_COUNT

/**
 * Waterplane area and moments of a recorded wet surface (see createWetSurface), relative to the body's
 * centre of mass (k: kinematics.ts), into `out` (layout above): stability's waterplaneMoments about
 * (x_G, z_G). Exact on flat water; on waves, the moments of the area inside the waterline projected on
 * the horizontal.
 */
export function waterplaneMoments(wet: WetSurface, k: Float64Array, out: Float64Array): Float64Array {
  return waterplaneMomentsAbout(wet, k[POSITION], k[POSITION + 2], out)
}
