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
  /**
   * Sum the field per pixel for the normal, fading each component at the pixel's footprint; else interpolate
   * the vertices' analytic normal (no per-pixel loop; far, unresolved waves then shade coarser).
   */
  pixelField: boolean
  /** Default `resolution` of the grid (cells across its fine centre). */
  resolution: number
  /** Horizon grid: each cell past the fine centre this much wider than the one before. */
  growth: number
}

/**
 * The levels, from the frame times in bench/OCEAN.md (quick start, 1280 × 720, SwiftShader): the per-pixel
 * loops over the wave uniforms cost most, then the grid's triangles. 'medium' drops half the detail
 * components (their slopes become GGX roughness instead, so the glitter keeps its spread); 'low' has no
 * per-pixel loop (the vertices' normal, all detail as roughness, no whitecaps) and a grid of about half the
 * triangles (fewer fine cells, faster-growing far cells).
 */
export const OCEAN_QUALITY_LEVELS: Readonly<Record<OceanQualityLevel, OceanQualitySettings>> = {
  high: { detailWaves: OCEAN_DETAIL_WAVES, pixelField: true, whitecaps: true, resolution: 128, growth: 1.08 },
  medium: { detailWaves: 6, pixelField: true, whitecaps: true, resolution: 128, growth: 1.08 },
  low: { detailWaves: 0, pixelField: false, whitecaps: false, resolution: 48, growth: 1.12 },
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
  return {
    OCEAN_DETAIL_COUNT: settings.detailWaves,
    OCEAN_WHITECAPS: settings.whitecaps ? 1 : 0,
    OCEAN_FIELD_PIXEL: settings.pixelField ? 1 : 0,
  }
}
