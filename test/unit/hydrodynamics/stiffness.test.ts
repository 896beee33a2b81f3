import { describe, expect, it } from 'vitest'
import { createHydrodynamics, createHydrodynamicsResult, STIFF_HEAVE } from 'react-three-buoyancy/core'
import { G, RHO, body, bottomPlate, still, unitBox, wetResult, wetSurfaceOf } from './support.js'

// A body too light for the step: a 1 m² waterplane on 1 kg has ω = √(ρ g A / m) ≈ 100 rad/s, ω dt ≈ 1.7
// at 60 Hz (explicit semi-implicit Euler needs < 2 and resolves it badly above 1).

describe('stiffCorrection', () => {
  it('makes the heave step linearly implicit: v′ = (v + dt F / m + h² v_water) / (1 + h²)', () => {
    const dt = 1 / 60
    const state = body({ mass: 1, inertia: { x: 0.1, y: 0.1, z: 0.1 }, velocity: { x: 0, y: 0.4, z: 0 } })
    const model = createHydrodynamics(unitBox(), false)
    const out = createHydrodynamicsResult()
    model.compute(
      state,
      still,
      wetSurfaceOf(bottomPlate()),
      wetResult(0.001),
      { time: 0, dt, density: RHO, gravity: G },
      out,
    )
    const force = { x: 0, y: 30, z: 0 }
    const correction = { force: { x: 0, y: 0, z: 0 }, torque: { x: 0, y: 0, z: 0 } }
    const stiff = model.stiffCorrection(
      force,
      { x: 0, y: 0, z: 0 },
      { time: 0, dt, density: RHO, gravity: G },
      correction,
    )
    expect(stiff & STIFF_HEAVE).toBe(STIFF_HEAVE)
    const h2 = (RHO * G * 1 * dt * dt) / 1
    const implicit = (0.4 + dt * 30) / (1 + h2)
    expect(0.4 + ((30 + correction.force.y) / 1) * dt).toBeCloseTo(implicit, 12)
  })

  it('leaves an ordinary body alone (ω dt < 1)', () => {
    const dt = 1 / 60
    const model = createHydrodynamics(unitBox(), false)
    model.compute(
      body({ mass: 500 }),
      still,
      wetSurfaceOf(bottomPlate()),
      wetResult(0.5),
      { time: 0, dt, density: RHO, gravity: G },
      createHydrodynamicsResult(),
    )
    const correction = { force: { x: 1, y: 1, z: 1 }, torque: { x: 1, y: 1, z: 1 } }
    expect(
      model.stiffCorrection(
        { x: 0, y: 100, z: 0 },
        { x: 0, y: 0, z: 0 },
        { time: 0, dt, density: RHO, gravity: G },
        correction,
      ),
    ).toBe(0)
    expect(correction.force.y).toBe(0)
  })
})
