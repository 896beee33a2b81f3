import { describe, expect, it } from 'vitest'
import { findEquilibrium, rightingLeverCurve } from 'react-three-buoyancy/core'
import { DEG, RHO, barge } from './fixtures.js'
import { bisect, immersedSection, rectangle } from './reference/section.js'

// A long square log (1 m × 1 m × 10 m along x) of relative density s, G at its centre.
const hull = barge(10, 1, 1)
const loadingOf = (s: number) => ({ mass: s * RHO * 10, centerOfMass: { x: 0, y: 0, z: 0 } })

/** Heel modulo the square's quarter turn, into [0°, 45°]: the log has four equivalent sides. */
function reducedHeel(heel: number): number {
  let a = Math.abs(heel) % (Math.PI / 2)
  if (a > Math.PI / 4) a = Math.PI / 2 - a
  return a
}

/** Independent: the 2-D section clipped by the waterline, the heel where B is under G, by bisection. */
function sectionEquilibrium(s: number, lo: number, hi: number): number {
  const section = rectangle(1, 1)
  return bisect((phi) => immersedSection(section, phi, s).z, lo, hi)
}

describe('square log: the three regimes', () => {
  for (const s of [0.1, 0.2, 0.8, 0.9]) {
    it(`s = ${s} (< 0.211 or > 0.789): floats upright`, () => {
      const e = findEquilibrium(hull, loadingOf(s))
      expect(reducedHeel(e.heel)).toBeLessThan(1e-9)
      expect(e.stable).toBe(true)
      expect(e.draft).toBeCloseTo(s, 10)
    })
  }

  for (const s of [9 / 32 + 0.005, 0.35, 0.45, 0.55, 0.65, 23 / 32 - 0.005]) {
    it(`s = ${s.toFixed(4)} (9/32 to 23/32): floats at 45°, from findEquilibrium and from the GZ curve's zero`, () => {
      const e = findEquilibrium(hull, loadingOf(s))
      expect(Math.abs(e.heel)).toBeCloseTo(Math.PI / 4, 7)
      expect(e.stable).toBe(true)
      expect(Math.abs(e.trim)).toBeLessThan(1e-9)
      const curve = rightingLeverCurve(hull, loadingOf(s), { heels: Array.from({ length: 46 }, (_, i) => i * 2 * DEG) })
      expect(curve.equilibriumHeels).toHaveLength(1)
      expect(curve.equilibriumHeels[0]).toBeCloseTo(Math.PI / 4, 9)
      // upright is a maximum of the potential: negative GM, so the 45° rest is also its angle of loll
      expect(curve.metacentricHeight).toBeLessThan(0)
      expect(curve.angleOfLoll!).toBeCloseTo(Math.PI / 4, 9)
    })
  }

  it('s = 0.75: the intermediate heel is atan(1/2) = 26.565°', () => {
    const e = findEquilibrium(hull, loadingOf(0.75))
    expect(reducedHeel(e.heel)).toBeCloseTo(Math.atan(0.5), 8)
    const curve = rightingLeverCurve(hull, loadingOf(0.75), {
      heels: Array.from({ length: 46 }, (_, i) => i * 2 * DEG),
    })
    expect(curve.equilibriumHeels[0]).toBeCloseTo(Math.atan(0.5), 9)
    expect(curve.equilibriumHeels[0] / DEG).toBeCloseTo(26.565, 3)
  })

  for (const s of [0.22, 0.25, 0.27, 0.73, 0.78]) {
    it(`s = ${s}: an intermediate heel, as the 2-D section clipped by its waterline says`, () => {
      const reference = sectionEquilibrium(s, 1 * DEG, 44.9 * DEG)
      const e = findEquilibrium(hull, loadingOf(s))
      expect(reducedHeel(e.heel)).toBeCloseTo(reference, 8)
      expect(reference).toBeGreaterThan(5 * DEG)
      expect(reference).toBeLessThan(40 * DEG)
      const curve = rightingLeverCurve(hull, loadingOf(s), { heels: Array.from({ length: 46 }, (_, i) => i * 2 * DEG) })
      expect(curve.equilibriumHeels[0]).toBeCloseTo(reference, 9)
    })
  }

  it('the whole GZ curve of s = 0.6 matches the 2-D section (B − G across, at constant area)', () => {
    const s = 0.6
    const heels = Array.from({ length: 19 }, (_, i) => i * 5 * DEG)
    const curve = rightingLeverCurve(hull, loadingOf(s), { heels })
    heels.forEach((phi, i) => {
      expect(curve.rightingLever[i]).toBeCloseTo(immersedSection(rectangle(1, 1), phi, s).z, 10)
    })
  })
})
