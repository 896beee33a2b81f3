import { describe, expect, it } from 'vitest'
import { boxMesh, createHull, transformHull } from 'react-three-buoyancy/core'

// Issue 16 item 1: the weld's cell loop stopped advancing once a cell index passed 2^53 (a float
// integer + 1 is itself), so a mesh far from the origin hung createHull and transformHull forever.
describe('hulls far from the origin (issue 16, item 1)', () => {
  it('createHull welds a 1 m box at x = 2e4 with weldTolerance 0 and measures it: V = 1 m³', () => {
    const mesh = boxMesh(1, 1, 1)
    for (let i = 0; i < mesh.positions.length; i += 3) mesh.positions[i] += 2e4
    const hull = createHull(mesh.positions, mesh.indices, { weldTolerance: 0 })
    expect(hull.vertexCount).toBe(8)
    expect(hull.volume).toBeCloseTo(1, 9)
    expect(hull.centroid.x).toBeCloseTo(2e4, 9)
  })

  it('createHull with the default tolerance at 1e11 × the mesh size, and transformHull there and back', () => {
    const mesh = boxMesh(1, 2, 3)
    for (let i = 0; i < mesh.positions.length; i += 3) mesh.positions[i + 2] -= 1e11
    const far = createHull(mesh.positions, mesh.indices)
    expect(far.vertexCount).toBe(8)
    // coordinates of 1e11 carry ~1e-5 m of rounding: the volume 6 m³ to that
    expect(far.volume).toBeCloseTo(6, 3)
    const near = transformHull(far, { x: 0, y: 0, z: 1e11 }, { x: 0, y: 0, z: 0, w: 1 })
    expect(near.volume).toBeCloseTo(6, 3)
    const moved = transformHull(
      createHull(boxMesh(1, 1, 1).positions, boxMesh(1, 1, 1).indices),
      { x: 3e4, y: -5e4, z: 7e4 },
      { x: 0, y: 0, z: 0, w: 1 },
    )
    expect(moved.volume).toBeCloseTo(1, 9)
    expect(moved.centroid.y).toBeCloseTo(-5e4, 9)
  })
})
