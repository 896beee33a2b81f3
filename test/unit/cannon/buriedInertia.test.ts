import { describe, expect, it } from 'vitest'
import { createBuoyantBody } from '../../../src/cannon/internal.js'
import { createSeakeeping } from '../../../src/cannon/seakeeping.js'
import { boxMesh, createHull, createHydrostaticsResult, createWaves } from '../../../src/core/internal.js'

// A body a crest has buried (seakeeping.ts addBuriedInertia): with the whole hull under water, the force
// the seakeeping adds on a body at rest is Morison's inertia force, its added mass times the water's
// acceleration, against the closed form of a linear deep-water wave's orbital acceleration at the
// depth below the local surface (Wheeler): a_x = −A ω² e^{−k d} cos θ, a_y = −A ω² e^{−k d} sin θ.
describe("a buried body's inertia force (radiation 'auto')", () => {
  const RHO = 1025,
    G = 9.81
  const hull = createHull(boxMesh(1, 0.2, 1.5).positions, boxMesh(1, 0.2, 1.5).indices)
  const waves = createWaves([{ amplitude: 0.8, wavelength: 25, phase: 0.3 }], { gravity: G })
  const { amplitude, wavenumber: k, angularFrequency: omega } = waves.components[0]

  /** the force the seakeeping adds at time t to a body at rest, `depth` under the local surface, displacing `volume` */
  function added(volume: number, depth: number, t: number) {
    const made = createBuoyantBody(hull, { density: 0.3 * RHO })
    // the seeds' wave pressure: no Froude–Krylov correction and no diffraction estimate, only radiation
    const seakeeping = createSeakeeping(made.body, made.hull, waves, 'hydrostatic', 'auto', RHO, G, 'test')
    const x = 3.1
    const y = waves.heightAt(x, 0, t) - depth
    made.body.position.set(x, y, 0)
    const last = createHydrostaticsResult()
    last.displacedVolume = volume
    last.centerOfBuoyancy.x = x
    last.centerOfBuoyancy.y = y
    last.centerOfBuoyancy.z = 0
    const ft = new Float64Array(6)
    seakeeping.add(null, { time: t, dt: 1 / 60, density: RHO, gravity: G }, last, ft)
    const theta = k * x - omega * t + 0.3
    const decay = Math.exp(-k * depth)
    const water = [
      -amplitude * omega * omega * decay * Math.cos(theta),
      -amplitude * omega * omega * decay * Math.sin(theta),
    ]
    return { ft, water, addedMass: seakeeping.addedMass, equilibrium: 0.3 * hull.volume }
  }

  it('wholly under: the added mass times the water’s acceleration at the centre of buoyancy, per axis', () => {
    for (const t of [0.4, 1.7, 3.2]) {
      const { ft, water, addedMass } = added(hull.volume, 1.2, t)
      // (surge along x, heave along y: MODES order; 'auto' estimates heave, roll and pitch, so surge's is 0)
      expect(addedMass[1]).toBeGreaterThan(0.3 * RHO * hull.volume)
      expect(Math.abs(ft[1] / (addedMass[1] * water[1]) - 1)).toBeLessThan(1e-5)
      expect(ft[0]).toBeCloseTo(addedMass[0] * water[0], 6)
      expect(ft[2]).toBeCloseTo(0, 6)
    }
  })

  it('fades in with how far under the still-water draft the body is: half of it half way, none at the draft', () => {
    const t = 1.1
    const whole = added(hull.volume, 0.6, t)
    const spare = hull.volume - whole.equilibrium
    // the still-water draft of the box: V_eq is 0.3 of its volume (its density)
    const half = added(whole.equilibrium + 0.5 * spare, 0.6, t)
    expect(half.ft[1] / whole.ft[1]).toBeCloseTo(0.5, 3)
    const atDraft = added(whole.equilibrium, 0.6, t)
    expect(atDraft.ft[1]).toBe(0)
    expect(atDraft.ft[0]).toBe(0)
  })
})
