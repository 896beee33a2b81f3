import type { WaterSurface } from '../types.js'
import { waveSamplerOf } from '../waves/sumOfSines.js'
import type { HeightsAtTime, WaveSampler } from '../waves/sumOfSines.js'
import { CHUNK } from './chunk.js'
import { ABOUT, LEVEL, POSITION, TIME } from './pose.js'
import type { HullScratch } from './scratch.js'
import { VERTEX } from './triangleBuffer.js'

interface BatchedWater {
  heightsAt(xz: ArrayLike<number>, t: number, out: { [i: number]: number }, count?: number): void
}

// Everything that asks the water: the water, time and torque point of the call in progress, for
// the vertices and for the clippings that need the true depth elsewhere (curved, adaptive). Module
// state rather than an object per call: computeHydrostatics is not re-entrant, and the hot loop
// must not allocate. The time and the torque point sit in typed arrays: a fractional number stored
// in a variable, or passed to a function that V8 does not inline, is boxed (allocated); in a
// Float64Array it is not. A WaveField is asked through its sampler (waveSamplerOf), which takes
// the time in such an array, so the whole call allocates nothing; another water's heightsAt or
// heightAt receives the time as a number.
let water: WaterSurface | null = null
let batched: BatchedWater | null = null
let waveSampler: WaveSampler | null = null
let sampler: HeightsAtTime | null = null
/** The time of the call in progress, s (time[0]). */
export const time = new Float64Array(1)
const origin = new Float64Array(3)
const query = new Float64Array(2)
const answer = new Float64Array(1)

/**
 * Point the probe at this call's water, at the time frame[TIME]; positions given to probeDepth are
 * relative to the torque point frame[ABOUT..]. A WaveField's sampler is preferred, then a batched
 * heightsAt (it returns through an array), then heightAt.
 */
export function setDepthProbe(surface: WaterSurface, frame: Float64Array): void {
  water = surface
  waveSampler = waveSamplerOf(surface) ?? null
  sampler = waveSampler === null ? null : waveSampler.heightsAtTime
  const b = surface as Partial<BatchedWater>
  batched = typeof b.heightsAt === 'function' ? (b as BatchedWater) : null
  time[0] = frame[TIME]
  origin[0] = frame[ABOUT]
  origin[1] = frame[ABOUT + 1]
  origin[2] = frame[ABOUT + 2]
}

/** Let go of the water, so module state does not keep the user's objects alive. */
export function clearDepthProbe(): void {
  water = null
  batched = null
  waveSampler = null
  sampler = null
}

/** The WaveField sampler of the call in progress, or null when the water is another surface. */
export function currentWaveSampler(): WaveSampler | null {
  return waveSampler
}

/** The water height at (query[0], query[1]) into answer[0]. */
function askWater(): void {
  if (sampler !== null) sampler(query, answer, 1, time)
  else if (batched !== null) {
    // (NaN first: a heightsAt that leaves its output unwritten is caught, not given the last answer)
    answer[0] = NaN
    batched.heightsAt(query, time[0], answer, 1)
  } else answer[0] = (water as WaterSurface).heightAt(query[0], query[1], time[0])
}

/**
 * The water height under the body origin, frame[POSITION], x and z (the plane of 'flat' clipping and
 * of 'volume'), written to frame[LEVEL].
 */
export function probeLevel(frame: Float64Array): void {
  query[0] = frame[POSITION]
  query[1] = frame[POSITION + 2]
  askWater()
  const height = answer[0]
  if (!(height - height === 0)) {
    throw new Error(
      `computeHydrostatics: the water height under the body origin (x = ${query[0]}, z = ${query[1]}, t = ${time[0]}) is ${height}; ${heightMethod()} must return finite numbers (and heightsAt fill every height asked for)`,
    )
  }
  frame[LEVEL] = height
}

/**
 * The true depth eta(x, z, t) − y (m, positive under water) at the point p[o..o + 2] (relative to
 * the torque point), written to p[o + 3]. A NaN or infinite height is refused with an Error.
 */
export function probeDepth(p: Float64Array, o: number): void {
  query[0] = p[o] + origin[0]
  query[1] = p[o + 2] + origin[2]
  askWater()
  const height = answer[0]
  if (!(height - height === 0)) {
    throw new Error(
      `computeHydrostatics: water.${heightMethod()}(${query[0]}, ${query[1]}, ${time[0]}) returned ${height} at a point inside a hull triangle; it must be a finite number (and heightsAt fill every height asked for)`,
    )
  }
  p[o + 3] = height - (p[o + 1] + origin[1])
}

/** The Error for a NaN or infinite water height over hull vertex `vertex`. */
export function badHeight(vertex: number, horizontal: Float64Array, height: number): Error {
  return new Error(
    `computeHydrostatics: the water height under hull vertex ${vertex} (x = ${horizontal[2 * vertex]}, z = ${horizontal[2 * vertex + 1]}, t = ${time[0]}) is ${height}; ${heightMethod()} must return finite numbers${batched === null ? '' : ' and fill every height asked for'}`,
  )
}

/** The water's method that was asked, for messages. */
function heightMethod(): string {
  return batched === null ? 'heightAt' : 'heightsAt'
}

/**
 * Depth eta(x, z, t) − y of every vertex (m, positive under water) into scratch.vertices[VERTEX i + 3],
 * from their world x, z (scratch.horizontal) and their heights relative to the torque point, asking
 * the water once for all of them when it can (scratch.heights receives the answers). A NaN or
 * infinite height is refused with an Error naming the vertex: treating it as dry would hide a broken
 * sampler.
 */
export function probeVertexDepths(count: number, scratch: HullScratch): void {
  const vertices = scratch.vertices,
    horizontal = scratch.horizontal,
    heights = scratch.heights
  if (sampler !== null) sampler(horizontal, heights, count, time)
  else if (batched !== null) {
    // A heightsAt that leaves heights unwritten would hand on the previous call's (silent garbage):
    // NaN first, then every height checked.
    heights.fill(NaN, 0, count)
    batched.heightsAt(horizontal, time[0], heights, count)
    for (let i = 0; i < count; i++) if (!(heights[i] - heights[i] === 0)) throw badHeight(i, horizontal, heights[i])
  } else {
    const surface = water as WaterSurface
    for (let i = 0; i < count; i++) {
      const height = surface.heightAt(horizontal[2 * i], horizontal[2 * i + 1], time[0])
      if (!(height - height === 0)) throw badHeight(i, horizontal, height)
      heights[i] = height
    }
  }
  for (let first = 0; first < count; first += CHUNK)
    depthsChunk(first, Math.min(count, first + CHUNK), vertices, horizontal, heights)
}

function depthsChunk(
  first: number,
  end: number,
  vertices: Float64Array,
  horizontal: Float64Array,
  heights: Float64Array,
): void {
  const aboutY = origin[1]
  for (let i = first, v = VERTEX * first; i < end; i++, v += VERTEX) {
    const height = heights[i]
    if (!(height - height === 0)) throw badHeight(i, horizontal, height)
    vertices[v + 3] = height - (vertices[v + 1] + aboutY)
  }
}

/**
 * The depth of hull vertex i alone, into scratch.vertices[VERTEX i + 3]: the same numbers and
 * arithmetic as probeVertexDepths, so the same depth to the last bit.
 */
export function probeVertexDepth(i: number, scratch: HullScratch): void {
  const horizontal = scratch.horizontal
  query[0] = horizontal[2 * i]
  query[1] = horizontal[2 * i + 1]
  askWater()
  const height = answer[0]
  if (!(height - height === 0)) throw badHeight(i, horizontal, height)
  const v = VERTEX * i
  scratch.vertices[v + 3] = height - (scratch.vertices[v + 1] + origin[1])
}
