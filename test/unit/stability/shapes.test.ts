import { describe, expect, it } from 'vitest'
import {
  boatHullMesh,
  catamaranMesh,
  createHull,
  findEquilibrium,
  rightingLever,
  rightingLeverCurve,
  stabilityAt,
} from 'react-three-buoyancy/core'
import { DEG, RHO } from './fixtures.js'

// Hulls with no closed form: the metacentric height from the waterplane's second moments (divergence
// theorem over the wet surface, two disjoint waterplanes for the catamaran) must equal the slope of
// the righting-lever curve, which comes from the centres of buoyancy alone. Both float trimmed (the
// generated hulls are not symmetric fore and aft), which the comparison must account for.
describe('GM from the waterplane equals the slope of GZ', () => {
  const cases = [
    ['boat hull', createHull(boatHullMesh().positions, boatHullMesh().indices), { x: 0, y: -0.1, z: 0 }],
    ['catamaran', createHull(catamaranMesh().positions, catamaranMesh().indices), { x: 0.1, y: 0.05, z: 0 }],
  ] as const
  for (const [name, hull, G] of cases) {
    it(name, () => {
      const loading = { mass: 0.3 * RHO * hull.volume, centerOfMass: G }
      const rest = findEquilibrium(hull, loading)
      const s = stabilityAt(hull, rest.pose, loading)
      const h = 0.01 * DEG
      const slope =
        (rightingLever(hull, loading, rest.heel + h).rightingLever -
          rightingLever(hull, loading, rest.heel - h).rightingLever) /
        (2 * h)
      // heel turns about the body's x axis, trimmed by θ: the horizontal component of that turn is cos θ
      expect(Math.abs(slope / (s.metacentricHeight.transverse * Math.cos(rest.trim)) - 1)).toBeLessThan(1e-6)
      expect(Math.abs(rest.trim)).toBeGreaterThan(0.01)
      expect(s.metacentricHeight.transverse).toBeGreaterThan(0)
    })
  }
})

describe('a catamaran heeled until one hull is clear of the water', () => {
  const mesh = catamaranMesh()
  const hull = createHull(mesh.positions, mesh.indices)
  const loading = { mass: 0.5 * RHO * hull.volume, centerOfMass: { x: 0, y: -0.1, z: 0 } }

  it('cannot balance in trim there: the curve says so and takes those levers at fixed trim', () => {
    const heels = Array.from({ length: 19 }, (_, i) => i * 5 * DEG)
    const curve = rightingLeverCurve(hull, loading, { heels })
    expect(curve.trimBalanced[0]).toBe(1)
    const clear = curve.trimBalanced.indexOf(0)
    expect(clear).toBeGreaterThan(0)
    const single = rightingLever(hull, loading, heels[clear])
    expect(single.trimBalanced).toBe(false)
    // with its trim held at the one the curve used, the lever is the same
    const held = rightingLever(hull, loading, heels[clear], { freeTrim: false, trim: curve.trim[clear] })
    expect(held.rightingLever).toBeCloseTo(curve.rightingLever[clear], 10)
    expect(held.trimBalanced).toBe(true)
  })
})
