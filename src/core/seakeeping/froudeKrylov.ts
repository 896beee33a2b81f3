import type { ResolvedWaveComponent } from '../waves/types.js'
import type { Hull } from '../hull/types.js'
import type { Quaternion, Vector } from '../types.js'
import { rotationMatrix } from '../stability/attitude.js'
import { triangleNormal } from '../buildHull/triangleNormal.js'
import type { WetSurface } from '../hydrostatics/wetSurface.js'
import { WET_TRIANGLE_STRIDE } from '../hydrostatics/wetSurface.js'
import { sinPi } from '../waves/fastSine.js'
import { wrapPhase } from '../waves/wrapPhase.js'
import { decay } from './decay.js'
import { COEFFICIENTS, decayedWavesKernel } from './decayedWavesKernel.js'
import { triangleExponentialMoments } from './triangleExponential.js'

/**
 * The Froude–Krylov correction to the hydrostatic pressure (PHYSICS.md, seakeeping).
 *
 * The hydrostatics integrates p_hs = ρ g (η − y): the local surface's weight of water, the same at
 * every depth below a crest. The incident wave's linear pressure decays with depth: with Wheeler
 * stretching (the decay measured from the local surface, deep water),
 *   p_FK = ρ g (−y) + ρ g Σ A_i e^{−k_i d} sin θ_i,   d = η − y ≥ 0 the depth below the local surface,
 * so the difference to integrate over the same wet surface is
 *   p_FK − p_hs = ρ g Σ A_i (e^{−k_i d} − 1) sin θ_i,
 * zero at the waterline (the surface stays a zero-pressure line, so the exact clipped wet surface
 * still applies) and −ρ g η deep down (no wave felt there). Hydrostatic + this = Froude–Krylov.
 *
 * The hydrostatics integrates its depth linearly interpolated from each recorded wet triangle's corners
 * (exact for flat water; on a coarse hull in short waves the true η between the corners is lost:
 * 3 % of the barge's heave force at 4 s with the default tolerance, far more at 2.5 s). So the
 * correction integrated here is p_FK − ρ g d_lin, d_lin that interpolated depth (the recorded corner
 * depths). Written with the sines, η − y = level − y + Σ A_i sin θ_i, the head to integrate is
 *   h = p_FK / ρ g − d_lin = (level − y − d_lin) + Σ A_i e^{−k_i D} sin θ_i,
 * which carries the true η at each quadrature point through its sines: hydrostatics + correction is the
 * Froude–Krylov pressure whatever the clipping tolerance. What the clipping still decides is where the
 * wet surface ends, where the pressure is zero: an error of second order in the wave amplitude. The
 * decay depth D is max(0, d_lin): exact at the hull's vertices (their depths are sampled), and off by the
 * surface's curvature over a triangle elsewhere, which changes e^{−kD} by k · A k² h² / 8 relatively,
 * second order in the amplitude like Wheeler's stretching itself; it spares a second pass over the points
 * for the true depth.
 *
 * Quadrature, with h a triangle's longest edge. Each rule is used up to the k h where its error per unit
 * area reaches the vertex rule's at STEP: on e^{ψ}, ψ a linear phase and decay with |∇ψ| ≤ √2 k (the
 * head's components), over thousands of random triangles, at most 2.9e-2 A (vertices at k h = 0.5),
 * 2.6e-2 A (midpoints at 2), 2.7e-2 A (centroid at 0.9), 2.0e-2 A (three points at 3.5); far less after
 * the cancellation of the sign-alternating errors over a wavelength (test/unit/seakeeping/froudeKrylov.test.ts:
 * within 2 % of the closed form on a box and 1 % on a submerged sphere). The vertex and centroid rules
 * are exact for linear heads, and their error grows as (k h)²; the midpoint and three-point rules are
 * exact for quadratic ones, their error as (k h)³.
 * k is the sea's largest wavenumber. (Session 9 tried each rule at the amplitude-weighted wavenumber,
 * √(Σ A_i k_i² / Σ A_i) for the rules erring as (k h)², ∛(Σ A_i k_i³ / Σ A_i) for the others: 1.5 % of the
 * reference boat's step, but a 1 × 0.5 × 2 m box in the moderate sea went from 0.15 % to 1.3 % of ρ g V off
 * its converged force (bench/FLEET.md): the error per unit area that suits a ship is too much for a small
 * body, whose volume per unit area is small. Not kept.)
 * - a wet triangle whose corners are hull vertices (wholly under water) with k h ≤ STEP: the head at
 *   its corners, linear between them; each hull vertex is evaluated once for all the triangles that meet
 *   there (WetSurface.corners), about half as many points as wet triangles on a closed hull;
 * - a whole hull triangle with k h ≤ MIDPOINT_STEP: the head at its edges' midpoints, each hull edge
 *   evaluated once for the triangles on either side (1.5 points a triangle);
 * - the others (the pieces clipping cut, and longer triangles) with k h ≤ CENTROID_STEP: the centroid;
 * - longer ones: split into n² similar sub-triangles, n the least with k h / n ≤ WIDE_STEP, each with
 *   the three-point rule (points at barycentric (2/3, 1/6, 1/6) and its turns);
 * - with n past closedForm.above (a face many waves long): exactly, in closed form (addExactTriangles).
 * The points are gathered first; then the components run one at a time over all of them, as the wave
 * sum does (sumOfSines.ts), sin θ and cos θ by the wave sum's sinPi and e^{−kD} by a table and a short
 * polynomial (`decay`): Math.sin, Math.cos and Math.exp were three quarters of the first version's cost
 * (bench/SEAKEEPING.md); in WebAssembly SIMD, two points at a time, where it is available
 * (decayedWavesKernel.ts: the same result to the last bit).
 */
const STEP = 0.5
/** k h of a sub-triangle for the three-point rule (less error per unit area than the vertex rule at STEP) */
const WIDE_STEP = 3.5
/**
 * Sub-triangles per side above which a triangle is integrated in closed form instead (addExactTriangles;
 * the tests set `above` to Infinity to compare the two). The three-point rule's 3 n² points grow as
 * (k h)²; the closed form costs ~3 µs a component whatever the size, about as much as the points near
 * here. It matters for huge faces that reach the correction whole: a 2 km box with 'linear' clipping on
 * the storm sea steps in 0.33 ms so, 3.05 ms by the rule (bench/HUGE-FACES.md). (With 'adaptive' clipping
 * the pieces are refined before they get here: that box takes 6.9 ms a step, the pieces' count × the
 * components.)
 */
export const closedForm = { above: 12 }
/** k h of a triangle for the centroid (the same error per unit area as the vertex rule at STEP) */
const CENTROID_STEP = 0.9
/**
 * k h of a whole hull triangle for the edge-midpoint rule (the same error per unit area as the vertex
 * rule at STEP)
 */
const MIDPOINT_STEP = 2

/** A sea's components packed for the integrator (one row of COMPONENT_ROW per component). */
const AMPLITUDE = 0,
  KX = 1,
  KZ = 2,
  K = 3,
  OMEGA = 4,
  PHASE = 5,
  COMPONENT_ROW = 6

/** sea.step: the time the waves are taken at (s) and ρ g (N/m³), set by the caller before each call */
export const FK_TIME = 0,
  FK_WEIGHT = 1

/** A sea's components, packed once for the integrator (made by a constructor, not a literal: DEVELOPING.md, hot paths). */
export class FroudeKrylovSea {
  /** components × COMPONENT_ROW numbers */
  readonly rows: Float64Array
  readonly count: number
  /** largest wavenumber, rad/m */
  readonly maxWavenumber: number
  /** mean water level, m */
  readonly level: number
  /**
   * [FK_TIME, FK_WEIGHT] of the next call (numbers pass into the calls in arrays: V8 boxes a double passed
   * to a call it does not inline, DEVELOPING.md)
   */
  readonly step = new Float64Array(2)

  constructor(components: readonly ResolvedWaveComponent[], level: number) {
    const rows = new Float64Array(components.length * COMPONENT_ROW)
    let maxWavenumber = 0
    components.forEach((c, i) => {
      const at = i * COMPONENT_ROW
      rows[at + AMPLITUDE] = c.amplitude
      rows[at + KX] = c.kx
      rows[at + KZ] = c.kz
      rows[at + K] = c.wavenumber
      rows[at + OMEGA] = c.angularFrequency
      rows[at + PHASE] = c.phase
      maxWavenumber = Math.max(maxWavenumber, c.wavenumber)
    })
    this.rows = rows
    this.count = components.length
    this.maxWavenumber = maxWavenumber
    this.level = level
  }
}

/** Numbers per hull triangle in FroudeKrylovHull.faces: its corners' shares (see FroudeKrylovHull). */
const FORCE_SHARE = 0,
  MOMENT_SHARES = 3,
  LONGEST_SQUARED = 12,
  MIDPOINT_SHARES = 13,
  FACE_ROW = 22

/**
 * What the correction needs of each hull triangle, in body axes (about the body's origin), made once per
 * hull: a wholly wet triangle's shares of the vertex rule (gatherPoints) are constant there, so a step
 * reads them instead of forming an area vector and three moment arms from the posed corners (that was
 * most of the gathering on a fine hull). Per triangle (FACE_ROW numbers): the force share N / 3 of each
 * corner (and of each edge midpoint), N its area vector; corner i's moment share (R + r_i) / 12 × N,
 * R = r_1 + r_2 + r_3; the square of its longest edge; and the moment share m_i × N / 3 of the midpoint
 * m_i of its edge from corner i to corner i + 1. The edges are numbered (`edges`), so that a midpoint's
 * point serves the triangles on both sides.
 */
export class FroudeKrylovHull {
  readonly faces: Float64Array
  readonly triangleCount: number
  /** per triangle corner i: the hull edge from corner i to corner i + 1 (numbered from 0), for the midpoint rule */
  readonly edges: Int32Array
  readonly edgeCount: number
  readonly vertexCount: number

  constructor(hull: Hull) {
    const { positions: v, indices, triangleCount } = hull
    const faces = new Float64Array(triangleCount * FACE_ROW)
    for (let f = 0, row = 0; f < triangleCount; f++, row += FACE_ROW) {
      const a = 3 * indices[3 * f],
        b = 3 * indices[3 * f + 1],
        c = 3 * indices[3 * f + 2]
      // a third of the area vector (the force share), and a twelfth; written out rather than with array
      // helpers: this runs at attach on the main thread, 5,000 triangles for a hull at the default budget
      const [ax, ay, az] = triangleNormal(v, indices, 3 * f)
      const nx = ax / 6,
        ny = ay / 6,
        nz = az / 6
      faces[row + FORCE_SHARE] = nx
      faces[row + FORCE_SHARE + 1] = ny
      faces[row + FORCE_SHARE + 2] = nz
      const tx = nx / 4,
        ty = ny / 4,
        tz = nz / 4
      const sx = v[a] + v[b] + v[c],
        sy = v[a + 1] + v[b + 1] + v[c + 1],
        sz = v[a + 2] + v[b + 2] + v[c + 2]
      for (let i = 0; i < 3; i++) {
        const corner = i === 0 ? a : i === 1 ? b : c
        const wx = sx + v[corner],
          wy = sy + v[corner + 1],
          wz = sz + v[corner + 2]
        const at = row + MOMENT_SHARES + 3 * i
        faces[at] = wy * tz - wz * ty
        faces[at + 1] = wz * tx - wx * tz
        faces[at + 2] = wx * ty - wy * tx
      }
      faces[row + LONGEST_SQUARED] = Math.max(
        squaredDistance(v, a, b),
        squaredDistance(v, b, c),
        squaredDistance(v, c, a),
      )
      // edge i's midpoint m_i: its moment share m_i × N / 3
      for (let i = 0; i < 3; i++) {
        const from = i === 0 ? a : i === 1 ? b : c,
          to = i === 0 ? b : i === 1 ? c : a
        const mx = (v[from] + v[to]) / 2,
          my = (v[from + 1] + v[to + 1]) / 2,
          mz = (v[from + 2] + v[to + 2]) / 2
        const at = row + MIDPOINT_SHARES + 3 * i
        faces[at] = my * nz - mz * ny
        faces[at + 1] = mz * nx - mx * nz
        faces[at + 2] = mx * ny - my * nx
      }
    }
    this.faces = faces
    this.triangleCount = triangleCount
    // the edges, numbered by their two vertices
    const edges = new Int32Array(3 * triangleCount)
    const numbers = new Map<number, number>()
    const vertices = hull.vertexCount
    for (let corner = 0; corner < 3 * triangleCount; corner++) {
      const from = indices[corner],
        to = indices[corner % 3 === 2 ? corner - 2 : corner + 1]
      const key = Math.min(from, to) * vertices + Math.max(from, to)
      let edge = numbers.get(key)
      if (edge === undefined) {
        edge = numbers.size
        numbers.set(key, edge)
      }
      edges[corner] = edge
    }
    this.edges = edges
    this.edgeCount = numbers.size
    this.vertexCount = vertices
  }
}

/** |v_q − v_p|² of the points at offsets p and q of a positions array */
function squaredDistance(v: Float64Array, p: number, q: number): number {
  const dx = v[q] - v[p],
    dy = v[q + 1] - v[p + 1],
    dz = v[q + 2] - v[p + 2]
  return dx * dx + dy * dy + dz * dz
}

/** A hull's triangles for the correction, made once (at attach; a few µs a triangle). */
export function createFroudeKrylovHull(hull: Hull): FroudeKrylovHull {
  return new FroudeKrylovHull(hull)
}

/**
 * The quadrature points of a call, shared by every body (one call at a time, like the hydrostatics'
 * scratch: not re-entrant): a fleet's bodies reuse the same memory, which stays in cache. The component
 * loop reads x, z and the decay depth of consecutive points, one array each; a point's six weights sit
 * together (`weights`), as the gathering adds to them a corner at a time: six separate arrays cost a
 * cache line each per corner, and that was most of the gathering on a fine hull. They grow by doubling,
 * so a simulation allocates only in its first steps.
 */
class QuadraturePoints {
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
function lengthened(array: Int32Array, length: number): Int32Array<ArrayBuffer> {
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
const WEIGHTS = 6

const shared = new QuadraturePoints()
/** the corners and faces of a WetSurface made without them: none is a hull vertex or triangle */
const NONE = new Int32Array(0)

/** Pack a sea's components once (at attach). */
export function createFroudeKrylovSea(components: readonly ResolvedWaveComponent[], level = 0): FroudeKrylovSea {
  return new FroudeKrylovSea(components, level)
}

/**
 * Write the quadrature points of a recorded wet surface (relative to `about`, the body's origin), each
 * with its decay depth, its head's first term level − y − d_lin (the sines are added next) and its
 * weights; returns their number. Whole hull triangles first, in body axes: from their corners when
 * k × longest edge ≤ STEP, else from their edges' midpoints when ≤ MIDPOINT_STEP
 * (gatherWhole); the others (pieces that clipping cut, longer triangles) take their centroid when
 * ≤ CENTROID_STEP, or the three-point rule on n² sub-triangles.
 */
function gatherPoints(
  sea: FroudeKrylovSea,
  surface: WetSurface,
  about: { x: number; y: number; z: number },
  hull: FroudeKrylovHull,
): number {
  const t = surface.triangles
  const faces = surface.faces ?? NONE
  // (numbers of the call in an array: V8 boxes a double passed to a call it does not inline)
  callNumbers[STILL] = sea.level - about.y
  // the longest edges (squared) each rule takes
  const k = sea.maxWavenumber
  callNumbers[VERTEX_LIMIT] = (STEP / k) ** 2
  callNumbers[MIDPOINT_LIMIT] = (MIDPOINT_STEP / k) ** 2
  const centroidLimit = (CENTROID_STEP / k) ** 2
  const widePerLength = k / WIDE_STEP
  shared.beginCall()
  exactCount = 0
  // the recorded triangles whose corners the surface names (as hull vertices), for the vertex rule
  const cornerTriangles = Math.floor((surface.corners ?? NONE).length / 3)
  let p = gatherWhole(surface, about, hull, cornerTriangles)
  shared.bodyPoints = p
  for (let m = 0, at = 0; m < surface.count; m++, at += WET_TRIANGLE_STRIDE) {
    if (m < faces.length && wholeRule(faces[m], m, cornerTriangles, hull) !== NO_RULE) continue
    const ux = t[at + 4] - t[at],
      uy = t[at + 5] - t[at + 1],
      uz = t[at + 6] - t[at + 2]
    const vx = t[at + 8] - t[at],
      vy = t[at + 9] - t[at + 1],
      vz = t[at + 10] - t[at + 2]
    const uu = ux * ux + uy * uy + uz * uz,
      vv = vx * vx + vy * vy + vz * vz,
      ww = (ux - vx) * (ux - vx) + (uy - vy) * (uy - vy) + (uz - vz) * (uz - vz)
    const longest = uu > vv ? (uu > ww ? uu : ww) : vv > ww ? vv : ww
    // k h ≤ CENTROID_STEP: the centroid (no square root for the short ones, most); longer: the
    // three-point rule on n² sub-triangles, k h / n ≤ WIDE_STEP
    if (longest <= centroidLimit) {
      if (p + 1 > shared.capacity) shared.grow(p + 1)
      p = addSubTrianglePoints(t, at, 1, CENTROID, about, p)
    } else {
      const n = Math.ceil(Math.sqrt(longest) * widePerLength)
      if (n > closedForm.above) {
        if (exactCount === exactTriangles.length) exactTriangles = lengthened(exactTriangles, 2 * exactCount + 16)
        exactTriangles[exactCount++] = at
        continue
      }
      if (p + 3 * n * n > shared.capacity) shared.grow(p + 3 * n * n)
      p = addSubTrianglePoints(t, at, n, THREE_POINTS, about, p)
    }
  }
  return p
}

/**
 * Quadrature rules on a triangle, as barycentric offsets (s along u, r along v) of their points in an
 * upright sub-triangle, weights equal; an inverted sub-triangle takes 1 − s, 1 − r. The centroid is exact
 * for linear heads; the three points at (2/3, 1/6, 1/6) and its turns for quadratic ones.
 */
const CENTROID = Float64Array.of(1 / 3, 1 / 3)
const THREE_POINTS = Float64Array.of(1 / 6, 1 / 6, 2 / 3, 1 / 6, 1 / 6, 2 / 3)

/**
 * numbers of the call in progress: the still water's depth below the torque point's level (m), and the
 * squared longest edge (m²) of the whole triangles the vertex rule takes, (STEP / k)², and the midpoint
 * rule, (MIDPOINT_STEP / k)² (the longer of those the vertex rule does not take)
 */
const callNumbers = new Float64Array(3)
const STILL = 0,
  VERTEX_LIMIT = 1,
  MIDPOINT_LIMIT = 2

/** The rules of whole hull triangles (gatherWhole): from their corners, or their edges' midpoints; or none. */
const VERTEX_RULE = 0,
  MIDPOINT_RULE = 1,
  NO_RULE = 2

/**
 * The rule that takes recorded triangle `m` (hull triangle `face`, or −1 for a piece that clipping cut)
 * whole: the vertex rule up to the call's VERTEX_LIMIT (when the surface names its corners), the
 * midpoint rule up to MIDPOINT_LIMIT, or none (a piece, a longer triangle: gatherPoints' own rules).
 */
function wholeRule(face: number, m: number, cornerTriangles: number, hull: FroudeKrylovHull): number {
  if (face < 0 || face >= hull.triangleCount) return NO_RULE
  const squared = hull.faces[face * FACE_ROW + LONGEST_SQUARED]
  if (squared <= callNumbers[VERTEX_LIMIT] && m < cornerTriangles) return VERTEX_RULE
  return squared <= callNumbers[MIDPOINT_LIMIT] ? MIDPOINT_RULE : NO_RULE
}

/**
 * The rules of the recorded triangles that are whole hull triangles, each point shared by the triangles
 * of the call that meet there, its shares read in body axes from the hull (FroudeKrylovHull;
 * integrateHeads turns the sums to world axes). N the area vector:
 * - VERTEX_RULE, short triangles (k h ≤ STEP): the head linear between the corners r_i (relative to the
 *   body's origin), ∫ h n dA = Σ h_i N / 3 and ∫ h (r × n) dA = Σ h_i (R + r_i) / 12 × N, R = r_1 + r_2 +
 *   r_3 (∫ φ_i φ_j dA = A (1 + δ_ij) / 12 for the linear shape functions φ). A point per hull vertex, about
 *   half as many as triangles on a closed hull (WetSurface.corners names them).
 * - MIDPOINT_RULE, longer ones (k h ≤ MIDPOINT_STEP): ∫ h n dA = Σ h(m_i) N / 3 and
 *   ∫ h (r × n) dA = Σ h(m_i) m_i × N / 3 over the edge midpoints m_i, exact for quadratic heads (its error
 *   per unit area at MIDPOINT_STEP is the vertex rule's at STEP: 2.6e-2 A against 2.9e-2 A on thousands of
 *   random triangles). A point per hull edge, about 1.5 a triangle, where the three-point rule took 3.
 * A point is made with zero weights by the first triangle of the call that meets there, at the posed corner
 * or midpoint, with its depth as the hydrostatics interpolated it. One pass for both rules (two cost 1 % more
 * of the reference boat's step: DEVELOPING.md, session 9). Written out, without calls: V8 boxes the doubles
 * passed to a call it does not inline. Returns the number of points.
 */
function gatherWhole(
  surface: WetSurface,
  about: { x: number; y: number; z: number },
  hull: FroudeKrylovHull,
  cornerTriangles: number,
): number {
  const t = surface.triangles
  const corners = surface.corners ?? NONE
  const faces = surface.faces ?? NONE
  const rows = hull.faces
  const ox = about.x,
    oy = about.y,
    oz = about.z
  const still = callNumbers[STILL]
  const call = shared.call
  // a point per hull vertex or edge: room for all of them
  if (shared.edgeStamp.length < hull.edgeCount) shared.growEdges(hull.edgeCount)
  if (shared.stamp.length < hull.vertexCount) shared.growVertices(hull.vertexCount)
  // the arrays, read again after growing
  let { x, z, decayDepth, head, weights, stamp, slot } = shared
  const { edgeStamp, edgeSlot } = shared
  let p = 0
  const count = Math.min(surface.count, faces.length)
  for (let m = 0, at = 0; m < count; m++, at += WET_TRIANGLE_STRIDE) {
    const face = faces[m]
    const rule = wholeRule(face, m, cornerTriangles, hull)
    if (rule === NO_RULE) continue
    if (p + 3 > shared.capacity) {
      shared.grow(p + 3)
      ;({ x, z, decayDepth, head, weights } = shared)
    }
    const midpoints = rule === MIDPOINT_RULE
    const shares = midpoints ? MIDPOINT_SHARES : MOMENT_SHARES
    const row = face * FACE_ROW
    const nx = rows[row + FORCE_SHARE],
      ny = rows[row + FORCE_SHARE + 1],
      nz = rows[row + FORCE_SHARE + 2]
    for (let side = 0; side < 3; side++) {
      const key = midpoints ? hull.edges[3 * face + side] : corners[3 * m + side]
      // (only a corner can be beyond the arrays, one of another hull's surface: edges are this hull's own)
      if (!midpoints && key >= stamp.length) {
        shared.growVertices(key + 1)
        stamp = shared.stamp
        slot = shared.slot
      }
      const stamps = midpoints ? edgeStamp : stamp,
        slots = midpoints ? edgeSlot : slot
      let q = slots[key]
      if (stamps[key] !== call) {
        // the point's position and linear depth: the corner's, or the mean of an edge's two corners'
        const u = at + 4 * side,
          w = midpoints ? at + 4 * (side === 2 ? 0 : side + 1) : u
        q = p++
        stamps[key] = call
        slots[key] = q
        const depth = (t[u + 3] + t[w + 3]) / 2
        x[q] = (t[u] + t[w]) / 2 - ox
        z[q] = (t[u + 2] + t[w + 2]) / 2 - oz
        decayDepth[q] = Math.max(0, depth)
        head[q] = still - ((t[u + 1] + t[w + 1]) / 2 - oy) - depth
        // (six stores, not fill: a call into the builtin per point cost more than the rest of the point)
        const o = WEIGHTS * q
        weights[o] = 0
        weights[o + 1] = 0
        weights[o + 2] = 0
        weights[o + 3] = 0
        weights[o + 4] = 0
        weights[o + 5] = 0
      }
      const o = WEIGHTS * q,
        share = row + shares + 3 * side
      weights[o] += nx
      weights[o + 1] += ny
      weights[o + 2] += nz
      weights[o + 3] += rows[share]
      weights[o + 4] += rows[share + 1]
      weights[o + 5] += rows[share + 2]
    }
  }
  return p
}

/**
 * A wet triangle's n² sub-triangles (barycentric s along u, r along v: n(n+1)/2 upright, n(n−1)/2
 * inverted), each with the points of `rule` (offsets within it, see CENTROID), each point weighted by its
 * share of the area vector (world axes); returns the next free point.
 */
function addSubTrianglePoints(
  t: Float64Array,
  at: number,
  n: number,
  rule: Float64Array,
  about: { x: number; y: number; z: number },
  p: number,
): number {
  const s = shared
  const still = callNumbers[STILL]
  const ax = t[at] - about.x,
    ay = t[at + 1] - about.y,
    az = t[at + 2] - about.z
  const ux = t[at + 4] - about.x - ax,
    uy = t[at + 5] - about.y - ay,
    uz = t[at + 6] - about.z - az
  const vx = t[at + 8] - about.x - ax,
    vy = t[at + 9] - about.y - ay,
    vz = t[at + 10] - about.z - az
  // outward normal times area, shared by the n² sub-triangles' points
  const pointsEach = rule.length / 2
  const share = 0.5 / (n * n * pointsEach)
  const nx = share * (uy * vz - uz * vy),
    ny = share * (uz * vx - ux * vz),
    nz = share * (ux * vy - uy * vx)
  // the recorded corner depths, which the hydrostatics interpolated linearly
  const da = t[at + 3],
    dau = t[at + 7] - da,
    dav = t[at + 11] - da
  for (let up = 0; up < 2; up++) {
    const rowsLeft = up === 0 ? n : n - 1
    for (let i = 0; i < rowsLeft; i++) {
      for (let j = 0; j < rowsLeft - i; j++) {
        for (let k = 0; k < rule.length; k += 2, p++) {
          const bs = up === 0 ? (i + rule[k]) / n : (i + 1 - rule[k]) / n,
            br = up === 0 ? (j + rule[k + 1]) / n : (j + 1 - rule[k + 1]) / n
          const px = ax + bs * ux + br * vx,
            py = ay + bs * uy + br * vy,
            pz = az + bs * uz + br * vz
          const linearDepth = da + bs * dau + br * dav
          s.x[p] = px
          s.z[p] = pz
          s.decayDepth[p] = Math.max(0, linearDepth)
          s.head[p] = still - py - linearDepth
          const w = WEIGHTS * p
          s.weights[w] = nx
          s.weights[w + 1] = ny
          s.weights[w + 2] = nz
          s.weights[w + 3] = py * nz - pz * ny
          s.weights[w + 4] = pz * nx - px * nz
          s.weights[w + 5] = px * ny - py * nx
        }
      }
    }
  }
  return p
}

/** the recorded triangles (offsets into WetSurface.triangles) of the call that addExactTriangles takes */
let exactTriangles = new Int32Array(16)
let exactCount = 0
/** their sums, as integralSums (world axes, about the torque point) */
const exactSums = new Float64Array(18)
const cornerRe = new Float64Array(3),
  cornerIm = new Float64Array(3),
  moments = new Float64Array(6)
/** per corner: its position (relative to the torque point), linear head, and the three heads' weights */
const corner = new Float64Array(3 * 7)

/**
 * The triangles gatherPoints left to the closed form, integrated exactly into exactSums: on a wet
 * triangle the decay depth D is the interpolated depth (≥ 0 at its corners), linear like the phase θ, so
 * each component's A e^{−kD} sin θ is the imaginary part of A e^{z}, z = −k D + i θ linear, and
 * ∫ λ_i e^{z} dA is triangleExponentialMoments'. With the head h = Σ_i λ_i h_i + waves, each corner i
 * gathers W_i = ∫ λ_i h dA (the linear part: A (h_i + Σ h_j) / 12), and the triangle adds
 * ∫ h n dA = (Σ W_i) n and ∫ h (r × n) dA = (Σ W_i r_i) × n.
 */
function addExactTriangles(
  sea: FroudeKrylovSea,
  t: Float64Array,
  about: { x: number; y: number; z: number },
  derivatives: boolean,
): void {
  // (most calls have none: nothing to clear, nothing for integrateHeads to add)
  if (exactCount === 0) return
  exactSums.fill(0)
  const rows = sea.rows
  const time = sea.step[FK_TIME]
  const still = callNumbers[STILL]
  for (let e = 0; e < exactCount; e++) {
    const at = exactTriangles[e]
    let sumLinear = 0
    for (let i = 0; i < 3; i++) {
      const c = 7 * i,
        v = at + 4 * i
      corner[c] = t[v] - about.x
      corner[c + 1] = t[v + 1] - about.y
      corner[c + 2] = t[v + 2] - about.z
      corner[c + 3] = still - corner[c + 1] - t[v + 3]
      sumLinear += corner[c + 3]
    }
    const ux = corner[7] - corner[0],
      uy = corner[8] - corner[1],
      uz = corner[9] - corner[2]
    const vx = corner[14] - corner[0],
      vy = corner[15] - corner[1],
      vz = corner[16] - corner[2]
    const nx = (uy * vz - uz * vy) / 2,
      ny = (uz * vx - ux * vz) / 2,
      nz = (ux * vy - uy * vx) / 2
    const area = Math.hypot(nx, ny, nz)
    if (!(area > 0)) continue
    for (let i = 0; i < 3; i++) {
      const c = 7 * i
      corner[c + 4] = (area * (corner[c + 3] + sumLinear)) / 12
      corner[c + 5] = corner[c + 6] = 0
    }
    for (let row = 0; row < sea.count * COMPONENT_ROW; row += COMPONENT_ROW) {
      const amplitude = rows[row + AMPLITUDE],
        k = rows[row + K],
        kx = rows[row + KX],
        kz = rows[row + KZ],
        omega = rows[row + OMEGA]
      const offset = wrapPhase(rows[row + PHASE] - omega * time + kx * about.x + kz * about.z)
      for (let i = 0; i < 3; i++) {
        const c = 7 * i
        cornerRe[i] = -k * Math.max(0, t[at + 4 * i + 3])
        cornerIm[i] = kx * corner[c] + kz * corner[c + 2] + offset
      }
      triangleExponentialMoments(cornerRe, cornerIm, moments)
      const scale = 2 * area * amplitude
      for (let i = 0; i < 3; i++) {
        const c = 7 * i
        const sine = scale * moments[2 * i + 1],
          cosine = scale * moments[2 * i]
        corner[c + 4] += sine
        corner[c + 5] -= omega * cosine
        corner[c + 6] -= omega * omega * sine
      }
    }
    const mx = nx / area,
      my = ny / area,
      mz = nz / area
    for (let head = 0; head < (derivatives ? 3 : 1); head++) {
      let w = 0,
        rx = 0,
        ry = 0,
        rz = 0
      for (let i = 0; i < 3; i++) {
        const c = 7 * i,
          weight = corner[c + 4 + head]
        w += weight
        rx += weight * corner[c]
        ry += weight * corner[c + 1]
        rz += weight * corner[c + 2]
      }
      const o = 6 * head
      exactSums[o] += w * mx
      exactSums[o + 1] += w * my
      exactSums[o + 2] += w * mz
      exactSums[o + 3] += ry * mz - rz * my
      exactSums[o + 4] += rz * mx - rx * mz
      exactSums[o + 5] += rx * my - ry * mx
    }
  }
}

/**
 * Add each component's decayed wave to the heads at every point: A e^{−k D} sin θ to the head, and its
 * time derivatives −ω A e^{−k D} cos θ and −ω² A e^{−k D} sin θ, with D the decay depth. One pass over
 * the points per component: sin θ and cos θ = sin(θ + π/2) by the wave sum's sinPi (phases in
 * half-turns, reduced exactly), e^{−kD} by `decay`. The WebAssembly kernel (decayedWavesKernel.ts)
 * does the same, two points at a time, where it is available and holds the points. Without
 * `derivatives`, the heads only.
 */
function addDecayedWaves(
  sea: FroudeKrylovSea,
  pointCount: number,
  about: { x: number; z: number },
  derivatives: boolean,
): void {
  const time = sea.step[FK_TIME]
  const rows = sea.rows
  if (coefficients.length < sea.count * COEFFICIENTS) coefficients = new Float64Array(sea.count * COEFFICIENTS)
  const c = coefficients
  for (let i = 0, row = 0, at = 0; i < sea.count; i++, row += COMPONENT_ROW, at += COEFFICIENTS) {
    const omega = rows[row + OMEGA]
    c[at] = rows[row + AMPLITUDE]
    c[at + 1] = rows[row + K]
    // θ / π = (k·(x, z) − ω t + phase) / π, x, z relative to the torque point; the constant part wrapped
    // first, so the per-point half-turns stay small
    c[at + 2] = rows[row + KX] / Math.PI
    c[at + 3] = rows[row + KZ] / Math.PI
    c[at + 4] =
      wrapPhase(rows[row + PHASE] - omega * time + rows[row + KX] * about.x + rows[row + KZ] * about.z) / Math.PI
    c[at + 5] = -omega
    c[at + 6] = -omega * omega
  }
  const kernel = shared.inKernel ? decayedWavesKernel() : null
  if (kernel !== null) {
    kernel.run(c, sea.count, pointCount, derivatives)
    return
  }
  const { x, z, decayDepth, head, rate, acceleration } = shared
  for (let at = 0; at < sea.count * COEFFICIENTS; at += COEFFICIENTS) {
    const amplitude = c[at],
      k = c[at + 1],
      kx = c[at + 2],
      kz = c[at + 3],
      offset = c[at + 4],
      rateScale = c[at + 5],
      accelerationScale = c[at + 6]
    for (let p = 0; p < pointCount; p++) {
      const halfTurns = kx * x[p] + kz * z[p] + offset
      const decayed = amplitude * decay(k * decayDepth[p])
      const sine = decayed * sinPi(halfTurns)
      head[p] += sine
      if (derivatives) {
        rate[p] += rateScale * decayed * sinPi(halfTurns + 0.5)
        acceleration[p] += accelerationScale * sine
      }
    }
  }
}

/** Each component's numbers for a call (COEFFICIENTS each: A, k, kx/π, kz/π, offset/π, −ω, −ω²) */
let coefficients = new Float64Array(16 * COEFFICIENTS)

/**
 * Add the Froude–Krylov correction's force and torque (about `about`, world) at time sea.step[FK_TIME]
 * with ρ g = sea.step[FK_WEIGHT] over a recorded wet
 * surface (world positions; the depths are re-evaluated from the sea) to out[0..2] (force, N) and out[3..5] (torque, N·m),
 * and, with `derivatives` (the default), the first and second time derivatives of the wave part of the
 * Froude–Krylov force and torque to out[6..11] and out[12..17] (the wet surface held still: linear
 * theory); without, out[6..17] are left as they are (the diffraction estimate is what reads them: a third
 * of the kernel's work, and of the sums', spared where nothing does).
 */
export function addFroudeKrylovCorrection(
  sea: FroudeKrylovSea,
  surface: WetSurface,
  about: { x: number; y: number; z: number },
  out: Float64Array,
  body: FroudeKrylovBody,
  derivatives = true,
): void {
  const pointCount = gatherPoints(sea, surface, about, body.hull)
  if (derivatives) {
    shared.rate.fill(0, 0, pointCount)
    shared.acceleration.fill(0, 0, pointCount)
  }
  addDecayedWaves(sea, pointCount, about, derivatives)
  addExactTriangles(sea, surface.triangles, about, derivatives)
  rotationMatrix(body.quaternion, axes)
  // from the body's origin, about which the body-axes moment shares are taken, to the torque point
  axes[OFFSET] = body.position.x - about.x
  axes[OFFSET + 1] = body.position.y - about.y
  axes[OFFSET + 2] = body.position.z - about.z
  integrateHeads(sea, pointCount, out, derivatives)
}

/**
 * The body a wet surface was recorded from: its hull's triangles in body axes (createFroudeKrylovHull)
 * and its pose (body → world), the one computeHydrostatics was given. The wholly wet triangles take
 * their shares from the hull rather than from their posed corners.
 */
export interface FroudeKrylovBody {
  hull: FroudeKrylovHull
  position: Vector
  quaternion: Quaternion
}

/**
 * The call's body → world rotation (row-major, 9 numbers), then at OFFSET the body's origin relative to
 * the torque point (m), for the points with body-axes weights
 */
const axes = new Float64Array(12)
const OFFSET = 9

/**
 * Force −ρ g Σ h (fx, fy, fz) and torque −ρ g Σ h (mx, my, mz) of the three heads, added to out[0..5],
 * out[6..11] and out[12..17]; ρ g is read from sea.step (a double passed to a call V8 does not inline is
 * boxed: 16 B a call).
 */
function integrateHeads(sea: FroudeKrylovSea, pointCount: number, out: Float64Array, derivatives: boolean): void {
  const weight = sea.step[FK_WEIGHT]
  const sums = integralSums
  const bodyPoints = shared.bodyPoints
  // the head's six sums, and the rate's and the acceleration's when asked for
  const size = derivatives ? 18 : 6
  // the body-axes points' sums, turned to world axes (a rotation commutes with the cross products of
  // the moment shares), then the world-axes points'
  sums.fill(0)
  sumHeads(0, bodyPoints, derivatives)
  for (let v = 0; v < size; v += 3) {
    const bx = sums[v],
      by = sums[v + 1],
      bz = sums[v + 2]
    sums[v] = axes[0] * bx + axes[1] * by + axes[2] * bz
    sums[v + 1] = axes[3] * bx + axes[4] * by + axes[5] * bz
    sums[v + 2] = axes[6] * bx + axes[7] * by + axes[8] * bz
  }
  // the body-axes moments are about the body's origin o: about the torque point they are M + (o − p) × F
  const ox = axes[OFFSET],
    oy = axes[OFFSET + 1],
    oz = axes[OFFSET + 2]
  for (let v = 0; v < size; v += 6) {
    const fx = sums[v],
      fy = sums[v + 1],
      fz = sums[v + 2]
    sums[v + 3] += oy * fz - oz * fy
    sums[v + 4] += oz * fx - ox * fz
    sums[v + 5] += ox * fy - oy * fx
  }
  sumHeads(bodyPoints, pointCount, derivatives)
  if (exactCount > 0) for (let i = 0; i < size; i++) sums[i] += exactSums[i]
  for (let i = 0; i < size; i++) out[i] -= weight * sums[i]
}

/**
 * Add the heads' sums Σ h (fx, fy, fz), Σ h (mx, my, mz) of points from `first` to `end` − 1 to
 * integralSums (for the three heads, or the first alone without `derivatives`).
 */
function sumHeads(first: number, end: number, derivatives: boolean): void {
  const { weights, head, rate, acceleration } = shared
  const sums = integralSums
  for (let p = first, w = WEIGHTS * first; p < end; p++, w += WEIGHTS) {
    const h = head[p]
    const nx = weights[w],
      ny = weights[w + 1],
      nz = weights[w + 2],
      tx = weights[w + 3],
      ty = weights[w + 4],
      tz = weights[w + 5]
    sums[0] += h * nx
    sums[1] += h * ny
    sums[2] += h * nz
    sums[3] += h * tx
    sums[4] += h * ty
    sums[5] += h * tz
    if (derivatives) {
      const v = rate[p],
        a = acceleration[p]
      sums[6] += v * nx
      sums[7] += v * ny
      sums[8] += v * nz
      sums[9] += v * tx
      sums[10] += v * ty
      sums[11] += v * tz
      sums[12] += a * nx
      sums[13] += a * ny
      sums[14] += a * nz
      sums[15] += a * tx
      sums[16] += a * ty
      sums[17] += a * tz
    }
  }
}

const integralSums = new Float64Array(18)
