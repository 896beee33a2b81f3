import { trianglesByShell } from './shellNesting.js'
import { windingNumber } from './windingNumber.js'

/** Vertices of a shell tested against another: bounds the cost to samples × the other's triangles. */
const SAMPLES = 64

/**
 * Two shells that cross each other (two overlapping boxes in one mesh), or null. Only pairs whose
 * bounding boxes overlap are looked at: a shell with some sampled vertices inside the other (winding
 * number above 0.75) and some outside (below 0.25) passes through it. A cavity (all inside), disjoint
 * hulls (all outside) and shells that touch (vertices on the other's surface, winding ½) are accepted.
 *
 * Not caught: a single shell folded through itself, and crossings no sampled vertex reveals.
 */
export function findIntersectingShells(
  positions: Float64Array,
  indices: Uint32Array,
  shellOf: Int32Array,
  shellCount: number,
  bounds: Float64Array,
): [number, number] | null {
  if (shellCount < 2) return null
  const { shellStart, byShell } = trianglesByShell(shellOf, shellCount)
  const passesThrough = (a: number, b: number): boolean => {
    let inside = 0,
      outside = 0
    const count = shellStart[a + 1] - shellStart[a]
    const stride = Math.max(1, Math.floor(count / SAMPLES))
    for (let i = shellStart[a]; i < shellStart[a + 1]; i += stride) {
      const vertex = 3 * indices[3 * byShell[i]]
      const winding = Math.abs(
        windingNumber(
          positions,
          indices,
          byShell,
          shellStart[b],
          shellStart[b + 1],
          positions[vertex],
          positions[vertex + 1],
          positions[vertex + 2],
        ),
      )
      if (winding > 0.75) inside++
      else if (winding < 0.25) outside++
      if (inside > 0 && outside > 0) return true
    }
    return false
  }
  for (let a = 0; a < shellCount; a++) {
    for (let b = a + 1; b < shellCount; b++) {
      if (!boundsOverlap(bounds, a, b)) continue
      if (passesThrough(a, b) || passesThrough(b, a)) return [a, b]
    }
  }
  return null
}

function boundsOverlap(bounds: Float64Array, a: number, b: number): boolean {
  for (let k = 0; k < 3; k++) {
    if (bounds[6 * a + 3 + k] <= bounds[6 * b + k] || bounds[6 * b + 3 + k] <= bounds[6 * a + k]) return false
  }
  return true
}
