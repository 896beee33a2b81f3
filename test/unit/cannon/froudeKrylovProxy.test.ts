import { describe, expect, it } from 'vitest'
import { World } from 'cannon-es'
import {
  boatHullMesh,
  boxMesh,
  computeHydrostatics,
  createHydrodynamics,
  createHydrodynamicsResult,
  createHull,
  createWaves,
  createWetSurface,
  flatWater,
  icosphereMesh,
  type Hull,
  type RigidBodyState,
} from 'react-three-buoyancy/core'
import { attachBuoyancy, createBuoyantBody } from 'react-three-buoyancy/cannon'
import {
  addFroudeKrylovCorrection,
  computeStepHydrostatics,
  createFroudeKrylovHull,
  createFroudeKrylovSea,
  FK_TIME,
  FK_WEIGHT,
} from '../../../src/core/internal.js'
import {
  froudeKrylovProxy,
  makeProxy,
  PROXY_ABOVE,
  requestFroudeKrylovProxy,
} from '../../../src/cannon/froudeKrylovProxy.js'
import { refinedMesh } from '../refinedMesh.js'

// A fine hull takes the Froude–Krylov correction on a coarse proxy (cannon/froudeKrylovProxy.ts):
// hydrostatics(hull) + [FK − hydrostatics](proxy). Checked against the closed form on a submerged sphere,
// and against the correction on the fine hull itself on a boat in a sea of four components.
const RHO = 1025,
  G = 9.81

type Pose = {
  position: { x: number; y: number; z: number }
  quaternion: { x: number; y: number; z: number; w: number }
}

/** hydrostatics of `hull` + the correction integrated over `over` (the hull itself or its proxy), force and torque */
function waveLoads(hull: Hull, over: Hull, waves: ReturnType<typeof createWaves>) {
  const sea = createFroudeKrylovSea(waves.components)
  const shares = createFroudeKrylovHull(over)
  const wet = createWetSurface()
  return (pose: Pose, time: number) => {
    const r = computeStepHydrostatics(hull, pose, waves, { time, gravity: G, density: RHO })
    const out = new Float64Array(18)
    out.set([r.force.x, r.force.y, r.force.z, r.torque.x, r.torque.y, r.torque.z])
    // (clipped as the step clips a proxy; the correction integrated over it is its FK − hydrostatics)
    computeHydrostatics(over, pose, waves, { time, gravity: G, density: RHO, wetSurface: wet, clipping: 'linear' })
    sea.step[FK_TIME] = time
    sea.step[FK_WEIGHT] = RHO * G
    addFroudeKrylovCorrection(sea, wet, pose.position, out, { hull: shares, ...pose })
    return out
  }
}

describe('the Froude–Krylov correction on a proxy of a fine hull', () => {
  it('a submerged 5,120-triangle sphere: heave and surge within 1 % of ρ g A k V e^{−k h}', () => {
    const mesh = icosphereMesh(1, 4)
    const sphere = createHull(mesh.positions, mesh.indices)
    expect(sphere.triangleCount).toBeGreaterThan(PROXY_ABOVE)
    const proxy = makeProxy(sphere)
    expect(proxy).not.toBeNull()
    expect(proxy!.triangleCount).toBeLessThan(sphere.triangleCount / 4)
    const amplitude = 0.002,
      wavelength = 10,
      depth = 2.5
    const waves = createWaves([{ amplitude, wavelength }], { gravity: G })
    const k = (2 * Math.PI) / wavelength
    const closed = RHO * G * amplitude * k * sphere.volume * Math.exp(-k * depth)
    const loads = waveLoads(sphere, proxy!, waves)
    const pose = { position: { x: 0.7, y: -depth, z: -0.4 }, quaternion: { x: 0, y: 0, z: 0, w: 1 } }
    const period = (2 * Math.PI) / waves.components[0].angularFrequency
    const samples = 32
    const c = [0, 0],
      s = [0, 0]
    for (let i = 0; i < samples; i++) {
      const out = loads(pose, (i / samples) * period)
      ;[1, 0].forEach((index, j) => {
        c[j] += out[index] * Math.cos((2 * Math.PI * i) / samples)
        s[j] += out[index] * Math.sin((2 * Math.PI * i) / samples)
      })
    }
    const [heave, surge] = [0, 1].map((j) => (2 * Math.hypot(c[j], s[j])) / samples)
    expect(Math.abs(heave / closed - 1)).toBeLessThan(0.01)
    expect(Math.abs(surge / closed - 1)).toBeLessThan(0.01)
  })

  // (two sizes in the same sea: the wrap's cells grow with the hull, the waves do not)
  it.each([
    { length: 10, beam: 3, depth: 1.5, stations: 100, draft: 0.25, heave: 0.1 },
    { length: 30, beam: 8, depth: 4, stations: 120, draft: 1, heave: 0.3 },
  ])(
    'a $length m boat of ~10,000 triangles in a sea of four components: within 1 % of the wave force of the correction on the hull itself',
    ({ length, beam, depth, stations, draft, heave }) => {
      const mesh = boatHullMesh({ length, beam, depth, bilge: 'round', stations, sectionSegments: 24 })
      const boat = createHull(mesh.positions, mesh.indices)
      expect(boat.triangleCount).toBeGreaterThan(9000)
      const proxy = makeProxy(boat)
      expect(proxy).not.toBeNull()
      const waves = createWaves(
        [17, 30, 45, 69].map((wavelength, i) => ({ amplitude: 0.24, wavelength, direction: 0.4 * i - 0.5 })),
        { gravity: G },
      )
      const onProxy = waveLoads(boat, proxy!, waves)
      const onHull = waveLoads(boat, boat, waves)
      const still = computeHydrostatics(
        boat,
        { position: { x: 0, y: 0, z: 0 }, quaternion: { x: 0, y: 0, z: 0, w: 1 } },
        flatWater(0),
        {
          gravity: G,
          density: RHO,
        },
      )
      let worstForce = 0,
        worstTorque = 0,
        waveForce = 0
      for (let i = 0; i < 24; i++) {
        const turn = { x: 0.04 * Math.sin(i), y: 0.3 * Math.cos(i), z: 0.03 * Math.cos(2 * i), w: 1 }
        const norm = Math.hypot(turn.x, turn.y, turn.z, turn.w)
        const pose = {
          position: { x: (i % 5) - 2, y: draft + heave * Math.sin(3 * i), z: 0.5 },
          quaternion: { x: turn.x / norm, y: turn.y / norm, z: turn.z / norm, w: turn.w / norm },
        }
        const a = onProxy(pose, 0.7 * i),
          b = onHull(pose, 0.7 * i)
        waveForce = Math.max(waveForce, Math.abs(b[1] - still.force.y), Math.hypot(b[0], b[2]))
        worstForce = Math.max(worstForce, Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]))
        worstTorque = Math.max(worstTorque, Math.hypot(a[3] - b[3], a[4] - b[4], a[5] - b[5]))
      }
      expect(worstForce).toBeLessThan(0.01 * waveForce)
      // (torques with half the boat's length as the arm)
      expect(worstTorque).toBeLessThan(0.01 * waveForce * (length / 2))
    },
  )

  it('no proxy for a hull that needs none, nor one the wrap cannot follow (a 2 cm board)', () => {
    const coarse = createHull(icosphereMesh(1, 2).positions, icosphereMesh(1, 2).indices)
    expect(froudeKrylovProxy(coarse)).toBeNull()
    // a 1 × 0.02 × 1 m board with each face split into 256 triangles
    const { positions, indices } = refinedMesh(boxMesh(1, 0.02, 1), 16)
    const board = createHull(positions, indices)
    expect(board.triangleCount).toBeGreaterThan(PROXY_ABOVE)
    const proxy = froudeKrylovProxy(board)
    // either none, or one whose area and extent are the board's within 3 %
    if (proxy !== null && proxy !== 'pending') {
      expect(Math.abs(proxy.surfaceArea / board.surfaceArea - 1)).toBeLessThan(0.03)
      expect(Math.abs(proxy.bounds.max.y - board.bounds.max.y)).toBeLessThan(0.06 * 2 * board.boundingRadius)
    }
  })

  it('a proxy made elsewhere: bodies attached while it is on its way float on the hull, then switch to it', async () => {
    const mesh = icosphereMesh(1, 3)
    const made = createBuoyantBody(createHull(mesh.positions, mesh.indices), { density: 500 })
    const sphere = made.hull
    let deliver: (proxy: Hull) => void = () => {}
    requestFroudeKrylovProxy(sphere, () => new Promise<Hull>((resolve) => (deliver = resolve)))
    expect(froudeKrylovProxy(sphere)).toBe('pending')
    const waves = createWaves([{ amplitude: 0.3, wavelength: 12 }])
    const world = new World()
    world.gravity.set(0, -9.81, 0)
    world.addBody(made.body)
    attachBuoyancy(world, made.body, made.hull, waves)
    for (let i = 0; i < 60; i++) world.step(1 / 60)
    const proxy = makeProxy(made.hull)!
    expect(proxy).not.toBeNull()
    deliver(proxy)
    await Promise.resolve()
    expect(froudeKrylovProxy(sphere)).toBe(proxy)
    for (let i = 0; i < 600; i++) world.step(1 / 60)
    // floating, near the surface, with finite motion
    expect(Number.isFinite(made.body.position.y)).toBe(true)
    expect(
      Math.abs(made.body.position.y - waves.heightAt(made.body.position.x, made.body.position.z, world.time)),
    ).toBeLessThan(1)
  })

  it("a fine hull's drag is taken on its proxy: the drag of the proxy's faces, within 5 % of the hull's own", () => {
    const mesh = icosphereMesh(1, 4)
    const made = createBuoyantBody(createHull(mesh.positions, mesh.indices), { density: 500 })
    const proxy = froudeKrylovProxy(made.hull)
    expect(proxy).not.toBeNull()
    expect(proxy).not.toBe('pending')
    const waves = createWaves([
      { amplitude: 0.3, wavelength: 14, direction: 0.3 },
      { amplitude: 0.2, wavelength: 9, direction: -0.8 },
    ])
    const world = new World()
    world.gravity.set(0, -9.81, 0)
    world.addBody(made.body)
    // moving through the water in every direction, tilted, half wet
    const body = made.body
    body.position.set(0.4, -0.1, -0.3)
    body.quaternion.setFromEuler(0.3, 0.5, -0.2)
    body.velocity.set(1.2, -0.6, 0.5)
    body.angularVelocity.set(0.4, 0.8, -0.5)
    // the state the step's drag is computed from (a preStep listener added before attachBuoyancy's runs first)
    let state: RigidBodyState | null = null
    world.addEventListener('preStep', () => {
      state = {
        position: body.position.clone(),
        quaternion: body.quaternion.clone(),
        velocity: body.velocity.clone(),
        angularVelocity: body.angularVelocity.clone(),
        mass: body.mass,
        inertia: body.inertia.clone(),
      }
    })
    const handle = attachBuoyancy(world, body, made.hull, waves)
    world.step(1 / 60)
    const step = { time: 0, dt: 1 / 60, density: RHO, gravity: G }
    const dragOn = (over: Hull) => {
      const model = createHydrodynamics(made.hull, { radiation: false, faces: 'resolved' })
      const out = createHydrodynamicsResult()
      const options = { time: 0, gravity: G, density: RHO, torqueAbout: state!.position, clipping: 'linear' as const }
      model.computeWithHydrostatics(
        over,
        state!,
        waves,
        options,
        computeHydrostatics(over, state!, waves, options),
        step,
        out,
      )
      return [out.force.x, out.force.y, out.force.z, out.torque.x, out.torque.y, out.torque.z]
    }
    const got = [
      handle.drag.force.x,
      handle.drag.force.y,
      handle.drag.force.z,
      handle.drag.torque.x,
      handle.drag.torque.y,
      handle.drag.torque.z,
    ]
    const onProxy = dragOn(proxy as Hull)
    const onHull = dragOn(made.hull)
    const size = (v: number[], at: number) => Math.hypot(v[at], v[at + 1], v[at + 2])
    const apart = (a: number[], b: number[], at: number) =>
      Math.hypot(a[at] - b[at], a[at + 1] - b[at + 1], a[at + 2] - b[at + 2])
    // the proxy's faces, to rounding
    expect(apart(got, onProxy, 0)).toBeLessThan(1e-9 * size(onProxy, 0))
    expect(apart(got, onProxy, 3)).toBeLessThan(1e-9 * size(onProxy, 3))
    // and the hull's own drag within 5 % (force; torque of its size times the radius: measured 1 % and 1.5 %;
    // a sphere's drag has almost no torque, and the proxy's faces, 1 % off the sphere, give it some)
    expect(size(onHull, 0)).toBeGreaterThan(100)
    expect(apart(got, onHull, 0)).toBeLessThan(0.05 * size(onHull, 0))
    expect(apart(got, onHull, 3)).toBeLessThan(0.05 * size(onHull, 0) * made.hull.boundingRadius)
  })

  it("the drag moves to a proxy that arrives mid-flight: the hull's swept volume rate is not differenced against the proxy's", async () => {
    const mesh = icosphereMesh(1, 3)
    const made = createBuoyantBody(createHull(mesh.positions, mesh.indices), { density: 500 })
    let deliver: (proxy: Hull) => void = () => {}
    requestFroudeKrylovProxy(made.hull, () => new Promise<Hull>((resolve) => (deliver = resolve)))
    const waves = createWaves([{ amplitude: 0.3, wavelength: 12 }])
    const world = new World()
    world.gravity.set(0, -9.81, 0)
    world.addBody(made.body)
    const handle = attachBuoyancy(world, made.body, made.hull, waves)
    // falling into the water: the swept volume rate grows from step to step, which ramps the slamming
    made.body.position.set(0, 0.6, 0)
    made.body.velocity.set(0, -2, 0)
    world.step(1 / 60)
    world.step(1 / 60)
    expect(handle.drag.slamming).toBeGreaterThan(0)
    deliver(makeProxy(made.hull)!)
    await Promise.resolve()
    // the step that switches has no earlier rate of its own surface: no ramp (the hull's rate, read as the
    // proxy's, gave one); the next step ramps again
    world.step(1 / 60)
    expect(handle.drag.slamming).toBe(0)
    world.step(1 / 60)
    expect(handle.drag.slamming).toBeGreaterThan(0)
  })
})
