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
  const closed: ClosedPart[] = []
  for (const list of trianglesByPart(merged)) {
    if (list.length === 0) continue
    const part = inspectMesh(merged.positions, cornersOf(merged.indices, list))
    if (part.pairing.nonManifoldCount > 0) return null
    const mesh = part.pairing.openCount > 0 ? capRims(part) : part
    if (mesh === null) return null
    try {
      // (as createHull wound it: outward, whatever the part's own winding; a mirrored part, a glTF node of
      // negative scale, is inside out, and its winding would cancel another part's where they overlap)
      const hull = createHull(mesh.positions, mesh.indices, { weldTolerance: 0 })
      closed.push({ positions: hull.positions, indices: hull.indices, volume: hull.volume })
    } catch {
      return null // inside-out patches, a flat part: not a solid of its own
    }
  }
  return closed
}

/**
 * The parts with each closed one wound outward (a closed part turned inside out, a mirrored glTF node's,
 * flipped), for a wrap: its inside votes count windings, and an inside-out part's cancel another's where
 * they overlap (a hull and a mirrored half of it lost 11 % of their union). Open parts keep their winding
 * (their signed volume depends on where the origin is).
 */
export function outwardParts(merged: MergedParts): MergedParts {
  let indices: Uint32Array | null = null
  for (const list of trianglesByPart(merged)) {
    if (list.length === 0) continue
    const own = cornersOf(merged.indices, list)
    const { pairing } = inspectMesh(merged.positions, own)
    if (pairing.openCount > 0 || pairing.nonManifoldCount > 0 || !(signedVolume(merged.positions, own) < 0)) continue
    indices ??= Uint32Array.from(merged.indices)
    for (const t of list) [indices[t + 1], indices[t + 2]] = [indices[t + 2], indices[t + 1]]
  }
  return indices === null ? merged : { ...merged, indices }
}

/**
 * Each part's triangles, as offsets into merged.indices (a triangle belongs to the part of its first
 * corner: readParts keeps each part's vertices together).
 */
function trianglesByPart(merged: MergedParts): number[][] {
  const partOf = new Uint32Array(merged.positions.length / 3)
  for (let p = 0; p < merged.partCount; p++) partOf.fill(p, merged.partStart[p], merged.partStart[p + 1])
  const triangles: number[][] = Array.from({ length: merged.partCount }, () => [])
  for (let t = 0; t < merged.indices.length; t += 3) triangles[partOf[merged.indices[t]]].push(t)
  return triangles
}

/** The corners of the triangles at offsets `list` of `indices`, in order. */
function cornersOf(indices: Uint32Array, list: readonly number[]): Uint32Array {
  const corners = new Uint32Array(3 * list.length)
  list.forEach((t, i) => corners.set(indices.subarray(t, t + 3), 3 * i))
  return corners
}

/** The signed volume of a triangle mesh, m³ (Σ of the tetrahedra to the origin; positive for a closed mesh wound outward). */
export function signedVolume(positions: Float64Array, indices: Uint32Array): number {
  let six = 0
  for (let t = 0; t < indices.length; t += 3) {
    const a = 3 * indices[t],
      b = 3 * indices[t + 1],
      c = 3 * indices[t + 2]
    six +=
      positions[a] * (positions[b + 1] * positions[c + 2] - positions[b + 2] * positions[c + 1]) +
      positions[a + 1] * (positions[b + 2] * positions[c] - positions[b] * positions[c + 2]) +
      positions[a + 2] * (positions[b] * positions[c + 1] - positions[b + 1] * positions[c])
  }
  return six / 6
}
