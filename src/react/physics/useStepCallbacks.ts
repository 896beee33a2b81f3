import { useLayoutEffect, useRef } from 'react'
import type { StepCallback } from './PhysicsApi.js'
import { usePhysicsContext } from './PhysicsContext.js'

function useStepCallback(kind: 'before' | 'after', callback: StepCallback): void {
  const { loop } = usePhysicsContext(kind === 'before' ? 'useBeforePhysicsStep' : 'useAfterPhysicsStep')
  const latest = useRef(callback)
  latest.current = callback
  useLayoutEffect(() => {
    const call: StepCallback = (event) => latest.current(event)
    return kind === 'before' ? loop.addBeforeStep(call) : loop.addAfterStep(call)
  }, [loop, kind])
}

/**
 * Calls `callback` before every fixed step of the enclosing `<Physics>` (once per step, not per frame):
 * the place to apply your own forces (engines, wind) so they act for exactly one step. The latest
 * callback is used; it need not be memoised.
 */
export function useBeforePhysicsStep(callback: StepCallback): void {
  useStepCallback('before', callback)
}

/** Calls `callback` after every fixed step of the enclosing `<Physics>` (once per step, not per frame). */
export function useAfterPhysicsStep(callback: StepCallback): void {
  useStepCallback('after', callback)
}
