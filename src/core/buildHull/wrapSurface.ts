import type { TriangleMesh } from '../meshes/types.js'
import { fillAmbiguousFaces, insideNodes } from './insideVotes.js'
import { axisCrossings, boundsOf, gridOver } from './rayCrossings.js'
import { surfaceNets } from './surfaceNets.js'
import { triangleNormal } from './triangleNormal.js'

/** Most cells along the longest side: bounds the memory (≈ 25 bytes a node) and the time. */
const MAX_CELLS = 160
/** The share of the budget the first grid aims at: the estimate of the triangle count is rough. */
const TARGET_FILL = 0.85

/**
 * A watertight surface around the solid the triangles enclose, with at most `maxTriangles` triangles:
 * inside/outside sampled on a grid by six-ray winding votes (robust to open rims, overlapping parts,
 * non-manifold edges and self-intersections), then surface nets through the exact crossings. The grid
 * is about the finest whose surface fits the budget.
 */
export function wrapSurface(positions: Float64Array, indices: Uint32Array, maxTriangles: number): TriangleMesh {
  const { min, max } = boundsOf(positions, indices)
  const longest = Math.max(max[0] - min[0], max[1] - min[1], max[2] - min[2])
  /** the cell of the finest grid (MAX_CELLS along the longest side) */
  const finest = longest / MAX_CELLS
  // Surface nets make about two triangles per crossing of a grid line with the surface, and a triangle
  // of area a and unit normal n is crossed by a (|nx| + |ny| + |nz|) / h² lines: so choose h for the budget.
  const crossed = projectedArea(positions, indices)
  let h = Math.max(finest, Math.sqrt((2 * crossed) / (TARGET_FILL * maxTriangles)))
  let best: TriangleMesh | null = null
  for (let attempt = 0; attempt < 6; attempt++) {
    const grid = gridOver(min, max, h)
    const crossings = [0, 1, 2].map((axis) => axisCrossings(positions, indices, grid, axis))
    const inside = insideNodes(grid, crossings)
    fillAmbiguousFaces(grid, inside)
    const mesh = surfaceNets(grid, inside, crossings)
    const triangles = mesh.indices.length / 3
    if (triangles === 0) {
      // no node inside: the solid is thinner than the cells (a board 2 cm thick on a 10 cm grid); halve
      // them, down to the finest grid (scaling h by the count, 0, made it 0 and the grid infinite)
      if (h <= finest) break
      h = Math.max(h / 2, finest)
    } else if (triangles <= maxTriangles) {
      best = mesh
      // inner surfaces of overlapping parts made the estimate too coarse: one finer try
      if (attempt > 0 || triangles >= 0.6 * maxTriangles || h <= finest) return mesh
      h *= Math.sqrt(triangles / (TARGET_FILL * maxTriangles))
    } else {
      if (best !== null) return best
      h *= Math.sqrt(triangles / (TARGET_FILL * maxTriangles)) * 1.02
    }
  }
  if (best === null) {
    throw new Error(
      `buildHull: could not wrap the parts within ${maxTriangles} triangles: a grid coarse enough for that budget (${h.toPrecision(2)} m cells) misses parts thinner than its cells; raise maxTriangles, or pass a collider`,
    )
  }
  return best
}

/** Σ area · (|nx| + |ny| + |nz|) over the triangles, m²: the lines of a unit grid they cross. */
function projectedArea(positions: Float64Array, indices: Uint32Array): number {
  let total = 0
  for (let t = 0; t < indices.length; t += 3) {
    const [nx, ny, nz] = triangleNormal(positions, indices, t)
    total += (Math.abs(nx) + Math.abs(ny) + Math.abs(nz)) / 2
  }
  return total
}
