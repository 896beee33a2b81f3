import { inverseInertiaQuadratic, MASS } from './kinematics.js'

// A step's drag in one Float64Array, limited in place.
/** N, world */
export const DRAG_FORCE = 0
/** N·m, about the centre of mass */
export const DRAG_TORQUE = 3
/** W, Σ F_i·u_i ≤ 0 */
export const DRAG_POWER = 6
/** the step, s (input) */
export const DRAG_STEP = 7
/** the factor applied (output) */
export const DRAG_LIMIT = 8
export const DRAG_SIZE = 9

/**
 * Scale a step's drag (force F, torque T, doing work P = Σ F_i·u_i ≤ 0 on the motion relative to the
 * water; layout above) in place by the factor f ∈ (0, 1] that keeps it from overshooting: it never
 * reverses the motion it resists, never adds energy. f goes to d[DRAG_LIMIT].
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
 * @param d the drag, with the step d[DRAG_STEP] (s)
 */
export function limitDissipation(k: Float64Array, d: Float64Array): Float64Array {
  let f = 1
  const power = d[DRAG_POWER],
    dt = d[DRAG_STEP]
  if (power < 0 && dt > 0) {
    const fx = d[DRAG_FORCE],
      fy = d[DRAG_FORCE + 1],
      fz = d[DRAG_FORCE + 2]
    const effort = (fx * fx + fy * fy + fz * fz) / k[MASS] + inverseInertiaQuadratic(k, d, DRAG_TORQUE)
    const x = (effort / -power) * dt
    if (x === Infinity) f = 0
    else if (x > 1e-12) f = -Math.expm1(-x) / x
  }
  for (let i = 0; i < DRAG_STEP; i++) d[i] *= f
  d[DRAG_LIMIT] = f
  return d
}
