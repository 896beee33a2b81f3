import { describe, expect, it, vi } from 'vitest'
import { boxMesh, computeHydrostatics, createHull, createWaves, findEquilibrium } from 'react-three-buoyancy/core'
import type { WaterSurface } from 'react-three-buoyancy/core'
import { attachBuoyancy, createBuoyantBody } from 'react-three-buoyancy/cannon'
import { createWorld } from '../cannon/support'

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

  it('a wave steeper than a real one can be (A k > 0.44) is computed with a warning, one higher than it is long refused', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    createWaves([{ amplitude: 0.45, wavelength: 1 }])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0][0])).toMatch(/component 0: steepness A k = 2\.83 is above the 0\.44/)
    createWaves([{ amplitude: 0.3, wavelength: 2 * Math.PI }])
    expect(warn).toHaveBeenCalledTimes(1)
    warn.mockRestore()
    // 2 A > wavelength: the audit's 0.5 m wave 1 µm long (A k = 3e6) threw a box to the sky
    expect(() => createWaves([{ amplitude: 10, wavelength: 1 }])).toThrow(
      /createWaves: component 0: steepness A k = 62\.8 makes the wave higher than it is long/,
    )
    expect(() => createWaves([{ amplitude: 0.5, wavelength: 1e-6 }])).toThrow(/A k = 3\.14e\+6/)
  })

  it('a box floats on the steepest wave accepted (A k = 3), as long as 1 m or as short as 1 mm', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (const wavelength of [1, 1e-3]) {
      const sea = createWaves([{ amplitude: (3 * wavelength) / (2 * Math.PI), wavelength }])
      const world = createWorld()
      const box = boxMesh(2, 1, 2)
      const made = createBuoyantBody(createHull(box.positions, box.indices), { density: 500 })
      world.addBody(made.body)
      attachBuoyancy(world, made.body, made.hull, sea)
      let fastest = 0
      for (let i = 0; i < 120; i++) {
        world.step(1 / 60)
        fastest = Math.max(fastest, made.body.velocity.length())
      }
      // afloat at its half-metre draft, give or take the wave, and moving no faster than the water
      // (3 / k × ω: 3.7 m/s on the 1 m wave)
      expect(Math.abs(made.body.position.y)).toBeLessThan(0.5 + (3 * wavelength) / (2 * Math.PI))
      expect(fastest).toBeLessThan(4)
    }
    warn.mockRestore()
  })

  it('a phase speed past 10 × the fastest real wave of its length is refused; a stylised one below is kept', () => {
    // a 20 m wave travels at 5.59 m/s in deep water: 1e12 m/s (accepted before) dragged a box 2.6e9 m down
    expect(() => createWaves([{ amplitude: 0.5, wavelength: 20, speed: 1e12 }])).toThrow(
      /createWaves: component 0: speed 1000000000000 m\/s is more than 10 × the fastest .* \(5\.59 m\/s in deep water\)/,
    )
    expect(() => createWaves([{ amplitude: 0.5, wavelength: 20, speed: 60 }])).toThrow(/speed 60 m\/s/)
    expect(createWaves([{ amplitude: 0.5, wavelength: 20, speed: 50 }]).components[0].speed).toBe(50)
    // a 1 mm ripple is a capillary wave: surface tension makes it 0.68 m/s fast, not gravity's 0.04
    expect(createWaves([{ amplitude: 1e-5, wavelength: 1e-3, speed: 6.7 }]).components[0].speed).toBe(6.7)
    expect(() => createWaves([{ amplitude: 1e-5, wavelength: 1e-3, speed: 6.9 }])).toThrow(/\(0\.678 m\/s/)
  })

  it('an amplitude past 1e9 m is refused, even on a wave long enough to be gentle', () => {
    // 1e300 m on a 1e305 m wave (A k 6e-5) left a body with a zero quaternion after one step
    expect(() => createWaves([{ amplitude: 1e300, wavelength: 1e305 }])).toThrow(
      /createWaves: component 0: amplitude 1e\+300 m is more than 1000000000 m/,
    )
    const tall = createWaves([{ amplitude: 1e6, wavelength: 1e8 }])
    expect(tall.heightAt(0, 0, 1e3)).toBeGreaterThan(-1e6)
  })

  it('a phase of any size gives heights and velocities of the same sine', () => {
    // at 1e20 rad the heights were flat (the phase was lost adding it to k x − ω t) and the velocities not
    for (const phase of [1e20, -3e17, 1e9, 40]) {
      const sea = createWaves([{ amplitude: 0.5, wavelength: 20, phase }])
      const omega = sea.components[0].angularFrequency
      expect(sea.heightAt(0, 0, 0)).toBeCloseTo(0.5 * Math.sin(phase), 12)
      expect(sea.verticalVelocityAt(0, 0, 0)).toBeCloseTo(-0.5 * omega * Math.cos(phase), 12)
      // sin(k x + φ) by the sum rule: adding k x to 1e20 in doubles would lose k x itself
      const kx = (2 * Math.PI * 5) / 20
      const expected = 0.5 * (Math.sin(kx) * Math.cos(phase) + Math.cos(kx) * Math.sin(phase))
      expect(sea.heightAt(5, 0, 0)).toBeCloseTo(expected, 12)
    }
  })

  it('findEquilibrium refuses a fractional maxIterations', () => {
    expect(() =>
      findEquilibrium(hull, { mass: 500, centerOfMass: { x: 0, y: 0, z: 0 } }, { maxIterations: 1.5 }),
    ).toThrow(/findEquilibrium: options.maxIterations must be a whole number/)
  })
})
