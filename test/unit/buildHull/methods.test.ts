// buildHull's methods, parts and report, against createHull and closed forms.
import { boxMesh, buildHull, createHull, torusMesh } from 'react-three-buoyancy/core'
import { BoxGeometry } from 'three'
import { describe, expect, it } from 'vitest'
import { boxPart, lathe, translation, uvSphere } from './meshes.js'
import { vesselHull } from '../../../src/core/buildHull/vesselHull.js'

describe('buildHull methods', () => {
  it("'auto' takes a clean closed mesh within budget exactly: bit-identical to createHull", () => {
    const torus = torusMesh(1, 0.3, 48, 24)
    const { hull, report } = buildHull({ positions: torus.positions, indices: torus.indices })
    const reference = createHull(torus.positions, torus.indices)
    expect(report.method).toBe('exact')
    expect(hull.positions).toEqual(reference.positions)
    expect(hull.indices).toEqual(reference.indices)
    expect(hull.volume).toBe(reference.volume)
    expect(report).toMatchObject({ parts: 1, inputTriangles: 2304, openEdges: 0, nonManifoldEdges: 0, triangles: 2304 })
  })

  it('places each part by its column-major matrix and mixes indexed, non-indexed, number[] and Float32Array', () => {
    const a = boxPart(1, 1, 1, 3, 0, 0) // indexed Float64Array, at x = 3
    const b = boxPart(2, 2, 2)
    const soup: number[] = [] // b as a non-indexed number[]
    for (const v of b.indices!) soup.push(b.positions[3 * v], b.positions[3 * v + 1], b.positions[3 * v + 2])
    const { hull, report } = buildHull([a, { positions: Float32Array.from(soup), matrix: translation(-3, 0, 0) }])
    expect(report.method).toBe('exact')
    expect(report.parts).toBe(2)
    expect(hull.volume).toBeCloseTo(9, 10)
    // centroid of 1 m³ at x = 3 and 8 m³ at x = −3
    expect(hull.centroid.x).toBeCloseTo((3 - 24) / 9, 10)
  })

  it("'convex' gives the convex hull: a torus's is the stadium revolved, 2πR²r + π²Rr² + 4πr³/3", () => {
    const R = 1,
      r = 0.3
    const torus = torusMesh(R, r, 96, 48)
    const { hull, report } = buildHull(torus, { method: 'convex' })
    const truth = 2 * Math.PI * R * R * r + Math.PI ** 2 * R * r * r + (4 / 3) * Math.PI * r ** 3
    expect(report.method).toBe('convex')
    expect(Math.abs(hull.volume / truth - 1)).toBeLessThan(0.02)
    expect(hull.triangleCount).toBeLessThanOrEqual(5000)
  })

  it("'convex' keeps to a small budget on a large mesh: inscribed, within 2 % of the sphere", () => {
    const sphere = uvSphere(1, 100, 200)
    const { hull } = buildHull(sphere, { method: 'convex', maxTriangles: 1000 })
    expect(hull.triangleCount).toBeLessThanOrEqual(1000)
    expect(hull.volume).toBeLessThan((4 / 3) * Math.PI)
    expect(hull.volume / ((4 / 3) * Math.PI)).toBeGreaterThan(0.98)
  })

  it("'wrap' of a clean box is within 1 % of it and keeps to the budget", () => {
    const { hull, report } = buildHull(boxPart(3, 1, 2), { method: 'wrap', maxTriangles: 2000 })
    expect(report.method).toBe('wrap')
    expect(report.triangles).toBeLessThanOrEqual(2000)
    expect(Math.abs(hull.volume / 6 - 1)).toBeLessThan(0.01)
    expect(hull.centroid.x).toBeCloseTo(0, 2)
  })

  it("'wrap' of a 20,000-triangle sphere is within 1 % of 4π/3 before any volume matching", () => {
    const { hull, report } = buildHull(uvSphere(1, 51, 200), { method: 'wrap' })
    expect(report.triangles).toBeLessThanOrEqual(5000)
    expect(Math.abs(hull.volume / ((4 / 3) * Math.PI) - 1)).toBeLessThan(0.01)
  })

  it("'auto' takes disjoint parts (a catamaran's two hulls as two meshes) exactly", () => {
    const { hull, report } = buildHull([boxPart(4, 1, 1, 0, 0, -2), boxPart(4, 1, 1, 0, 0, 2)])
    expect(report.method).toBe('exact')
    expect(hull.volume).toBeCloseTo(8, 10)
  })

  it("a hollow modelled with its walls (an inner shell in one mesh): 'auto' floats its outer surface", () => {
    // a buoy: spheres of 1 and 0.95 m in one mesh. createHull (and 'exact') take the inner shell as a
    // cavity of the solid, which the sea would wet: it floated 3 times as deep (an independent audit)
    const outer = uvSphere(1, 24, 48),
      inner = uvSphere(0.95, 24, 48)
    const base = outer.positions.length / 3
    const buoy = {
      positions: [...outer.positions, ...inner.positions],
      indices: [...outer.indices, ...inner.indices.map((i) => i + base)],
    }
    const whole = createHull(outer.positions, outer.indices).volume
    const walls = whole - createHull(inner.positions, inner.indices).volume
    const { hull, report } = buildHull(buoy)
    expect(report.method).toBe('exact')
    expect(hull.volume).toBeCloseTo(whole, 9)
    expect(report.sentence).toMatch(/without its inner shell: a hollow/)
    expect(report.notice).toBe(true)
    expect(report.sentence).toContain(walls.toPrecision(3))
    expect(buildHull(buoy, { method: 'exact' }).hull.volume).toBeCloseTo(walls, 9)
  })

  it('a vessel modelled with wall thickness floats on its outer hull, decked across its rim', () => {
    // a 2 × 1 × 2 m tub with 5 cm walls, open at the top: one closed surface, its inside as well as its
    // outside (an audit's dinghy floated as if flooded, and sank at the density of fibreglass)
    const [o, i, floor] = [1, 0.95, 0.05]
    const corners = (h: number, y0: number, y1: number) =>
      [y0, y1].flatMap((y) => [-h, h].flatMap((x) => [-h, h].map((z) => [x, y, z])))
    const positions = [...corners(o, 0, 1), ...corners(i, floor, 1)].flat()
    // corners: index = 4 (top) + 2 (x > 0) + (z > 0); the inner box's + 8
    const quad = (a: number, b: number, c: number, d: number) => [a, b, c, a, c, d]
    const box = (k: number, withTop: boolean) => [
      ...quad(k + 0, k + 2, k + 3, k + 1),
      ...quad(k + 0, k + 1, k + 5, k + 4),
      ...quad(k + 2, k + 6, k + 7, k + 3),
      ...quad(k + 0, k + 4, k + 6, k + 2),
      ...quad(k + 1, k + 3, k + 7, k + 5),
      ...(withTop ? quad(k + 4, k + 5, k + 7, k + 6) : []),
    ]
    const rim = [...quad(4, 6, 14, 12), ...quad(6, 7, 15, 14), ...quad(7, 5, 13, 15), ...quad(5, 4, 12, 13)]
    const tub = { positions, indices: [...box(0, false), ...box(8, false), ...rim] }
    const { hull, report } = buildHull(tub)
    // the outer box, 2 × 1 × 2
    expect(report.method).toBe('capped')
    expect(hull.volume).toBeCloseTo(4, 9)
    expect(hull.centroid.y).toBeCloseTo(0.5, 9)
    expect(report.notice).toBe(true)
    expect(report.sentence).toMatch(/wall thickness/)
    expect(report.sentence).toMatch(/10 triangles of its inside/)
    // 'exact' floats it as its walls
    expect(buildHull(tub, { method: 'exact' }).hull.volume).toBeCloseTo(4 - 1.9 * 0.95 * 1.9, 9)
    // a solid box says nothing
    expect(buildHull(boxPart(2, 1, 2)).report.notice).toBe(false)
  })

  it('a round-bottomed bowl with 3 cm walls: its outer surface and a flat deck, the volume of their frusta', () => {
    const [radius, wall, arc, segments] = [1, 0.03, 12, 32]
    const quarter = (r: number, from: number, to: number) =>
      Array.from({ length: arc + 1 }, (_, k): [number, number] => {
        const phi = ((from + ((to - from) * k) / arc) * Math.PI) / 2
        return [r * Math.sin(phi), radius - r * Math.cos(phi)]
      })
    // from the keel out to the rim on the outside, then back down the inside to the axis
    const outer = quarter(radius, 0, 1)
    const profile = [...outer, ...quarter(radius - wall, 1, 0)]
    const bowl = lathe(profile, segments)
    const { hull, report } = buildHull(bowl)
    // the outer profile's regular 32-gon frusta: Σ h (r₁² + r₁ r₂ + r₂²) / 3 · (N / 2) sin(2π / N)
    const polygon = (segments / 2) * Math.sin((2 * Math.PI) / segments)
    let expected = 0
    for (let k = 0; k + 1 < outer.length; k++) {
      const [[r1, y1], [r2, y2]] = [outer[k], outer[k + 1]]
      expected += ((y2 - y1) * (r1 * r1 + r1 * r2 + r2 * r2) * polygon) / 3
    }
    expect(report.method).toBe('capped')
    expect(hull.volume).toBeCloseTo(expected, 9)
    expect(report.notice).toBe(true)
    // over a budget of 800 triangles (it has 1,600): the outer hull resampled within it, at its volume
    const small = buildHull(bowl, { maxTriangles: 800 })
    expect(small.report.method).toBe('wrap')
    expect(small.report.sentence).toMatch(/wall thickness/)
    expect(small.hull.triangleCount).toBeLessThanOrEqual(800)
    expect(small.hull.volume).toBeCloseTo(expected, 9)
  })

  it('a ring keeps its hole (nothing below holds water there), taken exactly with the thin-walled notice', () => {
    // a square frame 2 × 2 m, its hole 1.8 × 1.8, 0.1 m high: 19 % of its convex hull
    const square = (half: number, y: number) =>
      [
        [-half, -half],
        [half, -half],
        [half, half],
        [-half, half],
      ].map(([x, z]) => [x, y, z])
    const positions = [...square(1, 0), ...square(1, 0.1), ...square(0.9, 0), ...square(0.9, 0.1)].flat()
    const indices: number[] = []
    const quad = (a: number, b: number, c: number, d: number) => indices.push(a, b, c, a, c, d)
    for (let k = 0; k < 4; k++) {
      const n = (k + 1) % 4
      quad(k, n, 4 + n, 4 + k) // outer wall
      quad(8 + k, 12 + k, 12 + n, 8 + n) // the hole's wall
      quad(4 + k, 4 + n, 12 + n, 12 + k) // top
      quad(k, 8 + k, 8 + n, n) // bottom
    }
    const { hull, report } = buildHull({ positions, indices })
    expect(report.method).toBe('exact')
    expect(hull.volume).toBeCloseTo((4 - 0.9 * 0.9 * 4) * 0.1, 12)
    expect(report.notice).toBe(true)
    // and a torus, whose hole's faces have nothing below them either
    const torus = torusMesh(1, 0.1, 12, 48)
    expect(vesselHull(createHull(torus.positions, torus.indices))).toBeNull()
  })

  it('many small closed parts over the budget, which a wrap within it would lose, are taken exactly', () => {
    // 200 spheres of 0.4 m, 0.2 m apart, 20,000 triangles against a budget of 5,000: the wrap's cells are
    // about a sphere's radius (an independent audit found 51 % of the volume gone, with the wrong reason)
    const sphere = uvSphere(0.4, 10, 10)
    const parts = Array.from({ length: 200 }, (_, i) => ({
      ...sphere,
      matrix: translation(1 * (i % 20), 0, 1 * Math.floor(i / 20)),
    }))
    const { hull, report } = buildHull(parts)
    const one = createHull(sphere.positions, sphere.indices).volume
    expect(report.method).toBe('exact')
    expect(report.sentence).toMatch(/taken exactly over the budget/)
    expect(hull.volume).toBeCloseTo(200 * one, 6)
  })

  it("two three.js BoxGeometry cubes overlapping by half: their union's 12 m³ (their faces' diagonals met the line grid)", () => {
    // (11.984 m³ before: y = z diagonals passed through 256 of unionVolume's lines, counted twice; an
    // independent audit)
    const cube = new BoxGeometry(2, 2, 2)
    const part = { positions: cube.attributes.position.array, indices: cube.index!.array }
    const { hull, report } = buildHull([part, { ...part, matrix: translation(1, 0, 0) }])
    expect(report.method).toBe('wrap')
    expect(hull.volume).toBeCloseTo(12, 5)
  })

  it('a part mirrored by its node (negative scale, so inside out) overlapping another: their union', () => {
    // two 2 × 1 × 2 m boxes over x ∈ [−0.2, 1.8] and, mirrored, [−1.8, 0.2]: 3.6 × 1 × 2 = 7.2 m³ (an
    // independent audit found 6.38: the inside-out part's winding cancelled the other's in the overlap)
    const box = boxMesh(2, 1, 2)
    const half = Float64Array.from(box.positions, (v, i) => (i % 3 === 0 ? v + 1 : v))
    const mirrored = [-1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0.2, 0, 0, 1]
    const parts = [
      { positions: half, indices: box.indices, matrix: translation(-0.2, 0, 0) },
      { positions: half, indices: box.indices, matrix: mirrored },
    ]
    expect(buildHull(parts).hull.volume).toBeCloseTo(7.2, 5)
    expect(Math.abs(buildHull(parts, { method: 'wrap' }).hull.volume / 7.2 - 1)).toBeLessThan(0.01)
    // a cabin wound inside out, sunk 0.5 m into a 6 × 2 × 3 m hull: 36 + 2 × 1.5 × 2 − 2 × 0.5 × 2 = 40 m³
    const cabin = boxMesh(2, 1.5, 2)
    const flipped = Uint32Array.from(cabin.indices, (_, i) => cabin.indices[i - (i % 3) + [0, 2, 1][i % 3]])
    const withCabin = [
      boxPart(6, 2, 3),
      { positions: cabin.positions, indices: flipped, matrix: translation(0, 1.25, 0) },
    ]
    expect(buildHull(withCabin).hull.volume).toBeCloseTo(40, 5)
  })
})
