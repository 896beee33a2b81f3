// The two high-poly models of issue 12 (a 200k-triangle sphere and a 200k-triangle torus knot), the scene
// that floats them, and a recorder of the browser's long tasks: shared by test/browser/hullBuild.test.tsx
// and the benchmark bench/browser/hullLongTasks.run.tsx.
import { type RefObject, useState } from 'react'
import { type BufferGeometry, SphereGeometry, TorusKnotGeometry } from 'three'
import { Buoyant, type BuoyantApi, Physics, type PhysicsApi, Waves } from 'react-three-buoyancy'
import { flatWater } from 'react-three-buoyancy/core'

/** A task longer than this is a long task (the browser's own threshold). */
export const LONG_TASK_MS = 50

/** The sphere (2 · 400 · 249 = 199,200 triangles) and the torus knot (2 · 1000 · 100 = 200,000). */
export function largeGeometries(): { sphere: BufferGeometry; knot: BufferGeometry } {
  return { sphere: new SphereGeometry(1, 400, 250), knot: new TorusKnotGeometry(1, 0.3, 1000, 100) }
}

/** Where the scene's models show up, and the switch that shows them (they mount when it is turned on). */
export interface LargeHullsHandle {
  show(on: boolean): void
}

/**
 * The two models side by side, as `<Buoyant>` children (`buoyant`) or as plain meshes (the control:
 * what React and three cost for the same meshes with no hull at all). Nothing is mounted until `show`.
 */
export function LargeHullScene(props: {
  geometries: { sphere: BufferGeometry; knot: BufferGeometry }
  buoyant: boolean
  handle: LargeHullsHandle
  physics?: RefObject<PhysicsApi | null>
  bodies?: RefObject<BuoyantApi | null>[]
}) {
  const [on, setOn] = useState(false)
  props.handle.show = setOn
  const { sphere, knot } = props.geometries
  if (!props.buoyant) {
    return on ? (
      <>
        <mesh geometry={sphere} position={[0, 3, 0]} />
        <mesh geometry={knot} position={[6, 3, 0]} />
      </>
    ) : null
  }
  return (
    <Waves waves={flatWater()}>
      <Physics ref={props.physics}>
        {on && (
          <>
            <Buoyant ref={props.bodies?.[0]} name="sphere" position={[0, 3, 0]} density={400}>
              <mesh geometry={sphere} />
            </Buoyant>
            <Buoyant ref={props.bodies?.[1]} name="knot" position={[6, 3, 0]} density={400}>
              <mesh geometry={knot} />
            </Buoyant>
          </>
        )}
      </Physics>
    </Waves>
  )
}

/** One long task: when it started (ms after the recorder started) and how long it ran (ms). */
export interface LongTask {
  start: number
  duration: number
}

/**
 * Records the page's long tasks (PerformanceObserver 'longtask': every main-thread task over 50 ms) from
 * now until `stop`, which gives the observer a turn to report the last one (it reports a task after it ends).
 */
export function recordLongTasks(): { readonly started: number; stop(): Promise<LongTask[]> } {
  const started = performance.now()
  const tasks: LongTask[] = []
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime - started, duration: entry.duration })
  })
  observer.observe({ type: 'longtask', buffered: false })
  return {
    started,
    async stop() {
      await new Promise((resolve) => setTimeout(resolve, 100))
      observer.disconnect()
      return tasks
    },
  }
}

/** Waits until `done()` holds, checking every 20 ms; throws after `timeoutMs`. */
export async function waitFor(done: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const start = performance.now()
  while (!done()) {
    if (performance.now() - start > timeoutMs) throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
