import { ABOUT, LEVEL, POSITION, ROTATION } from './pose.js'

/**
 * Pose the hull's vertices in the world (frame: see pose.ts) and store them relative to the torque
 * point, plus their world x, z for the water. Relative coordinates keep the torque sums free of
 * cancellation far from the origin.
 */
export function transformVertices(
  positions: Float64Array, count: number, frame: Float64Array, relative: Float64Array, horizontal: Float64Array,
): void {
  const px = frame[POSITION], pz = frame[POSITION + 2]
  const r00 = frame[ROTATION], r01 = frame[ROTATION + 1], r02 = frame[ROTATION + 2]
  const r10 = frame[ROTATION + 3], r11 = frame[ROTATION + 4], r12 = frame[ROTATION + 5]
  const r20 = frame[ROTATION + 6], r21 = frame[ROTATION + 7], r22 = frame[ROTATION + 8]
  const ox = px - frame[ABOUT], oy = frame[POSITION + 1] - frame[ABOUT + 1], oz = pz - frame[ABOUT + 2]
  for (let i = 0, j = 0, k = 0; i < count; i++, j += 3, k += 2) {
    const vx = positions[j], vy = positions[j + 1], vz = positions[j + 2]
    const rx = r00 * vx + r01 * vy + r02 * vz
    const ry = r10 * vx + r11 * vy + r12 * vz
    const rz = r20 * vx + r21 * vy + r22 * vz
    relative[j] = ox + rx
    relative[j + 1] = oy + ry
    relative[j + 2] = oz + rz
    horizontal[k] = px + rx
    horizontal[k + 1] = pz + rz
  }
}

/** Depth below the horizontal plane y = frame[LEVEL] (m) of every vertex: 'flat' clipping and 'volume'. */
export function planeDepths(count: number, relative: Float64Array, frame: Float64Array, depth: Float64Array): void {
  const relativeLevel = frame[LEVEL] - frame[ABOUT + 1]
  for (let i = 0; i < count; i++) depth[i] = relativeLevel - relative[3 * i + 1]
}
