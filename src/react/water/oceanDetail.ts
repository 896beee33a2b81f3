import type { WaveField } from '../../core/internal.js'

/** Short wave components that only shade (normals, glitter, foam texture) and never displace. */
export const OCEAN_DETAIL_WAVES = 12

/** Each detail wavelength is DETAIL_RATIO times the one before (the longest: see detailBand). */
const DETAIL_RATIO = 0.72
/** Steepness A·k of each detail component at `detail` = 1: a slope spectrum about flat in log k. */
const DETAIL_STEEPNESS = 0.045
const GRAVITY = 9.81
const TWO_PI = 2 * Math.PI
const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5))

/** Uniforms of the detail components: vec4(A m, kx, kz rad/m, φ rad) each, φ wrapped on the CPU. */
export type OceanDetailUniforms = {
  uOceanDetailWaves: { value: Float32Array }
}

export function createOceanDetailUniforms(): OceanDetailUniforms {
  return { uOceanDetailWaves: { value: new Float32Array(OCEAN_DETAIL_WAVES * 4) } }
}

/**
 * The longest detail wavelength, m: half the field's shortest (the detail continues the spectrum below
 * it), from 4 to 40 m; twelve components then reach down to 1/37 of it.
 */
function detailBand(field: WaveField): number {
  let shortest = Infinity
  for (const c of field.components) {
    const k = Math.hypot(c.kx, c.kz)
    if (k > 0) shortest = Math.min(shortest, TWO_PI / k)
  }
  return Math.min(Math.max(shortest / 2, 4), 40)
}

/** Direction (rad) of the field's largest component: the wind the short waves run with. */
function windDirection(field: WaveField): number {
  let largest = 0
  let direction = 0
  for (const c of field.components) {
    if (c.amplitude > largest) {
      largest = c.amplitude
      direction = Math.atan2(c.kz, c.kx)
    }
  }
  return direction
}

/**
 * Fills the detail components at simulated time `time` (s) for a plane whose local origin sits at world
 * (offsetX, 0, offsetZ), like writeOceanUniforms: deep-water gravity waves (ω = √(g k)) spread within ±95°
 * of the wind, their phases formed and wrapped in double precision. `strength` scales their steepness
 * (0 turns them off).
 */
export function writeOceanDetail(
  uniforms: OceanDetailUniforms,
  field: WaveField,
  time: number,
  strength: number,
  offsetX = 0,
  offsetZ = 0,
): void {
  const wind = windDirection(field)
  const longest = detailBand(field)
  // Rougher seas carry steeper short waves: up to 1.8 times the steepness at a significant height of 9 m.
  const steepness = DETAIL_STEEPNESS * strength * (0.6 + 1.2 * Math.min(significantHeight(field) / 9, 1))
  const waves = uniforms.uOceanDetailWaves.value
  for (let i = 0; i < OCEAN_DETAIL_WAVES; i++) {
    const wavelength = longest * DETAIL_RATIO ** i
    const k = TWO_PI / wavelength
    // Golden-angle steps folded into ±95°: every pair of neighbours in wavelength crosses at a wide angle,
    // so the short-crested pattern has no streaks.
    const spread = ((((i * GOLDEN_ANGLE) / Math.PI) % 1) * 2 - 1) * 1.66
    const kx = k * Math.cos(wind + spread)
    const kz = k * Math.sin(wind + spread)
    const omegaT = (Math.sqrt(GRAVITY * k) * time) % TWO_PI
    const phase = i * 2.39996 - omegaT + kx * offsetX + kz * offsetZ
    waves[4 * i] = steepness / k
    waves[4 * i + 1] = kx
    waves[4 * i + 2] = kz
    waves[4 * i + 3] = phase - TWO_PI * Math.floor(phase / TWO_PI)
  }
}

/**
 * Where whitecaps start (see OceanShadingUniforms.uOceanWhitecap): from J < 0.45 on a calm sea to J < 0.95
 * at a significant height of 9 m (Hs = 4 √(Σ A²/2) for a sum of sines).
 */
export function whitecapThreshold(field: WaveField): number {
  return 0.45 + 0.5 * Math.min(significantHeight(field) / 9, 1)
}

/** Hs = 4 √(Σ A²/2), m: four standard deviations of the surface height of a sum of sines. */
function significantHeight(field: WaveField): number {
  let energy = 0
  for (const c of field.components) energy += (c.amplitude * c.amplitude) / 2
  return 4 * Math.sqrt(energy)
}
