import type { Hull } from '../hull/types.js'
import { createProblem } from './problem.js'
import type { StabilityProblem } from './problem.js'
import { leverSettings, settleAt } from './rightingLever.js'
import type { LeverSettings } from './rightingLever.js'
import { refineRoot } from './roots.js'
import { alongX, lengthAlongZ, shipHull, shipLoading } from './lengthAxis.js'
import type { Loading, RightingLeverCurve, RightingLeverCurveOptions } from './types.js'

const FN = 'rightingLeverCurve'
/** Heel steps of the default curve: 0 to 180° by 2°. */
const DEFAULT_STEPS = 90
/** Zero crossings are refined to this, rad. */
const HEEL_TOLERANCE = 1e-10
/** ... or until the lever there is this fraction of the lever tolerance (a zero, not just a small lever). */
const ROOT_LEVER = 1e-4
/** The heel of the largest lever is found to this, rad (0.0006°). */
const HEEL_PEAK_TOLERANCE = 1e-5

/**
 * The righting-lever curve GZ(φ) at constant displacement (the heave re-solved at every heel, and
 * the trim when `freeTrim`, the default), with what is read from it: the upright metacentric height,
 * the largest lever and its heel, the heels where the ship rests (GZ = 0 rising, refined by root
 * finding on the true lever), the angle of loll of a ship with negative GM, the angle of vanishing
 * stability, the range of positive stability, and the dynamic stability (the work of heeling per
 * unit weight, taken exactly as the change of y_G − y_B, which equals ∫ GZ cos θ dφ).
 *
 * @param heels rad, ascending (default 0 to π by 2°); include negative heels for an asymmetric loading
 */
export function rightingLeverCurve(
  hull: Hull,
  loading: Loading,
  options?: RightingLeverCurveOptions,
): RightingLeverCurve {
  // (nothing here is in body coordinates: the turned ship's curve is the model's)
  if (lengthAlongZ(FN, hull, options)) return rightingLeverCurve(shipHull(hull), shipLoading(loading), alongX(options))
  const problem = createProblem(FN, hull, loading, options)
  const heels = readHeels(options?.heels)
  const settings = leverSettings(FN, problem, options)
  const n = heels.length
  const lever = new Float64Array(n)
  const trim = new Float64Array(n)
  const heave = new Float64Array(n)
  const dynamic = new Float64Array(n)
  const balanced = new Uint8Array(n)

  // upright GM first: the stiffness about the horizontal longitudinal axis at heel 0
  settleAt(problem, 0, settings.trim, settings)
  const metacentricHeight = problem.stiffness[0]
  const uprightLever = problem.transverseLever

  let currentTrim = problem.trim
  let potential0 = 0
  for (let i = 0; i < n; i++) {
    balanced[i] = settleAt(problem, heels[i], currentTrim, settings) ? 1 : 0
    if (balanced[i]) currentTrim = problem.trim
    lever[i] = problem.transverseLever
    trim[i] = problem.trim
    heave[i] = problem.heave - problem.level
    if (i === 0) potential0 = problem.potential
    dynamic[i] = problem.potential - potential0
  }

  const tolerance = settings.leverTolerance
  const at = (heel: number) => {
    const guess = nearestTrim(heels, trim, heel)
    settleAt(problem, heel, guess, settings)
    return problem.transverseLever
  }
  const { rising, falling } = crossings(heels, lever, tolerance, at)

  let maxIndex = 0
  for (let i = 1; i < n; i++) if (lever[i] > lever[maxIndex]) maxIndex = i
  let maxRightingLever = lever[maxIndex]
  let angleOfMaxRightingLever = heels[maxIndex]
  if (maxIndex > 0 && maxIndex < n - 1) {
    // the largest lever between the grid's neighbours, by golden section on the true lever: a parabola
    // through three grid points missed a peak at a kink (the deck edge going under: 48° reported for a
    // barge whose peak is at 48.22°, an independent audit)
    const peak = goldenMaximum(at, heels[maxIndex - 1], heels[maxIndex + 1], HEEL_PEAK_TOLERANCE)
    if (peak.value > maxRightingLever) {
      maxRightingLever = peak.value
      angleOfMaxRightingLever = peak.heel
    }
  }

  // A curve that starts righting (its first heel past the ship's rest, e.g. heels from 2°) is within its
  // range of stability from that heel: the rest lies before the curve, and the first rising crossing found
  // later (a capsized rest) would be no start of it
  const first = lever[0] > tolerance ? heels[0] : rising.length > 0 ? rising[0] : null
  const vanishing = first === null ? null : (falling.find((heel) => heel > first) ?? null)
  const loll =
    metacentricHeight < 0 && Math.abs(uprightLever) <= tolerance ? (rising.find((heel) => heel > 0) ?? null) : null
  return {
    heel: Float64Array.from(heels),
    rightingLever: lever,
    trim,
    trimBalanced: balanced,
    heave,
    dynamicStability: dynamic,
    metacentricHeight,
    maxRightingLever,
    angleOfMaxRightingLever,
    equilibriumHeels: rising,
    angleOfLoll: loll,
    angleOfVanishingStability: vanishing,
    rangeOfStability: first === null ? null : { from: first, to: vanishing ?? heels[n - 1] },
    hydrostaticsCalls: callsOf(problem),
  }
}

function readHeels(heels: ArrayLike<number> | undefined): number[] {
  if (heels === undefined) {
    return Array.from({ length: DEFAULT_STEPS + 1 }, (_, i) => (Math.PI * i) / DEFAULT_STEPS)
  }
  if (!heels || typeof heels.length !== 'number' || heels.length < 2) {
    throw new Error(`${FN}: options.heels must hold at least two heel angles (rad)`)
  }
  const out = Array.from(heels)
  out.forEach((heel, i) => {
    if (typeof heel !== 'number' || !Number.isFinite(heel)) {
      throw new Error(`${FN}: options.heels[${i}] must be a finite angle (rad), got ${String(heel)}`)
    }
    if (i > 0 && !(heel > out[i - 1])) {
      throw new Error(`${FN}: options.heels must ascend, but heels[${i}] = ${heel} follows ${out[i - 1]}`)
    }
  })
  return out
}

/**
 * The heels where the sampled lever changes sign, refined on the true lever: rising (GZ goes from
 * negative to positive: the ship rests there) and falling (stability vanishes). A run of samples
 * within the tolerance of zero counts as one crossing at its first sample when the nonzero samples
 * around it differ in sign, or when the curve starts or ends in it and the one neighbour says which
 * way it goes.
 */
function crossings(heels: number[], lever: Float64Array, tolerance: number, at: (heel: number) => number) {
  const sign = Array.from(lever, (v) => (Math.abs(v) <= tolerance ? 0 : v > 0 ? 1 : -1))
  const rising: number[] = []
  const falling: number[] = []
  const n = heels.length
  for (let i = 0; i < n; i++) {
    if (sign[i] === 0) {
      if (i > 0 && sign[i - 1] === 0) continue
      let before = 0,
        after = 0
      for (let j = i - 1; j >= 0 && before === 0; j--) before = sign[j]
      for (let j = i + 1; j < n && after === 0; j++) after = sign[j]
      // a run of zero samples: where the nonzero samples around it differ in sign (or the curve ends)
      if (after > 0 && before <= 0) rising.push(heels[i])
      else if (before > 0 && after <= 0) falling.push(heels[i])
      else if (before < 0 && after === 0) rising.push(heels[i])
      continue
    }
    if (i + 1 < n && sign[i + 1] !== 0 && sign[i + 1] !== sign[i]) {
      const root = refineRoot(
        at,
        heels[i],
        lever[i],
        heels[i + 1],
        lever[i + 1],
        HEEL_TOLERANCE,
        ROOT_LEVER * tolerance,
      )
      if (sign[i] < 0) rising.push(root)
      else falling.push(root)
    }
  }
  return { rising, falling }
}

function nearestTrim(heels: number[], trim: Float64Array, heel: number): number {
  let best = 0
  for (let i = 1; i < heels.length; i++) if (Math.abs(heels[i] - heel) < Math.abs(heels[best] - heel)) best = i
  return trim[best]
}

/**
 * The largest value of `f` on [a, b] by golden-section search, to `tolerance` in the heel (the lever is
 * taken as having one peak there, between the two neighbours of the grid's largest).
 */
function goldenMaximum(
  f: (heel: number) => number,
  a: number,
  b: number,
  tolerance: number,
): { heel: number; value: number } {
  const ratio = (Math.sqrt(5) - 1) / 2
  let c = b - ratio * (b - a),
    d = a + ratio * (b - a)
  let fc = f(c),
    fd = f(d)
  while (b - a > tolerance) {
    if (fc >= fd) {
      b = d
      d = c
      fd = fc
      c = b - ratio * (b - a)
      fc = f(c)
    } else {
      a = c
      c = d
      fc = fd
      d = a + ratio * (b - a)
      fd = f(d)
    }
  }
  return fc >= fd ? { heel: c, value: fc } : { heel: d, value: fd }
}

function callsOf(problem: StabilityProblem): number {
  return problem.probe.calls + problem.liquids.reduce((n, l) => n + l.probe.calls, 0)
}

export type { LeverSettings }
