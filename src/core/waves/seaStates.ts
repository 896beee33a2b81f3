import type { WaveComponent } from './types.js'
import { describeValue } from '../checks.js'
import { piersonMoskowitzPeakFrequency, piersonMoskowitzSignificantHeight } from './piersonMoskowitz.js'
import { windSea, type WindSeaOptions } from './windSea.js'

/** The names of the {@link SEA_STATES} presets, calm to storm. */
export type SeaStateName = 'calm' | 'moderate' | 'rough' | 'storm'

/** A named fully developed wind sea (Pierson–Moskowitz). */
export interface SeaStatePreset {
  /** m/s, 19.5 m above the sea */
  readonly windSpeed: number
  /** What it looks like, in one line. */
  readonly description: string
  /** The default seed of {@link seaState}: each preset is one fixed sea, the same for everyone. */
  readonly seed: number
  /** Hs = 2 sqrt(α / β) U² / g at g = 9.81, m */
  readonly significantWaveHeight: number
  /** 2π / ω_p at g = 9.81, s */
  readonly peakPeriod: number
}

function preset(windSpeed: number, seed: number, description: string): SeaStatePreset {
  return Object.freeze({
    windSpeed,
    description,
    seed,
    significantWaveHeight: piersonMoskowitzSignificantHeight(windSpeed),
    peakPeriod: (2 * Math.PI) / piersonMoskowitzPeakFrequency(windSpeed),
  })
}

/**
 * Named sea states from calm to storm. The wind speeds put each preset's Hs in the band of the
 * Douglas sea scale that its name suggests.
 */
export const SEA_STATES: Readonly<Record<SeaStateName, SeaStatePreset>> = Object.freeze({
  calm: preset(3, 101, 'Light breeze, smooth sea: ripples and small wavelets, Hs ≈ 0.2 m.'),
  moderate: preset(8, 202, 'Moderate breeze, moderate sea: long waves, some white horses, Hs ≈ 1.4 m.'),
  rough: preset(13, 303, 'Strong breeze, rough sea: large waves, white foam crests everywhere, Hs ≈ 3.6 m.'),
  storm: preset(20, 404, 'Gale, high sea: high, long waves with breaking crests and spray, Hs ≈ 8.5 m.'),
})

/**
 * The components of a named preset: {@link windSea} at the preset's wind speed with its own default seed,
 * so `createWaves(seaState('rough'))` is the same sea for everyone. Options override seed, count, etc.
 *
 * @throws Error for an unknown name or invalid options.
 */
export function seaState(name: SeaStateName, options: WindSeaOptions = {}): WaveComponent[] {
  if (typeof name !== 'string' || !Object.prototype.hasOwnProperty.call(SEA_STATES, name)) {
    throw new Error(
      `seaState: unknown sea state ${describeValue(name)}; the presets are ${Object.keys(SEA_STATES)
        .map((n) => `'${n}'`)
        .join(', ')}`,
    )
  }
  if (typeof options !== 'object' || options === null) {
    throw new Error(`seaState: options must be an object (got ${describeValue(options)})`)
  }
  const { windSpeed, seed } = SEA_STATES[name]
  return windSea(windSpeed, { ...options, seed: options.seed ?? seed })
}
