import { describe, expect, it } from 'vitest'
import { boatHullMesh, boxMesh, createHull, transformHull } from 'react-three-buoyancy/core'

const turn = (axis: [number, number, number], angle: number) => {
  const n = Math.hypot(...axis),
    s = Math.sin(angle / 2) / n
  return { x: axis[0] * s, y: axis[1] * s, z: axis[2] * s, w: Math.cos(angle / 2) }
}

describe('transformHull', () => {
  it('moves every vertex by rotation · p + translation, keeping volume and area', () => {
    const mesh = boatHullMesh()
    const hull = createHull(mesh.positions, mesh.indices)
    const q = turn([1, 2, 3], 0.7)
    const moved = transformHull(hull, { x: 1, y: -2, z: 3 }, q)
    expect(moved.volume).toBeCloseTo(hull.volume, 10)
    expect(moved.surfaceArea).toBeCloseTo(hull.surfaceArea, 10)
    expect(moved.triangleCount).toBe(hull.triangleCount)
    // the centroid moves like a point: compare with the rotation written out as a matrix
    const { x, y, z, w } = q
    const c = hull.centroid
    const expected = {
      x: (1 - 2 * (y * y + z * z)) * c.x + 2 * (x * y - z * w) * c.y + 2 * (x * z + y * w) * c.z + 1,
      y: 2 * (x * y + z * w) * c.x + (1 - 2 * (x * x + z * z)) * c.y + 2 * (y * z - x * w) * c.z - 2,
      z: 2 * (x * z - y * w) * c.x + 2 * (y * z + x * w) * c.y + (1 - 2 * (x * x + y * y)) * c.z + 3,
    }
    expect(moved.centroid.x).toBeCloseTo(expected.x, 10)
    expect(moved.centroid.y).toBeCloseTo(expected.y, 10)
    expect(moved.centroid.z).toBeCloseTo(expected.z, 10)
  })

  it('turns the inertia tensor with the axes: a box turned 90° about y swaps its x and z moments', () => {
    const hull = createHull(boxMesh(1, 2, 3).positions, boxMesh(1, 2, 3).indices)
    const moved = transformHull(hull, { x: 0, y: 0, z: 0 }, turn([0, 1, 0], Math.PI / 2))
    const before = hull.massProperties(1000).inertia,
      after = moved.massProperties(1000).inertia
    expect(after[0]).toBeCloseTo(before[8], 8)
    expect(after[8]).toBeCloseTo(before[0], 8)
    expect(after[4]).toBeCloseTo(before[4], 8)
  })

  it('refuses a bad translation or rotation, saying which', () => {
    const hull = createHull(boxMesh(1, 1, 1).positions, boxMesh(1, 1, 1).indices)
    expect(() => transformHull(hull, { x: NaN, y: 0, z: 0 }, { x: 0, y: 0, z: 0, w: 1 })).toThrow(
      /transformHull: translation/,
    )
    expect(() => transformHull(hull, { x: 0, y: 0, z: 0 }, { x: 0, y: 0, z: 0, w: 0 })).toThrow(
      /transformHull: rotation/,
    )
    expect(() => transformHull({} as never, { x: 0, y: 0, z: 0 }, { x: 0, y: 0, z: 0, w: 1 })).toThrow(
      /transformHull: hull/,
    )
  })
})
