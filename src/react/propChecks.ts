// The checks every component's props go through: one wording for every array and number prop.

/**
 * What is wrong with a tuple prop (`length` finite numbers, optionally all > 0), or null. Every component's
 * array props (`<Buoyant position>`, `<Cargo size>`…) are checked by this one function.
 */
export function checkTuple(
  what: string,
  value: unknown,
  unit: string,
  { length = 3, sign = 'any' }: { length?: number; sign?: 'any' | 'positive' } = {},
): string | null {
  const ok =
    Array.isArray(value) &&
    value.length === length &&
    value.every((v) => typeof v === 'number' && Number.isFinite(v) && (sign === 'any' || v > 0))
  if (ok) return null
  const kind = sign === 'positive' ? 'positive finite numbers' : 'finite numbers'
  return `${what} must be ${length} ${kind} (${unit}), got ${shownTuple(value)}`
}

/** A tuple as written in a message: NaN and Infinity as themselves (JSON wrote them as null). */
function shownTuple(value: unknown): string {
  if (!Array.isArray(value)) return JSON.stringify(value) ?? String(value)
  return `[${value.map((v) => (typeof v === 'number' ? String(v) : (JSON.stringify(v) ?? String(v)))).join(',')}]`
}

/** What is wrong with a number prop that must be finite and ≥ 0 (or within (0, 1]), or null. */
export function checkAmount(
  what: string,
  value: unknown,
  unit: string,
  range: 'nonNegative' | 'fraction' = 'nonNegative',
): string | null {
  const ok =
    typeof value === 'number' && Number.isFinite(value) && (range === 'fraction' ? value > 0 && value <= 1 : value >= 0)
  if (ok) return null
  const kind = range === 'fraction' ? 'a number in (0, 1]' : 'a finite number ≥ 0'
  return `${what} must be ${kind} (${unit}), got ${String(value)}`
}
