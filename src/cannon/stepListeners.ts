import type { World } from 'cannon-es'

type StepListener = () => void

/**
 * Removes a world's step listeners without breaking a step in progress. cannon-es dispatches an event
 * over its listener array with the length read once, and removeEventListener splices that array: a
 * listener removed while the world dispatches (a handle detached from a `preStep` listener) shifts the
 * rest, one is skipped and the last index reads undefined (`Cannot read properties of undefined
 * (reading 'call')`). So the removal waits for a microtask, which runs only once the step has returned;
 * until then the caller's listeners must do nothing (they check their own `attached` flag).
 */
export function removeStepListenersLater(
  world: World,
  preStep: StepListener | null,
  postStep: StepListener | null,
): void {
  queueMicrotask(() => {
    if (preStep !== null) world.removeEventListener('preStep', preStep)
    if (postStep !== null) world.removeEventListener('postStep', postStep)
  })
}
