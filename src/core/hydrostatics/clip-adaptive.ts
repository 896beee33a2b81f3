import { clipLinear } from './clip-linear.js'
import { depthAt } from './depth-probe.js'

// Depth-first stack of triangles still to look at: 9 coordinates, 3 depths and the level each.
const ENTRY = 13
let stack = new Float64Array(0)

/** Grow the preallocated stack for a maximum depth (a pop pushes 4, so 3 per level + 1 entries). */
export function reserveAdaptiveStack(maxDepth: number): void {
  const needed = (3 * maxDepth + 2) * ENTRY
  if (stack.length < needed) stack = new Float64Array(needed)
}

/**
 * Error-bounded subdivision against the wave's curvature (PHYSICS.md §2). Over a triangle whose
 * longest edge is l, the linear interpolant of eta differs from eta by at most K l² / 6 with
 * K = Σ A k² bounding eta's second derivative along any direction (the interpolation error is
 * ½ Σ λi (xi − x)ᵀ H (xi − x), and that variance is at most l²/3; K l²/8 is the same bound on an
 * edge). While a triangle may be wet (max depth + bound > 0) and the bound exceeds the tolerance,
 * it is split into four at its edge midpoints with true depths there, down to maxDepth levels;
 * the leaves are clipped linearly. Fully submerged triangles are refined too, since the pressure
 * under a wave is not linear across a large triangle. A crest crossing a triangle with no wet
 * vertex has max depth + bound > 0, so it is found (Kerner's figures 3 and 4).
 * Call reserveAdaptiveStack(maxDepth) first. tolerance in m; curvature K in 1/m.
 */
export function clipAdaptive(
  acc: Float64Array,
  integrator: number,
  curvature: number,
  tolerance: number,
  maxDepth: number,
  ax: number, ay: number, az: number,
  bx: number, by: number, bz: number,
  cx: number, cy: number, cz: number,
  da: number, db: number, dc: number,
): void {
  const ab = (bx - ax) ** 2 + (by - ay) ** 2 + (bz - az) ** 2
  const bc = (cx - bx) ** 2 + (cy - by) ** 2 + (cz - bz) ** 2
  const ca = (ax - cx) ** 2 + (ay - cy) ** 2 + (az - cz) ** 2
  let bound = (curvature * Math.max(ab, bc, ca)) / 6
  const deepest = da > db ? (da > dc ? da : dc) : db > dc ? db : dc
  if (deepest + bound <= 0) return
  if (bound <= tolerance || maxDepth <= 0) {
    clipLinear(acc, integrator, ax, ay, az, bx, by, bz, cx, cy, cz, da, db, dc)
    return
  }

  const s = stack
  let top = 0
  s[0] = ax; s[1] = ay; s[2] = az; s[3] = bx; s[4] = by; s[5] = bz
  s[6] = cx; s[7] = cy; s[8] = cz; s[9] = da; s[10] = db; s[11] = dc; s[12] = 0
  top = 1
  const rootBound = bound
  while (top > 0) {
    top--
    const o = top * ENTRY
    const x0 = s[o], y0 = s[o + 1], z0 = s[o + 2]
    const x1 = s[o + 3], y1 = s[o + 4], z1 = s[o + 5]
    const x2 = s[o + 6], y2 = s[o + 7], z2 = s[o + 8]
    const d0 = s[o + 9], d1 = s[o + 10], d2 = s[o + 11]
    const level = s[o + 12]
    // midpoint subdivision halves every edge, so the bound falls by 4 per level
    bound = rootBound / 4 ** level
    const deep = d0 > d1 ? (d0 > d2 ? d0 : d2) : d1 > d2 ? d1 : d2
    if (deep + bound <= 0) continue
    if (bound <= tolerance || level >= maxDepth) {
      clipLinear(acc, integrator, x0, y0, z0, x1, y1, z1, x2, y2, z2, d0, d1, d2)
      continue
    }
    const m01x = 0.5 * (x0 + x1), m01y = 0.5 * (y0 + y1), m01z = 0.5 * (z0 + z1)
    const m12x = 0.5 * (x1 + x2), m12y = 0.5 * (y1 + y2), m12z = 0.5 * (z1 + z2)
    const m20x = 0.5 * (x2 + x0), m20y = 0.5 * (y2 + y0), m20z = 0.5 * (z2 + z0)
    const e01 = depthAt(m01x, m01y, m01z)
    const e12 = depthAt(m12x, m12y, m12z)
    const e20 = depthAt(m20x, m20y, m20z)
    const next = level + 1
    top = push(s, top, x0, y0, z0, m01x, m01y, m01z, m20x, m20y, m20z, d0, e01, e20, next)
    top = push(s, top, m01x, m01y, m01z, x1, y1, z1, m12x, m12y, m12z, e01, d1, e12, next)
    top = push(s, top, m20x, m20y, m20z, m12x, m12y, m12z, x2, y2, z2, e20, e12, d2, next)
    top = push(s, top, m01x, m01y, m01z, m12x, m12y, m12z, m20x, m20y, m20z, e01, e12, e20, next)
  }
}

function push(
  s: Float64Array,
  top: number,
  ax: number, ay: number, az: number,
  bx: number, by: number, bz: number,
  cx: number, cy: number, cz: number,
  da: number, db: number, dc: number,
  level: number,
): number {
  const o = top * ENTRY
  s[o] = ax; s[o + 1] = ay; s[o + 2] = az
  s[o + 3] = bx; s[o + 4] = by; s[o + 5] = bz
  s[o + 6] = cx; s[o + 7] = cy; s[o + 8] = cz
  s[o + 9] = da; s[o + 10] = db; s[o + 11] = dc
  s[o + 12] = level
  return top + 1
}
