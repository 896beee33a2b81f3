import { ANGULAR_VELOCITY, angularMomentum, inverseInertiaQuadratic, MASS } from './kinematics.js'

// A step's drag in one Float64Array, limited in place.
/** N, world */
export const DRAG_FORCE = 0
/** N·m, about the centre of mass */
export const DRAG_TORQUE = 3
/** W, Σ F_i·u_i ≤ 0 */
export const DRAG_POWER = 6
/** the step, s (input) */
export const DRAG_STEP = 7
/** the factor applied to the drag's part along the relative motion (output) */
export const DRAG_LIMIT = 8
/** m/s, world: the centre of mass's velocity relative to the water there (input) */
export const DRAG_RELATIVE_VELOCITY = 9
/** scratch: the body's angular momentum I ω, world */
const MOMENTUM = 12
export const DRAG_SIZE = 15

/**
 * Limit a step's drag (force F, torque T, doing work P = Σ F_i·u_i ≤ 0 on the motion relative to the
 * water; layout above) in place, so that for any speed the step's drag removes kinetic energy relative
 * to the water and never adds any, never reverses the relative motion, and does not turn it into
 * another motion (translation into rotation, a skim into a leap): translation and rotation together.
 *
 * In the metric of the body's mass and inertia M, with q = (v − u_water, ω) the relative motion and
 * K = qᵀ M q (twice its kinetic energy), the drag g = (F, T) splits into the part along the motion,
 * g∥ = (P / K) M q, and the rest, g⊥ = g − g∥, which does no work on q but turns it.
 *
 * - g∥ removes the motion at the rate λ = −P / K (1/s). Scaled by f = (1 − e^{−λ dt}) / (λ dt), the
 *   step's velocity change along q is exactly the decay q e^{−λ dt} of a damping at that rate: never
 *   past zero, and for λ dt ≪ 1 (ordinary damping) f = 1 − λ dt / 2 + …, so damping rates do not depend
 *   on the step.
 * - g⊥ is what drag at the step's start would turn the motion into. When the step is long against 1/λ
 *   that motion is gone within the step and the turn with it (a face that sends a body skimming at
 *   300 m/s upwards would, sampled once, launch it): g⊥ gets f e^{−λ dt}, 1 − 3 λ dt / 2 + … for a
 *   short step, and no more than the energy g∥ removed, |Δq⊥|² ≤ K (1 − e^{−2 λ dt}), so the step ends
 *   with no more energy than it began with.
 *
 * f goes to d[DRAG_LIMIT].
 *
 * @param k the body (kinematics.ts)
 * @param d the drag, with the step d[DRAG_STEP] (s) and the relative velocity d[DRAG_RELATIVE_VELOCITY..]
 */
export function limitDissipation(k: Float64Array, d: Float64Array): Float64Array {
  let along = 1
  const power = d[DRAG_POWER],
    dt = d[DRAG_STEP]
  if (power < 0 && dt > 0) {
    const m = k[MASS]
    const vx = d[DRAG_RELATIVE_VELOCITY],
      vy = d[DRAG_RELATIVE_VELOCITY + 1],
      vz = d[DRAG_RELATIVE_VELOCITY + 2]
    angularMomentum(k, d, MOMENTUM)
    const motion =
      m * (vx * vx + vy * vy + vz * vz) +
      k[ANGULAR_VELOCITY] * d[MOMENTUM] +
      k[ANGULAR_VELOCITY + 1] * d[MOMENTUM + 1] +
      k[ANGULAR_VELOCITY + 2] * d[MOMENTUM + 2]
    const x = (-power / motion) * dt
    // (x is Infinity for drag on a body at rest relative to the water's mean motion: none applied)
    along = 0
    if (x < Infinity) {
      const decay = Math.exp(-x)
      along = x > 1e-12 ? -Math.expm1(-x) / x : 1
      let across = along * decay
      // g⊥ in place of g: the drag minus its part along the motion
      const c = power / motion
      d[DRAG_FORCE] -= c * m * vx
      d[DRAG_FORCE + 1] -= c * m * vy
      d[DRAG_FORCE + 2] -= c * m * vz
      for (let i = 0; i < 3; i++) d[DRAG_TORQUE + i] -= c * d[MOMENTUM + i]
      const fx = d[DRAG_FORCE],
        fy = d[DRAG_FORCE + 1],
        fz = d[DRAG_FORCE + 2]
      // |Δq⊥|² = (across dt)² g⊥ᵀ M⁻¹ g⊥, at most what g∥ removed, K (1 − e^{−2x})
      const turn = ((fx * fx + fy * fy + fz * fz) / m + inverseInertiaQuadratic(k, d, DRAG_TORQUE)) * dt * dt
      const budget = -motion * Math.expm1(-2 * x)
      if (across * across * turn > budget) across = Math.sqrt(budget / turn)
      const scaled = along * c
      d[DRAG_FORCE] = across * fx + scaled * m * vx
      d[DRAG_FORCE + 1] = across * fy + scaled * m * vy
      d[DRAG_FORCE + 2] = across * fz + scaled * m * vz
      for (let i = 0; i < 3; i++) d[DRAG_TORQUE + i] = across * d[DRAG_TORQUE + i] + scaled * d[MOMENTUM + i]
    } else {
      for (let i = 0; i < 6; i++) d[i] = 0
    }
    d[DRAG_POWER] = along * power
  }
  d[DRAG_LIMIT] = along
  return d
}
