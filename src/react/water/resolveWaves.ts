import { SEA_STATES, createWaves, seaState } from '../../core/internal.js'
import type { SeaStateName, WaveComponent, WaveField } from '../../core/internal.js'

/** What `<Waves waves>` accepts: a ready field, hand-written components, or the name of a preset sea. */
export type WavesInput = WaveField | readonly WaveComponent[] | SeaStateName

function isWaveField(value: object): value is WaveField {
  const candidate = value as Partial<WaveField>
  return (
    Array.isArray(candidate.components) &&
    typeof candidate.heightAt === 'function' &&
    typeof candidate.timePhases === 'function'
  )
}

/**
 * A key that changes exactly when the sea changes, so `<Waves waves={[{ ... }]}>` written inline (a new
 * array every render) keeps one field instead of rebuilding it and re-rendering every consumer each time.
 */
export function wavesKey(waves: WavesInput): unknown {
  return Array.isArray(waves) ? JSON.stringify(waves) : waves
}

/**
 * The WaveField for a `waves` prop: a field as given, components through `createWaves`, a name through
 * `seaState`.
 * @throws Error for an unknown sea state name, invalid components, or anything else
 */
export function resolveWaves(waves: WavesInput): WaveField {
  if (typeof waves === 'string') {
    if (!Object.prototype.hasOwnProperty.call(SEA_STATES, waves)) {
      throw new Error(
        `<Waves>: unknown sea state '${waves}' in the waves prop; the presets are ${Object.keys(SEA_STATES).join(', ')}`,
      )
    }
    return createWaves(seaState(waves))
  }
  if (Array.isArray(waves)) return createWaves(waves as readonly WaveComponent[])
  if (typeof waves === 'object' && waves !== null && isWaveField(waves)) return waves
  throw new Error(
    `<Waves>: the waves prop must be a WaveField (createWaves, flatWater), an array of wave components, or a sea state name (got ${
      waves === null ? 'null' : typeof waves
    })`,
  )
}
