import { describe, expect, it } from 'vitest'
import { boxMesh, createHull } from 'react-three-buoyancy/core'
import { World } from 'cannon-es'
import { attachBuoyancy, createBuoyantBody } from 'react-three-buoyancy/cannon'
import { flatWater } from 'react-three-buoyancy/core'
import { knownModeStiffness, modeSearches, modeStiffness } from '../../../src/core/seakeeping/modeStiffness.js'

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

  it('leaves out the strip-theory table when not asked, and adds it later without a second equilibrium search', () => {
    const searches = modeSearches.calls
    const bare = modeStiffness(hull, 2500, 1025, 9.81, false)!
    expect(bare.radiation).toBeNull()
    expect(knownModeStiffness(hull, 2500, 1025, 9.81, false)).toBe(true)
    expect(knownModeStiffness(hull, 2500, 1025, 9.81)).toBe(false)
    const full = modeStiffness(hull, 2500, 1025, 9.81)!
    expect(full.radiation!.addedMass.heave!.length).toBeGreaterThan(0)
    expect(full.equilibrium).toBe(bare.equilibrium)
    expect(modeSearches.calls).toBe(searches + 1)
    // and a full result serves a bare request
    expect(modeStiffness(hull, 2500, 1025, 9.81, false)).toBe(full)
  })

  it('a body given a RadiationTable of its own is attached without strip theory', () => {
    const made = createBuoyantBody(hull, { mass: 1800 })
    const world = new World()
    world.gravity.set(0, -9.81, 0)
    world.addBody(made.body)
    const table = {
      frequencies: [0.5, 5],
      addedMass: { heave: [3000, 2000] },
      damping: { heave: [100, 50] },
    }
    attachBuoyancy(world, made.body, made.hull, flatWater(), { radiation: table })
    expect(knownModeStiffness(made.hull, made.body.mass, 1025, 9.81, false)).toBe(true)
    expect(knownModeStiffness(made.hull, made.body.mass, 1025, 9.81)).toBe(false)
  })
})
