// createHull on what three.js geometries hold (the README), and its refusals.
import * as THREE from 'three'
import { describe, expect, it } from 'vitest'
import { computeHydrostatics, createHull, flatWater } from 'react-three-buoyancy/core'
import { expectClose, polyhedron, relErr, triangles, v3 } from './reference.js'

function raw(geometry: THREE.BufferGeometry) {
  return {
    positions: geometry.attributes.position.array as Float32Array,
    indices: geometry.index ? (geometry.index.array as ArrayLike<number>) : null,
  }
}

describe('three.js geometries are accepted as they come (seams, poles, caps, non-indexed)', () => {
  const cases: [string, THREE.BufferGeometry, number | null][] = [
    ['BoxGeometry', new THREE.BoxGeometry(2, 3, 4, 2, 3, 1), 24],
    ['SphereGeometry', new THREE.SphereGeometry(1.3, 32, 16), null],
    ['TorusKnotGeometry', new THREE.TorusKnotGeometry(1, 0.3, 96, 12), null],
    [
      'CylinderGeometry',
      new THREE.CylinderGeometry(0.8, 0.8, 2.5, 40, 3),
      (40 / 2) * 0.8 ** 2 * Math.sin((2 * Math.PI) / 40) * 2.5,
    ],
    ['IcosahedronGeometry (non-indexed)', new THREE.IcosahedronGeometry(1, 3), null],
    ['TorusGeometry', new THREE.TorusGeometry(1, 0.4, 12, 24), null],
    ['CapsuleGeometry', new THREE.CapsuleGeometry(0.5, 1, 6, 12), null],
  ]
  for (const [name, geometry, closedForm] of cases) {
    it(`${name}: volume and centroid of the polyhedron, outward (not flipped)`, () => {
      geometry.translate(0.3, -0.2, 1.1)
      const { positions, indices } = raw(geometry)
      const hull = createHull(positions, indices)
      const ref = polyhedron(triangles(positions, indices))
      expect(ref.volume).toBeGreaterThan(0)
      expect(relErr(hull.volume, ref.volume)).toBeLessThan(1e-9)
      expectClose(hull.centroid, ref.centroid, 1e-9)
      if (closedForm !== null) expect(relErr(hull.volume, closedForm)).toBeLessThan(1e-6)
      expect(hull.flipped).toBe(false)
      // closed: fully submerged it displaces its own volume
      const r = computeHydrostatics(
        hull,
        { position: v3(0, -50, 0), quaternion: { x: 0, y: 0, z: 0, w: 1 } },
        flatWater(),
      )
      expect(relErr(r.displacedVolume, ref.volume)).toBeLessThan(1e-9)
    })
  }

  it('a non-indexed icosphere is welded to its 10 (d+1)² + 2 vertices and 20 (d+1)² triangles', () => {
    for (const detail of [0, 2, 5]) {
      const { positions } = raw(new THREE.IcosahedronGeometry(2, detail))
      const hull = createHull(positions)
      expect(hull.vertexCount).toBe(10 * (detail + 1) ** 2 + 2)
      expect(hull.triangleCount).toBe(20 * (detail + 1) ** 2)
    }
  })
})

describe('inside-out and refused meshes', () => {
  const box = raw(new THREE.BoxGeometry(1, 2, 3))

  it('an inside-out mesh is flipped: positive volume, same buoyancy', () => {
    const reversed = Uint32Array.from(box.indices!)
    for (let t = 0; t < reversed.length; t += 3) [reversed[t + 1], reversed[t + 2]] = [reversed[t + 2], reversed[t + 1]]
    expect(polyhedron(triangles(box.positions, reversed)).volume).toBeLessThan(0)
    const hull = createHull(box.positions, reversed)
    expect(hull.flipped).toBe(true)
    expect(hull.volume).toBeCloseTo(6, 9)
    const r = computeHydrostatics(hull, { position: v3(0, 0, 0), quaternion: { x: 0, y: 0, z: 0, w: 1 } }, flatWater())
    expect(relErr(r.displacedVolume, 3)).toBeLessThan(1e-12)
  })

  it('an open mesh (one face removed) is refused and the message says it is open', () => {
    const open = Array.from(box.indices!).slice(6)
    expect(() => createHull(box.positions, open)).toThrow(Error)
    expect(() => createHull(box.positions, open)).toThrow(/open|closed|boundary|edge/i)
  })

  it('a NaN or infinite coordinate is refused, naming the vertex', () => {
    for (const bad of [NaN, Infinity, -Infinity]) {
      const positions = Float64Array.from(box.positions)
      positions[3 * 5 + 1] = bad
      let message = ''
      try {
        createHull(positions, box.indices)
      } catch (e) {
        expect(e).toBeInstanceOf(Error)
        message = (e as Error).message
      }
      expect(message).toMatch(/NaN|infinite|finite/i)
      expect(message).toMatch(/\b5\b/)
    }
  })

  it('an index out of range (or negative, or fractional) is refused, naming it', () => {
    for (const bad of [24, 1000, -1, 2.5]) {
      const indices = Array.from(box.indices!)
      indices[7] = bad
      let message = ''
      try {
        createHull(box.positions, indices)
      } catch (e) {
        expect(e).toBeInstanceOf(Error)
        message = (e as Error).message
      }
      expect(message).toMatch(/ind(ex|ices)/i)
      expect(message).toMatch(/triangle 2|\[7\]/)
      expect(message).toContain(String(bad))
    }
  })

  it('an empty mesh is refused: no positions, no indices, or only degenerate triangles', () => {
    expect(() => createHull([], [])).toThrow(/empty|no triangles/i)
    expect(() => createHull(new Float32Array(0))).toThrow(/empty|no triangles/i)
    expect(() => createHull([0, 0, 0, 1, 0, 0, 2, 0, 0], [0, 1, 2])).toThrow(Error)
    expect(() => createHull([1, 2, 3, 4], null)).toThrow(Error) // not x y z triples
  })

  it('a flat, double-sided sheet encloses no volume and is refused', () => {
    // a square split by one diagonal on top and by the other underneath: closed, manifold, zero volume
    const positions = [0, 0, 0, 1, 0, 0, 1, 0, 1, 0, 0, 1]
    const indices = [0, 1, 2, 0, 2, 3, 0, 3, 1, 1, 3, 2]
    expect(() => createHull(positions, indices)).toThrow(/volume|flat/i)
  })

  it('an edge shared by three triangles (non-manifold) is refused', () => {
    // two tetrahedra glued along one edge only: the edge 0–1 carries four triangles
    const positions = [0, 0, 0, 1, 0, 0, 0.5, 1, 0, 0.5, 0, 1, 0.5, -1, 0, 0.5, 0, -1]
    const tetra = (a: number, b: number, c: number, d: number) => [a, c, b, a, b, d, a, d, c, b, c, d]
    const indices = [...tetra(0, 1, 2, 3), ...tetra(0, 1, 4, 5)]
    expect(() => createHull(positions, indices)).toThrow(/edge|manifold/i)
  })
})

describe('several shells', () => {
  const place = (g: THREE.BufferGeometry, x: number, y: number, z: number) => g.translate(x, y, z)
  const merge = (...geometries: THREE.BufferGeometry[]) => {
    const positions: number[] = [],
      indices: number[] = []
    for (const g of geometries) {
      const base = positions.length / 3
      positions.push(...Array.from(g.attributes.position.array))
      indices.push(...Array.from(g.index!.array, (i) => i + base))
    }
    return { positions, indices }
  }

  it('two disjoint boxes (a catamaran): volumes and buoyancy add', () => {
    const { positions, indices } = merge(
      place(new THREE.BoxGeometry(4, 1, 1), 0, 0, -2),
      place(new THREE.BoxGeometry(4, 1, 1), 0, 0, 2),
    )
    const hull = createHull(positions, indices)
    expect(hull.volume).toBeCloseTo(8, 9)
    const r = computeHydrostatics(
      hull,
      { position: v3(0, 0.25, 0), quaternion: { x: 0, y: 0, z: 0, w: 1 } },
      flatWater(),
    )
    expect(relErr(r.displacedVolume, 2 * 4 * 0.25)).toBeLessThan(1e-12)
    expect(relErr(r.waterplaneArea, 8)).toBeLessThan(1e-12)
  })

  it('a box inside a box is a cavity: the volume excludes it, and so does the buoyancy fully submerged', () => {
    const { positions, indices } = merge(new THREE.BoxGeometry(2, 2, 2), new THREE.BoxGeometry(1, 1, 1))
    const hull = createHull(positions, indices)
    expect(hull.volume).toBeCloseTo(7, 9)
    const r = computeHydrostatics(hull, { position: v3(0, -5, 0), quaternion: { x: 0, y: 0, z: 0, w: 1 } }, flatWater())
    expect(relErr(r.displacedVolume, 7)).toBeLessThan(1e-12)
  })
})
