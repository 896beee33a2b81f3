import { STANDARD_GRAVITY } from '../types.js'
import type { WaveComponent, WaveField } from './types.js'
import { checkLevel } from './checkLevel.js'
import { describeValue } from '../checks.js'
import { resolveComponent } from './resolveComponent.js'
import { buildWaveField } from './sumOfSines.js'

/** Options of {@link createWaves}. */
export interface CreateWavesOptions {
  /** m/s², default 9.81: sets the deep-water dispersion ω² = g k of components without a `speed`. */
  gravity?: number
  /** Mean water level, m (world y of the undisturbed surface), default 0. */
  level?: number
}

/**
 * A sum-of-sines sea that the physics and the ocean shader share:
 *
 *     eta(x, z, t) = level + Σ A_i sin(k_i (cos d_i x + sin d_i z) − ω_i t + phase_i),   k_i = 2π / wavelength_i
 *
 * with ω_i = k_i · speed_i, and speed_i = sqrt(g / k_i) (deep water, ω² = g k) unless given.
 * Besides heights it gives the analytic normal and slope, ∂eta/∂t, and the linear deep-water orbital
 * velocity of the water (for drag).
 *
 * The field is immutable: to change the sea, create a new one. Calls at the same time `t` share one set of
 * time phases, so a physics step that samples many points pays one sine per component per point.
 *
 * GPU: `timePhases(t, out)` gives ω_i t wrapped into [0, 2π) in double precision; the shader evaluates
 * `sin(kx_i x + kz_i z − timePhase_i + phase_i)`, which stays accurate in float32 after hours of simulated time.
 *
 * @param components one entry per sine (see {@link WaveComponent}); at least one. For still water use
 *   {@link flatWater}. Errors name a component by its index in the array, counted from 0.
 * @throws Error when the list is empty or not an array, or a component, the gravity or the level is invalid.
 */
export function createWaves(components: readonly WaveComponent[], options: CreateWavesOptions = {}): WaveField {
  if (!Array.isArray(components)) {
    throw new Error(`createWaves: components must be an array of wave components (got ${describeValue(components)})`)
  }
  if (components.length === 0) {
    throw new Error('createWaves: components is empty; for still water use flatWater(level) instead')
  }
  if (typeof options !== 'object' || options === null) {
    throw new Error(`createWaves: options must be an object { gravity?, level? } (got ${describeValue(options)})`)
  }
  const { gravity = STANDARD_GRAVITY, level = 0 } = options
  if (typeof gravity !== 'number' || !Number.isFinite(gravity) || gravity <= 0) {
    throw new Error(`createWaves: gravity must be a positive finite number of m/s² (got ${describeValue(gravity)})`)
  }
  checkLevel('createWaves', level)
  const resolved = components.map((component, i) => resolveComponent(component, gravity, `createWaves: component ${i}`))
  return buildWaveField(resolved, gravity, level)
}
