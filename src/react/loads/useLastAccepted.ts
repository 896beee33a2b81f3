import { useRef } from 'react'

/**
 * `value`, or while it is null the last value that was not (null before any): what a load goes on with
 * while its props are bad, as every component keeps its last good value (README, Faults and limits).
 */
export function useLastAccepted<T>(value: T | null): T | null {
  const last = useRef(value)
  if (value !== null) last.current = value
  return last.current
}
