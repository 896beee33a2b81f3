// The hydrodynamics samples a WaveField's orbital velocity through an internal sampler that takes arrays
// (nothing boxed, one call for six probe points). It must give velocityAt's values to the last bit, and
// velocityAt itself the textbook deep-water field written out here with Math.sin and Math.cos.
import { describe, expect, it } from 'vitest'
import { createWaves, seaState } from 'react-three-buoyancy/core'
import { waveSamplerOf } from '../../../src/core/waves/sumOfSines.js'
import { seededRandom } from '../hydrostatics/reference/random.js'

const sea = createWaves(seaState('rough', { count: 6 }), { level: 0.4 })

describe('the velocity sampler', () => {
  it("gives velocityAt's velocities to the last bit, above and below the mean level", () => {
    const random = seededRandom(5)
    const count = 40
    const xyz = new Float64Array(3 * count).map((_, k) => (k % 3 === 1 ? 6 * random() - 4 : 200 * random() - 100))
    const out = new Float64Array(3 * count)
    for (const t of [0, 7.3, 1800.25]) {
      waveSamplerOf(sea)!.velocitiesAtTime(xyz, out, count, new Float64Array([t]))
      for (let p = 0; p < count; p++) {
        const v = sea.velocityAt(xyz[3 * p], xyz[3 * p + 1], xyz[3 * p + 2], t, { x: 0, y: 0, z: 0 })
        expect([out[3 * p], out[3 * p + 1], out[3 * p + 2]]).toEqual([v.x, v.y, v.z])
      }
    }
  })

  it('velocityAt is the deep-water orbital field u = Σ A ω e^{k min(y − level, 0)} (sin θ k̂, −cos θ)', () => {
    const random = seededRandom(9)
    for (let n = 0; n < 200; n++) {
      const x = 100 * random() - 50,
        y = 3 * random() - 2,
        z = 100 * random() - 50,
        t = 30 * random()
      let u = 0,
        v = 0,
        w = 0
      for (const c of sea.components) {
        const theta = c.kx * x + c.kz * z - c.angularFrequency * t + c.phase
        const orbital = c.amplitude * c.angularFrequency * Math.exp(c.wavenumber * Math.min(y - 0.4, 0))
        u += (orbital * Math.sin(theta) * c.kx) / c.wavenumber
        w += (orbital * Math.sin(theta) * c.kz) / c.wavenumber
        v -= orbital * Math.cos(theta)
      }
      const got = sea.velocityAt(x, y, z, t, { x: 0, y: 0, z: 0 })
      const scale = sea.components.reduce((sum, c) => sum + c.amplitude * c.angularFrequency, 0)
      expect(Math.abs(got.x - u) / scale).toBeLessThan(1e-12)
      expect(Math.abs(got.y - v) / scale).toBeLessThan(1e-12)
      expect(Math.abs(got.z - w) / scale).toBeLessThan(1e-12)
    }
  })
})
