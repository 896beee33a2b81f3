import { describe, expect, it } from 'vitest'
import { rotationToQuaternion } from '../../../src/core/hull/rotationToQuaternion.js'
import { symmetricEigen3 } from '../../../src/core/hull/symmetricEigen.js'
import { axisAngleMatrix, determinant, maxAbsDifference, multiply, quaternionToMatrix, transpose } from './support.js'

/** A deterministic pseudo-random sequence in [-1, 1) (a linear congruential generator). */
function random(seed: number) {
  let state = seed
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 2 ** 31 - 1
  }
}

describe('symmetricEigen3 (Jacobi)', () => {
  it('diagonalises Q D Qᵀ for known Q and D, including repeated eigenvalues', () => {
    const next = random(7)
    for (let trial = 0; trial < 50; trial++) {
      const rotation = axisAngleMatrix([next(), next(), next() + 0.1], 3 * next())
      const diagonal =
        trial % 5 === 0 ? [2, 2, 5] : trial % 7 === 0 ? [3, 3, 3] : [next() * 10, next() * 10, next() * 10]
      const d = [diagonal[0], 0, 0, 0, diagonal[1], 0, 0, 0, diagonal[2]]
      const matrix = multiply(multiply(rotation, d), transpose(rotation))
      const values = new Float64Array(3)
      const vectors = new Float64Array(9)
      symmetricEigen3(matrix, values, vectors)
      expect(Array.from(values)).toEqual([...diagonal].sort((a, b) => a - b).map((v) => expect.closeTo(v, 10)))
      const v = Array.from(vectors)
      expect(determinant(v)).toBeCloseTo(1, 12)
      expect(maxAbsDifference(multiply(transpose(v), v), [1, 0, 0, 0, 1, 0, 0, 0, 1])).toBeLessThan(1e-12)
      // A V = V Λ, column by column.
      const lambda = [values[0], 0, 0, 0, values[1], 0, 0, 0, values[2]]
      expect(maxAbsDifference(multiply(matrix, v), multiply(v, lambda))).toBeLessThan(1e-11)
    }
  })
})

describe('rotationToQuaternion', () => {
  it('round-trips rotations of every angle, including near-half turns about each axis', () => {
    const next = random(11)
    const cases: Array<[[number, number, number], number]> = [
      [[1, 0, 0], Math.PI],
      [[0, 1, 0], Math.PI],
      [[0, 0, 1], Math.PI],
      [[1, 1, 0], Math.PI - 1e-9],
      [[1, 0, 0], 0],
    ]
    for (let k = 0; k < 40; k++) cases.push([[next(), next(), next() + 0.01], Math.PI * next()])
    for (const [axis, angle] of cases) {
      const rotation = axisAngleMatrix(axis, angle)
      const q = rotationToQuaternion(rotation)
      expect(Math.hypot(q.x, q.y, q.z, q.w)).toBeCloseTo(1, 14)
      expect(maxAbsDifference(quaternionToMatrix(q), rotation)).toBeLessThan(1e-12)
    }
  })
})
