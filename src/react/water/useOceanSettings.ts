import { useMemo, useRef } from 'react'
import { type CheckedOceanSettings, type OceanSettings, resolveOceanSettings } from './oceanProps.js'

/**
 * `<Ocean>`'s settings, never thrown for (thrown in render, a slider reaching size 0 took the whole canvas
 * down, and fixing the value did not bring it back): each prop out of range keeps its last good value (its
 * default on a first render) while the others apply, the sea is always the enclosing `<Waves>`'s (unless the
 * shader cannot draw it; see resolveOceanSettings), and every problem is said once with console.error, again
 * only after it has been fixed and come back. Checked again when any of `given` changes.
 */
export function useOceanSettings(given: OceanSettings): CheckedOceanSettings {
  const last = useRef<CheckedOceanSettings | null>(null)
  const told = useRef<readonly string[]>([])
  const resolved = useMemo(
    () => resolveOceanSettings(given, last.current),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the same keys every render: given's values stand for it
    Object.values(given),
  )
  last.current = resolved.settings
  if (told.current !== resolved.problems) {
    for (const problem of resolved.problems) if (!told.current.includes(problem)) console.error(problem)
    told.current = resolved.problems
  }
  return resolved.settings
}
