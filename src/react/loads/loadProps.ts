/** Three numbers, as the props of r3f components take positions and sizes. */
export type Triple = readonly [number, number, number]

/** What is wrong with a triple prop (finite numbers, optionally ≥ 0 or > 0), or null. */
export function checkTriple(
  what: string,
  value: unknown,
  unit: string,
  sign: 'any' | 'positive' = 'any',
): string | null {
  const ok =
    Array.isArray(value) &&
    value.length === 3 &&
    value.every((v) => typeof v === 'number' && Number.isFinite(v) && (sign === 'any' || v > 0))
  if (ok) return null
  const kind = sign === 'positive' ? 'positive finite numbers' : 'finite numbers'
  return `${what} must be 3 ${kind} (${unit}), got ${JSON.stringify(value)}`
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

/** The label of a `<Cargo>` or `<Compartment>` in messages: `<Cargo name="crate"> in <Buoyant name="boat">`. */
export function loadLabel(kind: string, name: string | undefined, buoyant: string): string {
  return `<${kind}${name === undefined ? '' : ` name=${JSON.stringify(name)}`}> in ${buoyant}`
}

/** A triple as a vector. */
export function vectorOf(t: Triple): { x: number; y: number; z: number } {
  return { x: t[0], y: t[1], z: t[2] }
}
