import type { World } from 'cannon-es'

type StepListener = () => void
type StepEventName = 'preStep' | 'postStep'

/** A stand-in World for attachCargo and attachFlooding, whose step listeners run from two listeners of ours. */
export interface LoadWorld {
  /** Pass this where attachCargo and attachFlooding take the world. */
  readonly world: World
  /** Registers the two listeners on the real world (idempotent). */
  install(): void
  /** Removes them (idempotent). */
  uninstall(): void
  /** Listeners attached through the stand-in (for tests). */
  readonly listenerCount: number
}

/**
 * attachBuoyancy's stiff-mode correction reads the torques already in body.torque when its `preStep`
 * listener runs, so the cargo's and the flood water's listeners must run before it. cannon-es calls
 * listeners in the order they were added, and compartments are rebuilt (re-attached) whenever their props
 * change, long after the buoyancy was attached. So the handles are given this stand-in instead of the
 * world: it reads the world's gravity, time and step, and keeps their listeners in its own lists, run in
 * order from one `preStep` and one `postStep` listener on the real world, installed when the body's loads
 * are attached (before the buoyancy) and kept across rebuilds.
 */
export function createLoadWorld(world: World): LoadWorld {
  const listeners: Record<StepEventName, StepListener[]> = { preStep: [], postStep: [] }
  const runPreStep = () => {
    const list = listeners.preStep
    for (let i = 0; i < list.length; i++) list[i]()
  }
  const runPostStep = () => {
    const list = listeners.postStep
    for (let i = 0; i < list.length; i++) list[i]()
  }
  const standIn = {
    get gravity() {
      return world.gravity
    },
    get time() {
      return world.time
    },
    get dt() {
      return world.dt
    },
    addEventListener(type: string, listener: StepListener) {
      const list = listeners[type as StepEventName]
      if (list === undefined) throw new Error(`<Buoyant> loads: no '${type}' event here (only preStep and postStep)`)
      // a fresh array: a listener that detaches during a step does not shift the loop over the others
      listeners[type as StepEventName] = [...list, listener]
    },
    removeEventListener(type: string, listener: StepListener) {
      const list = listeners[type as StepEventName]
      if (list !== undefined) listeners[type as StepEventName] = list.filter((l) => l !== listener)
    },
  }
  let installed = false
  return {
    world: standIn as unknown as World,
    install() {
      if (installed) return
      installed = true
      world.addEventListener('preStep', runPreStep)
      world.addEventListener('postStep', runPostStep)
    },
    uninstall() {
      if (!installed) return
      installed = false
      world.removeEventListener('preStep', runPreStep)
      world.removeEventListener('postStep', runPostStep)
    },
    get listenerCount() {
      return listeners.preStep.length + listeners.postStep.length
    },
  }
}
