import { describe, expect, it } from 'vitest'
import { boxMesh, catamaranMesh, createHull, icosphereMesh, type Hull } from 'react-three-buoyancy/core'
import { add, boxInertia, maxAbsDifference, reverseWinding } from './support.js'

/** Every triangle of a hull of star-shaped shells about `centre` faces away from it. */
function facesAwayFrom(hull: Hull, centre: [number, number, number], triangles?: (t: number) => boolean): boolean {
  const p = hull.positions
  for (let t = 0; t < hull.triangleCount; t++) {
    if (triangles && !triangles(t)) continue
    const [a, b, c] = [0, 1, 2].map((k) => 3 * hull.indices[3 * t + k])
    const u = [0, 1, 2].map((k) => p[b + k] - p[a + k])
    const v = [0, 1, 2].map((k) => p[c + k] - p[a + k])
    const n = [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]]
    const d = [0, 1, 2].map((k) => p[a + k] - centre[k])
    if (n[0] * d[0] + n[1] * d[1] + n[2] * d[2] <= 0) return false
  }
  return true
}

/** Reverses the winding of the listed triangles only. */
function reverseSome(indices: Uint32Array, triangles: number[]): Uint32Array {
  const out = indices.slice()
  for (const t of triangles) [out[3 * t + 1], out[3 * t + 2]] = [out[3 * t + 2], out[3 * t + 1]]
  return out
}

describe('createHull repairs winding', () => {
  const sphere = icosphereMesh(1, 3)
  const reference = createHull(sphere.positions, sphere.indices)

  it('flips an inside-out mesh', () => {
    const box = boxMesh(2, 3, 4)
    const hull = createHull(box.positions, reverseWinding(box.indices))
    expect(hull.flipped).toBe(true)
    expect(hull.repairedTriangles).toBe(0)
    expect(hull.volume).toBeCloseTo(24, 12)
    expect(facesAwayFrom(hull, [0, 0, 0])).toBe(true)
  })

  it('turns over the few triangles wound against their neighbours', () => {
    const misWound = [0, 17, 400, 401, 1279]
    const hull = createHull(sphere.positions, reverseSome(sphere.indices, misWound))
    expect(hull.repairedTriangles).toBe(misWound.length)
    expect(hull.flipped).toBe(false)
    expect(hull.volume).toBeCloseTo(reference.volume, 12)
    expect(facesAwayFrom(hull, [0, 0, 0])).toBe(true)
  })

  it('repairs and flips a mostly inside-out mesh', () => {
    const rightWayOut = [3, 5, 8]
    const hull = createHull(sphere.positions, reverseSome(reverseWinding(sphere.indices), rightWayOut))
    expect(hull.repairedTriangles).toBe(rightWayOut.length)
    expect(hull.flipped).toBe(true)
    expect(hull.volume).toBeCloseTo(reference.volume, 12)
    expect(facesAwayFrom(hull, [0, 0, 0])).toBe(true)
  })

  it('leaves the input arrays untouched', () => {
    const indices = reverseWinding(sphere.indices)
    const copy = indices.slice()
    createHull(sphere.positions, indices)
    expect(indices).toEqual(copy)
  })
})

describe('createHull with several shells', () => {
  const outer = boxMesh(4, 4, 4)
  const inner = boxMesh(2, 2, 2)
  const twoBoxes = (outerIndices: Uint32Array, innerIndices: Uint32Array) =>
    createHull(
      new Float64Array([...outer.positions, ...inner.positions]),
      new Uint32Array([...outerIndices, ...Array.from(innerIndices, (i) => i + 8)]),
    )

  it('keeps a shell wound inward inside another as a cavity', () => {
    const hull = twoBoxes(outer.indices, reverseWinding(inner.indices))
    expect(hull.flipped).toBe(false)
    expect(hull.volume).toBeCloseTo(64 - 8, 12)
    // Hollow box: the inner box's inertia removed from the outer's.
    const props = hull.massProperties(1)
    const hollow = add(boxInertia(64, 4, 4, 4), boxInertia(-8, 2, 2, 2))
    expect(maxAbsDifference(props.inertia, hollow)).toBeLessThan(1e-12 * 64)
  })

  it('turns a cavity wound outward into one, and an inside-out outer shell outward', () => {
    for (const [o, i] of [
      [outer.indices, inner.indices],
      [reverseWinding(outer.indices), reverseWinding(inner.indices)],
      [reverseWinding(outer.indices), inner.indices],
    ]) {
      const hull = twoBoxes(o, i)
      expect(hull.flipped).toBe(true)
      expect(hull.volume).toBeCloseTo(56, 12)
      expect(facesAwayFrom(hull, [0, 0, 0], (t) => t < 12)).toBe(true)
    }
  })

  it('nests three shells: a solid, a cavity in it, an island in the cavity', () => {
    const shells = [boxMesh(6, 6, 6), boxMesh(4, 4, 4), boxMesh(2, 2, 2)]
    const hull = createHull(
      new Float64Array(shells.flatMap((m) => Array.from(m.positions))),
      new Uint32Array(shells.flatMap((m, s) => Array.from(m.indices, (i) => i + 8 * s))),
    )
    expect(hull.flipped).toBe(true) // the middle one, given facing out, now faces into the cavity
    expect(hull.volume).toBeCloseTo(216 - 64 + 8, 12)
  })

  it('accepts a catamaran, two disjoint shells, with the volume of both', () => {
    const cat = catamaranMesh({ hull: { beam: 1 }, spacing: 3 })
    const half = cat.indices.length / 2
    const hull = createHull(cat.positions, cat.indices)
    const port = createHull(cat.positions, cat.indices.subarray(0, half))
    const starboard = createHull(cat.positions, cat.indices.subarray(half))
    expect(hull.volume).toBeCloseTo(port.volume + starboard.volume, 12)
    expect(port.volume).toBeCloseTo(starboard.volume, 12)
    expect(hull.centroid.z).toBeCloseTo(0, 12)
    // One hull inside-out is turned on its own: the shells are side by side, neither holds the other.
    const oneInsideOut = new Uint32Array([
      ...cat.indices.subarray(0, half),
      ...reverseWinding(cat.indices.subarray(half)),
    ])
    const repaired = createHull(cat.positions, oneInsideOut)
    expect(repaired.flipped).toBe(true)
    expect(repaired.volume).toBeCloseTo(hull.volume, 12)
  })
})
