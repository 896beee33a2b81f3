import { MIN_REYNOLDS_NUMBER } from './defaults.js'

/**
 * The ITTC-1957 model-ship correlation line, the skin-friction coefficient of a hull at Reynolds number
 * Rn: C_f = 0.075 / (log10 Rn − 2)². The line is a fit for turbulent flow over ship-like lengths; below
 * Rn = 1e5 (and at the pole Rn = 100) it means nothing, so Rn is held at 1e5 there (C_f ≈ 0.0083), a
 * bounded value for the slow end where the friction force, ∝ v², vanishes anyway.
 *
 * @param reynoldsNumber Rn = |U| L / ν, dimensionless; NaN or negative counts as 0
 */
export function frictionCoefficient(reynoldsNumber: number): number {
  const rn = reynoldsNumber > MIN_REYNOLDS_NUMBER ? reynoldsNumber : MIN_REYNOLDS_NUMBER
  const d = Math.log10(rn) - 2
  return 0.075 / (d * d)
}
