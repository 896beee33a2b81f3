import { orientShells } from '../hull/orientation.js'
import { nestingDepths, shellBounds } from '../hull/shellNesting.js'
import type { TriangleMesh } from '../meshes/types.js'
import type { InspectedMesh } from './inspectMesh.js'

/**
 * A closed mesh without its inner shells: the shells that lie inside another (a hollow buoy's inner
 * surface, and whatever that holds), or null when it has none. createHull takes an inner shell as a
 * cavity of the solid, which the hydrostatics wets like the outside: a hollow modelled with its wall
 * thickness would float as if flooded. The sea reaches only the outer shells, so buildHull's 'auto' floats
 * those, the hollow's inside sealed air. The shells and their nesting are createHull's own (orientShells,
 * nestingDepths), on a copy of the welded triangles wound consistently.
 */
export function outerShells(mesh: InspectedMesh): { mesh: TriangleMesh; innerShells: number } | null {
  const { positions } = mesh
  const indices = Uint32Array.from(mesh.indices)
  const { shellOf, shellCount } = orientShells(indices, mesh.pairing.mate)
  if (shellCount < 2) return null
  const depths = nestingDepths(
    positions,
    indices,
    shellOf,
    shellCount,
    shellBounds(positions, indices, shellOf, shellCount),
  )
  const innerShells = depths.reduce((sum, depth) => sum + (depth > 0 ? 1 : 0), 0)
  if (innerShells === 0) return null
  const kept: number[] = []
  for (let t = 0; t < shellOf.length; t++) {
    if (depths[shellOf[t]] === 0) kept.push(indices[3 * t], indices[3 * t + 1], indices[3 * t + 2])
  }
  return { mesh: { positions, indices: Uint32Array.from(kept) }, innerShells }
}
