import { ANGULAR_VELOCITY, angularMomentum, MASS, POSITION, VELOCITY } from './kinematics.js'
import type { ResolvedDrag } from './resolveDrag.js'
import {
  FLOTATION,
  HEAVE_STIFFNESS,
  PITCH_AXIS,
  PITCH_INERTIA,
  PITCH_STIFFNESS,
  ROLL_AXIS,
  ROLL_INERTIA,
  ROLL_STIFFNESS,
} from './restoring.js'
import { FLOW_GRADIENT, FLOW_ORIGIN, FLOW_VELOCITY } from './waterVelocity.js'

// The linear dampings' sums, world frame, torque about the centre of mass.
export const MODAL_FORCE = 0
export const MODAL_TORQUE = 3
/** W, ≤ 0: their rate of work on the motion relative to the water */
export const MODAL_POWER = 6
export const MODAL_SIZE = 7

const momentum = new Float64Array(3)

/**
 * The linear dampings of one step, each a rate per second: the radiation-like modal damping (fractions
 * of critical damping of heave, roll and pitch at the current waterplane, see RadiationDampingOptions),
 * Ueng's b·M·v and b·I·ω (Ueng 2013, eq. 7, 15, 22) and Hirae's angular-momentum damping. Heave is
 * measured relative to the water's vertical velocity at the centre of flotation (at the centre of mass
 * for Ueng's), roll and pitch relative to the rate at which the water surface tilts, (−∂v_y/∂z, ∂v_y/∂x):
 * a small body riding a long wave is not held back from following it. Ueng's and Hirae's act only while
 * the body is wet.
 *
 * @param k the body (kinematics.ts)
 * @param restoring restoringStiffness of this step
 * @param flow the water's linear velocity field (waterVelocity.ts)
 * @param wet whether any of the hull is under water
 */
export function accumulateModalDamping(
  k: Float64Array,
  restoring: Float64Array,
  flow: Float64Array,
  drag: ResolvedDrag,
  wet: boolean,
  acc: Float64Array,
): Float64Array {
  acc.fill(0)
  const mass = k[MASS]
  const vy = k[VELOCITY + 1]
  const wx = k[ANGULAR_VELOCITY],
    wy = k[ANGULAR_VELOCITY + 1],
    wz = k[ANGULAR_VELOCITY + 2]
  const g = FLOW_GRADIENT
  const ox = k[POSITION] - flow[FLOW_ORIGIN],
    oy = k[POSITION + 1] - flow[FLOW_ORIGIN + 1],
    oz = k[POSITION + 2] - flow[FLOW_ORIGIN + 2]
  const j10 = flow[g + 3],
    j11 = flow[g + 4],
    j12 = flow[g + 5]
  // the water's vertical velocity at the centre of mass, and the surface's tilting rate
  const waterVy = flow[FLOW_VELOCITY + 1] + j10 * ox + j11 * oy + j12 * oz
  const surfaceWx = -j12,
    surfaceWz = j10
  let fy = 0,
    tx = 0,
    ty = 0,
    tz = 0,
    power = 0

  const heaveStiffness = restoring[HEAVE_STIFFNESS]
  if (drag.radiationHeave > 0 && heaveStiffness > 0) {
    const fx = restoring[FLOTATION],
      fz = restoring[FLOTATION + 1]
    const heave = vy + wz * fx - wx * fz - (waterVy + j10 * fx + j12 * fz)
    const force = -2 * drag.radiationHeave * Math.sqrt(heaveStiffness * mass) * heave
    fy += force
    tx -= fz * force
    tz += fx * force
    power += force * heave
  }
  if (wet && drag.uengHeave > 0) {
    const heave = vy - waterVy
    const force = -drag.uengHeave * mass * heave
    fy += force
    power += force * heave
  }

  const relativeWx = wx - surfaceWx,
    relativeWz = wz - surfaceWz
  for (let mode = 0; mode < 2; mode++) {
    const axis = mode === 0 ? ROLL_AXIS : PITCH_AXIS
    const stiffness = restoring[mode === 0 ? ROLL_STIFFNESS : PITCH_STIFFNESS]
    const inertia = restoring[mode === 0 ? ROLL_INERTIA : PITCH_INERTIA]
    const zeta = mode === 0 ? drag.radiationRoll : drag.radiationPitch
    const b = wet ? (mode === 0 ? drag.uengRoll : drag.uengPitch) : 0
    if (!(inertia > 0)) continue
    // |K|: an unstable attitude (K < 0) is still damped on its way to a stable one
    const c = 2 * zeta * Math.sqrt(Math.abs(stiffness) * inertia) + b * inertia
    if (!(c > 0)) continue
    const ax = restoring[axis],
      az = restoring[axis + 1]
    const rate = relativeWx * ax + relativeWz * az
    const torque = -c * rate
    tx += torque * ax
    tz += torque * az
    power += torque * rate
  }

  const kappa = drag.angularMomentumRate
  if (wet && kappa > 0) {
    angularMomentum(k, momentum, 0)
    const mx = -kappa * momentum[0],
      my = -kappa * momentum[1],
      mz = -kappa * momentum[2]
    tx += mx
    ty += my
    tz += mz
    power += mx * wx + my * wy + mz * wz
  }
  acc[MODAL_FORCE + 1] = fy
  acc[MODAL_TORQUE] = tx
  acc[MODAL_TORQUE + 1] = ty
  acc[MODAL_TORQUE + 2] = tz
  acc[MODAL_POWER] = power
  return acc
}
