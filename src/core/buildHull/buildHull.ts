import { createHull } from '../hull/createHull.js'
import type { Hull } from '../hull/types.js'
import type { TriangleMesh } from '../meshes/types.js'
import { capRims } from './capRims.js'
import { closedParts, outwardParts, signedVolume } from './closedParts.js'
import { convexHull } from './convexHull.js'
import { inspectMesh } from './inspectMesh.js'
import { offsetToVolume } from './offsetToVolume.js'
import { outerShells } from './outerShells.js'
import { partsOverlap } from './partsOverlap.js'
import { readParts } from './readParts.js'
import type { MergedParts } from './readParts.js'
import { scaleToVolume } from './scaleToVolume.js'
import type { BuildHullOptions, BuildHullPart, BuildHullReport, BuiltHull } from './types.js'
import { unionVolume } from './unionVolume.js'
import { vesselHull, type VesselHull } from './vesselHull.js'
import { wrapSurface } from './wrapSurface.js'

/** Default simulation budget, triangles: a 5,000-triangle hull's step costs about a millisecond (bench/RESULTS.md). */
export const DEFAULT_MAX_TRIANGLES = 5000
/**
 * A resampled closed mesh is matched to the input's exact volume only when they differ by less than this
 * (the wrap's chords cut off about 1 %); a larger difference means the input is not what it seems
 * (self-intersecting or wound inconsistently) and the wrap is kept as it is.
 */
const MAX_RESAMPLING_CHANGE = 0.03
const METHODS = ['auto', 'exact', 'convex', 'wrap'] as const

/**
 * Makes a simulation hull from the meshes a model draws: any number of parts, each with its own
 * transform, open, overlapping, non-manifold or far too detailed, and says what it did.
 *
 * - `'exact'`: createHull's rules (a closed 2-manifold, refused otherwise), the parts as they are.
 * - `'convex'`: the convex hull of all parts, within the budget.
 * - `'wrap'`: a watertight surface around the solid the parts enclose (overlapping parts count once).
 * - `'auto'` (default): exact when the parts are clean, closed and within budget (bit-identical to
 *   createHull), but an open vessel modelled with wall thickness (a dinghy's inside surface as well as its
 *   outside) floats on its outer hull decked across its rim (vesselHull.ts); planar open rims closed by
 *   a deck (a deckless hull gets its deck); overlapping parts
 *   each closed so (or taken as they are) united by a wrap matched to their union's volume (the parts'
 *   exact volumes less the overlap, integrated along grid lines); otherwise wrapped.
 *
 * @param parts one `{ positions, indices?, matrix? }` or an array of them (matrix: 16 numbers, column-major)
 * @param options `method` and `maxTriangles` (default 5,000)
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
  const report = (
    used: BuildHullReport['method'],
    hull: Hull,
    sentence: string,
    notice = used !== 'exact',
  ): BuiltHull => ({
    hull,
    report: { method: used, ...facts, triangles: hull.triangleCount, volume: hull.volume, sentence, notice },
  })
  const partsText = `${facts.parts} part${facts.parts === 1 ? '' : 's'}, ${facts.inputTriangles} triangles`

  if (method === 'exact') {
    return report('exact', exactHull(merged.positions, merged.indices), `${partsText}, taken exactly.`)
  }
  if (method === 'convex') {
    const mesh = convexHull(inspected.positions, maxTriangles)
    return report(
      'convex',
      createHull(mesh.positions, mesh.indices),
      `the convex hull of ${partsText} (chosen with method 'convex'; hull="auto" follows the shape, or pass a collider).`,
    )
  }
  let outward: MergedParts | null = null
  const wrapped = () => {
    outward ??= outwardParts(merged)
    let mesh: TriangleMesh
    try {
      mesh = wrapSurface(outward.positions, outward.indices, maxTriangles)
    } catch (error) {
      // a flat input (one triangle, a plane) has no solid to wrap at any budget: say that instead
      convexHull(inspected.positions, maxTriangles)
      throw error
    }
    return createHull(mesh.positions, mesh.indices, { weldTolerance: 0 })
  }
  if (method === 'wrap') {
    return report('wrap', wrapped(), `${partsText}, wrapped in a watertight surface (chosen with method 'wrap').`)
  }

  const clean = facts.openEdges === 0 && facts.nonManifoldEdges === 0
  const overlapping = facts.parts > 1 && partsOverlap(merged)
  if (clean && !overlapping && facts.inputTriangles <= maxTriangles) {
    const exact = tryHull(merged.positions, merged.indices)
    const outer = exact === null ? null : outerShells(inspected)
    const envelope = outer === null ? null : tryHull(outer.mesh.positions, outer.mesh.indices)
    if (exact !== null && outer !== null && envelope !== null) {
      const shells = outer.innerShells === 1 ? 'its inner shell' : `its ${outer.innerShells} inner shells`
      return report(
        'exact',
        envelope,
        `${partsText}, taken exactly without ${shells}: a hollow, its inside (${cubic(envelope.volume - exact.volume)}) taken as sealed air, so it floats on its outer surface; its walls are ${cubic(exact.volume)} (a mass from a density weighs the whole ${cubic(envelope.volume)}: give the mass instead; hull="exact" keeps the inside as a flooded cavity).`,
        true,
      )
    }
    if (exact !== null) {
      // a vessel modelled with wall thickness (a dinghy's inside as well as its outside) is a solid of its
      // walls, wetted inside: it would float as if flooded. Its volume is then a small share of its convex
      // hull's, and water poured into it stays: it floats on its outer hull, decked across its rim
      const share = exact.volume / convexVolume(inspected.positions)
      const vessel = share < THIN_WALLED ? openVessel(exact, exact.volume) : null
      if (vessel !== null)
        return report('capped', vessel.hull, `${partsText}: ${vesselSentence(vessel, exact.volume)}.`, true)
      if (share < THIN_WALLED) {
        return report(
          'exact',
          exact,
          `${partsText}, taken exactly: its volume is ${(share * 100).toFixed(0)} % of its convex hull's, and it holds no water (+y up). If it is a vessel modelled with wall thickness (the inside of its hull as well as the outside) lying on its side, it floats as its walls, as if flooded: turn it upright in the model, or pass hull="convex" or a collider of its outer shape, and its mass.`,
          true,
        )
      }
      return report('exact', exact, `${partsText}, taken exactly.`)
    }
  }
  if (clean && !overlapping && facts.inputTriangles > maxTriangles) {
    // a closed mesh over budget: resampled, then matched to its exact volume (the signed volume of a
    // closed, consistently wound mesh; checked against the resampled one, which it must be close to)
    outward ??= outwardParts(merged)
    const exactVolume = Math.abs(signedVolume(outward.positions, outward.indices))
    // an open vessel modelled with wall thickness: its outer hull, brought within the budget the same way
    const vessel =
      exactVolume < THIN_WALLED * convexVolume(inspected.positions) ? openVessel(outward, exactVolume) : null
    if (vessel !== null) {
      const { hull } = vessel
      if (hull.triangleCount <= maxTriangles) {
        return report('capped', hull, `${partsText}: ${vesselSentence(vessel, exactVolume)}.`, true)
      }
      const mesh = wrapSurface(hull.positions, hull.indices, maxTriangles)
      return report(
        'wrap',
        scaleToVolume(createHull(mesh.positions, mesh.indices, { weldTolerance: 0 }), hull.volume),
        `${partsText}: ${vesselSentence(vessel, exactVolume)}; over the budget of ${maxTriangles} triangles, resampled by a wrap and scaled to its volume.`,
        true,
      )
    }
    const resampled = wrapped()
    const change = resampled.volume / exactVolume - 1
    if (Math.abs(change) <= MAX_RESAMPLING_CHANGE) {
      return report(
        'wrap',
        scaleToVolume(resampled, exactVolume),
        `${partsText}, a closed mesh over the budget of ${maxTriangles} triangles, resampled by a wrap (${percent(change)} volume) and scaled to the mesh's exact volume (set maxTriangles, or pass a collider).`,
      )
    }
    // parts smaller than the budget's cells (many small bodies): the wrap loses them, so the mesh is
    // taken as it is, over the budget (200 spheres of 100 triangles lost 51 % of their volume wrapped)
    const exact = tryHull(merged.positions, merged.indices)
    if (exact !== null) {
      return report(
        'exact',
        exact,
        `${partsText}, taken exactly over the budget of ${maxTriangles} triangles: a wrap within it had ${percent(change)} volume (parts smaller than its cells); each step costs about 20 ns a triangle (set maxTriangles, or pass a collider).`,
      )
    }
  }
  const closed = overlapping ? closedParts(merged) : null
  if (closed !== null) {
    // overlapping parts each closed on its own (a deckless hull capped, a cabin sunk into it): their
    // union wrapped, then matched to the union's volume (exact volumes less the overlap, integrated)
    const union = unionVolume(closed)
    const soup = joinParts(closed)
    const mesh = wrapSurface(soup.positions, soup.indices, maxTriangles)
    const surface = createHull(mesh.positions, mesh.indices, { weldTolerance: 0 })
    const change = surface.volume / union - 1
    if (Math.abs(change) <= MAX_RESAMPLING_CHANGE) {
      const capped = facts.openEdges > 0 ? `, ${facts.openEdges} open edges closed by a deck across each rim` : ''
      return report(
        'wrap',
        offsetToVolume(surface, union),
        `${partsText} (overlapping parts${capped}), wrapped in a watertight surface around their union and offset to the union's volume (the wrap had ${percent(change)}) (hull="convex" takes the convex hull, or pass a collider).`,
      )
    }
  }
  if (facts.openEdges > 0 && facts.nonManifoldEdges === 0 && !overlapping) {
    const capped = capRims(inspected)
    const hull = capped && tryHull(capped.positions, capped.indices)
    if (hull && hull.triangleCount <= maxTriangles) {
      return report(
        'capped',
        hull,
        `${partsText} with ${facts.openEdges} open edges, closed by a deck across each open rim: ${hull.volume.toPrecision(4)} m³ (hull="wrap" wraps the shape instead, or pass a collider).`,
      )
    }
  }
  const why = [
    facts.openEdges > 0 ? `${facts.openEdges} open edges` : '',
    facts.nonManifoldEdges > 0 ? `${facts.nonManifoldEdges} non-manifold edges` : '',
    overlapping ? 'overlapping parts' : '',
    clean && !overlapping ? 'a self-intersecting or flat surface' : '',
    facts.inputTriangles > maxTriangles ? `more than ${maxTriangles} triangles` : '',
  ].filter(Boolean)
  return report(
    'wrap',
    wrapped(),
    `${partsText} (${why.join(', ') || 'not a clean closed mesh'}), wrapped in a watertight surface around the solid they enclose (hull="convex" takes the convex hull, hull="exact" refuses what is not closed, or pass a collider).`,
  )
}

/** vesselHull of a thin-walled closed mesh (outward), when it holds more than VESSEL_GAIN times its walls. */
function openVessel(walls: TriangleMesh, wallsVolume: number): VesselHull | null {
  const vessel = vesselHull(walls)
  return vessel !== null && vessel.hull.volume > VESSEL_GAIN * wallsVolume ? vessel : null
}

/** What was done to a vessel modelled with wall thickness, for the report. */
function vesselSentence(vessel: VesselHull, wallsVolume: number): string {
  const whole = cubic(vessel.hull.volume)
  return `a vessel modelled with wall thickness. The ${vessel.insideTriangles} triangles of its inside were left out and a deck laid across its rim, so it floats on its outer hull (${whole}) and takes water only over its side; its walls are ${cubic(wallsVolume)} (a mass from a density weighs the whole ${whole}: give the mass instead; hull="exact" floats it as its walls, as if flooded)`
}

/** The parts in one triangle soup. */
function joinParts(parts: readonly TriangleMesh[]): TriangleMesh {
  let vertices = 0,
    triangles = 0
  for (const part of parts) {
    vertices += part.positions.length
    triangles += part.indices.length
  }
  const positions = new Float64Array(vertices)
  const indices = new Uint32Array(triangles)
  let v = 0,
    t = 0
  for (const part of parts) {
    positions.set(part.positions, v)
    for (let i = 0; i < part.indices.length; i++) indices[t + i] = part.indices[i] + v / 3
    v += part.positions.length
    t += part.indices.length
  }
  return { positions, indices }
}

/**
 * The share of its convex hull's volume below which a clean closed mesh may be a vessel modelled with wall
 * thickness: an audit's dinghy with 3 cm walls was 10 %; a torus of radii 1 and 0.1 is 27 %, a box 100 %.
 */
const THIN_WALLED = 0.2

/**
 * How much more than its walls a thin-walled mesh's vessel hull must hold to be taken for a vessel: a
 * dinghy's is several times its walls, while a shape with a small pocket (a handle's, a scupper's) is not
 * an open vessel.
 */
const VESSEL_GAIN = 1.5

/** The volume of the convex hull of the points within 64 triangles (0.2 ms for 640 points), m³; 0 for flat points. */
function convexVolume(positions: Float64Array): number {
  try {
    const mesh = convexHull(positions, 64)
    return Math.abs(signedVolume(Float64Array.from(mesh.positions), Uint32Array.from(mesh.indices)))
  } catch {
    return 0
  }
}

/** a volume in words: "0.190 m³" */
function cubic(volume: number): string {
  return `${volume.toPrecision(3)} m³`
}

/** a relative change in words: "1.01 % more", "0.20 % less" */
function percent(fraction: number): string {
  return `${(Math.abs(fraction) * 100).toFixed(2)} % ${fraction >= 0 ? 'more' : 'less'}`
}

/** createHull, or null where it refuses. */
function tryHull(positions: Float64Array, indices: Uint32Array): Hull | null {
  try {
    return createHull(positions, indices)
  } catch {
    return null
  }
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
      `buildHull: options must be an object such as { method: 'auto', maxTriangles: 5000 }, got ${String(options)}`,
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
