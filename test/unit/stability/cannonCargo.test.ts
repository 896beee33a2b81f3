import { Body, Box, Vec3, World } from 'cannon-es'
import { describe, expect, it } from 'vitest'
import { attachBuoyancy, attachCargo, createBuoyantBody } from 'react-three-buoyancy/cannon'
import { boxMesh, createHull, findEquilibrium, flatWater, loadCargo } from 'react-three-buoyancy/core'
import type { CargoItem } from 'react-three-buoyancy/core'
import { SEEDS } from '../cannon/support.js'

const G = 9.81
const DT = 1 / 60

function world(): World {
  const w = new World()
  w.gravity.set(0, -G, 0)
  return w
}

/** A 1000 kg body with a box shape and the diagonal inertia (100, 200, 300) kg·m². */
function plainBody(): Body {
  const body = new Body({ mass: 1000, shape: new Box(new Vec3(1, 1, 1)) })
  body.inertia.set(100, 200, 300)
  body.invInertia.set(1 / 100, 1 / 200, 1 / 300)
  body.updateInertiaWorld(true)
  return body
}

describe('attachCargo: mass, inertia and the weight where the cargo is', () => {
  it('adds the mass, the parallel-axis diagonal, and the torque of the cargo weight about the origin', () => {
    const w = world()
    const body = plainBody()
    w.addBody(body)
    const handle = attachCargo(w, body, [{ mass: 500, position: { x: 0, y: 0, z: 2 } }])
    expect(body.mass).toBe(1500)
    expect(body.inertia.x).toBeCloseTo(100 + 500 * 4, 9)
    expect(body.inertia.y).toBeCloseTo(200 + 500 * 4, 9)
    expect(body.inertia.z).toBeCloseTo(300, 9)
    expect(handle.massProperties.centerOfMass.z).toBeCloseTo((500 * 2) / 1500, 12)
    w.step(DT)
    // free fall is free fall, whatever the load ...
    expect(body.velocity.y).toBeCloseTo(-G * DT, 12)
    // ... but the weight at z = 2 turns the body about x: τ_x = m g z
    expect(body.angularVelocity.x).toBeCloseTo((DT * 500 * G * 2) / (100 + 500 * 4), 12)
    expect(body.angularVelocity.z).toBeCloseTo(0, 12)
  })

  it('moving the cargo moves G; detach gives back the dry mass and inertia', () => {
    const w = world()
    const body = plainBody()
    w.addBody(body)
    const handle = attachCargo(w, body, [{ mass: 200, position: { x: 1, y: 0, z: 0 }, size: { x: 1, y: 1, z: 1 } }])
    handle.setCargo([{ mass: 200, position: { x: -3, y: 0.5, z: 0 }, size: { x: 1, y: 1, z: 1 } }])
    expect(handle.massProperties.centerOfMass.x).toBeCloseTo((200 * -3) / 1200, 12)
    expect(body.inertia.z).toBeCloseTo(300 + 200 / 6 + 200 * (9 + 0.25), 9)
    // the product I_xy = −m x y = 300 kg·m² about the origin is what the diagonal leaves out, over I_xx
    expect(handle.droppedProducts).toBeCloseTo(300 / (100 + 200 / 6 + 200 * 0.25), 9)
    handle.detach()
    expect(body.mass).toBe(1000)
    expect(body.inertia.x).toBeCloseTo(100, 9)
    expect(body.inertia.y).toBeCloseTo(200, 9)
    expect(body.inertia.z).toBeCloseTo(300, 9)
    handle.detach()
    expect(body.mass).toBe(1000)
  })

  it('refuses a static body, a sideways gravity, a cargo item with a negative mass', () => {
    const w = world()
    expect(() => attachCargo(w, new Body({ mass: 0 }), [])).toThrow(
      /attachCargo: the body must be dynamic with a mass > 0/,
    )
    const sideways = new World()
    sideways.gravity.set(1, -9.81, 0)
    expect(() => attachCargo(sideways, plainBody(), [])).toThrow(
      /attachCargo: world\.gravity is \(1, -9\.81, 0\);.* gravity must point along −y/,
    )
    expect(() => attachCargo(w, plainBody(), [{ mass: -3, position: { x: 0, y: 0, z: 0 } }])).toThrow(
      /attachCargo: cargo\[0\]\.mass must be a finite number ≥ 0/,
    )
  })
})

describe('cargo moved at run time lists a floating barge to the heel the statics predict', () => {
  it('20 × 3 × 6 m barge, 12 t shifted 2.2 m across: comes to rest at findEquilibrium’s heel', () => {
    const w = world()
    const mesh = boxMesh(20, 3, 6)
    const source = createHull(mesh.positions, mesh.indices)
    const made = createBuoyantBody(source, { density: 0.4 * 1025 })
    w.addBody(made.body)
    const dry = made.massProperties
    const start: CargoItem[] = [{ mass: 12000, position: { x: 2, y: 1, z: 0 }, size: { x: 2, y: 1, z: 2 } }]
    const cargo = attachCargo(w, made.body, start)
    // the seeds' model: its modal drag settles the statics within the simulated time (the default
    // radiation damping is lighter and the rest comes later)
    attachBuoyancy(w, made.body, made.hull, flatWater(0), SEEDS)
    for (let i = 0; i < 60 * 40; i++) w.step(DT)
    const moved: CargoItem[] = [{ mass: 12000, position: { x: 2, y: 1, z: 2.2 }, size: { x: 2, y: 1, z: 2 } }]
    cargo.setCargo(moved)
    for (let i = 0; i < 60 * 60; i++) w.step(DT)

    const expected = findEquilibrium(made.hull, loadCargo(dry, moved))
    // compare the world vertical in body coordinates (the second row of the rotation): independent of yaw
    const up = (q: { x: number; y: number; z: number; w: number }) => ({
      x: 2 * (q.x * q.y + q.z * q.w),
      y: 1 - 2 * (q.x * q.x + q.z * q.z),
      z: 2 * (q.y * q.z - q.x * q.w),
    })
    const got = up(made.body.quaternion)
    const want = up(expected.pose.quaternion)
    const heelGot = Math.atan2(-got.z, got.y),
      heelWant = Math.atan2(-want.z, want.y)
    const trimGot = Math.atan2(got.x, got.y),
      trimWant = Math.atan2(want.x, want.y)
    expect(heelWant).toBeGreaterThan(0.05)
    expect(Math.abs(heelGot - heelWant)).toBeLessThan(1e-4)
    expect(Math.abs(trimGot - trimWant)).toBeLessThan(1e-4)
    expect(made.body.position.y).toBeCloseTo(expected.heave, 4)
  })
})
