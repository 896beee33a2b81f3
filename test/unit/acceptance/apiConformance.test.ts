// The public API, read as a contract: every name and field it lists, with the stated meaning and defaults,
// checked through the entry points a user imports.
import * as CANNON from 'cannon-es'
import * as THREE from 'three'
import { describe, expect, it } from 'vitest'
import * as cannonEntry from 'react-three-buoyancy/cannon'
import {
  computeHydrostatics,
  createHull,
  createHydrostaticsResult,
  createWaves,
  flatWater,
  type HydrostaticsResult,
  type Pose,
  type WaveComponent,
} from 'react-three-buoyancy/core'
import {
  G,
  RHO,
  add,
  axisAngle,
  clipHalfPlane,
  cross,
  expectClose,
  polygonAreaCentroid,
  relErr,
  rotate,
  sub,
  v3,
  type P2,
} from './reference.js'

const identity = { x: 0, y: 0, z: 0, w: 1 }
const boxHull = (lx: number, ly: number, lz: number) => {
  const g = new THREE.BoxGeometry(lx, ly, lz)
  return createHull(g.attributes.position.array, g.index!.array)
}

/** Centre of buoyancy of a box lx × ly × lz heeled by φ about body x, body origin at world y0, flat water at 0. */
function heeledBox(ly: number, lz: number, lx: number, y0: number, phi: number) {
  // body (z, y) section; world y = y0 + y cos φ + ... rotation about x: y' = y cos φ − z sin φ
  const rect: P2[] = [
    [-lz / 2, -ly / 2],
    [lz / 2, -ly / 2],
    [lz / 2, ly / 2],
    [-lz / 2, ly / 2],
  ]
  const wet = clipHalfPlane(rect, [-Math.sin(phi), Math.cos(phi)], y0)
  const { area, centroid } = polygonAreaCentroid(wet)
  const q = axisAngle(v3(1, 0, 0), phi)
  const B = add(v3(0, y0, 0), rotate(q, v3(0, centroid[1], centroid[0])))
  return { volume: area * lx, B, q }
}

describe('public API: entry points export the contract names', () => {
  it('core has createWaves, flatWater, createHull, computeHydrostatics; cannon has attachBuoyancy', () => {
    for (const f of [createWaves, flatWater, createHull, computeHydrostatics]) expect(typeof f).toBe('function')
    expect(typeof cannonEntry.attachBuoyancy).toBe('function')
  })
})

describe('public API: hydrostatics defaults and fields', () => {
  const hull = boxHull(2, 1, 1) // V = 2 m³
  const pose: Pose = { position: v3(0, 0, 0), quaternion: identity }

  it('density defaults to 1025 kg/m³ and gravity to 9.81 m/s² (half-submerged box: F = ρ g V/2)', () => {
    const r = computeHydrostatics(hull, pose, flatWater())
    expect(relErr(r.force.y, RHO * G * 1)).toBeLessThan(1e-12)
    const s = computeHydrostatics(hull, pose, flatWater(), { density: 1000, gravity: 3.71 })
    expect(relErr(s.force.y, 1000 * 3.71 * 1)).toBeLessThan(1e-12)
  })

  it("integrator defaults to 'exact' (same numbers; 'centroid' differs in torque on a heeled box)", () => {
    const q = axisAngle(v3(1, 0.3, 0.2), 0.7)
    const p: Pose = { position: v3(0.1, 0.05, -0.2), quaternion: q }
    const d = computeHydrostatics(hull, p, flatWater(), {})
    const dt = { ...d.torque },
      df = { ...d.force }
    const e = computeHydrostatics(hull, p, flatWater(), { integrator: 'exact' })
    expect(e.force).toEqual(df)
    expect(e.torque).toEqual(dt)
    const c = computeHydrostatics(hull, p, flatWater(), { integrator: 'centroid' })
    expect(Math.hypot(c.torque.x - dt.x, c.torque.y - dt.y, c.torque.z - dt.z)).toBeGreaterThan(1)
  })

  it('time defaults to 0 (the wave time of the pressure)', () => {
    const sea = createWaves([{ amplitude: 0.3, wavelength: 5, direction: 0.2 }])
    const p: Pose = { position: v3(0.4, 0, 0.2), quaternion: identity }
    const byDefault = computeHydrostatics(hull, p, sea).force.y
    expect(computeHydrostatics(hull, p, sea, { time: 0 }).force.y).toBe(byDefault)
    expect(Math.abs(computeHydrostatics(hull, p, sea, { time: 1 }).force.y - byDefault)).toBeGreaterThan(1)
  })

  it('torque is about pose.position by default, about torqueAbout when given: (B − c) × F', () => {
    const phi = 0.4
    const ref = heeledBox(1, 1, 2, 0.1, phi)
    const position = v3(3, 0.1, -2)
    const p: Pose = { position, quaternion: ref.q }
    const B = add(ref.B, v3(3, 0, -2))
    const F = v3(0, RHO * G * ref.volume, 0)
    const r = computeHydrostatics(hull, p, flatWater())
    expectClose(r.torque, cross(sub(B, position), F), 1e-9 * F.y)
    const c = v3(-1.5, 4, 7)
    const s = computeHydrostatics(hull, p, flatWater(), { torqueAbout: c })
    expectClose(s.torque, cross(sub(B, c), F), 1e-9 * F.y)
  })

  it('displacedVolume = force.y / (ρ g), on flat water and on a wave, with non-default ρ and g', () => {
    const sea = createWaves([{ amplitude: 0.3, wavelength: 7, direction: 0.5 }])
    const q = axisAngle(v3(0.2, 1, 0.4), 1.1)
    for (const water of [flatWater(0.2), sea]) {
      for (const o of [{}, { density: 998, gravity: 9.7 }]) {
        const r = computeHydrostatics(hull, { position: v3(0.3, 0, 0.1), quaternion: q }, water, { ...o, time: 1.3 })
        const rho = (o as { density?: number }).density ?? RHO,
          g = (o as { gravity?: number }).gravity ?? G
        expect(relErr(r.displacedVolume, r.force.y / (rho * g))).toBeLessThan(1e-12)
      }
    }
  })

  it('centerOfBuoyancy is a world point (moves with the pose) and is the closed-form prism centroid', () => {
    const ref = heeledBox(1, 1, 2, -0.2, 0.3)
    for (const shift of [v3(0, 0, 0), v3(10, 0, -5), v3(-123.4, 0, 56.7)]) {
      const r = computeHydrostatics(hull, { position: add(v3(0, -0.2, 0), shift), quaternion: ref.q }, flatWater())
      expectClose(r.centerOfBuoyancy, add(ref.B, shift), 1e-9)
      expect(relErr(r.displacedVolume, ref.volume)).toBeLessThan(1e-12)
    }
  })

  it('a CANNON.Body and a THREE.Object3D are accepted as poses (same result as the plain pose)', () => {
    const q = axisAngle(v3(0.3, -0.5, 1), 0.9)
    const position = v3(1.5, -0.1, 2)
    const plain = computeHydrostatics(hull, { position, quaternion: q }, flatWater(), { torqueAbout: v3(0, 0, 0) })
    const want = JSON.parse(JSON.stringify(plain)) as HydrostaticsResult

    const body = new CANNON.Body({ mass: 1 })
    body.position.set(position.x, position.y, position.z)
    body.quaternion.set(q.x, q.y, q.z, q.w)
    const fromBody = computeHydrostatics(hull, body, flatWater(), { torqueAbout: v3(0, 0, 0) })
    expectClose(fromBody.force, want.force, 1e-9)
    expectClose(fromBody.torque, want.torque, 1e-8)

    const object = new THREE.Object3D()
    object.position.set(position.x, position.y, position.z)
    object.quaternion.set(q.x, q.y, q.z, q.w)
    const fromObject = computeHydrostatics(hull, object, flatWater(), { torqueAbout: new THREE.Vector3(0, 0, 0) })
    expectClose(fromObject.force, want.force, 1e-9)
    expectClose(fromObject.torque, want.torque, 1e-8)
    expectClose(fromObject.centerOfBuoyancy, want.centerOfBuoyancy, 1e-9)
  })

  it('THREE.Vector3 serves as a Vector: position, torqueAbout and the vectors of `out`', () => {
    const out: HydrostaticsResult = {
      force: new THREE.Vector3(),
      torque: new THREE.Vector3(),
      centerOfBuoyancy: new THREE.Vector3(),
      displacedVolume: 0,
      wettedArea: 0,
      waterplaneArea: 0,
    }
    const r = computeHydrostatics(
      hull,
      { position: new THREE.Vector3(0, 0, 0), quaternion: new THREE.Quaternion() },
      flatWater(),
      { torqueAbout: new THREE.Vector3(0, 0, 1) },
      out,
    )
    expect(r).toBe(out)
    expect(out.force).toBeInstanceOf(THREE.Vector3)
    expect(relErr(out.force.y, RHO * G)).toBeLessThan(1e-12)
    // B = (0, -0.25, 0), c = (0, 0, 1): (B − c) × F = (-0.25·0 − (−1)·F, 0, 0)
    expect(relErr(out.torque.x, RHO * G)).toBeLessThan(1e-12)
  })

  it('`out` is filled in place and returned, every field overwritten by the next call (dry: zeros)', () => {
    const out = createHydrostaticsResult()
    const { force, torque, centerOfBuoyancy } = out
    const wet = computeHydrostatics(hull, { position: v3(0, 0, 0), quaternion: identity }, flatWater(), {}, out)
    expect(wet).toBe(out)
    expect(out.force).toBe(force)
    expect(out.displacedVolume).toBeCloseTo(1, 12)
    expect(out.wettedArea).toBeCloseTo(2 * 1 + 2 * 0.5 * 2 + 2 * 0.5 * 1, 12) // bottom + half of 4 sides
    const dry = computeHydrostatics(hull, { position: v3(0, 5, 0), quaternion: identity }, flatWater(), {}, out)
    expect(dry).toBe(out)
    expect(out.torque).toBe(torque)
    expect(out.centerOfBuoyancy).toBe(centerOfBuoyancy)
    expect([out.force.x, out.force.y, out.force.z, out.torque.x, out.torque.y, out.torque.z]).toEqual([
      0, 0, 0, 0, 0, 0,
    ])
    expect(out.displacedVolume).toBe(0)
    expect(out.wettedArea).toBe(0)
  })

  it('hull.volume, hull.centroid, hull.triangleCount and the inertia tensor at a density', () => {
    const g = new THREE.BoxGeometry(3, 2, 1)
    g.translate(0.5, -1, 2)
    const h = createHull(g.attributes.position.array, g.index!.array)
    expect(h.volume).toBeCloseTo(6, 12)
    expectClose(h.centroid, v3(0.5, -1, 2), 1e-12)
    expect(h.triangleCount).toBe(12)
    const m = h.massProperties(500)
    const mass = 500 * 6
    expect(m.mass).toBeCloseTo(mass, 9)
    // solid box about its centroid: I_xx = m (b² + c²)/12
    const I = m.inertia
    expect(relErr(I[0], (mass * (4 + 1)) / 12)).toBeLessThan(1e-12)
    expect(relErr(I[4], (mass * (9 + 1)) / 12)).toBeLessThan(1e-12)
    expect(relErr(I[8], (mass * (9 + 4)) / 12)).toBeLessThan(1e-12)
    expect(Math.abs(I[1]) + Math.abs(I[2]) + Math.abs(I[5])).toBeLessThan(1e-9 * mass)
  })
})

describe('public API: waves', () => {
  it('flatWater(level) is the plane y = level everywhere and at all times; level defaults to 0', () => {
    const w = flatWater(2.5)
    const w0 = flatWater()
    for (const [x, z, t] of [
      [0, 0, 0],
      [1e4, -3e3, 7],
      [-5.5, 2, 1e6],
    ]) {
      expect(w.heightAt(x, z, t)).toBe(2.5)
      expect(w0.heightAt(x, z, t)).toBe(0)
    }
  })

  /** η written out exactly as docs/PHYSICS.md §5 prints it. */
  function etaOfApi(components: WaveComponent[], g: number, x: number, z: number, t: number) {
    let eta = 0
    for (const c of components) {
      const k = (2 * Math.PI) / c.wavelength
      const d = c.direction ?? 0
      const omega = c.speed === undefined ? Math.sqrt(g * k) : k * c.speed
      eta += c.amplitude * Math.sin(k * (Math.cos(d) * x + Math.sin(d) * z) - omega * t + (c.phase ?? 0))
    }
    return eta
  }

  it('createWaves height is exactly Σ A sin(k (cos d x + sin d z) − ω t + phase), ω = √(g k) unless speed is given', () => {
    const components: WaveComponent[] = [
      { amplitude: 0.7, wavelength: 40 },
      { amplitude: 0.3, wavelength: 13, direction: 2.2, phase: 1.1 },
      { amplitude: 0.1, wavelength: 3.3, direction: -0.8, phase: 4, speed: 1.7 },
      { amplitude: 0.05, wavelength: 1.1, direction: Math.PI, speed: 0 },
    ]
    for (const g of [G, 3.71]) {
      const sea = g === G ? createWaves(components) : createWaves(components, { gravity: g })
      let seed = 7
      const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647
      for (let i = 0; i < 300; i++) {
        const x = (rnd() - 0.5) * 400,
          z = (rnd() - 0.5) * 400,
          t = rnd() * 600
        expect(Math.abs(sea.heightAt(x, z, t) - etaOfApi(components, g, x, z, t))).toBeLessThan(1e-9)
      }
    }
  })

  it('a component travels toward (cos d, sin d) at its phase speed', () => {
    for (const d of [0, 0.6, Math.PI / 2, 2.5, -1.9]) {
      const lambda = 20
      const sea = createWaves([{ amplitude: 1, wavelength: lambda, direction: d, phase: 0.3 }])
      const c = Math.sqrt((G * lambda) / (2 * Math.PI)) // deep water
      const u = v3(Math.cos(d), 0, Math.sin(d))
      const dt = 1.7
      for (const [x, z] of [
        [0, 0],
        [3, -4],
        [-11, 6],
      ]) {
        const ahead = sea.heightAt(x + c * dt * u.x, z + c * dt * u.z, dt)
        const behind = sea.heightAt(x - c * dt * u.x, z - c * dt * u.z, dt)
        expect(ahead).toBeCloseTo(sea.heightAt(x, z, 0), 9)
        // the opposite heading would not carry the pattern (guards the sign convention)
        expect(Math.abs(behind - sea.heightAt(x, z, 0))).toBeGreaterThan(1e-3)
      }
    }
  })

  it('the field gives the surface normal and ∂η/∂t (finite differences of heightAt)', () => {
    const sea = createWaves([
      { amplitude: 0.4, wavelength: 17, direction: 0.3 },
      { amplitude: 0.2, wavelength: 6, direction: 2, phase: 1 },
    ])
    const h = 1e-5
    for (const [x, z, t] of [
      [1, 2, 3],
      [-7, 4, 10.5],
      [30, -12, 100],
    ]) {
      const sx = (sea.heightAt(x + h, z, t) - sea.heightAt(x - h, z, t)) / (2 * h)
      const sz = (sea.heightAt(x, z + h, t) - sea.heightAt(x, z - h, t)) / (2 * h)
      const n = Math.hypot(sx, 1, sz)
      const got = sea.normalAt(x, z, t, v3(0, 0, 0))
      expectClose(got, v3(-sx / n, 1 / n, -sz / n), 1e-7)
      const et = (sea.heightAt(x, z, t + h) - sea.heightAt(x, z, t - h)) / (2 * h)
      expect(sea.verticalVelocityAt(x, z, t)).toBeCloseTo(et, 6)
    }
  })

  it("the water's velocity is linear deep-water theory: u = A ω e^{k y} sin θ along the heading, w = ∂η/∂t e^{k y}", () => {
    const components = [
      { amplitude: 0.5, wavelength: 20, direction: 0.4, phase: 0.3 },
      { amplitude: 0.2, wavelength: 7, direction: -2, phase: 2 },
    ]
    const sea = createWaves(components)
    for (const [x, y, z, t] of [
      [1, -0.5, 2, 3],
      [-8, -4, 5, 17],
      [20, -1.5, -3, 0.4],
    ]) {
      let u = 0,
        v = 0,
        w = 0
      for (const c of components) {
        const k = (2 * Math.PI) / c.wavelength,
          omega = Math.sqrt(G * k)
        const theta = k * (Math.cos(c.direction) * x + Math.sin(c.direction) * z) - omega * t + c.phase
        const decay = Math.exp(k * y)
        u += c.amplitude * omega * decay * Math.sin(theta) * Math.cos(c.direction)
        w += c.amplitude * omega * decay * Math.sin(theta) * Math.sin(c.direction)
        v -= c.amplitude * omega * decay * Math.cos(theta)
      }
      expectClose(sea.velocityAt(x, y, z, t, v3(0, 0, 0)), v3(u, v, w), 1e-9)
    }
    // at the mean level the vertical velocity is the surface's own rise rate
    const h = 1e-5
    const rise = (sea.heightAt(3, 4, 2 + h) - sea.heightAt(3, 4, 2 - h)) / (2 * h)
    expect(sea.velocityAt(3, 0, 4, 2, v3(0, 0, 0)).y).toBeCloseTo(rise, 6)
  })
})
