import { Component, type ReactNode } from 'react'

/** The message @react-three/cannon's body hooks throw outside its own `<Physics>` (6.x). */
const CANNON_NO_PHYSICS = 'Physics context not found'

/**
 * Inside react-three-buoyancy's `<Physics>`: turns @react-three/cannon's "Physics context not found" (a
 * `useBox` or `useConvexPolyhedron` that found our `<Physics>` where it expected its own) into an error
 * naming both `Physics` components and the way out. Any other error passes through unchanged.
 */
export class CannonPhysicsMixup extends Component<{ children?: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  override render() {
    const { error } = this.state
    if (error === null) return this.props.children
    if (error instanceof Error && error.message.includes(CANNON_NO_PHYSICS)) throw physicsMixupError(error)
    throw error
  }
}

export function physicsMixupError(cause: Error): Error {
  return new Error(
    "<Physics>: a @react-three/cannon hook (useBox, useConvexPolyhedron…) is inside react-three-buoyancy's <Physics>, but it needs @react-three/cannon's own <Physics>. Wrap those bodies in @react-three/cannon's <Physics> (import ours as `Physics as BuoyancyPhysics` to tell them apart) and float them with useCannonWorkerBuoyancy; or use <Buoyant> inside our <Physics> instead",
    { cause },
  )
}
