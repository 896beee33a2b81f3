import { describe, expect, it } from 'vitest'
import {
  boxMesh,
  computeHydrostatics,
  createHull,
  createHydrodynamics,
  createHydrodynamicsResult,
  createWetSurface,
  flatWater,
} from 'react-three-buoyancy/core'
import type { DragOptions, HydrostaticsResult, RigidBodyState, WetSurface } from 'react-three-buoyancy/core'
import { G, RHO, body, bottomPlate, still, unitBox, wetResult, wetSurfaceOf } from './support.js'

// Every damping is a rate per second: integrated with the velocity update alone (v ← v + F/m dt, as
// cannon-es does), a linear damping must give v(t) = v0 e^{−λ t} whatever the step: the dissipation
// limit turns each step into the exact factor e^{−λ dt}.

const OFF = { viscous: false, pressure: false, suction: false, slamming: false, radiation: false } as const

/** Decay the velocity (and angular velocity) of a fixed-pose body for `seconds` under the drag alone. */
function decay(
  options: DragOptions,
  state: RigidBodyState,
  wet: WetSurface,
  hydrostatics: HydrostaticsResult,
  dt: number,
  seconds: number,
) {
  const model = createHydrodynamics(unitBox(), options)
  const out = createHydrodynamicsResult()
  const steps = Math.round(seconds / dt)
  for (let i = 0; i < steps; i++) {
    model.compute(state, still, wet, hydrostatics, { time: 0, dt, density: RHO, gravity: G }, out)
    state.velocity.y += (out.force.y / state.mass) * dt
    // the inertia is isotropic in these tests, so I⁻¹ T is T / I
    state.angularVelocity.x += (out.torque.x / state.inertia.x) * dt
    state.angularVelocity.y += (out.torque.y / state.inertia.y) * dt
    state.angularVelocity.z += (out.torque.z / state.inertia.z) * dt
  }
  return state
}

describe('linear dampings decay exactly exponentially, independent of the step', () => {
  it.each([1 / 60, 1 / 240, 1 / 10])("Ueng's heave b_h M v: v(1 s) = e^{−b_h} at dt = %s", (dt) => {
    const state = decay(
      { ...OFF, ueng: { heave: 1.6, pitch: 0, roll: 0 } },
      body({ mass: 500, velocity: { x: 0, y: 1, z: 0 } }),
      wetSurfaceOf(bottomPlate()),
      wetResult(),
      dt,
      1,
    )
    expect(state.velocity.y).toBeCloseTo(Math.exp(-1.6), 12)
  })

  it.each([1 / 60, 1 / 240])("Hirae's angular-momentum damping: ω(2 s) = e^{−2κ} at dt = %s", (dt) => {
    const state = decay(
      { ...OFF, angularMomentum: 0.7 },
      body({ mass: 500, inertia: { x: 40, y: 40, z: 40 }, angularVelocity: { x: 0.3, y: -0.2, z: 0.1 } }),
      wetSurfaceOf(bottomPlate()),
      wetResult(),
      dt,
      2,
    )
    expect(state.angularVelocity.x).toBeCloseTo(0.3 * Math.exp(-1.4), 12)
    expect(state.angularVelocity.y).toBeCloseTo(-0.2 * Math.exp(-1.4), 12)
  })

  it.each([1 / 60, 1 / 240])(
    'radiation heave: a 1 m² bottom on 250 kg, c = 2ζ √(ρ g A m), v(1 s) = e^{−c/m} at dt = %s',
    (dt) => {
      const m = 250
      const state = decay(
        { ...OFF, radiation: { heave: 0.15, roll: 0, pitch: 0 } },
        body({ mass: m, velocity: { x: 0, y: 1, z: 0 } }),
        wetSurfaceOf(bottomPlate()),
        wetResult(),
        dt,
        1,
      )
      const rate = (2 * 0.15 * Math.sqrt(RHO * G * 1 * m)) / m
      expect(state.velocity.y).toBeCloseTo(Math.exp(-rate), 12)
    },
  )
})

describe('radiation roll damping: 2ζ √(K I) with K = ρ g V GM from the waterplane', () => {
  it('a 2 × 1 × 4 box barge at half density rolling at 0.1 rad/s about its length', () => {
    const hull = createHull(boxMesh(2, 1, 4).positions, boxMesh(2, 1, 4).indices)
    const m = 0.5 * RHO * hull.volume
    const I = { x: (m * (1 + 16)) / 12, y: (m * (4 + 16)) / 12, z: (m * (4 + 1)) / 12 }
    const state = body({ mass: m, inertia: I, angularVelocity: { x: 0, y: 0, z: 0.1 } })
    const wet = createWetSurface()
    const hydrostatics = computeHydrostatics(hull, state, flatWater(0), { wetSurface: wet })
    const model = createHydrodynamics(hull, { ...OFF, radiation: { heave: 0, roll: 0.08, pitch: 0 } })
    const out = createHydrodynamicsResult()
    model.compute(state, still, wet, hydrostatics, { time: 0, dt: 1 / 60, density: RHO, gravity: G }, out)
    // T = 0.5: KB = 0.25, BM = B²/12T = 2/3, KG = 0.5; V = 4 m³
    const GM = 0.25 + 2 / 3 - 0.5
    const K = RHO * G * 4 * GM
    const expected = -2 * 0.08 * Math.sqrt(K * I.z) * 0.1
    expect(out.torque.z / out.limit).toBeCloseTo(expected, 6)
    expect(Math.abs(out.torque.x) + Math.abs(out.force.y)).toBeLessThan(1e-9)
  })
})

describe('the drag never adds energy and never reverses the motion (still water)', () => {
  it('random poses, velocities and absurd coefficients: kinetic energy after the step ≤ before', () => {
    const hull = createHull(boxMesh(2, 1, 4).positions, boxMesh(2, 1, 4).indices)
    let seed = 12345
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648
    const huge: DragOptions = {
      pressure: { linear: 1e7, quadratic: 1e7 },
      suction: { linear: 1e7, quadratic: 1e7 },
      radiation: { heave: 50, roll: 50, pitch: 50 },
      ueng: { heave: 1e3, pitch: 1e3, roll: 1e3 },
      angularMomentum: 1e3,
      slamming: { threshold: 1e-3, stopTime: 1e-4 },
    }
    for (const options of [{}, huge]) {
      for (let trial = 0; trial < 200; trial++) {
        const q = { x: random() - 0.5, y: random() - 0.5, z: random() - 0.5, w: random() - 0.5 }
        const n = Math.hypot(q.x, q.y, q.z, q.w)
        const m = 10 + 5000 * random()
        const I = { x: m * (0.1 + random()), y: m * (0.1 + random()), z: m * (0.1 + random()) }
        const state = body({
          position: { x: 0, y: 2 * random() - 1, z: 0 },
          quaternion: { x: q.x / n, y: q.y / n, z: q.z / n, w: q.w / n },
          velocity: { x: 20 * (random() - 0.5), y: 20 * (random() - 0.5), z: 20 * (random() - 0.5) },
          angularVelocity: { x: 10 * (random() - 0.5), y: 10 * (random() - 0.5), z: 10 * (random() - 0.5) },
          mass: m,
          inertia: I,
        })
        const dt = random() < 0.5 ? 1 / 60 : 0.5
        const wet = createWetSurface()
        const hydrostatics = computeHydrostatics(hull, state, flatWater(0), { wetSurface: wet })
        const model = createHydrodynamics(hull, options)
        const out = createHydrodynamicsResult()
        // a dry step first, so that slamming sees the swept volume appear
        model.compute(state, still, createWetSurface(), wetResult(0), { time: 0, dt, density: RHO, gravity: G }, out)
        model.compute(state, still, wet, hydrostatics, { time: 0, dt, density: RHO, gravity: G }, out)
        const before = kinetic(state, state.velocity, state.angularVelocity)
        const v = {
          x: state.velocity.x + (out.force.x / m) * dt,
          y: state.velocity.y + (out.force.y / m) * dt,
          z: state.velocity.z + (out.force.z / m) * dt,
        }
        const w = addInverseInertia(state, out.torque, dt)
        const after = kinetic(state, v, w)
        expect(after).toBeLessThanOrEqual(before * (1 + 1e-12))
        expect(out.power).toBeLessThanOrEqual(0)
      }
    }
  })
})

type V = { x: number; y: number; z: number }
function toBody(q: RigidBodyState['quaternion'], v: V, inverse: boolean): V {
  const { x, y, z, w } = q
  const m = [
    1 - 2 * (y * y + z * z),
    2 * (x * y - z * w),
    2 * (x * z + y * w),
    2 * (x * y + z * w),
    1 - 2 * (x * x + z * z),
    2 * (y * z - x * w),
    2 * (x * z - y * w),
    2 * (y * z + x * w),
    1 - 2 * (x * x + y * y),
  ]
  return inverse
    ? {
        x: m[0] * v.x + m[3] * v.y + m[6] * v.z,
        y: m[1] * v.x + m[4] * v.y + m[7] * v.z,
        z: m[2] * v.x + m[5] * v.y + m[8] * v.z,
      }
    : {
        x: m[0] * v.x + m[1] * v.y + m[2] * v.z,
        y: m[3] * v.x + m[4] * v.y + m[5] * v.z,
        z: m[6] * v.x + m[7] * v.y + m[8] * v.z,
      }
}
function kinetic(s: RigidBodyState, v: V, w: V): number {
  const b = toBody(s.quaternion, w, true)
  return (
    0.5 * s.mass * (v.x ** 2 + v.y ** 2 + v.z ** 2) +
    0.5 * (s.inertia.x * b.x ** 2 + s.inertia.y * b.y ** 2 + s.inertia.z * b.z ** 2)
  )
}
function addInverseInertia(s: RigidBodyState, torque: V, dt: number): V {
  const t = toBody(s.quaternion, torque, true)
  const dw = toBody(
    s.quaternion,
    { x: (t.x / s.inertia.x) * dt, y: (t.y / s.inertia.y) * dt, z: (t.z / s.inertia.z) * dt },
    false,
  )
  return { x: s.angularVelocity.x + dw.x, y: s.angularVelocity.y + dw.y, z: s.angularVelocity.z + dw.z }
}
