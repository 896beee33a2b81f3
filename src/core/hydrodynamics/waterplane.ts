import { WATERPLANE_MOMENT_COUNT } from '../stability/waterplane.js'

// The waterplane's area and moments, in one Float64Array: stability/waterplane.ts's layout (AREA,
// FIRST_X, FIRST_Z, SECOND_XX, SECOND_ZZ, SECOND_XZ), here about the body's centre of mass. The drag's
// pass sums them from the waterline (surfaceDrag.ts addWaterlines).
export { AREA, FIRST_X, FIRST_Z, SECOND_XX, SECOND_XZ, SECOND_ZZ } from '../stability/waterplane.js'
export const WATERPLANE_SIZE = WATERPLANE_MOMENT_COUNT
