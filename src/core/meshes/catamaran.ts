import { boatHullMesh, type BoatHullOptions } from './boatHull.js'
import { requirePositive } from './checkArguments.js'
import type { TriangleMesh } from './types.js'

/** The shape of catamaranMesh. */
export interface CatamaranOptions {
  /** The shape of each of the two hulls (see boatHullMesh). */
  hull?: BoatHullOptions
  /** m, between the hulls' centre planes along z, more than the hull's beam; default 2.5 × beam */
  spacing?: number
}

/**
 * Two identical boat hulls side by side, centred on z = ±spacing/2: two disjoint closed shells, with
 * no deck between them (a bridging deck would not touch the water, and createHull accepts several
 * shells). The origin is the middle of the bounding box.
 */
export function catamaranMesh(options: CatamaranOptions = {}): TriangleMesh {
  if (options == null || typeof options !== 'object') {
    throw new Error('catamaranMesh: options must be an object such as { spacing: 3 }')
  }
  const single = boatHullMesh(options.hull ?? {})
  const beam = options.hull?.beam ?? 1.2
  const spacing = requirePositive('catamaranMesh', 'spacing', options.spacing ?? 2.5 * beam)
  if (spacing <= beam) {
    throw new Error(`catamaranMesh: spacing ${spacing} must exceed the hull's beam ${beam}, or the hulls overlap`)
  }
  const vertexCount = single.positions.length / 3
  const positions = new Float64Array(2 * single.positions.length)
  const indices = new Uint32Array(2 * single.indices.length)
  for (const [hull, side] of [
    [0, -1],
    [1, 1],
  ] as const) {
    for (let v = 0; v < vertexCount; v++) {
      positions[3 * (hull * vertexCount + v)] = single.positions[3 * v]
      positions[3 * (hull * vertexCount + v) + 1] = single.positions[3 * v + 1]
      positions[3 * (hull * vertexCount + v) + 2] = single.positions[3 * v + 2] + (side * spacing) / 2
    }
    for (let h = 0; h < single.indices.length; h++) {
      indices[hull * single.indices.length + h] = single.indices[h] + hull * vertexCount
    }
  }
  return { positions, indices }
}
