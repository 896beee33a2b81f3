/** A look of sea and sky: `<Ocean preset>`. */
export type OceanPreset = 'day' | 'sunset' | 'overcast'

export interface OceanPresetLook {
  /** Water body colour (sRGB hex). */
  color: string
  /** Light scattered inside the water. */
  scatter: string
  skyZenith: string
  skyHorizon: string
  /** Towards the sun when the scene has no directional light (x, y, z, normalised later). */
  sunDirection: [number, number, number]
  sunColor: string
}

export const OCEAN_PRESETS: Readonly<Record<OceanPreset, OceanPresetLook>> = {
  day: {
    color: '#0b3a4f',
    scatter: '#1b9e96',
    skyZenith: '#2a65b0',
    skyHorizon: '#c3d8e8',
    sunDirection: [0.45, 0.55, -0.7],
    sunColor: '#fff3dc',
  },
  sunset: {
    color: '#0d2a3d',
    scatter: '#2a8f7a',
    skyZenith: '#2c3f6e',
    skyHorizon: '#f0a060',
    sunDirection: [0.2, 0.06, -0.98],
    sunColor: '#ffb060',
  },
  overcast: {
    color: '#1f3b45',
    scatter: '#3a7f78',
    skyZenith: '#6c7a86',
    skyHorizon: '#a9b3ba',
    sunDirection: [0.3, 0.7, -0.6],
    sunColor: '#30302c',
  },
}

/** @throws Error naming the prop when preset is not one of OCEAN_PRESETS' names */
export function oceanPresetLook(preset: string): OceanPresetLook {
  const look = (OCEAN_PRESETS as Record<string, OceanPresetLook | undefined>)[preset]
  if (look === undefined) {
    throw new Error(
      `<Ocean>: preset must be one of ${Object.keys(OCEAN_PRESETS).join(', ')} (got ${JSON.stringify(preset)})`,
    )
  }
  return look
}
