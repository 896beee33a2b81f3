import { createHull } from '../hull/createHull.js'
import type { Hull } from '../hull/types.js'
import type { TriangleMesh } from '../meshes/types.js'
import { basinNodes } from './basins.js'
import { capRims } from './capRims.js'
import { inspectMesh } from './inspectMesh.js'
import { nodeIndex } from './insideVotes.js'
import { axisCrossings, boundsOf, gridOver, type Grid } from './rayCrossings.js'
import { triangleNormal } from './triangleNormal.js'

/**
 * Grid cells along the longest side for the basins: the walls hold water at any spacing (the crossings
 * are exact); the spacing sets how close to the rim the triangles of the inside are told apart.
 */
const CELLS = 96

/** An open vessel's hull made from a model of its walls, and how many triangles of its inside were left out. */
export interface VesselHull {
  hull: Hull
  insideTriangles: number
}

/**
 * The hull an open vessel modelled with wall thickness floats on (`walls`: a closed mesh wound outward).
 * Such a model (a dinghy, a bucket: the inside surface of the hull as well as the outside, joined along
 * the rim) is one closed surface whose solid is the walls; floated as it is, water fills the inside. Its
 * inside is where water poured in would stay, and the space above that the walls still enclose (a raised
 * bow's; basins.ts, +y up as in glTF). The triangles that face it (the inner surface, and anything
 * standing in it: thwarts, lockers) are left out, and the rim that leaves is closed by a deck from its
 * centre: the outer hull, closed across its rim. A ring or a frame, which holds no water, gives null, as
 * does a model whose outer surface does not close so into a hull.
 */
export function vesselHull(walls: TriangleMesh): VesselHull | null {
  const { positions, indices } = walls
  const { min, max } = boundsOf(positions, indices)
  const grid = gridOver(min, max, Math.max(max[0] - min[0], max[1] - min[1], max[2] - min[2]) / CELLS)
  const basin = basinNodes(
    grid,
    [0, 1, 2].map((axis) => axisCrossings(positions, indices, grid, axis)),
  )
  const kept: number[] = []
  for (let t = 0; t < indices.length; t += 3) {
    if (!facesBasin(positions, indices, t, grid, basin)) kept.push(indices[t], indices[t + 1], indices[t + 2])
  }
  const insideTriangles = (indices.length - kept.length) / 3
  if (insideTriangles === 0 || kept.length === 0) return null
  const outer = inspectMesh(positions, Uint32Array.from(kept))
  if (outer.pairing.nonManifoldCount > 0) return null
  // (a sheer line is not planar: the deck is a fan from the rim's centre, whatever its shape)
  const decked = capRims(outer, Infinity)
  if (decked === null) return null
  try {
    return { hull: createHull(decked.positions, decked.indices, { weldTolerance: 0 }), insideTriangles }
  } catch {
    return null
  }
}

/**
 * Whether triangle t faces water held in a basin: a node of the grid cell round its centroid, in front of
 * the triangle (on its outward side), is in one.
 */
function facesBasin(positions: Float64Array, indices: Uint32Array, t: number, grid: Grid, basin: Uint8Array): boolean {
  const normal = triangleNormal(positions, indices, t)
  const centroid = [0, 1, 2].map(
    (k) => (positions[3 * indices[t] + k] + positions[3 * indices[t + 1] + k] + positions[3 * indices[t + 2] + k]) / 3,
  )
  const cell = [0, 1, 2].map((k) => Math.floor((centroid[k] - grid.origin[k]) / grid.h))
  for (let corner = 0; corner < 8; corner++) {
    const node = [cell[0] + (corner & 1), cell[1] + ((corner >> 1) & 1), cell[2] + (corner >> 2)]
    let front = 0
    for (let k = 0; k < 3; k++) front += (grid.origin[k] + node[k] * grid.h - centroid[k]) * normal[k]
    if (front > 0 && basin[nodeIndex(grid, node[0], node[1], node[2])] === 1) return true
  }
  return false
}
