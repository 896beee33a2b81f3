import { describe, expect, it } from 'vitest'
import { computeStepHydrostatics, createWaves, createWetSurface } from '../../../src/core/internal.js'
import {
  AT_SCALE,
  AT_SIZE,
  AT_TIME,
  AT_X,
  AT_Z,
  AXIS_X,
  AXIS_Z,
  createTableDiffraction,
  HEAVE,
  PITCH,
  resolveRadiationTable,
} from '../../../src/core/internal.js'
import type { RadiationTable } from '../../../src/core/internal.js'
import { createSeakeeping } from '../../../src/cannon/seakeeping.js'
import { diffractionTable } from './excitation.js'
import { G, referenceBody, RHO } from './rao.js'
import type { BodyName } from './rao.js'
import { atPeriod, BEAM, bem, HEAD } from './reference.js'
// @ts-expect-error plain JS script
import { tableFromCapytaine } from '../../../scripts/capytaineToTable.mjs'

// A table's diffraction force (RadiationTable.diffraction, core/seakeeping/tableDiffraction.ts): its phase
// convention and heading against the formula it documents, and on the reference bodies held in a regular
// wave, where the Froude–Krylov force plus the table's diffraction must be the BEM's whole excitation.

const waves = (period: number, direction: number, amplitude = 0.25) =>
  createWaves([{ amplitude, wavelength: (G * period * period) / (2 * Math.PI), direction, phase: 0.4 }], {
    gravity: G,
  })

describe('the force of one component', () => {
  const two: RadiationTable = {
    frequencies: [1, 2],
    addedMass: {},
    damping: {},
    diffraction: {
      headings: [0, Math.PI],
      real: {
        heave: [
          [1000, 2000],
          [3000, 4000],
        ],
      },
      imaginary: {
        heave: [
          [500, 500],
          [0, 0],
        ],
      },
    },
  }

  it('is Re(X a e^{iψ}), ψ the phase of the elevation a sin θ at the body: a (Re X sin θ + Im X cos θ)', () => {
    const sea = waves((2 * Math.PI) / 1.5, 0, 0.3)
    const diffraction = createTableDiffraction(resolveRadiationTable(two, 'test'), sea.components)
    const at = new Float64Array(AT_SIZE)
    at[AT_X] = 3.2
    at[AT_Z] = -1.1
    at[AXIS_X] = 1
    at[AT_TIME] = 7.3
    at[AT_SCALE] = 1
    const out = new Float64Array(6)
    diffraction?.add(at, out)
    const [c] = sea.components
    const theta = c.kx * 3.2 + c.kz * -1.1 - c.angularFrequency * 7.3 + c.phase
    // at 1.5 rad/s, halfway between the table's frequencies, heading 0
    expect(out[HEAVE]).toBeCloseTo(0.3 * (1500 * Math.sin(theta) + 500 * Math.cos(theta)), 6)
    // the elevation there is a sin θ: the force in phase with it is the real part
    expect(sea.heightAt(3.2, -1.1, 7.3)).toBeCloseTo(0.3 * Math.sin(theta), 12)
    expect(out[PITCH]).toBe(0)
  })

  it("reads the heading relative to the body's: between two headings linearly, round the circle", () => {
    const sea = waves((2 * Math.PI) / 1.5, Math.PI / 2)
    const diffraction = createTableDiffraction(resolveRadiationTable(two, 'test'), sea.components)
    const at = new Float64Array(AT_SIZE)
    at[AT_SCALE] = 1
    const [c] = sea.components
    const theta = -c.angularFrequency * at[AT_TIME] + c.phase
    const heaveAt = (axisX: number, axisZ: number) => {
      at[AXIS_X] = axisX
      at[AXIS_Z] = axisZ
      const out = new Float64Array(6)
      diffraction?.add(at, out)
      return out[HEAVE] / (0.25 * Math.sin(theta))
    }
    // waves toward +z on a body along +x: β = π/2, halfway from heading 0 (1500 + 500 i) to π (3500)
    expect(heaveAt(1, 0)).toBeCloseTo(2500 + (250 * Math.cos(theta)) / Math.sin(theta), 6)
    // the body along +z: β = 0; along −x: β = −π/2 ≡ 3π/2, halfway from π back round to 0
    expect(heaveAt(0, 1)).toBeCloseTo(1500 + (500 * Math.cos(theta)) / Math.sin(theta), 6)
    expect(heaveAt(-2, 0)).toBeCloseTo(2500 + (250 * Math.cos(theta)) / Math.sin(theta), 6)
  })

  it('checks the table: headings, shapes and numbers, naming what is wrong', () => {
    const bad = (diffraction: unknown) => () =>
      resolveRadiationTable({ ...two, diffraction } as RadiationTable, 'attachBuoyancy')
    expect(bad({ ...two.diffraction, headings: [] })).toThrow(/diffraction.headings must be a non-empty array/)
    expect(bad({ ...two.diffraction, headings: [0, 2 * Math.PI] })).toThrow(/are the same heading/)
    expect(bad({ ...two.diffraction, real: { heave: [[1, 2]] } })).toThrow(
      /diffraction.real.heave must be an array of 2 arrays \(one per heading\)/,
    )
    expect(bad({ ...two.diffraction, imaginary: { heave: [[1], [2, 3]] } })).toThrow(
      /diffraction.imaginary.heave\[0\] must be an array of 2 numbers/,
    )
    expect(
      bad({
        ...two.diffraction,
        real: {
          heave: [
            [1, NaN],
            [3, 4],
          ],
        },
      }),
    ).toThrow(/diffraction.real.heave\[0\]\[1\] must be a finite number, got NaN/)
    expect(
      bad({
        ...two.diffraction,
        real: {
          bob: [
            [1, 2],
            [3, 4],
          ],
        },
      }),
    ).toThrow(/real.bob is not a mode/)
  })
})

/**
 * First harmonic per m of wave of the force of `mode` (ours in a body held at its equilibrium: the
 * hydrostatics with the Froude–Krylov correction and the seakeeping terms, which at rest are the
 * diffraction force).
 */
function heldExcitation(name: BodyName, period: number, direction: number, index: number): number {
  const sea = waves(period, direction)
  const table = { ...tableFromCapytaine(bem(name)), diffraction: diffractionTable(name) }
  const f = referenceBody(name, sea, { radiation: false })
  f.world.step(1 / 60)
  const seakeeping = createSeakeeping(f.body, f.hull, sea, 'froudeKrylov', table, RHO, G, 'test')
  const wet = createWetSurface()
  const samples = 32
  let c = 0,
    s = 0
  for (let i = 0; i < samples; i++) {
    const t = (i / samples) * period
    const last = computeStepHydrostatics(f.hull, f.body, sea, {
      time: t,
      gravity: G,
      density: RHO,
      wetSurface: wet,
      torqueAbout: f.body.position,
    })
    const ft = Float64Array.of(last.force.x, last.force.y, last.force.z, last.torque.x, last.torque.y, last.torque.z)
    const step = { time: t, dt: 1 / 60, density: RHO, gravity: G }
    // the boat's correction is taken on its proxy, which the caller clips (as attachBuoyancy does)
    const proxy = seakeeping.proxyPass(step)
    if (proxy !== null) computeStepHydrostatics(proxy.hull, f.body, sea, proxy.options, proxy.result)
    seakeeping.add(wet, step, last, ft)
    c += ft[index] * Math.cos((2 * Math.PI * i) / samples)
    s += ft[index] * Math.sin((2 * Math.PI * i) / samples)
  }
  return (2 * Math.hypot(c, s)) / samples / 0.25
}

describe("the reference bodies held in a regular wave: Froude–Krylov + the table's diffraction = the BEM's excitation", () => {
  it.each([
    ['barge', 'head', 'Heave', 3],
    ['barge', 'head', 'Heave', 4],
    ['barge', 'head', 'Heave', 6],
    ['barge', 'head', 'Pitch', 4],
    ['barge', 'beam', 'Heave', 4],
    ['boat', 'beam', 'Heave', 3],
    ['boat', 'beam', 'Heave', 6],
  ] as const)('%s, %s seas, %s at T = %s s within 6 %', (name, heading, mode, period) => {
    // the bound is our Froude–Krylov force's: the table's phases put |F + D| at the BEM's |total| for the
    // BEM's |F|, and ours is 10 % above the BEM's for the boat at 3 s (5.0 % off in the total)
    const key = heading === 'head' ? HEAD : BEAM
    const got = heldExcitation(name, period, heading === 'head' ? 0 : Math.PI / 2, mode === 'Heave' ? 1 : 5)
    const ref = bem(name)
    expect(Math.abs(got / atPeriod(ref, ref.excitation_amplitude_per_m[key][mode].total, period) - 1)).toBeLessThan(
      0.06,
    )
  })
})
