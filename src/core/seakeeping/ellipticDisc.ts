/**
 * Added mass of a thin elliptic disc (semi-axes a ≥ b) in unbounded fluid, exact, and its strip-theory
 * value: the measure of how much of a plate's added mass the flow around its ends takes away, in
 * translation and in rotation (a floating plate at high frequency, φ = 0 on the free surface, has half of
 * each, so the ratios hold for it too).
 *
 * Exact: Lamb's ellipsoid (Hydrodynamics, 6th ed. 1932, §114–115) with the third semi-axis c → 0. With
 * e² = 1 − b²/a² and K, E the complete elliptic integrals of modulus e, Lamb's integrals are
 * α₀ = abc A′, β₀ = abc B′, γ₀ = 2 − α₀ − β₀ to first order in c, where
 *   A′ = 2 (K − E) / (a³ e²),   B′ = 2 (E − (1 − e²) K) / (a³ e² (1 − e²)),
 * and his added masses m = γ₀/(2 − γ₀) · 4/3 π ρ abc (translation along c) and
 * (1/5)(4/3) π ρ abc (c² − a²)² (α₀ − γ₀) / (2 (c² − a²) + (c² + a²)(γ₀ − α₀)) (rotation about b) become
 *   normal translation      m₃₃ = 8/3 π ρ / (A′ + B′)   (= 4/3 π ρ a b² / E),
 *   rotation about b        m₅₅ = 8/15 π ρ a² / (2 A′ + B′)   (the ends move: a ship's pitch),
 *   rotation about a        m₄₄ = 8/15 π ρ b² / (2 B′ + A′)   (the sides move: a ship's roll).
 * A circle of radius R gives 8/3 ρ R³ and 16/45 ρ R⁵ (test/unit/seakeeping/ellipticDisc.test.ts also
 * checks them against Lamb's integrals of a thin ellipsoid by quadrature).
 *
 * Strip theory: sections across a, each a 2-D flat plate of half-width y = b √(1 − x²/a²) with the added
 * mass ρ π y² in translation and ρ π y⁴ / 8 in rotation about its centre, summed over x:
 *   m₃₃ = 4/3 π ρ a b²,   m₅₅ = 4/15 π ρ a³ b²,   m₄₄ = 2/15 π ρ a b⁴.
 */
export interface DiscAddedMass {
  /** translation normal to the disc, kg */
  normal: number
  /** rotation about the minor axis b (the ends along a move), kg·m² */
  aboutMinor: number
  /** rotation about the major axis a (the sides move), kg·m² */
  aboutMajor: number
}

/** Exact added mass of a thin elliptic disc of semi-axes a ≥ b > 0 in unbounded fluid of density ρ. */
export function ellipticDiscAddedMass(a: number, b: number, density: number): DiscAddedMass {
  const e2 = 1 - (b * b) / (a * a)
  let ap: number, bp: number
  if (e2 < 1e-10) {
    // the circle: A′ = B′ = π / (2 a³)
    ap = bp = Math.PI / (2 * a ** 3)
  } else {
    const { K, E } = completeEllipticIntegrals(e2)
    ap = (2 * (K - E)) / (a ** 3 * e2)
    bp = (2 * (E - (1 - e2) * K)) / (a ** 3 * e2 * (1 - e2))
  }
  return {
    normal: ((8 / 3) * Math.PI * density) / (ap + bp),
    aboutMinor: ((8 / 15) * Math.PI * density * a * a) / (2 * ap + bp),
    aboutMajor: ((8 / 15) * Math.PI * density * b * b) / (2 * bp + ap),
  }
}

/** The strip-theory added mass of the same disc (sections across a: 2-D flat plates). */
export function ellipticDiscStripTheory(a: number, b: number, density: number): DiscAddedMass {
  return {
    normal: (4 / 3) * Math.PI * density * a * b * b,
    aboutMinor: (4 / 15) * Math.PI * density * a ** 3 * b * b,
    aboutMajor: (2 / 15) * Math.PI * density * a * b ** 4,
  }
}

/**
 * How much more the flow around the ends relieves a plate's rotation than its translation, for a plate
 * of aspect L / B ≥ 1 (that of an elliptic disc of the same aspect, exact): the 3-D factor (exact / strip
 * theory) of pitch (rotation about the short axis) and of roll (about the long axis), each over the 3-D
 * factor of heave. A pitching plate's ends move most and are where the flow escapes around it: pitch < 1;
 * a rolling plate's sides move most and its ends least: roll > 1. Both → 1 for a slender plate.
 */
export function rotationEndRelief(aspect: number): { pitch: number; roll: number } {
  const a = Math.max(aspect, 1 / aspect)
  const exact = ellipticDiscAddedMass(a, 1, 1)
  const strip = ellipticDiscStripTheory(a, 1, 1)
  const heave = exact.normal / strip.normal
  return {
    pitch: exact.aboutMinor / strip.aboutMinor / heave,
    roll: exact.aboutMajor / strip.aboutMajor / heave,
  }
}

/** K(m) and E(m), m = e², 0 ≤ m < 1, by the arithmetic–geometric mean (Abramowitz & Stegun 17.6). */
function completeEllipticIntegrals(m: number): { K: number; E: number } {
  let a = 1,
    b = Math.sqrt(1 - m),
    c = Math.sqrt(m)
  let sum = 0.5 * c * c,
    power = 0.5
  for (let i = 0; i < 40 && Math.abs(c) > 1e-16; i++) {
    const next = 0.5 * (a + b)
    c = 0.5 * (a - b)
    b = Math.sqrt(a * b)
    a = next
    power *= 2
    sum += power * c * c
  }
  const K = Math.PI / (2 * a)
  return { K, E: K * (1 - sum) }
}
