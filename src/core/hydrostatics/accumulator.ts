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

/**
 * Compute the unnormalised normal (b − a) × (c − a) of the triangle at t[o..o + 11] (length twice
 * the area) into acc[NORMAL..], and add what every surface integrator shares: the force head, the
 * wetted area and the volume's vertical moment. The integrals are exact for depth and y linear on
 * the triangle (∫ λi λj dA = S (1 + δij) / 12).
 */
export function addWetFacet(acc: Float64Array, t: Float64Array, o: number): void {
  const ax = t[o], ay = t[o + 1], az = t[o + 2], da = t[o + 3]
  const by = t[o + 5], db = t[o + 7]
  const cy = t[o + 9], dc = t[o + 11]
  const ux = t[o + 4] - ax, uy = by - ay, uz = t[o + 6] - az
  const vx = t[o + 8] - ax, vy = cy - ay, vz = t[o + 10] - az
  const nx = uy * vz - uz * vy
  const ny = uz * vx - ux * vz
  const nz = ux * vy - uy * vx
  acc[NORMAL] = nx
  acc[NORMAL + 1] = ny
  acc[NORMAL + 2] = nz
  const sumD = da + db + dc
  // ∫ D n dA = S (ΣD / 3) n = ΣD · cross / 6
  const k = sumD / 6
  acc[HEAD_FORCE] += k * nx
  acc[HEAD_FORCE + 1] += k * ny
  acc[HEAD_FORCE + 2] += k * nz
  acc[WETTED_AREA] += 0.5 * Math.sqrt(nx * nx + ny * ny + nz * nz)
  acc[WATERPLANE_AREA] -= 0.5 * ny
  // ∫ D y dA = S/12 (Σ Di yi + ΣD Σy), ∫ D² dA = S/12 (Σ Di² + (ΣD)²), and S n_y = cross_y / 2
  const dy = da * ay + db * by + dc * cy + sumD * (ay + by + cy)
  const dd = da * da + db * db + dc * dc + sumD * sumD
  acc[MOMENT_Y] -= (ny / 24) * (dy + 0.5 * dd)
}
