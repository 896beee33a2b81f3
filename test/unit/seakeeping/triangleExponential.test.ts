import { describe, expect, it } from 'vitest'
import { triangleExponentialMoments } from '../../../src/core/seakeeping/triangleExponential.js'

/** a seeded generator (mulberry32) */
function random(seed: number) {
  let a = seed
  return () => {
    a |= 0
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const moments = (re: number[], im: number[]) => {
  const out = new Float64Array(6)
  triangleExponentialMoments(re, im, out)
  return out
}

/** e[z₀, z₁, z₂] by the Lagrange form Σ e^{z_i} / Π_{j≠i} (z_i − z_j): exact for distinct corners */
function lagrange(re: number[], im: number[]): [number, number] {
  let sumRe = 0,
    sumIm = 0
  for (let i = 0; i < 3; i++) {
    let dRe = 1,
      dIm = 0
    for (let j = 0; j < 3; j++) {
      if (j === i) continue
      const aRe = re[i] - re[j],
        aIm = im[i] - im[j]
      ;[dRe, dIm] = [dRe * aRe - dIm * aIm, dRe * aIm + dIm * aRe]
    }
    const g = Math.exp(re[i])
    const eRe = g * Math.cos(im[i]),
      eIm = g * Math.sin(im[i])
    const norm = dRe * dRe + dIm * dIm
    sumRe += (eRe * dRe + eIm * dIm) / norm
    sumIm += (eIm * dRe - eRe * dIm) / norm
  }
  return [sumRe, sumIm]
}

/**
 * ∫ λ_i e^{z} over the reference triangle (area 1/2: divided by 2A = 1 it is e[…]) by the three-point rule
 * on n² similar sub-triangles: a brute-force quadrature, exact for quadratics, its error as (|Δz| / n)³
 */
function quadrature(re: number[], im: number[], n: number): Float64Array {
  const out = new Float64Array(6)
  const rule = [
    [1 / 6, 1 / 6],
    [2 / 3, 1 / 6],
    [1 / 6, 2 / 3],
  ]
  const weight = 1 / (2 * n * n * 3)
  for (let up = 0; up < 2; up++) {
    for (let i = 0; i < (up === 0 ? n : n - 1); i++) {
      for (let j = 0; j < (up === 0 ? n - i : n - 1 - i); j++) {
        for (const [a, b] of rule) {
          const s = up === 0 ? (i + a) / n : (i + 1 - a) / n,
            t = up === 0 ? (j + b) / n : (j + 1 - b) / n
          const lambda = [1 - s - t, s, t]
          let zr = 0,
            zi = 0
          for (let c = 0; c < 3; c++) {
            zr += lambda[c] * re[c]
            zi += lambda[c] * im[c]
          }
          const g = Math.exp(zr) * weight
          for (let c = 0; c < 3; c++) {
            out[2 * c] += lambda[c] * g * Math.cos(zi)
            out[2 * c + 1] += lambda[c] * g * Math.sin(zi)
          }
        }
      }
    }
  }
  // the reference triangle's 2A is 1: the integrals are the divided differences as they are
  return out
}

describe('triangleExponentialMoments: ∫ λ_i e^{z} dA / 2A over a triangle, z linear', () => {
  it('sums to e[z₀, z₁, z₂] of the Lagrange form, for distinct corners up to 400 rad apart (1e-12 of the scale)', () => {
    const next = random(7)
    for (let trial = 0; trial < 300; trial++) {
      const spread = 10 ** (4 * next() - 1.4) // 0.04 … 400: a triangle a fraction of a wave to 60 waves long
      const re = [0, 1, 2].map(() => -spread * next() * 0.3)
      const im = [0, 1, 2].map(() => spread * (2 * next() - 1))
      const out = moments(re, im)
      const [wantRe, wantIm] = lagrange(re, im)
      // the Lagrange form loses digits as the corners close in: only where they are well apart
      const gap = Math.min(
        Math.hypot(re[0] - re[1], im[0] - im[1]),
        Math.hypot(re[1] - re[2], im[1] - im[2]),
        Math.hypot(re[0] - re[2], im[0] - im[2]),
      )
      if (gap < 0.05) continue
      expect(Math.abs(out[0] + out[2] + out[4] - wantRe)).toBeLessThan(1e-12)
      expect(Math.abs(out[1] + out[3] + out[5] - wantIm)).toBeLessThan(1e-12)
    }
  })

  it('each moment against a brute-force quadrature, corners shared or not (an edge along a crest)', () => {
    const cases: Array<[number[], number[]]> = [
      [
        [0, 0, 0],
        [0, 0, 0],
      ], // flat: 1/6 each
      [
        [-0.3, -0.3, -1.2],
        [2, 2, -3],
      ], // two corners alike
      [
        [-0.5, -0.5, -0.5],
        [1, 1, 1],
      ], // all alike
      [
        [-0.1, -0.8, -0.4],
        [0.3, -4, 6],
      ],
      [
        [-2, 0, -1],
        [9, -7, 0.5],
      ],
    ]
    for (const [re, im] of cases) {
      const out = moments(re, im)
      const want = quadrature(re, im, 300)
      for (let i = 0; i < 6; i++) expect(Math.abs(out[i] - want[i])).toBeLessThan(2e-7)
    }
    // the flat triangle: ∫ λ_i dA / 2A = 1/6
    const flat = moments([0, 0, 0], [0, 0, 0])
    for (let i = 0; i < 3; i++) expect(flat[2 * i]).toBeCloseTo(1 / 6, 14)
  })

  it('is the same whichever corner comes first (the moments follow their corners)', () => {
    const re = [-0.2, -1.1, -0.6],
      im = [40, -25, 3]
    const out = moments(re, im)
    const turned = moments([re[1], re[2], re[0]], [im[1], im[2], im[0]])
    for (let i = 0; i < 3; i++) {
      const j = (i + 2) % 3 // corner i of the turned triangle is corner i + 1 of the first
      expect(turned[2 * j]).toBeCloseTo(out[2 * ((j + 1) % 3)], 14)
      expect(turned[2 * j + 1]).toBeCloseTo(out[2 * ((j + 1) % 3) + 1], 14)
    }
  })
})
