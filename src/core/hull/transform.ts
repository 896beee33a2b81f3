import type { Quaternion, Vector } from '../types.js'
import { measuredHull } from './hullParts.js'
import type { Hull } from './types.js'

/**
 * The same solid expressed in another body frame: every vertex p becomes `rotation · p + translation`,
 * a rigid motion, so volume, areas and edge lengths are unchanged while the centroid, bounds and inertia
 * tensor follow the new axes.
 *
 * Use it to put the body origin at the centre of mass and the axes along the principal axes, which is
 * what a cannon-es body needs (it keeps a diagonal inertia about its origin): see `centerHull` in
 * `react-three-buoyancy/cannon`, which computes the translation and rotation for you.
 *
 * The result is a new Hull of the moved vertices and the same triangles. A rigid motion keeps createHull's
 * findings (closed, outward, no crossing), so they are not checked again: only the measures and volume
 * integrals are computed, one pass over the triangles (a hull's body frame is made on a page's main thread,
 * which must not spend a long task on it). `flipped` and `repairedTriangles` are false and 0.
 *
 * @param hull a Hull from createHull
 * @param translation m, added after the rotation
 * @param rotation a quaternion, normalised here; a zero, NaN or infinite one is refused
 */
export function transformHull(hull: Hull, translation: Vector, rotation: Quaternion): Hull {
  if (!hull || !(hull.positions instanceof Float64Array) || !(hull.indices instanceof Uint32Array)) {
    throw new Error('transformHull: hull must be a Hull made by createHull')
  }
  if (
    !translation ||
    !Number.isFinite(translation.x) ||
    !Number.isFinite(translation.y) ||
    !Number.isFinite(translation.z)
  ) {
    const shown = translation ? `(${translation.x}, ${translation.y}, ${translation.z})` : String(translation)
    throw new Error(`transformHull: translation must have finite x, y, z (m), got ${shown}`)
  }
  const norm = rotation ? Math.hypot(rotation.x, rotation.y, rotation.z, rotation.w) : NaN
  if (!(norm > 0) || norm === Infinity) {
    const shown = rotation ? `(${rotation.x}, ${rotation.y}, ${rotation.z}, ${rotation.w})` : String(rotation)
    throw new Error(`transformHull: rotation must be a finite, non-zero quaternion (it is normalised), got ${shown}`)
  }
  const qx = rotation.x / norm,
    qy = rotation.y / norm,
    qz = rotation.z / norm,
    qw = rotation.w / norm
  const r00 = 1 - 2 * (qy * qy + qz * qz),
    r01 = 2 * (qx * qy - qz * qw),
    r02 = 2 * (qx * qz + qy * qw)
  const r10 = 2 * (qx * qy + qz * qw),
    r11 = 1 - 2 * (qx * qx + qz * qz),
    r12 = 2 * (qy * qz - qx * qw)
  const r20 = 2 * (qx * qz - qy * qw),
    r21 = 2 * (qy * qz + qx * qw),
    r22 = 1 - 2 * (qx * qx + qy * qy)
  const source = hull.positions
  const moved = new Float64Array(source.length)
  for (let i = 0; i < source.length; i += 3) {
    const x = source[i],
      y = source[i + 1],
      z = source[i + 2]
    moved[i] = r00 * x + r01 * y + r02 * z + translation.x
    moved[i + 1] = r10 * x + r11 * y + r12 * z + translation.y
    moved[i + 2] = r20 * x + r21 * y + r22 * z + translation.z
  }
  return measuredHull(moved, hull.indices)
}
