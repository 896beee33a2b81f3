import { describe, expect, it } from 'vitest'
import { createFlooding, findEquilibrium, flatWater } from 'react-three-buoyancy/core'
import type { Equilibrium, Loading } from 'react-three-buoyancy/core'
import { RHO, boxHull } from './fixtures.js'

// Box barge L × D × B = 20 × 4 × 6 m, bilged amidships: a compartment l = 4 m long across the full
// breadth and depth, holed in the bottom. Quasi-static: at each step the barge rests at the
// equilibrium of its dry weight plus the flood water (level inside, so with its free surface), and
// the flood steps at that pose. Lost buoyancy: the intact waterplane (L − l) B carries the
// displacement, so the final draft is T' = T L / (L − l); the barge sinks when T' > D.
const L = 20,
  D = 4,
  B = 6,
  l = 4
const hull = boxHull(L, D, B)

function flood(draft: number) {
  const flooding = createFlooding(hull, [
    {
      box: { center: { x: 0, y: 0, z: 0 }, size: { x: l, y: D, z: B } },
      holes: [{ position: { x: 0, y: -D / 2, z: 0 }, area: 0.5 }],
    },
  ])
  const dry = { mass: RHO * L * B * draft, centerOfMass: { x: 0, y: -0.5, z: 0 } }
  const sea = flatWater(0)
  const loading = (): Loading => ({ ...dry, liquids: flooding.liquids() })
  let rest: Equilibrium = findEquilibrium(hull, loading())
  const drafts: number[] = []
  for (let i = 0; i < 2000; i++) {
    flooding.step(rest.pose, sea, i * 0.25, 0.25)
    try {
      rest = findEquilibrium(hull, loading(), { initialHeel: rest.heel, initialTrim: rest.trim })
    } catch (error) {
      return { sank: true, error: error as Error, flooding, rest, drafts }
    }
    drafts.push(rest.draft)
  }
  return { sank: false, error: null, flooding, rest, drafts }
}

describe('a holed box barge: settles or sinks by its reserve buoyancy', () => {
  it('T = 1.5 m: settles at the lost-buoyancy draft T L / (L − l) = 1.875 m, water inside level with the sea', () => {
    const { sank, flooding, rest, drafts } = flood(1.5)
    expect(sank).toBe(false)
    expect(rest.draft).toBeCloseTo((1.5 * L) / (L - l), 6)
    const c = flooding.compartments[0]
    expect(c.level).toBeCloseTo(0, 6)
    expect(c.waterVolume).toBeCloseTo(l * B * ((1.5 * L) / (L - l)), 5)
    expect(Math.abs(rest.heel)).toBeLessThan(1e-9)
    expect(Math.abs(rest.trim)).toBeLessThan(1e-9)
    // the draft only ever grows as the water comes in
    for (let i = 1; i < drafts.length; i++) expect(drafts[i]).toBeGreaterThanOrEqual(drafts[i - 1] - 1e-12)
  })

  it('T = 3.5 m: T L / (L − l) = 4.375 m > D, so the flood exceeds the reserve buoyancy and it sinks', () => {
    const { sank, error, flooding } = flood(3.5)
    expect(sank).toBe(true)
    expect(error!.message).toMatch(
      /findEquilibrium: the hull cannot float .* kg: its maximum displacement, fully submerged, is 492000 kg .* so it sinks/,
    )
    // it went down once dry weight + flood water passed ρ V of the whole hull
    expect(RHO * L * B * 3.5 + flooding.waterMass).toBeGreaterThanOrEqual(RHO * L * B * D)
  })

  it('a side compartment lists the barge toward the flooded side before it settles', () => {
    const flooding = createFlooding(hull, [
      {
        box: { center: { x: 0, y: 0, z: 2 }, size: { x: 4, y: D, z: 2 } },
        holes: [{ position: { x: 0, y: -D / 2, z: 2 }, area: 0.2 }],
      },
    ])
    const dry = { mass: RHO * L * B * 1.5, centerOfMass: { x: 0, y: -0.5, z: 0 } }
    let rest = findEquilibrium(hull, dry)
    for (let i = 0; i < 400; i++) {
      flooding.step(rest.pose, flatWater(0), i * 0.25, 0.25)
      rest = findEquilibrium(hull, { ...dry, liquids: flooding.liquids() }, { initialHeel: rest.heel })
    }
    // body +z side down is a positive heel
    expect(rest.heel).toBeGreaterThan(0.02)
    expect(flooding.compartments[0].holes[0].flowRate).toBeCloseTo(0, 6)
  })
})
