import { STANDARD_GRAVITY } from '../types.js'
import type { WaveField } from './types.js'
import { checkLevel } from './checkLevel.js'
import { buildWaveField } from './sumOfSines.js'

/**
 * Still water at height `level` (m, default 0): a {@link WaveField} with no components, so the shader and
 * the drag treat it like any sea. Height = level, normal straight up, water velocity zero, maxCurvature 0.
 *
 * @throws Error when level is not a finite number.
 */
export function flatWater(level = 0): WaveField {
  return buildWaveField([], STANDARD_GRAVITY, checkLevel('flatWater', level))
}
