import type { WaveField } from '../../core/internal.js'
import { checkAmount } from '../propChecks.js'
import { checkOceanGrid, checkOceanResolution } from './oceanGeometry.js'
import { type OceanPreset, type OceanPresetLook, oceanPresetLook } from './oceanPresets.js'
import { type OceanQuality, checkOceanQuality } from './oceanQuality.js'
import { checkOceanWaveCount } from './oceanUniforms.js'

/** The `<Ocean>` props that must be in range before anything is drawn with them, and the sea it draws. */
export interface OceanSettings {
  field: WaveField
  size: number | undefined
  resolution: number | undefined
  quality: OceanQuality
  preset: OceanPreset
  foam: number
  detail: number
  reflect: number
  roughness: number
  metalness: number
  opacity: number
}

/** The props' documented defaults: `<Ocean>`'s when a prop is not given, and all of them after a bad first render. */
export const OCEAN_DEFAULTS = {
  size: undefined,
  resolution: undefined,
  quality: 'auto',
  preset: 'day',
  foam: 1,
  detail: 1,
  reflect: 1,
  roughness: 0.06,
  metalness: 0,
  opacity: 1,
} as const satisfies Omit<OceanSettings, 'field'>

/** The default settings on `field`: what a first render with a bad prop draws. */
export function defaultOceanSettings(field: WaveField): OceanSettings {
  return { field, ...OCEAN_DEFAULTS }
}

/**
 * `settings` with the preset's look, when every one is in range.
 * @throws Error naming the prop that is not (or the sea, when it has more components than the shader sums)
 */
export function checkOceanSettings(settings: OceanSettings): OceanSettings & { look: OceanPresetLook } {
  checkOceanWaveCount(settings.field, '<Ocean>')
  const look = oceanPresetLook(settings.preset)
  checkOceanQuality(settings.quality)
  if (settings.size !== undefined) checkOceanGrid(settings.size, settings.resolution ?? 1)
  if (settings.resolution !== undefined) checkOceanResolution(settings.resolution)
  const problem =
    checkAmount('foam', settings.foam, 'amount, 1 natural') ??
    checkAmount('detail', settings.detail, 'amount, 1 natural') ??
    checkAmount('reflect', settings.reflect, 'amount, 1 physical') ??
    checkUnit('roughness', settings.roughness) ??
    checkUnit('metalness', settings.metalness) ??
    checkUnit('opacity', settings.opacity)
  if (problem !== null) throw new Error(`<Ocean>: ${problem}`)
  return { ...settings, look }
}

/** What is wrong with a material's number that must lie in [0, 1], or null. */
function checkUnit(what: string, value: unknown): string | null {
  if (typeof value === 'number' && value >= 0 && value <= 1) return null
  return `${what} must be a number from 0 to 1, got ${String(value)}`
}
