import { describe, expect, it } from 'vitest'
import { computeHydrostatics, createWaves, createWetSurface, icosphereMesh } from 'react-three-buoyancy/core'
import { hullOf } from './fixtures.js'

// Under 'exact' and 'centroid' the hull's submerged triangles are integrated while they are sorted,
// unless a recording (or the drag's wet-triangle sink) wants them listed: then the list is integrated
// afterwards, as 'kerner' and 'volume' always do. Both ways sum the same terms, grouped differently
// (one run over the hull; runs of 1,024 over the list), so the results agree to rounding. 20,480
// triangles, about half of them submerged, so the list is summed in several runs.
describe('submerged triangles integrated while sorting', () => {
  const hull = hullOf(icosphereMesh(1, 5))
  const sea = createWaves([
    { amplitude: 0.3, wavelength: 9, direction: 0.3 },
    { amplitude: 0.12, wavelength: 4.1, direction: 2.1, phase: 1 },
  ])

  for (const integrator of ['exact', 'centroid'] as const) {
    for (const clipping of ['flat', 'linear', 'adaptive'] as const) {
      it(`${integrator} + ${clipping}: the same to rounding (1e-12) as integrating the listed triangles`, () => {
        const wetSurface = createWetSurface()
        for (let k = 0; k < 6; k++) {
          const t = 0.7 * k,
            half = 0.2 * k
          const s = Math.sin(half) / Math.hypot(1, 0.4, 0.6)
          const pose = {
            position: { x: 0.5 * k, y: sea.heightAt(0.5 * k, 0, t) + 0.3 * Math.sin(k), z: -0.2 * k },
            quaternion: { x: s, y: 0.4 * s, z: 0.6 * s, w: Math.cos(half) },
          }
          const options = { integrator, clipping, time: t }
          const inline = computeHydrostatics(hull, pose, sea, options)
          const listed = computeHydrostatics(hull, pose, sea, { ...options, wetSurface })
          expect(wetSurface.count).toBeGreaterThan(2048)
          // the same sums, grouped differently (one run over the hull, or runs of 1,024): equal to rounding
          const scale = Math.max(listed.displacedVolume * 1025 * 9.81, 1)
          for (const key of ['force', 'torque', 'centerOfBuoyancy'] as const) {
            for (const axis of ['x', 'y', 'z'] as const) {
              expect(
                Math.abs(inline[key][axis] - listed[key][axis]) / (key === 'centerOfBuoyancy' ? 1 : scale),
              ).toBeLessThan(1e-12)
            }
          }
          expect(inline.displacedVolume).toBeCloseTo(listed.displacedVolume, 12)
          expect(inline.wettedArea).toBe(listed.wettedArea)
        }
      })
    }
  }
})
