import { cutEdge } from './edge-cut.js'
import { integrateWetTriangle } from './integrate.js'
import { TRIANGLE, VERTEX, copyVertex } from './triangle-buffer.js'

const crossings = new Float64Array(2 * VERTEX)
const piece = new Float64Array(TRIANGLE)

/**
 * Linear clipping (Kerner; Hirae et al.) of the triangle t[o..o + 11]: a vertex is wet when its
 * depth is > 0, and an edge between a wet and a dry vertex is cut where the linear interpolant of
 * the depth vanishes. One wet vertex leaves one triangle, two leave a quad split into two. The wet
 * pieces keep the outward winding and get depth 0 on the waterline.
 */
export function clipLinear(acc: Float64Array, integrator: number, t: Float64Array, o: number): void {
  const wa = t[o + 3] > 0, wb = t[o + 7] > 0, wc = t[o + 11] > 0
  if (wa && wb && wc) {
    integrateWetTriangle(acc, integrator, t, o)
  } else if (!wa && !wb && !wc) {
    return
  } else if (wa !== wb && wa !== wc) {
    clipAroundLone(acc, integrator, wa, t, o, o + VERTEX, o + 2 * VERTEX)
  } else if (wb !== wa) {
    clipAroundLone(acc, integrator, wb, t, o + VERTEX, o + 2 * VERTEX, o)
  } else {
    clipAroundLone(acc, integrator, wc, t, o + 2 * VERTEX, o, o + VERTEX)
  }
}

/** a is the vertex whose side differs from b's and c's; (a, b, c) keeps the outward winding. */
function clipAroundLone(
  acc: Float64Array, integrator: number, loneWet: boolean, t: Float64Array, a: number, b: number, c: number,
): void {
  cutEdge(crossings, 0, t, a, b)
  cutEdge(crossings, VERTEX, t, a, c)
  if (loneWet) {
    copyVertex(piece, 0, t, a)
    copyVertex(piece, VERTEX, crossings, 0)
    copyVertex(piece, 2 * VERTEX, crossings, VERTEX)
    integrateWetTriangle(acc, integrator, piece, 0)
  } else {
    copyVertex(piece, 0, t, b)
    copyVertex(piece, VERTEX, t, c)
    copyVertex(piece, 2 * VERTEX, crossings, VERTEX)
    integrateWetTriangle(acc, integrator, piece, 0)
    copyVertex(piece, VERTEX, crossings, VERTEX)
    copyVertex(piece, 2 * VERTEX, crossings, 0)
    integrateWetTriangle(acc, integrator, piece, 0)
  }
}
