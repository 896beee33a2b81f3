import { CHUNK } from '../hydrostatics/chunk.js'
import { AREA, FIRST_X, FIRST_Z, SECOND_XX, SECOND_XZ, SECOND_ZZ } from './waterplane.js'

/** the waterline edges of a batch, as vertex offset pairs */
const waterlineEdges = new Int32Array(6 * CHUNK)

/**
 * Add the waterplane's area and moments (waterplane.ts layout, at acc[at…]) about the point whose x, z
 * are −(sx, sz) in the batch's coordinates, from the waterline edges of wet triangles first to end − 1
 * of a batch (at most CHUNK; vertex j of triangle m at offsets[3m + j] of t: x, y, z, depth; wound
 * outward). A waterline edge has depth 0 at both ends (clipping puts its cut points there).
 *
 * The waterplane C and the wet surface S bound the displaced volume, so ∫_C f dA = −∫_S f n_y dA for
 * f(x, z) (the flux of (0, f, 0) through the closed boundary vanishes). By Stokes' theorem with the
 * field (g, 0, 0), ∂g/∂z = f, that is −∮ g dx around the boundary of S, the waterline, traversed in
 * the wet triangles' winding: g = z, xz, z²/2, x²z, z³/3, xz²/2 for f = 1, x, z, x², z², xz. On a
 * straight edge each g is at most cubic in the edge parameter, so Simpson's rule is exact. Only the
 * waterline is visited (tens of edges, not every wet triangle), and on waves the result is the area
 * inside the waterline projected on the horizontal, as stability/waterplane.ts computes it from the
 * whole wet surface.
 */
export function addWaterplane(
  t: Float64Array,
  offsets: Int32Array,
  first: number,
  end: number,
  sx: number,
  sz: number,
  acc: Float64Array,
  at: number,
): void {
  const count = findWaterline(t, offsets, first, end)
  const edges = waterlineEdges
  let area = 0,
    firstX = 0,
    firstZ = 0,
    secondXX = 0,
    secondZZ = 0,
    secondXZ = 0
  for (let e = 0; e < count; e += 2) {
    const p = edges[e],
      q = edges[e + 1]
    const x0 = t[p] + sx,
      z0 = t[p + 2] + sz,
      x1 = t[q] + sx,
      z1 = t[q + 2] + sz
    const xm = 0.5 * (x0 + x1),
      zm = 0.5 * (z0 + z1)
    // −∫ g dx = −dx (g0 + 4 gm + g1) / 6
    const w = -(x1 - x0) / 6
    area += w * (z0 + 4 * zm + z1)
    firstX += w * (x0 * z0 + 4 * xm * zm + x1 * z1)
    firstZ += 0.5 * w * (z0 * z0 + 4 * zm * zm + z1 * z1)
    secondXX += w * (x0 * x0 * z0 + 4 * xm * xm * zm + x1 * x1 * z1)
    secondZZ += (w / 3) * (z0 * z0 * z0 + 4 * zm * zm * zm + z1 * z1 * z1)
    secondXZ += 0.5 * w * (x0 * z0 * z0 + 4 * xm * zm * zm + x1 * z1 * z1)
  }
  acc[at + AREA] += area
  acc[at + FIRST_X] += firstX
  acc[at + FIRST_Z] += firstZ
  acc[at + SECOND_XX] += secondXX
  acc[at + SECOND_ZZ] += secondZZ
  acc[at + SECOND_XZ] += secondXZ
}

/**
 * The waterline edges of triangles first to end − 1 into waterlineEdges (vertex offset pairs, in the
 * triangles' winding); returns their number × 2. A loop of its own, so that addWaterplane's integrand
 * runs only over the few edges found.
 */
function findWaterline(t: Float64Array, offsets: Int32Array, first: number, end: number): number {
  const edges = waterlineEdges
  let edgeCount = 0
  for (let k = 3 * first; k < 3 * end; k += 3) {
    const a = offsets[k],
      b = offsets[k + 1],
      d = offsets[k + 2]
    const onA = t[a + 3] === 0,
      onB = t[b + 3] === 0,
      onC = t[d + 3] === 0
    if (onA && onB) {
      edges[edgeCount] = a
      edges[edgeCount + 1] = b
      edgeCount += 2
    }
    if (onB && onC) {
      edges[edgeCount] = b
      edges[edgeCount + 1] = d
      edgeCount += 2
    }
    if (onC && onA) {
      edges[edgeCount] = d
      edges[edgeCount + 1] = a
      edgeCount += 2
    }
  }
  return edgeCount
}
