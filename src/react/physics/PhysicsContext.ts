import { createContext, useContext } from 'react'
import type { FixedStepLoop } from './FixedStepLoop.js'
import type { PhysicsApi } from './PhysicsApi.js'
import type { DebugLayers } from '../debug/debugLayers.js'

/** What `<Physics>` provides to the bodies inside it. */
export interface PhysicsContextValue {
  loop: FixedStepLoop
  /** The world's `debug` prop: the default of every `<Buoyant>` inside. */
  debug: DebugLayers
}

/** The enclosing `<Physics>`; `null` outside one. */
export const PhysicsContext = createContext<PhysicsContextValue | null>(null)

/** The enclosing `<Physics>` (internal form, with the loop's registration methods). */
export function usePhysicsContext(caller: string): PhysicsContextValue {
  const value = useContext(PhysicsContext)
  if (value === null) {
    throw new Error(
      `${caller}: no physics world here; place it inside <Physics> (react-three-buoyancy's, e.g. <Waves waves="moderate"><Physics>…</Physics></Waves>); @react-three/cannon's <Physics> is another world: for a body of that one, use useCannonWorkerBuoyancy`,
    )
  }
  return value
}

/**
 * The physics world of the enclosing `<Physics>`: its cannon-es `World`, the simulation clock, step
 * callbacks and an imperative `step(dt)`.
 * @throws Error outside `<Physics>`
 */
export function usePhysics(): PhysicsApi {
  return usePhysicsContext('usePhysics').loop
}
