import { inverseInertiaQuadratic, MASS } from './kinematics.js'

/**
 * The factor (0, 1] by which to scale a step's drag (force F, torque T, doing work P = Σ F_i·u_i ≤ 0 on
 * the motion relative to the water) so that it never overshoots: never reverses the motion it resists,
 * never adds energy.
 *
 * λ = (F·F / m + Tᵀ I⁻¹ T) / (−P) is the rate (1/s) at which this drag, held, would remove the relative
 * motion along its own direction (the Rayleigh quotient of the damping over the mass). Scaling by
 * f = (1 − e^{−λ dt}) / (λ dt) makes the step's velocity change exactly the exponential decay v e^{−λ dt}
 * for a linear damping of one degree of freedom (c / m = λ: the form v ← v e^{−c dt / m}, applied as a
 * force), and in general bounds the impulse by the one that stops that motion, f dt ≤ 1/λ: the kinetic
 * energy change s P + ½ s² (F·F/m + Tᵀ I⁻¹ T), s = f dt, is then at most ½ s P ≤ 0 in still water. For
 * λ dt ≪ 1 (ordinary damping) f = 1 − λ dt / 2 + …, so damping rates do not depend on the step.
 *
 * @param k the body (kinematics.ts)
 * @param dt the step, s
 */
export function dissipationFactor(
  k: Float64Array, fx: number, fy: number, fz: number, tx: number, ty: number, tz: number, power: number, dt: number,
): number {
  if (!(power < 0) || !(dt > 0)) return 1
  const effort = (fx * fx + fy * fy + fz * fz) / k[MASS] + inverseInertiaQuadratic(k, tx, ty, tz)
  if (!(effort > 0)) return 1
  const x = (effort / -power) * dt
  if (!(x > 1e-12)) return 1
  if (x === Infinity) return 0
  return -Math.expm1(-x) / x
}
