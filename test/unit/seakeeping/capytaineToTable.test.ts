import { describe, expect, it } from 'vitest'
import { resolveRadiationTable } from '../../../src/core/internal.js'
// @ts-expect-error plain JS script
import { tableFromCapytaine } from '../../../scripts/capytaineToTable.mjs'

// scripts/capytaineToTable.mjs: capytaine's axes (x along, y to port, z up) to the library's (x along, y up,
// z across), frequencies sorted, and the diffraction force carried with the signs that change.
describe('capytaineToTable', () => {
  const result = {
    omega_rad_s: [2, 1],
    added_mass: { Heave: [20, 10], Pitch: [200, 100] },
    radiation_damping: { Heave: [2, 1], Pitch: [0.2, 0.1] },
    diffraction_force: {
      beta_rad: [0, Math.PI / 2],
      Heave: {
        re: [
          [3, 4],
          [5, 6],
        ],
        im: [
          [-3, -4],
          [-5, -6],
        ],
      },
      Sway: {
        re: [
          [0, 0],
          [7, 8],
        ],
        im: [
          [0, 0],
          [1, 2],
        ],
      },
      Pitch: {
        re: [
          [9, 10],
          [0, 0],
        ],
        im: [
          [11, 12],
          [0, 0],
        ],
      },
    },
  }

  it('sorts the frequencies and keeps the diagonal coefficients as they are', () => {
    const table = tableFromCapytaine(result)
    expect(table.frequencies).toEqual([1, 2])
    expect(table.addedMass.heave).toEqual([10, 20])
    expect(table.damping.pitch).toEqual([0.1, 0.2])
  })

  it("turns the diffraction force into the library's axes: sway, pitch and the heading change sign", () => {
    const table = tableFromCapytaine(result)
    expect(table.diffraction.headings).toEqual([-0, -Math.PI / 2])
    expect(table.diffraction.real.heave).toEqual([
      [4, 3],
      [6, 5],
    ])
    expect(table.diffraction.imaginary.heave).toEqual([
      [-4, -3],
      [-6, -5],
    ])
    expect(table.diffraction.real.sway).toEqual([
      [-0, -0],
      [-8, -7],
    ])
    expect(table.diffraction.imaginary.pitch).toEqual([
      [-12, -11],
      [-0, -0],
    ])
    // and the library accepts it
    expect(resolveRadiationTable(table, 'test').diffraction?.headings).toEqual(Float64Array.of(0, 1.5 * Math.PI))
  })

  it('turns the coupled terms into the library axes: surge–pitch and sway–roll change sign', () => {
    const table = tableFromCapytaine({
      ...result,
      // frequencies in the input's order (2, then 1 rad/s)
      coupling_added_mass: { surge_pitch_A15: [7, 5], sway_roll_A24: [-3, 2], heave_pitch_A35: [4, -6] },
      coupling_radiation_damping: { surge_pitch_A15: [0.07, 0.05], heave_pitch_A35: [0.04, 0.06] },
    })
    // sway–roll has no damping: left out (the memory is made from it); capytaine's pitch is minus ours
    expect(table.coupling).toEqual({
      surgePitch: { addedMass: [-5, -7], damping: [-0.05, -0.07] },
      heavePitch: { addedMass: [6, -4], damping: [-0.06, -0.04] },
    })
    // a table with no coupled damping at all has no coupling
    expect(tableFromCapytaine({ ...result, coupling_added_mass: { surge_pitch_A15: [7, 5] } }).coupling).toBeUndefined()
  })
})
