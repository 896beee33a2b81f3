import { createHull } from '../hull/createHull.js'
import type { Hull } from '../hull/types.js'
import { convexHull } from './convexHull.js'
import { inspectMesh } from './inspectMesh.js'
import { readParts } from './readParts.js'
import type { BuildHullOptions, BuildHullPart, BuildHullReport, BuiltHull } from './types.js'

/** Default simulation budget, triangles: a step of a 4,000-triangle hull costs well under a millisecond. */
export const DEFAULT_MAX_TRIANGLES = 4000
const METHODS = ['auto', 'exact', 'convex', 'wrap'] as const

/**
 * Makes a simulation hull from the meshes a model draws: any number of parts, each with its own
 * transform, open, overlapping, non-manifold or far too detailed, and says what it did.
 *
 * - `'exact'`: createHull's rules (a closed 2-manifold, refused otherwise), the parts as they are.
 * - `'convex'`: the convex hull of all parts, within the budget.
 * - `'wrap'`: a watertight surface around the solid the parts enclose (overlapping parts count once).
 * - `'auto'` (default): exact when the parts are clean, closed and within budget (bit-identical to
 *   createHull); planar open rims closed by a deck (a deckless hull gets its deck); otherwise wrapped.
 *
 * @param parts one `{ positions, indices?, matrix? }` or an array of them (matrix: 16 numbers, column-major)
 * @param options `method` and `maxTriangles` (default 4,000)
 */
export function buildHull(parts: BuildHullPart | readonly BuildHullPart[], options?: BuildHullOptions): BuiltHull {
  const { method, maxTriangles } = readOptions(options)
  const merged = readParts(parts)
  const inspected = inspectMesh(merged.positions, merged.indices)
  const facts = {
    parts: merged.partCount,
    inputTriangles: merged.indices.length / 3,
    openEdges: inspected.pairing.openCount,
    nonManifoldEdges: inspected.pairing.nonManifoldCount,
  }
  const report = (used: BuildHullReport['method'], hull: Hull, sentence: string): BuiltHull => ({
    hull,
    report: { method: used, ...facts, triangles: hull.triangleCount, volume: hull.volume, sentence },
  })
  const partsText = `${facts.parts} part${facts.parts === 1 ? '' : 's'}, ${facts.inputTriangles} triangles`

  if (method === 'exact') {
    return report('exact', exactHull(merged.positions, merged.indices), `${partsText}, taken exactly.`)
  }
  if (method === 'convex') {
    const mesh = convexHull(merged.positions, maxTriangles)
    return report(
      'convex',
      createHull(mesh.positions, mesh.indices),
      `the convex hull of ${partsText} (chosen with method 'convex'; hull="auto" follows the shape, or pass a collider).`,
    )
  }
  // 'auto' and 'wrap' (first version: exact when clean, else the convex hull)
  const clean = facts.openEdges === 0 && facts.nonManifoldEdges === 0
  if (clean && facts.inputTriangles <= maxTriangles) {
    try {
      return report('exact', createHull(merged.positions, merged.indices), `${partsText}, taken exactly.`)
    } catch {
      // falls through to the convex hull
    }
  }
  const mesh = convexHull(merged.positions, maxTriangles)
  return report(
    'convex',
    createHull(mesh.positions, mesh.indices),
    `the convex hull of ${partsText} (the parts are not one clean closed mesh within ${maxTriangles} triangles).`,
  )
}

/** createHull with its refusal restated as buildHull's, naming the ways out. */
function exactHull(positions: Float64Array, indices: Uint32Array): Hull {
  try {
    return createHull(positions, indices)
  } catch (error) {
    throw new Error(
      `buildHull (method 'exact'): ${(error as Error).message.replace(/^createHull: /, '')}; use method 'auto' or 'wrap' (hull="wrap"), or pass a collider`,
      { cause: error },
    )
  }
}

function readOptions(options: BuildHullOptions | undefined): Required<BuildHullOptions> {
  if (options == null) return { method: 'auto', maxTriangles: DEFAULT_MAX_TRIANGLES }
  if (typeof options !== 'object') {
    throw new Error(
      `buildHull: options must be an object such as { method: 'auto', maxTriangles: 4000 }, got ${String(options)}`,
    )
  }
  const method = options.method ?? 'auto'
  if (!(METHODS as readonly string[]).includes(method)) {
    throw new Error(`buildHull: options.method is ${String(method)}; it must be one of ${METHODS.join(', ')}`)
  }
  const maxTriangles = options.maxTriangles ?? DEFAULT_MAX_TRIANGLES
  if (!Number.isInteger(maxTriangles) || maxTriangles < 100 || maxTriangles > 100_000) {
    throw new Error(
      `buildHull: options.maxTriangles is ${String(maxTriangles)}; it must be an integer from 100 to 100,000`,
    )
  }
  return { method, maxTriangles }
}
