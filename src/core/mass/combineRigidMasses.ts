import { rotationToQuaternion } from '../hull/rotationToQuaternion.js'
import { symmetricEigen3 } from '../hull/symmetricEigen.js'
import type { Quaternion, Vector } from '../types.js'
import { requireNonNegative, requireVector } from '../stability/checks.js'

/** A rigid mass: a hull's own (hull.massProperties), a cargo item, a crew. */
export interface MassDistribution {
  /** kg */
  mass: number
  /** body coordinates, m */
  centerOfMass: Vector
  /** kg·m², about the centre of mass, body axes, row-major 3×3; omitted for a point mass */
  inertia?: ArrayLike<number>
}

/** The mass properties of several rigid masses taken together, in body coordinates. */
export interface CombinedMassProperties {
  /** kg */
  mass: number
  /** G, body coordinates, m */
  centerOfMass: Vector
  /** kg·m², about G, body axes, row-major 3×3 (symmetric) */
  inertia: Float64Array
  /** kg·m², eigenvalues of `inertia`, ascending, in the order of the columns of principalAxes */
  principalMoments: Vector
  /** rotation from principal axes to body axes: body = principalAxes · principal */
  principalAxes: Quaternion
}

/**
 * Add to `out` (row-major 3×3) the inertia of a point mass m (kg) at offset d (m) from the reference
 * point: m (|d|² 1 − d dᵀ). With the inertia about the mass's own centre added too, this is the
 * parallel-axis (Huygens–Steiner) theorem: I_P = I_G + m (|d|² 1 − d dᵀ), d = G − P.
 */
export function addPointInertia(mass: number, dx: number, dy: number, dz: number, out: Float64Array): Float64Array {
  const d2 = dx * dx + dy * dy + dz * dz
  out[0] += mass * (d2 - dx * dx)
  out[1] -= mass * dx * dy
  out[2] -= mass * dx * dz
  out[3] -= mass * dy * dx
  out[4] += mass * (d2 - dy * dy)
  out[5] -= mass * dy * dz
  out[6] -= mass * dz * dx
  out[7] -= mass * dz * dy
  out[8] += mass * (d2 - dz * dz)
  return out
}

/**
 * Combine rigid masses into one: total mass, centre of mass G = Σ m_i G_i / Σ m_i, and the inertia
 * tensor about G by the parallel-axis theorem, I = Σ [I_i + m_i (|d_i|² 1 − d_i d_iᵀ)], d_i = G_i − G,
 * with its principal moments and axes.
 *
 * @param fn, label how error messages name the function and a part (for callers that wrap it)
 * @throws Error naming the part when a mass is negative or not finite, a centre or inertia is not
 *   finite, or when the parts add up to no mass
 */
export function combineRigidMasses(
  parts: readonly MassDistribution[],
  fn = 'combineRigidMasses',
  label: (index: number) => string = (i) => `parts[${i}]`,
): CombinedMassProperties {
  if (!Array.isArray(parts)) throw new Error(`${fn}: parts must be an array of { mass, centerOfMass, inertia? }`)
  const checked = parts.map((part, i) => checkPart(fn, label(i), part))
  let mass = 0,
    mx = 0,
    my = 0,
    mz = 0
  for (const part of checked) {
    mass += part.mass
    mx += part.mass * part.center.x
    my += part.mass * part.center.y
    mz += part.mass * part.center.z
  }
  if (!(mass > 0)) throw new Error(`${fn}: the parts add up to no mass (${mass} kg)`)
  const center = { x: mx / mass, y: my / mass, z: mz / mass }
  const inertia = new Float64Array(9)
  for (const part of checked) {
    if (part.inertia) for (let k = 0; k < 9; k++) inertia[k] += part.inertia[k]
    addPointInertia(part.mass, part.center.x - center.x, part.center.y - center.y, part.center.z - center.z, inertia)
  }
  const moments = new Float64Array(3)
  const axes = new Float64Array(9)
  symmetricEigen3(inertia, moments, axes)
  return {
    mass,
    centerOfMass: center,
    inertia,
    principalMoments: { x: moments[0], y: moments[1], z: moments[2] },
    principalAxes: rotationToQuaternion(axes),
  }
}

function checkPart(fn: string, name: string, part: MassDistribution) {
  if (!part || typeof part !== 'object')
    throw new Error(`${fn}: ${name} must be an object { mass, centerOfMass, inertia? }`)
  const mass = requireNonNegative(fn, `${name}.mass`, part.mass, 'kg')
  const center = requireVector(fn, `${name}.centerOfMass`, part.centerOfMass, 'm, body coordinates')
  let inertia: ArrayLike<number> | null = null
  if (part.inertia !== undefined) {
    inertia = part.inertia
    if (!inertia || inertia.length !== 9)
      throw new Error(`${fn}: ${name}.inertia must hold 9 numbers (a row-major 3×3 tensor, kg·m²)`)
    for (let k = 0; k < 9; k++) {
      if (typeof inertia[k] !== 'number' || !Number.isFinite(inertia[k])) {
        throw new Error(`${fn}: ${name}.inertia[${k}] must be a finite number (kg·m²), got ${String(inertia[k])}`)
      }
    }
  }
  return { mass, center, inertia }
}
