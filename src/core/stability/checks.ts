import type { Hull } from '../hull/types.js'
import type { Vector } from '../types.js'
import { describeValue } from '../checks.js'

/** Throws unless `value` is a finite number; returns it. */
export function requireFinite(fn: string, name: string, value: unknown, unit: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new Error(`${fn}: ${name} must be a finite number (${unit}), got ${describeValue(value)}`)
  }
  return value
}

/** Throws unless `value` is a finite number > 0; returns it. */
export function requirePositive(fn: string, name: string, value: unknown, unit: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new Error(`${fn}: ${name} must be a finite number > 0 (${unit}), got ${describeValue(value)}`)
  }
  return value
}

/** Throws unless `value` is a finite number ≥ 0; returns it. */
export function requireNonNegative(fn: string, name: string, value: unknown, unit: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new Error(`${fn}: ${name} must be a finite number ≥ 0 (${unit}), got ${describeValue(value)}`)
  }
  return value
}

/** `value` when given, else `fallback`; a given value must be a finite number > 0. */
export function optionalPositive(fn: string, name: string, value: unknown, fallback: number, unit: string): number {
  return value === undefined ? fallback : requirePositive(fn, name, value, unit)
}

/** `value` when given, else `fallback`; a given value must be finite. */
export function optionalFinite(fn: string, name: string, value: unknown, fallback: number, unit: string): number {
  return value === undefined ? fallback : requireFinite(fn, name, value, unit)
}

/** Throws unless `value` has finite numeric x, y, z; returns a plain copy. */
export function requireVector(fn: string, name: string, value: unknown, unit: string): Vector {
  const v = value as Partial<Vector> | null | undefined
  if (!v || typeof v !== 'object') {
    throw new Error(`${fn}: ${name} must be a vector with finite x, y, z (${unit}), got ${describeValue(value)}`)
  }
  const { x, y, z } = v
  if (!(
    typeof x === 'number' &&
    Number.isFinite(x) &&
    typeof y === 'number' &&
    Number.isFinite(y) &&
    typeof z === 'number' &&
    Number.isFinite(z)
  )) {
    throw new Error(
      `${fn}: ${name} must have finite x, y, z (${unit}), got (${describeValue(x)}, ${describeValue(y)}, ${describeValue(z)})`,
    )
  }
  return { x, y, z }
}

/** Throws unless `hull` looks like a Hull made by createHull. */
export function requireHull(fn: string, name: string, hull: unknown): Hull {
  const h = hull as Hull | null | undefined
  if (!h || !(h.positions instanceof Float64Array) || !(h.indices instanceof Uint32Array) || !(h.volume > 0)) {
    throw new Error(`${fn}: ${name} must be a Hull made by createHull, got ${describeValue(hull)}`)
  }
  return h
}
