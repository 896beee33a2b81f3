import { clipLinear } from './clipLinear.js'
import { probeDepth } from './depthProbe.js'
import { TRIANGLE, VERTEX, copyVertex } from './triangleBuffer.js'

// Depth-first stack of triangles still to look at: a triangle (x, y, z, depth per vertex), its level
// and 1 when it comes from a crest (a piece with no wet vertex that may be wet), else 0.
const ENTRY = TRIANGLE + 2
const CREST = TRIANGLE + 1
let stack = new Float64Array(0)
const parent = new Float64Array(TRIANGLE)
// edge midpoints 01, 12, 20 of the triangle being split, (x, y, z, depth) each
const midpoints = new Float64Array(3 * VERTEX)
// the centroid of the piece refineProbed looks at, (x, y, z, depth)
const centroid = new Float64Array(VERTEX)

/**
 * Set per call before refineAdaptive: K (1/m), the bound on eta's second derivative, the depth
 * tolerance (m: the deviation of the linearised surface allowed, hydrostatics.ts) and, from
 * refinementEdgeLimit, the squared edge length above which a triangle is refined (m²).
 * Numbers travel in this array rather than as arguments: a fractional number passed to a function
 * that V8 does not inline is boxed (allocated) on every call.
 */
export const adaptiveSettings = new Float64Array(6)
const CURVATURE = 0
const TOLERANCE = 1
export const REFINE_ABOVE = 2
/** splits the call may still make (refinementEdgeLimit sets MAX_SPLITS_PER_CALL) */
const SPLITS_LEFT = 3
/**
 * m: how far the wave may depart from any plane through points of it, whatever the triangle's size: 2 Σ A
 * (the surface and its interpolant both lie within ΣA of the mean level); Infinity for a water that does
 * not say its amplitude. Without it, ripples a micrometre high but a millimetre long (K = Σ A k² large)
 * refined every triangle to maxDepth: 167 ms a step for a box (an independent audit).
 */
export const AMPLITUDE_BOUND = 4
/**
 * 1 when the water gives no bound on its curvature (a user's sampler: no `maxCurvature`): its departure
 * from a triangle's linearised surface is then measured, at the edge midpoints, instead of bounded
 * (refineProbed).
 */
export const PROBED = 5

/**
 * Splits one call may make in all (each probes the water three times): maxDepth bounds one triangle's
 * pieces, this bounds the call's, so that an allowed maxDepth 12 with a tolerance of 1e-9 on a steep sea
 * costs under a second rather than 20 s (enough for a 12-triangle box to converge to 2e-5 of its force:
 * test/unit/acceptance/integrators.test.ts). Past it, the triangles still to refine are clipped at
 * the depth they reached: the force stays finite and close, the error bound no longer holds.
 */
export const MAX_SPLITS_PER_CALL = 2 ** 20

/** Grow the preallocated stack for a maximum depth (a pop pushes 4, so 3 per level + 1 entries). */
export function reserveAdaptiveStack(maxDepth: number): void {
  const needed = (3 * maxDepth + 2) * ENTRY
  if (stack.length < needed) stack = new Float64Array(needed)
}

/**
 * adaptiveSettings[REFINE_ABOVE] from K and the depth tolerance: the squared edge length (m²) above
 * which a triangle needs refining, K l² / 8 > tolerance; Infinity when nothing is refined (K = 0, or
 * maxDepth 0).
 */
export function refinementEdgeLimit(maxDepth: number): void {
  const curvature = adaptiveSettings[CURVATURE]
  adaptiveSettings[SPLITS_LEFT] = MAX_SPLITS_PER_CALL
  // (a water of unknown curvature: every triangle is looked at, its midpoints measured)
  if (adaptiveSettings[PROBED] === 1 && maxDepth > 0) {
    adaptiveSettings[REFINE_ABOVE] = 0
    return
  }
  // an if rather than `? Infinity :`, which V8 compiled to a boxed number (16 B a call)
  // (nothing to refine either when the wave cannot depart from a plane by more than the tolerance: a crest
  // a triangle misses then carries at most what the tolerance allows)
  if (!(curvature > 0) || maxDepth <= 0 || adaptiveSettings[AMPLITUDE_BOUND] <= adaptiveSettings[TOLERANCE])
    adaptiveSettings[REFINE_ABOVE] = Infinity
  else adaptiveSettings[REFINE_ABOVE] = (8 * adaptiveSettings[TOLERANCE]) / curvature
}

/**
 * Error-bounded subdivision against the wave's curvature (docs/PHYSICS.md §2), for the triangle at vertex
 * offsets a, b, c of t (true depths), whose longest edge is l (longestEdges[f] = l², m²), for a
 * triangle that refinementEdgeLimit says needs it. K = Σ A k² bounds eta's second derivative along
 * any direction, so at the midpoint of an edge of length l the wave departs from the linearised
 * surface by at most δ = K l² / 8; the midpoint rule being exact for quadratics, the mean departure
 * over the triangle (its pressure error over its area, over rho g) is the mean of the three edges',
 * also at most δ. A triangle is split into four at its edge midpoints (true depths there) while
 * δ exceeds the depth tolerance, down to maxDepth levels; the leaves are clipped linearly (their pieces
 * go to wet-pieces.ts). Whether a triangle may be wet uses the pointwise bound K l² / 6 (the
 * interpolation error is ½ Σ λi (xi − x)ᵀ H (xi − x), a weighted variance at most l²/3): a crest
 * crossing a triangle with no wet vertex has max depth + K l² / 6 > 0, so it is found (Kerner's
 * figures 3 and 4), and such a piece and its pieces are split to maxDepth whatever the tolerance. Fully submerged triangles are refined too, since the pressure under a wave is not
 * linear across a large triangle. Triangles that need no refinement are clipped linearly by the
 * caller, as under the other clippings. Call reserveAdaptiveStack(maxDepth) and fill adaptiveSettings
 * first.
 */
export function refineAdaptive(
  maxDepth: number,
  t: Float64Array,
  a: number,
  b: number,
  c: number,
  longestEdges: Float64Array,
  f: number,
): void {
  if (adaptiveSettings[PROBED] === 1) {
    refineProbed(maxDepth, t, a, b, c, longestEdges, f)
    return
  }
  const tolerance = adaptiveSettings[TOLERANCE]
  const rootBound = (adaptiveSettings[CURVATURE] * longestEdges[f]) / 6
  const amplitudeBound = adaptiveSettings[AMPLITUDE_BOUND]
  const da = t[a + 3],
    db = t[b + 3],
    dc = t[c + 3]
  const deepestVertex = da > db ? (da > dc ? da : dc) : db > dc ? db : dc
  // dry even where the wave may rise above the linear interpolant
  if (deepestVertex + Math.min(rootBound, amplitudeBound) <= 0) return

  const s = stack
  let top = seedStack(t, a, b, c)
  while (top > 0) {
    top--
    const e = top * ENTRY
    const level = s[e + TRIANGLE] | 0
    // midpoint subdivision halves every edge, so the bounds fall by 4 per level
    const curvatureBound = rootBound / 4 ** level
    const bound = curvatureBound < amplitudeBound ? curvatureBound : amplitudeBound
    const d0 = s[e + 3],
      d1 = s[e + VERTEX + 3],
      d2 = s[e + 2 * VERTEX + 3]
    const deepest = d0 > d1 ? (d0 > d2 ? d0 : d2) : d1 > d2 ? d1 : d2
    if (deepest + bound <= 0) continue
    // A piece with no wet vertex that may be wet holds a crest that linear clipping misses entirely (an
    // error of all it carries, however small against the hull): it and its pieces are split down to
    // maxDepth, dry ones dropped on the way. Otherwise δ = K l² / 8 = ¾ of the bound K l² / 6 decides.
    // The call's split budget (MAX_SPLITS_PER_CALL) bounds the cost of any tolerance and depth.
    const crest = deepest <= 0 || s[e + CREST] === 1 ? 1 : 0
    const deviation = 0.75 * curvatureBound < amplitudeBound ? 0.75 * curvatureBound : amplitudeBound
    if (level >= maxDepth || adaptiveSettings[SPLITS_LEFT] <= 0 || (crest === 0 && deviation <= tolerance)) {
      clipLinear(s, e, e + VERTEX, e + 2 * VERTEX)
      continue
    }
    top = split(s, e, top, level + 1, crest)
  }
}

/**
 * refineAdaptive for a water that gives no bound on its curvature (a user's sampler): the wave's departure
 * from the triangle's linearised surface is measured rather than bounded. Its mean over the triangle is
 * what the pressure integral misses (rho g × mean departure × area, along the normal), and for a surface
 * curved like a quadratic across the triangle it is ¾ of the departure at the centroid (with e the
 * departure, zero at the corners, e = α λ₂λ₃ + β λ₃λ₁ + γ λ₁λ₂ in barycentric coordinates: its mean is
 * (α + β + γ) / 12, its value at the centroid (α + β + γ) / 9). So one sample at the centroid decides;
 * a triangle is split at its edge midpoints (sampled then) while that exceeds the depth tolerance, down to
 * maxDepth. A feature narrower than the samples' spacing can be missed; a piece whose corners and
 * centroid are all dry is taken as dry, and one with a wet centroid and no wet corner (a crest) is split
 * with its pieces to maxDepth.
 * Each sample is a call to the user's water, most of the cost: a triangle dry by more than its longest
 * edge is not sampled at all (a surface no steeper than 2, a real sea's slopes staying under 1, cannot
 * rise that far above the plane through its corners).
 */
function refineProbed(
  maxDepth: number,
  t: Float64Array,
  a: number,
  b: number,
  c: number,
  longestEdges: Float64Array,
  f: number,
): void {
  const highest = Math.max(t[a + 3], t[b + 3], t[c + 3])
  if (highest < 0 && highest * highest > longestEdges[f]) return
  const tolerance = adaptiveSettings[TOLERANCE]
  const s = stack
  let top = seedStack(t, a, b, c)
  while (top > 0) {
    top--
    const e = top * ENTRY
    const level = s[e + TRIANGLE] | 0
    if (level >= maxDepth || adaptiveSettings[SPLITS_LEFT] <= 0) {
      clipLinear(s, e, e + VERTEX, e + 2 * VERTEX)
      continue
    }
    for (let k = 0; k < 3; k++) centroid[k] = (s[e + k] + s[e + VERTEX + k] + s[e + 2 * VERTEX + k]) / 3
    probeDepth(centroid, 0)
    const d0 = s[e + 3],
      d1 = s[e + VERTEX + 3],
      d2 = s[e + 2 * VERTEX + 3]
    const deepest = d0 > d1 ? (d0 > d2 ? d0 : d2) : d1 > d2 ? d1 : d2
    if (deepest <= 0 && centroid[3] <= 0) continue
    const departure = 0.75 * Math.abs(centroid[3] - (d0 + d1 + d2) / 3)
    // a crest and its pieces are split down to maxDepth, as in refineAdaptive: linear clipping of its
    // pieces would miss a share of all it carries, however small it is against the hull
    const crest = deepest <= 0 || s[e + CREST] === 1 ? 1 : 0
    if (crest === 0 && departure <= tolerance) {
      clipLinear(s, e, e + VERTEX, e + 2 * VERTEX)
      continue
    }
    top = split(s, e, top, level + 1, crest)
  }
}

/** Puts the triangle at vertex offsets a, b, c of t on the stack, at level 0. @returns the stack's top */
function seedStack(t: Float64Array, a: number, b: number, c: number): number {
  copyVertex(stack, 0, t, a)
  copyVertex(stack, VERTEX, t, b)
  copyVertex(stack, 2 * VERTEX, t, c)
  stack[TRIANGLE] = 0
  stack[CREST] = 0
  return 1
}

/**
 * Splits the piece at stack entry e into four at its edge midpoints (their true depths probed), pushed
 * at `level`, each wound like it; counts the split against the call's budget. @returns the new top
 */
function split(s: Float64Array, e: number, top: number, level: number, crest: number): number {
  adaptiveSettings[SPLITS_LEFT]--
  copyVertex(parent, 0, s, e)
  copyVertex(parent, VERTEX, s, e + VERTEX)
  copyVertex(parent, 2 * VERTEX, s, e + 2 * VERTEX)
  for (let m = 0; m < 3; m++) {
    const p = VERTEX * m,
      q = VERTEX * ((m + 1) % 3)
    midpoints[p] = 0.5 * (parent[p] + parent[q])
    midpoints[p + 1] = 0.5 * (parent[p + 1] + parent[q + 1])
    midpoints[p + 2] = 0.5 * (parent[p + 2] + parent[q + 2])
    probeDepth(midpoints, p)
  }
  // corners 0, 1, 2 and midpoints 01, 12, 20
  top = push(s, top, parent, 0, midpoints, 0, midpoints, 2 * VERTEX, level, crest)
  top = push(s, top, midpoints, 0, parent, VERTEX, midpoints, VERTEX, level, crest)
  top = push(s, top, midpoints, 2 * VERTEX, midpoints, VERTEX, parent, 2 * VERTEX, level, crest)
  return push(s, top, midpoints, 0, midpoints, VERTEX, midpoints, 2 * VERTEX, level, crest)
}

function push(
  s: Float64Array,
  top: number,
  a: Float64Array,
  oa: number,
  b: Float64Array,
  ob: number,
  c: Float64Array,
  oc: number,
  level: number,
  crest: number,
): number {
  const e = top * ENTRY
  copyVertex(s, e, a, oa)
  copyVertex(s, e + VERTEX, b, ob)
  copyVertex(s, e + 2 * VERTEX, c, oc)
  s[e + TRIANGLE] = level
  s[e + CREST] = crest
  return top + 1
}
