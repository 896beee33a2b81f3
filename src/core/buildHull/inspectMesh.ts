import { pairEdges, type EdgePairing } from '../hull/edges.js'
import { DEFAULT_WELD_TOLERANCE } from '../hull/validateInput.js'
import { weldVertices } from '../hull/weld.js'

/** The merged parts welded as createHull welds them, with their edges paired. */
export interface InspectedMesh {
  positions: Float64Array
  /** the welded triangles with three distinct corners */
  indices: Uint32Array
  vertexCount: number
  pairing: EdgePairing
  /** diagonal of the bounding box, m */
  diagonal: number
}

/**
 * Welds the soup (createHull's default tolerance) and pairs its edges, to count open and non-manifold
 * edges and to find the rims a deck can close.
 */
export function inspectMesh(positions: Float64Array, indices: Uint32Array): InspectedMesh {
  const count = positions.length / 3
  const referenced = new Uint8Array(count)
  for (let h = 0; h < indices.length; h++) referenced[indices[h]] = 1
  const min = [Infinity, Infinity, Infinity]
  const max = [-Infinity, -Infinity, -Infinity]
  for (let v = 0; v < count; v++) {
    if (referenced[v] === 0) continue
    for (let k = 0; k < 3; k++) {
      min[k] = Math.min(min[k], positions[3 * v + k])
      max[k] = Math.max(max[k], positions[3 * v + k])
    }
  }
  const diagonal = Math.hypot(max[0] - min[0], max[1] - min[1], max[2] - min[2])
  const tolerance = DEFAULT_WELD_TOLERANCE * diagonal
  const welded = weldVertices(positions, referenced, tolerance, tolerance > 0 ? 2 * tolerance : 1)
  const kept: number[] = []
  for (let t = 0; t < indices.length; t += 3) {
    const a = welded.remap[indices[t]],
      b = welded.remap[indices[t + 1]],
      c = welded.remap[indices[t + 2]]
    if (a !== b && b !== c && c !== a) kept.push(a, b, c)
  }
  const triangles = Uint32Array.from(kept)
  return {
    positions: welded.positions,
    indices: triangles,
    vertexCount: welded.count,
    pairing: pairEdges(triangles, welded.count),
    diagonal,
  }
}
