import type { Hull } from '../hull/types.js'
import { optionalFinite, optionalPositive, requireFinite } from './checks.js'
import { DEFAULT_LEVER_TOLERANCE } from './equilibrium.js'
import { createProblem, evaluate, fmt } from './problem.js'
import type { StabilityProblem } from './problem.js'
import { settle } from './settle.js'
import type { RightingLever, RightingLeverOptions, Loading } from './types.js'
import { alongX, lengthAlongZ, modelPose, modelVector, shipHull, shipLoading } from './lengthAxis.js'

const MAX_ITERATIONS = 100

/** How the righting lever is taken at each heel: trim free or held, and when levers count as zero. */
export interface LeverSettings {
  freeTrim: boolean
  /** the trim held when not free, rad */
  trim: number
  leverTolerance: number
}

/** Read the options shared by rightingLever and rightingLeverCurve; the fixed trim defaults to the upright one. */
export function leverSettings(
  fn: string,
  problem: StabilityProblem,
  options: RightingLeverOptions | undefined,
): LeverSettings {
  const tolerance = optionalPositive(
    fn,
    'options.tolerance',
    options?.tolerance,
    DEFAULT_LEVER_TOLERANCE,
    'relative to the hull size',
  )
  const leverTolerance = tolerance * problem.size
  const freeTrim = options?.freeTrim ?? true
  let trim = 0
  if (!freeTrim) {
    if (options?.trim === undefined) {
      if (!settleAt(problem, 0, 0, { freeTrim: true, trim: 0, leverTolerance })) {
        throw new Error(
          `${fn}: no trim balances the upright ship (longitudinal lever ${fmt(problem.longitudinalLever)} m): give options.trim`,
        )
      }
      trim = problem.trim
    } else {
      trim = optionalFinite(fn, 'options.trim', options.trim, 0, 'rad')
    }
  }
  return { freeTrim, trim, leverTolerance }
}

/**
 * Put the problem at `heel` with the trim free (starting from `trim`) or held; the heave is solved
 * for constant displacement either way. Returns whether the trim balanced the ship along its length.
 *
 * Some hulls cannot balance at some heels with the trim inside its range (±1.5 rad): one hull of a
 * catamaran heeled until the other is fully out of the water, a sphere or a ring that is neutral in
 * trim, where only faceting leaves a lever. Then the lever is taken at the trim it started from,
 * as at fixed trim, and false is returned.
 */
export function settleAt(problem: StabilityProblem, heel: number, trim: number, settings: LeverSettings): boolean {
  const start = settings.freeTrim ? trim : settings.trim
  const outcome = settle(problem, heel, start, {
    freeHeel: false,
    freeTrim: settings.freeTrim,
    leverTolerance: settings.leverTolerance,
    maxIterations: MAX_ITERATIONS,
  })
  if (outcome.converged || !settings.freeTrim) return true
  evaluate(problem, heel, start)
  return false
}

/**
 * The righting lever GZ at one heel, at constant displacement: the horizontal distance from G to the
 * vertical through B, positive when it turns the ship back (for a positive heel, B is further toward
 * +z than G). The heave is re-solved at the heel, and the trim too when `freeTrim` (default), so the
 * ship is balanced along its length as it heels.
 *
 * @param heel rad, about the body x axis (body z with options.lengthAxis 'z')
 */
export function rightingLever(
  hull: Hull,
  loading: Loading,
  heel: number,
  options?: RightingLeverOptions,
): RightingLever {
  const fn = 'rightingLever'
  if (lengthAlongZ(fn, hull, options)) {
    const lever = rightingLever(shipHull(hull), shipLoading(loading), heel, alongX(options))
    return {
      ...lever,
      pose: modelPose(lever.pose),
      centerOfBuoyancy: modelVector(lever.centerOfBuoyancy),
      centerOfGravity: modelVector(lever.centerOfGravity),
    }
  }
  const problem = createProblem(fn, hull, loading, options)
  requireFinite(fn, 'heel', heel, 'rad')
  const settings = leverSettings(fn, problem, options)
  const balanced = settleAt(problem, heel, settings.trim, settings)
  const q = problem.probe.quaternion
  return {
    heel,
    trimBalanced: balanced,
    rightingLever: problem.transverseLever,
    trim: problem.trim,
    heave: problem.heave - problem.level,
    pose: { position: { x: 0, y: problem.heave, z: 0 }, quaternion: { x: q.x, y: q.y, z: q.z, w: q.w } },
    centerOfBuoyancy: { ...problem.buoyancy },
    centerOfGravity: { ...problem.gravityCenter },
  }
}
