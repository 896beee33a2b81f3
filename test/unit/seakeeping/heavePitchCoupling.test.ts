import { describe, expect, it } from 'vitest'
import {
  choleskySolve,
  computeHydrostatics,
  flatWater,
  frequencyBracket,
  HEAVE,
  modeStiffness,
  naturalFrequency,
  coefficientAt,
  PITCH,
  resolveRadiationTable,
} from '../../../src/core/internal.js'
import { firstHarmonic, referenceBody, G, RHO } from './rao.js'

// radiation 'auto' on a hull that is not symmetric fore and aft: strip theory's heave–pitch coupling
// A₃₅ = Σ x a₃₃ Δx, B₃₅ (stripTheory.ts), constant at √(ω₃ ω₅) like the diagonal at each ω_n, the added
// mass in the effective mass (seakeeping.ts, coupleAddedMass).

describe('choleskySolve', () => {
  it('solves a symmetric positive definite system and refuses one that is not', () => {
    // S = Lᵀ-free check: S x = b with S known and x chosen
    const s = [4, 1, 2, 1, 5, 3, 2, 3, 6]
    const x = [1, -2, 0.5]
    const b = Float64Array.from([0, 1, 2], (i) => s[3 * i] * x[0] + s[3 * i + 1] * x[1] + s[3 * i + 2] * x[2])
    expect(choleskySolve(Float64Array.from(s), 3, b)).toBe(true)
    b.forEach((value, i) => expect(value).toBeCloseTo(x[i], 12))
    // indefinite: eigenvalues 3 and −1
    expect(choleskySolve(Float64Array.of(1, 2, 2, 1), 2, Float64Array.of(1, 1))).toBe(false)
    expect(choleskySolve(Float64Array.of(NaN, 0, 0, 1), 2, Float64Array.of(1, 1))).toBe(false)
  })
})

describe("radiation 'auto': heave–pitch coupling", () => {
  it('is there for the boat (bow and stern differ) and absent for the barge (a box)', () => {
    const coupling = (name: 'barge' | 'boat') => {
      const { body, hull } = referenceBody(name, flatWater(0), { drag: false })
      const table = modeStiffness(hull, body.mass, RHO, G)!.radiation!
      const pair = table.coupling!.heavePitch!
      return table.frequencies.map(
        (_, i) => pair.addedMass[i] / Math.sqrt(table.addedMass.heave![i] * table.addedMass.pitch![i]),
      )
    }
    // A₃₅ / √(A₃₃ A₅₅): measured −0.08 … −0.11 for the boat over its table, below 1e-4 for the barge
    for (const r of coupling('boat')) expect(Math.abs(r)).toBeGreaterThan(0.05)
    for (const r of coupling('barge')) expect(Math.abs(r)).toBeLessThan(1e-3)
  })

  // A pitch moment M sin ωt on the boat in still water makes it heave too. Against the two-degree-of-freedom
  // frequency response of the coefficients the body was given,
  //   [C₃₃ − ω² (m + A₃₃) − iω B₃₃,  C₃₅ − ω² A₃₅ − iω B₃₅;  C₅₃ − ω² A₃₅ − iω B₃₅,  C₅₅ − ω² (I + A₅₅) − iω B₅₅] x = (0, M),
  // C from the exact hydrostatics by finite differences (C₃₅ ≠ 0: the waterplane's centre is not under G).
  // Without the coupling the boat hardly heaves here (under 1 % of the response's: its C₃₅ is small).
  it.each([3, 3.5, 5])('at T = %s s: heave and pitch of the coupled frequency response within 5 %', (period) => {
    const probe = referenceBody('boat', flatWater(0), { drag: false })
    const table = resolveRadiationTable(modeStiffness(probe.hull, probe.body.mass, RHO, G)!.radiation!, 'test')
    const stiffness = restoring(probe)
    const mass = probe.body.mass,
      inertia = probe.body.inertia.z
    const w3 = naturalFrequency(table, HEAVE, stiffness[0], mass),
      w5 = naturalFrequency(table, PITCH, stiffness[3], inertia)
    const { lower, upper, fraction } = frequencyBracket(table.frequencies, Math.sqrt(w3 * w5))
    const pair = table.coupling.find((c) => c.modes[0] === HEAVE && c.modes[1] === PITCH)!
    const at = (values: Float64Array) => values[lower] + fraction * (values[upper] - values[lower])
    const a33 = coefficientAt(table, table.addedMass, HEAVE, w3),
      b33 = coefficientAt(table, table.damping, HEAVE, w3)
    const a55 = coefficientAt(table, table.addedMass, PITCH, w5),
      b55 = coefficientAt(table, table.damping, PITCH, w5)
    const a35 = at(pair.addedMass),
      b35 = at(pair.damping)

    const omega = (2 * Math.PI) / period
    const moment = 0.001 * stiffness[3]
    const f = referenceBody('boat', flatWater(0), { drag: false }, (world, body) => {
      world.addEventListener('preStep', () => {
        body.torque.z += moment * Math.sin(omega * world.time)
      })
    })
    const dt = 1 / 60,
      settle = 40
    const y0 = f.body.position.y
    const heave = firstHarmonic(),
      pitch = firstHarmonic()
    for (let i = 0; i < Math.round((settle + 4 * period) / dt); i++) {
      f.world.step(dt)
      if (f.world.time <= settle) continue
      heave.add(f.body.position.y - y0, omega * f.world.time)
      pitch.add(2 * (f.body.quaternion.w < 0 ? -1 : 1) * f.body.quaternion.z, omega * f.world.time)
    }
    const heaveAmplitude = heave.amplitude()
    const pitchAmplitude = pitch.amplitude()

    type C = [number, number]
    const mul = (p: C, q: C): C => [p[0] * q[0] - p[1] * q[1], p[0] * q[1] + p[1] * q[0]]
    const div = (p: C, q: C): C => {
      const d = q[0] * q[0] + q[1] * q[1]
      return [(p[0] * q[0] + p[1] * q[1]) / d, (p[1] * q[0] - p[0] * q[1]) / d]
    }
    const w2 = omega * omega
    const z33: C = [stiffness[0] - w2 * (mass + a33), -omega * b33]
    const z35: C = [stiffness[1] - w2 * a35, -omega * b35]
    const z53: C = [stiffness[2] - w2 * a35, -omega * b35]
    const z55: C = [stiffness[3] - w2 * (inertia + a55), -omega * b55]
    // z33 x3 + z35 x5 = 0, z53 x3 + z55 x5 = M → x5 = M / (z55 − z53 z35 / z33), x3 = −z35 x5 / z33
    const reduced = div(mul(z53, z35), z33)
    const x5 = div([moment, 0], [z55[0] - reduced[0], z55[1] - reduced[1]])
    const x3 = div(mul(z35, x5), z33)
    expect(Math.abs(pitchAmplitude / Math.hypot(...x5) - 1)).toBeLessThan(0.05)
    expect(Math.abs(heaveAmplitude / Math.hypot(...x3) - 1)).toBeLessThan(0.05)
  })
})

/**
 * C₃₃, C₃₅, C₅₃, C₅₅ of the body at its equilibrium: minus the change of the exact hydrostatic force's
 * y and its moment about G's z per metre of heave and per radian of pitch (central differences, the
 * weight acting at G adds to neither).
 */
function restoring(probe: ReturnType<typeof referenceBody>): number[] {
  const pose = probe.equilibrium.pose
  const load = (dy: number, dtheta: number) => {
    const half = dtheta / 2
    // the equilibrium's quaternion turned by dθ about the world's z (the boat floats level)
    const q = pose.quaternion
    const c = Math.cos(half),
      s = Math.sin(half)
    const quaternion = {
      x: c * q.x - s * q.y,
      y: c * q.y + s * q.x,
      z: c * q.z + s * q.w,
      w: c * q.w - s * q.z,
    }
    const position = { x: pose.position.x, y: pose.position.y + dy, z: pose.position.z }
    const r = computeHydrostatics(probe.hull, { position, quaternion }, flatWater(0), {
      gravity: G,
      density: RHO,
      torqueAbout: position,
    })
    return [r.force.y, r.torque.z]
  }
  const h = 1e-3,
    a = 1e-4
  const up = load(h, 0),
    down = load(-h, 0),
    bow = load(0, a),
    stern = load(0, -a)
  return [
    -(up[0] - down[0]) / (2 * h),
    -(bow[0] - stern[0]) / (2 * a),
    -(up[1] - down[1]) / (2 * h),
    -(bow[1] - stern[1]) / (2 * a),
  ]
}
