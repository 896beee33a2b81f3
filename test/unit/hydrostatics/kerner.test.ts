import { describe, expect, it } from 'vitest'
import {
  centerOfPressureApexShallower,
  centerOfPressureBaseShallower,
} from '../../../src/core/hydrostatics/integrateKerner.js'

// The centre of pressure of a triangle with a horizontal base, by brute-force quadrature of
// ∫ D r dA / ∫ D dA on a fine barycentric grid, expressed along the median from the apex.
function centreOfPressureOnMedian(apexDepth: number, baseDepth: number): { fromApex: number; offMedian: number } {
  // apex at the origin, base from (−1, 1) to (2, 1) in a plane where depth grows linearly with v
  const apex = [0, 0],
    b1 = [-1, 1],
    b2 = [2, 1]
  const m = 600
  let sumD = 0,
    su = 0,
    sv = 0
  for (let i = 0; i < m; i++) {
    for (let j = 0; i + j < m; j++) {
      for (const [bu, bv] of [
        [(i + 1 / 3) / m, (j + 1 / 3) / m],
        [(i + 2 / 3) / m, (j + 2 / 3) / m],
      ]) {
        if (bu + bv > 1) continue
        const u = apex[0] + bu * (b1[0] - apex[0]) + bv * (b2[0] - apex[0])
        const v = apex[1] + bu * (b1[1] - apex[1]) + bv * (b2[1] - apex[1])
        const depth = apexDepth + v * (baseDepth - apexDepth)
        sumD += depth
        su += depth * u
        sv += depth * v
      }
    }
  }
  const cu = su / sumD,
    cv = sv / sumD
  // median from the apex to the base's midpoint (0.5, 1): parameter cv, off-median offset cu − 0.5 cv
  return { fromApex: cv, offMedian: cu - 0.5 * cv }
}

describe("Kerner's centre of pressure (Kerner 2015, Appendix A) against the integral", () => {
  for (const [z0, h] of [
    [0, 1],
    [0.3, 1],
    [2, 0.5],
    [10, 1],
  ]) {
    it(`apex shallower: z0 = ${z0}, h = ${h}`, () => {
      const exact = centreOfPressureOnMedian(z0, z0 + h)
      expect(Math.abs(exact.offMedian)).toBeLessThan(1e-4)
      expect(centerOfPressureApexShallower(z0, h)).toBeCloseTo(exact.fromApex, 4)
    })
    it(`base shallower: z0 = ${z0}, h = ${h}, measured from the base`, () => {
      const exact = centreOfPressureOnMedian(z0 + h, z0)
      expect(Math.abs(exact.offMedian)).toBeLessThan(1e-4)
      expect(centerOfPressureBaseShallower(z0, h)).toBeCloseTo(1 - exact.fromApex, 4)
    })
  }
  it('the limits Kerner quotes: 3/4 and 1/2 at the surface, 2/3 from the apex at depth', () => {
    expect(centerOfPressureApexShallower(0, 1)).toBe(0.75)
    expect(centerOfPressureBaseShallower(0, 1)).toBe(0.5)
    expect(centerOfPressureApexShallower(1e9, 1)).toBeCloseTo(2 / 3, 8)
    expect(1 - centerOfPressureBaseShallower(1e9, 1)).toBeCloseTo(2 / 3, 8)
  })
})
