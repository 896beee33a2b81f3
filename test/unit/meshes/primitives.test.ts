import { describe, expect, it } from 'vitest'
import { boxMesh, cylinderMesh, icosphereMesh, torusMesh } from 'react-three-buoyancy/core'
import { isClosedAndConsistent, minimumOutwardness, origin } from './support.js'

describe('boxMesh', () => {
  const { positions, indices } = boxMesh(2, 3, 4)
  it('has 8 corners at ±size/2 and 12 outward triangles', () => {
    expect(positions.length).toBe(24)
    expect(indices.length).toBe(36)
    for (let v = 0; v < 8; v++) {
      expect(Math.abs(positions[3 * v])).toBe(1)
      expect(Math.abs(positions[3 * v + 1])).toBe(1.5)
      expect(Math.abs(positions[3 * v + 2])).toBe(2)
    }
    expect(isClosedAndConsistent(indices)).toBe(true)
    // Each face's normal is along an axis: cos = ±1/|diag| at worst, but positive.
    expect(minimumOutwardness(positions, indices, origin)).toBeGreaterThan(0)
  })
})

describe('icosphereMesh', () => {
  it('subdivides four ways: 20·4ⁿ triangles, 10·4ⁿ + 2 vertices, all on the sphere', () => {
    for (const [n, triangles] of [
      [0, 20],
      [1, 80],
      [3, 1280],
      [5, 20480],
    ]) {
      const { positions, indices } = icosphereMesh(2.5, n)
      expect(indices.length / 3).toBe(triangles)
      expect(positions.length / 3).toBe(10 * 4 ** n + 2)
      for (let v = 0; v < positions.length; v += 3) {
        expect(Math.hypot(positions[v], positions[v + 1], positions[v + 2])).toBeCloseTo(2.5, 12)
      }
      if (n <= 3) expect(isClosedAndConsistent(indices)).toBe(true)
      if (n <= 3) expect(minimumOutwardness(positions, indices, origin)).toBeGreaterThan(0.79) // icosahedron: cos 37.4°
    }
  })

  it('gives 81,920 triangles at n = 6', () => {
    expect(icosphereMesh(1, 6).indices.length / 3).toBe(81920)
  })

  it('has equal edges on the base icosahedron', () => {
    const { positions, indices } = icosphereMesh(1, 0)
    const edge = (a: number, b: number) =>
      Math.hypot(
        positions[3 * a] - positions[3 * b],
        positions[3 * a + 1] - positions[3 * b + 1],
        positions[3 * a + 2] - positions[3 * b + 2],
      )
    // Edge of the icosahedron inscribed in the unit sphere: 4 / sqrt(10 + 2 sqrt 5).
    const expected = 4 / Math.sqrt(10 + 2 * Math.sqrt(5))
    for (let t = 0; t < indices.length; t += 3) {
      expect(edge(indices[t], indices[t + 1])).toBeCloseTo(expected, 12)
      expect(edge(indices[t + 1], indices[t + 2])).toBeCloseTo(expected, 12)
    }
  })
})

describe('cylinderMesh', () => {
  it('is a closed prism along y with rim vertices on the circle', () => {
    const { positions, indices } = cylinderMesh(1.5, 4, 12)
    expect(positions.length / 3).toBe(26)
    expect(indices.length / 3).toBe(48)
    for (let v = 0; v < 24; v++) {
      expect(Math.hypot(positions[3 * v], positions[3 * v + 2])).toBeCloseTo(1.5, 12)
      expect(Math.abs(positions[3 * v + 1])).toBe(2)
    }
    expect(isClosedAndConsistent(indices)).toBe(true)
    expect(minimumOutwardness(positions, indices, origin)).toBeGreaterThan(0)
  })
})

describe('torusMesh', () => {
  it('is closed, in the x-z plane, and faces out of its tube', () => {
    const R = 3,
      r = 1
    const { positions, indices } = torusMesh(R, r, 12, 24)
    expect(positions.length / 3).toBe(12 * 24)
    expect(indices.length / 3).toBe(2 * 12 * 24)
    for (let v = 0; v < positions.length; v += 3) {
      const ring = Math.hypot(positions[v], positions[v + 2])
      expect(Math.hypot(ring - R, positions[v + 1])).toBeCloseTo(r, 12)
    }
    expect(isClosedAndConsistent(indices)).toBe(true)
    // Seen from the nearest point of the tube's core circle, every triangle faces away.
    const coreCircle = (c: [number, number, number]): [number, number, number] => {
      const s = R / Math.hypot(c[0], c[2])
      return [c[0] * s, 0, c[2] * s]
    }
    expect(minimumOutwardness(positions, indices, coreCircle)).toBeGreaterThan(0.9)
  })
})

describe('mesh generators refuse bad arguments', () => {
  it.each([
    ['boxMesh width', () => boxMesh(0, 1, 1), /boxMesh: width is 0/],
    ['boxMesh depth', () => boxMesh(1, 1, NaN), /boxMesh: depth is NaN/],
    ['icosphere radius', () => icosphereMesh(-1, 2), /icosphereMesh: radius is -1/],
    ['icosphere subdivisions', () => icosphereMesh(1, 1.5), /icosphereMesh: subdivisions is 1.5.*integer from 0 to 8/],
    ['icosphere too fine', () => icosphereMesh(1, 9), /icosphereMesh: subdivisions is 9/],
    ['cylinder segments', () => cylinderMesh(1, 1, 2), /cylinderMesh: segments is 2.*from 3/],
    ['cylinder height', () => cylinderMesh(1, Infinity, 8), /cylinderMesh: height is Infinity/],
    ['torus radii', () => torusMesh(1, 1, 8, 8), /torusMesh: minorRadius 1 must be less than majorRadius 1/],
    ['torus segments', () => torusMesh(2, 1, 8, 0), /torusMesh: tubularSegments is 0/],
  ])('%s', (_name, call, message) => {
    expect(call).toThrow(message)
  })
})
