import { CHUNK } from './chunk.js'
import { ABOUT } from './pose.js'

/** Numbers per recorded wet triangle: three vertices of world x, y, z (m) and depth (m), wound outward. */
export const WET_TRIANGLE_STRIDE = 12

/**
 * The wet sub-triangles of the last computeHydrostatics call that was given this buffer (option
 * `wetSurface`): the surface the pressure acted on, after clipping. Drag, stability and the debug view
 * read it; a waterline segment is an edge whose two ends have depth 0.
 */
export interface WetSurface {
  /** wet triangles recorded by the last call */
  count: number
  /** `count` triangles of WET_TRIANGLE_STRIDE numbers; replaced by a larger array when it fills up */
  triangles: Float64Array
}

/**
 * A buffer for the wet surface. It grows (doubling) when a call records more triangles than it
 * holds, so after the first few steps of a simulation recording allocates nothing.
 *
 * @param capacity initial number of triangles (default 256)
 */
export function createWetSurface(capacity = 256): WetSurface {
  if (!Number.isInteger(capacity) || capacity < 1) {
    throw new Error(`createWetSurface: capacity must be a whole number ≥ 1, got ${String(capacity)}`)
  }
  return { count: 0, triangles: new Float64Array(capacity * WET_TRIANGLE_STRIDE) }
}

let target: WetSurface | null = null
const origin = new Float64Array(3)

/**
 * Start (or, with null, stop) recording into `surface`; recorded positions are offset by the torque
 * point frame[ABOUT..] (world, m).
 */
export function recordWetSurface(surface: WetSurface | null, frame: Float64Array): void {
  target = surface
  if (surface === null) return
  surface.count = 0
  origin[0] = frame[ABOUT]
  origin[1] = frame[ABOUT + 1]
  origin[2] = frame[ABOUT + 2]
}

/**
 * Record `count` wet triangles of t (vertex offsets in `offsets`, three per triangle; positions
 * relative to the torque point) if recording.
 */
export function recordWetTriangles(t: Float64Array, offsets: Int32Array, count: number): void {
  const surface = target
  if (surface === null || count === 0) return
  const needed = (surface.count + count) * WET_TRIANGLE_STRIDE
  if (needed > surface.triangles.length) {
    const grown = new Float64Array(Math.max(2 * surface.triangles.length, needed))
    grown.set(surface.triangles.subarray(0, surface.count * WET_TRIANGLE_STRIDE))
    surface.triangles = grown
  }
  for (let first = 0; first < count; first += CHUNK) recordChunk(surface, t, offsets, first, Math.min(count, first + CHUNK))
}

function recordChunk(surface: WetSurface, t: Float64Array, offsets: Int32Array, first: number, end: number): void {
  const out = surface.triangles
  const x = origin[0], y = origin[1], z = origin[2]
  for (let k = 3 * first, at = surface.count * WET_TRIANGLE_STRIDE; k < 3 * end; k++, at += 4) {
    const o = offsets[k]
    out[at] = t[o] + x
    out[at + 1] = t[o + 1] + y
    out[at + 2] = t[o + 2] + z
    out[at + 3] = t[o + 3]
  }
  surface.count += end - first
}
