import type { SectionShape, WetSections } from './hullSections.js'

/**
 * The eddy-making roll damping of a hull at zero speed, Ikeda's (Ikeda, Himeno and Tanaka 1978, "On eddy
 * making component of roll damping force on naked hull"; the form of the ITTC's recommended procedure
 * 7.5-02-07-04.5, 2011, §2.2.4): the flow separates at a section's bilge, and the pressure of the wake
 * there resists the roll as the square of its rate. Potential flow (the radiation damping) has none, and
 * it is most of a sharp-cornered hull's roll damping: a box or a barge rocks on for dozens of cycles
 * without it. Per unit length, the moment is −M |φ̇| φ̇ with
 *   M = ½ ρ r_max² d² C_P [(1 − f₁ R/d)(1 − OG/d − f₁ R/d) + f₂ (H₀ − f₁ R/d)²],
 * d the section's draft, H₀ = B / 2d, σ = A / B d, OG the roll axis's depth below the water (negative
 * above it), R the bilge radius (Ikeda's estimate from σ and H₀), r_max the largest distance of the Lewis
 * form of the section from the waterline's centre, C_P the pressure coefficient of the wake at the
 * section's greatest relative speed, f₁, f₂ and f₃ empirical functions of σ (f₃, for sharp corners, makes a
 * rectangle's flow separate as fully as a flat plate's). The hull's coefficient is the sum over its
 * stations. Its equivalent linear damping at roll amplitude φ_a and frequency ω is (8 / 3π) M φ_a ω.
 * Checked against Ikeda's measured rectangular cylinder and his closed form for sharp-cornered barges
 * (test/unit/seakeeping/eddyRoll.test.ts).
 *
 * A section that meets the waterline at other than two points (a catamaran's two hulls) is left out, as
 * is one lying wholly under water.
 *
 * @returns the coefficient M summed over the length, N·m·s² (the roll moment −M |φ̇| φ̇ about the roll axis)
 */
export function eddyRollDamping(sections: WetSections, density: number): number {
  // the roll axis, the centre of mass, below the water by OG
  const og = -sections.centreHeight
  let total = 0
  for (const shape of sections.shapes) total += sectionEddy(shape, og, density) * sections.spacing
  return total
}

/** M of one section (N·m·s² per m), or 0 where Ikeda's form does not apply. */
function sectionEddy(shape: SectionShape, og: number, density: number): number {
  const { beam, draft: d, area, waterlinePoints } = shape
  if (waterlinePoints !== 2 || !(beam > 0 && d > 0 && area > 0)) return 0
  // a roll axis at or below the keel leaves no section below it to shed the wake
  if (!(og < d)) return 0
  const h0 = beam / (2 * d)
  const sigma = Math.min(area / (beam * d), 1)
  const { a1, a3 } = lewisCoefficients(h0, sigma)
  // the Lewis form's scale: its half-beam is M (1 + a₁ + a₃)
  const m = beam / 2 / (1 + a1 + a3)
  // ψ (from the keel) of the largest radius: the keel's, the waterline's (a section much wider than deep,
  // whose radius grows all the way), or where dr/dψ = 0 in between
  const cosine = (a1 * (1 + a3)) / (4 * a3)
  const candidates = a3 !== 0 && Math.abs(cosine) <= 1 ? [0, Math.PI / 2, Math.acos(cosine) / 2] : [0, Math.PI / 2]
  let psi = 0,
    rMax = 0
  for (const candidate of candidates) {
    const r = lewisRadius(m, a1, a3, candidate)
    if (r > rMax) [psi, rMax] = [candidate, r]
  }
  const f1 = 0.5 * (1 + Math.tanh(20 * (sigma - 0.7)))
  const f2 =
    0.5 * (1 - Math.cos(Math.PI * sigma)) - 1.5 * (1 - Math.exp(-5 * (1 - sigma))) * Math.sin(Math.PI * sigma) ** 2
  const f3 = 1 + 4 * Math.exp(-1.65e5 * (1 - sigma) ** 2)
  // the section below the roll axis
  const h0Below = (h0 * d) / (d - og)
  const sigmaBelow = (sigma * d - og) / (d - og)
  if (!(sigmaBelow > 0)) return 0
  // the greatest relative speed of the flow at the hull, over φ̇ (the Lewis form's velocity at ψ)
  const a =
    -2 * a3 * Math.cos(5 * psi) +
    a1 * (1 - a3) * Math.cos(3 * psi) +
    ((6 - 3 * a1) * a3 * a3 + (a1 * a1 - 3 * a1) * a3 + a1 * a1) * Math.cos(psi)
  const b =
    -2 * a3 * Math.sin(5 * psi) +
    a1 * (1 - a3) * Math.sin(3 * psi) +
    ((6 + 3 * a1) * a3 * a3 + (3 * a1 + a1 * a1) * a3 + a1 * a1) * Math.sin(psi)
  const h = 1 + a1 * a1 + 9 * a3 * a3 + 2 * a1 * (1 - 3 * a3) * Math.cos(2 * psi) - 6 * a3 * Math.cos(4 * psi)
  const speed = f3 * (rMax + ((2 * m) / h) * Math.hypot(a, b))
  const gamma = (Math.sqrt(Math.PI) * speed) / (2 * d * (1 - og / d) * Math.sqrt(h0Below * sigmaBelow))
  const pressure = 0.5 * (0.87 * Math.exp(-gamma) - 4 * Math.exp(-0.187 * gamma) + 3)
  const bilge = (f1 * bilgeRadius(beam, d, h0, sigma)) / d
  // the bracket: the bilge's and the bottom's share of the wake
  const wake = (1 - bilge) * (1 - og / d - bilge) + f2 * (h0 - bilge) ** 2
  return Math.max(0, 0.5 * density * rMax * rMax * d * d * pressure * wake)
}

/**
 * The Lewis form of breadth/draft ratio 2 H₀ and area coefficient σ: z + i y = M (ζ + a₁/ζ + a₃/ζ³) on
 * the unit circle. σ past what a Lewis form reaches (a rectangle's 1 at most H₀) is taken at that limit.
 */
function lewisCoefficients(h0: number, sigma: number): { a1: number; a3: number } {
  const c = (h0 - 1) / (h0 + 1)
  const d = Math.min(4.5, 3 + (4 * sigma) / Math.PI + (1 - (4 * sigma) / Math.PI) * c * c)
  const a3 = (-d + 3 + Math.sqrt(9 - 2 * d)) / d
  return { a1: (1 + a3) * c, a3 }
}

/** The Lewis form's distance from the waterline's centre at ψ (0 at the keel, π/2 at the waterline). */
function lewisRadius(m: number, a1: number, a3: number, psi: number): number {
  return (
    m * Math.hypot((1 + a1) * Math.sin(psi) - a3 * Math.sin(3 * psi), (1 - a1) * Math.cos(psi) + a3 * Math.cos(3 * psi))
  )
}

/** Ikeda's estimate of the bilge radius from σ and H₀, held within the section (0 for a sharp corner). */
function bilgeRadius(beam: number, d: number, h0: number, sigma: number): number {
  if (!(sigma < 1)) return 0
  const radius = 2 * d * Math.sqrt((h0 * (sigma - 1)) / (Math.PI - 4))
  if (h0 >= 1) return Math.min(radius, d)
  return radius > h0 * d ? beam / 2 : radius
}
