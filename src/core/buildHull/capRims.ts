import type { TriangleMesh } from '../meshes/types.js'
import { halfEdgeEnd } from '../hull/edges.js'
import type { InspectedMesh } from './inspectMesh.js'

/** A rim is planar when no vertex is farther than this fraction of its extent from its mean plane. */
const PLANAR_TOLERANCE = 0.02

/**
 * Closes every open rim of a mesh whose only defect is open edges with a deck: a fan from the rim's
 * centroid, wound against the rim's half-edges so it pairs with them. Only planar rims are capped (a
 * deckless hull's sheer line, a cut-off cylinder) unless `planarTolerance` (a fraction of the rim's
 * extent) says otherwise; returns null when a rim is not planar or the open edges do not form simple
 * loops, so the caller wraps instead.
 *
 * The fan need not be convex: for a planar rim its triangles' signed areas add up to the polygon's, so the
 * volume and moments of the capped solid are exact whatever the rim's shape.
 */
export function capRims(mesh: InspectedMesh, planarTolerance = PLANAR_TOLERANCE): TriangleMesh | null {
  const { indices, pairing } = mesh
  const vertexCount = mesh.vertexCount
  const openFrom = new Int32Array(vertexCount).fill(-1)
  for (let h = 0; h < indices.length; h++) {
    if (pairing.mate[h] >= 0) continue
    if (openFrom[indices[h]] >= 0) return null // two rims touch at a vertex
    openFrom[indices[h]] = h
  }
  const positions: number[] = Array.from(mesh.positions)
  const caps: number[] = []
  const visited = new Uint8Array(indices.length)
  for (let h0 = 0; h0 < indices.length; h0++) {
    if (pairing.mate[h0] >= 0 || visited[h0]) continue
    const rim: number[] = []
    for (let h = h0; !visited[h];) {
      visited[h] = 1
      rim.push(indices[h])
      h = openFrom[halfEdgeEnd(indices, h)]
      if (h < 0) return null
    }
    const centre = planarCentre(mesh.positions, rim, planarTolerance)
    if (centre === null) return null
    const c = positions.length / 3
    positions.push(...centre)
    for (let i = 0; i < rim.length; i++) caps.push(c, rim[(i + 1) % rim.length], rim[i])
  }
  const all = new Uint32Array(indices.length + caps.length)
  all.set(indices)
  all.set(caps, indices.length)
  return { positions: Float64Array.from(positions), indices: all }
}

/** The rim's centroid, or null when the rim is not planar (Newell's normal, distances from the mean plane). */
function planarCentre(positions: Float64Array, rim: number[], tolerance: number): [number, number, number] | null {
  let cx = 0,
    cy = 0,
    cz = 0,
    nx = 0,
    ny = 0,
    nz = 0
  for (let i = 0; i < rim.length; i++) {
    const a = 3 * rim[i],
      b = 3 * rim[(i + 1) % rim.length]
    cx += positions[a]
    cy += positions[a + 1]
    cz += positions[a + 2]
    nx += (positions[a + 1] - positions[b + 1]) * (positions[a + 2] + positions[b + 2])
    ny += (positions[a + 2] - positions[b + 2]) * (positions[a] + positions[b])
    nz += (positions[a] - positions[b]) * (positions[a + 1] + positions[b + 1])
  }
  cx /= rim.length
  cy /= rim.length
  cz /= rim.length
  const norm = Math.hypot(nx, ny, nz)
  if (!(norm > 0)) return null
  let extent = 0,
    offPlane = 0
  for (const v of rim) {
    const dx = positions[3 * v] - cx,
      dy = positions[3 * v + 1] - cy,
      dz = positions[3 * v + 2] - cz
    extent = Math.max(extent, Math.hypot(dx, dy, dz))
    offPlane = Math.max(offPlane, Math.abs(dx * nx + dy * ny + dz * nz) / norm)
  }
  return offPlane <= tolerance * extent ? [cx, cy, cz] : null
}
