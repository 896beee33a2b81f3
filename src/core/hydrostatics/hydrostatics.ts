import type { Hull } from '../hull/types.js'
import type { Pose, WaterSurface } from '../types.js'
import { APEX, createAccumulator, resetAccumulator } from './accumulator.js'
import { clipAdaptive, reserveAdaptiveStack } from './clip-adaptive.js'
import { clipCurved } from './clip-curved.js'
import { clipLinear } from './clip-linear.js'
import { setDepthProbe } from './depth-probe.js'
import { VOLUME } from './integrate.js'
import { ADAPTIVE, CURVED, FLAT, resolveOptions } from './options.js'
import { POSE_SIZE, readPose } from './pose.js'
import { createHydrostaticsResult, writeResult } from './result.js'
import { hullScratch } from './scratch.js'
import { planeDepths, transformVertices, waveDepths } from './transform.js'
import type { HydrostaticsOptions, HydrostaticsResult } from './types.js'

const accumulator = createAccumulator()
const poseNumbers = new Float64Array(POSE_SIZE)

function checkHull(hull: Hull): void {
  if (!hull || !(hull.positions instanceof Float64Array) || !(hull.indices instanceof Uint32Array)) {
    throw new Error('computeHydrostatics: hull must be a Hull made by createHull (positions Float64Array, indices Uint32Array)')
  }
}

function waterCurvature(water: WaterSurface): number {
  const k = (water as { maxCurvature?: unknown }).maxCurvature
  if (k === undefined) return 0
  if (typeof k !== 'number' || !(k >= 0) || k === Infinity) {
    throw new Error(`computeHydrostatics: water.maxCurvature must be a finite number ≥ 0 (1/m), got ${String(k)}`)
  }
  return k
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
 *   with `curvedSamples` true-depth samples (seed 002); 'adaptive' subdivides triangles while
 *   the wave's curvature bound K l²/6 (K = water.maxCurvature) exceeds `tolerance` × the hull's
 *   bounding-box diagonal, down to `maxDepth` levels, which converges on any wave and finds crests
 *   that cross a triangle without wetting a vertex. A water without `maxCurvature` (a user's
 *   sampler, a water patch) counts as piecewise flat: 'adaptive' then does not refine.
 * - The torque is about `torqueAbout` (world, default pose.position). `centerOfBuoyancy` is the
 *   point of the force's line of action at the height of the displaced volume's centroid (exact
 *   centroid on flat water); a dry hull gives zero force and volume and pose.position.
 * - The quaternion is normalised. A NaN or infinite pose, water height or option, a density or
 *   gravity ≤ 0, or an unknown integrator or clipping name throws an Error that names it.
 * - With `out` given (see createHydrostaticsResult) the call allocates nothing; per-hull buffers
 *   are made on the first call with a hull and reused. Not re-entrant (shared scratch).
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
  const pn = readPose(pose, poseNumbers)
  const o = resolveOptions(options, pose)
  const scratch = hullScratch(hull)
  const count = hull.vertexCount
  const { relative, horizontal, depth } = scratch
  const t = o.time
  const cx = o.aboutX, cy = o.aboutY, cz = o.aboutZ
  const px = pn[0], py = pn[1], pz = pn[2]

  transformVertices(hull.positions, count, pn, cx, cy, cz, relative, horizontal)

  const volumeMethod = o.integrator === VOLUME
  const clipping = volumeMethod ? FLAT : o.clipping
  let level = 0
  if (clipping === FLAT) {
    level = water.heightAt(px, pz, t)
    if (!(level - level === 0)) {
      throw new Error(
        `computeHydrostatics: the water height under the body origin (x = ${px}, z = ${pz}, t = ${t}) is ${level}; heightAt must return finite numbers`,
      )
    }
    planeDepths(count, relative, level, cy, depth)
  } else {
    waveDepths(water, t, count, relative, horizontal, cy, depth)
  }

  let curvature = 0
  let tolerance = 0
  if (clipping === ADAPTIVE) {
    curvature = waterCurvature(water)
    tolerance = o.tolerance * scratch.size
    reserveAdaptiveStack(o.maxDepth)
  }
  const acc = accumulator
  resetAccumulator(acc)
  acc[APEX] = px - cx
  acc[APEX + 1] = level - cy
  acc[APEX + 2] = pz - cz
  setDepthProbe(water, t, cx, cy, cz)

  const integrator = o.integrator
  const samples = o.curvedSamples
  const maxDepth = o.maxDepth
  const indices = hull.indices
  const triangles = hull.triangleCount
  try {
    for (let f = 0, k = 0; f < triangles; f++, k += 3) {
      const i = indices[k], j = indices[k + 1], l = indices[k + 2]
      const da = depth[i], db = depth[j], dc = depth[l]
      // dry triangles leave here, except under 'adaptive' where a crest may cross one
      if (clipping !== ADAPTIVE && da <= 0 && db <= 0 && dc <= 0) continue
      const a = 3 * i, b = 3 * j, c = 3 * l
      const ax = relative[a], ay = relative[a + 1], az = relative[a + 2]
      const bx = relative[b], by = relative[b + 1], bz = relative[b + 2]
      const qx = relative[c], qy = relative[c + 1], qz = relative[c + 2]
      if (clipping === ADAPTIVE) {
        clipAdaptive(acc, integrator, curvature, tolerance, maxDepth, ax, ay, az, bx, by, bz, qx, qy, qz, da, db, dc)
      } else if (clipping === CURVED) {
        clipCurved(acc, integrator, samples, ax, ay, az, bx, by, bz, qx, qy, qz, da, db, dc)
      } else {
        clipLinear(acc, integrator, ax, ay, az, bx, by, bz, qx, qy, qz, da, db, dc)
      }
    }
  } finally {
    // do not keep the user's water alive through module state
    setDepthProbe(null, 0, 0, 0, 0)
  }

  return writeResult(
    acc, volumeMethod, o.density * o.gravity, cx, cy, cz, px, py, pz,
    out ?? createHydrostaticsResult(),
  )
}
