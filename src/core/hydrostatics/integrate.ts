import { integrateCentroid } from './integrate-centroid.js'
import { integrateExact } from './integrate-exact.js'
import { integrateKerner } from './integrate-kerner.js'
import { integrateVolume } from './integrate-volume.js'
import { recordWetTriangle } from './wet-surface.js'

/** Integrator codes: the hot loop switches on a number, not a string or a closure. */
export const EXACT = 0
export const CENTROID = 1
export const KERNER = 2
export const VOLUME = 3

/**
 * Integrate the wet triangle t[o..o + 11] (three vertices of x, y, z relative to the torque point,
 * and depth ≥ 0, m; wound outward) with the chosen integrator into the accumulator.
 */
export function integrateWetTriangle(acc: Float64Array, integrator: number, t: Float64Array, o: number): void {
  recordWetTriangle(t, o)
  switch (integrator) {
    case EXACT:
      integrateExact(acc, t, o)
      break
    case CENTROID:
      integrateCentroid(acc, t, o)
      break
    case KERNER:
      integrateKerner(acc, t, o)
      break
    default:
      integrateVolume(acc, t, o)
  }
}
