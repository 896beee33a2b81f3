import { swapCorners } from './orientation.js'
import { windingNumber } from './windingNumber.js'

/** Axis-aligned bounds of each shell: min x, y, z then max x, y, z, six numbers a shell (m). */
export function shellBounds(
  positions: Float64Array,
  indices: Uint32Array,
  shellOf: Int32Array,
  shellCount: number,
): Float64Array {
  const bounds = new Float64Array(6 * shellCount)
  for (let s = 0; s < shellCount; s++) {
    bounds.fill(Infinity, 6 * s, 6 * s + 3)
    bounds.fill(-Infinity, 6 * s + 3, 6 * s + 6)
  }
  for (let h = 0; h < indices.length; h++) {
    const base = 6 * shellOf[(h / 3) | 0]
    const vertex = 3 * indices[h]
    for (let k = 0; k < 3; k++) {
      const value = positions[vertex + k]
      if (value < bounds[base + k]) bounds[base + k] = value
      if (value > bounds[base + 3 + k]) bounds[base + 3 + k] = value
    }
  }
  return bounds
}

/** Whether shell `inner`'s bounds lie within shell `outer`'s. */
function boundsInside(bounds: Float64Array, inner: number, outer: number): boolean {
  for (let k = 0; k < 3; k++) {
    if (bounds[6 * inner + k] < bounds[6 * outer + k]) return false
    if (bounds[6 * inner + 3 + k] > bounds[6 * outer + 3 + k]) return false
  }
  return true
}

/**
 * Turns whole shells over so that the mesh bounds a solid: a shell inside an even number of other
 * shells (none, usually) must enclose positive volume, and one inside an odd number is a cavity and
 * must enclose negative volume (its triangles face into the cavity, away from the solid). For a
 * single shell this is "flip it if its volume is negative".
 *
 * Containment is tested with one vertex of the inner shell and the winding number of the outer one,
 * only for pairs whose bounding boxes nest; shells must not intersect one another.
 *
 * @param volumes signed volume of each shell, m³; negated here for the shells turned over
 * @returns how many shells were turned over
 */
export function orientShellsByNesting(
  positions: Float64Array,
  indices: Uint32Array,
  shellOf: Int32Array,
  volumes: Float64Array,
  bounds: Float64Array,
): number {
  const shellCount = volumes.length
  const depths = nestingDepths(positions, indices, shellOf, shellCount, bounds)
  const turnOver = new Uint8Array(shellCount)
  let turned = 0
  for (let inner = 0; inner < shellCount; inner++) {
    const wantPositive = depths[inner] % 2 === 0
    if (volumes[inner] > 0 !== wantPositive) {
      turnOver[inner] = 1
      volumes[inner] = -volumes[inner]
      turned++
    }
  }
  if (turned > 0) {
    for (let t = 0; t < shellOf.length; t++) if (turnOver[shellOf[t]] === 1) swapCorners(indices, t)
  }
  return turned
}

/**
 * How many other shells each shell lies inside: one vertex of it tested by the winding number of each
 * shell whose bounding box holds its own (each shell wound consistently; the sign does not matter).
 */
export function nestingDepths(
  positions: Float64Array,
  indices: Uint32Array,
  shellOf: Int32Array,
  shellCount: number,
  bounds: Float64Array,
): Uint32Array {
  const depths = new Uint32Array(shellCount)
  if (shellCount < 2) return depths
  // The triangles grouped by shell (a counting sort), so a winding number visits one shell only.
  const shellStart = new Uint32Array(shellCount + 1)
  for (let t = 0; t < shellOf.length; t++) shellStart[shellOf[t] + 1]++
  for (let s = 0; s < shellCount; s++) shellStart[s + 1] += shellStart[s]
  const byShell = new Uint32Array(shellOf.length)
  const fill = shellStart.slice(0, shellCount)
  for (let t = 0; t < shellOf.length; t++) byShell[fill[shellOf[t]]++] = t
  for (let inner = 0; inner < shellCount; inner++) {
    const vertex = 3 * indices[3 * byShell[shellStart[inner]]]
    for (let outer = 0; outer < shellCount; outer++) {
      if (outer === inner || !boundsInside(bounds, inner, outer)) continue
      const winding = windingNumber(
        positions,
        indices,
        byShell,
        shellStart[outer],
        shellStart[outer + 1],
        positions[vertex],
        positions[vertex + 1],
        positions[vertex + 2],
      )
      if (Math.abs(winding) > 0.5) depths[inner]++
    }
  }
  return depths
}
