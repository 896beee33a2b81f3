import { describe, expect, it } from 'vitest'
import {
  ellipticDiscAddedMass,
  ellipticDiscStripTheory,
  rotationEndRelief,
} from '../../../src/core/seakeeping/ellipticDisc.js'

const RHO = 1025

/**
 * Lamb's integrals of an ellipsoid of semi-axes a, b, c (Hydrodynamics §114): for each axis s,
 * abc ∫₀^∞ dλ / ((s² + λ) √((a² + λ)(b² + λ)(c² + λ))), by Simpson's rule in ln λ (smooth for any c).
 */
function lambIntegrals(a: number, b: number, c: number): [number, number, number] {
  const n = 40_000
  const lo = Math.log(c * c) - 30,
    hi = Math.log(a * a) + 40
  const h = (hi - lo) / n
  const sums = [0, 0, 0]
  for (let i = 0; i <= n; i++) {
    const lambda = Math.exp(lo + i * h)
    const weight = (i === 0 || i === n ? 1 : i % 2 ? 4 : 2) * lambda
    const delta = Math.sqrt((a * a + lambda) * (b * b + lambda) * (c * c + lambda))
    ;[a, b, c].forEach((s, k) => (sums[k] += weight / ((s * s + lambda) * delta)))
  }
  return sums.map((s) => (a * b * c * h * s) / 3) as [number, number, number]
}

/** Lamb §115: a thin ellipsoid's added mass along c and in rotation about b and about a. */
function thinEllipsoid(a: number, b: number, c: number) {
  const [alpha, beta, gamma] = lambIntegrals(a, b, c)
  const volume = (4 / 3) * Math.PI * a * b * c
  const rotation = (p: number, q: number, ip: number, iq: number) =>
    ((RHO * volume) / 5) * (((q * q - p * p) ** 2 * (ip - iq)) / (2 * (q * q - p * p) + (q * q + p * p) * (iq - ip)))
  return {
    normal: (gamma / (2 - gamma)) * RHO * volume,
    aboutMinor: rotation(a, c, alpha, gamma),
    aboutMajor: rotation(b, c, beta, gamma),
  }
}

describe('ellipticDiscAddedMass (Lamb, the ellipsoid with c → 0)', () => {
  it('gives the circular disc its closed forms: 8/3 ρ R³ in translation, 16/45 ρ R⁵ in rotation', () => {
    const disc = ellipticDiscAddedMass(1.5, 1.5, RHO)
    expect(disc.normal / ((8 / 3) * RHO * 1.5 ** 3)).toBeCloseTo(1, 12)
    expect(disc.aboutMinor / ((16 / 45) * RHO * 1.5 ** 5)).toBeCloseTo(1, 12)
    expect(disc.aboutMajor / disc.aboutMinor).toBeCloseTo(1, 12)
    // a hair off circular: no jump at the circle's special case
    const near = ellipticDiscAddedMass(1.5 * (1 + 1e-6), 1.5, RHO)
    expect(near.aboutMinor / disc.aboutMinor).toBeCloseTo(1, 4)
  })

  it.each([1.3, 2.5, 4, 10])('agrees with Lamb’s integrals of a thin ellipsoid by quadrature: aspect %s', (aspect) => {
    const a = 2 * aspect,
      b = 2
    const disc = ellipticDiscAddedMass(a, b, RHO)
    // the thickness changes the added mass at O(c / b)
    const thin = thinEllipsoid(a, b, 1e-5 * b)
    expect(disc.normal / thin.normal).toBeCloseTo(1, 3)
    expect(disc.aboutMinor / thin.aboutMinor).toBeCloseTo(1, 3)
    expect(disc.aboutMajor / thin.aboutMajor).toBeCloseTo(1, 3)
    // the translation's textbook form 4/3 π ρ a b² / E(e), E by its series in e² (A&S 17.3.12)
    const e2 = 1 - 1 / (aspect * aspect)
    let term = 1,
      series = 1
    for (let n = 1; n < 4000; n++) {
      term *= ((2 * n - 1) / (2 * n)) ** 2 * e2
      series -= term / (2 * n - 1)
    }
    expect(disc.normal / (((4 / 3) * Math.PI * RHO * a * b * b) / ((Math.PI / 2) * series))).toBeCloseTo(1, 6)
  })

  it('tends to strip theory for a slender disc, and falls below it for a round one', () => {
    const slender = ellipticDiscAddedMass(400, 1, RHO),
      strip = ellipticDiscStripTheory(400, 1, RHO)
    expect(slender.normal / strip.normal).toBeGreaterThan(0.995)
    expect(slender.aboutMinor / strip.aboutMinor).toBeGreaterThan(0.99)
    expect(slender.aboutMajor / strip.aboutMajor).toBeGreaterThan(0.995)
    const round = ellipticDiscAddedMass(1, 1, RHO),
      roundStrip = ellipticDiscStripTheory(1, 1, RHO)
    // the circle: 2/π, 4/(3π), 8/(3π)
    expect(round.normal / roundStrip.normal).toBeCloseTo(2 / Math.PI, 12)
    expect(round.aboutMinor / roundStrip.aboutMinor).toBeCloseTo(4 / (3 * Math.PI), 12)
    expect(round.aboutMajor / roundStrip.aboutMajor).toBeCloseTo(8 / (3 * Math.PI), 12)
  })
})

describe('rotationEndRelief', () => {
  it('is the ratio of rotation’s 3-D factor to translation’s, below 1 in pitch and above in roll', () => {
    expect(rotationEndRelief(1).pitch).toBeCloseTo(2 / 3, 12)
    expect(rotationEndRelief(1).roll).toBeCloseTo(4 / 3, 12)
    const barge = rotationEndRelief(20 / 8)
    const thin = thinEllipsoid(20, 8, 1e-4)
    const strip = ellipticDiscStripTheory(20, 8, RHO)
    expect(barge.pitch).toBeCloseTo(thin.aboutMinor / strip.aboutMinor / (thin.normal / strip.normal), 3)
    expect(barge.pitch).toBeLessThan(1)
    expect(barge.roll).toBeGreaterThan(1)
    // the same for an aspect below 1 (a hull wider than long)
    expect(rotationEndRelief(8 / 20).pitch).toBeCloseTo(barge.pitch, 12)
    expect(rotationEndRelief(50).pitch).toBeGreaterThan(0.99)
  })
})
