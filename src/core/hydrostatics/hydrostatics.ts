import { measuredHull } from '../hull/hullParts.js'
import type { Hull } from '../hull/types.js'
import { icosphereMesh } from '../meshes/icosphere.js'
import type { Pose, WaterSurface } from '../types.js'
import { APEX, WETTED_AREA, createAccumulator, resetAccumulator } from './accumulator.js'
import {
  adaptiveSettings,
  AMPLITUDE_BOUND,
  PROBED,
  REFINE_ABOVE,
  refineAdaptive,
  refinementEdgeLimit,
  reserveAdaptiveStack,
} from './clipAdaptive.js'
import { clipCurved } from './clipCurved.js'
import { CHUNK } from './chunk.js'
import { clipLinear } from './clipLinear.js'
import { clearDepthProbe, probeLevel, probeVertexDepths, setDepthProbe } from './depthProbe.js'
import {
  CENTROID,
  EXACT,
  SUM_FORCE,
  SUM_MOMENT_Y,
  SUM_TORQUE,
  SUM_WATERPLANE,
  SURFACE_SUMS,
  VOLUME,
  addSurfaceSums,
  integrateWetTriangles,
} from './integrate.js'
import { ADAPTIVE, CURVED, FLAT, IN_STEP, LINEAR, resolveOptions, STANDALONE } from './options.js'
import { poseAndProbeReachable, reachTriangle } from './reach.js'
import type { ResolvedOptions } from './options.js'
import { ABOUT, FRAME_SIZE, LEVEL, POSITION, readPose } from './pose.js'
import { createHydrostaticsResult, writeResult } from './result.js'
import { hullScratch } from './scratch.js'
import type { HullScratch } from './scratch.js'
import { planeDepths, transformVertices } from './transform.js'
import { beginPieces, endPieces, flushPieces } from './wetPieces.js'
import { emitWetFaces, emitWetTriangles, recordingWetSurface, recordWetSurface } from './wetSurface.js'
import type { HydrostaticsOptions, HydrostaticsResult } from './types.js'

const accumulator = createAccumulator()
const frame = new Float64Array(FRAME_SIZE)
// The hull's triangles with three wet vertices, as vertex offsets into the posed vertex array: they
// are integrated in place, never copied. Grown for the largest hull seen (three offsets a triangle).
let submerged = new Int32Array(0)
// The same triangles by number, for the wet-face sink (wet-surface.ts).
let submergedFaces = new Int32Array(0)
// When integrateSubmerged integrates them as it sorts them instead: their sums (integrate.ts
// SURFACE_SUMS layout), carried from one chunk of hull triangles to the next.
const openSums = new Float64Array(SURFACE_SUMS)

function checkHull(hull: Hull): void {
  if (!hull || !(hull.positions instanceof Float64Array) || !(hull.indices instanceof Uint32Array)) {
    throw new Error(
      'computeHydrostatics: hull must be a Hull made by createHull (positions Float64Array, indices Uint32Array)',
    )
  }
}

/** K = water.maxCurvature (1/m) into adaptiveSettings; a water without one is probed (PROBED). */
function readCurvature(water: WaterSurface): void {
  // 2 Σ A when the water says its amplitude (a WaveField), else no bound (clipAdaptive.ts AMPLITUDE_BOUND)
  const amplitude = (water as { maxAmplitude?: unknown }).maxAmplitude
  if (typeof amplitude === 'number' && amplitude >= 0 && amplitude < Infinity) {
    adaptiveSettings[AMPLITUDE_BOUND] = 2 * amplitude
  } else adaptiveSettings[AMPLITUDE_BOUND] = Infinity
  const k = (water as { maxCurvature?: unknown }).maxCurvature
  if (k === undefined) {
    // no bound: the departure is measured instead (clipAdaptive.ts refineProbed)
    adaptiveSettings[0] = 0
    adaptiveSettings[PROBED] = 1
    return
  }
  if (typeof k !== 'number' || !(k >= 0) || k === Infinity) refuseCurvature(water)
  adaptiveSettings[0] = k
  adaptiveSettings[PROBED] = 0
}

/**
 * Ripples on a swell: components so low (2 A ≤ a quarter of the depth tolerance, together at most half of
 * it) that no plane misses them by more than 2 Σ A are taken out of the curvature the refinement follows,
 * and their 2 Σ A out of its tolerance: the swell alone sets the pieces. Their short wavelengths made K
 * large, and every triangle was refined to maxDepth for waves a centimetre high (a box on a 30 m swell with
 * 1 cm ripples of 0.1 m: 2.8 ms a step against 0.1; an independent audit). Only a WaveField's resolved
 * components are read (amplitude and wavenumber); the error bound still holds: the ripples' departure
 * from any plane is within what they took from the tolerance.
 */
function setAsideSmallWaves(water: WaterSurface): void {
  const components = (water as { components?: unknown }).components
  if (!Array.isArray(components)) return
  const tolerance = adaptiveSettings[1]
  let small = 0
  let curvature = 0
  for (let i = 0; i < components.length; i++) {
    const c = components[i] as { amplitude?: unknown; wavenumber?: unknown }
    if (typeof c.amplitude !== 'number' || typeof c.wavenumber !== 'number') return
    if (2 * c.amplitude <= 0.25 * tolerance) {
      small += 2 * c.amplitude
      curvature += c.amplitude * c.wavenumber * c.wavenumber
    }
  }
  if (!(small > 0) || small > 0.5 * tolerance) return
  adaptiveSettings[0] = Math.max(0, adaptiveSettings[0] - curvature)
  adaptiveSettings[1] = tolerance - small
  adaptiveSettings[AMPLITUDE_BOUND] = Math.max(0, adaptiveSettings[AMPLITUDE_BOUND] - small)
}

/**
 * The Error for a bad water.maxCurvature, in its own function that reads the value again: with the
 * message built from `k` in readCurvature, V8 kept k as an object and boxed the number on every call
 * (16 B a call on a large hull, where that code runs inside accumulate).
 */
function refuseCurvature(water: WaterSurface): never {
  const k = (water as { maxCurvature?: unknown }).maxCurvature
  throw new Error(`computeHydrostatics: water.maxCurvature must be a finite number ≥ 0 (1/m), got ${String(k)}`)
}

/**
 * Hydrostatic force and torque on a closed hull in a posed body, from the pressure
 * p = rho g max(eta(x, z, t) − y, 0) integrated over its wet surface (docs/PHYSICS.md §1–2).
 *
 * - `integrator` (default 'exact'): 'exact' is the closed-form integral per wet triangle, exact for
 *   depth linear on it (so exact for flat water on any mesh); 'centroid' applies each triangle's
 *   force at its centroid (right force, ghost torque: the baseline the seeds warn about); 'kerner'
 *   uses Kerner's centres of pressure (Kerner 2015, Appendix A); 'volume' sums Fábián's signed
 *   tetrahedra against the horizontal plane at the wave height under the body origin, whatever
 *   `clipping` says (it is defined for flat water only).
 * - `clipping` (default 'adaptive', so that a coarse hull on short waves is still right): 'flat' uses that same horizontal plane; 'linear' cuts edges where
 *   the vertex depths interpolate to zero; 'curved' follows the waterline inside each cut triangle
 *   with `curvedSamples` true-depth samples (Stenberg 2026); 'adaptive' subdivides triangles while the
 *   wave may depart from their linearised surface by more than tolerance × V / S (the deviation
 *   K l²/8 at an edge's midpoint, K = water.maxCurvature, and never more than 2 × water.maxAmplitude;
 *   ripples below a quarter of the tolerance are left to it rather than followed; V / S the hull's
 *   volume over its area), so
 *   that the pressure error left, rho g × deviation × area over the hull, is under `tolerance` × rho g V
 *   (default 0.02, a worst-phase bound: measured errors are about a tenth of it; attachBuoyancy's is
 *   0.25, options.ts), down to `maxDepth`
 *   levels (default 5, at most 4^5 pieces per triangle, which bounds the cost on short steep waves);
 *   lowering the one and raising the other converges on any wave.
 *   It finds crests that cross a triangle without wetting a vertex. A water without `maxCurvature` (a user's
 *   sampler) has its departure from each triangle's linearised surface measured at the edge midpoints
 *   instead (three more samples a triangle, a feature narrower than their spacing unbounded), and is
 *   refined by that to the same tolerance; one with 0 (a water patch) counts as piecewise flat:
 *   'adaptive' then does not refine.
 * - The torque is about `torqueAbout` (world, default pose.position). `centerOfBuoyancy` is the
 *   point of the force's line of action at the height of the displaced volume's centroid (exact
 *   centroid on flat water); a dry hull gives zero force and volume and pose.position.
 * - The quaternion is normalised. A NaN or infinite pose, water height or option, a density or
 *   gravity ≤ 0, or an unknown integrator or clipping name throws an Error that names it.
 * - With `out` given (see createHydrostaticsResult) the call allocates nothing once V8 has compiled
 *   it (a few thousand calls), as long as the water does not: a WaveField is sampled without boxing
 *   a number; another surface's heightsAt or heightAt receives the time (and x, z) as numbers, which
 *   V8 boxes unless it inlines the call. Per-hull buffers are made on the first call with a hull
 *   and reused. Not re-entrant: the scratch buffers are shared.
 * - Cost: about 1 µs a call plus about 20 ns a triangle (README, Performance; bench/RESULTS.md). On a
 *   WaveField, vertices the water cannot reach (its slope bound) are not sampled.
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
  const o = resolveOptions(options, pose, frame, callDefaults)
  const scratch = hullScratch(hull)
  setDepthProbe(water, frame)
  recordWetSurface(options?.wetSurface ?? null, frame)
  try {
    accumulate(hull, water, o, scratch)
  } finally {
    // do not keep the user's water or buffers alive through module state
    clearDepthProbe()
    recordWetSurface(null, frame)
    endPieces()
  }
  const result = writeResult(accumulator, o.integrator === VOLUME, frame, out ?? createHydrostaticsResult())
  // finite inputs can still overflow (an amplitude of 1e308 m, ρ g V past 1e308): refuse a NaN or
  // infinite load rather than hand it on (a body would be launched, or poison a world)
  const f = result.force,
    t = result.torque
  const v = result.displacedVolume
  // (x − x is 0 for every finite x and NaN otherwise)
  if (f.x - f.x + f.y - f.y + f.z - f.z + t.x - t.x + t.y - t.y + t.z - t.z + v - v !== 0) refuseOverflow(result)
  return result
}

/**
 * computeHydrostatics with a dynamics step's defaults (options.ts, IN_STEP: 'adaptive' at STEP_TOLERANCE,
 * which the step's Froude–Krylov correction makes enough), for attachBuoyancy and the hydrodynamics' pass.
 * (A flag read by computeHydrostatics, not a wrapper both go through: one more call level between
 * computeHydrostatics and its loops left 'curved' clipping allocating 37 kB a call, V8's inlining budget
 * spent one level sooner: bench/RESULTS.md, heap allocation.)
 */
export function computeStepHydrostatics(
  hull: Hull,
  pose: Pose,
  water: WaterSurface,
  options?: HydrostaticsOptions,
  out?: HydrostaticsResult,
): HydrostaticsResult {
  callDefaults = IN_STEP
  try {
    return computeHydrostatics(hull, pose, water, options, out)
  } finally {
    callDefaults = STANDALONE
  }
}

/** The defaults of the call in progress (computeStepHydrostatics sets IN_STEP). */
let callDefaults = STANDALONE

/** The Error for a load that overflowed, built apart (a message made from numbers here boxed them every call). */
function refuseOverflow(result: HydrostaticsResult): never {
  const f = result.force,
    t = result.torque
  throw new Error(
    `computeHydrostatics: the load overflowed (force (${f.x}, ${f.y}, ${f.z}) N, torque (${t.x}, ${t.y}, ${t.z}) N·m, volume ${result.displacedVolume} m³): the water's heights, the hull's size or ρ g are too large to compute`,
  )
}

/**
 * Depths of the vertices, then the triangles (Kerner's order, docs/ARCHITECTURE.md): sorted by the water,
 * those with three wet vertices integrated in place in one pass, the pieces cut from the others
 * integrated in batches (wet-pieces.ts).
 */
function accumulate(hull: Hull, water: WaterSurface, o: ResolvedOptions, scratch: HullScratch): void {
  const count = hull.vertexCount
  const vertices = scratch.vertices
  let clipping = o.integrator === VOLUME ? FLAT : o.clipping
  // 'adaptive' refines the triangles whose longest edge exceeds a length set by the wave's curvature
  // (clip-adaptive.ts); when none of the hull's does (a fine hull on gentle waves, flat water), it is
  // 'linear' for this call
  if (clipping === ADAPTIVE) {
    readCurvature(water)
    // the pressure error a triangle's refinement leaves, at most rho g δ A, summed over the hull's
    // surface S is at most tolerance × rho g V when δ ≤ tolerance × V / S
    adaptiveSettings[1] = o.tolerance * scratch.depthScale
    setAsideSmallWaves(water)
    refinementEdgeLimit(o.maxDepth)
    if (scratch.longestEdge > adaptiveSettings[REFINE_ABOVE]) reserveAdaptiveStack(o.maxDepth)
    else clipping = LINEAR
  }
  frame[LEVEL] = 0
  // Under 'linear', 'curved' and 'adaptive' clipping a WaveField's vertices out of the water's reach
  // are not sampled (reach.ts): only their sign is known until a triangle that the water cuts, or that
  // 'adaptive' refines, asks for their true depths. 'flat' asks the water once.
  let allExact = true
  if (clipping !== FLAT && poseAndProbeReachable(hull.positions, count, frame, scratch)) {
    allExact = false
  } else {
    transformVertices(hull.positions, count, frame, vertices, scratch.horizontal)
    if (clipping === FLAT) {
      probeLevel(frame)
      planeDepths(count, vertices, frame)
    } else {
      probeVertexDepths(count, scratch)
    }
  }
  const acc = accumulator
  resetAccumulator(acc)
  acc[APEX] = frame[POSITION] - frame[ABOUT]
  acc[APEX + 1] = frame[LEVEL] - frame[ABOUT + 1]
  acc[APEX + 2] = frame[POSITION + 2] - frame[ABOUT + 2]
  const integrator = o.integrator
  beginPieces(acc, integrator)

  const triangles = hull.triangleCount
  reserveSubmerged(triangles)
  if (!primed) primeSorting()
  // 'exact' and 'centroid' integrate the submerged triangles while sorting them (one pass over them,
  // not two), unless a recording wants their vertices (wet-surface.ts): then, like 'kerner' and
  // 'volume', they are listed and the list is integrated below
  const inline = (integrator === EXACT || integrator === CENTROID) && !recordingWetSurface()
  openSums.fill(0)
  let wet = 0
  for (let first = 0; first < triangles; first += CHUNK) {
    wet = sortTriangles(
      hull.indices,
      first,
      Math.min(triangles, first + CHUNK),
      scratch,
      allExact,
      clipping,
      o,
      wet,
      inline,
    )
  }
  // the hull's wet triangles' wetted area was summed from their known areas by sortTriangles; their
  // integrals reach the accumulator here, after the pieces flushed while sorting and before the
  // last ones, in either case
  emitWetFaces(submergedFaces, wet)
  if (inline) {
    addSurfaceSums(acc, integrator, openSums, 1)
  } else {
    emitWetTriangles(vertices, submerged, wet, false)
    integrateWetTriangles(acc, integrator, vertices, submerged, wet, false)
  }
  flushPieces()
}

/** Room in `submerged` and submergedFaces for a hull of `triangles` triangles. */
function reserveSubmerged(triangles: number): void {
  if (submerged.length < 3 * triangles) {
    submerged = new Int32Array(3 * triangles)
    submergedFaces = new Int32Array(triangles)
  }
}

let primed = false

/**
 * Run the sorting loops once, on the first call, over a small built-in sphere posed across a tilted
 * waterline, through every branch (dry, cut, submerged, refined; 'exact' and 'centroid'), and forget
 * the result. V8 compiles a loop with what each operation has seen so far; on a large first hull it
 * compiles integrateSubmerged partway through the first call, and when the chunks seen by then held
 * no cut triangle, the first one later deoptimizes it. If that lands after V8 has also compiled the
 * loop for on-stack replacement, the loop is entered through baseline code on every call until the
 * next full collection (DEVELOPING.md): the 81,920-triangle step then ran 2.5 ms instead of 1.55 in
 * about one process in fifteen. Coordinates and depths are fractional, as a real hull's are, so that
 * the feedback is for numbers, not small integers.
 */
function primeSorting(): void {
  primed = true
  const mesh = icosphereMesh(1.25, 1)
  // closed and outward by construction: none of createHull's checks (a page's main thread runs this)
  const hull = measuredHull(mesh.positions, mesh.indices)
  const scratch = hullScratch(hull)
  const v = scratch.vertices,
    p = hull.positions
  for (let i = 0; i < hull.vertexCount; i++) {
    v[4 * i] = p[3 * i] + 0.125
    v[4 * i + 1] = p[3 * i + 1] - 0.375
    v[4 * i + 2] = p[3 * i + 2] + 0.25
    v[4 * i + 3] = 0.3125 * p[3 * i] - v[4 * i + 1] - 0.0625
  }
  reserveSubmerged(hull.triangleCount)
  const refineAbove = adaptiveSettings[REFINE_ABOVE]
  // (every triangle of this sphere long enough to refine, when asked to)
  adaptiveSettings[REFINE_ABOVE] = scratch.longestEdge * 0.99
  for (const refine of [false, true]) {
    for (const exact of [true, false])
      integrateSubmerged(hull.indices, 0, hull.triangleCount, scratch, refine, 0, exact)
    classifyTriangles(hull.indices, 0, hull.triangleCount, scratch, refine, 0)
  }
  adaptiveSettings[REFINE_ABOVE] = refineAbove
  openSums.fill(0)
  cutCount = 0
}

// The chunk's triangles that the water cuts (or that 'adaptive' refines), as hull triangle numbers,
// from classifyTriangles to clipTriangles; and the area of its submerged triangles (m², in an array:
// a double returned from a call that V8 does not inline is boxed).
const cut = new Int32Array(CHUNK)
let cutCount = 0
const chunkWetArea = new Float64Array(1)

/**
 * Sort hull triangles first to end − 1 (at most CHUNK) by the water (the vertex depths in scratch:
 * true ones or, when allExact is false, NaN for dry vertices not sampled yet, reach.ts): dry ones
 * are skipped, those with three wet vertices are appended to `submerged` after the `listed` already
 * there or, when `inline`, integrated at once (integrateSubmerged; the new count is returned either
 * way), and those the water cuts (or, under 'adaptive', that the
 * wave's curvature asks to refine) are clipped into pieces. Two passes: the sorting loop makes no
 * call, and the few triangles the water cuts are clipped after it, in the same order. With the
 * clipping calls inside it (on a branch most triangles never take) the loop cost 5 % more of the
 * whole 1,280-triangle step: V8 saves the loop's live values around a call (it keeps none in
 * registers across one) and compiles the inlined callees into the loop. The pieces, and this
 * chunk's wetted area, reach the accumulator in the same order as when both were one loop, so the
 * sums are the same to the last bit.
 */
function sortTriangles(
  indices: Uint32Array,
  first: number,
  end: number,
  scratch: HullScratch,
  allExact: boolean,
  clipping: number,
  o: ResolvedOptions,
  listed: number,
  inline: boolean,
): number {
  const refine = clipping === ADAPTIVE
  const wet = inline
    ? integrateSubmerged(indices, first, end, scratch, refine, listed, o.integrator === EXACT)
    : classifyTriangles(indices, first, end, scratch, refine, listed)
  clipTriangles(indices, scratch, allExact, clipping, o)
  accumulator[WETTED_AREA] += chunkWetArea[0]
  return wet
}

/**
 * The sorting pass of sortTriangles: submerged triangles onto `submerged` and their numbers onto
 * submergedFaces (their area into chunkWetArea), cut ones (and, when `refine`, those with an edge longer than 'adaptive' allows)
 * onto `cut`. No call in the loop (see sortTriangles).
 */
function classifyTriangles(
  indices: Uint32Array,
  first: number,
  end: number,
  scratch: HullScratch,
  refine: boolean,
  listed: number,
): number {
  const vertices = scratch.vertices,
    areas = scratch.areas,
    longestEdges = scratch.longestEdges
  const list = submerged,
    faces = submergedFaces,
    cutList = cut
  const refineAbove = adaptiveSettings[REFINE_ABOVE]
  let wet = listed
  let cuts = 0
  let wetArea = 0
  for (let f = first, k = 3 * first; f < end; f++, k += 3) {
    // vertex offsets (VERTEX = 4 numbers a vertex); a shift keeps them small integers for V8
    const a = indices[k] << 2,
      b = indices[k + 1] << 2,
      c = indices[k + 2] << 2
    if (refine && longestEdges[f] > refineAbove) {
      cutList[cuts++] = f
      continue
    }
    const wa = vertices[a + 3] > 0,
      wb = vertices[b + 3] > 0,
      wc = vertices[c + 3] > 0
    if (wa && wb && wc) {
      list[3 * wet] = a
      list[3 * wet + 1] = b
      list[3 * wet + 2] = c
      faces[wet] = f
      wet++
      wetArea += areas[f]
    } else if (wa || wb || wc) {
      cutList[cuts++] = f
    }
  }
  cutCount = cuts
  chunkWetArea[0] = wetArea
  return wet
}

/**
 * The sorting pass of sortTriangles under 'exact' (`exact`) or 'centroid' when no recording wants the
 * wet triangles' vertices: as classifyTriangles, but the submerged triangles are integrated into
 * openSums instead of listed by vertex (only their numbers are listed, for the wet-face sink: one store
 * each; `listed` counts those of the chunks before; the new count is returned). Reading
 * each triangle's offsets and vertices once rather than twice (sort, then integrate the list) saved
 * about 2 µs of 30.5 on a half-wet 1,280-triangle hull ('exact' + 'linear'). The integrand is
 * sumSurface's (integrate.ts, where the formulas are explained), written out again because a call in
 * this loop costs more than it saves. Its sums run over the whole hull, where integrateWetTriangles
 * sums the list in runs of CHUNK, so for more than CHUNK submerged triangles the two agree to rounding,
 * not to the last bit (one-pass-integration.test.ts). Closing a partial sum every CHUNK inside this
 * loop kept them bit-identical but put a branch in it that a small hull never takes: V8 compiled it
 * out, and the first large hull then left this loop running ~1.7× slower for good. Measured and slower: one loop for both with a flag (a branch to list
 * the triangles, even never taken, cost 0.4 µs; listing them always, 0.7 µs), and testing
 * `wet % CHUNK === 0` instead of a mask in a local (0.5 µs).
 */
function integrateSubmerged(
  indices: Uint32Array,
  first: number,
  end: number,
  scratch: HullScratch,
  refine: boolean,
  listed: number,
  exact: boolean,
): number {
  const vertices = scratch.vertices,
    areas = scratch.areas,
    longestEdges = scratch.longestEdges
  const cutList = cut,
    sums = openSums,
    faces = submergedFaces
  const refineAbove = adaptiveSettings[REFINE_ABOVE]
  let wet = listed
  let cuts = 0
  let wetArea = 0
  let torqueX = sums[SUM_TORQUE],
    torqueY = sums[SUM_TORQUE + 1],
    torqueZ = sums[SUM_TORQUE + 2]
  let forceX = sums[SUM_FORCE],
    forceY = sums[SUM_FORCE + 1],
    forceZ = sums[SUM_FORCE + 2]
  let waterplane = sums[SUM_WATERPLANE],
    momentY = sums[SUM_MOMENT_Y]
  for (let f = first, k = 3 * first; f < end; f++, k += 3) {
    const a = indices[k] << 2,
      b = indices[k + 1] << 2,
      c = indices[k + 2] << 2
    if (refine && longestEdges[f] > refineAbove) {
      cutList[cuts++] = f
      continue
    }
    const da = vertices[a + 3],
      db = vertices[b + 3],
      dc = vertices[c + 3]
    const wa = da > 0,
      wb = db > 0,
      wc = dc > 0
    if (wa && wb && wc) {
      faces[wet] = f
      wet++
      wetArea += areas[f]
      const ax = vertices[a],
        ay = vertices[a + 1],
        az = vertices[a + 2]
      const bx = vertices[b],
        by = vertices[b + 1],
        bz = vertices[b + 2]
      const cx = vertices[c],
        cy = vertices[c + 1],
        cz = vertices[c + 2]
      const ux = bx - ax,
        uy = by - ay,
        uz = bz - az
      const vx = cx - ax,
        vy = cy - ay,
        vz = cz - az
      const nx = uy * vz - uz * vy
      const ny = uz * vx - ux * vz
      const nz = ux * vy - uy * vx
      const sumD = da + db + dc
      forceX += sumD * nx
      forceY += sumD * ny
      forceZ += sumD * nz
      waterplane += ny
      const sumY = ay + by + cy
      const depthY = da * ay + db * by + dc * cy + sumD * sumY
      momentY += ny * (depthY + 0.5 * (da * da + db * db + dc * dc + sumD * sumD))
      if (exact) {
        const wx = da * ax + db * bx + dc * cx + sumD * (ax + bx + cx)
        const wz = da * az + db * bz + dc * cz + sumD * (az + bz + cz)
        torqueX += depthY * nz - wz * ny
        torqueY += wz * nx - wx * nz
        torqueZ += wx * ny - depthY * nx
      } else {
        const gx = ax + bx + cx,
          gz = az + bz + cz
        torqueX += sumD * (sumY * nz - gz * ny)
        torqueY += sumD * (gz * nx - gx * nz)
        torqueZ += sumD * (gx * ny - sumY * nx)
      }
    } else if (wa || wb || wc) {
      cutList[cuts++] = f
    }
  }
  sums[SUM_TORQUE] = torqueX
  sums[SUM_TORQUE + 1] = torqueY
  sums[SUM_TORQUE + 2] = torqueZ
  sums[SUM_FORCE] = forceX
  sums[SUM_FORCE + 1] = forceY
  sums[SUM_FORCE + 2] = forceZ
  sums[SUM_WATERPLANE] = waterplane
  sums[SUM_MOMENT_Y] = momentY
  cutCount = cuts
  chunkWetArea[0] = wetArea
  return wet
}

/** The clipping pass of sortTriangles: the triangles classifyTriangles put on `cut`, in order. */
function clipTriangles(
  indices: Uint32Array,
  scratch: HullScratch,
  allExact: boolean,
  clipping: number,
  o: ResolvedOptions,
): void {
  const vertices = scratch.vertices,
    longestEdges = scratch.longestEdges
  const samples = o.curvedSamples
  const maxDepth = o.maxDepth
  const refineAbove = adaptiveSettings[REFINE_ABOVE]
  for (let j = 0; j < cutCount; j++) {
    const f = cut[j],
      k = 3 * f
    const a = indices[k] << 2,
      b = indices[k + 1] << 2,
      c = indices[k + 2] << 2
    // a dry vertex may hold only a bound on its depth (reach.ts); the waterline, and refining, need the true one
    if (!allExact) reachTriangle(scratch, a, b, c)
    if (clipping === ADAPTIVE && longestEdges[f] > refineAbove)
      refineAdaptive(maxDepth, vertices, a, b, c, longestEdges, f)
    else if (clipping === CURVED) clipCurved(samples, vertices, a, b, c)
    else clipLinear(vertices, a, b, c)
  }
}
