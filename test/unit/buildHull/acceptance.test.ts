// buildHull on the models people float, against volumes worked out by hand (closed forms).
import { buildHull, createHull } from 'react-three-buoyancy/core'
import { describe, expect, it } from 'vitest'
import { boxPart, lathe, oneSoup, uvSphere } from './meshes.js'

const relative = (value: number, truth: number) => Math.abs(value / truth - 1)

describe('buildHull acceptance', () => {
  it('caps a deckless box: the closed box, 3 × 1 × 2 = 6 m³', () => {
    const box = oneSoup(boxPart(3, 1, 2))
    // drop the two triangles of the deck (y = +0.5)
    const indices: number[] = []
    for (let t = 0; t < box.indices.length; t += 3) {
      const corners = box.indices.slice(t, t + 3)
      if (!corners.every((v) => box.positions[3 * v + 1] > 0.49)) indices.push(...corners)
    }
    const { hull, report } = buildHull({ positions: box.positions, indices })
    expect(report.method).toBe('capped')
    expect(report.openEdges).toBe(4)
    expect(relative(hull.volume, 6)).toBeLessThan(0.02)
    expect(report.sentence).toMatch(/deck/)
    // the volume the deck gives, in the sentence <Buoyant> warns with (3 × 1 × 2 m)
    expect(report.sentence).toContain('6.000 m³')
    expect(() => buildHull({ positions: box.positions, indices }, { method: 'exact' })).toThrow(
      /^buildHull \(method 'exact'\): the mesh is not closed.*hull="wrap"/,
    )
  })

  it('caps an open lathe hull (a paraboloid bowl): π R² d / 2 and the centroid at 2d/3 below the rim', () => {
    const R = 1.5,
      d = 0.8
    const profile: [number, number][] = []
    for (let i = 0; i <= 32; i++) {
      const y = -d + (d * i) / 32 // from the keel up to the rim at y = 0
      profile.push([R * Math.sqrt((y + d) / d), y])
    }
    const { hull, report } = buildHull(lathe(profile, 64))
    expect(report.method).toBe('capped')
    expect(relative(hull.volume, (Math.PI * R * R * d) / 2)).toBeLessThan(0.02)
    // a paraboloid's centroid lies d/3 below its flat face
    expect(hull.centroid.y).toBeCloseTo(-d / 3, 2)
  })

  it('counts overlapping parts once: a boat whose cabin and mast sink into the hull', () => {
    // hull 4 × 1 × 2 (y −0.5…0.5), cabin 1 × 1 × 1 (y 0…1, half sunk), mast 0.1 × 2 × 0.1 (y 0.5…2.5)
    const parts = [boxPart(1, 1, 1, 0.5, 0.5, 0), boxPart(4, 1, 2), boxPart(0.1, 2, 0.1, 0.5, 1.5, 0)]
    const union = 8 + 1 * 0.5 * 1 + 0.1 * 0.1 * 1.5
    const { hull, report } = buildHull(parts)
    expect(report.method).toBe('wrap')
    expect(report.parts).toBe(3)
    expect(report.inputTriangles).toBe(36)
    expect(report.triangles).toBeLessThanOrEqual(5000)
    expect(relative(hull.volume, union)).toBeLessThan(0.02)
    expect(report.sentence).toMatch(/overlapping parts.*wrapped/)
    // the sum of the parts, what taking them as they are would give, is 6 % more
    expect(relative(8 + 1 + 0.02, union)).toBeGreaterThan(0.05)
  })

  it('unites an open lathe hull with a closed cabin sunk into it and a thin mast: the capped bowl, cabin and mast once', () => {
    // a deckless paraboloid bowl (rim at y = 0), a 0.8 m cube cabin sunk 0.3 m into it, a 0.1 m mast
    // standing 1.8 m out of the cabin: the parts a modeller exports, the bowl open at the top
    const R = 1.5,
      d = 0.8,
      segments = 64
    const profile: [number, number][] = []
    for (let i = 0; i <= 32; i++) {
      const y = -d + (d * i) / 32
      profile.push([R * Math.sqrt((y + d) / d), y])
    }
    const bowl = lathe(profile, segments)
    const parts = [boxPart(0.8, 0.8, 0.8, 0, 0.1, 0), bowl, boxPart(0.1, 2, 0.1, 0, 1.3, 0)]
    // closed form of the polygonal bowl: a stack of frusta of regular 64-gons, h (A₁ + A₂ + √(A₁A₂)) / 3
    const polygon = (r: number) => (segments / 2) * r * r * Math.sin((2 * Math.PI) / segments)
    let bowlVolume = 0
    for (let i = 0; i + 1 < profile.length; i++) {
      const [a, b] = [polygon(profile[i][0]), polygon(profile[i + 1][0])]
      bowlVolume += ((profile[i + 1][1] - profile[i][1]) * (a + b + Math.sqrt(a * b))) / 3
    }
    const union = bowlVolume + 0.8 * 0.8 * 0.5 + 0.1 * 0.1 * 1.8
    const { hull, report } = buildHull(parts)
    expect(report.method).toBe('wrap')
    expect(report.openEdges).toBe(segments)
    expect(report.triangles).toBeLessThanOrEqual(5000)
    expect(report.sentence).toMatch(/overlapping parts.*deck.*union/)
    // a wrap of the open bowl and its cabin guesses where the rim ends: it was 4–6 % light on such boats
    expect(relative(hull.volume, union)).toBeLessThan(0.002)
    // the volume is matched by moving the surface evenly (millimetres), so the keel stays where it is
    let keel = Infinity
    for (let i = 1; i < hull.positions.length; i += 3) keel = Math.min(keel, hull.positions[i])
    expect(Math.abs(keel + d)).toBeLessThan(0.01)
  })

  it('wraps two boxes that share only an edge: 2 m³, not refused', () => {
    const mesh = oneSoup(boxPart(1, 1, 1), boxPart(1, 1, 1, 1, 1, 0))
    const { hull, report } = buildHull(mesh)
    expect(report.nonManifoldEdges).toBe(1)
    expect(report.method).toBe('wrap')
    expect(relative(hull.volume, 2)).toBeLessThan(0.02)
    expect(() => createHull(mesh.positions, mesh.indices)).toThrow(/not manifold/)
  })

  it('wraps a self-intersecting mesh (two overlapping 2 m boxes in one triangle list): 15 m³, not 16', () => {
    const mesh = oneSoup(boxPart(2, 2, 2), boxPart(2, 2, 2, 1, 1, 1))
    const { hull, report } = buildHull(mesh)
    expect(report.method).toBe('wrap')
    expect(report.openEdges).toBe(0)
    expect(relative(hull.volume, 15)).toBeLessThan(0.02)
  })

  it('brings a 200,000-triangle closed sphere within the budget and within 1 % of 4π/3', () => {
    const sphere = uvSphere(1, 251, 400)
    expect(sphere.indices.length / 3).toBe(200_000)
    const { hull, report } = buildHull({ positions: Float32Array.from(sphere.positions), indices: sphere.indices })
    expect(report.inputTriangles).toBe(200_000)
    expect(report.triangles).toBeLessThanOrEqual(5000)
    expect(hull.triangleCount).toBe(report.triangles)
    expect(relative(hull.volume, (4 / 3) * Math.PI)).toBeLessThan(0.01)
    expect(Math.hypot(hull.centroid.x, hull.centroid.y, hull.centroid.z)).toBeLessThan(0.01)
    expect(report.sentence).toMatch(/over the budget/)
    // the notice says which way the wrap's volume was off, in words (it said "scaled -1.01 %")
    expect(report.sentence).toMatch(
      /resampled by a wrap \(\d+\.\d\d % (more|less) volume\) and scaled to the mesh's exact/,
    )
  })
})
