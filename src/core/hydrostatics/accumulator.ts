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
/** The volume integrator's apex, relative to c. */
export const APEX = 12
export const ACCUMULATOR_SIZE = 15

/** Allocate an accumulator (once, at module or scratch level). */
export function createAccumulator(): Float64Array {
  return new Float64Array(ACCUMULATOR_SIZE)
}

/** Zero the sums; the apex is set by the caller. */
export function resetAccumulator(acc: Float64Array): void {
  acc.fill(0, 0, APEX)
}

/**
 * Add what every surface integrator shares for one wet triangle: the force head, the wetted area
 * and the volume's vertical moment. (cx, cy, cz) is the unnormalised normal (b - a) × (c - a),
 * of length twice the area; the integrals below are exact for depth and y linear on the triangle
 * (∫ λi λj dA = S (1 + δij) / 12).
 */
export function addWetFacet(
  acc: Float64Array,
  crossX: number,
  crossY: number,
  crossZ: number,
  da: number,
  db: number,
  dc: number,
  ya: number,
  yb: number,
  yc: number,
): void {
  const sumD = da + db + dc
  // ∫ D n dA = S (ΣD / 3) n = ΣD · cross / 6
  const k = sumD / 6
  acc[HEAD_FORCE] += k * crossX
  acc[HEAD_FORCE + 1] += k * crossY
  acc[HEAD_FORCE + 2] += k * crossZ
  acc[WETTED_AREA] += 0.5 * Math.sqrt(crossX * crossX + crossY * crossY + crossZ * crossZ)
  // ∫ D y dA = S/12 (Σ Di yi + ΣD Σy), ∫ D² dA = S/12 (Σ Di² + (ΣD)²), and S n_y = cross_y / 2
  const dy = da * ya + db * yb + dc * yc + sumD * (ya + yb + yc)
  const dd = da * da + db * db + dc * dc + sumD * sumD
  acc[MOMENT_Y] -= (crossY / 24) * (dy + 0.5 * dd)
}
