import { describe, expect, it } from 'vitest'
import { createFlooding, findEquilibrium, rightingLever, stabilityAt } from 'react-three-buoyancy/core'
import { immersedSection, rectangle } from '../stability/reference/section.js'
import { DEG, RHO, boxHull, heeledPose } from './fixtures.js'

describe('the water in a heeled compartment stays level', () => {
  // compartment: 4 m long (x), 2 m high (y), 3 m wide (z), centred at body (1, −0.5, 0.8)
  const ship = boxHull(12, 4, 6)
  const length = 4,
    height = 2,
    breadth = 3
  const centre = { x: 1, y: -0.5, z: 0.8 }
  for (const [heel, volume] of [
    [0, 5],
    [25 * DEG, 5],
    [-40 * DEG, 17],
    [70 * DEG, 2],
  ] as const) {
    it(`heel ${Math.round(heel / DEG)}°, ${volume} m³: level, centroid and free surface as the clipped section says`, () => {
      const flooding = createFlooding(ship, [
        {
          box: { center: centre, size: { x: length, y: height, z: breadth } },
          initialVolume: volume,
        },
      ])
      const pose = heeledPose(heel, 3, -1, 2)
      flooding.update(pose)
      const c = flooding.compartments[0]
      // independent: the cross-section rectangle turned by the heel, clipped by a horizontal line
      const section = rectangle(breadth, height, centre.y, centre.z)
      const reference = immersedSection(section, heel, volume / length)
      expect(c.level).toBeCloseTo(pose.position.y + reference.level, 9)
      expect(c.centroid.y).toBeCloseTo(pose.position.y + reference.y, 9)
      expect(c.centroid.z).toBeCloseTo(pose.position.z + reference.z, 9)
      expect(c.centroid.x).toBeCloseTo(pose.position.x + centre.x, 9)
      expect(c.waterVolume).toBe(volume)
      expect(c.waterMass).toBeCloseTo(RHO * volume, 9)
      // the free surface spans the section's width at the level, times the length
      if (heel !== 0) {
        const lo = immersedSection(section, heel, volume / length - 1e-6)
        const width = 1e-6 / (reference.level - lo.level)
        expect(c.freeSurfaceArea / (length * width)).toBeCloseTo(1, 4)
      }
      // the body-frame centroid maps back to the world one
      const s = Math.sin(heel),
        co = Math.cos(heel)
      const b = c.centroidBody
      expect(pose.position.y + b.y * co - b.z * s).toBeCloseTo(c.centroid.y, 12)
      expect(pose.position.z + b.y * s + b.z * co).toBeCloseTo(c.centroid.z, 12)
    })
  }

  it('an empty compartment puts its (no) water at its lowest point; a full one at its centroid', () => {
    const flooding = createFlooding(ship, [
      { box: { center: centre, size: { x: length, y: height, z: breadth } } },
      { box: { center: { x: -3, y: 0, z: -1 }, size: { x: 2, y: 2, z: 2 } }, initialVolume: 8 },
    ])
    flooding.update(heeledPose(30 * DEG))
    const [empty, full] = flooding.compartments
    expect(empty.waterVolume).toBe(0)
    expect(Number.isFinite(empty.level) && Number.isFinite(empty.centroid.y)).toBe(true)
    expect(full.centroidBody.x).toBeCloseTo(-3, 12)
    expect(full.centroidBody.y).toBeCloseTo(0, 12)
    expect(full.centroidBody.z).toBeCloseTo(-1, 12)
    expect(flooding.centroidBody.x).toBeCloseTo(-3, 12)
  })
})

describe('free-surface effect on stability', () => {
  // Box barge 30 × 4 × 8 m with a slack tank 6 m long, 1 m high, 5 m wide, half full.
  const L = 30,
    D = 4,
    B = 8
  const ship = boxHull(L, D, B)
  const tank = { center: { x: 0, y: -1.2, z: 0 }, size: { x: 6, y: 1, z: 5 } }
  const flooding = createFlooding(ship, [{ box: tank, initialVolume: 15 }])
  const solid = { mass: RHO * L * B * 1.6 - RHO * 15, centerOfMass: { x: 0, y: 0.1, z: 0 } }
  const loading = { ...solid, liquids: flooding.liquids() }

  it('GM falls by the free-surface correction ρ i / (ρ V), i = l b³ / 12', () => {
    const e = findEquilibrium(ship, loading)
    expect(e.draft).toBeCloseTo(1.6, 10)
    const s = stabilityAt(ship, e.pose, loading)
    const V = L * B * 1.6
    const i = (6 * 5 ** 3) / 12
    expect(s.freeSurfaceCorrection.transverse).toBeCloseTo(i / V, 10)
    // the same water frozen at its upright centroid: no correction
    const frozen = {
      mass: solid.mass + RHO * 15,
      centerOfMass: { x: 0, y: (solid.mass * 0.1 + RHO * 15 * (-1.7 + 0.25)) / (solid.mass + RHO * 15), z: 0 },
    }
    const sf = stabilityAt(ship, e.pose, frozen)
    expect(sf.freeSurfaceCorrection.transverse).toBe(0)
    expect(sf.centerOfGravity.y).toBeCloseTo(s.centerOfGravity.y, 10)
    expect(sf.metacentricHeight.transverse - s.metacentricHeight.transverse).toBeCloseTo(i / V, 10)
  })

  it('and the GZ curve, whose levers come from the water actually moving, has that slope', () => {
    const e = findEquilibrium(ship, loading)
    const s = stabilityAt(ship, e.pose, loading)
    const h = 0.01 * DEG
    const slope =
      (rightingLever(ship, loading, h).rightingLever - rightingLever(ship, loading, -h).rightingLever) / (2 * h)
    expect(slope).toBeCloseTo(s.metacentricHeight.transverse, 6)
    // a larger heel: the tank stays wall-sided (its water touches neither lid nor floor at 5°),
    // so its centroid shift is exactly i tan φ / v across and ½ i tan² φ / v up
    const phi = 5 * DEG
    const liquid = rightingLever(ship, loading, phi).rightingLever
    const frozenLoading = {
      mass: solid.mass + RHO * 15,
      centerOfMass: { x: 0, y: (solid.mass * 0.1 + RHO * 15 * (-1.7 + 0.25)) / (solid.mass + RHO * 15), z: 0 },
    }
    const frozen = rightingLever(ship, frozenLoading, phi).rightingLever
    const i = (6 * 5 ** 3) / 12,
      v = 15,
      w = (RHO * 15) / (solid.mass + RHO * 15)
    // the liquid's centroid in body axes moves by (i/v) tan φ across and (i/v) tan² φ / 2 up
    const shift = (i / v) * Math.tan(phi),
      rise = (0.5 * i * Math.tan(phi) ** 2) / v
    expect(frozen - liquid).toBeCloseTo(w * (shift * Math.cos(phi) + rise * Math.sin(phi)), 9)
  })
})
