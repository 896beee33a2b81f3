import type { Hull } from '../hull/types.js'
import { optionalFinite, optionalPositive } from './checks.js'
import { createProblem, draftOf, fmt } from './problem.js'
import type { StabilityProblem } from './problem.js'
import { settle } from './settle.js'
import { alongX, lengthAlongZ, modelPose, modelVector, shipHull, shipLoading } from './lengthAxis.js'
import { STAND_UP, turnedLoading, unturnedEquilibrium } from './standingUp.js'
import { transformHull } from '../hull/transform.js'
import type { Equilibrium, EquilibriumOptions, Loading } from './types.js'

const FN = 'findEquilibrium'
/** Default: righting levers below this fraction of the hull's size count as zero. */
export const DEFAULT_LEVER_TOLERANCE = 1e-10
const DEFAULT_MAX_ITERATIONS = 100

/**
 * Where a hull floats at rest in still water with a given loading: the heave (draft), heel and trim
 * at which the buoyancy equals the weight and B is on the vertical through G, and small
 * disturbances are righted.
 *
 * The heave is solved for constant displacement at every heel and trim (Newton on the waterplane
 * area, bracketed); heel and trim then minimise the potential energy y_G − y_B per unit weight, whose
 * gradient is the righting levers and whose Hessian is the exact restoring stiffness from the
 * waterplane's second moments (Newton with a line search). So the result is a stable equilibrium:
 * a square log that is unstable upright is found at its heeled rest, toward positive heel when
 * both ways are alike. The liquids of the loading keep level surfaces throughout.
 *
 * Heel is about the body x axis (the ship's length; body z with options.lengthAxis 'z', a glTF model),
 * trim about the world z axis; see
 * {@link EquilibriumOptions} to hold either. A hull that floats with body x vertical (beyond the trim of
 * ±1.5 rad the search keeps to: a plank modelled on its edge with its thickness along x) is searched again
 * stood up, and its pose reported with the same heel and trim convention (trim near ±π/2).
 *
 * @param hull closed hull, body coordinates (ship length along x, beam along z, y up; or the length along z
 *   with options.lengthAxis 'z')
 * @param loading mass (kg) and centre of mass (body, m) of the solid loads, and liquids
 * @throws Error when the loading is heavier than the hull fully submerged (it sinks: the message
 *   gives the maximum displacement), on bad input, or when no equilibrium is found
 */
export function findEquilibrium(hull: Hull, loading: Loading, options?: EquilibriumOptions): Equilibrium {
  if (lengthAlongZ(FN, hull, options)) {
    const found = findEquilibrium(shipHull(hull), shipLoading(loading), alongX(options))
    return {
      ...found,
      pose: modelPose(found.pose),
      centerOfBuoyancy: modelVector(found.centerOfBuoyancy),
      centerOfGravity: modelVector(found.centerOfGravity),
    }
  }
  const problem = createProblem(FN, hull, loading, options)
  const heel = optionalFinite(FN, 'options.initialHeel', options?.initialHeel, 0, 'rad')
  const trim = optionalFinite(FN, 'options.initialTrim', options?.initialTrim, 0, 'rad')
  const tolerance = optionalPositive(
    FN,
    'options.tolerance',
    options?.tolerance,
    DEFAULT_LEVER_TOLERANCE,
    'relative to the hull size',
  )
  const maxIterations = optionalPositive(
    FN,
    'options.maxIterations',
    options?.maxIterations,
    DEFAULT_MAX_ITERATIONS,
    'count',
  )
  if (!Number.isInteger(maxIterations)) {
    throw new Error(`${FN}: options.maxIterations must be a whole number of iterations, got ${maxIterations}`)
  }
  const outcome = settle(problem, heel, trim, {
    freeHeel: options?.freeHeel ?? true,
    freeTrim: options?.freeTrim ?? true,
    leverTolerance: tolerance * problem.size,
    maxIterations,
  })
  if (!outcome.converged && (options?.freeHeel ?? true) && (options?.freeTrim ?? true)) {
    // a pose with body x vertical, which heel and trim cannot reach: search on the hull stood up (standingUp.ts)
    const turned = createProblem(
      FN,
      transformHull(hull, { x: 0, y: 0, z: 0 }, STAND_UP),
      turnedLoading(loading, STAND_UP),
      options,
    )
    const again = settle(turned, 0, 0, {
      freeHeel: true,
      freeTrim: true,
      leverTolerance: tolerance * problem.size,
      maxIterations,
    })
    if (again.converged) {
      const found = equilibriumOf(turned, again.stable, outcome.iterations + again.iterations)
      found.hydrostaticsCalls += problem.probe.calls
      return unturnedEquilibrium(found, STAND_UP)
    }
  }
  if (!outcome.converged) {
    throw new Error(
      `${FN}: no equilibrium found in ${outcome.iterations} iterations (righting levers still ` +
        `${fmt(problem.transverseLever)} m transverse, ${fmt(problem.longitudinalLever)} m longitudinal at heel ` +
        `${fmt(problem.heel)} rad, trim ${fmt(problem.trim)} rad)`,
    )
  }
  return equilibriumOf(problem, outcome.stable, outcome.iterations)
}

/** The problem's current state as an Equilibrium. */
export function equilibriumOf(problem: StabilityProblem, stable: boolean, iterations: number): Equilibrium {
  const q = problem.probe.quaternion
  return {
    pose: { position: { x: 0, y: problem.heave, z: 0 }, quaternion: { x: q.x, y: q.y, z: q.z, w: q.w } },
    heave: problem.heave - problem.level,
    heel: problem.heel,
    trim: problem.trim,
    draft: draftOf(problem),
    displacedVolume: problem.probe.result.displacedVolume,
    displacement: problem.totalMass,
    centerOfBuoyancy: { ...problem.buoyancy },
    centerOfGravity: { ...problem.gravityCenter },
    rightingLever: { transverse: problem.transverseLever, longitudinal: problem.longitudinalLever },
    stable,
    iterations,
    hydrostaticsCalls: problem.probe.calls + problem.liquids.reduce((n, l) => n + l.probe.calls, 0),
  }
}
