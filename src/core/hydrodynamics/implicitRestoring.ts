import { STIFF_STEP } from './defaults.js'
import { ANGULAR_VELOCITY, inertiaAboutHorizontal, POSITION, ROTATION, VELOCITY } from './kinematics.js'
import {
  HEAVE_MASS,
  HEAVE_STIFFNESS,
  PITCH_AXIS,
  PITCH_INERTIA,
  PITCH_STIFFNESS,
  ROLL_AXIS,
  ROLL_INERTIA,
  ROLL_STIFFNESS,
} from './restoring.js'
import { FLOW_GRADIENT, FLOW_ORIGIN, FLOW_VELOCITY } from './waterVelocity.js'

// The totals the step will integrate, in one Float64Array.
/** the vertical total force, world, N (gravity, buoyancy, drag, the user's) */
export const TOTAL_FORCE_Y = 0
/** the total torque's horizontal components about the centre of mass, N·m */
export const TOTAL_TORQUE_X = 1
export const TOTAL_TORQUE_Z = 2
/** the step, s */
export const TOTAL_STEP = 3
export const TOTALS_SIZE = 4

/** a horizontal axis (x, z) and the added inertia about it, for inertiaAboutHorizontal */
const about = new Float64Array(3)

/** Bits of the modes that implicitRestoring treated. */
export const STIFF_HEAVE = 1
export const STIFF_ROLL = 2
export const STIFF_PITCH = 4

/**
 * A stiff mode's correction: with h² = K dt² / M (ω dt = h), the explicit step v' = v + dt F / M is
 * replaced by the linearly implicit v' = (v + dt F / M + h² v_water) / (1 + h²), which is what the
 * explicit step gives when the restoring force is taken at the end of the step, −K (x + dt v' − x_water'),
 * to first order. Returns the extra generalised force M (v' − v) / dt − F.
 */
function correction(
  velocity: number,
  force: number,
  inertia: number,
  h2: number,
  waterVelocity: number,
  dt: number,
): number {
  const implicit = (velocity + (dt * force) / inertia + h2 * waterVelocity) / (1 + h2)
  return (inertia * (implicit - velocity)) / dt - force
}

/**
 * Keep a very light or very stiff floating body stable under an explicit step. cannon-es integrates with
 * semi-implicit Euler, stable only while ω dt < 2 and accurate while ω dt ≪ 1, where ω² = K / M of heave
 * (ρ g A_wp / m), roll or pitch (ρ g V GM / I). For each of these modes with ω dt > STIFF_STEP (1), the
 * restoring force is made linearly implicit (see `correction`): unconditionally stable, and the mode is
 * then damped within a few steps rather than resolved, which is the honest outcome for an oscillation
 * faster than the step can show (ω dt = 1 at 60 Hz is a 0.1 s period). The body still follows the water,
 * whose vertical velocity and tilting rate are the targets. Modes with ω dt ≤ 1 are left alone, so
 * ordinary bodies keep the exact energy behaviour of the explicit step.
 *
 * @param k the body (kinematics.ts)
 * @param restoring restoringStiffness of this step
 * @param flow the water's linear velocity field (waterVelocity.ts)
 * @param totals what the step will integrate (layout above)
 * @param out the correction to add: force in out[0..2], torque in out[3..5]
 * @param added the added mass and inertia the step will apply implicitly (seakeeping: surge, heave, sway in
 *   kg, then roll, yaw, pitch in kg·m², body axes), or null: each mode's inertia is then M + A. A light body's
 *   added mass can be hundreds of times its own (a 2 kg board 1 m square: 320 kg in heave); judged by its
 *   own mass, its heave was 'stiff' and held to the water's velocity through M / (M + A) of the correction,
 *   so it hardly moved (a heave RAO of 0.02 where the body follows the wave)
 * @returns which modes were stiff (STIFF_HEAVE | STIFF_ROLL | STIFF_PITCH), 0 for none
 */
export function implicitRestoring(
  k: Float64Array,
  restoring: Float64Array,
  flow: Float64Array,
  totals: Float64Array,
  out: Float64Array,
  added: Float64Array | null = null,
): number {
  out.fill(0, 0, 6)
  const dt = totals[TOTAL_STEP]
  const fy = totals[TOTAL_FORCE_Y],
    tx = totals[TOTAL_TORQUE_X],
    tz = totals[TOTAL_TORQUE_Z]
  if (!(dt > 0)) return 0
  const limit = STIFF_STEP * STIFF_STEP
  let stiff = 0
  const g = FLOW_GRADIENT
  const ox = k[POSITION] - flow[FLOW_ORIGIN],
    oy = k[POSITION + 1] - flow[FLOW_ORIGIN + 1],
    oz = k[POSITION + 2] - flow[FLOW_ORIGIN + 2]
  const j10 = flow[g + 3],
    j11 = flow[g + 4],
    j12 = flow[g + 5]

  const mass = restoring[HEAVE_MASS] + (added === null ? 0 : addedAlongVertical(k, added))
  const heave2 = (restoring[HEAVE_STIFFNESS] * dt * dt) / mass
  if (heave2 > limit) {
    const waterVy = flow[FLOW_VELOCITY + 1] + j10 * ox + j11 * oy + j12 * oz
    out[1] = correction(k[VELOCITY + 1], fy, mass, heave2, waterVy, dt)
    stiff |= STIFF_HEAVE
  }
  const surfaceWx = -j12,
    surfaceWz = j10
  for (let mode = 0; mode < 2; mode++) {
    const axis = mode === 0 ? ROLL_AXIS : PITCH_AXIS
    const ax = restoring[axis],
      az = restoring[axis + 1]
    let inertia = restoring[mode === 0 ? ROLL_INERTIA : PITCH_INERTIA]
    if (added !== null) {
      // the added inertia about the same axis (added[3..5]: roll, yaw, pitch, body axes)
      about[0] = ax
      about[1] = az
      inertiaAboutHorizontal(k, about, 0, 2, added, 3)
      inertia += about[2]
    }
    const stiffness = restoring[mode === 0 ? ROLL_STIFFNESS : PITCH_STIFFNESS]
    if (!(inertia > 0) || !(stiffness > 0)) continue
    const h2 = (stiffness * dt * dt) / inertia
    if (!(h2 > limit)) continue
    const rate = k[ANGULAR_VELOCITY] * ax + k[ANGULAR_VELOCITY + 2] * az
    const extra = correction(rate, tx * ax + tz * az, inertia, h2, surfaceWx * ax + surfaceWz * az, dt)
    out[3] += extra * ax
    out[5] += extra * az
    stiff |= mode === 0 ? STIFF_ROLL : STIFF_PITCH
  }
  return stiff
}

/** The added mass along the world vertical: Σ A_i (e_i · ŷ)² over the body axes e_i (added[0..2]). */
function addedAlongVertical(k: Float64Array, added: Float64Array): number {
  const r = ROTATION
  // row 1 of the body → world rotation: the body axes' world y components
  return added[0] * k[r + 3] * k[r + 3] + added[1] * k[r + 4] * k[r + 4] + added[2] * k[r + 5] * k[r + 5]
}
