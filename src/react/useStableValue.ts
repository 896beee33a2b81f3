import { useLayoutEffect, useRef } from 'react'

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/** Equal by content for plain objects and arrays (nested), by identity for anything else (a WetSurface, a Vec3). */
export function sameContent(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => sameContent(item, b[i]))
  if (!isPlainObject(a) || !isPlainObject(b)) return false
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  return keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && sameContent(a[key], b[key]))
}

/**
 * The first value seen of each run of values equal in content: an inline options object (new every render)
 * then keeps its identity, so effects that depend on it run only when something in it changed.
 */
export function useStableValue<T>(value: T): T {
  const kept = useRef(value)
  if (!sameContent(kept.current, value)) kept.current = value
  return kept.current
}

/**
 * Calls `onChange` (in the layout phase) each time `value` changes in content after the first render: the
 * first value is the component's own to apply when it sets up; later ones are changes to follow.
 */
export function useLaterChange<T>(value: T, onChange: (value: T) => void): void {
  const stable = useStableValue(value)
  const seen = useRef(stable)
  const latest = useRef(onChange)
  latest.current = onChange
  useLayoutEffect(() => {
    if (seen.current === stable) return
    seen.current = stable
    latest.current(stable)
  }, [stable])
}
