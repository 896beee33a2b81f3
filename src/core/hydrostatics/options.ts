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
/** Default 'adaptive' tolerance, relative to the hull's size (its bounding-box diagonal). */
export const DEFAULT_TOLERANCE = 1e-3
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
): ResolvedOptions {
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
  resolved.curvedSamples = integerIn('curvedSamples', o.curvedSamples, DEFAULT_CURVED_SAMPLES, 1, MAX_CURVED_SAMPLES)
  resolved.tolerance = positive('tolerance', o.tolerance, DEFAULT_TOLERANCE, 'relative to the hull size')
  resolved.maxDepth = integerIn('maxDepth', o.maxDepth, DEFAULT_MAX_DEPTH, 0, MAX_MAX_DEPTH)
  return resolved
}
