import { useFrame } from '@react-three/fiber'
import { type ReactNode, useContext, useState } from 'react'
import { flatWater } from '../../core/internal.js'
import { CLOCK_FRAME_PRIORITY, ClockContext } from '../clock/ClockContext.js'
import { SimulationClock } from '../clock/SimulationClock.js'
import { useClockSettings } from '../clock/useClockSettings.js'
import { useLastGood } from '../useLastGood.js'
import { WaveContext } from './WaveContext.js'
import { WaterlineContext, WaterlineRegistry } from './waterlineFoam.js'
import { type WavesInput, resolveWaves, wavesKey } from './resolveWaves.js'

/** Props of {@link Waves}. */
export interface WavesProps {
  /**
   * The sea: a `WaveField` (from `createWaves` or `flatWater`), an array of wave components, or a preset
   * name (`'calm' | 'moderate' | 'rough' | 'storm'`). Changing it swaps the field for every consumer, the
   * ocean shader and the physics alike, without remounting them. An inline array is compared by content.
   */
  waves: WavesInput
  /** Pauses the clock (when given; otherwise the clock keeps its state). */
  paused?: boolean
  /** Simulated seconds per wall-clock second (when given). */
  timeScale?: number
  children?: ReactNode
}

/**
 * Provides one wave field and one simulation clock to everything inside: `<Ocean>` draws it and floating
 * bodies feel it, at the same time.
 *
 * The clock: an enclosing clock (an outer `<Waves>`, a physics world, or a `ClockContext.Provider` a test
 * steps by hand) is reused; otherwise `<Waves>` creates one and advances it every frame by the frame's delta
 * (clamped to the clock's `maxFrameDelta`, times `timeScale`), unless it is paused or `driven` by a
 * fixed-step physics world. `paused` and `timeScale`, when given, are applied to whichever clock is used.
 */
export function Waves({ waves, paused, timeScale, children }: WavesProps) {
  const key = wavesKey(waves)
  // `key` stands for `waves`, compared by content (an inline array is new every render). A sea that cannot
  // be made (a slider's NaN amplitude) keeps the last good one, flat water before any, and says so once.
  const field = useLastGood(
    () => resolveWaves(waves),
    [key],
    () => flatWater(0),
  )

  const enclosing = useContext(ClockContext)
  const [ownClock] = useState(() => (enclosing === null ? new SimulationClock() : null))
  const clock = enclosing ?? ownClock
  if (clock === null) {
    throw new Error(
      '<Waves>: it was mounted inside a clock provider that has since gone; remount <Waves> with its provider',
    )
  }

  const [waterlines] = useState(() => new WaterlineRegistry())

  useClockSettings(clock, { paused, timeScale }, '<Waves>')

  useFrame((_, delta) => {
    if (clock === ownClock && !clock.driven) clock.advanceFrame(delta)
  }, CLOCK_FRAME_PRIORITY)

  return (
    <ClockContext.Provider value={clock}>
      <WaveContext.Provider value={field}>
        <WaterlineContext.Provider value={waterlines}>{children}</WaterlineContext.Provider>
      </WaveContext.Provider>
    </ClockContext.Provider>
  )
}
