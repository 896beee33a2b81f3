import { createContext, useContext } from 'react'
import type { SimulationClock } from './SimulationClock.js'

/**
 * The simulation clock shared by everything under one `<Waves>` (or a physics world): the ocean draws the
 * sea at its time and the physics steps it. `null` outside any provider.
 */
export const ClockContext = createContext<SimulationClock | null>(null)

/**
 * `useFrame` priority at which clocks are advanced: negative, so it runs before every default-priority
 * (0) frame callback, which then all read the time of the frame being drawn; and not positive, so fiber
 * still renders by itself. A fixed-step physics world should step at this priority too.
 */
export const CLOCK_FRAME_PRIORITY = -1

/**
 * The {@link SimulationClock} of the enclosing `<Waves>` (or physics world).
 * @throws Error outside any provider: wrap the scene in `<Waves>`.
 */
export function useSimulationClock(): SimulationClock {
  const clock = useContext(ClockContext)
  if (clock === null) {
    throw new Error(
      'useSimulationClock: no simulation clock here; call it inside <Waves waves={...}> (or a physics world)',
    )
  }
  return clock
}
