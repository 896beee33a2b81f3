import { integrateWetTriangles } from './integrate.js'
import { TRIANGLE, VERTEX } from './triangleBuffer.js'
import { emitWetTriangles } from './wetSurface.js'

/** Pieces held before they are integrated as one batch (24 kB of numbers). */
const CAPACITY = 256

/**
 * The wet pieces that clipping cuts from triangles, TRIANGLE numbers each (x, y, z, depth per vertex,
 * wound outward), waiting to be integrated in a batch. Clippings write here at the offsets that
 * reservePieces gives them; the buffer never grows, it is integrated and emptied when full.
 */
export const pieces = new Float64Array(CAPACITY * TRIANGLE)
// vertex j of piece m is at TRIANGLE m + VERTEX j = VERTEX (3 m + j)
const pieceOffsets = Int32Array.from({ length: 3 * CAPACITY }, (_, k) => VERTEX * k)
let held = 0
let accumulator: Float64Array | null = null
let integrator = 0

/** Start a call: pieces go to `acc` with the given integrator code. */
export function beginPieces(acc: Float64Array, integratorCode: number): void {
  accumulator = acc
  integrator = integratorCode
  held = 0
}

/**
 * The offset in `pieces` of `count` (1 or 2) consecutive new pieces for the caller to fill; the held
 * pieces are integrated first when these would not fit.
 */
export function reservePieces(count: number): number {
  if (held + count > CAPACITY) flushPieces()
  const at = held * TRIANGLE
  held += count
  return at
}

/** Integrate (and record or hand to the sink, when asked: wet-surface.ts) the held pieces, and empty the buffer. */
export function flushPieces(): void {
  if (held === 0) return
  emitWetTriangles(pieces, pieceOffsets, held, true)
  integrateWetTriangles(accumulator as Float64Array, integrator, pieces, pieceOffsets, held, true)
  held = 0
}

/** Forget the call's accumulator (pieces left unflushed are dropped: only after an error). */
export function endPieces(): void {
  accumulator = null
  held = 0
}
