/**
 * The `<Buoyant>` bodies that join the world after the commit that mounted them, by what they wait for:
 * their still-water modes (a crowd's, past one task's budget: react/hull/stillWaterModes.ts) or their hull
 * (built in the worker, or in a task of its own where no worker runs). mountScene waits for both, so a
 * scene's first step has every body; nothing in the physics reads them.
 */
export type JoiningReason = 'modes' | 'hull'

const waiting: Record<JoiningReason, number> = { modes: 0, hull: 0 }
const whenJoined: { reasons: readonly JoiningReason[]; resolve: () => void }[] = []

const settled = (reasons: readonly JoiningReason[]) => reasons.every((reason) => waiting[reason] === 0)

/** Counts a body waiting for `reason` until the returned function is called (once). */
export function bodyWaits(reason: JoiningReason): () => void {
  waiting[reason]++
  let done = false
  return () => {
    if (done) return
    done = true
    waiting[reason]--
    for (let i = whenJoined.length - 1; i >= 0; i--) {
      if (settled(whenJoined[i].reasons)) whenJoined.splice(i, 1)[0].resolve()
    }
  }
}

/** Resolves when no body waits for any of `reasons` (at once when none does). */
export function bodiesJoined(reasons: readonly JoiningReason[] = ['modes', 'hull']): Promise<void> {
  if (settled(reasons)) return Promise.resolve()
  return new Promise((resolve) => whenJoined.push({ reasons, resolve }))
}
