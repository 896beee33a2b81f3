import type { Vector } from '../types.js'
import { requireNonNegative, requireVector } from './checks.js'
import { combineRigidMasses } from '../mass/combineRigidMasses.js'
import type { CombinedMassProperties, MassDistribution } from '../mass/combineRigidMasses.js'

/** A mass carried in the hull: a point, or a solid box of uniform density aligned with the body axes. */
export interface CargoItem {
  /** kg */
  mass: number
  /** its centre, body coordinates, m */
  position: Vector
  /** the box's size along body x, y, z (m); omitted for a point mass */
  size?: Vector
}

/**
 * A cargo item as a rigid mass: a point, or a uniform box whose inertia about its centre is
 * m/12 (b² + c²) about each axis (b, c the other two sides).
 */
export function cargoMassDistribution(
  cargo: CargoItem,
  fn = 'cargoMassDistribution',
  name = 'cargo',
): MassDistribution {
  if (!cargo || typeof cargo !== 'object') throw new Error(`${fn}: ${name} must be an object { mass, position, size? }`)
  const mass = requireNonNegative(fn, `${name}.mass`, cargo.mass, 'kg')
  const position = requireVector(fn, `${name}.position`, cargo.position, 'm, body coordinates')
  if (cargo.size === undefined) return { mass, centerOfMass: position }
  const size = requireVector(fn, `${name}.size`, cargo.size, 'm')
  if (size.x < 0 || size.y < 0 || size.z < 0) {
    throw new Error(`${fn}: ${name}.size must not be negative, got (${size.x}, ${size.y}, ${size.z})`)
  }
  const k = mass / 12
  const x2 = size.x * size.x,
    y2 = size.y * size.y,
    z2 = size.z * size.z
  return {
    mass,
    centerOfMass: position,
    inertia: [k * (y2 + z2), 0, 0, 0, k * (z2 + x2), 0, 0, 0, k * (x2 + y2)],
  }
}

/**
 * The mass properties of a hull with its cargo: total mass, the new centre of mass G (moving a
 * cargo item moves G) and the inertia about G by the parallel-axis theorem. Pass the result as the
 * loading of findEquilibrium, stabilityAt or rightingLeverCurve (it has `mass` and `centerOfMass`).
 *
 * @param base the hull's own mass properties, e.g. hull.massProperties(density), or any rigid mass
 * @param cargo items in body coordinates
 * @throws Error naming the item when a mass is negative, a position or size not finite, or a size negative
 */
export function loadCargo(base: MassDistribution, cargo: readonly CargoItem[]): CombinedMassProperties {
  const fn = 'loadCargo'
  if (!Array.isArray(cargo)) throw new Error(`${fn}: cargo must be an array of { mass, position, size? }`)
  const parts = [base, ...cargo.map((item, i) => cargoMassDistribution(item, fn, `cargo[${i}]`))]
  return combineRigidMasses(parts, fn, (i) => (i === 0 ? 'base' : `cargo[${i - 1}]`))
}
