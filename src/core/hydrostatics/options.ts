import { SEA_WATER_DENSITY, STANDARD_GRAVITY } from '../types.js'
import type { Pose } from '../types.js'
import { CENTROID, EXACT, KERNER, VOLUME } from './integrate.js'
import { ABOUT, RHO_G, TIME } from './pose.js'
import type { HydrostaticsOptions } from './types.js'

/** Clipping codes. */
export const FLAT = 0
export const LINEAR = 1
export const CURVED = 2
export const ADAPTIVE = 3

/** Default samples on each waterline chord for 'curved' clipping (Stenberg 2026 leaves N open). */
export const DEFAULT_CURVED_SAMPLES = 8
/**
 * Default 'adaptive' tolerance of computeHydrostatics: the refinement's bound on the force error, as a
 * fraction of rho g V (hydrostatics.ts). The bound assumes the worst phase of every wave at once, so the
 * error left is about a tenth of it. Worst force error over 12 poses against a converged clipping, % of
 * rho g V, and the cost of a call (Node, session 19):
 *
 * | hull, sea                                | 0.25           | 0.1            | 0.02           | 0.01           |
 * | ---------------------------------------- | -------------- | -------------- | -------------- | -------------- |
 * | 10 × 4 × 6 m box, one wave 60 m, A 1 m   | 2.20 %, 1.5 µs | 0.55 %, 3.1 µs | 0.14 %, 8.3 µs | 0.03 %, 38 µs  |
 * | 1 × 0.5 × 2 m box, the moderate sea      | 1.27 %, 1.1 µs | 0.32 %, 3.3 µs | 0.08 %, 9.8 µs | 0.02 %, 44 µs  |
 * | 20 × 4 × 8 m barge, one wave 39 m, A 1 m | 0.92 %, 10 µs  | 0.92 %, 11 µs  | 0.23 %, 48 µs  | 0.06 %, 189 µs |
 * | 3 × 1 × 2 m box, one wave 2.5 m, A 0.2 m | 0.23 %, 65 µs  | 0.08 %, 141 µs | 0.01 %, 738 µs | 0.01 %, 975 µs |
 *
 * Fine hulls (a 1,280-triangle sphere, the 2,024-triangle reference boat) are within 0.002 % at any of
 * these, at the same cost. 0.02 keeps a coarse box within a quarter of a per cent of rho g V, which an
 * independent brute-force quadrature found 0.25 did not (2.2 % on the 10 m box: its 11.7 m bottom
 * triangles were left whole on a 60 m wave). The price is on short steep seas, where a coarse hull is
 * refined to maxDepth: the bench's steep sea (A k ≈ 0.2, 1.5–4 m) costs a 3 × 1 × 2 m box about 1 ms a call
 * against 0.12 ms at 0.25, an 80-triangle sphere 0.48 against 0.03 ms (bench/RESULTS.md); pass 0.25 where a
 * call every frame matters more than a few tenths of a per cent. attachBuoyancy takes STEP_TOLERANCE.
 */
export const DEFAULT_TOLERANCE = 0.02
/**
 * attachBuoyancy's default 'adaptive' tolerance (a fraction of rho g V, as DEFAULT_TOLERANCE). Its
 * default Froude–Krylov correction re-integrates the true wave between the clipped corners
 * (core/seakeeping/froudeKrylov.ts), so a step's pressure is within 0.02–0.31 % of rho g V of the
 * converged one on the hulls above at 0.25, at 'linear''s cost for a box on ordinary seas (bench/FLEET.md);
 * and the seeds' model (`waveForce: 'hydrostatic', radiation: false`) keeps its results to the last bit.
 */
export const STEP_TOLERANCE = 0.25
/**
 * Which defaults a call resolves: computeHydrostatics' own (STANDALONE) or a dynamics step's (IN_STEP:
 * attachBuoyancy, HydrodynamicsModel.computeWithHydrostatics). A small integer rather than the default
 * itself: a double passed to a call V8 does not inline is boxed, and a `tolerance` written into the step's
 * options object made reading it polymorphic (a double here, undefined in the user's own calls), which
 * boxed it too: 16 B a body step (test/unit/cannon/allocation.test.ts).
 */
export const STANDALONE = 0,
  IN_STEP = 1
const DEFAULT_TOLERANCES = Float64Array.of(DEFAULT_TOLERANCE, STEP_TOLERANCE)
/**
 * Default 'adaptive' maximum subdivision depth: 4^5 = 1,024 leaves per hull triangle at most, which
 * bounds the cost on short, steep waves. Measured (npm run bench, steep sea): a 12-triangle 3 × 1 × 2 m
 * box on waves of 1.5–4 m and steepness 0.2 reaches the cap, at about 1.5 ms a step with the force
 * within 2e-4 of rho g V of the converged value; depth 6 doubled the time for 1e-4. A crest that wets
 * a 2 m triangle between dry vertices (Kerner's figures 3 and 4) still comes within 1 %.
 */
export const DEFAULT_MAX_DEPTH = 5
const MAX_CURVED_SAMPLES = 1024
const MAX_MAX_DEPTH = 12

/** The options of one call, checked and turned into numbers. One instance, reused: no allocation. */
export interface ResolvedOptions {
  time: number
  density: number
  gravity: number
  integrator: number
  clipping: number
  curvedSamples: number
  tolerance: number
  maxDepth: number
}

const resolved: ResolvedOptions = {
  time: 0,
  density: 0,
  gravity: 0,
  integrator: EXACT,
  clipping: LINEAR,
  curvedSamples: 0,
  tolerance: 0,
  maxDepth: 0,
}
const NO_OPTIONS: HydrostaticsOptions = Object.freeze({})

function fail(option: string, requirement: string, value: unknown): never {
  throw new Error(`computeHydrostatics: options.${option} ${requirement}, got ${String(value)}`)
}

function refuseOptions(options: unknown): never {
  throw new Error(
    `computeHydrostatics: options must be an object such as { clipping: 'adaptive' }, got ${typeof options === 'string' ? JSON.stringify(options) : String(options)}`,
  )
}

/** The Error for ρ g past the largest double, built apart (it reads the values again). */
function refuseWeight(): never {
  throw new Error(
    `computeHydrostatics: options.density × options.gravity (${resolved.density} kg/m³ × ${resolved.gravity} m/s²) overflows to ${resolved.density * resolved.gravity}: the forces would not be finite`,
  )
}

function positive(option: string, value: number | undefined, fallback: number, unit: string): number {
  if (value === undefined) return fallback
  if (typeof value !== 'number' || !(value > 0) || value === Infinity) {
    fail(option, `must be a finite number > 0 (${unit})`, value)
  }
  return value
}

function integerIn(option: string, value: number | undefined, fallback: number, lo: number, hi: number): number {
  if (value === undefined) return fallback
  if (typeof value !== 'number' || !Number.isInteger(value) || value < lo || value > hi) {
    fail(option, `must be an integer from ${lo} to ${hi}`, value)
  }
  return value
}

function integratorCode(name: unknown): number {
  switch (name) {
    case undefined:
    case 'exact':
      return EXACT
    case 'centroid':
      return CENTROID
    case 'kerner':
      return KERNER
    case 'volume':
      return VOLUME
    default:
      return fail('integrator', "must be 'exact', 'centroid', 'kerner' or 'volume'", JSON.stringify(name))
  }
}

function clippingCode(name: unknown): number {
  switch (name) {
    case 'linear':
      return LINEAR
    case 'flat':
      return FLAT
    case 'curved':
      return CURVED
    // the default: exact on flat water at the cost of linear, and converging on any wave and mesh
    case undefined:
    case 'adaptive':
      return ADAPTIVE
    default:
      return fail('clipping', "must be 'flat', 'linear', 'curved' or 'adaptive'", JSON.stringify(name))
  }
}

/**
 * Check the options of a call and resolve their defaults (the TSDoc of HydrostaticsOptions); the time, the torque point and
 * rho g go to frame[TIME], frame[ABOUT..] and frame[RHO_G]. Throws an Error naming the option.
 */
export function resolveOptions(
  options: HydrostaticsOptions | undefined,
  pose: Pose,
  frame: Float64Array,
  defaults = STANDALONE,
): ResolvedOptions {
  if (options !== undefined && (options === null || typeof options !== 'object')) refuseOptions(options)
  const o = options ?? NO_OPTIONS
  const time = o.time ?? 0
  if (typeof time !== 'number' || !Number.isFinite(time)) fail('time', 'must be a finite number (s)', time)
  resolved.time = time
  frame[TIME] = time
  resolved.density = positive('density', o.density, SEA_WATER_DENSITY, 'kg/m³')
  resolved.gravity = positive('gravity', o.gravity, STANDARD_GRAVITY, 'm/s²')
  resolved.integrator = integratorCode(o.integrator)
  resolved.clipping = clippingCode(o.clipping)
  const about = o.torqueAbout ?? pose.position
  const ax = about.x,
    ay = about.y,
    az = about.z
  if (!(Number.isFinite(ax) && Number.isFinite(ay) && Number.isFinite(az))) {
    if (o.torqueAbout) fail('torqueAbout', 'must have finite x, y, z (m)', `(${ax}, ${ay}, ${az})`)
    // otherwise readPose reports the bad position
  }
  frame[ABOUT] = ax
  frame[ABOUT + 1] = ay
  frame[ABOUT + 2] = az
  frame[RHO_G] = resolved.density * resolved.gravity
  // each finite, their product may not be (1e200 kg/m³ × 1e200 m/s²): the forces would be NaN
  if (!(frame[RHO_G] < Infinity)) refuseWeight()
  resolved.curvedSamples = integerIn('curvedSamples', o.curvedSamples, DEFAULT_CURVED_SAMPLES, 1, MAX_CURVED_SAMPLES)
  const tolerance = o.tolerance
  resolved.tolerance =
    tolerance === undefined
      ? DEFAULT_TOLERANCES[defaults]
      : positive('tolerance', tolerance, 0, 'a fraction of rho g V')
  resolved.maxDepth = integerIn('maxDepth', o.maxDepth, DEFAULT_MAX_DEPTH, 0, MAX_MAX_DEPTH)
  // ({} threw "Cannot read properties of undefined (reading 'length')" from inside: an independent audit)
  const wet = o.wetSurface
  if (wet !== undefined && wet !== null && !(wet.triangles instanceof Float64Array)) {
    fail('wetSurface', 'must be made by createWetSurface', typeof wet)
  }
  return resolved
}
