import type { Hull } from '../hull/types.js'
import type { ModeStiffness } from './modeStiffness.js'
import type { RadiationTable } from './radiationTable.js'
import { rotationEndRelief } from './ellipticDisc.js'

/**
 * `radiation: 'auto'`: added mass and radiation damping of heave, roll and pitch estimated from the
 * hull's still-water particulars alone, for bluff and slender hulls alike, by an equivalent box: the
 * rectangle with the waterplane's area and second moments (L = √(12 I_L / A_wp), B = √(12 I_T / A_wp)),
 * the hull's draft T and section area coefficient σ = V / (A_wp T).
 * - Added mass (frequency-independent, the high-frequency limit): strip theory, heave and pitch with
 *   Lewis sections of B, T, σ (Lewis 1929; coefficients as in Journée & Massie, Offshore
 *   Hydromechanics, §5.3.2), a33 = ρ π/2 M² ((1 + a1)² + 3 a3²), summed over the length
 *   (A55 = a33 L³ / 12); roll with the hull's own sections about the centre of mass (close-fit, by a
 *   panel method: rollAddedInertia.ts). All are reduced for the flow around the ends by the 3-D
 *   added-mass factor of a rectangular plate of aspect L / B (DNV-RP-C205, table A-2). Rotation is
 *   relieved differently: a pitching plate's ends move most, where the flow escapes around it, a rolling
 *   plate's ends least; pitch and roll take that factor times the ratio of the rotational to the
 *   translational 3-D factor of an elliptic disc of the same aspect (Lamb's ellipsoid, ellipticDisc.ts:
 *   0.83 in pitch for the 20 × 8 m barge, where heave's factor alone made A55 1.46 × the BEM's).
 * - Radiation damping, per frequency, from the Haskind relation in deep water,
 *   B_jj = k ω / (4π ρ g²) ∫ |X_j(β)|² dβ, with the excitation X_j estimated as the box's
 *   Froude–Krylov force (bottom pressure decayed to e^{−k T_m}, T_m = V / A_wp) times the diffraction
 *   factor of the relative-motion estimate used in the time domain (1 − A ω² / C + i B ω / C), solved for B.
 * Not modelled: the frequency dependence of the added mass, sway–roll and surge–pitch coupling, the
 * roll moment of the side pressures in the damping. Measured against BEM: docs/seakeeping-validation.md.
 */
export function estimateRadiationTable(
  hull: Hull,
  stiffness: ModeStiffness,
  density: number,
  gravity: number,
): RadiationTable {
  // the hull's own shape enters through stiffness (its waterplane, draft, volume and roll sections)
  void hull
  const area = stiffness.waterplaneArea
  const length = Math.sqrt((12 * stiffness.waterplaneLongitudinal) / area)
  const beam = Math.sqrt((12 * stiffness.waterplaneTransverse) / area)
  const draft = stiffness.draft
  const meanDraft = stiffness.displacedVolume / area
  const sigma = Math.min(1, stiffness.displacedVolume / (area * draft))
  const section = lewisSection(beam, draft, sigma, density)
  const ends = plateFactor(length / beam)
  const relief = rotationEndRelief(length / beam)
  const heave = ends * length * section.heave
  const pitch = (ends * relief.pitch * section.heave * length ** 3) / 12
  const roll = ends * relief.roll * stiffness.rollAddedInertiaStrips
  const frequencies: number[] = []
  const damping = { heave: [] as number[], roll: [] as number[], pitch: [] as number[] }
  for (let w = 0.2; w <= 4.0001; w += 0.1) {
    frequencies.push(w)
    const k = (w * w) / gravity
    const decay = density * gravity * Math.exp(-k * meanDraft)
    const haskind = (moment: (beta: number) => number, added: number, c: number): number => {
      let sum = 0
      const n = 72
      for (let i = 0; i < n; i++) {
        const x = moment(((i + 0.5) * 2 * Math.PI) / n)
        sum += x * x
      }
      const q = ((k * w) / (4 * Math.PI * density * gravity * gravity)) * sum * ((2 * Math.PI) / n)
      if (!(c > 0)) return q
      const a = 1 - (added * w * w) / c,
        b = w / c
      const disc = 1 - 4 * q * q * a * a * b * b
      return disc > 0 ? (1 - Math.sqrt(disc)) / (2 * q * b * b) : 1 / (2 * q * b * b)
    }
    damping.heave.push(
      haskind(
        (beta) =>
          decay * length * beam * sinc((k * length * Math.cos(beta)) / 2) * sinc((k * beam * Math.sin(beta)) / 2),
        heave,
        stiffness.heave,
      ),
    )
    damping.pitch.push(
      haskind(
        (beta) => decay * beam * sinc((k * beam * Math.sin(beta)) / 2) * firstMoment(k * Math.cos(beta), length),
        pitch,
        stiffness.pitch,
      ),
    )
    damping.roll.push(
      haskind(
        (beta) => decay * length * sinc((k * length * Math.cos(beta)) / 2) * firstMoment(k * Math.sin(beta), beam),
        roll,
        stiffness.roll,
      ),
    )
  }
  const constant = (value: number) => frequencies.map(() => value)
  return {
    frequencies,
    addedMass: { heave: constant(heave), roll: constant(roll), pitch: constant(pitch) },
    damping,
  }
}

function sinc(x: number): number {
  return Math.abs(x) < 1e-6 ? 1 - (x * x) / 6 : Math.sin(x) / x
}

/** |∫_{−s/2}^{s/2} x e^{i a x} dx| */
function firstMoment(a: number, s: number): number {
  const h = (a * s) / 2
  if (Math.abs(h) < 1e-3) return (Math.abs(a) * s ** 3) / 12
  return Math.abs((s * Math.cos(h)) / a - (2 * Math.sin(h)) / (a * a))
}

/** High-frequency heave added mass per metre of a Lewis section of beam B, draft T, area coefficient σ, kg/m. */
export function lewisSection(beam: number, draft: number, sigma: number, density: number) {
  const h = beam / (2 * draft)
  const r = (h - 1) / (h + 1)
  const c1 = 3 + (4 * sigma) / Math.PI + (1 - (4 * sigma) / Math.PI) * r * r
  const a3 = (-c1 + 3 + Math.sqrt(Math.max(0, 9 - 2 * c1))) / c1
  const a1 = r * (a3 + 1)
  const m = beam / (2 * (1 + a1 + a3))
  return { heave: ((density * Math.PI) / 2) * m * m * ((1 + a1) ** 2 + 3 * a3 * a3) }
}

// 3-D added mass of a thin rectangular plate over its strip-theory value, by aspect ratio (DNV-RP-C205)
const ASPECT = [1, 1.25, 1.5, 2, 2.5, 3, 4, 5, 6.25, 8, 10]
const FACTOR = [0.579, 0.642, 0.69, 0.757, 0.801, 0.83, 0.871, 0.897, 0.917, 0.934, 0.947]

function plateFactor(aspect: number): number {
  const r = aspect >= 1 ? aspect : 1 / aspect
  if (r >= ASPECT[ASPECT.length - 1]) return 1 - (1 - FACTOR[FACTOR.length - 1]) * (ASPECT[ASPECT.length - 1] / r)
  let i = 1
  while (ASPECT[i] < r) i++
  const f = (r - ASPECT[i - 1]) / (ASPECT[i] - ASPECT[i - 1])
  return FACTOR[i - 1] + f * (FACTOR[i] - FACTOR[i - 1])
}
