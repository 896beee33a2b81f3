// A hull crosses threads as its parts (the hull worker's reply) and is moved into its body frame without
// createHull's checks (transformHull): both must give the Hull that createHull, run in full, gives.
import { describe, expect, it } from 'vitest'
import { boxMesh, catamaranMesh, createHull, icosphereMesh, transformHull } from 'react-three-buoyancy/core'
import { type Hull, hullChecks, hullFromParts, hullParts } from '../../../src/core/internal.js'

const DENSITY = 700

/** Every number a Hull shows, and its mass properties at one density. */
function figures(hull: Hull) {
  const m = hull.massProperties(DENSITY)
  return {
    counts: [hull.vertexCount, hull.triangleCount],
    measures: [hull.volume, hull.surfaceArea, hull.boundingRadius, hull.longestEdge],
    centroid: hull.centroid,
    bounds: hull.bounds,
    flags: [hull.flipped, hull.repairedTriangles],
    mass: [m.mass, m.centerOfMass, Array.from(m.inertia), m.principalMoments, m.principalAxes],
  }
}

/** A 2 m cube holding a 1 m cubic cavity, its walls given all outward: createHull turns the cavity in. */
function cubeWithCavity() {
  const outer = boxMesh(2, 2, 2),
    inner = boxMesh(1, 1, 1)
  const positions = new Float64Array([...outer.positions, ...inner.positions])
  const offset = outer.positions.length / 3
  const indices = new Uint32Array([...outer.indices, ...Array.from(inner.indices, (i) => i + offset)])
  return { positions, indices }
}

describe('hullParts / hullFromParts', () => {
  it('a hull sent as its parts (structured clone, as postMessage does) is the same hull', () => {
    for (const mesh of [icosphereMesh(1.5, 3), catamaranMesh(), cubeWithCavity()]) {
      const hull = createHull(mesh.positions, mesh.indices)
      const received = hullFromParts(structuredClone(hullParts(hull)))
      expect(figures(received)).toEqual(figures(hull))
      expect(received.positions).toEqual(hull.positions)
      expect(received.indices).toEqual(hull.indices)
    }
  })

  it('keeps what createHull repaired: a cavity stays a cavity (2³ − 1³ = 7 m³)', () => {
    const hull = createHull(cubeWithCavity().positions, cubeWithCavity().indices)
    expect(hull.volume).toBeCloseTo(7, 12)
    expect(hullFromParts(structuredClone(hullParts(hull))).volume).toBeCloseTo(7, 12)
  })

  it('refuses an object that is not a hull made in this thread', () => {
    const hull = createHull(boxMesh(1, 1, 1).positions, boxMesh(1, 1, 1).indices)
    expect(() => hullParts({ ...hull })).toThrow(/hullParts: the hull was not made by createHull in this thread/)
  })
})

describe('transformHull without createHull’s checks', () => {
  const motion = { translation: { x: 3, y: -1, z: 0.5 }, rotation: { x: 0.3, y: -0.2, z: 0.5, w: 0.8 } }

  it('gives what createHull gives for the moved vertices, and runs none of its checks', () => {
    for (const mesh of [icosphereMesh(1.5, 3), catamaranMesh(), cubeWithCavity()]) {
      const hull = createHull(mesh.positions, mesh.indices)
      const checked = { ...hullChecks }
      const moved = transformHull(hull, motion.translation, motion.rotation)
      expect(hullChecks).toEqual(checked)
      const reference = createHull(moved.positions, moved.indices, { weldTolerance: 0 })
      expect(hullChecks.calls).toBe(checked.calls + 1)
      expect(hullChecks.triangles).toBe(checked.triangles + hull.triangleCount)
      expect(moved.indices).toEqual(reference.indices)
      expect(moved.vertexCount).toBe(reference.vertexCount)
      // the integrals are taken about another point (the bounds' centre, not a shell's): equal to round-off
      const a = moved.massProperties(DENSITY),
        b = reference.massProperties(DENSITY)
      const size = hull.boundingRadius + 4
      expect(moved.volume / reference.volume - 1).toBeCloseTo(0, 12)
      expect(moved.surfaceArea).toBe(reference.surfaceArea)
      for (const k of ['x', 'y', 'z'] as const) expect(moved.centroid[k]).toBeCloseTo(reference.centroid[k], 12)
      for (let i = 0; i < 9; i++)
        expect(a.inertia[i] / (b.mass * size * size)).toBeCloseTo(b.inertia[i] / (b.mass * size * size), 12)
      expect([moved.flipped, moved.repairedTriangles]).toEqual([false, 0])
    }
  })
})
