import type { Hull } from '../hull/types.js'
import type { Pose, WaterSurface } from '../types.js'
import { APEX, createAccumulator, resetAccumulator } from './accumulator.js'
import { adaptiveSettings, clipAdaptive, reserveAdaptiveStack } from './clip-adaptive.js'
import { clipCurved } from './clip-curved.js'
import { clipLinear } from './clip-linear.js'
import { probeLevel, probeVertexDepths, setDepthProbe } from './depth-probe.js'
import { VOLUME } from './integrate.js'
import { ADAPTIVE, CURVED, FLAT, resolveOptions } from './options.js'
import type { ResolvedOptions } from './options.js'
import { ABOUT, FRAME_SIZE, LEVEL, POSITION, readPose } from './pose.js'
import { createHydrostaticsResult, writeResult } from './result.js'
import { hullScratch } from './scratch.js'
import type { HullScratch } from './scratch.js'
import { TRIANGLE } from './triangle-buffer.js'
import { planeDepths, transformVertices } from './transform.js'
import { recordWetSurface } from './wet-surface.js'
import type { HydrostaticsOptions, HydrostaticsResult } from './types.js'

const accumulator = createAccumulator()
const frame = new Float64Array(FRAME_SIZE)
const triangle = new Float64Array(TRIANGLE)

function checkHull(hull: Hull): void {
  if (!hull || !(hull.positions instanceof Float64Array) || !(hull.indices instanceof Uint32Array)) {
    throw new Error('computeHydrostatics: hull must be a Hull made by createHull (positions Float64Array, indices Uint32Array)')
  }
}

/** K = water.maxCurvature (1/m) into adaptiveSettings, 0 for a water without one. */
function readCurvature(water: WaterSurface): void {
  const k = (water as { maxCurvature?: unknown }).maxCurvature
  if (k === undefined) {
    adaptiveSettings[0] = 0
    return
  }
  if (typeof k !== 'number' || !(k >= 0) || k === Infinity) {
    throw new Error(`computeHydrostatics: water.maxCurvature must be a finite number ≥ 0 (1/m), got ${String(k)}`)
  }
  adaptiveSettings[0] = k
}

/**
 * Hydrostatic force and torque on a closed hull in a posed body, from the pressure
 * p = rho g max(eta(x, z, t) − y, 0) integrated over its wet surface (PHYSICS.md §1–2).
 *
 * - `integrator` (default 'exact'): 'exact' is the closed-form integral per wet triangle, exact for
 *   depth linear on it (so exact for flat water on any mesh); 'centroid' applies each triangle's
 *   force at its centroid (right force, ghost torque: the baseline the seeds warn about); 'kerner'
 *   uses Kerner's centres of pressure (seed 000, Appendix A); 'volume' sums Fábián's signed
 *   tetrahedra against the horizontal plane at the wave height under the body origin, whatever
 *   `clipping` says (it is defined for flat water only).
 * - `clipping` (default 'linear'): 'flat' uses that same horizontal plane; 'linear' cuts edges where
 *   the vertex depths interpolate to zero; 'curved' follows the waterline inside each cut triangle
 *   with `curvedSamples` true-depth samples (seed 002); 'adaptive' subdivides triangles while the
 *   wave's curvature bound K l²/6 (K = water.maxCurvature) exceeds `tolerance` × the hull's
 *   bounding-box diagonal, down to `maxDepth` levels, which converges on any wave and finds crests
 *   that cross a triangle without wetting a vertex. A water without `maxCurvature` (a user's
 *   sampler) or with 0 (a water patch) counts as piecewise flat: 'adaptive' then does not refine.
 * - The torque is about `torqueAbout` (world, default pose.position). `centerOfBuoyancy` is the
 *   point of the force's line of action at the height of the displaced volume's centroid (exact
 *   centroid on flat water); a dry hull gives zero force and volume and pose.position.
 * - The quaternion is normalised. A NaN or infinite pose, water height or option, a density or
 *   gravity ≤ 0, or an unknown integrator or clipping name throws an Error that names it.
 * - With `out` given (see createHydrostaticsResult) the call allocates nothing, as long as the
 *   water does not (a WaveField's batched heightsAt does not; a plain heightAt may box its numbers
 *   unless V8 inlines it). Per-hull buffers are made on the first call with a hull and reused.
 *   Not re-entrant: the scratch buffers are shared.
 *
 * @param hull a Hull from createHull (body coordinates)
 * @param pose body → world: position (m) and quaternion (a CANNON.Body or THREE.Object3D will do)
 * @param water any WaterSurface; its batched `heightsAt` is used when present
 * @returns `out`, or a new result, in world frame and SI units
 */
export function computeHydrostatics(
  hull: Hull,
  pose: Pose,
  water: WaterSurface,
  options?: HydrostaticsOptions,
  out?: HydrostaticsResult,
): HydrostaticsResult {
  checkHull(hull)
  if (!water || typeof water.heightAt !== 'function') {
    throw new Error('computeHydrostatics: water must be a WaterSurface with a heightAt(x, z, t) method')
  }
  readPose(pose, frame)
  const o = resolveOptions(options, pose, frame)
  const scratch = hullScratch(hull)
  transformVertices(hull.positions, hull.vertexCount, frame, scratch.relative, scratch.horizontal)
  setDepthProbe(water, o.time, frame, ABOUT)
  recordWetSurface(options?.wetSurface ?? null, frame[ABOUT], frame[ABOUT + 1], frame[ABOUT + 2])
  try {
    accumulate(hull, water, o, scratch)
  } finally {
    // do not keep the user's water or buffers alive through module state
    setDepthProbe(null, 0, frame, ABOUT)
    recordWetSurface(null)
  }
  return writeResult(accumulator, o.integrator === VOLUME, frame, out ?? createHydrostaticsResult())
}

/** Depths of the vertices, then every triangle clipped and integrated into the accumulator. */
function accumulate(hull: Hull, water: WaterSurface, o: ResolvedOptions, scratch: HullScratch): void {
  const count = hull.vertexCount
  const relative = scratch.relative
  const depth = scratch.depth
  const clipping = o.integrator === VOLUME ? FLAT : o.clipping
  frame[LEVEL] = 0
  if (clipping === FLAT) {
    probeLevel(frame)
    planeDepths(count, relative, frame, depth)
  } else {
    probeVertexDepths(count, relative, scratch.horizontal, frame, depth)
  }
  if (clipping === ADAPTIVE) {
    readCurvature(water)
    adaptiveSettings[1] = o.tolerance * scratch.size
    reserveAdaptiveStack(o.maxDepth)
  }
  const acc = accumulator
  resetAccumulator(acc)
  acc[APEX] = frame[POSITION] - frame[ABOUT]
  acc[APEX + 1] = frame[LEVEL] - frame[ABOUT + 1]
  acc[APEX + 2] = frame[POSITION + 2] - frame[ABOUT + 2]

  const integrator = o.integrator
  const samples = o.curvedSamples
  const maxDepth = o.maxDepth
  const indices = hull.indices
  const triangles = hull.triangleCount
  const tri = triangle
  for (let f = 0, k = 0; f < triangles; f++, k += 3) {
    const i = indices[k], j = indices[k + 1], l = indices[k + 2]
    const da = depth[i], db = depth[j], dc = depth[l]
    // dry triangles leave here, except under 'adaptive' where a crest may cross one
    if (clipping !== ADAPTIVE && da <= 0 && db <= 0 && dc <= 0) continue
    tri[0] = relative[3 * i]; tri[1] = relative[3 * i + 1]; tri[2] = relative[3 * i + 2]; tri[3] = da
    tri[4] = relative[3 * j]; tri[5] = relative[3 * j + 1]; tri[6] = relative[3 * j + 2]; tri[7] = db
    tri[8] = relative[3 * l]; tri[9] = relative[3 * l + 1]; tri[10] = relative[3 * l + 2]; tri[11] = dc
    if (clipping === ADAPTIVE) clipAdaptive(acc, integrator, maxDepth, tri, 0)
    else if (clipping === CURVED) clipCurved(acc, integrator, samples, tri, 0)
    else clipLinear(acc, integrator, tri, 0)
  }
}
