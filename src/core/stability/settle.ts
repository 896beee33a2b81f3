import { wrapAngle } from './attitude.js'
import { evaluate } from './problem.js'
import type { StabilityProblem } from './problem.js'

/** What settle may move and when it stops. */
export interface SettleSettings {
  freeHeel: boolean
  freeTrim: boolean
  /** righting levers below this count as zero, m */
  leverTolerance: number
  maxIterations: number
}

/** How settle ended. */
export interface SettleOutcome {
  converged: boolean
  /** the restoring stiffness of the free angles is positive definite */
  stable: boolean
  iterations: number
}

/** Longest step of heel or trim in one Newton iteration, rad. */
const MAX_STEP = 0.3
/** Trim is kept inside ± this, rad: at ±π/2 the length is vertical and heel about it turns into yaw. */
const TRIM_LIMIT = 1.5
/** Steps tried along a direction of negative curvature to leave an unstable equilibrium, rad. */
const ESCAPE_STEPS = [0.05, 0.15, 0.4, 1]
/** Below this gradient (relative to the hull's size) a Newton step with positive curvature is taken whole. */
const NEWTON_REGION = 1e-6
/** Curvatures below this (relative to the hull's size, per radian) are raised to it in the step. */
const CURVATURE_FLOOR = 1e-9

const eigen = new Float64Array(6)

/**
 * Move heel and trim (those free) to a stable equilibrium at constant displacement: a minimum of
 * the potential u = y_G − y_B (per unit weight), whose gradient is (GZ_T cos θ, GZ_L) and whose
 * Hessian is the restoring stiffness (see evaluate). Newton steps on |eigenvalues| (so a saddle or a
 * maximum repels instead of attracting), at most MAX_STEP long, with a backtracking line search on u
 * away from the solution. An equilibrium that is not a minimum (an upright square log that wants
 * to heel) is left along its direction of negative curvature, toward positive heel on a tie.
 * The problem is left evaluated at the result.
 */
export function settle(problem: StabilityProblem, heel: number, trim: number, settings: SettleSettings): SettleOutcome {
  const { freeHeel, freeTrim, leverTolerance, maxIterations } = settings
  const size = problem.size
  evaluate(problem, heel, clampTrim(trim))
  let iterations = 0
  for (; iterations < maxIterations; iterations++) {
    const gradientHeel = freeHeel ? problem.transverseLever * Math.cos(problem.trim) : 0
    const gradientTrim = freeTrim ? problem.longitudinalLever : 0
    hessianEigen(problem, freeHeel, freeTrim)
    const lowest = eigen[0]
    const converged =
      (!freeHeel || Math.abs(problem.transverseLever) <= leverTolerance) &&
      (!freeTrim || Math.abs(problem.longitudinalLever) <= leverTolerance)
    if (converged) {
      if (lowest > 0) return { converged: true, stable: true, iterations }
      if (!escape(problem, eigen[2], eigen[3])) return { converged: true, stable: false, iterations }
      continue
    }
    // Newton step with each curvature replaced by its magnitude (at least the floor)
    const floor = CURVATURE_FLOOR * size
    let stepHeel = 0,
      stepTrim = 0
    for (let k = 0; k < 2; k++) {
      const vx = eigen[2 + 2 * k],
        vz = eigen[3 + 2 * k]
      const along = (vx * gradientHeel + vz * gradientTrim) / Math.max(Math.abs(eigen[k]), floor)
      stepHeel -= along * vx
      stepTrim -= along * vz
    }
    const longest = Math.max(Math.abs(stepHeel), Math.abs(stepTrim))
    if (longest > MAX_STEP) {
      stepHeel *= MAX_STEP / longest
      stepTrim *= MAX_STEP / longest
    }
    const startHeel = problem.heel,
      startTrim = problem.trim
    const gradientNorm = Math.max(Math.abs(gradientHeel), Math.abs(gradientTrim))
    if (lowest > 0 && gradientNorm < NEWTON_REGION * size) {
      evaluate(problem, wrapAngle(startHeel + stepHeel), clampTrim(startTrim + stepTrim))
      continue
    }
    const start = problem.potential
    const slope = gradientHeel * stepHeel + gradientTrim * stepTrim
    let accepted = false
    for (let t = 1; t > 1e-6; t *= 0.5) {
      evaluate(problem, wrapAngle(startHeel + t * stepHeel), clampTrim(startTrim + t * stepTrim))
      if (problem.potential <= start + 1e-4 * t * slope) {
        accepted = true
        break
      }
    }
    if (!accepted) {
      // no descent measurable above round-off: take the point as it is and look for a way down
      evaluate(problem, startHeel, startTrim)
      if (lowest > 0 || !escape(problem, eigen[2], eigen[3])) {
        return { converged: false, stable: lowest > 0, iterations }
      }
    }
  }
  const converged =
    (!freeHeel || Math.abs(problem.transverseLever) <= leverTolerance) &&
    (!freeTrim || Math.abs(problem.longitudinalLever) <= leverTolerance)
  hessianEigen(problem, freeHeel, freeTrim)
  return { converged, stable: eigen[0] > 0, iterations }
}

/**
 * From an equilibrium that is not a minimum, step along (dHeel, dTrim) or against it, trying longer
 * steps until the potential falls; the problem is left at the lower point. False when neither way
 * goes down (a neutral equilibrium).
 */
function escape(problem: StabilityProblem, dHeel: number, dTrim: number): boolean {
  if (dHeel < 0 || (dHeel === 0 && dTrim < 0)) {
    dHeel = -dHeel
    dTrim = -dTrim
  }
  const heel = problem.heel,
    trim = problem.trim
  const start = problem.potential
  const margin = 1e-12 * problem.size
  for (const step of ESCAPE_STEPS) {
    evaluate(problem, wrapAngle(heel - step * dHeel), clampTrim(trim - step * dTrim))
    const minus = problem.potential
    evaluate(problem, wrapAngle(heel + step * dHeel), clampTrim(trim + step * dTrim))
    const plus = problem.potential
    if (Math.min(plus, minus) < start - margin) {
      if (minus < plus - margin) evaluate(problem, wrapAngle(heel - step * dHeel), clampTrim(trim - step * dTrim))
      return true
    }
  }
  evaluate(problem, heel, trim)
  return false
}

/**
 * Eigenvalues (ascending, eigen[0..1]) and unit eigenvectors (eigen[2..3], eigen[4..5]) of the
 * Hessian of u in (heel, trim), a fixed angle's row and column replaced by the identity's.
 *
 * With q = q_z(θ) q_x(φ), a change of heel turns the ship about (cos θ, sin θ, 0) and a change of
 * trim about ẑ, so with K the stiffness about world x and z (and the vertical component of the heel
 * axis swinging B and G about ŷ): H_φφ = cos θ (K_xx cos θ + GZ_L sin θ),
 * H_φθ = K_xz cos θ − GZ_T sin θ, H_θθ = K_zz.
 */
function hessianEigen(problem: StabilityProblem, freeHeel: boolean, freeTrim: boolean): void {
  const k = problem.stiffness
  const c = Math.cos(problem.trim),
    s = Math.sin(problem.trim)
  const a = freeHeel ? c * (c * k[0] + s * problem.longitudinalLever) : 1
  const d = freeTrim ? k[2] : 1
  const b = freeHeel && freeTrim ? c * k[1] - s * problem.transverseLever : 0
  const mean = 0.5 * (a + d)
  const radius = Math.hypot(0.5 * (a - d), b)
  eigen[0] = mean - radius
  eigen[1] = mean + radius
  let vx: number, vz: number
  if (b === 0) {
    if (a <= d) {
      vx = 1
      vz = 0
    } else {
      vx = 0
      vz = 1
    }
  } else {
    // (b, λ − a) and (λ − d, b) both solve (H − λ)v = 0; take the longer for precision
    const ux = b,
      uz = eigen[0] - a
    const wx = eigen[0] - d,
      wz = b
    if (Math.hypot(ux, uz) >= Math.hypot(wx, wz)) {
      vx = ux
      vz = uz
    } else {
      vx = wx
      vz = wz
    }
    const n = Math.hypot(vx, vz)
    vx /= n
    vz /= n
  }
  eigen[2] = vx
  eigen[3] = vz
  eigen[4] = -vz
  eigen[5] = vx
}

function clampTrim(trim: number): number {
  return Math.min(Math.max(trim, -TRIM_LIMIT), TRIM_LIMIT)
}
