import { describe, expect, it } from 'vitest'
import { createWaves, seaState } from 'react-three-buoyancy/core'
import { sinPi } from '../../../src/core/waves/fastSine.js'
import { waveSamplerOf } from '../../../src/core/waves/sumOfSines.js'

// An independent reference for sin(π x): the exact reduction x = n + f (n an integer, f = x − n exact
// in double precision), then the Taylor series of sin(π f) summed in double-double arithmetic
// (Dekker's exact sums and products, about 32 significant digits), rounded to a double at the end.
type DoubleDouble = [number, number]
const SPLIT = 134217729 // 2^27 + 1

function twoSum(a: number, b: number): DoubleDouble {
  const s = a + b
  const v = s - a
  return [s, a - (s - v) + (b - v)]
}
function twoProduct(a: number, b: number): DoubleDouble {
  const p = a * b
  const ca = SPLIT * a,
    ah = ca - (ca - a),
    al = a - ah
  const cb = SPLIT * b,
    bh = cb - (cb - b),
    bl = b - bh
  return [p, ah * bh - p + ah * bl + al * bh + al * bl]
}
function add(x: DoubleDouble, y: DoubleDouble): DoubleDouble {
  const [s, e] = twoSum(x[0], y[0])
  return twoSum(s, e + x[1] + y[1])
}
function multiply(x: DoubleDouble, y: DoubleDouble): DoubleDouble {
  const [p, e] = twoProduct(x[0], y[0])
  return twoSum(p, e + x[0] * y[1] + x[1] * y[0])
}
function divide(x: DoubleDouble, d: number): DoubleDouble {
  const q = x[0] / d
  const [p, e] = twoProduct(q, d)
  return twoSum(q, (x[0] - p - e + x[1]) / d)
}
const PI: DoubleDouble = [3.141592653589793, 1.2246467991473532e-16]

function referenceSinPi(x: number): number {
  const n = Math.round(x)
  const f = x - n // exact
  const angle = multiply(PI, [f, 0])
  const square = multiply(angle, angle)
  let term = angle
  let sum = angle
  for (let k = 1; k < 20; k++) {
    term = divide(multiply(term, square), -(2 * k) * (2 * k + 1))
    sum = add(sum, term)
  }
  const value = sum[0] + sum[1]
  return Math.abs(n % 2) === 1 ? -value : value
}

/** Reproducible uniform numbers in [0, 1) (a small LCG: tests must not depend on Math.random). */
function uniform(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 4294967296
  }
}

describe("sinPi, the wave sum's polynomial sine", () => {
  it('is within 7e-16 of sin(π x) for x of every size, from 1e-300 to 2^52', () => {
    const random = uniform(7)
    let worst = 0
    for (const scale of [1e-300, 1e-8, 0.5, 1, 3, 100, 1e4, 1e8, 1e12, 4e15]) {
      for (let k = 0; k < 20000; k++) {
        const x = (2 * random() - 1) * scale
        worst = Math.max(worst, Math.abs(sinPi(x) - referenceSinPi(x)))
      }
    }
    expect(worst).toBeLessThanOrEqual(7e-16)
    expect(worst).toBeGreaterThan(0) // a polynomial, not a copy of the reference
  })

  it('is within 7e-16 of sin(π x) densely over a half-turn, where its error is decided', () => {
    // the reduction is exact, so x ∈ [0, 1/2] (and the sign) exercises every rounding the polynomial makes
    let worst = 0
    for (let k = 0; k <= 200000; k++) {
      const x = k / 400000
      worst = Math.max(worst, Math.abs(sinPi(x) - referenceSinPi(x)))
    }
    expect(worst).toBeLessThanOrEqual(7e-16)
  })

  it('keeps its relative accuracy near the zeros of the sine', () => {
    const random = uniform(11)
    for (let k = 0; k < 20000; k++) {
      const n = Math.floor((random() - 0.5) * 2e6)
      const x = n + (random() - 0.5) * 1e-9 * (k % 2 ? 1 : 1e-6)
      const reference = referenceSinPi(x)
      expect(Math.abs(sinPi(x) - reference)).toBeLessThanOrEqual(4 * Number.EPSILON * Math.abs(reference))
    }
  })

  it('is 0 at the integers, ±1 at the half-integers and odd', () => {
    for (const n of [0, 1, -1, 2, 7, -12, 1e6 + 1, 2 ** 40 + 3, 2 ** 52 - 1]) {
      expect(Math.abs(sinPi(n))).toBe(0)
    }
    for (const n of [0, 1, -1, 2, 7, -12, 1e6 + 1, 2 ** 40 + 3]) {
      expect(sinPi(n + 0.5)).toBeCloseTo(n % 2 === 0 ? 1 : -1, 15)
    }
    const random = uniform(5)
    for (let k = 0; k < 1000; k++) {
      const x = (random() - 0.5) * 10 ** (k % 12)
      expect(sinPi(-x)).toBe(-sinPi(x))
    }
  })

  it('stays within 2.5e-7 of 0 beyond 2^52, where every double is an integer', () => {
    for (const x of [2 ** 52, 2 ** 52 + 1, -(2 ** 52 + 3), 2 ** 53 + 2, 1e17 + 16, 1e300, -1e300]) {
      expect(Math.abs(sinPi(x))).toBeLessThanOrEqual(2.5e-7)
    }
  })

  it('gives NaN for NaN and ±Infinity, as Math.sin does', () => {
    expect(sinPi(NaN)).toBeNaN()
    expect(sinPi(Infinity)).toBeNaN()
    expect(sinPi(-Infinity)).toBeNaN()
  })

  it('agrees with Math.sin of the radian angle to the rounding of θ / π', () => {
    // θ in radians as the wave sum forms it; its half-turn form θ / π rounds once more, which moves
    // the sine by at most |θ| · 2^-53 · (a few)
    const random = uniform(3)
    for (const scale of [1, 10, 1e3, 1e5]) {
      for (let k = 0; k < 10000; k++) {
        const theta = (2 * random() - 1) * scale
        const tolerance = 7e-16 + 4 * Number.EPSILON * Math.abs(theta)
        expect(Math.abs(sinPi(theta / Math.PI) - Math.sin(theta))).toBeLessThanOrEqual(tolerance)
      }
    }
  })
})

describe('heights of a WaveField through sinPi', () => {
  const waves = createWaves([
    ...seaState('rough', { count: 6 }),
    { amplitude: 0.05, wavelength: 1.3, direction: 2, phase: 1, speed: 0.7 },
  ])
  const components = waves.components

  /**
   * The wave sum of docs/PHYSICS.md §5 in radians with Math.sin, at the field's own wrapped time phases (so both
   * sides share ω t), and how far the two roundings of the phase (radians here, half-turns in the
   * field) may move it: a few units in the last place of each |phase term|, plus sinPi's 7e-16.
   */
  function radianSum(x: number, z: number, t: number): { eta: number; tolerance: number } {
    const timePhases = waves.timePhases(t, new Float64Array(components.length))
    let eta = 0
    let tolerance = 0
    components.forEach((c, i) => {
      const offset = c.phase - timePhases[i]
      eta += c.amplitude * Math.sin(c.kx * x + c.kz * z + offset)
      tolerance +=
        c.amplitude * (7e-16 + 8 * Number.EPSILON * (Math.abs(c.kx * x) + Math.abs(c.kz * z) + Math.abs(offset) + 1))
    })
    return { eta, tolerance }
  }

  it("heightAt, heightsAt and the hydrostatics' sampler agree to the last bit", () => {
    const random = uniform(9)
    const n = 500
    const xz = new Float64Array(2 * n).map(() => (2 * random() - 1) * 300)
    const batched = new Float64Array(n)
    const sampled = new Float64Array(n)
    const sampler = waveSamplerOf(waves)?.heightsAtTime
    expect(sampler).toBeTypeOf('function')
    for (const t of [0, 0.37, 1234.5]) {
      waves.heightsAt(xz, t, batched)
      sampler!(xz, sampled, n, new Float64Array([t]))
      for (let p = 0; p < n; p++) {
        const single = waves.heightAt(xz[2 * p], xz[2 * p + 1], t)
        expect(batched[p]).toBe(single)
        expect(sampled[p]).toBe(single)
      }
    }
  })

  it('equals the radian sum with Math.sin to the rounding of the phases, near and far, early and late', () => {
    const random = uniform(4)
    let largest = 0
    for (const [extent, duration] of [
      [10, 10],
      [1e3, 3600],
      [2e4, 86400],
    ]) {
      for (let k = 0; k < 2000; k++) {
        const x = (2 * random() - 1) * extent,
          z = (2 * random() - 1) * extent,
          t = random() * duration
        const { eta, tolerance } = radianSum(x, z, t)
        const difference = Math.abs(waves.heightAt(x, z, t) - eta)
        expect(difference).toBeLessThanOrEqual(tolerance)
        largest = Math.max(largest, difference)
      }
    }
    // far out the phases are large and the two roundings differ visibly, still far below a micrometre
    expect(largest).toBeLessThan(1e-10)
  })

  it('has no sampler for a surface it did not build', () => {
    expect(waveSamplerOf({ heightAt: () => 0 })).toBeUndefined()
  })

  it('bounds the slope: no two heights differ by more than maxSlope times their distance', () => {
    const maxSlope = waveSamplerOf(waves)!.maxSlope
    expect(maxSlope).toBeCloseTo(
      components.reduce((sum, c) => sum + c.amplitude * c.wavenumber, 0),
      12,
    )
    const random = uniform(6)
    let steepest = 0
    for (let k = 0; k < 20000; k++) {
      const x = 40 * random(),
        z = 40 * random(),
        t = 10 * random()
      const angle = 2 * Math.PI * random(),
        step = 1e-3 + 0.5 * random()
      const rise = Math.abs(
        waves.heightAt(x + step * Math.cos(angle), z + step * Math.sin(angle), t) - waves.heightAt(x, z, t),
      )
      steepest = Math.max(steepest, rise / step)
    }
    expect(steepest).toBeLessThanOrEqual(maxSlope)
    // and it is not loose by orders of magnitude
    expect(steepest).toBeGreaterThan(0.3 * maxSlope)
  })
})
