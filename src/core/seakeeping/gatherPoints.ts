import type { WetSurface } from '../hydrostatics/wetSurface.js'
import { WET_TRIANGLE_STRIDE } from '../hydrostatics/wetSurface.js'
import type { FroudeKrylovSea } from './froudeKrylovSea.js'
import type { FroudeKrylovHull } from './froudeKrylovHull.js'
import { FACE_ROW, FORCE_SHARE, LONGEST_SQUARED, MIDPOINT_SHARES, MOMENT_SHARES } from './froudeKrylovHull.js'
import { callNumbers, lengthened, MIDPOINT_LIMIT, shared, STILL, VERTEX_LIMIT, WEIGHTS } from './quadraturePoints.js'

/**
 * The quadrature of the Froude–Krylov correction (froudeKrylov.ts): where its heads are taken on a
 * recorded wet surface.
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

/** the corners and faces of a WetSurface made without them: none is a hull vertex or triangle */
const NONE = new Int32Array(0)

/**
 * Write the quadrature points of a recorded wet surface (relative to `about`, the body's origin), each
 * with its decay depth, its head's first term level − y − d_lin (the sines are added next) and its
 * weights; returns their number. Whole hull triangles first, in body axes: from their corners when
 * k × longest edge ≤ STEP, else from their edges' midpoints when ≤ MIDPOINT_STEP
 * (gatherWhole); the others (pieces that clipping cut, longer triangles) take their centroid when
 * ≤ CENTROID_STEP, or the three-point rule on n² sub-triangles.
 */
export function gatherPoints(
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
  shared.exactCount = 0
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
        if (shared.exactCount === shared.exactTriangles.length)
          shared.exactTriangles = lengthened(shared.exactTriangles, 2 * shared.exactCount + 16)
        shared.exactTriangles[shared.exactCount++] = at
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
