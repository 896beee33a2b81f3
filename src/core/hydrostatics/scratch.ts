import type { Hull } from '../hull/types.js'

/** Per-hull buffers for one call, sized once and reused by every later call with that hull. */
export interface HullScratch {
  /** world vertex positions minus the torque point, x y z interleaved, m */
  readonly relative: Float64Array
  /** world x, z of each vertex, for a batched heightsAt */
  readonly horizontal: Float64Array
  /** depth of each vertex, m (positive under water) */
  readonly depth: Float64Array
  /** bounding-box diagonal of the hull, m: the size the adaptive tolerance is relative to */
  readonly size: number
}

const scratchByHull = new WeakMap<Hull, HullScratch>()

/** The hull's scratch buffers, created on first use (keyed weakly, so a dropped hull frees them). */
export function hullScratch(hull: Hull): HullScratch {
  let scratch = scratchByHull.get(hull)
  if (scratch === undefined || scratch.depth.length !== hull.vertexCount) {
    const n = hull.vertexCount
    const { min, max } = hull.bounds
    scratch = {
      relative: new Float64Array(3 * n),
      horizontal: new Float64Array(2 * n),
      depth: new Float64Array(n),
      size: Math.hypot(max.x - min.x, max.y - min.y, max.z - min.z),
    }
    scratchByHull.set(hull, scratch)
  }
  return scratch
}
