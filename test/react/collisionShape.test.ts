import { Box, ConvexPolyhedron } from 'cannon-es'
import { describe, expect, it } from 'vitest'
import { boxMesh, createHull, icosphereMesh } from 'react-three-buoyancy/core'
import {
  MAX_CONVEX_FACES,
  MAX_ENVELOPE_POINTS,
  createCollisionShape,
  envelopeFaces,
  envelopePoints,
} from '../../src/react/buoyant/collisionShape.js'
import { prepareCollisionShape, takeCollisionShape } from '../../src/react/buoyant/preparedShapes.js'

describe('the default convex collision shape has a bounded size', () => {
  it('a 20,480-triangle sphere is enveloped from at most 96 points, and still reaches its radius everywhere', () => {
    const mesh = icosphereMesh(1, 5)
    const hull = createHull(mesh.positions, mesh.indices)
    expect(hull.vertexCount).toBeGreaterThan(10_000)
    const points = envelopePoints(hull)
    expect(points.length).toBeLessThanOrEqual(MAX_ENVELOPE_POINTS)
    expect(points.length).toBeGreaterThan(80)
    const { shape } = createCollisionShape(hull, 'convex')
    expect(shape).toBeInstanceOf(ConvexPolyhedron)
    const convex = shape as ConvexPolyhedron
    expect(convex.faces.length).toBeLessThanOrEqual(MAX_CONVEX_FACES)
    // the support distance of the unit sphere is 1 in every direction: the envelope is inside it (its
    // points are vertices of the mesh) and, with one point per direction cell (about 0.4 rad wide, 0.5
    // across its diagonal), no more than 1 − cos(0.45) ≈ 10 % short of it (measured: 9.3 % at worst)
    let seed = 7
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1
    for (let k = 0; k < 200; k++) {
      let x = random(),
        y = random(),
        z = random()
      const length = Math.hypot(x, y, z)
      x /= length
      y /= length
      z /= length
      let support = -Infinity
      for (const v of convex.vertices) support = Math.max(support, v.x * x + v.y * y + v.z * z)
      expect(support).toBeLessThanOrEqual(1 + 1e-9)
      expect(support).toBeGreaterThan(0.9)
    }
  })

  it('a small hull keeps every vertex: a box is six quads on three separating axes', () => {
    const mesh = boxMesh(2, 1, 3)
    const hull = createHull(mesh.positions, mesh.indices)
    expect(envelopePoints(hull).length).toBe(hull.vertexCount)
    const convex = createCollisionShape(hull, 'convex').shape as ConvexPolyhedron
    expect(convex.vertices.length).toBe(8)
    expect(convex.faces.map((f) => f.length)).toEqual([4, 4, 4, 4, 4, 4])
    expect(convex.uniqueAxes!.length).toBe(3)
  })
})

describe('a collision shape prepared ahead of the commit', () => {
  it('is handed to one body only: the first take gets it, a second take builds its own', () => {
    const mesh = boxMesh(2, 1, 3)
    const hull = createHull(mesh.positions, mesh.indices)
    const prepared = prepareCollisionShape(hull, 'convex')
    const first = takeCollisionShape(hull, 'convex')
    expect(first).toBe(prepared)
    const second = takeCollisionShape(hull, 'convex')
    // a cannon-es shape belongs to one body: sharing it would move one body's contacts with the other
    expect(second.shape).not.toBe(first.shape)
    expect(first.shape).toBeInstanceOf(ConvexPolyhedron)
    // the same envelope either way: a 2 × 1 × 3 box, its six faces kept as quads
    expect((first.shape as ConvexPolyhedron).faces.map((f) => f.length)).toEqual(
      (second.shape as ConvexPolyhedron).faces.map((f) => f.length),
    )
    expect((first.shape as ConvexPolyhedron).faces).toHaveLength(6)
    // 'box' is not confused with 'convex'
    const box = prepareCollisionShape(hull, 'box')
    expect(box!.shape).toBeInstanceOf(Box)
    expect(takeCollisionShape(hull, 'box')).toBe(box)
    expect(prepareCollisionShape(hull, false)).toBeNull()
  })
})

describe('the convex envelope is computed once per hull, each shape gets its own arrays', () => {
  it('two bodies of one hull: one envelope, two ConvexPolyhedra with equal but separate vertices', () => {
    const mesh = icosphereMesh(1, 1)
    const hull = createHull(mesh.positions, mesh.indices)
    const faces = envelopeFaces(hull)
    expect(faces).not.toBeNull()
    expect(envelopeFaces(hull)).toBe(faces)
    const a = createCollisionShape(hull, 'convex').shape as ConvexPolyhedron
    const b = createCollisionShape(hull, 'convex').shape as ConvexPolyhedron
    expect(a.vertices).toEqual(b.vertices)
    expect(a.vertices[0]).not.toBe(b.vertices[0])
    expect(a.faces[0]).not.toBe(b.faces[0])
    // the envelope of an icosphere of 42 vertices is the icosphere itself: every vertex, 80 triangles
    expect(a.vertices.length).toBe(hull.vertexCount)
    expect(a.faces.length).toBe(hull.triangleCount)
  })
})
