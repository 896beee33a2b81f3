import { decayedWavesKernel } from './decayedWavesKernel.js'

/**
 * The quadrature points of a call, shared by every body (one call at a time, like the hydrostatics'
 * scratch: not re-entrant): a fleet's bodies reuse the same memory, which stays in cache. The component
 * loop reads x, z and the decay depth of consecutive points, one array each; a point's six weights sit
 * together (`weights`), as the gathering adds to them a corner at a time: six separate arrays cost a
 * cache line each per corner, and that was most of the gathering on a fine hull. They grow by doubling,
 * so a simulation allocates only in its first steps.
 */
export class QuadraturePoints {
  /** points the arrays hold */
  capacity = 0
  /** horizontal position relative to the torque point, m */
  x = new Float64Array(0)
  z = new Float64Array(0)
  /** the depth the wave pressure decays over, m (≥ 0) */
  decayDepth = new Float64Array(0)
  /** the three heads integrated: p_FK / ρ g − linear depth, and the wave part's ∂ₜ and ∂ₜ² (m, m/s, m/s²) */
  head = new Float64Array(0)
  rate = new Float64Array(0)
  acceleration = new Float64Array(0)
  /**
   * WEIGHTS numbers a point: force = −ρ g Σ head · (fx, fy, fz) (m²), torque = −ρ g Σ head · (mx, my, mz)
   * (m³); in body axes for the call's first `bodyPoints` points (FroudeKrylovHull), world axes after
   */
  weights = new Float64Array(0)
  bodyPoints = 0
  /** per hull vertex: the call that gave it a point (`call`), and that point */
  stamp = new Int32Array(0)
  slot = new Int32Array(0)
  /** the same per hull edge, for the midpoint rule */
  edgeStamp = new Int32Array(0)
  edgeSlot = new Int32Array(0)
  call = 0
  /** the recorded triangles (offsets into WetSurface.triangles) of the call that addExactTriangles takes */
  exactTriangles = new Int32Array(16)
  exactCount = 0

  /** whether the per-point arrays are views of the WebAssembly kernel's memory (decayedWavesKernel.ts) */
  inKernel = false

  /**
   * room for at least `points` points, keeping those written (doubling: a simulation grows it only in its
   * first steps); the kernel's memory holds the per-point arrays where it is available
   */
  grow(points: number): void {
    let capacity = Math.max(this.capacity, 256)
    while (capacity < points) capacity *= 2
    this.capacity = capacity
    // (copied out first: growing the kernel's memory detaches the views of it)
    const kept = QUANTITIES.map((quantity) => this[quantity].slice())
    const kernel = decayedWavesKernel()
    const views = kernel === null ? null : kernel.allocate(capacity)
    this.inKernel = views !== null
    QUANTITIES.forEach((quantity, i) => {
      const array =
        views !== null && i < views.length
          ? views[i]
          : new Float64Array(capacity * (quantity === 'weights' ? WEIGHTS : 1))
      array.set(kept[i])
      this[quantity] = array
    })
  }

  /** room for hull vertices up to number `vertices` − 1, keeping this call's stamps */
  growVertices(vertices: number): void {
    const length = Math.max(2 * this.stamp.length, vertices, 256)
    this.stamp = lengthened(this.stamp, length)
    this.slot = lengthened(this.slot, length)
  }

  /** room for hull edges up to number `edges` − 1, keeping this call's stamps */
  growEdges(edges: number): void {
    const length = Math.max(2 * this.edgeStamp.length, edges, 256)
    this.edgeStamp = lengthened(this.edgeStamp, length)
    this.edgeSlot = lengthened(this.edgeSlot, length)
  }

  /** a new call: none of the hull vertices or edges has a point yet */
  beginCall(): void {
    if (this.call === 0x7fffffff) {
      this.stamp.fill(0)
      this.edgeStamp.fill(0)
      this.call = 0
    }
    this.call++
  }
}

/** A copy of `array` `length` long, its numbers kept (zeros after them) */
export function lengthened(array: Int32Array, length: number): Int32Array<ArrayBuffer> {
  const copy = new Int32Array(length)
  copy.set(array)
  return copy
}

/**
 * QuadraturePoints' per-point arrays, grown together; all but the weights in the kernel's memory when it
 * has one (DecayedWavesKernel.allocate, in this order)
 */
const QUANTITIES = ['x', 'z', 'decayDepth', 'head', 'rate', 'acceleration', 'weights'] as const
/** numbers of a point in QuadraturePoints.weights: fx, fy, fz, mx, my, mz */
export const WEIGHTS = 6

/** The points of the call in progress (see QuadraturePoints). */
export const shared = new QuadraturePoints()

/**
 * numbers of the call in progress: the still water's depth below the torque point's level (m), and the
 * squared longest edge (m²) of the whole triangles the vertex rule takes, (STEP / k)², and the midpoint
 * rule, (MIDPOINT_STEP / k)² (the longer of those the vertex rule does not take)
 */
export const callNumbers = new Float64Array(3)
export const STILL = 0,
  VERTEX_LIMIT = 1,
  MIDPOINT_LIMIT = 2
