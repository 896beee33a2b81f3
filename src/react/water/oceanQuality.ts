import { OCEAN_DETAIL_WAVES } from './oceanDetail.js'

/** How much per-pixel work `<Ocean>` does: see {@link OCEAN_QUALITY_LEVELS}. */
export type OceanQualityLevel = 'high' | 'medium' | 'low'

/** `<Ocean quality>`: a level, or 'auto' (the default): 'low' on a software renderer, else 'high'. */
export type OceanQuality = OceanQualityLevel | 'auto'

/** What one quality level draws. The displaced surface (every vertex) is the exact sum of sines at all levels. */
export interface OceanQualitySettings {
  /** Shading-only detail components summed per pixel, the longest first (of OCEAN_DETAIL_WAVES). */
  detailWaves: number
  /** Whitecaps from the choppy sea's Jacobian (contact foam along waterlines stays at every level). */
  whitecaps: boolean
  /** Default `resolution` of the grid (cells across its fine centre). */
  resolution: number
}

/**
 * The levels, from the frame times in bench/OCEAN.md (quick start, 1280 × 720, SwiftShader): the per-pixel
 * sums dominate, so the levels drop detail components (their slopes become GGX roughness instead, so the
 * glitter keeps its spread) and, at 'low', the whitecaps' Jacobian and half the grid's fine cells.
 */
export const OCEAN_QUALITY_LEVELS: Readonly<Record<OceanQualityLevel, OceanQualitySettings>> = {
  high: { detailWaves: OCEAN_DETAIL_WAVES, whitecaps: true, resolution: 128 },
  medium: { detailWaves: 6, whitecaps: true, resolution: 128 },
  low: { detailWaves: 3, whitecaps: false, resolution: 64 },
}

/** @throws Error naming the prop when quality is not 'auto', 'high', 'medium' or 'low' */
export function checkOceanQuality(quality: unknown): asserts quality is OceanQuality {
  if (quality !== 'auto' && !(typeof quality === 'string' && Object.hasOwn(OCEAN_QUALITY_LEVELS, quality))) {
    throw new Error(
      `<Ocean>: quality must be 'auto', 'high', 'medium' or 'low' (got ${JSON.stringify(quality) ?? String(quality)})`,
    )
  }
}

/** The fragment shader's #defines for a level (read by oceanShadingFragmentGLSL; it defaults to 'high'). */
export function oceanQualityDefines(level: OceanQualityLevel): Record<string, number> {
  const settings = OCEAN_QUALITY_LEVELS[level]
  return { OCEAN_DETAIL_COUNT: settings.detailWaves, OCEAN_WHITECAPS: settings.whitecaps ? 1 : 0 }
}
