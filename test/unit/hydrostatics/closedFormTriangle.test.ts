// The closed form of docs/PHYSICS.md §1 on single fully submerged triangles under flat water, against
// brute-force quadrature; and the DH2323 auxiliary vector A (Stenberg 2026) as printed against the
// corrected one, both about the origin: tau = rho g S/12 · A × n.
import { describe, expect, it } from 'vitest'
import { flatWater } from 'react-three-buoyancy/core'
import { createAccumulator, HEAD_TORQUE } from '../../../src/core/hydrostatics/accumulator.js'
import { EXACT, integrateWetTriangles } from '../../../src/core/hydrostatics/integrate.js'
import { pressureReference } from './reference/pressureQuadrature.js'
import { seededRandom } from './reference/random.js'

function auxiliary(x: number[], y: number[], z: number[], h: number, printed: boolean) {
  const sx = x[0] + x[1] + x[2],
    sy = y[0] + y[1] + y[2],
    sz = z[0] + z[1] + z[2]
  const xy = x[0] * y[0] + x[1] * y[1] + x[2] * y[2]
  const zy = z[0] * y[0] + z[1] * y[1] + z[2] * y[2]
  // as printed: delta = −4h + 2 Σy for all three components; corrected: Σy − 4h in x and z
  const deltaXZ = printed ? 2 * sy - 4 * h : sy - 4 * h
  return [sx * deltaXZ + xy, sy * (2 * sy - 4 * h) - 2 * (y[0] * y[1] + y[1] * y[2] + y[2] * y[0]), sz * deltaXZ + zy]
}

describe('closed-form pressure torque on a triangle', () => {
  it('matches quadrature; the seed-002 auxiliary vector as printed does not, the corrected one does', () => {
    const random = seededRandom(21)
    const h = 0.7
    const water = flatWater(h)
    for (let n = 0; n < 10; n++) {
      const p = new Float64Array(9).map(() => 2 * random() - 1)
      for (let i = 1; i < 9; i += 3) p[i] -= 1.5 // below the water
      const reference = pressureReference(p, [0, 1, 2], water, 0, { x: 0, y: 0, z: 0 }, 1, 1e-6, 1e-6, 64, 2048)
      const scale = Math.hypot(reference.torque.x, reference.torque.y, reference.torque.z)

      const acc = createAccumulator()
      const triangle = new Float64Array(12)
      for (let i = 0; i < 3; i++) {
        triangle.set(p.subarray(3 * i, 3 * i + 3), 4 * i)
        triangle[4 * i + 3] = h - p[3 * i + 1]
      }
      integrateWetTriangles(acc, EXACT, triangle, new Int32Array([0, 4, 8]), 1, true)
      // the accumulator holds the torque head ∫ r × D n dA; with rho g = 1 the torque is its negative
      const exact = [-acc[HEAD_TORQUE], -acc[HEAD_TORQUE + 1], -acc[HEAD_TORQUE + 2]]
      expect(
        Math.hypot(exact[0] - reference.torque.x, exact[1] - reference.torque.y, exact[2] - reference.torque.z) / scale,
      ).toBeLessThan(1e-4)

      const x = [p[0], p[3], p[6]],
        y = [p[1], p[4], p[7]],
        z = [p[2], p[5], p[8]]
      const u = [p[3] - p[0], p[4] - p[1], p[5] - p[2]],
        v = [p[6] - p[0], p[7] - p[1], p[8] - p[2]]
      const cross = [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]]
      // S n = cross / 2, so tau = (1/12) A × (cross / 2)
      const torqueOf = (a: number[]) => [
        (a[1] * cross[2] - a[2] * cross[1]) / 24,
        (a[2] * cross[0] - a[0] * cross[2]) / 24,
        (a[0] * cross[1] - a[1] * cross[0]) / 24,
      ]
      const corrected = torqueOf(auxiliary(x, y, z, h, false))
      const printed = torqueOf(auxiliary(x, y, z, h, true))
      expect(
        Math.hypot(corrected[0] - exact[0], corrected[1] - exact[1], corrected[2] - exact[2]) / scale,
      ).toBeLessThan(1e-12)
      expect(Math.hypot(printed[0] - exact[0], printed[1] - exact[1], printed[2] - exact[2]) / scale).toBeGreaterThan(
        1e-3,
      )
    }
  })
})
