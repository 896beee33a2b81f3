import { describe, expect, it } from 'vitest'
import { World } from 'cannon-es'
import { attachBuoyancy, createBuoyantBody } from '../../../src/cannon/internal.js'
import type { BuoyancyOptions } from '../../../src/cannon/internal.js'
import {
  boxMesh,
  createHull,
  createWaves,
  flatWater,
  naturalFrequency,
  resolveRadiationTable,
} from '../../../src/core/internal.js'
import type { WaterSurface } from '../../../src/core/internal.js'

function floatBox(density: number, water: WaterSurface, options: BuoyancyOptions) {
  const mesh = boxMesh(2, 1, 1)
  const made = createBuoyantBody(createHull(mesh.positions, mesh.indices), { density })
  const world = new World()
  world.gravity.set(0, -9.81, 0)
  world.addBody(made.body)
  const handle = attachBuoyancy(world, made.body, made.hull, water, options)
  return { world, body: made.body, handle }
}

// simulations: seconds on a loaded machine
const SLOW = { timeout: 120_000 }

describe('seakeeping options of attachBuoyancy', () => {
  it("{ waveForce: 'hydrostatic', radiation: false } reproduces the seeds' model to the last bit", SLOW, () => {
    // the state after 120 steps as main computed it with its defaults (the seeds' model) at 14ff10f,
    // before the defaults became the seakeeping model
    const seeds = [
      [0.5034425093978425, 0.0977619114766593, -0.006070217750927397],
      [-0.011861114706485702, -0.0011237975644000137, 0.08047012010729977, 0.9966858134873149],
      [0.47435282128582823, -0.628750504556124, -0.006569107525101934],
      [-0.05237530253674328, -0.00014576924406863707, 0.6823264812329144],
    ]
    const waves = createWaves([{ amplitude: 0.2, wavelength: 6 }])
    const b = floatBox(500, waves, { waveForce: 'hydrostatic', radiation: false })
    for (let i = 0; i < 120; i++) b.world.step(1 / 60)
    const state = [b.body.position, b.body.quaternion, b.body.velocity, b.body.angularVelocity].map((v) => v.toArray())
    expect(state).toEqual(seeds)
  })

  it("the defaults are { waveForce: 'froudeKrylov', radiation: 'auto' }", SLOW, () => {
    const waves = createWaves([{ amplitude: 0.2, wavelength: 6 }])
    const a = floatBox(500, waves, {})
    const b = floatBox(500, waves, { waveForce: 'froudeKrylov', radiation: 'auto' })
    const seeds = floatBox(500, waves, { waveForce: 'hydrostatic', radiation: false })
    for (let i = 0; i < 120; i++) {
      a.world.step(1 / 60)
      b.world.step(1 / 60)
      seeds.world.step(1 / 60)
    }
    expect(a.body.position.toArray()).toEqual(b.body.position.toArray())
    expect(a.body.quaternion.toArray()).toEqual(b.body.quaternion.toArray())
    expect(a.handle.drag).toEqual(b.handle.drag)
    // and they are not the seeds' model
    expect(a.body.position.y).not.toBe(seeds.body.position.y)
  })

  it('a light body with added mass several times its own stays stable and finite in steep waves', SLOW, () => {
    // density 100: heave added mass ≈ 6 × the mass of this 2 × 1 × 1 box at 0.1 m draft
    const waves = createWaves([
      { amplitude: 0.3, wavelength: 5 },
      { amplitude: 0.2, wavelength: 3, direction: 1 },
    ])
    const f = floatBox(100, waves, { waveForce: 'froudeKrylov', radiation: 'auto' })
    const seen = { top: -Infinity, bottom: Infinity, spin: 0 }
    for (let i = 0; i < 300; i++) {
      f.world.step(1 / 60)
      seen.top = Math.max(seen.top, f.body.position.y)
      seen.bottom = Math.min(seen.bottom, f.body.position.y)
      seen.spin = Math.max(seen.spin, f.body.angularVelocity.length())
    }
    expect(Number.isFinite(f.body.position.y)).toBe(true)
    expect(seen.top).toBeLessThan(1)
    expect(seen.bottom).toBeGreaterThan(-1)
    expect(seen.spin).toBeLessThan(10)
  })

  it('a table with absurd damping (1e8 N·s/m on a 1 t box) holds its memory at what the step can take', SLOW, () => {
    // unheld, the explicit memory launched a 500 kg box 5 km up in 10 s (1e6: 250 m)
    const waves = createWaves([{ amplitude: 0.3, wavelength: 8 }])
    const absurd = [1e8, 1e8, 1e8, 1e8]
    const radiation = {
      frequencies: [0.5, 1, 2, 4],
      addedMass: { heave: [300, 300, 300, 300] },
      damping: { heave: absurd, roll: absurd, pitch: absurd },
    }
    const f = floatBox(500, waves, { radiation })
    let highest = 0,
      spin = 0
    for (let i = 0; i < 600; i++) {
      f.world.step(1 / 60)
      highest = Math.max(highest, Math.abs(f.body.position.y))
      spin = Math.max(spin, f.body.angularVelocity.length())
    }
    expect(Number.isFinite(f.body.position.y)).toBe(true)
    expect(highest).toBeLessThan(1)
    expect(spin).toBeLessThan(5)
  })

  it("refuses a table's diffraction force that no water could exert on the hull", () => {
    // 1e6 N a metre of wave on a 2 × 1 × 1 m box: 50 × ρ g × its largest face
    const radiation = {
      frequencies: [1],
      addedMass: {},
      damping: {},
      diffraction: { headings: [0], real: { heave: [[1e6]] }, imaginary: {} },
    }
    expect(() => floatBox(500, createWaves([{ amplitude: 0.3, wavelength: 8 }]), { radiation })).toThrow(
      /attachBuoyancy: options.radiation.diffraction.heave reaches 1.00e\+6 N per metre of wave, more than 10 × ρ g × the largest face/,
    )
  })

  it("refuses a table's added mass that no water could give the hull, and takes a thin plate's", () => {
    // 1e7 kg of heave added mass on a 2 × 1 × 1 m box: 4,900 × ρ × its bounding box (1e30 launched it)
    const table = (heave: number) => ({ frequencies: [1], addedMass: { heave: [heave] }, damping: {} })
    expect(() => floatBox(500, flatWater(0), { radiation: table(1e7) })).toThrow(
      /attachBuoyancy: options.radiation.addedMass.heave reaches 1.00e\+7 kg, more than 1,000 × ρ × the hull's bounding box/,
    )
    // a thin plate's is hundreds of times its box (ρ π b² L / 8 over ρ b t L = π b / 8 t): 100 × here
    expect(() => floatBox(500, flatWater(0), { radiation: table(100 * 1025 * 2) }).handle.detach()).not.toThrow()
  })

  it('refuses bad seakeeping options with an error naming attachBuoyancy', () => {
    const water = flatWater(0)
    expect(() => floatBox(500, water, { waveForce: 'linear' as never })).toThrow(/attachBuoyancy: options.waveForce/)
    expect(() => floatBox(500, water, { radiation: 'yes' as never })).toThrow(/attachBuoyancy: options.radiation/)
    expect(() =>
      floatBox(500, water, { radiation: { frequencies: [1, 2], addedMass: {}, damping: { heave: [1, -1] } } }),
    ).toThrow(/attachBuoyancy: options.radiation.damping.heave\[1\] must be a finite number ≥ 0/)
    expect(() => floatBox(500, water, { radiation: { frequencies: [2, 1], addedMass: {}, damping: {} } })).toThrow(
      /frequencies\[1\] must be finite, > 0 and increasing/,
    )
  })
})

describe('natural frequency with frequency-dependent added mass', () => {
  it('is the fixed point ω² (M + A(ω)) = C of a table', () => {
    // A(ω) = 1000 (2 − ω) on [0.5, 1.5]: with M = 1000, C = 2000 the root of ω² (3 − ω) = 2 is ω = 1
    const table = resolveRadiationTable(
      { frequencies: [0.5, 1.5], addedMass: { heave: [1500, 500] }, damping: {} },
      'test',
    )
    expect(naturalFrequency(table, 1, 2000, 1000)).toBeCloseTo(1, 8)
  })
})
