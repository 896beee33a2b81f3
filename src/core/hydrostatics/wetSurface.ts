import { CHUNK } from './chunk.js'
import { ABOUT } from './pose.js'
import { VERTEX } from './triangleBuffer.js'

/** log2(VERTEX) */
const VERTEX_SHIFT = Math.log2(VERTEX)

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
  /**
   * Per recorded corner (3 a triangle), the number of the hull vertex it is, or −1 for a point that
   * clipping made (on a cut edge or the waterline); replaced with `triangles`. Lets a consumer evaluate
   * a field once per vertex rather than once per triangle that meets there (the Froude–Krylov
   * correction does). Absent in a surface made before it existed: read as all −1.
   */
  corners?: Int32Array
  /**
   * Per recorded triangle, the number of the hull triangle it is when it is one wholly under water (its
   * indices 3f, 3f + 1, 3f + 2), or −1 for a piece that clipping cut; replaced with `triangles`. Lets a
   * consumer use what it knows of that triangle in body axes (the Froude–Krylov correction reads its area
   * and moment shares from there). Absent in a surface made before it existed: read as all −1.
   */
  faces?: Int32Array
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
  return {
    count: 0,
    triangles: new Float64Array(capacity * WET_TRIANGLE_STRIDE),
    corners: new Int32Array(capacity * 3),
    faces: new Int32Array(capacity),
  }
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
 * Takes batches of the pieces that clipping cut in the call in progress (triangle m of a batch is the
 * vertices at offsets[3m], offsets[3m + 1], offsets[3m + 2] of t, for m from first to end − 1: x, y, z
 * relative to the torque point and depth, m, wound outward), as computeHydrostatics integrates them.
 */
export type WetTriangleSink = (t: Float64Array, offsets: Int32Array, first: number, end: number) => void

/**
 * Takes the hull's triangles that are wholly under water in the call in progress: faces[0] to
 * faces[count − 1], triangle numbers of the hull (its indices 3f, 3f + 1, 3f + 2).
 */
export type WetFaceSink = (faces: Int32Array, count: number) => void

let pieceSink: WetTriangleSink | null = null
let faceSink: WetFaceSink | null = null
/** the call's wholly wet hull triangles, by number, in the order their vertices are emitted next (emitWetFaces) */
let wholeFaces: Int32Array = new Int32Array(0)

/**
 * Hand the wet surface of the following computeHydrostatics calls to consumers as well (null to stop):
 * the cut pieces to `pieces`, the wholly wet hull triangles, by number, to `faces`. The hydrodynamics
 * sums its drag in the same pass, rather than reading a recorded copy, and a whole triangle needs no
 * posed vertex there (its face is known in body axes). Internal (not exported from the package): like
 * the rest of the hydrostatics, not re-entrant.
 */
export function setWetTriangleSink(pieces: WetTriangleSink | null, faces: WetFaceSink | null = null): void {
  pieceSink = pieces
  faceSink = faces
}

/**
 * Record `count` wet triangles of t (vertex offsets in `offsets`, three per triangle; positions
 * relative to the torque point) if recording, and hand them to the piece sink if there is one and
 * they are pieces that clipping cut (`cut`).
 */
export function emitWetTriangles(t: Float64Array, offsets: Int32Array, count: number, cut: boolean): void {
  if (count === 0) return
  if (pieceSink !== null && cut) {
    for (let first = 0; first < count; first += CHUNK) pieceSink(t, offsets, first, Math.min(count, first + CHUNK))
  }
  const surface = target
  if (surface === null) return
  const needed = (surface.count + count) * WET_TRIANGLE_STRIDE
  if (needed > surface.triangles.length) {
    const grown = new Float64Array(Math.max(2 * surface.triangles.length, needed))
    grown.set(surface.triangles.subarray(0, surface.count * WET_TRIANGLE_STRIDE))
    surface.triangles = grown
  }
  // corners (3 a triangle) and faces (1 a triangle) grow with the triangles
  const room = surface.triangles.length / WET_TRIANGLE_STRIDE
  if (surface.corners !== undefined) surface.corners = withRoom(surface.corners, 3 * room, 3 * surface.count)
  if (surface.faces !== undefined) surface.faces = withRoom(surface.faces, room, surface.count)
  for (let first = 0; first < count; first += CHUNK)
    recordChunk(surface, t, offsets, first, Math.min(count, first + CHUNK), cut)
}

/** `array` if it holds `length` numbers, else a copy of that length keeping its first `kept` */
function withRoom(array: Int32Array, length: number, kept: number): Int32Array {
  if (array.length >= length) return array
  const grown = new Int32Array(length)
  grown.set(array.subarray(0, kept))
  return grown
}

/**
 * Hand the call's wholly wet hull triangles to the face sink, if there is one, and keep them for the
 * recording: the hydrostatics emits their vertices next, in the same order (emitWetTriangles, not cut).
 */
export function emitWetFaces(faces: Int32Array, count: number): void {
  wholeFaces = faces
  if (faceSink !== null && count > 0) faceSink(faces, count)
}

function recordChunk(
  surface: WetSurface,
  t: Float64Array,
  offsets: Int32Array,
  first: number,
  end: number,
  cut: boolean,
): void {
  const out = surface.triangles
  const x = origin[0],
    y = origin[1],
    z = origin[2]
  for (let k = 3 * first, at = surface.count * WET_TRIANGLE_STRIDE; k < 3 * end; k++, at += 4) {
    const o = offsets[k]
    out[at] = t[o] + x
    out[at + 1] = t[o + 1] + y
    out[at + 2] = t[o + 2] + z
    out[at + 3] = t[o + 3]
  }
  const corners = surface.corners
  if (corners !== undefined) {
    const at = 3 * surface.count
    if (cut) corners.fill(-1, at, at + 3 * (end - first))
    // a whole triangle's vertices are the posed hull vertices, VERTEX (4) numbers each in hull order:
    // offset >> 2 (an integer shift; the division was a tenth of the step on a fine hull)
    else for (let k = 3 * first, c = at; k < 3 * end; k++, c++) corners[c] = offsets[k] >> VERTEX_SHIFT
  }
  const faces = surface.faces
  if (faces !== undefined) {
    if (cut) faces.fill(-1, surface.count, surface.count + end - first)
    // (a loop, not set(subarray): a view allocates, and recording allocates nothing once grown)
    else for (let m = first, c = surface.count; m < end; m++, c++) faces[c] = wholeFaces[m]
  }
  surface.count += end - first
}

// offsets 0, 4, 8, …: the vertices of a recorded wet surface, read as a batch (see wetSurfaceOffsets)
let sequential = new Int32Array(0)

/**
 * Vertex offsets for reading a recorded WetSurface's triangles as a batch of a WetTriangleSink:
 * vertex j of triangle m is at WET_TRIANGLE_STRIDE m + 4 j. Grown (allocating) only for a surface
 * larger than any before.
 */
export function wetSurfaceOffsets(count: number): Int32Array {
  if (sequential.length < 3 * count) sequential = Int32Array.from({ length: 3 * Math.max(count, 256) }, (_, k) => 4 * k)
  return sequential
}

/** Whether the call in progress records its wet triangles (then the submerged hull triangles are listed by vertex). */
export function recordingWetSurface(): boolean {
  return target !== null
}
