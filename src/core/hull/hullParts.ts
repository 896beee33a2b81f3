import { massPropertiesFromIntegrals } from './massProperties.js'
import { surfaceMeasures } from './surfaceMeasures.js'
import type { Hull, MassProperties } from './types.js'
import { FIRST_X, FIRST_Y, FIRST_Z, VOLUME, VOLUME_INTEGRAL_COUNT, volumeIntegrals } from './volumeIntegrals.js'

/**
 * Everything a Hull holds, as plain data: typed arrays and numbers, which cross to another thread (a Hull
 * has a method and cannot). Internal: the React layer's hull worker sends these for a hull it built.
 */
export interface HullParts {
  /** welded vertices, x y z, m */
  positions: Float64Array
  /** outward triangles */
  indices: Uint32Array
  /** the point the volume integrals are taken about, x y z, m */
  reference: Float64Array
  /** volumeIntegrals about `reference` (VOLUME_INTEGRAL_COUNT slots) */
  integrals: Float64Array
  /** min x y z, max x y z, m */
  bounds: Float64Array
  surfaceArea: number
  boundingRadius: number
  longestEdge: number
  flipped: boolean
  repairedTriangles: number
}

/** The parts of every Hull made here, so a thread that made a hull can send it without computing anything. */
const partsOfHull = new WeakMap<Hull, HullParts>()

/**
 * The Hull of parts already computed and checked (by createHull, here or in another thread): no check and
 * no loop over the triangles, so a hull built in a worker becomes a Hull on the main thread in O(1).
 * Trusted: give only what {@link hullParts} returned for a hull createHull made.
 */
export function hullFromParts(parts: HullParts): Hull {
  const { integrals, reference, bounds: box } = parts
  const volume = integrals[VOLUME]
  const origin = Object.freeze({ x: reference[0], y: reference[1], z: reference[2] })
  const hull: Hull = Object.freeze({
    positions: parts.positions,
    indices: parts.indices,
    vertexCount: parts.positions.length / 3,
    triangleCount: parts.indices.length / 3,
    volume,
    centroid: Object.freeze({
      x: origin.x + integrals[FIRST_X] / volume,
      y: origin.y + integrals[FIRST_Y] / volume,
      z: origin.z + integrals[FIRST_Z] / volume,
    }),
    surfaceArea: parts.surfaceArea,
    bounds: Object.freeze({
      min: Object.freeze({ x: box[0], y: box[1], z: box[2] }),
      max: Object.freeze({ x: box[3], y: box[4], z: box[5] }),
    }),
    boundingRadius: parts.boundingRadius,
    longestEdge: parts.longestEdge,
    flipped: parts.flipped,
    repairedTriangles: parts.repairedTriangles,
    massProperties(density: number): MassProperties {
      return massPropertiesFromIntegrals(integrals, origin, density)
    },
  })
  partsOfHull.set(hull, parts)
  return hull
}

/** The parts of a Hull made in this thread (by createHull, transformHull or hullFromParts). */
export function hullParts(hull: Hull): HullParts {
  const parts = partsOfHull.get(hull)
  if (parts === undefined) throw new Error('hullParts: the hull was not made by createHull in this thread')
  return parts
}

/**
 * The Hull of a mesh known to be closed, outward and free of crossings (a rigid motion of a Hull's
 * vertices keeps all three): its measures and volume integrals, one pass each over the triangles, and none
 * of createHull's checks (welding, edge pairing, orientation, the crossing search).
 */
export function measuredHull(positions: Float64Array, indices: Uint32Array): Hull {
  const measures = surfaceMeasures(positions, indices)
  const box = measures.bounds
  // about the centre of the bounds, as createHull takes a shell's: the sums then do not cancel
  const reference = new Float64Array([(box[0] + box[3]) / 2, (box[1] + box[4]) / 2, (box[2] + box[5]) / 2])
  const integrals = volumeIntegrals(
    positions,
    indices,
    reference[0],
    reference[1],
    reference[2],
    new Float64Array(VOLUME_INTEGRAL_COUNT),
  )
  return hullFromParts({
    positions,
    indices,
    reference,
    integrals,
    bounds: box,
    surfaceArea: measures.surfaceArea,
    boundingRadius: measures.boundingRadius,
    longestEdge: measures.longestEdge,
    flipped: false,
    repairedTriangles: 0,
  })
}
