import { MIN_REYNOLDS_NUMBER } from './defaults.js'

// frictionCoefficient's argument and result, passed through frictionCoefficientInPlace
const single = new Float64Array(1)

/**
 * The ITTC-1957 model-ship correlation line, the skin-friction coefficient of a hull at Reynolds number
 * Rn: C_f = 0.075 / (log10 Rn − 2)². The line is a fit for turbulent flow over ship-like lengths; below
 * Rn = 1e5 (and at the pole Rn = 100) it means nothing, so Rn is held at 1e5 there (C_f ≈ 0.0083), a
 * bounded value for the slow end where the friction force, ∝ v², vanishes anyway.
 *
 * @param reynoldsNumber Rn = |U| L / ν, dimensionless; NaN or negative counts as 0
 */
export function frictionCoefficient(reynoldsNumber: number): number {
  const v = single
  v[0] = reynoldsNumber > 0 ? reynoldsNumber : 0
  frictionCoefficientInPlace(v, 0)
  return v[0]
}

/**
 * frictionCoefficient of the Rn in v[at] (a number, not NaN), written over it: the form for the
 * per-step code, since V8 boxes a number passed to or returned from a function it does not inline,
 * and not one read from or written to a Float64Array.
 */
export function frictionCoefficientInPlace(v: Float64Array, at: number): void {
  // Math.max, not `v[at] > MIN ? v[at] : MIN` nor an if: V8 compiled either choice between a number and
  // this small-integer constant with the number boxed (16 B a step, measured)
  const rn = Math.max(v[at], MIN_REYNOLDS_NUMBER)
  const d = Math.log10(rn) - 2
  v[at] = 0.075 / (d * d)
}
