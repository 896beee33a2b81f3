import { addPointInertia } from '../core/internal.js'
import type { Hull, MassProperties, Quaternion, Vector } from '../core/internal.js'
import { centerHull } from './centerHull.js'
import { hullMassProperties } from './massProperties.js'
import { describeValue, isPositiveFinite } from '../core/internal.js'

/** How heavy a body is: its mass, or the density of the solid its hull encloses. */
export interface BodyMassSpec {
  /** kg */
  mass?: number
  /** kg/m³, of the body (not the water) */
  density?: number
}

/**
 * A hull re-expressed in the frame cannon-es needs: origin at the centre of mass, axes along the
 * principal axes of inertia (cannon-es keeps a diagonal inertia tensor, so any other axes would turn
 * with the wrong inertia).
 */
export interface BodyFrame {
  /** the hull in body coordinates, m */
  hull: Hull
  /** kg */
  mass: number
  /** in body coordinates: centre of mass 0, diagonal inertia (what `applyMassProperties` sets) */
  massProperties: MassProperties
  /** kg·m², about the centre of mass along the body axes */
  principalMoments: Vector
  /** The body origin (centre of mass) in the source frame (the group's, for `<Buoyant>`), m. */
  centerOfMass: Vector
  /** The body axes in the source frame: source = orientation · body. */
  orientation: Quaternion
}

/** Body density used when neither mass nor density is given, kg/m³ (a light wood: floats at about half depth). */
export const DEFAULT_BODY_DENSITY = 500

/**
 * Checks a mass spec, saying what is wrong in terms of the props a user wrote.
 * @returns an error message, or null when it is valid
 */
export function checkMassSpec(spec: BodyMassSpec): string | null {
  if (spec.mass !== undefined && spec.density !== undefined) {
    return `give mass or density, not both (mass ${spec.mass} kg, density ${spec.density} kg/m³)`
  }
  if (spec.mass !== undefined && !isPositiveFinite(spec.mass))
    return `mass must be a positive finite number of kilograms (got ${describeValue(spec.mass)})`
  if (spec.density !== undefined && !isPositiveFinite(spec.density)) {
    return `density must be a positive finite number of kg/m³ (got ${describeValue(spec.density)}); it is the body's density, not the water's`
  }
  return null
}

/**
 * The body frame of a hull given in a source frame: mass from `spec` (the uniform solid's, at the
 * density that gives that mass), centre of mass at the solid's centroid or at `centerOfMass` (source
 * frame, m), inertia of the uniform solid about that point (parallel axes: I + m(|d|² 1 − d dᵀ), core's
 * addPointInertia, the sum combineMassProperties uses), and its principal axes (nearest the source axes:
 * a hull symmetric in its own axes keeps them), by `centerHull` of the cannon entry.
 * @throws Error (prefixed by `caller`) for a bad mass spec or centre of mass
 */
export function createBodyFrame(
  source: Hull,
  spec: BodyMassSpec,
  centerOfMass: Vector | undefined,
  caller: string,
): BodyFrame {
  const problem = checkMassSpec(spec)
  if (problem !== null) throw new Error(`${caller}: ${problem}`)
  const solid = hullMassProperties(
    source,
    spec.mass !== undefined ? { mass: spec.mass } : { density: spec.density ?? DEFAULT_BODY_DENSITY },
  )
  let props: MassProperties = solid
  if (centerOfMass !== undefined) {
    const { x, y, z } = centerOfMass
    if (![x, y, z].every(Number.isFinite)) {
      throw new Error(`${caller}: centerOfMass must be three finite numbers (m), got [${x}, ${y}, ${z}]`)
    }
    const inertia = Float64Array.from(solid.inertia)
    addPointInertia(solid.mass, x - solid.centerOfMass.x, y - solid.centerOfMass.y, z - solid.centerOfMass.z, inertia)
    props = { ...solid, centerOfMass: { x, y, z }, inertia }
  }
  const centered = centerHull(source, props)
  const toBody = centered.meshTransform.quaternion
  return {
    hull: centered.hull,
    mass: centered.massProperties.mass,
    massProperties: centered.massProperties,
    principalMoments: { ...centered.massProperties.principalMoments },
    centerOfMass: { ...props.centerOfMass },
    orientation: { x: -toBody.x, y: -toBody.y, z: -toBody.z, w: toBody.w },
  }
}
