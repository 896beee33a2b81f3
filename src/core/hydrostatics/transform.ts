import type { WaterSurface } from '../types.js'

/**
 * Pose the hull's vertices in the world (pose: position then row-major rotation, see readPose) and
 * store them relative to the torque point (aboutX, aboutY, aboutZ), plus their world x, z for the
 * water. Relative coordinates keep the torque sums free of cancellation far from the origin.
 */
export function transformVertices(
  positions: Float64Array,
  count: number,
  pose: Float64Array,
  aboutX: number,
  aboutY: number,
  aboutZ: number,
  relative: Float64Array,
  horizontal: Float64Array,
): void {
  const px = pose[0], py = pose[1], pz = pose[2]
  const r00 = pose[3], r01 = pose[4], r02 = pose[5]
  const r10 = pose[6], r11 = pose[7], r12 = pose[8]
  const r20 = pose[9], r21 = pose[10], r22 = pose[11]
  const ox = px - aboutX, oy = py - aboutY, oz = pz - aboutZ
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

function badHeight(vertex: number, x: number, z: number, t: number, height: number): Error {
  return new Error(
    `computeHydrostatics: the water height under hull vertex ${vertex} (x = ${x}, z = ${z}, t = ${t}) is ${height}; heightAt must return finite numbers`,
  )
}

interface BatchedWater {
  heightsAt(xz: ArrayLike<number>, t: number, out: { [i: number]: number }, count?: number): void
}

/**
 * Depth eta(x, z, t) − y of every vertex (m, positive under water), with the water's batched
 * heightsAt when it has one (a WaveField does) and heightAt otherwise. A NaN or infinite height
 * is refused with an Error naming the vertex: treating it as dry would hide a broken sampler.
 */
export function waveDepths(
  water: WaterSurface,
  t: number,
  count: number,
  relative: Float64Array,
  horizontal: Float64Array,
  aboutY: number,
  depth: Float64Array,
): void {
  const batched = (water as Partial<BatchedWater>).heightsAt
  if (typeof batched === 'function') {
    batched.call(water, horizontal, t, depth, count)
    for (let i = 0; i < count; i++) {
      const height = depth[i]
      if (!(height - height === 0)) throw badHeight(i, horizontal[2 * i], horizontal[2 * i + 1], t, height)
      depth[i] = height - (relative[3 * i + 1] + aboutY)
    }
  } else {
    for (let i = 0; i < count; i++) {
      const x = horizontal[2 * i], z = horizontal[2 * i + 1]
      const height = water.heightAt(x, z, t)
      if (!(height - height === 0)) throw badHeight(i, x, z, t, height)
      depth[i] = height - (relative[3 * i + 1] + aboutY)
    }
  }
}

/** Depth below the horizontal plane y = level (m) of every vertex: 'flat' clipping and 'volume'. */
export function planeDepths(count: number, relative: Float64Array, level: number, aboutY: number, depth: Float64Array): void {
  const relativeLevel = level - aboutY
  for (let i = 0; i < count; i++) depth[i] = relativeLevel - relative[3 * i + 1]
}
