import { describe, expect, it } from 'vitest'
import type { Body, World } from 'cannon-es'
import { attachBuoyancy, createBuoyantBody } from 'react-three-buoyancy/cannon'
import type { BuoyancyHandle } from 'react-three-buoyancy/cannon'
import { boxMesh, createHull, flatWater } from 'react-three-buoyancy/core'
import type { WaterSurface } from 'react-three-buoyancy/core'
import { createWorld, DT, G, run } from '../cannon/support'

const cube = boxMesh(1, 1, 1)
const hull = createHull(cube.positions, cube.indices)

/** A half-density 1 m cube in `world`, 0.1 m above its floating draft, floating on `water`. */
function cubeIn(world: World, water: WaterSurface, x = 0): { body: Body; handle: BuoyancyHandle } {
  const made = createBuoyantBody(hull, { density: 512.5 }, { position: { x, y: 0.1, z: 0 } })
  made.body.linearDamping = made.body.angularDamping = 0
  world.addBody(made.body)
  return { body: made.body, handle: attachBuoyancy(world, made.body, made.hull, water) }
}

/** A water that throws while `broken.now` is true. */
function faultyWater(): WaterSurface & { now: boolean } {
  return {
    now: false,
    heightAt(): number {
      if (this.now) throw new Error('wave sensor lost')
      return 0
    },
  }
}

const state = (b: Body) => [...b.position.toArray(), ...b.velocity.toArray(), ...b.angularVelocity.toArray()]

describe('a step whose water fails changes nothing (issue 16, item 2)', () => {
  it('the healthy body moves as if the failed step had never been tried, and the failing one is named', () => {
    const tried = createWorld()
    const water = faultyWater()
    const healthy = cubeIn(tried, flatWater(0))
    const failing = cubeIn(tried, water, 3)
    const clean = createWorld()
    const healthyAlone = cubeIn(clean, flatWater(0))
    // (the same water, that never fails: a sampler's triangles are clipped as a sampler's, not flat water's)
    const failingAlone = cubeIn(clean, faultyWater(), 3)
    run(tried, 5)
    run(clean, 5)
    water.now = true
    expect(() => tried.step(DT)).toThrow(/attachBuoyancy: body #\d+: .*failed.*wave sensor lost/)
    expect(failing.handle.error?.message).toMatch(/attachBuoyancy: body #\d+: .*failed.*wave sensor lost/)
    expect(healthy.handle.error).toBeNull()
    // nothing of the failed step is left in the forces (cannon-es clears them only at a step's end)
    for (const b of tried.bodies) expect([...b.force.toArray(), ...b.torque.toArray()]).toEqual([0, 0, 0, 0, 0, 0])
    water.now = false
    run(tried, 30)
    run(clean, 30)
    expect(state(healthy.body)).toEqual(state(healthyAlone.body))
    expect(state(failing.body)).toEqual(state(failingAlone.body))
    expect(failing.handle.error).toBeNull()
  })
})

describe('a body removed from the world without detach (issue 16, item 3)', () => {
  it('gets no force while out, and floats again at rest when added back', () => {
    const world = createWorld()
    const { body, handle } = cubeIn(world, flatWater(0))
    run(world, 120)
    world.removeBody(body)
    run(world, 600)
    expect(body.force.toArray()).toEqual([0, 0, 0])
    expect(body.torque.toArray()).toEqual([0, 0, 0])
    world.addBody(body)
    run(world, 1)
    // its buoyancy resumes: no launch from forces kept while it was out
    expect(Math.abs(body.velocity.y)).toBeLessThan(1)
    expect(handle.last.displacedVolume).toBeGreaterThan(0)
  })
})

describe('detach() from inside a world listener (issue 16, item 4)', () => {
  it('does not break the step, and the other bodies keep floating', () => {
    const world = createWorld()
    const first = cubeIn(world, flatWater(0))
    let detachNow = false
    world.addEventListener('preStep', () => {
      if (detachNow) first.handle.detach()
    })
    const second = cubeIn(world, flatWater(0), 3)
    run(world, 60)
    detachNow = true
    expect(() => world.step(DT)).not.toThrow()
    detachNow = false
    const before = first.body.velocity.y
    const secondBefore = second.body.velocity.y
    run(world, 10)
    // the detached cube falls freely; the other still floats (its buoyancy still acts)
    expect(first.body.velocity.y).toBeCloseTo(before - 10 * G * DT, 9)
    expect(Math.abs(second.body.velocity.y - secondBefore)).toBeLessThan(0.5 * 10 * G * DT)
    expect(second.handle.last.displacedVolume).toBeGreaterThan(0)
  })
})

describe('attaching a body twice (issue 16, item 9)', () => {
  it('is refused, naming the body and the handle already attached; after detach it may attach again', () => {
    const world = createWorld()
    const { body, handle } = cubeIn(world, flatWater(0))
    expect(() => attachBuoyancy(world, body, hull, flatWater(0))).toThrow(
      new RegExp(`attachBuoyancy: body #${body.id} already floats: .*handle.*detach\\(\\)`),
    )
    handle.detach()
    const again = attachBuoyancy(world, body, hull, flatWater(0))
    run(world, 600)
    // once, not twice: the half-density cube rests with its centre at the waterline
    expect(body.position.y).toBeCloseTo(0, 2)
    again.detach()
  })
})
