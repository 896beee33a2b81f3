// The per-step code allocates nothing: a boxed number (16 B) per body per step is garbage that a fleet
// at 60 Hz turns into regular collections. Measured as in allocationWindows.ts. The hydrodynamics step
// (hydrostatics and drag in one pass) must allocate nothing at all; the cannon-es step with buoyancy
// attached, nothing beyond what cannon-es allocates by itself for the same bodies (about 10 B a body a
// step in cannon-es 0.20, its own business).
import { Body, Vec3, World } from 'cannon-es'
import { describe, expect, it } from 'vitest'
import { attachBuoyancy, createBuoyantBody } from 'react-three-buoyancy/cannon'
import {
  boxMesh,
  createHull,
  createHydrodynamics,
  createHydrodynamicsResult,
  createHydrostaticsResult,
  createWaves,
  icosphereMesh,
  seaState,
} from 'react-three-buoyancy/core'
import type { BuoyancyOptions } from 'react-three-buoyancy/cannon'
import type { RadiationTable } from 'react-three-buoyancy/core'
import { cleanWindows } from '../allocationWindows.js'

const sea = createWaves(seaState('moderate', { count: 4 }))
const hull = createHull(icosphereMesh(1, 2).positions, icosphereMesh(1, 2).indices)

// the search for a clean window may last 20 s on a loaded machine (allocationWindows.ts)
describe('the hydrodynamics step allocates nothing', { timeout: 60_000 }, () => {
  for (const drag of [true, false, { waterVelocity: 'still' as const }]) {
    it(`computeWithHydrostatics, drag ${JSON.stringify(drag)}`, () => {
      const model = createHydrodynamics(hull, drag)
      const body = {
        position: { x: 0.5, y: 0.1, z: 0.5 },
        quaternion: { x: 0.1, y: 0.05, z: 0.02, w: 0.99 },
        velocity: { x: 0.1, y: 0.2, z: 0.3 },
        angularVelocity: { x: 0.1, y: 0.2, z: 0.3 },
        mass: 2000.5,
        inertia: { x: 800.5, y: 800.5, z: 800.5 },
      }
      const options = { time: 0.5, torqueAbout: body.position, gravity: 9.81 }
      const step = { time: 0.5, dt: 1 / 60, density: 1025, gravity: 9.81 }
      const hydrostatics = createHydrostaticsResult(),
        out = createHydrodynamicsResult()
      const levels = new Float64Array(64).map((_, i) => sea.heightAt(0.5, 0.5, i / 60) + 0.1 * Math.sin(i))
      const times = new Float64Array(64).map((_, i) => i / 60)
      const run = (i: number) => {
        options.time = times[i & 63]
        step.time = times[i & 63]
        body.position.y = levels[i & 63]
        model.computeWithHydrostatics(hull, body, sea, options, hydrostatics, step, out)
      }
      for (let i = 0; i < 3000; i++) run(i)
      const clean = cleanWindows(run, 1000)
      expect(clean.length, 'a window of 1,000 calls without a garbage collection').toBeGreaterThan(0)
      expect(Math.min(...clean)).toBe(0)
    })
  }
})

describe('attachBuoyancy adds no allocation to the cannon-es step', { timeout: 120_000 }, () => {
  const BODIES = 4,
    STEPS = 200
  /** Bodies spread on the sea, with buoyancy attached or (the baseline) held up by their weight. */
  function fleet(buoyant: boolean, shape = hull, options?: BuoyancyOptions): World {
    const world = new World()
    world.gravity.set(0, -9.81, 0)
    const bodies: Body[] = []
    for (let b = 0; b < BODIES; b++) {
      const made = createBuoyantBody(
        shape,
        { density: 500 },
        { position: { x: 5 * b, y: sea.heightAt(5 * b, 0, 0), z: 0 } },
      )
      world.addBody(made.body)
      bodies.push(made.body)
      if (buoyant) attachBuoyancy(world, made.body, made.hull, sea, options)
      else made.body.angularVelocity.set(0.3, 0.2, 0.1)
    }
    const lift = new Vec3()
    if (!buoyant) {
      world.addEventListener('preStep', () => {
        for (const body of bodies) {
          lift.set(0, body.mass * 9.81, 0)
          body.force.vadd(lift, body.force)
        }
      })
    }
    return world
  }
  /**
   * cannon-es allocates a little by itself: the baseline is the least of 8 windows, and the buoyant
   * fleet searches (for up to 20 s, while V8 may still be compiling) for a window within 4 B a body step
   * of it; one boxed number per body per step would be 16 B more
   */
  function extraBytesPerBodyStep(shape: typeof hull, options?: BuoyancyOptions): number {
    const bytesPerBodyStep = (world: World, enough: number) => {
      const run = () => world.step(1 / 60)
      for (let i = 0; i < 3000; i++) run()
      const clean = cleanWindows(run, STEPS, { enough: enough * STEPS * BODIES })
      expect(clean.length).toBeGreaterThan(0)
      return Math.min(...clean) / (STEPS * BODIES)
    }
    const baseline = bytesPerBodyStep(fleet(false, shape), Infinity)
    return bytesPerBodyStep(fleet(true, shape, options), baseline + 3.99) - baseline
  }
  it(`${BODIES} bodies of 320 triangles on a moderate sea, windows of ${STEPS} steps`, () => {
    expect(extraBytesPerBodyStep(hull)).toBeLessThan(4)
  })
  it(`${BODIES} bodies with a radiation table (its memory and diffraction force), windows of ${STEPS} steps`, () => {
    const frequencies = [0.5, 1, 2, 3]
    const curve = (peak: number) => frequencies.map((w) => peak * w * Math.exp(-w))
    const table: RadiationTable = {
      frequencies,
      addedMass: { heave: curve(40), roll: curve(4), pitch: curve(8) },
      damping: { heave: curve(30), roll: curve(2), pitch: curve(6) },
      diffraction: {
        headings: [0, Math.PI / 2],
        real: { heave: [curve(100), curve(50)] },
        imaginary: { heave: [curve(20), curve(10)] },
      },
    }
    expect(extraBytesPerBodyStep(hull, { radiation: table })).toBeLessThan(4)
  })
  it(`${BODIES} boxes of 12 triangles (their drag on resolved faces), windows of ${STEPS} steps`, () => {
    const box = boxMesh(1, 0.5, 2)
    expect(extraBytesPerBodyStep(createHull(box.positions, box.indices))).toBeLessThan(4)
  })
  it(`${BODIES} bodies of 1,280 triangles (the Froude–Krylov correction on a proxy), windows of ${STEPS} steps`, () => {
    const fine = createHull(icosphereMesh(1, 3).positions, icosphereMesh(1, 3).indices)
    expect(extraBytesPerBodyStep(fine)).toBeLessThan(4)
  })
})
