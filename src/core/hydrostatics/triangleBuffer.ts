// The hot path hands triangles around as offsets into Float64Arrays, never as double arguments:
// V8 boxes a double passed to (or returned from) a call it does not inline, which would allocate
// per triangle. A vertex is VERTEX numbers: x, y, z relative to the torque point (m) and depth
// (m, positive under water). A triangle is three vertex offsets a, b, c into one such array: the
// posed hull's vertices (offsets VERTEX · index, so hull triangles are never copied), or a buffer
// of pieces cut from triangles (TRIANGLE numbers each).

/** Numbers per vertex: x, y, z, depth. */
export const VERTEX = 4
/** Numbers per triangle stored whole. */
export const TRIANGLE = 12

/** Copy vertex `from` of `source` (at offset s) to `target` at offset t. */
export function copyVertex(target: Float64Array, t: number, source: Float64Array, s: number): void {
  target[t] = source[s]
  target[t + 1] = source[s + 1]
  target[t + 2] = source[s + 2]
  target[t + 3] = source[s + 3]
}
