import { describe, expect, it } from 'vitest'
import { boxMesh, createHull } from 'react-three-buoyancy/core'
import { modeStiffness } from '../../../src/core/seakeeping/modeStiffness.js'

// A 4 × 1 × 2 m box (x × y × z) of 2,050 kg in sea water floats at a draft of 2050 / (1025 × 8) = 0.25 m.
describe('modeStiffness', () => {
  const box = boxMesh(4, 1, 2)
  const hull = createHull(box.positions, box.indices)
  // the box's centre of mass is its centroid, 0.25 m above its keel at this draft: the box's still-water
  // restoring by the closed forms of a wall-sided box (KB = T/2, BM = I/V)
  const rhoG = 1025 * 9.81
  const draft = 0.25
  const volume = 4 * 2 * draft
  const kg = 0.5

  it('gives the closed-form heave, roll and pitch stiffness of a floating box', () => {
    const modes = modeStiffness(hull, 2050, 1025, 9.81)!
    expect(modes.draft).toBeCloseTo(draft, 6)
    expect(modes.heave).toBeCloseTo(rhoG * 8, 3)
    const gmAcross = draft / 2 + (4 * 2 ** 3) / 12 / volume - kg
    const gmAlong = draft / 2 + (2 * 4 ** 3) / 12 / volume - kg
    // roll about the length (x) uses the beam (z), pitch about z the length
    expect(modes.roll / (rhoG * volume * gmAcross)).toBeCloseTo(1, 5)
    expect(modes.pitch / (rhoG * volume * gmAlong)).toBeCloseTo(1, 5)
  })

  it('remembers a hull’s modes per loading (what <Buoyant> computes ahead of the attachment)', () => {
    const first = modeStiffness(hull, 1500, 1025, 9.81)
    expect(modeStiffness(hull, 1500, 1025, 9.81)).toBe(first)
    const heavier = modeStiffness(hull, 3000, 1025, 9.81)!
    expect(heavier).not.toBe(first)
    expect(heavier.draft).toBeCloseTo(3000 / (1025 * 8), 6)
    expect(Object.isFrozen(heavier)).toBe(true)
  })
})
