import { describe, expect, it } from 'vitest'
import { boatHullMesh, catamaranMesh, createHull } from 'react-three-buoyancy/core'
import { isClosedAndConsistent } from './support.js'

function bounds(positions: Float64Array) {
  const min = [Infinity, Infinity, Infinity]
  const max = [-Infinity, -Infinity, -Infinity]
  for (let v = 0; v < positions.length; v += 3) {
    for (let a = 0; a < 3; a++) {
      min[a] = Math.min(min[a], positions[v + a])
      max[a] = Math.max(max[a], positions[v + a])
    }
  }
  return { min, max }
}

/** Area of the triangles facing straight up (the deck), by the right-hand rule. */
function upwardArea(positions: Float64Array, indices: Uint32Array): number {
  let area = 0
  for (let t = 0; t < indices.length; t += 3) {
    const [a, b, c] = [indices[t], indices[t + 1], indices[t + 2]].map((i) => 3 * i)
    const ux = positions[b] - positions[a],
      uy = positions[b + 1] - positions[a + 1],
      uz = positions[b + 2] - positions[a + 2]
    const vx = positions[c] - positions[a],
      vy = positions[c + 1] - positions[a + 1],
      vz = positions[c + 2] - positions[a + 2]
    const nx = uy * vz - uz * vy,
      ny = uz * vx - ux * vz,
      nz = ux * vy - uy * vx
    if (ny > 0 && Math.abs(nx) + Math.abs(nz) < 1e-12 * ny) area += ny / 2
  }
  return area
}

describe('boatHullMesh', () => {
  it('spans length, depth and beam along x, y, z and is closed', () => {
    for (const bilge of ['round', 'v'] as const) {
      const { positions, indices } = boatHullMesh({ length: 5, beam: 1.6, depth: 0.8, bilge })
      const box = bounds(positions)
      expect(box.min).toEqual([-2.5, -0.4, -0.8])
      expect(box.max).toEqual([2.5, 0.4, 0.8])
      expect(isClosedAndConsistent(indices)).toBe(true)
    }
  })

  // Sections are the half-section polygon of area A0 scaled across by w(x): 1 aft of the bow, 1 − s²
  // over the bow's share b of the length, so V → A0 L (1 − b + 2b/3) as stations grow; the deck is
  // the planform, of area B L (1 − b/3) in the limit.
  it('encloses the volume of its sections swept along the length (hard chine, exact polygon)', () => {
    const L = 6,
      B = 2,
      D = 1,
      deadrise = 0.3,
      b = 0.4
    const sectionArea = B * (D - deadrise) + (B * deadrise) / 2
    const mesh = boatHullMesh({ length: L, beam: B, depth: D, bilge: 'v', deadrise, bowLength: b, stations: 400 })
    const hull = createHull(mesh.positions, mesh.indices)
    expect(hull.flipped).toBe(false)
    expect(hull.repairedTriangles).toBe(0)
    expect(hull.volume / (sectionArea * L * (1 - b / 3)) - 1).toBeLessThan(1e-4)
    expect(hull.volume / (sectionArea * L * (1 - b / 3)) - 1).toBeGreaterThan(-1e-4)
    expect(upwardArea(mesh.positions, mesh.indices) / (B * L * (1 - b / 3))).toBeCloseTo(1, 4)
    expect(hull.centroid.z).toBeCloseTo(0, 12) // port and starboard mirror each other
  })

  it('has a round bilge whose sections are half ellipses', () => {
    const L = 4,
      B = 1.2,
      D = 0.6,
      b = 0.35,
      segments = 64
    const mesh = boatHullMesh({ length: L, beam: B, depth: D, bowLength: b, stations: 400, sectionSegments: segments })
    // The half ellipse of semi-axes B/2 and D is the half unit disc scaled by B/2 and D; its polygon
    // of 2·segments chords, each spanning π/(2·segments), has area segments · sin(π/(2·segments)).
    const sectionArea = (segments * Math.sin(Math.PI / (2 * segments)) * B * D) / 2
    const hull = createHull(mesh.positions, mesh.indices)
    expect(Math.abs(hull.volume / (sectionArea * L * (1 - b / 3)) - 1)).toBeLessThan(1e-4)
    expect(sectionArea).toBeCloseTo((Math.PI * (B / 2) * D) / 2, 3)
  })

  it('has its bow pointed: at x = L/2 every vertex is on the centre plane', () => {
    const { positions } = boatHullMesh({ length: 4 })
    for (let v = 0; v < positions.length; v += 3) {
      if (positions[v] === 2) expect(positions[v + 2]).toBe(0)
    }
  })

  it('refuses bad options', () => {
    expect(() => boatHullMesh({ length: -1 })).toThrow(/boatHullMesh: length is -1/)
    expect(() => boatHullMesh({ bilge: 'flat' as 'v' })).toThrow(/boatHullMesh: bilge is flat/)
    expect(() => boatHullMesh({ depth: 1, deadrise: 1 })).toThrow(/boatHullMesh: deadrise 1 must be less than depth 1/)
    expect(() => boatHullMesh({ bowLength: 1.5 })).toThrow(/boatHullMesh: bowLength is 1.5/)
    expect(() => boatHullMesh({ stations: 1 })).toThrow(/boatHullMesh: stations is 1/)
    expect(() => boatHullMesh({ sectionSegments: 2.5 })).toThrow(/boatHullMesh: sectionSegments is 2.5/)
  })
})

describe('catamaranMesh', () => {
  it('is two disjoint closed hulls, mirrored about z = 0', () => {
    const single = boatHullMesh({ beam: 1 })
    const cat = catamaranMesh({ hull: { beam: 1 }, spacing: 3 })
    expect(cat.indices.length).toBe(2 * single.indices.length)
    expect(isClosedAndConsistent(cat.indices)).toBe(true)
    const box = bounds(cat.positions)
    expect(box.min[2]).toBeCloseTo(-2, 12)
    expect(box.max[2]).toBeCloseTo(2, 12)
    const half = cat.positions.length / 2
    for (let v = 0; v < half; v += 3) {
      // No vertex of one hull is within the gap between them.
      expect(cat.positions[v + 2]).toBeLessThanOrEqual(-1)
      expect(cat.positions[half + v + 2]).toBeGreaterThanOrEqual(1)
    }
  })

  it('refuses hulls that would overlap', () => {
    expect(() => catamaranMesh({ hull: { beam: 2 }, spacing: 1.5 })).toThrow(
      /catamaranMesh: spacing 1.5 must exceed the hull's beam 2/,
    )
  })
})
