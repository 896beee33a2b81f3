import type { Body } from 'cannon-es'
import { describe, expect, it } from 'vitest'
import { boxMesh } from 'react-three-buoyancy/core'
import type { Hull } from 'react-three-buoyancy/core'
import { poseVertices, submergedBelow } from './reference/submerged.js'
import { G, RHO, float, report, run, SEEDS } from './support.js'

// Mechanical energy of a floating body in still water (level 0):
//   E = ½ m v² + ½ ωᵀ I ω + m g y_G + ρ g ∫_sub (0 − y) dV,
// the last term the potential of the hydrostatic pressure (its gradient is the buoyancy force and
// torque), from the divergence-theorem reference, not the library's hydrostatics. cannon-es's
// semi-implicit Euler holds velocities half a step after positions, so the kinetic energy after a step
// is paired with the mean potential of the positions before and after it: an O((ω dt)²) shadow of the
// true energy, ~1e-3 of it here, against which "never grows" and "conserved" are judged.

const barge = boxMesh(2, 1, 4)
const S = 0.5

function potential(hull: Hull, body: Body): number {
  const posed = { positions: poseVertices(hull.positions, body.position, body.quaternion), indices: hull.indices }
  const sub = submergedBelow(posed, 0)
  return body.mass * G * body.position.y - RHO * G * sub.moment[1]
}

function kinetic(body: Body): number {
  const v = body.velocity,
    w = body.angularVelocity,
    q = body.quaternion
  // ω in body axes, where the inertia is diagonal
  const c = { x: -q.x, y: -q.y, z: -q.z, w: q.w }
  const local = c.w !== 1 ? rotate(c, w) : { x: w.x, y: w.y, z: w.z }
  const I = body.inertia
  return (
    0.5 * body.mass * (v.x * v.x + v.y * v.y + v.z * v.z) +
    0.5 * (I.x * local.x ** 2 + I.y * local.y ** 2 + I.z * local.z ** 2)
  )
}

function rotate(q: { x: number; y: number; z: number; w: number }, v: { x: number; y: number; z: number }) {
  const { x, y, z, w } = q
  return {
    x: (1 - 2 * (y * y + z * z)) * v.x + 2 * (x * y - z * w) * v.y + 2 * (x * z + y * w) * v.z,
    y: 2 * (x * y + z * w) * v.x + (1 - 2 * (x * x + z * z)) * v.y + 2 * (y * z - x * w) * v.z,
    z: 2 * (x * z - y * w) * v.x + 2 * (y * z + x * w) * v.y + (1 - 2 * (x * x + y * y)) * v.z,
  }
}

/** The energy after every step of a disturbed barge (heave 5 cm, heel 5°, trim 2°), and the energy at rest. */
function energies(drag: boolean, steps: number): { series: number[]; rest: number } {
  const heel = (5 * Math.PI) / 180,
    trim = (2 * Math.PI) / 180
  const q = { x: Math.sin(trim / 2), y: 0, z: Math.sin(heel / 2), w: Math.cos(heel / 2) * Math.cos(trim / 2) }
  const f = float(barge, S, {
    position: { x: 0, y: 0.05, z: 0 },
    quaternion: q,
    buoyancy: drag ? SEEDS : { ...SEEDS, drag: false },
  })
  const rest = float(barge, S, { buoyancy: SEEDS })
  const restEnergy = potential(rest.hull, rest.body)
  const series: number[] = []
  let before = potential(f.hull, f.body)
  run(f.world, steps, () => {
    const after = potential(f.hull, f.body)
    series.push(kinetic(f.body) + 0.5 * (before + after))
    before = after
  })
  return { series, rest: restEnergy }
}

describe('energy of a floating barge in still water', () => {
  it('with the drag off, it is conserved within 10 % over 100 heave periods', () => {
    const periods = 100
    const heavePeriod = 2 * Math.PI * Math.sqrt(S / G)
    const { series, rest } = energies(false, Math.round((periods * heavePeriod) / (1 / 60)))
    const initial = series[0] - rest
    let worst = 0
    for (const e of series) worst = Math.max(worst, Math.abs(e - rest - initial) / initial)
    report('drag off: worst energy deviation over 100 heave periods (fraction of the initial)', 0, worst)
    expect(initial).toBeGreaterThan(0)
    expect(worst).toBeLessThan(0.1)
  })

  it("with the drag on, it never grows (not even by the integrator's own wobble), and decays to rest", () => {
    const off = energies(false, 60 * 30)
    const on = energies(true, 60 * 30)
    // the integrator's own step-to-step wobble of this energy measure, drag off
    let wobble = 0
    for (let i = 1; i < off.series.length; i++) wobble = Math.max(wobble, off.series[i] - off.series[i - 1])
    let worstRise = 0
    for (let i = 1; i < on.series.length; i++) worstRise = Math.max(worstRise, on.series[i] - on.series[i - 1])
    const initial = on.series[0] - on.rest
    const final = on.series[on.series.length - 1] - on.rest
    report('drag on: worst one-step energy rise (J), against the drag-off wobble', wobble, worstRise, ' J')
    report('drag on: energy left after 30 s (fraction)', 0, final / initial)
    expect(wobble).toBeGreaterThan(1e-7 * initial)
    expect(worstRise).toBeLessThanOrEqual(1e-9 * initial)
    expect(final / initial).toBeLessThan(1e-3)
  })
})
