import { Body, World } from 'cannon-es'
import { describe, expect, it, vi } from 'vitest'
import { attachBuoyancy, createBuoyantBody, STIFF_HEAVE } from 'react-three-buoyancy/cannon'
import type { BuoyancyOptions } from 'react-three-buoyancy/cannon'
import {
  boxMesh,
  computeHydrostatics,
  createHull,
  createWaves,
  flatWater,
  WET_TRIANGLE_STRIDE,
} from 'react-three-buoyancy/core'
import type { WaterSurface } from 'react-three-buoyancy/core'
import { DT, G, RHO, createWorld, float, run, SEEDS } from './support.js'
import { triangleArea } from './reference/submerged.js'
import { STEP_TOLERANCE } from '../../../src/core/internal.js'

const boxHull = (w: number, h: number, d: number) => createHull(boxMesh(w, h, d).positions, boxMesh(w, h, d).indices)

describe('attachBuoyancy applies its forces once per internal step, before the step integrates them', () => {
  it('a box held at a 0.3 m draft gains Δv = (ρ g A d − m g) / m · dt in one step', () => {
    // 2 × 1 × 4 at half density: m = 4100 kg; centre at y = 0.2 puts the bottom 0.3 m under
    const f = float(boxMesh(2, 1, 4), 0.5, {
      position: { x: 0, y: 0.2, z: 0 },
      buoyancy: { ...SEEDS, drag: false },
    })
    const m = f.body.mass
    f.world.step(DT)
    const buoyancy = RHO * G * 2 * 4 * 0.3
    expect(f.handle.last.force.y).toBeCloseTo(buoyancy, 6)
    expect(f.body.velocity.y).toBeCloseTo(((buoyancy - m * G) / m) * DT, 12)
  })

  it('uses world.time as the wave time and the pose at the start of the step', () => {
    const waves = createWaves([{ amplitude: 0.4, wavelength: 20 }])
    const f = float(boxMesh(2, 1, 2), 0.5, { water: waves })
    run(f.world, 37)
    const pose = { position: f.body.position.clone(), quaternion: f.body.quaternion.clone() }
    const time = f.world.time
    f.world.step(DT)
    // (with the step's clipping tolerance, STEP_TOLERANCE)
    const expected = computeHydrostatics(f.hull, pose, waves, {
      time,
      torqueAbout: pose.position,
      tolerance: STEP_TOLERANCE,
    })
    expect(f.handle.last.force.y).toBe(expected.force.y)
    expect(f.handle.last.torque.x).toBe(expected.torque.x)
  })

  it('reuses one result object (no allocation per step), and detach() stops the forces', () => {
    const f = float(boxMesh(1, 1, 1), 0.5)
    const last = f.handle.last
    run(f.world, 10)
    expect(f.handle.last).toBe(last)
    f.handle.detach()
    f.handle.detach()
    const before = f.body.velocity.y
    f.world.step(DT)
    expect(f.body.velocity.y).toBeCloseTo(before - G * DT, 12)
  })

  it("handle.wetSurface holds this body's wet triangles, whatever other bodies in waves record", () => {
    // (the Froude–Krylov correction records the bodies' wet surfaces into one shared buffer)
    const waves = createWaves([{ amplitude: 0.3, wavelength: 15 }])
    const world = createWorld()
    const bodies = [boxMesh(2, 1, 4), boxMesh(1, 1, 1)].map((mesh, i) => {
      const made = createBuoyantBody(createHull(mesh.positions, mesh.indices), { density: 500 })
      made.body.position.set(6 * i, 0, 0)
      world.addBody(made.body)
      return attachBuoyancy(world, made.body, made.hull, waves)
    })
    run(world, 5)
    const surface = bodies[0].wetSurface
    expect(surface.count).toBe(0)
    run(world, 3)
    expect(bodies[1].wetSurface).not.toBe(surface)
    // the recorded triangles' area is this body's wetted area, not the other's
    let area = 0
    for (let i = 0; i < surface.count; i++) {
      // (x, y, z, depth per corner)
      const t = surface.triangles.subarray(WET_TRIANGLE_STRIDE * i)
      area += triangleArea([t[0], t[1], t[2]], [t[4], t[5], t[6]], [t[8], t[9], t[10]])
    }
    expect(area).toBeCloseTo(bodies[0].last.wettedArea, 6)
    expect(area).toBeGreaterThan(8)
  })
})

describe('bad input gets a clear error at attach', () => {
  const hull = boxHull(1, 1, 1)
  const water = flatWater(0)
  const good = () => {
    const made = createBuoyantBody(hull, { density: 500 })
    const world = createWorld()
    world.addBody(made.body)
    return { world, body: made.body }
  }

  it('a static, massless or kinematic body', () => {
    const world = createWorld()
    expect(() => attachBuoyancy(world, new Body(), hull, water)).toThrow(
      /attachBuoyancy: the body is static \(mass 0 kg\)/,
    )
    expect(() => attachBuoyancy(world, new Body({ mass: 1, type: Body.KINEMATIC }), hull, water)).toThrow(/kinematic/)
    const own = good()
    own.body.mass = NaN
    expect(() => attachBuoyancy(own.world, own.body, hull, water)).toThrow(/attachBuoyancy: .*mass NaN/)
  })

  it('a hull absurdly large for the body (ρ V > 1000 m)', () => {
    const { world, body } = good()
    expect(() => attachBuoyancy(world, body, boxHull(20, 20, 20), water)).toThrow(
      /displaces .* times the body's mass.*wrong units/,
    )
  })

  it('non-finite options, zero or negative density, options the handle sets itself', () => {
    const { world, body } = good()
    expect(() => attachBuoyancy(world, body, hull, water, { density: 0 })).toThrow(/attachBuoyancy: options.density/)
    expect(() => attachBuoyancy(world, body, hull, water, { density: -1025 })).toThrow(/options.density/)
    expect(() => attachBuoyancy(world, body, hull, water, { gravity: NaN })).toThrow(/attachBuoyancy: .*gravity/)
    // (not in the options' type: as from JavaScript)
    const unsettable = (options: object) => options as BuoyancyOptions
    expect(() => attachBuoyancy(world, body, hull, water, unsettable({ time: 3 }))).toThrow(/options.time/)
    expect(() => attachBuoyancy(world, body, hull, water, unsettable({ torqueAbout: { x: 0, y: 0, z: 0 } }))).toThrow(
      /torqueAbout/,
    )
    // a misspelt option was ignored without a word (an independent audit)
    expect(() => attachBuoyancy(world, body, hull, water, unsettable({ tolerence: 0.01 }))).toThrow(
      /^attachBuoyancy: options.tolerence is not an option of attachBuoyancy \(they are drag, .*tolerance/,
    )
    expect(() => attachBuoyancy(world, body, hull, water, unsettable({ wetSurface: {} }))).toThrow(
      /^attachBuoyancy: .*options.wetSurface must be made by createWetSurface/,
    )
    expect(() => attachBuoyancy(world, body, hull, water, unsettable({ drag: 'bogus' }))).toThrow(
      /^attachBuoyancy: options.drag must be false, true or an object, got "bogus"/,
    )
    // a message that names attachBuoyancy keeps its own prefix, once
    expect(() => attachBuoyancy(world, body, hull, water, unsettable({ waveForce: 'nope' }))).toThrow(
      /^attachBuoyancy: options.waveForce/,
    )
    expect(() => attachBuoyancy(world, body, hull, water, { drag: { pressure: { quadratic: NaN } } })).toThrow(
      /attachBuoyancy: options.drag.pressure.quadratic must be a finite number ≥ 0 \(N\/m²\), got NaN/,
    )
    expect(() => attachBuoyancy(world, body, hull, water, { drag: { radiation: { heave: -0.1 } } })).toThrow(
      /options.drag.radiation.heave/,
    )
    expect(() => attachBuoyancy(world, body, hull, water, { drag: { presure: {} } as never })).toThrow(
      /options.drag.presure is not an option/,
    )
    expect(() => attachBuoyancy(world, body, hull, water, { integrator: 'magic' as never })).toThrow(
      /attachBuoyancy: .*integrator/,
    )
  })

  it('a world whose gravity does not point down, a body of another world, a non-finite body state, bad water', () => {
    const { world, body } = good()
    const sideways = new World()
    sideways.gravity.set(1, -9.81, 0)
    expect(() => attachBuoyancy(sideways, body, hull, water)).toThrow(/another world/)
    const free = createBuoyantBody(hull, { density: 500 }).body
    expect(() => attachBuoyancy(sideways, free, hull, water)).toThrow(/gravity must point along −y/)
    expect(() => attachBuoyancy(sideways, free, hull, water, { gravity: 9.81 })).not.toThrow()
    body.position.x = Infinity
    expect(() => attachBuoyancy(world, body, hull, water)).toThrow(/position .* is not finite/)
    body.position.x = 0
    const broken: WaterSurface = { heightAt: () => NaN }
    expect(() => attachBuoyancy(world, body, hull, broken)).toThrow(/attachBuoyancy: /)
  })
})

describe('a sea made for another gravity', () => {
  it('is said once, at attach: its waves move and push as on another planet (1e4 m/s² threw a box 7 m up)', () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const box = boxMesh(2, 1, 2)
      const alien = createWaves([{ amplitude: 0.2, wavelength: 20 }], { gravity: 1e4 })
      float(box, 0.5, { water: alien })
      float(box, 0.5, { water: alien })
      float(box, 0.5, { water: createWaves([{ amplitude: 0.2, wavelength: 20 }]) })
      const told = warned.mock.calls.map((call) => String(call[0])).filter((m) => /made for g = /.test(m))
      expect(told).toEqual([
        expect.stringMatching(
          /^attachBuoyancy: the sea's waves were made for g = 10000 m\/s² and the body floats under g = 9\.8/,
        ),
      ])
    } finally {
      warned.mockRestore()
    }
  })

  it("an options.gravity that is not the world's (pulling along −y) is said once: the body would float at the wrong draft", () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const f = float(boxMesh(2, 1, 2), 0.5, { buoyancy: { gravity: 5 } })
      float(boxMesh(2, 1, 2), 0.5, { buoyancy: { gravity: 9.81 } })
      // a world that pulls sideways is what options.gravity is for
      const sideways = new World()
      sideways.gravity.set(1, -9.81, 0)
      float(boxMesh(2, 1, 2), 0.5, { world: sideways, buoyancy: { gravity: 9.81 } })
      const told = warned.mock.calls.map((call) => String(call[0])).filter((m) => /options\.gravity is/.test(m))
      expect(told).toEqual([
        expect.stringMatching(
          /^attachBuoyancy: options\.gravity is 5 m\/s² but the world pulls the body down with 9\.81/,
        ),
      ])
      expect(f.body.world).not.toBeNull()
    } finally {
      warned.mockRestore()
    }
  })

  it('is not said of still water, which has no waves: flatWater() on the Moon floats without a word', () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const moon = new World()
      moon.gravity.set(0, -1.62, 0)
      float(boxMesh(2, 1, 2), 0.5, { world: moon, water: flatWater(0.5) })
      const mars = new World()
      mars.gravity.set(0.5, -3.71, 0)
      float(boxMesh(2, 1, 2), 0.5, { world: mars, buoyancy: { gravity: 3.71 } })
      expect(warned.mock.calls.map((call) => String(call[0])).filter((m) => /made for g = /.test(m))).toEqual([])
    } finally {
      warned.mockRestore()
    }
  })
})

describe('documented safe behaviour at a step', () => {
  it('a body whose state turns non-finite is skipped and reported; the others carry on', () => {
    const world = createWorld()
    const a = float(boxMesh(1, 1, 1), 0.5, { world })
    const b = float(boxMesh(1, 1, 1), 0.5, { world, position: { x: 5, y: 0, z: 0 } })
    run(world, 10)
    a.body.angularVelocity.x = NaN
    run(world, 10)
    expect(a.handle.skippedSteps).toBe(10)
    // cannon-es integrates the NaN into the orientation right away: either is reported
    expect(a.handle.problem).toMatch(/(angularVelocity|quaternion) .* not (a )?finite/)
    expect(b.handle.skippedSteps).toBe(0)
    expect([b.body.position.y, b.body.velocity.y, b.handle.last.force.y].every(Number.isFinite)).toBe(true)
  })

  it('a body made static later is left alone', () => {
    const f = float(boxMesh(1, 1, 1), 0.5)
    f.body.type = Body.STATIC
    expect(() => run(f.world, 3)).not.toThrow()
    expect(f.handle.skippedSteps).toBe(0)
  })

  it('a sleeping body is woken when the water pushes it off balance', () => {
    let level = 0
    const water: WaterSurface = { heightAt: () => level }
    const world = createWorld()
    world.allowSleep = true
    const f = float(boxMesh(1, 1, 1), 0.5, { world, water })
    f.body.allowSleep = true
    f.body.sleepSpeedLimit = 0.01
    f.body.sleepTimeLimit = 0.5
    run(world, 60 * 30)
    expect(f.body.sleepState).toBe(Body.SLEEPING)
    level = 0.2
    // (20 s: a sampler's faces take their drag at the centroids of their pieces (clipAdaptive.ts refineProbed),
    // which damps the heave a little less than whole faces: at 10 s it was still 7.6 mm from 0.2 m)
    run(world, 60 * 20)
    expect(f.body.position.y).toBeCloseTo(0.2, 2)
  })

  it.each([
    ["the seeds' model", SEEDS, true],
    ['the defaults', undefined, false],
  ] as const)(
    'a very light body (1 × 0.02 × 1 m at 0.1: ω dt ≈ 1.2 in heave without added mass), %s: stable, at its Archimedes draft',
    (_, buoyancy, stiff) => {
      // draft 2 mm, ω = √(g / 0.002) = 70 rad/s on its own mass: the seeds' model integrates its heave
      // implicitly. With the defaults its added mass (320 kg, 160 × its own) is applied implicitly too, so ω
      // = √(ρ g A_wp / (M + A)) ≈ 5.6 rad/s (ω dt ≈ 0.09) and the heave is not stiff: held as stiff, it was
      // held to the water's velocity through M / (M + A) of the correction and hardly heaved in waves
      const f = float(boxMesh(1, 0.02, 1), 0.1, { position: { x: 0, y: 0.05, z: 0 }, buoyancy })
      let stiffSteps = 0
      run(f.world, 60 * 10, () => {
        if ((f.handle.stiff & STIFF_HEAVE) !== 0) stiffSteps++
        expect(Number.isFinite(f.body.position.y)).toBe(true)
        expect(Math.abs(f.body.velocity.y)).toBeLessThan(5)
      })
      if (stiff) expect(stiffSteps).toBeGreaterThan(60)
      else expect(stiffSteps).toBe(0)
      const draft = -(f.body.position.y - 0.01)
      expect(Math.abs(draft - 0.002) / 0.002).toBeLessThan(0.01)
    },
  )
})
