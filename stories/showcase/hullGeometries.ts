import { BufferAttribute, BufferGeometry } from 'three'
import { type TriangleMesh, boatHullMesh, boxMesh, catamaranMesh, torusMesh } from 'react-three-buoyancy/core'

/** A three.js geometry of a closed mesh, flat-shaded (unwelded: `<Buoyant>` welds it back into one hull). */
export function geometryOf(mesh: TriangleMesh): BufferGeometry {
  const indexed = new BufferGeometry()
  indexed.setAttribute('position', new BufferAttribute(Float32Array.from(mesh.positions), 3))
  indexed.setIndex(Array.from(mesh.indices))
  const flat = indexed.toNonIndexed()
  flat.computeVertexNormals()
  indexed.dispose()
  return flat
}

/** The hulls of the showcase, sized to be seen from the story camera (about 45 m away). */
export const SHOWCASE_HULLS = {
  /** a 2 m crate */
  crate: () => boxMesh(2, 2, 2),
  /** a flat raft of planks: wide and shallow, very stiff in roll */
  raft: () => boxMesh(5, 0.5, 3),
  /** an 8 m round-bilge boat hull (length along x) */
  boat: () => boatHullMesh({ length: 8, beam: 2.4, depth: 1.2, stations: 20, sectionSegments: 6 }),
  /** two 7 m V-bottomed hulls 3.5 m apart: two shells, one body */
  catamaran: () =>
    catamaranMesh({
      hull: { length: 7, beam: 1.2, depth: 0.9, bilge: 'v', stations: 16, sectionSegments: 4 },
      spacing: 3.5,
    }),
  /** a ring buoy: not convex (it has a hole), floats flat */
  ring: () => torusMesh(2, 0.6, 24, 12),
} as const

export type ShowcaseHull = keyof typeof SHOWCASE_HULLS
