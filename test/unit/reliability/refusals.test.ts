import { describe, expect, it, vi } from 'vitest'
import { boxMesh, computeHydrostatics, createHull, createWaves, findEquilibrium } from 'react-three-buoyancy/core'
import type { WaterSurface } from 'react-three-buoyancy/core'

const cube = boxMesh(1, 1, 1)
const hull = createHull(cube.positions, cube.indices)
const pose = { position: { x: 0, y: 0, z: 0 }, quaternion: { x: 0, y: 0, z: 0, w: 1 } }

// Issue 16, "Also": allowed but absurd input gets a bounded cost or a clear Error, never NaN or a hang.
describe('bounded cost and clear refusals (issue 16, also)', () => {
  it("'adaptive' with maxDepth 12 and tolerance 1e-9 asks the water at most ~3 × 2^20 times in one call", () => {
    // a steep short sea (curvature A k² = 0.3 × 3² = 2.7 1/m) that counts its calls; on an unbounded
    // refinement this box would take ~17 million (20 s): the water stops it well before
    let calls = 0
    const limit = 3 * 2 ** 20 + 10_000
    const sea = {
      maxCurvature: 2.7,
      heightAt(x: number, _z: number, t: number) {
        if (++calls > limit) throw new Error(`more than ${limit} calls`)
        return 0.3 * Math.sin(3 * x - t)
      },
    } as WaterSurface
    const result = computeHydrostatics(hull, pose, sea, { maxDepth: 12, tolerance: 1e-9 })
    expect(calls).toBeLessThanOrEqual(limit)
    // the force is still the refined one: the default (maxDepth 5) gives the same to well within 1 %
    const usual = computeHydrostatics(hull, pose, sea)
    expect(result.displacedVolume).toBeGreaterThan(0)
    expect(Math.abs(result.force.y - usual.force.y)).toBeLessThan(0.01 * Math.abs(usual.force.y))
  }, 60_000) // the worst case allowed, on purpose: about 3 million samples of a one-at-a-time water

  it('ρ g past the largest double is refused, not a NaN force', () => {
    expect(() => computeHydrostatics(hull, pose, { heightAt: () => 0 }, { density: 1e200, gravity: 1e200 })).toThrow(
      /computeHydrostatics: options.density × options.gravity .* overflows to Infinity/,
    )
  })

  it('options that are not an object are refused', () => {
    const water = { heightAt: () => 0 }
    expect(() => computeHydrostatics(hull, pose, water, 'fast' as never)).toThrow(
      /computeHydrostatics: options must be an object .*got "fast"/,
    )
    expect(() => computeHydrostatics(hull, pose, water, null as never)).toThrow(/options must be an object/)
  })

  it('a wavelength too short to compute (1e-320 m) is refused, not NaN heights', () => {
    expect(() => createWaves([{ amplitude: 1, wavelength: 1e-320 }])).toThrow(
      /createWaves: component 0: wavelength 1e-320 m .* too short/,
    )
  })

  it('a wave steeper than a real one can be (A k > 0.44) is computed with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    createWaves([{ amplitude: 10, wavelength: 1 }])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0][0])).toMatch(/component 0: steepness A k = 62\.8 is above the 0\.44/)
    createWaves([{ amplitude: 0.3, wavelength: 2 * Math.PI }])
    expect(warn).toHaveBeenCalledTimes(1)
    warn.mockRestore()
  })

  it('findEquilibrium refuses a fractional maxIterations', () => {
    expect(() =>
      findEquilibrium(hull, { mass: 500, centerOfMass: { x: 0, y: 0, z: 0 } }, { maxIterations: 1.5 }),
    ).toThrow(/findEquilibrium: options.maxIterations must be a whole number/)
  })
})
