// The running sums of one computeHydrostatics call, in one flat Float64Array so the hot loop
// writes numbers, never objects. Positions are relative to the torque point c.
//
// The surface integrators accumulate "pressure head" integrals, without the factor rho g:
//   HEAD_FORCE  = ∫ D n dA              (m³; force = -rho g HEAD_FORCE)
//   HEAD_TORQUE = ∫ (r - c) × D n dA    (m⁴; torque = -rho g HEAD_TORQUE)
//   MOMENT_Y    = ∫_V (y - c_y) dV      (m⁴), from the divergence theorem with the field
//                 ((y-c_y)² - (eta-c_y)²)/2 ŷ, which vanishes on the water surface, so no cap is
//                 needed: MOMENT_Y = -∫ (D (y-c_y) + D²/2) n_y dA over the wet surface.
// The volume integrator accumulates signed tetrahedra with their apex at APEX (on the water plane).

export const HEAD_FORCE = 0
export const HEAD_TORQUE = 3
export const WETTED_AREA = 6
export const MOMENT_Y = 7
export const TET_VOLUME = 8
/** First moment of the tetrahedra about APEX, m⁴. */
export const TET_MOMENT = 9
/**
 * Waterplane area, m²: the wet surface and the waterline cap close the displaced volume, so the cap's
 * horizontal projection is −∫ n_y dA over the wet surface (exact on flat water, the projected area
 * inside the waterline on waves).
 */
export const WATERPLANE_AREA = 12
/** The volume integrator's apex, relative to c. */
export const APEX = 13
/** Scratch: the unnormalised normal (b − a) × (c − a) of the triangle being integrated. */
export const NORMAL = 16
export const ACCUMULATOR_SIZE = 19

/** Allocate an accumulator (once, at module or scratch level). */
export function createAccumulator(): Float64Array {
  return new Float64Array(ACCUMULATOR_SIZE)
}

/** Zero the sums; the apex is set by the caller. */
export function resetAccumulator(acc: Float64Array): void {
  acc.fill(0, 0, APEX)
}
