import { STANDARD_GRAVITY } from '../types.js'
import type { WaveComponent } from './types.js'
import { describeValue } from '../checks.js'
import { piersonMoskowitzFrequencyAt, piersonMoskowitzVariance } from './piersonMoskowitz.js'
import { seededRandom } from './seededRandom.js'

/** Options of {@link windSea} and {@link seaState}. */
export interface WindSeaOptions {
  /** Integer seed of the directions and phases (any integer; taken modulo 2³²). Default 1. */
  seed?: number
  /** Number of sines, 1 to 64. Default 6. */
  count?: number
  /** Mean direction of travel, radians in the x-z plane (toward (cos d, sin d)). Default 0. */
  direction?: number
  /** Half-width of the spread of directions around the mean, radians, 0 (long-crested) to π. Default π/6. */
  spread?: number
  /** m/s², default 9.81. Use the same gravity in createWaves, whose dispersion turns wavelengths back into frequencies. */
  gravity?: number
}

/** More sines than this cost more than they show: the wave sum is the physics' hot loop. */
export const MAX_WIND_SEA_COMPONENTS = 64

function checkNumber(name: string, value: unknown, ok: (v: number) => boolean, what: string): number {
  if (typeof value !== 'number' || !ok(value))
    throw new Error(`windSea: ${name} must be ${what} (got ${describeValue(value)})`)
  return value
}

/**
 * The components of a fully developed wind sea: the Pierson–Moskowitz spectrum of wind speed U split
 * into `count` sines that each carry an equal share of its energy.
 *
 * The bins are equal-energy bins of the spectrum (narrow near the peak, wide in the tails), so the sines
 * cluster where the energy is; each has amplitude sqrt(2 m₀ / count), so 4 sqrt(Σ A² / 2) is exactly the
 * spectrum's Hs ≈ 0.21 U² / g. A bin's sine sits at its median frequency (half the bin's energy on each side),
 * with the deep-water wavelength 2π g / ω². Directions are stratified over [direction − spread, direction + spread]
 * (one random slot per sine, jittered) and phases uniform, all from `seed`: the same seed gives the same sea.
 *
 * @param windSpeed U, m/s, measured 19.5 m above the sea (the spectrum's reference height); more than 0.
 *   For no wind use {@link flatWater}.
 * @returns fresh components for {@link createWaves} (no `speed`: deep-water dispersion applies)
 * @throws Error when the wind speed or an option is invalid.
 */
export function windSea(windSpeed: number, options: WindSeaOptions = {}): WaveComponent[] {
  if (typeof windSpeed === 'number' && windSpeed === 0) {
    throw new Error('windSea: windSpeed is 0, which makes no waves; for still water use flatWater(level) instead')
  }
  checkNumber('windSpeed', windSpeed, (v) => Number.isFinite(v) && v > 0, 'a positive finite number of m/s')
  if (typeof options !== 'object' || options === null) {
    throw new Error(`windSea: options must be an object (got ${describeValue(options)})`)
  }
  const { seed = 1, count = 6, direction = 0, spread = Math.PI / 6, gravity = STANDARD_GRAVITY } = options
  checkNumber('seed', seed, Number.isInteger, 'an integer')
  checkNumber(
    'count',
    count,
    (v) => Number.isInteger(v) && v >= 1 && v <= MAX_WIND_SEA_COMPONENTS,
    `a whole number from 1 to ${MAX_WIND_SEA_COMPONENTS}`,
  )
  checkNumber('direction', direction, Number.isFinite, 'a finite angle in radians')
  checkNumber('spread', spread, (v) => v >= 0 && v <= Math.PI, 'an angle from 0 to π radians')
  checkNumber('gravity', gravity, (v) => Number.isFinite(v) && v > 0, 'a positive finite number of m/s²')

  const amplitude = Math.sqrt((2 * piersonMoskowitzVariance(windSpeed, gravity)) / count)
  const random = seededRandom(seed)
  const slots = Array.from({ length: count }, (_, i) => i)
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[slots[i], slots[j]] = [slots[j], slots[i]]
  }
  const components: WaveComponent[] = []
  for (let i = 0; i < count; i++) {
    const angularFrequency = piersonMoskowitzFrequencyAt((i + 0.5) / count, windSpeed, gravity)
    const offset = spread * (((slots[i] + random()) / count) * 2 - 1)
    components.push({
      amplitude,
      wavelength: (2 * Math.PI * gravity) / angularFrequency ** 2,
      direction: direction + offset,
      phase: 2 * Math.PI * random(),
    })
  }
  return components
}
