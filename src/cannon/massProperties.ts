import { combineRigidMasses } from '../core/internal.js'
import type { Hull, MassProperties, Vector } from '../core/internal.js'
import { finiteVector } from './rotation.js'
import { isPositiveFinite } from '../core/internal.js'

/** How heavy a body is: the density of the solid its hull encloses (kg/m³), or its total mass (kg). */
export type MassSpec = { density: number; mass?: undefined } | { mass: number; density?: undefined }

/**
 * Mass, centre of mass and inertia tensor of the uniform solid a hull encloses, from its density or its
 * total mass (body coordinates of the hull). The same as `hull.massProperties(density)`, with the mass
 * form added; combine with cargo through combineMassProperties.
 */
export function hullMassProperties(hull: Hull, spec: MassSpec): MassProperties {
  if (!hull || typeof hull.massProperties !== 'function') {
    throw new Error('hullMassProperties: hull must be a Hull made by createHull')
  }
  if (!spec || typeof spec !== 'object') {
    throw new Error(`hullMassProperties: give { density } (kg/m³ of the body) or { mass } (kg), got ${String(spec)}`)
  }
  const { density, mass } = spec as { density?: unknown; mass?: unknown }
  if (density !== undefined && mass !== undefined) {
    throw new Error(
      `hullMassProperties: give density or mass, not both (density ${String(density)} kg/m³, mass ${String(mass)} kg)`,
    )
  }
  if (mass !== undefined) {
    if (!isPositiveFinite(mass))
      throw new Error(`hullMassProperties: mass must be a finite number > 0 (kg), got ${String(mass)}`)
    return hull.massProperties(mass / hull.volume)
  }
  if (!isPositiveFinite(density)) {
    throw new Error(
      `hullMassProperties: density must be a finite number > 0 (kg/m³ of the body, not the water), got ${String(density)}`,
    )
  }
  return hull.massProperties(density)
}

/**
 * A point mass (cargo, ballast, a crew member) at `position` (m, body coordinates): no inertia about
 * itself, density Infinity (it occupies no volume).
 */
export function pointMassProperties(mass: number, position: Vector): MassProperties {
  if (!isPositiveFinite(mass))
    throw new Error(`pointMassProperties: mass must be a finite number > 0 (kg), got ${String(mass)}`)
  const at = finiteVector(position, 'pointMassProperties: position')
  return {
    mass,
    density: Infinity,
    centerOfMass: at,
    inertia: new Float64Array(9),
    principalMoments: { x: 0, y: 0, z: 0 },
    principalAxes: { x: 0, y: 0, z: 0, w: 1 },
  }
}

function checkPart(part: MassProperties, index: number): void {
  const where = `combineMassProperties: part ${index}`
  if (!part || !isPositiveFinite(part.mass))
    throw new Error(`${where} has mass ${String(part?.mass)}; it must be a finite number > 0 (kg)`)
  finiteVector(part.centerOfMass, `${where}'s centerOfMass`)
  const I = part.inertia
  if (!I || I.length !== 9 || !Array.from(I).every(Number.isFinite)) {
    throw new Error(`${where}'s inertia must be 9 finite numbers (a row-major 3×3 tensor, kg·m²)`)
  }
}

/**
 * Mass properties of several parts rigidly joined (a hull and its cargo, two hulls of a catamaran built
 * apart), all in the same body coordinates: masses add, the centre of mass is the mass-weighted mean, and
 * each part's inertia is moved to the common centre by the parallel-axis theorem,
 * I = Σ [I_i + m_i (|d_i|² 1 − d_i d_iᵀ)], d_i = c_i − c (core's combineRigidMasses, with each part's
 * mass required > 0 here). The density is the total mass over the parts' total volume Σ m_i / ρ_i
 * (point masses occupy none).
 */
export function combineMassProperties(parts: readonly MassProperties[]): MassProperties {
  if (!Array.isArray(parts) || parts.length === 0) {
    throw new Error('combineMassProperties: parts must be a non-empty array of MassProperties')
  }
  parts.forEach(checkPart)
  const combined = combineRigidMasses(parts, 'combineMassProperties', (i) => `part ${i}`)
  let volume = 0
  for (const p of parts) volume += p.density === Infinity ? 0 : p.mass / p.density
  return { ...combined, density: volume > 0 ? combined.mass / volume : Infinity }
}
