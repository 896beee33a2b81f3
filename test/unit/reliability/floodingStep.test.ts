import { describe, expect, it } from 'vitest'
import { createFlooding, flatWater } from 'react-three-buoyancy/core'
import type { WaterSurface } from 'react-three-buoyancy/core'
import { boxHull } from '../flooding/fixtures.js'

describe('Flooding.step is atomic (issue 16, item 8)', () => {
  it('a water that throws at the second compartment leaves the first, the totals and the ledger as they were', () => {
    const flooding = createFlooding(boxHull(20, 6, 8), [
      {
        box: { center: { x: -5, y: -1, z: 0 }, size: { x: 6, y: 4, z: 8 } },
        holes: [{ position: { x: -5, y: -3, z: 2 }, area: 0.02 }],
      },
      {
        box: { center: { x: 4, y: 0, z: -2 }, size: { x: 4, y: 6, z: 4 } },
        holes: [{ position: { x: 4, y: -3, z: -2 }, area: 0.03 }],
      },
    ])
    const pose = { position: { x: 0, y: -1, z: 0 }, quaternion: { x: 0, y: 0, z: 0, w: 1 } }
    const calm = flatWater(0)
    for (let i = 0; i < 30; i++) flooding.step(pose, calm, i / 15, 1 / 15)
    // sensors fail aft of midships: the first compartment's hole is read, the second's throws
    const failing: WaterSurface = {
      heightAt(x) {
        if (x > 0) throw new Error('sensor aft lost')
        return 0
      },
    }
    const snapshot = () => ({
      volume: flooding.waterVolume,
      inflow: flooding.inflow,
      mass: flooding.waterMass,
      centroid: { ...flooding.centroid },
      compartments: flooding.compartments.map((c) => [
        c.waterVolume,
        c.inflow,
        c.level,
        ...c.holes.map((h) => h.flowRate),
      ]),
    })
    const before = snapshot()
    expect(before.volume).toBeGreaterThan(0)
    expect(() => flooding.step(pose, failing, 2, 1 / 15)).toThrow(/sensor aft lost/)
    expect(snapshot()).toEqual(before)
    // and the totals are still the sum of the compartments
    const sum = flooding.compartments.reduce((s, c) => s + c.waterVolume, 0)
    expect(flooding.waterVolume).toBeCloseTo(sum, 12)
    // the next good step goes on from there as if the failed one had not been tried
    flooding.step(pose, calm, 2, 1 / 15)
    expect(flooding.waterVolume).toBeGreaterThan(before.volume)
  })
})
