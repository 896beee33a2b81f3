import * as D from './defaults.js'
import type { DragOptions } from './types.js'
import { describeValue } from '../checks.js'

/** How the water's velocity is read (DragOptions.waterVelocity). */
export const STILL_WATER = 0
export const LINEAR_WATER = 1
export const EXACT_WATER = 2

/** DragOptions checked and turned into numbers; a term that is off has its coefficients at 0. */
export interface ResolvedDrag {
  /** false when `drag: false`: nothing of ours is applied */
  enabled: boolean
  referenceSpeed: number
  viscous: boolean
  kinematicViscosity: number
  /** m, or NaN for the hull's default */
  viscousLength: number
  pressureLinear: number
  pressureQuadratic: number
  pressureFalloff: number
  suctionLinear: number
  suctionQuadratic: number
  suctionFalloff: number
  slamming: boolean
  slammingThreshold: number
  slammingPower: number
  slammingStopTime: number
  radiationHeave: number
  radiationRoll: number
  radiationPitch: number
  uengHeave: number
  uengPitch: number
  uengRoll: number
  angularMomentumRate: number
  waterVelocity: number
  /** DragOptions.faces 'resolved' */
  splitFaces: boolean
}

type Check = (value: number) => boolean
const nonNegative: Check = (v) => v >= 0 && v !== Infinity
const positive: Check = (v) => v > 0 && v !== Infinity

/**
 * Check drag options and resolve their defaults. Throws an Error that names the function (`caller`), the
 * option's path and what is wrong with it: a NaN, infinite or negative coefficient, an unknown key's
 * wrong type, a non-object.
 */
export function resolveDrag(
  options: DragOptions | boolean | undefined,
  caller: string,
  path = 'options.drag',
): ResolvedDrag {
  const fail = (key: string, requirement: string, value: unknown): never => {
    throw new Error(`${caller}: ${path}${key} ${requirement}, got ${describeValue(value)}`)
  }
  const number = (key: string, value: unknown, fallback: number, ok: Check, requirement: string): number => {
    if (value === undefined) return fallback
    if (typeof value !== 'number' || Number.isNaN(value) || !ok(value)) fail(key, `must be ${requirement}`, value)
    return value as number
  }
  /** undefined/true: the defaults; false: off; an object: its numbers. */
  const part = <T extends object>(key: string, value: unknown): { on: boolean; values: T } => {
    if (value === undefined || value === true) return { on: true, values: {} as T }
    if (value === false) return { on: false, values: {} as T }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return fail(key, 'must be true, false or an object of coefficients', value)
    }
    refuseUnknownKeys(key, value as object, KNOWN[key])
    return { on: true, values: value as T }
  }
  const refuseUnknownKeys = (key: string, value: object, known: readonly string[] | undefined) => {
    if (known === undefined) return
    for (const name of Object.keys(value)) {
      if (!known.includes(name))
        fail(
          `${key}.${name}`,
          `is not an option (known: ${known.join(', ')})`,
          (value as Record<string, unknown>)[name],
        )
    }
  }

  if (options === false) return { ...OFF }
  const o: DragOptions = options === undefined || options === true ? {} : options
  if (typeof o !== 'object' || o === null || Array.isArray(o)) fail('', 'must be false, true or an object', options)
  refuseUnknownKeys('', o, KNOWN[''])

  const referenceSpeed = number(
    '.referenceSpeed',
    o.referenceSpeed,
    D.DEFAULT_REFERENCE_SPEED,
    positive,
    'a finite number > 0 (m/s)',
  )

  const viscous = part<{ kinematicViscosity?: number; length?: number }>('.viscous', o.viscous)
  const kinematicViscosity = number(
    '.viscous.kinematicViscosity',
    viscous.values.kinematicViscosity,
    D.DEFAULT_KINEMATIC_VISCOSITY,
    positive,
    'a finite number > 0 (m²/s)',
  )
  const viscousLength = number('.viscous.length', viscous.values.length, NaN, positive, 'a finite number > 0 (m)')

  const pressure = part<{ linear?: number; quadratic?: number; falloff?: number }>('.pressure', o.pressure)
  const suction = part<{ linear?: number; quadratic?: number; falloff?: number }>('.suction', o.suction)
  const coefficient = (key: string, value: unknown, fallback: number, on: boolean) =>
    on ? number(key, value, fallback, nonNegative, 'a finite number ≥ 0 (N/m²)') : 0
  const falloff = (key: string, value: unknown, fallback: number) =>
    number(key, value, fallback, nonNegative, 'a finite number ≥ 0')

  const slamming = part<{ threshold?: number; power?: number; stopTime?: number }>('.slamming', o.slamming)
  const radiation = part<{ heave?: number; roll?: number; pitch?: number }>('.radiation', o.radiation)
  const ueng = part<{ heave?: number; pitch?: number; roll?: number }>('.ueng', o.ueng === undefined ? false : o.ueng)
  const ratio = (key: string, value: unknown, fallback: number, on: boolean) =>
    on ? number(key, value, fallback, nonNegative, 'a finite number ≥ 0 (a fraction of critical damping)') : 0
  const rate = (key: string, value: unknown, fallback: number, on: boolean) =>
    on ? number(key, value, fallback, nonNegative, 'a finite number ≥ 0 (1/s)') : 0

  let angularMomentumRate = 0
  if (o.angularMomentum !== undefined && o.angularMomentum !== false) {
    angularMomentumRate = number(
      '.angularMomentum',
      o.angularMomentum,
      0,
      nonNegative,
      'false or a finite rate ≥ 0 (1/s)',
    )
  }

  if (o.faces !== undefined && o.faces !== 'centroid' && o.faces !== 'resolved') {
    fail('.faces', "must be 'centroid' or 'resolved'", o.faces)
  }
  const splitFaces = o.faces === 'resolved'
  let waterVelocity = LINEAR_WATER
  if (o.waterVelocity === 'exact') waterVelocity = EXACT_WATER
  else if (o.waterVelocity === 'still') waterVelocity = STILL_WATER
  else if (o.waterVelocity !== undefined && o.waterVelocity !== 'linear') {
    fail('.waterVelocity', "must be 'linear', 'exact' or 'still'", o.waterVelocity)
  }

  return {
    enabled: true,
    referenceSpeed,
    viscous: viscous.on,
    kinematicViscosity,
    viscousLength,
    pressureLinear: coefficient('.pressure.linear', pressure.values.linear, D.DEFAULT_PRESSURE_LINEAR, pressure.on),
    pressureQuadratic: coefficient(
      '.pressure.quadratic',
      pressure.values.quadratic,
      D.DEFAULT_PRESSURE_QUADRATIC,
      pressure.on,
    ),
    pressureFalloff: falloff('.pressure.falloff', pressure.values.falloff, D.DEFAULT_PRESSURE_FALLOFF),
    suctionLinear: coefficient('.suction.linear', suction.values.linear, D.DEFAULT_SUCTION_LINEAR, suction.on),
    suctionQuadratic: coefficient(
      '.suction.quadratic',
      suction.values.quadratic,
      D.DEFAULT_SUCTION_QUADRATIC,
      suction.on,
    ),
    suctionFalloff: falloff('.suction.falloff', suction.values.falloff, D.DEFAULT_SUCTION_FALLOFF),
    slamming: slamming.on,
    slammingThreshold: number(
      '.slamming.threshold',
      slamming.values.threshold,
      D.DEFAULT_SLAMMING_THRESHOLD,
      positive,
      'a finite number > 0 (m/s²)',
    ),
    slammingPower: number(
      '.slamming.power',
      slamming.values.power,
      D.DEFAULT_SLAMMING_POWER,
      positive,
      'a finite number > 0',
    ),
    slammingStopTime: number(
      '.slamming.stopTime',
      slamming.values.stopTime,
      D.DEFAULT_SLAMMING_STOP_TIME,
      positive,
      'a finite number > 0 (s)',
    ),
    radiationHeave: ratio('.radiation.heave', radiation.values.heave, D.DEFAULT_RADIATION_HEAVE, radiation.on),
    radiationRoll: ratio('.radiation.roll', radiation.values.roll, D.DEFAULT_RADIATION_ROLL, radiation.on),
    radiationPitch: ratio('.radiation.pitch', radiation.values.pitch, D.DEFAULT_RADIATION_PITCH, radiation.on),
    uengHeave: rate('.ueng.heave', ueng.values.heave, D.DEFAULT_UENG_HEAVE, ueng.on),
    uengPitch: rate('.ueng.pitch', ueng.values.pitch, D.DEFAULT_UENG_PITCH, ueng.on),
    uengRoll: rate('.ueng.roll', ueng.values.roll, D.DEFAULT_UENG_ROLL, ueng.on),
    angularMomentumRate,
    waterVelocity,
    splitFaces,
  }
}

/** The keys each part of DragOptions knows: a misspelt one is refused rather than silently ignored. */
const KNOWN: Record<string, readonly string[]> = {
  '': [
    'referenceSpeed',
    'viscous',
    'pressure',
    'suction',
    'slamming',
    'radiation',
    'ueng',
    'angularMomentum',
    'waterVelocity',
    'faces',
  ],
  '.viscous': ['kinematicViscosity', 'length'],
  '.pressure': ['linear', 'quadratic', 'falloff'],
  '.suction': ['linear', 'quadratic', 'falloff'],
  '.slamming': ['threshold', 'power', 'stopTime'],
  '.radiation': ['heave', 'roll', 'pitch'],
  '.ueng': ['heave', 'pitch', 'roll'],
}

const OFF: ResolvedDrag = Object.freeze({
  enabled: false,
  referenceSpeed: D.DEFAULT_REFERENCE_SPEED,
  viscous: false,
  kinematicViscosity: D.DEFAULT_KINEMATIC_VISCOSITY,
  viscousLength: NaN,
  pressureLinear: 0,
  pressureQuadratic: 0,
  pressureFalloff: 0,
  suctionLinear: 0,
  suctionQuadratic: 0,
  suctionFalloff: 0,
  slamming: false,
  slammingThreshold: D.DEFAULT_SLAMMING_THRESHOLD,
  slammingPower: D.DEFAULT_SLAMMING_POWER,
  slammingStopTime: D.DEFAULT_SLAMMING_STOP_TIME,
  radiationHeave: 0,
  radiationRoll: 0,
  radiationPitch: 0,
  uengHeave: 0,
  uengPitch: 0,
  uengRoll: 0,
  angularMomentumRate: 0,
  waterVelocity: STILL_WATER,
  splitFaces: false,
}) as ResolvedDrag
