import { type WaveField, describeError, flatWater } from '../../core/internal.js'
import { checkAmount } from '../propChecks.js'
import { checkOceanResolution, checkOceanSize } from './oceanGeometry.js'
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

/** The props' documented defaults: `<Ocean>`'s when a prop is not given, or out of range on a first render. */
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

/** The settings `<Ocean>` draws with: every one in range, and the preset's look. */
export type CheckedOceanSettings = OceanSettings & { look: OceanPresetLook }

type OceanPropValues = Omit<OceanSettings, 'field'>
type OceanProp = keyof OceanPropValues

/** What is wrong with each prop's value (the whole message), or null. */
const propProblems: { [P in OceanProp]: (value: OceanPropValues[P]) => string | null } = {
  size: (size) => (size === undefined ? null : thrown(() => checkOceanSize(size))),
  resolution: (resolution) => (resolution === undefined ? null : thrown(() => checkOceanResolution(resolution))),
  quality: (quality) => thrown(() => checkOceanQuality(quality)),
  preset: (preset) => thrown(() => oceanPresetLook(preset)),
  foam: (foam) => said(checkAmount('foam', foam, 'amount, 1 natural')),
  detail: (detail) => said(checkAmount('detail', detail, 'amount, 1 natural')),
  reflect: (reflect) => said(checkAmount('reflect', reflect, 'amount, 1 physical')),
  roughness: (roughness) => said(checkUnit('roughness', roughness)),
  metalness: (metalness) => said(checkUnit('metalness', metalness)),
  opacity: (opacity) => said(checkUnit('opacity', opacity)),
}

/**
 * The settings to draw `given` with, and what is wrong with it (one message per prop out of range, and one
 * for a sea of more than OCEAN_MAX_WAVES components). Each prop out of range takes its value in `last` (the
 * settings drawn before: its last good value), or its default when there is no `last`; the other props are
 * drawn as given. The sea is the enclosing `<Waves>`'s, the one the physics reads, whatever the props; only a
 * sea the shader cannot draw gives way to the last one drawn, or to flat water at its level before any.
 */
export function resolveOceanSettings(
  given: OceanSettings,
  last: CheckedOceanSettings | null,
): { settings: CheckedOceanSettings; problems: string[] } {
  const problems: string[] = []
  const seaProblem = thrown(() => checkOceanWaveCount(given.field, '<Ocean>'))
  let field = given.field
  if (seaProblem !== null) {
    problems.push(seaProblem)
    field = last === null ? flatWater(given.field.level) : last.field
  }
  const fallback: OceanPropValues = last ?? OCEAN_DEFAULTS
  const good = <P extends OceanProp>(prop: P): OceanPropValues[P] => {
    const problem = propProblems[prop](given[prop])
    if (problem === null) return given[prop]
    problems.push(problem)
    return fallback[prop]
  }
  const settings: OceanSettings = {
    field,
    size: good('size'),
    resolution: good('resolution'),
    quality: good('quality'),
    preset: good('preset'),
    foam: good('foam'),
    detail: good('detail'),
    reflect: good('reflect'),
    roughness: good('roughness'),
    metalness: good('metalness'),
    opacity: good('opacity'),
  }
  return { settings: { ...settings, look: oceanPresetLook(settings.preset) }, problems }
}

/** The message of what `check` throws, or null when it returns. */
function thrown(check: () => unknown): string | null {
  try {
    check()
    return null
  } catch (error) {
    return describeError(error)
  }
}

/** A problem of a prop as said: named after the component. */
function said(problem: string | null): string | null {
  return problem === null ? null : `<Ocean>: ${problem}`
}

/** What is wrong with a material's number that must lie in [0, 1], or null. */
function checkUnit(what: string, value: unknown): string | null {
  if (typeof value === 'number' && value >= 0 && value <= 1) return null
  return `${what} must be a number from 0 to 1, got ${String(value)}`
}
