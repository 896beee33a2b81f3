import { describe, expect, it } from 'vitest'
import {
  boxMesh,
  computeHydrostatics,
  createHull,
  createHydrodynamics,
  createHydrodynamicsResult,
  createWaves,
  createWetSurface,
} from 'react-three-buoyancy/core'
import { G, RHO, body } from './support.js'

// The default 'linear' water velocity (six velocityAt samples a step, linearised over the hull) against
// 'exact' (velocityAt at every wet triangle): for a hull much shorter than the wave they must agree.

describe("the 'linear' water velocity", () => {
  it('agrees with the exact one within 2 % on a 2 m raft in a 40 m wave', () => {
    const hull = createHull(boxMesh(2, 0.4, 2).positions, boxMesh(2, 0.4, 2).indices)
    const waves = createWaves([
      { amplitude: 0.6, wavelength: 40 },
      { amplitude: 0.2, wavelength: 25, direction: 1 },
    ])
    const forces: Record<string, number[]> = {}
    for (const waterVelocity of ['linear', 'exact'] as const) {
      const model = createHydrodynamics(hull, { waterVelocity, slamming: false })
      const out = createHydrodynamicsResult()
      forces[waterVelocity] = []
      for (const t of [0, 1.3, 2.9, 4.4]) {
        const state = body({
          mass: 800,
          inertia: { x: 300, y: 500, z: 300 },
          position: { x: 0, y: waves.heightAt(0, 0, t), z: 0 },
          velocity: { x: 0.3, y: 0, z: -0.2 },
        })
        const wet = createWetSurface()
        const hydrostatics = computeHydrostatics(hull, state, waves, { time: t, wetSurface: wet })
        model.compute(state, waves, wet, hydrostatics, { time: t, dt: 1 / 60, density: RHO, gravity: G }, out)
        forces[waterVelocity].push(out.force.x, out.force.y, out.force.z)
      }
    }
    const scale = Math.max(...forces.exact.map(Math.abs))
    expect(scale).toBeGreaterThan(100)
    forces.exact.forEach((f, i) => expect(Math.abs(forces.linear[i] - f)).toBeLessThan(0.02 * scale))
  })
})
