import { describe, expect, it } from 'vitest'
import {
  BoxGeometry,
  CylinderGeometry,
  IcosahedronGeometry,
  LatheGeometry,
  SphereGeometry,
  TorusGeometry,
  Vector2,
  type BufferGeometry,
} from 'three'
import { createHull } from 'react-three-buoyancy/core'

// What a user passes: the attribute arrays, seams and all. three.js stores float32 positions, so
// volumes match closed forms to about 1e-7, not to double precision.
const FLOAT32_RELATIVE = 1e-6
const hullOfGeometry = (geometry: BufferGeometry) =>
  createHull(geometry.attributes.position.array, geometry.index?.array)

/** Signed volume of the raw triangles, with no welding: the divergence theorem on the input as given. */
function rawVolume(geometry: BufferGeometry): number {
  const p = geometry.attributes.position.array
  const index = geometry.index?.array
  const count = index ? index.length : p.length / 3
  let six = 0
  for (let t = 0; t < count; t += 3) {
    const [a, b, c] = [0, 1, 2].map((k) => 3 * (index ? index[t + k] : t + k))
    six +=
      p[a] * (p[b + 1] * p[c + 2] - p[b + 2] * p[c + 1]) -
      p[a + 1] * (p[b] * p[c + 2] - p[b + 2] * p[c]) +
      p[a + 2] * (p[b] * p[c + 1] - p[b + 1] * p[c])
  }
  return six / 6
}

/**
 * A solid of revolution whose rings are regular N-gons, as a stack of frusta of N-gon pyramids:
 * a band between rings of circumradius ρ₁, ρ₂ a height h apart holds h/3 (A₁ + A₂ + √(A₁A₂)),
 * A = (N/2) ρ² sin(2π/N). Exact for the UV sphere and the capped cylinder (their quads are planar).
 */
function stackedFrustaVolume(N: number, rings: Array<[radius: number, height: number]>): number {
  const area = (rho: number) => (N / 2) * rho * rho * Math.sin((2 * Math.PI) / N)
  let volume = 0
  for (let i = 0; i + 1 < rings.length; i++) {
    const [r1, y1] = rings[i],
      [r2, y2] = rings[i + 1]
    const a1 = area(r1),
      a2 = area(r2)
    volume += (Math.abs(y2 - y1) / 3) * (a1 + a2 + Math.sqrt(a1 * a2))
  }
  return volume
}

describe('createHull on three.js geometries', () => {
  it('welds a BoxGeometry split along its face seams', () => {
    const geometry = new BoxGeometry(1, 2, 3, 2, 3, 4)
    const hull = hullOfGeometry(geometry)
    expect(hull.volume).toBeCloseTo(6, 12)
    // A (2, 3, 4)-segment box has 3·4·5 − 1·2·3 = 54 distinct surface points.
    expect(hull.vertexCount).toBe(54)
    expect(hull.triangleCount).toBe(2 * 2 * (2 * 3 + 3 * 4 + 4 * 2))
    expect(hull.flipped).toBe(false)
    expect(hull.repairedTriangles).toBe(0)
    expect(geometry.attributes.position.count).toBeGreaterThan(hull.vertexCount)
  })

  it('welds a SphereGeometry at its UV seam and collapsed poles', () => {
    const radius = 1.3,
      widthSegments = 32,
      heightSegments = 16
    const geometry = new SphereGeometry(radius, widthSegments, heightSegments)
    const hull = hullOfGeometry(geometry)
    expect(hull.vertexCount).toBe(widthSegments * (heightSegments - 1) + 2)
    // Three rings of width vertices at each pole collapse; three.js leaves out their empty triangles.
    expect(hull.triangleCount).toBe(2 * widthSegments * (heightSegments - 1))
    const rings: Array<[number, number]> = []
    for (let i = 0; i <= heightSegments; i++) {
      const theta = (Math.PI * i) / heightSegments
      rings.push([radius * Math.sin(theta), radius * Math.cos(theta)])
    }
    expect(Math.abs(hull.volume / stackedFrustaVolume(widthSegments, rings) - 1)).toBeLessThan(FLOAT32_RELATIVE)
    expect(hull.volume).toBeLessThan((4 / 3) * Math.PI * radius ** 3)
  })

  it('welds a CylinderGeometry, its caps fanned from repeated centre vertices', () => {
    const radius = 0.5,
      height = 2,
      segments = 24
    const geometry = new CylinderGeometry(radius, radius, height, segments, 3)
    const hull = hullOfGeometry(geometry)
    const exact = stackedFrustaVolume(segments, [
      [0, -1],
      [radius, -1],
      [radius, 1],
      [0, 1],
    ])
    expect(exact).toBeCloseTo((segments / 2) * radius * radius * Math.sin((2 * Math.PI) / segments) * height, 12)
    expect(Math.abs(hull.volume / exact - 1)).toBeLessThan(FLOAT32_RELATIVE)
    expect(hull.vertexCount).toBe(segments * 4 + 2)
    expect(Math.abs(hull.centroid.y)).toBeLessThan(FLOAT32_RELATIVE)
  })

  it('welds the apex copies of a cone built as a CylinderGeometry of top radius 0', () => {
    const radius = 0.7,
      height = 1.5,
      segments = 20
    const geometry = new CylinderGeometry(0, radius, height, segments, 1)
    const hull = hullOfGeometry(geometry)
    expect(hull.vertexCount).toBe(segments + 2)
    expect(hull.triangleCount).toBe(2 * segments)
    const exact = stackedFrustaVolume(segments, [
      [0, -height / 2],
      [radius, -height / 2],
      [0, height / 2],
    ])
    expect(Math.abs(hull.volume / exact - 1)).toBeLessThan(FLOAT32_RELATIVE)
    // A pyramid's centroid is a quarter of the way up from its base.
    expect(hull.centroid.y).toBeCloseTo(-height / 2 + height / 4, 6)
  })

  it('drops the empty triangles a LatheGeometry makes on its axis', () => {
    const radius = 0.4,
      height = 1.2,
      segments = 16
    const profile = [
      new Vector2(0, -height / 2),
      new Vector2(radius, -height / 2),
      new Vector2(radius, height / 2),
      new Vector2(0, height / 2),
    ]
    const geometry = new LatheGeometry(profile, segments)
    const hull = hullOfGeometry(geometry)
    // Three profile segments, two triangles each per slice; the two on the axis collapse.
    expect(geometry.index!.count / 3).toBe(segments * 3 * 2)
    expect(hull.triangleCount).toBe(segments * 4)
    const exact = stackedFrustaVolume(segments, [
      [0, -height / 2],
      [radius, -height / 2],
      [radius, height / 2],
      [0, height / 2],
    ])
    expect(Math.abs(hull.volume / exact - 1)).toBeLessThan(FLOAT32_RELATIVE)
  })

  it('welds a TorusGeometry at both of its seams', () => {
    const R = 1,
      r = 0.3,
      radialSegments = 24,
      tubularSegments = 64
    const geometry = new TorusGeometry(R, r, radialSegments, tubularSegments)
    const hull = hullOfGeometry(geometry)
    expect(hull.vertexCount).toBe(radialSegments * tubularSegments)
    const exact = 2 * Math.PI ** 2 * R * r * r
    const faceting = ((2 * Math.PI) / radialSegments) ** 2 / 6 + ((2 * Math.PI) / tubularSegments) ** 2 / 6
    expect(Math.abs(hull.volume / exact - 1)).toBeLessThan(1.5 * faceting)
    expect(hull.volume).toBeCloseTo(rawVolume(geometry), 6)
  })

  it('welds a non-indexed IcosahedronGeometry', () => {
    const detail = 3
    const geometry = new IcosahedronGeometry(2, detail)
    expect(geometry.index).toBeNull()
    const hull = hullOfGeometry(geometry)
    // Each edge of the icosahedron is split into detail + 1 parts.
    expect(hull.triangleCount).toBe(20 * (detail + 1) ** 2)
    expect(hull.vertexCount).toBe(10 * (detail + 1) ** 2 + 2)
    expect(hull.volume).toBeCloseTo(rawVolume(geometry), 5)
    expect(hull.volume).toBeLessThan((4 / 3) * Math.PI * 8)
    expect(hull.volume).toBeGreaterThan(0.95 * (4 / 3) * Math.PI * 8)
  })
})
