// Small checks and descriptions shared by every layer's input validation (never used in a hot loop).

/** How a bad input is shown in an error message: numbers as written, strings quoted, other things by kind. */
export function describeValue(value: unknown): string {
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value)
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  if (typeof value === 'object') return 'an object'
  return String(value)
}

/** The message of something thrown: an Error's message, anything else as a string. */
export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** A vector or quaternion as written in messages: `(x, y, z)` or `(x, y, z, w)`. */
export function describeVector(v: { x: number; y: number; z: number; w?: number }): string {
  return v.w === undefined ? `(${v.x}, ${v.y}, ${v.z})` : `(${v.x}, ${v.y}, ${v.z}, ${v.w})`
}

/** A number that is finite and > 0. */
export function isPositiveFinite(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0
}

/** An object with finite numeric x, y and z. */
export function isFiniteVector(v: { x: number; y: number; z: number } | null | undefined): boolean {
  return !!v && Number.isFinite(v.x) && Number.isFinite(v.y) && Number.isFinite(v.z)
}
