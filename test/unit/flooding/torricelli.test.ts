import { describe, expect, it } from 'vitest'
import { createFlooding, flatWater } from 'react-three-buoyancy/core'
import { G, boxHull, heeledPose } from './fixtures.js'

describe('filling through a bottom hole from a constant outside level', () => {
  it('follows Torricelli: t(h) = 2A / (C_d a √(2g)) (√H − √(H − h)), within 1 % at 1/60 s steps', () => {
    // A 2 × 3 × 2 m compartment (A = 4 m²) whose floor is H = 2 m below the sea, held still in a big hull.
    const ship = boxHull(20, 10, 10)
    const A = 4,
      H = 2,
      a = 0.04,
      Cd = 0.6
    const flooding = createFlooding(ship, [
      {
        box: { center: { x: 1, y: -H + 1.5, z: -2 }, size: { x: 2, y: 3, z: 2 } },
        holes: [{ position: { x: 1, y: -H, z: -2 }, area: a }],
      },
    ])
    const pose = heeledPose(0)
    const sea = flatWater(0)
    const compartment = flooding.compartments[0]
    expect(compartment.holes[0].dischargeCoefficient).toBe(Cd)
    const dt = 1 / 60
    const closedForm = (h: number) => ((2 * A) / (Cd * a * Math.sqrt(2 * G))) * (Math.sqrt(H) - Math.sqrt(H - h))
    const marks = [0.1, 0.25, 0.5, 0.75, 0.9, 0.97].map((f) => f * H)
    const reached: number[] = []
    let t = 0
    let previous = 0
    while (reached.length < marks.length && t < 1000) {
      flooding.step(pose, sea, t, dt)
      t += dt
      const h = compartment.level + H
      // the moment the level passed the mark, between this step and the last
      while (reached.length < marks.length && h >= marks[reached.length]) {
        const mark = marks[reached.length]
        reached.push(t - dt + (dt * (mark - previous)) / (h - previous))
      }
      previous = h
    }
    marks.forEach((h, i) => {
      const expected = closedForm(h)
      expect(Math.abs(reached[i] - expected) / expected).toBeLessThan(0.01)
    })
    // and the water volume is the level times the floor area
    expect(compartment.waterVolume).toBeCloseTo(A * (compartment.level + H), 9)
  })

  it('never overshoots the outside level, however long the step', () => {
    const ship = boxHull(20, 10, 10)
    const flooding = createFlooding(ship, [
      {
        box: { center: { x: 0, y: -1, z: 0 }, size: { x: 2, y: 4, z: 2 } },
        holes: [{ position: { x: 0, y: -3, z: 0 }, area: 0.5 }],
      },
    ])
    const sea = flatWater(-0.5)
    for (let i = 0; i < 40; i++) {
      flooding.step(heeledPose(0), sea, i, 2)
      expect(flooding.compartments[0].level).toBeLessThanOrEqual(-0.5 + 1e-12)
    }
    expect(flooding.compartments[0].level).toBeCloseTo(-0.5, 9)
    expect(flooding.compartments[0].holes[0].flowRate).toBeCloseTo(0, 9)
  })

  // A 4 × 3 × 6 m compartment (72 m³) from keel to deck of a box held with its keel 1.1 m under a calm sea:
  // a keel hole of 2,000 m² passes ~1.2e4 m³/s, 200 m³ in a step of 1/60 s.
  const keelHoled = (area: number, holes = 1, initialVolume = 0) =>
    createFlooding(boxHull(20, 3, 6), [
      {
        box: { center: { x: 0, y: 0, z: 0 }, size: { x: 4, y: 3, z: 6 } },
        holes: Array.from({ length: holes }, (_, i) => ({ position: { x: i - 1, y: -1.5, z: 0 }, area })),
        initialVolume,
      },
    ])
  const keelUnder = heeledPose(0, 0, 1.5 - 1.1)
  const atSeaLevel = 4 * 6 * 1.1

  it('an empty compartment takes in no more than brings it level with the sea, however large the hole (it took all 72 m³)', () => {
    for (const area of [1000, 2000, 1e6]) {
      const flooding = keelHoled(area)
      const compartment = flooding.compartments[0]
      flooding.step(keelUnder, flatWater(0), 0, 1 / 60)
      expect(compartment.waterVolume).toBeCloseTo(atSeaLevel, 9)
      expect(compartment.level).toBeCloseTo(0, 9)
      // and stays there: no chatter between empty and full
      for (let i = 1; i < 10; i++) {
        flooding.step(keelUnder, flatWater(0), i / 60, 1 / 60)
        expect(compartment.waterVolume).toBeCloseTo(atSeaLevel, 9)
      }
    }
  })

  it('a full compartment lets out no more than brings it down to the sea (it emptied all 72 m³)', () => {
    const flooding = keelHoled(2000, 1, 72)
    const compartment = flooding.compartments[0]
    expect(compartment.freeSurfaceArea).toBe(0)
    flooding.step(keelUnder, flatWater(0), 0, 1 / 60)
    expect(compartment.waterVolume).toBeCloseTo(atSeaLevel, 9)
    expect(compartment.outflow).toBeCloseTo(72 - atSeaLevel, 9)
    expect(compartment.holes[0].flowRate).toBeCloseTo(-(72 - atSeaLevel) * 60, 6)
  })

  it('several large holes together fill no further than the sea level either', () => {
    const flooding = keelHoled(500, 3)
    const compartment = flooding.compartments[0]
    flooding.step(keelUnder, flatWater(0), 0, 1 / 60)
    expect(compartment.waterVolume).toBeCloseTo(atSeaLevel, 9)
    const flow = compartment.holes.reduce((sum, hole) => sum + hole.flowRate, 0)
    expect(flow / 60).toBeCloseTo(atSeaLevel, 9)
  })
})
