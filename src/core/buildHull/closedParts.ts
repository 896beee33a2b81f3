import { createHull } from '../hull/createHull.js'
import type { TriangleMesh } from '../meshes/types.js'
import { capRims } from './capRims.js'
import { inspectMesh } from './inspectMesh.js'
import type { MergedParts } from './readParts.js'

/** A part made a closed solid on its own, with its exact volume. */
export interface ClosedPart extends TriangleMesh {
  /** m³, exact (createHull's volume of the closed or capped part) */
  volume: number
}

/**
 * Each part closed on its own: taken as it is when it is a closed 2-manifold, or with a deck across its
 * planar open rims (a deckless hull) when that is its only defect. Closing parts one by one, before they
 * are united, keeps each part's volume exact where a wrap of the whole would have to guess where an open
 * rim ends and a part sunk into it begins. Null when some part cannot be closed so (the caller wraps).
 */
export function closedParts(merged: MergedParts): ClosedPart[] | null {
  const partOf = new Uint32Array(merged.positions.length / 3)
  for (let p = 0; p < merged.partCount; p++) partOf.fill(p, merged.partStart[p], merged.partStart[p + 1])
  const triangles: number[][] = Array.from({ length: merged.partCount }, () => [])
  for (let t = 0; t < merged.indices.length; t += 3) {
    triangles[partOf[merged.indices[t]]].push(merged.indices[t], merged.indices[t + 1], merged.indices[t + 2])
  }
  const closed: ClosedPart[] = []
  for (const list of triangles) {
    if (list.length === 0) continue
    const part = inspectMesh(merged.positions, Uint32Array.from(list))
    if (part.pairing.nonManifoldCount > 0) return null
    const mesh = part.pairing.openCount > 0 ? capRims(part) : part
    if (mesh === null) return null
    try {
      const hull = createHull(mesh.positions, mesh.indices, { weldTolerance: 0 })
      closed.push({ positions: mesh.positions, indices: mesh.indices, volume: hull.volume })
    } catch {
      return null // inside-out patches, a flat part: not a solid of its own
    }
  }
  return closed
}
