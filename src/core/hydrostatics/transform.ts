import { CHUNK } from './chunk.js'
import { ABOUT, LEVEL, POSITION, ROTATION } from './pose.js'

/**
 * Pose the hull's vertices in the world (frame: see pose.ts) and store them relative to the torque
 * point, VERTEX (4) numbers per vertex with the depth left for later, plus their world x, z for the
 * water. Relative coordinates keep the torque sums free of cancellation far from the origin.
 */
export function transformVertices(
  positions: Float64Array,
  count: number,
  frame: Float64Array,
  vertices: Float64Array,
  horizontal: Float64Array,
): void {
  for (let first = 0; first < count; first += CHUNK) {
    transformChunk(positions, first, Math.min(count, first + CHUNK), frame, vertices, horizontal)
  }
}

function transformChunk(
  positions: Float64Array,
  first: number,
  end: number,
  frame: Float64Array,
  vertices: Float64Array,
  horizontal: Float64Array,
): void {
  const px = frame[POSITION],
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
    oy = frame[POSITION + 1] - frame[ABOUT + 1],
    oz = pz - frame[ABOUT + 2]
  for (let i = first, j = 3 * first, k = 2 * first, v = 4 * first; i < end; i++, j += 3, k += 2, v += 4) {
    const bx = positions[j],
      by = positions[j + 1],
      bz = positions[j + 2]
    const rx = r00 * bx + r01 * by + r02 * bz
    const ry = r10 * bx + r11 * by + r12 * bz
    const rz = r20 * bx + r21 * by + r22 * bz
    vertices[v] = ox + rx
    vertices[v + 1] = oy + ry
    vertices[v + 2] = oz + rz
    horizontal[k] = px + rx
    horizontal[k + 1] = pz + rz
  }
}

/** Depth below the horizontal plane y = frame[LEVEL] (m) of every vertex: 'flat' clipping and 'volume'. */
export function planeDepths(count: number, vertices: Float64Array, frame: Float64Array): void {
  for (let first = 0; first < count; first += CHUNK)
    planeDepthsChunk(first, Math.min(count, first + CHUNK), vertices, frame)
}

function planeDepthsChunk(first: number, end: number, vertices: Float64Array, frame: Float64Array): void {
  const relativeLevel = frame[LEVEL] - frame[ABOUT + 1]
  for (let v = 4 * first; v < 4 * end; v += 4) vertices[v + 3] = relativeLevel - vertices[v + 1]
}
