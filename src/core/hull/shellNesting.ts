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
 * findOverlappingShells tests at most OVERLAP_SAMPLES triangles of a shell against another, and fewer
 * against a large one, about OVERLAP_WORK triangle visits a pair (but at least MIN_OVERLAP_SAMPLES): a
 * sphere of 20,480 triangles in a cavity of as many took 0.3 s more with 64.
 */
const OVERLAP_SAMPLES = 64
const MIN_OVERLAP_SAMPLES = 8
const OVERLAP_WORK = 200_000
/** A winding number beyond these is a point inside (outside) a shell, not on its surface (0.5 on a face). */
const INSIDE_WINDING = 0.95
const OUTSIDE_WINDING = 0.05

/**
 * Two shells whose solids overlap though no triangles cross, or null: a shell partly inside another and
 * partly outside it, which only a contact along coplanar faces or edges allows (two cubes one offset along
 * an axis: their sides lie in the same planes, and the crossing test takes those for touching). Their
 * common volume would count twice (an independent audit: two 2 m cubes 1 m apart gave 16 m³ for a union
 * of 12). For each pair of shells whose bounds overlap in a volume, some triangles of one that lie within
 * the other's bounds (spread over them: OVERLAP_SAMPLES) are asked for the other's winding number at their centroids; some
 * inside and some outside is an overlap. A shell wholly inside another (a cavity) or outside it (touching,
 * or a rod through a ring) has no such mix.
 *
 * @returns [a triangle of one shell that lies inside another, a triangle of that other shell]
 */
export function findOverlappingShells(
  positions: Float64Array,
  indices: Uint32Array,
  shellOf: Int32Array,
  shellCount: number,
  bounds: Float64Array,
): [number, number] | null {
  if (shellCount < 2) return null
  const { shellStart, byShell } = trianglesByShell(shellOf, shellCount)
  for (let b = 0; b < shellCount; b++) {
    for (let a = 0; a < shellCount; a++) {
      if (a === b || !boundsOverlap(bounds, a, b)) continue
      const candidates: number[] = []
      for (let i = shellStart[b]; i < shellStart[b + 1]; i++) {
        const t = byShell[i]
        centroidOf(positions, indices, t, point)
        if (pointInBounds(bounds, a, point)) candidates.push(t)
      }
      const triangles = shellStart[a + 1] - shellStart[a]
      const samples = Math.max(MIN_OVERLAP_SAMPLES, Math.min(OVERLAP_SAMPLES, Math.floor(OVERLAP_WORK / triangles)))
      const stride = Math.max(1, candidates.length / samples)
      let inside = -1,
        outside = -1
      for (let s = 0; s < candidates.length && (inside < 0 || outside < 0); s += stride) {
        const t = candidates[Math.floor(s)]
        centroidOf(positions, indices, t, point)
        const w = Math.abs(
          windingNumber(positions, indices, byShell, shellStart[a], shellStart[a + 1], point[0], point[1], point[2]),
        )
        if (w > INSIDE_WINDING) inside = t
        else if (w < OUTSIDE_WINDING) outside = t
      }
      // partly inside and partly outside: outside shows in a sample, or in bounds reaching past a's
      if (inside >= 0 && (outside >= 0 || !boundsInside(bounds, b, a))) return [inside, byShell[shellStart[a]]]
    }
  }
  return null
}

const point = new Float64Array(3)

function centroidOf(positions: Float64Array, indices: Uint32Array, t: number, out: Float64Array): void {
  for (let k = 0; k < 3; k++) {
    out[k] =
      (positions[3 * indices[3 * t] + k] +
        positions[3 * indices[3 * t + 1] + k] +
        positions[3 * indices[3 * t + 2] + k]) /
      3
  }
}

/** Whether the bounds of shells a and b overlap in a volume (not only touch). */
function boundsOverlap(bounds: Float64Array, a: number, b: number): boolean {
  for (let k = 0; k < 3; k++) {
    if (bounds[6 * a + 3 + k] <= bounds[6 * b + k] || bounds[6 * b + 3 + k] <= bounds[6 * a + k]) return false
  }
  return true
}

function pointInBounds(bounds: Float64Array, shell: number, p: Float64Array): boolean {
  for (let k = 0; k < 3; k++) {
    if (p[k] < bounds[6 * shell + k] || p[k] > bounds[6 * shell + 3 + k]) return false
  }
  return true
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
  const { shellStart, byShell } = trianglesByShell(shellOf, shellCount)
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

/** The triangles grouped by shell (a counting sort), so that a winding number visits one shell only. */
function trianglesByShell(shellOf: Int32Array, shellCount: number): { shellStart: Uint32Array; byShell: Uint32Array } {
  const shellStart = new Uint32Array(shellCount + 1)
  for (let t = 0; t < shellOf.length; t++) shellStart[shellOf[t] + 1]++
  for (let s = 0; s < shellCount; s++) shellStart[s + 1] += shellStart[s]
  const byShell = new Uint32Array(shellOf.length)
  const fill = shellStart.slice(0, shellCount)
  for (let t = 0; t < shellOf.length; t++) byShell[fill[shellOf[t]]++] = t
  return { shellStart, byShell }
}
