import type { Vector } from '../../core/internal.js'

/** A body API that takes impulses: @react-three/cannon's `api` (`applyImpulse(impulse, point)`). */
export interface ImpulseTarget {
  /**
   * @param impulse N·s, world
   * @param point m, relative to the centre of mass in world orientation (what cannon-es's
   *   `Body.applyImpulse` takes; @react-three/cannon passes it through under the name `worldPoint`)
   */
  applyImpulse(impulse: [number, number, number], point: [number, number, number]): void
}

/** Below this angular impulse (N·m·s) no couple is sent. */
const NEGLIGIBLE_ANGULAR_IMPULSE = 1e-12

/**
 * Sends a force and a torque (about the centre of mass) acting for `dt` seconds as impulses: the linear
 * impulse F dt at the centre of mass, and the angular impulse L = τ dt as a couple, +a at +u and −a at −u
 * with u a unit vector ⊥ L and a = (L × u) / 2 (then 2 u × a = u × (L × u) = L, and the linear parts
 * cancel). Three messages to the worker per call.
 */
export function sendWrenchAsImpulses(target: ImpulseTarget, force: Vector, torque: Vector, dt: number): void {
  target.applyImpulse([force.x * dt, force.y * dt, force.z * dt], [0, 0, 0])
  const lx = torque.x * dt
  const ly = torque.y * dt
  const lz = torque.z * dt
  const size = Math.hypot(lx, ly, lz)
  if (!(size > NEGLIGIBLE_ANGULAR_IMPULSE)) return
  // u = normalize(L × e), e the axis L is least aligned with (keeps u well defined).
  const ax = Math.abs(lx),
    ay = Math.abs(ly),
    az = Math.abs(lz)
  let ux: number, uy: number, uz: number
  if (ax <= ay && ax <= az) [ux, uy, uz] = [0, lz, -ly]
  else if (ay <= az) [ux, uy, uz] = [-lz, 0, lx]
  else [ux, uy, uz] = [ly, -lx, 0]
  const norm = Math.hypot(ux, uy, uz)
  ux /= norm
  uy /= norm
  uz /= norm
  const hx = 0.5 * (ly * uz - lz * uy)
  const hy = 0.5 * (lz * ux - lx * uz)
  const hz = 0.5 * (lx * uy - ly * ux)
  target.applyImpulse([hx, hy, hz], [ux, uy, uz])
  target.applyImpulse([-hx, -hy, -hz], [-ux, -uy, -uz])
}
