import { describe, expect, it } from 'vitest'
import { createHydrodynamics, createHydrodynamicsResult } from 'react-three-buoyancy/core'
import { frictionCoefficient } from '../../../src/core/internal.js'
import { RHO, body, bottomPlate, flowing, only, still, topPlate, unitBox, wetResult, wetSurfaceOf } from './support.js'

// Kerner's per-triangle drag (docs/PHYSICS.md §3) on flat plates, against the formulas written out here. The
// body is heavy (10⁶ kg) so that the dissipation limit stays within 1e-5 of 1; the force is compared
// after dividing it out (out.limit is the factor it applied).

const DT = 1 / 60

function drag(options: object, state = body(), plates = bottomPlate(), water: object = still) {
  const model = createHydrodynamics(unitBox(), options)
  const out = createHydrodynamicsResult()
  model.compute(
    state,
    water as never,
    wetSurfaceOf(plates),
    wetResult(),
    { time: 0, dt: DT, density: RHO, gravity: 9.81 },
    out,
  )
  expect(out.limit).toBeGreaterThan(0.9999)
  return { fx: out.force.x / out.limit, fy: out.force.y / out.limit, fz: out.force.z / out.limit, out }
}

describe('pressure drag', () => {
  it('a bottom moving down into the water at 2 m/s: F = (C_PD1 q + C_PD2 q²) S, up', () => {
    const { fx, fy, fz } = drag(only('pressure'), body({ velocity: { x: 0, y: -2, z: 0 } }))
    expect(fy).toBeCloseTo(100 * 2 + 500 * 4, 6)
    expect(Math.abs(fx) + Math.abs(fz)).toBeLessThan(1e-9)
  })

  it('at 60° from its normal: × cos θ^f_P along the normal (f_P = 0.5 and 1), with v_r scaling q', () => {
    const v = { x: 2 * Math.sin(Math.PI / 3), y: -2 * Math.cos(Math.PI / 3), z: 0 }
    const half = drag(only('pressure'), body({ velocity: v }))
    expect(half.fy).toBeCloseTo((100 * 2 + 500 * 4) * Math.sqrt(0.5), 6)
    expect(Math.abs(half.fx)).toBeLessThan(1e-9)
    const linear = drag(
      { ...only('pressure'), referenceSpeed: 2, pressure: { linear: 10, quadratic: 40, falloff: 1 } },
      body({ velocity: v }),
    )
    expect(linear.fy).toBeCloseTo((10 * 1 + 40 * 1) * 0.5, 9)
  })

  it('is relative to the water: a still plate in water rising at 2 m/s feels what a plate sinking at 2 m/s does', () => {
    for (const waterVelocity of ['linear', 'exact'] as const) {
      const { fy } = drag({ ...only('pressure'), waterVelocity }, body(), bottomPlate(), flowing({ x: 0, y: 2, z: 0 }))
      expect(fy).toBeCloseTo(2200, 6)
    }
    const ignored = drag(
      { ...only('pressure'), waterVelocity: 'still' },
      body(),
      bottomPlate(),
      flowing({ x: 0, y: 2, z: 0 }),
    )
    expect(ignored.fy).toBe(0)
  })

  it('an off-centre plate turns the body: torque r × F about the centre of mass', () => {
    const { fy, out } = drag(only('pressure'), body({ velocity: { x: 0, y: -1, z: 0 } }), bottomPlate(-0.5, 2, 0))
    expect(out.torque.z / out.limit).toBeCloseTo(2 * fy, 6)
  })
})

describe('suction drag', () => {
  it('a bottom rising out of the water at 2 m/s is pulled back: F = −(C_SD1 q + C_SD2 q²) S', () => {
    const { fy } = drag(only('suction'), body({ velocity: { x: 0, y: 2, z: 0 } }))
    expect(fy).toBeCloseTo(-(100 * 2 + 250 * 4), 6)
  })

  it('a top face moving down is a face moving away from the water behind it: suction, pulling up', () => {
    const { fy } = drag(only('suction'), body({ velocity: { x: 0, y: -1, z: 0 } }), topPlate())
    expect(fy).toBeCloseTo(100 + 250, 6)
  })
})

describe('viscous drag (ITTC-57)', () => {
  it('C_f = 0.075 / (log10 Rn − 2)², held at Rn = 1e5 below', () => {
    expect(frictionCoefficient(1e6)).toBeCloseTo(0.075 / 16, 15)
    expect(frictionCoefficient(1e9)).toBeCloseTo(0.075 / 49, 15)
    expect(frictionCoefficient(100)).toBe(frictionCoefficient(1e5))
    expect(frictionCoefficient(0)).toBe(0.075 / 9)
    expect(frictionCoefficient(NaN)).toBe(0.075 / 9)
  })

  it('a plate sliding along itself at 3 m/s: F = −½ ρ C_f S v², Rn from the hull length (1 m) and ν = 1e-6', () => {
    const { fx, fy } = drag(only('viscous'), body({ velocity: { x: 3, y: 0, z: 0 } }))
    const cf = 0.075 / (Math.log10(3e6) - 2) ** 2
    expect(fx).toBeCloseTo(-0.5 * RHO * cf * 9, 9)
    expect(Math.abs(fy)).toBeLessThan(1e-12)
    const longer = drag(
      { ...only('viscous'), viscous: { length: 10, kinematicViscosity: 2e-6 } },
      body({ velocity: { x: 3, y: 0, z: 0 } }),
    )
    expect(longer.fx).toBeCloseTo(-0.5 * RHO * (0.075 / (Math.log10(1.5e7) - 2) ** 2) * 9, 9)
  })
})

describe('slamming', () => {
  it('a bottom hitting the water at 10 m/s: full ramp, stopping (2 S_i / S) m v / stopTime; none once in', () => {
    // S = 6 m² (unit box), dt = 1/60: Γ = (1 m² · 10 m/s − 0) / (6 m² · dt) = 100 m/s², the default threshold
    const state = body({ velocity: { x: 0, y: -10, z: 0 }, mass: 1000 })
    const model = createHydrodynamics(unitBox(), only('slamming'))
    const out = createHydrodynamicsResult()
    model.compute(state, still, wetSurfaceOf([]), wetResult(0), { time: 0, dt: DT, density: RHO, gravity: 9.81 }, out)
    expect(out.force.y).toBe(0)
    model.compute(
      state,
      still,
      wetSurfaceOf(bottomPlate()),
      wetResult(),
      { time: 0, dt: DT, density: RHO, gravity: 9.81 },
      out,
    )
    expect(out.slamming).toBeCloseTo(1, 12)
    const full = (((2 * 1) / 6) * 1000 * 10) / 0.05
    expect(out.force.y / out.limit).toBeCloseTo(full, 6)
    // it is strong: the limit scales it to the exponential stop, (1 − e^{−λ dt}) / (λ dt) with λ = F / (m v)
    const lambda = full / (1000 * 10)
    expect(out.limit).toBeCloseTo(-Math.expm1(-lambda * DT) / (lambda * DT), 12)
    model.compute(
      state,
      still,
      wetSurfaceOf(bottomPlate()),
      wetResult(),
      { time: 0, dt: DT, density: RHO, gravity: 9.81 },
      out,
    )
    expect(out.slamming).toBe(0)
    expect(out.force.y).toBe(0)
  })

  it('a gentle entry (1 m/s) slams (Γ / Γ_max)² = 1 %', () => {
    const state = body({ velocity: { x: 0, y: -1, z: 0 }, mass: 1000 })
    const model = createHydrodynamics(unitBox(), only('slamming'))
    const out = createHydrodynamicsResult()
    model.compute(state, still, wetSurfaceOf([]), wetResult(0), { time: 0, dt: DT, density: RHO, gravity: 9.81 }, out)
    model.compute(
      state,
      still,
      wetSurfaceOf(bottomPlate()),
      wetResult(),
      { time: 0, dt: DT, density: RHO, gravity: 9.81 },
      out,
    )
    expect(out.slamming).toBeCloseTo(0.01, 12)
  })
})
