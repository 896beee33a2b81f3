import { integrateCentroid } from './integrate-centroid.js'
import { integrateExact } from './integrate-exact.js'
import { integrateKerner } from './integrate-kerner.js'
import { integrateVolume } from './integrate-volume.js'

/** Integrator codes: the hot loop switches on a number, not a string or a closure. */
export const EXACT = 0
export const CENTROID = 1
export const KERNER = 2
export const VOLUME = 3

/**
 * Integrate one wet triangle (vertices relative to the torque point, wound outward, depths ≥ 0 in m)
 * with the chosen integrator into the accumulator.
 */
export function integrateWetTriangle(
  acc: Float64Array,
  integrator: number,
  ax: number, ay: number, az: number,
  bx: number, by: number, bz: number,
  cx: number, cy: number, cz: number,
  da: number, db: number, dc: number,
): void {
  switch (integrator) {
    case EXACT:
      integrateExact(acc, ax, ay, az, bx, by, bz, cx, cy, cz, da, db, dc)
      break
    case CENTROID:
      integrateCentroid(acc, ax, ay, az, bx, by, bz, cx, cy, cz, da, db, dc)
      break
    case KERNER:
      integrateKerner(acc, ax, ay, az, bx, by, bz, cx, cy, cz, da, db, dc)
      break
    default:
      integrateVolume(acc, ax, ay, az, bx, by, bz, cx, cy, cz)
  }
}
