import { describe, expect, it, vi } from 'vitest'
import type { Body, World } from 'cannon-es'
import { attachBuoyancy, createBuoyantBody } from 'react-three-buoyancy/cannon'
import type { BuoyancyHandle } from 'react-three-buoyancy/cannon'
import { createHull, createWaves, flatWater } from 'react-three-buoyancy/core'
import type { Hull, WaterSurface } from 'react-three-buoyancy/core'
import { createWorld } from '../cannon/support'
import { closedMesh, random } from './random.js'
import type { Random } from './random.js'

const RHO = 1025
const G = 9.81

/** √(m |v|² + ωᵀ I ω): the body's motion in the metric of its mass and inertia (√(2 × kinetic energy)). */
function motion(b: Body): number {
  const w = b.angularVelocity,
    q = b.quaternion.conjugate().vmult(w)
  return Math.sqrt(
    b.mass * b.velocity.lengthSquared() + b.inertia.x * q.x ** 2 + b.inertia.y * q.y ** 2 + b.inertia.z * q.z ** 2,
  )
}

/**
 * The most a step of dt can add to motion(): the drag never adds energy relative to the water (so at most
 * what the water's own speed U gives, 2 √m U), and gravity and buoyancy push with at most (m + ρ V) g at
 * an arm of at most the hull's radius R.
 */
function gainBound(b: Body, hull: Hull, dt: number, waterSpeed: number): number {
  const push = (b.mass + RHO * hull.volume) * G
  const lever = RHO * hull.volume * G * hull.boundingRadius
  const inertia = Math.min(b.inertia.x, b.inertia.y, b.inertia.z)
  return 2 * Math.sqrt(b.mass) * waterSpeed + dt * (push / Math.sqrt(b.mass) + lever / Math.sqrt(inertia)) * 1.01 + 1e-9
}

interface Floater {
  body: Body
  hull: Hull
  handle: BuoyancyHandle
}

function floaters(r: Random, world: World, water: WaterSurface, count: number): Floater[] {
  return Array.from({ length: count }, (_, i) => {
    // (up to 100 m: a 10 km hull on short waves is the hydrostatics fuzz's; here it would cost seconds a step)
    const mesh = closedMesh(r, 2)
    const source = createHull(mesh.positions, mesh.indices)
    const size = source.boundingRadius
    const made = createBuoyantBody(
      source,
      { density: RHO * r.uniform(0.05, 1.5) },
      {
        position: { x: 3 * size * i, y: r.uniform(-1, 1) * size, z: 0 },
        quaternion: { x: r.uniform(-1, 1), y: r.uniform(-1, 1), z: r.uniform(-1, 1), w: r.uniform(-1, 1) },
        velocity: { x: r.uniform(-1, 1) * r.logUniform(-1, 4), y: r.uniform(-1, 1) * r.logUniform(-1, 3), z: 0 },
        angularVelocity: { x: 0, y: r.uniform(-1, 1) * r.logUniform(-1, 3), z: r.uniform(-1, 1) * r.logUniform(-1, 3) },
        body: { linearDamping: 0, angularDamping: 0 },
      },
    )
    world.addBody(made.body)
    return { body: made.body, hull: made.hull, handle: attachBuoyancy(world, made.body, made.hull, water) }
  })
}

describe('fuzz: floating bodies over step sizes, speeds, sizes and seas (seeded)', () => {
  it('no NaN, and no body gains more motion in a step than gravity, buoyancy and the water can give', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const r = random(16_003)
    for (let scene = 0; scene < 8; scene++) {
      const drawn = r.chance(0.5) ? r.logUniform(-2, 0.5) : 0
      const wavelength = r.logUniform(0.5, 2.5)
      // up to A k = 3: createWaves refuses a wave higher than it is long (A k > π)
      const amplitude = Math.min(drawn, (3 * wavelength) / (2 * Math.PI))
      const waves = createWaves([{ amplitude, wavelength, direction: r.uniform(0, 6.3) }])
      const water = amplitude > 0 ? waves : flatWater(0)
      // the orbital speed A ω at the surface is the water's fastest
      const waterSpeed = amplitude * waves.components[0].angularFrequency
      const world = createWorld()
      const bodies = floaters(r, world, water, 3)
      const dt = r.pick([1e-3, 1 / 240, 1 / 60, 1 / 30, 0.1])
      for (let step = 0; step < 20; step++) {
        const before = bodies.map((f) => motion(f.body))
        world.step(dt)
        bodies.forEach((f, i) => {
          const after = motion(f.body)
          expect(Number.isFinite(after), `scene ${scene} body ${i} step ${step}`).toBe(true)
          expect(after, `scene ${scene} body ${i} step ${step} dt ${dt}`).toBeLessThanOrEqual(
            before[i] + gainBound(f.body, f.hull, dt, waterSpeed),
          )
        })
      }
    }
    vi.restoreAllMocks()
  }, 60_000)

  it('a water that fails at random steps leaves every body as a world that never tried those steps', () => {
    const r = random(16_004)
    for (let scene = 0; scene < 6; scene++) {
      const seed = r.integer(0, 2 ** 30)
      const faulty = { broken: false, heightAt: (): number => 0 }
      faulty.heightAt = () => {
        if (faulty.broken) throw new Error('fault injected')
        return 0
      }
      const tried = createWorld()
      const clean = createWorld()
      const a = floaters(random(seed), tried, flatWater(0), 3)
      const b = floaters(random(seed), clean, flatWater(0), 3)
      // the fourth body floats on the faulty water in `tried`, on flat water in `clean`
      const extra = floaters(random(seed + 1), tried, faulty, 1)
      floaters(random(seed + 1), clean, flatWater(0), 1)
      const dt = r.pick([1 / 240, 1 / 60, 1 / 30])
      for (let step = 0; step < 30; step++) {
        if (r.chance(0.3)) {
          faulty.broken = true
          expect(() => tried.step(dt)).toThrow(/^attachBuoyancy: body #\d+: .*fault injected/)
          expect(extra[0].handle.error).not.toBeNull()
          faulty.broken = false
        }
        tried.step(dt)
        clean.step(dt)
      }
      const state = (f: Floater) => [
        ...f.body.position.toArray(),
        ...f.body.velocity.toArray(),
        ...f.body.angularVelocity.toArray(),
      ]
      for (let i = 0; i < a.length; i++) expect(state(a[i]), `scene ${scene} body ${i}`).toEqual(state(b[i]))
    }
  }, 60_000)
})
