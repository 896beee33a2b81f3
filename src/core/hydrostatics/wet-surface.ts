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

/** Start (or, with null, stop) recording into `surface`; positions are offset by the torque point. */
export function recordWetSurface(surface: WetSurface | null, originX = 0, originY = 0, originZ = 0): void {
  target = surface
  if (surface === null) return
  surface.count = 0
  origin[0] = originX
  origin[1] = originY
  origin[2] = originZ
}

/** Record the wet triangle t[o..o + 11] (positions relative to the torque point) if recording. */
export function recordWetTriangle(t: Float64Array, o: number): void {
  const surface = target
  if (surface === null) return
  let at = surface.count * WET_TRIANGLE_STRIDE
  if (at + WET_TRIANGLE_STRIDE > surface.triangles.length) {
    const grown = new Float64Array(Math.max(2 * surface.triangles.length, WET_TRIANGLE_STRIDE))
    grown.set(surface.triangles)
    surface.triangles = grown
  }
  const out = surface.triangles
  for (let v = 0; v < 3; v++, at += 4, o += 4) {
    out[at] = t[o] + origin[0]
    out[at + 1] = t[o + 1] + origin[1]
    out[at + 2] = t[o + 2] + origin[2]
    out[at + 3] = t[o + 3]
  }
  surface.count++
}
