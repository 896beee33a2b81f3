import { cutEdge } from './edgeCut.js'
import { TRIANGLE, VERTEX, copyVertex } from './triangleBuffer.js'
import { pieces, reservePieces } from './wetPieces.js'

/**
 * Linear clipping (Kerner; Hirae et al.) of the triangle at vertex offsets a, b, c of t: a vertex is
 * wet when its depth is > 0, and an edge between a wet and a dry vertex is cut where the linear
 * interpolant of the depth vanishes. One wet vertex leaves one triangle, two leave a quad split into
 * two, three leave the triangle whole; the wet pieces (wet-pieces.ts) keep the outward winding and
 * get depth 0 on the waterline.
 */
export function clipLinear(t: Float64Array, a: number, b: number, c: number): void {
  const wa = t[a + 3] > 0,
    wb = t[b + 3] > 0,
    wc = t[c + 3] > 0
  if (wa && wb && wc) {
    const o = reservePieces(1)
    copyVertex(pieces, o, t, a)
    copyVertex(pieces, o + VERTEX, t, b)
    copyVertex(pieces, o + 2 * VERTEX, t, c)
  } else if (!wa && !wb && !wc) {
    return
  } else if (wa !== wb && wa !== wc) {
    clipAroundLone(wa, t, a, b, c)
  } else if (wb !== wa) {
    clipAroundLone(wb, t, b, c, a)
  } else {
    clipAroundLone(wc, t, c, a, b)
  }
}

/** a is the vertex whose side differs from b's and c's; (a, b, c) keeps the outward winding. */
function clipAroundLone(loneWet: boolean, t: Float64Array, a: number, b: number, c: number): void {
  if (loneWet) {
    // the triangle a, (a–b crossing), (a–c crossing)
    const o = reservePieces(1)
    copyVertex(pieces, o, t, a)
    cutEdge(pieces, o + VERTEX, t, a, b)
    cutEdge(pieces, o + 2 * VERTEX, t, a, c)
  } else {
    // the quad b, c, (a–c crossing), (a–b crossing), split along its diagonal from b
    const o = reservePieces(2)
    copyVertex(pieces, o, t, b)
    copyVertex(pieces, o + VERTEX, t, c)
    cutEdge(pieces, o + 2 * VERTEX, t, a, c)
    copyVertex(pieces, o + TRIANGLE, t, b)
    copyVertex(pieces, o + TRIANGLE + VERTEX, pieces, o + 2 * VERTEX)
    cutEdge(pieces, o + TRIANGLE + 2 * VERTEX, t, a, b)
  }
}
