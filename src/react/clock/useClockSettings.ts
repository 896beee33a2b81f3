import { useLayoutEffect } from 'react'
import { SimulationClock } from './SimulationClock.js'
import { useLastGood } from '../useLastGood.js'

/** The clock props of `<Waves>` and `<Physics>`: applied to the clock in use when given. */
export interface ClockSettings {
  paused?: boolean
  timeScale?: number
  maxFrameDelta?: number
}

/**
 * Applies `settings` to `clock` (each when given), checked in render by a scratch clock: a bad value (a
 * slider's timeScale at NaN) keeps the last good settings and is said once, `owner` naming the component
 * (thrown from the layout effect, it took the whole canvas down).
 */
export function useClockSettings(
  clock: SimulationClock,
  { paused, timeScale, maxFrameDelta }: ClockSettings,
  owner: string,
): void {
  const checked = useLastGood(
    () => {
      const probe = new SimulationClock()
      try {
        if (timeScale !== undefined) probe.timeScale = timeScale
        if (maxFrameDelta !== undefined) probe.maxFrameDelta = maxFrameDelta
      } catch (error) {
        throw new Error(`${owner}: ${(error as Error).message.replace(/^SimulationClock: /, '')}`, { cause: error })
      }
      return { paused, timeScale, maxFrameDelta }
    },
    [paused, timeScale, maxFrameDelta, owner],
    () => ({ paused, timeScale: undefined, maxFrameDelta: undefined }),
  )
  useLayoutEffect(() => {
    if (checked.paused !== undefined) clock.paused = checked.paused
    if (checked.timeScale !== undefined) clock.timeScale = checked.timeScale
    if (checked.maxFrameDelta !== undefined) clock.maxFrameDelta = checked.maxFrameDelta
  }, [clock, checked])
}
