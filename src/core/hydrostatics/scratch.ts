import type { Hull } from '../hull/types.js'
import { VERTEX } from './triangleBuffer.js'

/** Per-hull buffers for one call, sized once and reused by every later call with that hull. */
export interface HullScratch {
  /**
   * The posed vertices, VERTEX numbers each: x, y, z relative to the torque point (m) and depth (m,
   * positive under water). A hull triangle is the three offsets VERTEX · index into it.
   */
  readonly vertices: Float64Array
  /**
   * world x, z of each vertex, for a batched heightsAt; when only the vertices the water can reach
   * are sampled (reach.ts), only those of vertices sampled one at a time
   */
  readonly horizontal: Float64Array
  /** the water height over each vertex, m (world y) */
  readonly heights: Float64Array
  /** the hull's positions (body coordinates, m), from which reach.ts re-poses a vertex it samples late */
  readonly positions: Float64Array
  /** the vertices whose water height is sampled in one batch, and their world x, z and heights (reach.ts) */
  readonly sampled: Int32Array
  readonly sampledHorizontal: Float64Array
  readonly sampledHeights: Float64Array
  /** area of each hull triangle, m² (|(b − a) × (c − a)| / 2 in body coordinates: a rotation keeps it) */
  readonly areas: Float64Array
  /**
   * squared length of each hull triangle's longest edge, m² (body coordinates: a rotation keeps it),
   * so that 'adaptive' clipping decides whether a triangle needs refining without measuring it each step
   */
  readonly longestEdges: Float64Array
  /** the largest of longestEdges, m²: when even it needs no refining, 'adaptive' is 'linear' for the call */
  readonly longestEdge: number
  /**
   * depth tolerance of 'adaptive' clipping per unit of its tolerance, m: the hull's volume over its
   * surface area, V / S, so that a deviation of tolerance × V / S over the whole surface weighs
   * tolerance × rho g V (hydrostatics.ts)
   */
  readonly depthScale: number
}

const scratchByHull = new WeakMap<Hull, HullScratch>()

/**
 * The hull's scratch buffers, created on first use (keyed weakly, so a dropped hull frees them).
 * Made by a constructor, not an object literal: a literal's second run widens its typed-array field
 * types and deoptimizes the hot loops that read them (docs/DEVELOPING.md, Hot paths).
 */
export function hullScratch(hull: Hull): HullScratch {
  let scratch = scratchByHull.get(hull)
  if (scratch === undefined || scratch.heights.length !== hull.vertexCount) {
    scratch = new Scratch(hull)
    scratchByHull.set(hull, scratch)
  }
  return scratch
}

class Scratch implements HullScratch {
  // declared, not defined: an emitted field definition would first store undefined into each field
  declare readonly vertices: Float64Array
  declare readonly horizontal: Float64Array
  declare readonly heights: Float64Array
  declare readonly positions: Float64Array
  declare readonly sampled: Int32Array
  declare readonly sampledHorizontal: Float64Array
  declare readonly sampledHeights: Float64Array
  declare readonly areas: Float64Array
  declare readonly longestEdges: Float64Array
  declare readonly longestEdge: number
  declare readonly depthScale: number

  constructor(hull: Hull) {
    const n = hull.vertexCount
    this.vertices = new Float64Array(VERTEX * n)
    this.horizontal = new Float64Array(2 * n)
    this.heights = new Float64Array(n)
    this.positions = hull.positions
    this.sampled = new Int32Array(n)
    this.sampledHorizontal = new Float64Array(2 * n)
    this.sampledHeights = new Float64Array(n)
    this.areas = triangleAreas(hull)
    this.longestEdges = longestEdgesOf(hull)
    this.longestEdge = largest(this.longestEdges)
    this.depthScale = hull.volume / hull.surfaceArea
  }
}

function triangleAreas(hull: Hull): Float64Array {
  const p = hull.positions,
    indices = hull.indices
  const areas = new Float64Array(hull.triangleCount)
  for (let f = 0; f < hull.triangleCount; f++) {
    const a = 3 * indices[3 * f],
      b = 3 * indices[3 * f + 1],
      c = 3 * indices[3 * f + 2]
    const ux = p[b] - p[a],
      uy = p[b + 1] - p[a + 1],
      uz = p[b + 2] - p[a + 2]
    const vx = p[c] - p[a],
      vy = p[c + 1] - p[a + 1],
      vz = p[c + 2] - p[a + 2]
    areas[f] = 0.5 * Math.hypot(uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx)
  }
  return areas
}

function longestEdgesOf(hull: Hull): Float64Array {
  const p = hull.positions,
    indices = hull.indices
  const longest = new Float64Array(hull.triangleCount)
  const squaredDistance = (i: number, j: number): number =>
    (p[j] - p[i]) ** 2 + (p[j + 1] - p[i + 1]) ** 2 + (p[j + 2] - p[i + 2]) ** 2
  for (let f = 0; f < hull.triangleCount; f++) {
    const a = 3 * indices[3 * f],
      b = 3 * indices[3 * f + 1],
      c = 3 * indices[3 * f + 2]
    longest[f] = Math.max(squaredDistance(a, b), squaredDistance(b, c), squaredDistance(c, a))
  }
  return longest
}

function largest(values: Float64Array): number {
  let max = 0
  for (let i = 0; i < values.length; i++) if (values[i] > max) max = values[i]
  return max
}
