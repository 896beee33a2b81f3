import { boundsInside, shellBounds } from '../hull/shellNesting.js'
import { windingNumber } from '../hull/windingNumber.js'
import type { TriangleMesh } from '../meshes/types.js'
import type { InspectedMesh } from './inspectMesh.js'

/**
 * A closed mesh without its inner shells: the shells that lie inside another (a hollow buoy's inner
 * surface, and whatever that holds), or null when it has none. createHull takes an inner shell as a
 * cavity of the solid, which the hydrostatics wets like the outside: a hollow modelled with its wall
 * thickness would float as if flooded. The sea reaches only the outer shells, so buildHull's 'auto' floats
 * those, the hollow's inside sealed air. Shells are the mesh's edge-connected pieces; one is inside
 * another when the other's winding number at its first vertex is not 0 (bounds checked first).
 */
export function outerShells(mesh: InspectedMesh): { mesh: TriangleMesh; innerShells: number } | null {
  const { indices, positions } = mesh
  const triangleCount = indices.length / 3
  const shellOf = new Int32Array(triangleCount).fill(-1)
  let shellCount = 0
  const stack: number[] = []
  for (let seed = 0; seed < triangleCount; seed++) {
    if (shellOf[seed] >= 0) continue
    shellOf[seed] = shellCount
    stack.push(seed)
    while (stack.length > 0) {
      const t = stack.pop()!
      for (let k = 0; k < 3; k++) {
        const mate = mesh.pairing.mate[3 * t + k]
        if (mate < 0) continue
        const next = (mate / 3) | 0
        if (shellOf[next] < 0) {
          shellOf[next] = shellCount
          stack.push(next)
        }
      }
    }
    shellCount++
  }
  if (shellCount < 2) return null
  // each shell's triangles, in order, for its winding number
  const start = new Uint32Array(shellCount + 1)
  for (let t = 0; t < triangleCount; t++) start[shellOf[t] + 1]++
  for (let s = 0; s < shellCount; s++) start[s + 1] += start[s]
  const byShell = new Uint32Array(triangleCount)
  const fill = start.slice(0, shellCount)
  for (let t = 0; t < triangleCount; t++) byShell[fill[shellOf[t]]++] = t
  const bounds = shellBounds(positions, indices, shellOf, shellCount)
  const inner = new Uint8Array(shellCount)
  for (let s = 0; s < shellCount; s++) {
    const vertex = 3 * indices[3 * byShell[start[s]]]
    for (let outer = 0; outer < shellCount && inner[s] === 0; outer++) {
      if (outer === s || !boundsInside(bounds, s, outer)) continue
      const winding = windingNumber(
        positions,
        indices,
        byShell,
        start[outer],
        start[outer + 1],
        positions[vertex],
        positions[vertex + 1],
        positions[vertex + 2],
      )
      if (Math.abs(winding) > 0.5) inner[s] = 1
    }
  }
  const innerShells = inner.reduce((sum, flag) => sum + flag, 0)
  if (innerShells === 0) return null
  const kept: number[] = []
  for (let t = 0; t < triangleCount; t++) {
    if (inner[shellOf[t]] === 0) kept.push(indices[3 * t], indices[3 * t + 1], indices[3 * t + 2])
  }
  return { mesh: { positions, indices: Uint32Array.from(kept) }, innerShells }
}
