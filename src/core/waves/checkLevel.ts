import { describeValue } from '../checks.js'

/** The mean water level, checked for createWaves and flatWater alike. */
export function checkLevel(method: string, level: unknown): number {
  if (typeof level !== 'number' || !Number.isFinite(level)) {
    throw new Error(`${method}: level must be a finite height in metres (got ${describeValue(level)})`)
  }
  return level
}
