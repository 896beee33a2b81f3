/** Throws unless `value` is a finite number > 0. */
export function requirePositive(fn: string, name: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new Error(`${fn}: ${name} is ${String(value)}; it must be a finite number > 0`)
  }
  return value
}

/** Throws unless `value` is an integer in [min, max]. */
export function requireInteger(fn: string, name: string, value: unknown, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${fn}: ${name} is ${String(value)}; it must be an integer from ${min} to ${max}`)
  }
  return value
}
