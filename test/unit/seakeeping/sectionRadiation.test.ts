import { describe, expect, it } from 'vitest'
import { sectionAddedMass } from '../../../src/core/seakeeping/sectionAddedMass.js'
import { exponentialIntegral } from '../../../src/core/seakeeping/exponentialIntegral.js'
import { sectionRadiation } from '../../../src/core/seakeeping/sectionRadiation.js'
import { contour } from './contour.js'

const RHO = 1025
const G = 9.81

function semicircle(radius: number, count: number): number[] {
  const points: Array<[number, number]> = []
  for (let k = 0; k <= count; k++) {
    points.push([radius * Math.cos((Math.PI * k) / count), -radius * Math.sin((Math.PI * k) / count)])
  }
  return contour(points)
}

const CIRCLE = semicircle(1, 40)
const RECTANGLE = contour([
  [4, 0],
  [4, -2],
  [-4, -2],
  [-4, 0],
])

type Result = ReturnType<typeof sectionRadiation>
type Mode = 'sway' | 'heave' | 'roll'

/** The normal velocity of a mode at a panel (n_sway = n_z, n_heave = n_y, n_roll = (y − a) n_z − z n_y). */
function flux(mode: Mode, panels: Float64Array, i: number, rollAxis = 0): number {
  const [z, y, nz, ny] = panels.subarray(5 * i, 5 * i + 4)
  return mode === 'sway' ? nz : mode === 'heave' ? ny : (y - rollAxis) * nz - z * ny
}

/** ∫ φ_j n_k dl over the panels, complex [re, im] */
function pressureIntegral(r: Result, j: Mode, k: Mode, rollAxis = 0): [number, number] {
  let re = 0,
    im = 0
  for (let i = 0; i < r.panels.length / 5; i++) {
    const weight = flux(k, r.panels, i, rollAxis) * r.panels[5 * i + 4]
    re += r.potential[j][2 * i] * weight
    im += r.potential[j][2 * i + 1] * weight
  }
  return [re, im]
}

/**
 * The damping from the waves radiated to both sides, independent of the pressure integral. Green's
 * identity on the fluid with G's far field −i e^{ν(y + y')} e^{±iν(z − z')} (z → ±∞) gives the wave
 * φ → A± e^{νy} e^{±iνz} with A± = −i ∫ (n_j ψ± − φ_j ∂ψ±/∂n) dl, ψ± = e^{νy ∓ iνz}. Each side carries
 * the mean energy flux ½ ρ g |η|² c_g with η = iω φ / g at y = 0 and c_g = g / 2ω, and the mean power
 * ½ B |V|²: B = (ρω / 2)(|A₊|² + |A₋|²).
 */
function farFieldDamping(r: Result, mode: Mode, omega: number): number {
  const nu = (omega * omega) / G
  let total = 0
  for (const side of [1, -1]) {
    let re = 0,
      im = 0
    for (let i = 0; i < r.panels.length / 5; i++) {
      const [z, y, nz, ny, length] = r.panels.subarray(5 * i, 5 * i + 5)
      const size = Math.exp(nu * y)
      const psiRe = size * Math.cos(nu * z),
        psiIm = -side * size * Math.sin(nu * z)
      // ∂ψ/∂n = ν (n_y ∓ i n_z) ψ
      const dRe = nu * (ny * psiRe + side * nz * psiIm),
        dIm = nu * (ny * psiIm - side * nz * psiRe)
      const phiRe = r.potential[mode][2 * i],
        phiIm = r.potential[mode][2 * i + 1]
      const vn = flux(mode, r.panels, i)
      re += (vn * psiRe - (phiRe * dRe - phiIm * dIm)) * length
      im += (vn * psiIm - (phiRe * dIm + phiIm * dRe)) * length
    }
    total += re * re + im * im
  }
  return 0.5 * RHO * omega * total
}

describe('exponentialIntegral (complex E₁)', () => {
  it('matches tabulated values (Abramowitz & Stegun, table 5.1 and 5.6)', () => {
    const [a, b] = exponentialIntegral(1, 0)
    expect(a).toBeCloseTo(0.21938393439552, 12)
    expect(b).toBe(0)
    const [c, d] = exponentialIntegral(0, 1)
    expect(c).toBeCloseTo(-0.337403922900968, 12)
    expect(d).toBeCloseTo(-0.624713256427714, 12)
    expect(exponentialIntegral(10, 0)[0] / 4.156968929685324e-6).toBeCloseTo(1, 12)
    // on the negative real axis, from above: −Ei(1) − iπ
    const [e, f] = exponentialIntegral(-1, 0)
    expect(e).toBeCloseTo(-1.895117816355937, 12)
    expect(f).toBeCloseTo(-Math.PI, 12)
    // conjugate below the axis
    expect(exponentialIntegral(0, -1)[1]).toBeCloseTo(0.624713256427714, 12)
  })

  it.each([
    [-3, 6.5],
    [-30, 7],
    [-45, 2],
    [3, 8],
    [-2, 3],
    [0.5, 4.5],
  ])('equals ∫₀^∞ e^{−t} / (t + w) dt · e^{−w} at w = %d + %d i (each of its three methods)', (re, im) => {
    // e^w E₁(w) = ∫₀^∞ e^{−t} / (t + w) dt, by Simpson's rule (the pole is at least 2 from the path)
    const steps = 40000,
      h = 60 / steps
    let sumRe = 0,
      sumIm = 0
    for (let k = 0; k <= steps; k++) {
      const t = k * h
      const weight = (k === 0 || k === steps ? 1 : k % 2 === 1 ? 4 : 2) * Math.exp(-t)
      const dRe = t + re,
        size = dRe * dRe + im * im
      sumRe += (weight * dRe) / size
      sumIm -= (weight * im) / size
    }
    sumRe *= h / 3
    sumIm *= h / 3
    const [e1Re, e1Im] = exponentialIntegral(re, im)
    const ex = Math.exp(re)
    const scaledRe = ex * (Math.cos(im) * e1Re - Math.sin(im) * e1Im),
      scaledIm = ex * (Math.cos(im) * e1Im + Math.sin(im) * e1Re)
    expect(Math.hypot(scaledRe - sumRe, scaledIm - sumIm) / Math.hypot(sumRe, sumIm)).toBeLessThan(1e-9)
  })
})

describe('sectionRadiation (Frank close-fit, deep water)', () => {
  it('tends to the φ = 0 panel method at high frequency (ν T = 50)', () => {
    for (const [segments, draft] of [
      [CIRCLE, 1],
      [RECTANGLE, 2],
    ] as const) {
      const omega = Math.sqrt((50 * G) / draft)
      const r = sectionRadiation(segments, omega, RHO, G)
      const limit = sectionAddedMass(segments, RHO, 0, 40).heave
      expect(r.addedMass.heave / limit).toBeCloseTo(1, 1)
      expect(Math.abs(r.addedMass.heave / limit - 1)).toBeLessThan(0.02)
      // almost no waves: ω B / A small
      expect(r.damping.heave / (omega * r.addedMass.heave)).toBeLessThan(0.01)
    }
    // and the semicircle's limit is ρ π R² / 2 (the exact one, finer panels)
    const r = sectionRadiation(semicircle(1, 80), Math.sqrt(50 * G), RHO, G, 0, 80)
    expect(Math.abs(r.addedMass.heave / ((RHO * Math.PI) / 2) - 1)).toBeLessThan(0.01)
  })

  it('radiates the heave damping of a line source at low frequency: B₃₃ → ρ ω b² (b the beam)', () => {
    // the long waves see a source of the displaced flux b per unit velocity, A± → −i b
    for (const [segments, beam] of [
      [CIRCLE, 2],
      [RECTANGLE, 8],
    ] as const) {
      const omega = Math.sqrt((1e-4 * G) / beam)
      const r = sectionRadiation(segments, omega, RHO, G)
      expect(r.damping.heave / (RHO * omega * beam * beam)).toBeCloseTo(1, 1)
    }
  })

  it.each([
    ['semicircle', CIRCLE, [1, 2, 3]],
    ['rectangle 8 × 2 m', RECTANGLE, [0.6, 0.9, 1.2]],
  ] as const)('damps %s as much as the far-field waves carry away (within 1 %)', (_, segments, omegas) => {
    for (const omega of omegas) {
      const r = sectionRadiation(segments, omega, RHO, G, 0, 80)
      const modes: Mode[] = segments === CIRCLE ? ['sway', 'heave'] : ['sway', 'heave', 'roll']
      for (const mode of modes) {
        expect(r.damping[mode]).toBeGreaterThan(0)
        expect(farFieldDamping(r, mode, omega) / r.damping[mode]).toBeCloseTo(1, 1)
        expect(Math.abs(farFieldDamping(r, mode, omega) / r.damping[mode] - 1)).toBeLessThan(0.01)
      }
    }
  })

  it('couples neither heave with sway nor roll with heave on a symmetric section, and sway–roll both ways alike', () => {
    const r = sectionRadiation(RECTANGLE, 1.3, RHO, G, -0.5)
    const [heaveRe] = pressureIntegral(r, 'heave', 'heave')
    for (const [j, k] of [
      ['heave', 'sway'],
      ['sway', 'heave'],
      ['heave', 'roll'],
      ['roll', 'heave'],
    ] as const) {
      const [re, im] = pressureIntegral(r, j, k, -0.5)
      expect(Math.abs(re) + Math.abs(im)).toBeLessThan(1e-9 * Math.abs(heaveRe))
    }
    // A_sr = −ρ Re ∫ φ_r n_s (returned), A_rs = −ρ Re ∫ φ_s n_r: reciprocal
    const [rollSwayRe, rollSwayIm] = pressureIntegral(r, 'sway', 'roll', -0.5)
    const rollSway = { added: -RHO * rollSwayRe, damping: -RHO * 1.3 * rollSwayIm }
    expect(rollSway.added / r.addedMass.swayRoll).toBeCloseTo(1, 2)
    expect(rollSway.damping / r.damping.swayRoll).toBeCloseTo(1, 2)
  })

  it('passes smoothly through the rectangle’s first irregular frequency (ω ≈ 2.42 rad/s)', () => {
    // without the lid the source equation is singular at ν = (π / b) coth(π T / b): there the heave added
    // mass dips by 200 and jumps by 1,600 kg/m between 2.35, 2.40 and 2.45 rad/s (third differences ~6
    // times the steps); with it they stay below 3.5 % of the largest step
    const omegas = Array.from({ length: 11 }, (_, k) => 2.2 + 0.05 * k)
    const results = omegas.map((omega) => sectionRadiation(RECTANGLE, omega, RHO, G))
    const differences = (values: number[]) => values.slice(1).map((v, k) => v - values[k])
    for (const mode of ['sway', 'heave', 'roll'] as const) {
      for (const key of ['addedMass', 'damping'] as const) {
        const steps = differences(results.map((r) => r[key][mode]))
        const third = differences(differences(steps))
        const largest = Math.max(...steps.map(Math.abs))
        for (const d of third) expect(Math.abs(d)).toBeLessThan(0.06 * largest)
      }
    }
    for (const r of results) {
      expect(r.damping.heave).toBeGreaterThan(0)
      expect(r.damping.sway).toBeGreaterThan(0)
      expect(r.damping.roll).toBeGreaterThanOrEqual(0)
    }
  })
})
