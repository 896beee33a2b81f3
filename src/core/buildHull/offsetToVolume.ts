import { createHull } from '../hull/createHull.js'
import type { Hull } from '../hull/types.js'
import { triangleNormal } from './triangleNormal.js'

/** Newton steps on the offset: the first is already within a fraction of a per cent of the volume. */
const STEPS = 3

/**
 * The hull with every vertex moved along its normal by one distance, chosen so that its volume is
 * `volume` (m³): used after wrapping overlapping parts whose exact union volume is known. A wrap loses
 * volume at its surface (chords across curved faces, features thinner than a grid cell), so the
 * correction is spread evenly over the surface, each face moving by about ΔV / area (millimetres); a
 * scale about the centroid would instead move the far faces most and change the draft of a boat whose
 * loss is in its mast.
 */
export function offsetToVolume(hull: Hull, volume: number): Hull {
  const { indices } = hull
  const normals = vertexNormals(hull.positions, indices)
  let offset = 0
  let current = hull
  for (let step = 0; step < STEPS; step++) {
    offset += (volume - current.volume) / current.surfaceArea
    const moved = new Float64Array(hull.positions.length)
    for (let i = 0; i < moved.length; i++) moved[i] = hull.positions[i] + offset * normals[i]
    current = createHull(moved, indices, { weldTolerance: 0 })
  }
  return current
}

/** Unit normals per vertex, area-weighted means of the triangles' outward normals. */
function vertexNormals(positions: Float64Array, indices: Uint32Array): Float64Array {
  const normals = new Float64Array(positions.length)
  for (let t = 0; t < indices.length; t += 3) {
    const n = triangleNormal(positions, indices, t)
    for (let c = 0; c < 3; c++) {
      for (let k = 0; k < 3; k++) normals[3 * indices[t + c] + k] += n[k]
    }
  }
  for (let v = 0; v < normals.length; v += 3) {
    const length = Math.hypot(normals[v], normals[v + 1], normals[v + 2]) || 1
    for (let k = 0; k < 3; k++) normals[v + k] /= length
  }
  return normals
}
