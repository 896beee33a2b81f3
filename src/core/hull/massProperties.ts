import type { Vector } from '../types.js'
import { rotationToQuaternion } from './rotationToQuaternion.js'
import { symmetricEigen3 } from './symmetricEigen.js'
import type { MassProperties } from './types.js'
import {
  FIRST_X,
  FIRST_Y,
  FIRST_Z,
  SECOND_XX,
  SECOND_XY,
  SECOND_YY,
  SECOND_YZ,
  SECOND_ZX,
  SECOND_ZZ,
  VOLUME,
} from './volumeIntegrals.js'

/**
 * Mass properties of a uniform solid from its volume integrals (see volumeIntegrals), taken about
 * `reference` (m). Builds fresh objects on every call: nothing a caller holds aliases the hull.
 *
 * The second moments are moved to the centre of mass (C = ∫r r^T dV − V c c^T, the parallel-axis
 * theorem), and the inertia tensor is I = ρ (tr(C) 1 − C).
 */
export function massPropertiesFromIntegrals(
  integrals: Float64Array,
  reference: Vector,
  density: number,
): MassProperties {
  if (typeof density !== 'number' || !Number.isFinite(density) || density <= 0) {
    throw new Error(`massProperties: density is ${String(density)}; it must be a finite number > 0 (kg/m³)`)
  }
  const volume = integrals[VOLUME]
  const cx = integrals[FIRST_X] / volume
  const cy = integrals[FIRST_Y] / volume
  const cz = integrals[FIRST_Z] / volume
  const cxx = integrals[SECOND_XX] - volume * cx * cx
  const cyy = integrals[SECOND_YY] - volume * cy * cy
  const czz = integrals[SECOND_ZZ] - volume * cz * cz
  const cxy = integrals[SECOND_XY] - volume * cx * cy
  const cyz = integrals[SECOND_YZ] - volume * cy * cz
  const czx = integrals[SECOND_ZX] - volume * cz * cx

  const inertia = new Float64Array([
    density * (cyy + czz),
    -density * cxy,
    -density * czx,
    -density * cxy,
    density * (czz + cxx),
    -density * cyz,
    -density * czx,
    -density * cyz,
    density * (cxx + cyy),
  ])
  const moments = new Float64Array(3)
  const axes = new Float64Array(9)
  symmetricEigen3(inertia, moments, axes)

  return {
    mass: density * volume,
    density,
    centerOfMass: { x: reference.x + cx, y: reference.y + cy, z: reference.z + cz },
    inertia,
    principalMoments: { x: moments[0], y: moments[1], z: moments[2] },
    principalAxes: rotationToQuaternion(axes),
  }
}
