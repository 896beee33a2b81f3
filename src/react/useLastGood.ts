import { type DependencyList, useMemo, useRef } from 'react'
import { describeError } from '../core/internal.js'

/**
 * Props that a render may not throw for: `compute()`'s value (recomputed when `deps` change), or, when it
 * throws, the last value it gave (`fallback()` before it ever gave one), the error logged once per
 * message. A slider that reaches a bad value (an ocean of size 0, a sea of NaN amplitude) leaves the scene
 * as it was and says why, as `<Buoyant>` and `<Physics>` do with theirs: thrown in render, it unmounted
 * the whole canvas, and fixing the value did not bring it back.
 */
export function useLastGood<T>(compute: () => T, deps: DependencyList, fallback: () => T): T {
  const good = useRef<{ value: T } | null>(null)
  const told = useRef<string | null>(null)
  const outcome = useMemo((): { value: T } | { error: string } => {
    try {
      return { value: compute() }
    } catch (error) {
      return { error: describeError(error) }
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps stand for compute's inputs
  }, deps)
  if ('value' in outcome) {
    good.current = outcome
    told.current = null
    return outcome.value
  }
  if (told.current !== outcome.error) console.error(outcome.error)
  told.current = outcome.error
  if (good.current === null) good.current = { value: fallback() }
  return good.current.value
}
