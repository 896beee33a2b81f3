import { Body, Box, Vec3, World } from 'cannon-es'
import { describe, expect, it } from 'vitest'
import { attachBuoyancy, attachFlooding, createBuoyantBody } from 'react-three-buoyancy/cannon'
import { boxMesh, createFlooding, createHull, findEquilibrium, flatWater } from 'react-three-buoyancy/core'
import type { CompartmentOptions } from 'react-three-buoyancy/core'
import { SEEDS } from '../cannon/support.js'
import { RHO, boxHull } from './fixtures.js'

const G = 9.81
const DT = 1 / 60

function world(): World {
  const w = new World()
  w.gravity.set(0, -G, 0)
  return w
}

describe('attachFlooding: the water’s weight at its centroid', () => {
  it('adds the water’s mass and weight as it comes in, and turns the body by its moment', () => {
    const w = world()
    const body = new Body({ mass: 5000, shape: new Box(new Vec3(5, 2, 3)) })
    body.inertia.set(4000, 6000, 5000)
    body.invInertia.set(1 / 4000, 1 / 6000, 1 / 5000)
    body.updateInertiaWorld(true)
    body.position.set(0, -1, 0)
    w.addBody(body)
    const flooding = createFlooding(boxHull(10, 4, 6), [
      {
        box: { center: { x: 3, y: 0, z: 1.5 }, size: { x: 2, y: 4, z: 3 } },
        holes: [{ position: { x: 3, y: -2, z: 1.5 }, area: 0.1 }],
      },
    ])
    const handle = attachFlooding(w, body, flooding, flatWater(0))
    w.step(DT)
    const m = flooding.waterMass
    // one step of inflow under a 3 m head, C_d a √(2 g d) dt, at ρ
    expect(m).toBeCloseTo(RHO * 0.6 * 0.1 * Math.sqrt(2 * G * 3) * DT, 9)
    expect(body.mass).toBeCloseTo(5000 + m, 9)
    // the water's weight joined gravity in the step it came in: still free fall
    expect(body.velocity.y).toBeCloseTo(-G * DT, 12)
    // its moment about the origin, (c − x) × (0, −m g, 0), turned the body
    const c = flooding.centroid
    expect(body.angularVelocity.x).toBeCloseTo((DT * m * G * (c.z - 0)) / 4000, 12)
    expect(body.angularVelocity.z).toBeCloseTo((-DT * m * G * (c.x - 0)) / 5000, 12)
    expect(handle.weight).toBeCloseTo(m * G, 9)
    handle.detach()
    expect(body.mass).toBeCloseTo(5000, 9)
  })

  it('lets water in with the gravity the body falls with: the world’s or options.gravity, not createFlooding’s 9.81', () => {
    const holedBody = (g: number) => {
      const w = new World()
      w.gravity.set(0, -g, 0)
      const body = new Body({ mass: 5000, shape: new Box(new Vec3(5, 2, 3)) })
      body.position.set(0, -1, 0)
      w.addBody(body)
      const flooding = createFlooding(boxHull(10, 4, 6), [
        {
          box: { center: { x: 3, y: 0, z: 1.5 }, size: { x: 2, y: 4, z: 3 } },
          holes: [{ position: { x: 3, y: -2, z: 1.5 }, area: 0.1 }],
        },
      ])
      return { w, body, flooding }
    }
    // on Mars: 3 m under the sea, C_d a √(2 g d)
    const mars = holedBody(3.71)
    attachFlooding(mars.w, mars.body, mars.flooding, flatWater(0))
    mars.w.step(DT)
    const hole = mars.flooding.compartments[0].holes[0]
    expect(hole.flowRate).toBeCloseTo(0.6 * 0.1 * Math.sqrt(2 * 3.71 * 3), 12)
    // options.gravity is the pull on the water, its flow included
    const given = holedBody(9.81)
    attachFlooding(given.w, given.body, given.flooding, flatWater(0), { gravity: 20 })
    given.w.step(DT)
    expect(given.flooding.compartments[0].holes[0].flowRate).toBeCloseTo(0.6 * 0.1 * Math.sqrt(2 * 20 * 3), 12)
  })

  it('refuses what is not a flooding model, a static body', () => {
    const w = world()
    const body = new Body({ mass: 1, shape: new Box(new Vec3(1, 1, 1)) })
    expect(() => attachFlooding(w, body, {} as never, flatWater(0))).toThrow(
      /attachFlooding: flooding must be made by createFlooding/,
    )
    const flooding = createFlooding(boxHull(4, 4, 4), [])
    expect(() => attachFlooding(w, new Body({ mass: 0 }), flooding, flatWater(0))).toThrow(
      /attachFlooding: the body must be dynamic/,
    )
  })

  it('refuses a flooding model made for another hull, whose compartment lies past the body (an audit found it flooding thin air)', () => {
    const w = world()
    // a 10 × 4 × 6 m box body; the model's hull is 40 m long, its compartment 15 m from the middle
    const body = new Body({ mass: 5000, shape: new Box(new Vec3(5, 2, 3)) })
    const bigger = createFlooding(boxHull(40, 4, 12), [
      { box: { center: { x: 15, y: 0, z: 0 }, size: { x: 4, y: 2, z: 4 } } },
    ])
    expect(() => attachFlooding(w, body, bigger, flatWater(0))).toThrow(
      /attachFlooding: compartment 0 reaches 17\.\d+ m from the body's centre of mass, beyond its shapes \(6\.164 m\)/,
    )
    // a body of createBuoyantBody, without shapes: checked against the hull it was made with
    const made = createBuoyantBody(boxHull(10, 4, 6), { mass: 5000 })
    expect(() => attachFlooding(w, made.body, bigger, flatWater(0))).toThrow(/compartment 0 .* beyond its hull/)
    // one of its own hull's size is taken
    const own = createFlooding(boxHull(10, 4, 6), [
      { box: { center: { x: 3, y: 0, z: 0 }, size: { x: 4, y: 4, z: 6 } } },
    ])
    expect(() => attachFlooding(w, body, own, flatWater(0)).detach()).not.toThrow()
  })
})

describe('a holed barge floating in cannon-es takes on water', () => {
  // Box barge 20 × 4 × 6 m, bilged amidships (a 4 m compartment, full breadth and depth, holed below).
  const L = 20,
    D = 4,
    B = 6,
    l = 4
  const midship: CompartmentOptions = {
    box: { center: { x: 0, y: 0, z: 0 }, size: { x: l, y: D, z: B } },
    holes: [{ position: { x: 0, y: -D / 2, z: 0 }, area: 1 }],
  }

  function barge(draft: number, compartments: CompartmentOptions[]) {
    const w = world()
    const mesh = boxMesh(L, D, B)
    const made = createBuoyantBody(createHull(mesh.positions, mesh.indices), { density: (draft / D) * RHO })
    w.addBody(made.body)
    const flooding = createFlooding(made.hull, compartments)
    attachFlooding(w, made.body, flooding, flatWater(0))
    // the seeds' model: its modal drag settles the statics within the simulated time (the default
    // radiation damping is lighter and the rest comes later)
    attachBuoyancy(w, made.body, made.hull, flatWater(0), SEEDS)
    return { w, body: made.body, hull: made.hull, flooding }
  }

  it('T = 1.5 m settles at the lost-buoyancy draft T L / (L − l) = 1.875 m', () => {
    const { w, body, flooding } = barge(1.5, [midship])
    for (let i = 0; i < 60 * 60; i++) w.step(DT)
    const draft = D / 2 - body.position.y
    expect(Math.abs(draft - (1.5 * L) / (L - l))).toBeLessThan(1e-5)
    expect(flooding.compartments[0].level).toBeCloseTo(0, 2)
    expect(flooding.waterVolume).toBeCloseTo(flooding.inflow - flooding.outflow, 9)
  })

  it('a keel hole of 2,000 m² settles at the same draft, the water steady from step to step (it flipped between empty and full)', () => {
    const { w, body, flooding } = barge(1.5, [
      { ...midship, holes: [{ position: { x: 0, y: -D / 2, z: 0 }, area: 2000 }] },
    ])
    const capacity = l * D * B
    for (let i = 0; i < 60 * 60; i++) {
      w.step(DT)
      // at most to the sea level: never the whole compartment
      expect(flooding.waterVolume).toBeLessThan(0.75 * capacity)
    }
    const volumes: number[] = []
    for (let i = 0; i < 4; i++) {
      w.step(DT)
      volumes.push(flooding.waterVolume)
    }
    const lostBuoyancy = (1.5 * L) / (L - l)
    volumes.forEach((v) => expect(v).toBeCloseTo(l * B * lostBuoyancy, 3))
    expect(Math.abs(D / 2 - body.position.y - lostBuoyancy)).toBeLessThan(1e-5)
  })

  it('T = 3.5 m: the flood exceeds the reserve buoyancy and the barge sinks', () => {
    const { w, body, flooding } = barge(3.5, [midship])
    let sunk = -1
    for (let i = 0; i < 60 * 120 && sunk < 0; i++) {
      w.step(DT)
      if (body.position.y < -D) sunk = i * DT
    }
    expect(sunk).toBeGreaterThan(0)
    expect(body.velocity.y).toBeLessThan(0)
    // by then its weight is more than the whole hull can float
    expect(body.mass).toBeGreaterThan(RHO * L * B * D)
    // and the sea is still pouring in
    expect(flooding.compartments[0].holes[0].flowRate).toBeGreaterThan(0)
  })

  it('a side compartment lists it toward the flooded side, to the heel the statics give for that water', () => {
    const side: CompartmentOptions = {
      box: { center: { x: 0, y: 0, z: 1.5 }, size: { x: 4, y: D, z: 3 } },
      holes: [{ position: { x: 0, y: -D / 2, z: 1.5 }, area: 0.5 }],
    }
    const { w, body, hull, flooding } = barge(1.5, [side])
    for (let i = 0; i < 60 * 60; i++) w.step(DT)
    const q = body.quaternion
    const up = { y: 1 - 2 * (q.x * q.x + q.z * q.z), z: 2 * (q.y * q.z - q.x * q.w) }
    const heel = Math.atan2(-up.z, up.y)
    expect(heel).toBeGreaterThan(0.02)
    // quasi-static reference with the same water (level inside, so with its free surface)
    const rest = findEquilibrium(hull, {
      mass: RHO * L * B * 1.5,
      centerOfMass: { x: 0, y: 0, z: 0 },
      liquids: flooding.liquids(),
    })
    expect(Math.abs(heel - rest.heel)).toBeLessThan(1e-4)
  })
})
