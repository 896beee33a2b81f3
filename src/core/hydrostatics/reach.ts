import { CHUNK } from './chunk.js'
import { badHeight, currentWaveSampler, probeVertexDepth, time } from './depthProbe.js'
import { ABOUT, POSITION, ROTATION } from './pose.js'
import type { HullScratch } from './scratch.js'
import { VERTEX } from './triangleBuffer.js'

// A vertex the water cannot reach needs no wave sum: only the sign of its depth counts until the
// water cuts one of its triangles. A WaveField's slope is bounded, |eta(p) − eta(q)| ≤ S |p − q|
// with S = Σ A k, so over a vertex at horizontal distance d from the body origin the water is at
// most eta(origin) + S d high. A vertex above that (by more than REACH_MARGIN, which dwarfs the
// rounding of the sums) is dry, and is not sampled until a triangle the water cuts needs its depth.
// On the bench's half-submerged sphere in a moderate sea (S = 0.19) that is 40 % of the vertices.
// Such a vertex's depth is left NaN ("not sampled"): NaN > 0 is false, so it sorts as dry, and
// reachTriangle knows it by NaN !== NaN (the water's heights are checked finite, so a sampled depth
// is never NaN). Its world x, z are not stored either; reachVertex recomputes them.

/** m: a vertex counts as unreachable only this far above the highest water over it. */
const REACH_MARGIN = 1e-9

// per call: eta under the body origin (m, world y) and S
const bounds = new Float64Array(2)
const query = new Float64Array(2)
const answer = new Float64Array(1)
// the pose of the call in progress (pose.ts), for reachVertex: the library's own array, not the user's
let posed: Float64Array = new Float64Array(0)

/**
 * Pose the hull (as transformVertices does) and take the depths of the vertices the water can reach,
 * sampled from the WaveField in one batch; the others' depths are NaN until reachTriangle samples
 * them. Returns false, having done nothing, when the water is not a WaveField (no slope bound): the
 * caller then poses the hull and samples every vertex.
 */
export function poseAndProbeReachable(
  positions: Float64Array,
  count: number,
  frame: Float64Array,
  scratch: HullScratch,
): boolean {
  const sampler = currentWaveSampler()
  if (sampler === null) return false
  query[0] = frame[POSITION]
  query[1] = frame[POSITION + 2]
  sampler.heightsAtTime(query, answer, 1, time)
  const centre = answer[0]
  if (!(centre - centre === 0)) {
    throw new Error(
      `computeHydrostatics: the water height under the body origin (x = ${query[0]}, z = ${query[1]}, t = ${time[0]}) is ${centre}; heightAt must return finite numbers`,
    )
  }
  bounds[0] = centre
  bounds[1] = sampler.maxSlope
  posed = frame
  let sampled = 0
  for (let first = 0; first < count; first += CHUNK) {
    sampled = poseChunk(positions, first, Math.min(count, first + CHUNK), frame, scratch, sampled)
  }
  sampler.heightsAtTime(scratch.sampledHorizontal, scratch.sampledHeights, sampled, time)
  for (let first = 0; first < sampled; first += CHUNK)
    depthsChunk(scratch, frame, first, Math.min(sampled, first + CHUNK))
  return true
}

/**
 * Vertices first to end − 1: posed like transformVertices, with depth NaN, the reachable ones
 * appended to the sampled list after the `listed` already there (the new count is returned). The
 * body origin is where the water height is known, so a vertex's horizontal distance from it is
 * d = |(R v)_xz|, and the vertex is reachable when S d > B = (R v)_y − (eta(origin) − origin y) −
 * REACH_MARGIN, i.e. when B |B| < S² d²: no square root, and no branch on the outcome (vertex order
 * jumps around the hull), so the count's chain from one vertex to the next stays short. The loop
 * writes three arrays, no more: each array a V8 loop touches costs a check of its map, length and
 * data pointer on every iteration.
 */
function poseChunk(
  positions: Float64Array,
  first: number,
  end: number,
  frame: Float64Array,
  scratch: HullScratch,
  listed: number,
): number {
  const vertices = scratch.vertices
  const list = scratch.sampled,
    listHorizontal = scratch.sampledHorizontal
  const px = frame[POSITION],
    py = frame[POSITION + 1],
    pz = frame[POSITION + 2]
  const r00 = frame[ROTATION],
    r01 = frame[ROTATION + 1],
    r02 = frame[ROTATION + 2]
  const r10 = frame[ROTATION + 3],
    r11 = frame[ROTATION + 4],
    r12 = frame[ROTATION + 5]
  const r20 = frame[ROTATION + 6],
    r21 = frame[ROTATION + 7],
    r22 = frame[ROTATION + 8]
  const ox = px - frame[ABOUT],
    oy = py - frame[ABOUT + 1],
    oz = pz - frame[ABOUT + 2]
  // the water over the origin, relative to the origin (m), and S²
  const top = bounds[0] - py,
    slope2 = bounds[1] * bounds[1]
  let n = listed
  for (let i = first, j = 3 * first, v = 4 * first; i < end; i++, j += 3, v += 4) {
    const bx = positions[j],
      by = positions[j + 1],
      bz = positions[j + 2]
    const rx = r00 * bx + r01 * by + r02 * bz
    const ry = r10 * bx + r11 * by + r12 * bz
    const rz = r20 * bx + r21 * by + r22 * bz
    vertices[v] = ox + rx
    vertices[v + 1] = oy + ry
    vertices[v + 2] = oz + rz
    vertices[v + 3] = NaN
    const b = ry - top - REACH_MARGIN
    const reachable = Number(b * Math.abs(b) < slope2 * (rx * rx + rz * rz))
    list[n] = i
    listHorizontal[2 * n] = px + rx
    listHorizontal[2 * n + 1] = pz + rz
    n += reachable
  }
  return n
}

/** The true depths of sampled vertices first to end − 1, from their heights (as in probeVertexDepths). */
function depthsChunk(scratch: HullScratch, frame: Float64Array, first: number, end: number): void {
  const vertices = scratch.vertices,
    list = scratch.sampled,
    heights = scratch.sampledHeights
  const aboutY = frame[ABOUT + 1]
  for (let j = first; j < end; j++) {
    const i = list[j]
    const height = heights[j]
    if (!(height - height === 0)) throw badHeight(i, sampledPoint(scratch, i, j), height)
    const v = VERTEX * i
    vertices[v + 3] = height - (vertices[v + 1] + aboutY)
  }
}

/** scratch.horizontal with vertex i's world x, z copied from sampled point j: for the error message. */
function sampledPoint(scratch: HullScratch, i: number, j: number): Float64Array {
  scratch.horizontal[2 * i] = scratch.sampledHorizontal[2 * j]
  scratch.horizontal[2 * i + 1] = scratch.sampledHorizontal[2 * j + 1]
  return scratch.horizontal
}

/**
 * Make the depths of the triangle at vertex offsets a, b, c true ones (a triangle the water cuts
 * needs its dry vertices' depths to place the waterline): any vertex not sampled yet (depth NaN) is.
 */
export function reachTriangle(scratch: HullScratch, a: number, b: number, c: number): void {
  const vertices = scratch.vertices
  const da = vertices[a + 3],
    db = vertices[b + 3],
    dc = vertices[c + 3]
  if (da !== da) reachVertex(scratch, a >> 2) // offset / VERTEX
  if (db !== db) reachVertex(scratch, b >> 2)
  if (dc !== dc) reachVertex(scratch, c >> 2)
}

/**
 * Sample hull vertex i's depth, from its world x, z recomputed with poseChunk's arithmetic (the same
 * numbers to the last bit) into scratch.horizontal, where probeVertexDepth reads them.
 */
function reachVertex(scratch: HullScratch, i: number): void {
  const positions = scratch.positions,
    frame = posed,
    horizontal = scratch.horizontal
  const bx = positions[3 * i],
    by = positions[3 * i + 1],
    bz = positions[3 * i + 2]
  horizontal[2 * i] = frame[POSITION] + (frame[ROTATION] * bx + frame[ROTATION + 1] * by + frame[ROTATION + 2] * bz)
  horizontal[2 * i + 1] =
    frame[POSITION + 2] + (frame[ROTATION + 6] * bx + frame[ROTATION + 7] * by + frame[ROTATION + 8] * bz)
  probeVertexDepth(i, scratch)
}
