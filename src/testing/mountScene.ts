import { Canvas } from '@react-three/fiber'
import ReactThreeTestRenderer from '@react-three/test-renderer'
import { type ReactNode, isValidElement } from 'react'
import type { PhysicsApi } from '../react/physics/PhysicsApi.js'
import { physicsWorldsIn } from '../react/physics/sceneRegistry.js'
import { bodiesJoined } from '../react/buoyant/joiningBodies.js'
import { type RecordOptions, type Trace, checkRecordOptions, recordTrace, roundTo, sampleBodies } from './trace.js'

/** The renderer of @react-three/test-renderer that a scene is mounted in. */
export type SceneRenderer = Awaited<ReturnType<typeof ReactThreeTestRenderer.create>>

/** Options of `scene.record`. */
export interface SceneRecordOptions extends RecordOptions {
  /**
   * s: drive the scene through its frame loop with frames of this length instead of stepping the world
   * by hand. The fixed step makes the trace the same for any frame length (a test of exactly that).
   */
  frameDelta?: number
}

/** A scene mounted headlessly, with its `<Physics>` at hand. */
export interface MountedScene {
  /** the test renderer (its `scene`, `update`, `advanceFrames`, `unmount`) */
  readonly renderer: SceneRenderer
  /** the scene's `<Physics>` (the first one mounted) */
  readonly physics: PhysicsApi
  /** Runs `count` fixed steps by hand (default 1), inside React's act(). */
  step(count?: number): Promise<void>
  /** Renders `count` frames of `delta` seconds through the frame loop (the accumulator, interpolation, useFrame). */
  advanceFrames(count: number, delta: number): Promise<void>
  /** Runs `steps` fixed steps and samples the named bodies every `every` steps: a snapshot-ready trace. */
  record(options: SceneRecordOptions): Promise<Trace>
  /**
   * Replaces the element (props change without remounting the world), and returns when every body has
   * taken its new props (a new mass may wait for its still-water modes in a task of its own).
   */
  update(element: ReactNode): Promise<void>
  unmount(): Promise<void>
}

/**
 * Mounts an r3f element with @react-three/test-renderer (no canvas, no WebGL, runs in Node) and finds its
 * `<Physics>`, for deterministic tests of a floating scene:
 *
 * ```tsx
 * const scene = await mountScene(<Harbour />)
 * expect(await scene.record({ steps: 600, every: 60, digits: 3 })).toMatchSnapshot()
 * await scene.unmount()
 * ```
 * It returns when every `<Buoyant>` is in the world (a hull built in the background, or a crowd's bodies
 * computing their still-water modes in tasks of their own, join after the mount's commit).
 * Name the bodies to record (`<Buoyant name="boat">`). `@react-three/test-renderer` must be installed.
 * It sets `globalThis.IS_REACT_ACT_ENVIRONMENT`, so React's act() runs without warnings in any test setup.
 * @throws Error when the element is a `<Canvas>` (the test renderer is the canvas: pass what is inside it)
 * @throws Error when the element holds no `<Physics>`
 */
export async function mountScene(element: ReactNode): Promise<MountedScene> {
  refuseCanvas(element)
  // React flushes effects inside act() only in an act environment, and warns at each act() otherwise.
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  const renderer = await ReactThreeTestRenderer.create(element)
  const physics = physicsWorldsIn(renderer.scene.instance)[0]
  if (physics === undefined) {
    await renderer.unmount()
    throw new Error(
      'mountScene: the scene has no <Physics>; wrap its bodies in <Physics> (inside <Waves>) to step and record it',
    )
  }
  const act = ReactThreeTestRenderer.act
  // bodies whose hull is built in the background, and a crowd's past the first task's budget of still-water
  // modes, join the world in tasks of their own (react/buoyant/joiningBodies.ts): wait for them, so that the
  // first step has every body
  const joined = () =>
    act(async () => {
      await bodiesJoined()
    })
  await joined()

  async function step(count = 1): Promise<void> {
    if (!Number.isInteger(count) || count < 0)
      throw new Error(`mountScene: step(count) takes a whole number ≥ 0 (got ${String(count)})`)
    // (a mass or density changed through the renderer may still wait for its still-water modes)
    await joined()
    await act(async () => {
      for (let i = 0; i < count; i++) physics.step()
    })
  }

  async function advanceFrames(count: number, delta: number): Promise<void> {
    await act(async () => {
      await renderer.advanceFrames(count, delta)
    })
  }

  async function recordThroughFrames(options: SceneRecordOptions, frameDelta: number): Promise<Trace> {
    const { steps, every, digits, bodies } = checkRecordOptions(options)
    if (!(frameDelta > 0) || !Number.isFinite(frameDelta)) {
      throw new Error(
        `mountScene: record({ frameDelta }) must be a positive number of seconds (got ${String(frameDelta)})`,
      )
    }
    const first = physics.stepCount
    const start = physics.clock.time
    const trace: Trace = [{ step: 0, time: 0, bodies: sampleBodies(physics, digits, bodies) }]
    const stop = physics.addAfterStep((event) => {
      const step = event.stepCount - first
      if (step <= steps && step % every === 0) {
        trace.push({ step, time: roundTo(event.time - start, digits), bodies: sampleBodies(physics, digits, bodies) })
      }
    })
    try {
      // A frame can run several steps; stop at the first frame that reaches the count.
      const framesAllowed =
        Math.ceil(
          (steps * physics.fixedStep) /
            Math.min(frameDelta, physics.clock.maxFrameDelta) /
            Math.max(physics.clock.timeScale, 1e-9),
        ) + 10
      for (let frame = 0; physics.stepCount - first < steps; frame++) {
        if (frame > framesAllowed || physics.clock.paused) {
          throw new Error(
            `mountScene: record ran ${frame} frames of ${frameDelta} s and the world made only ${physics.stepCount - first} of ${steps} steps (is the scene paused?)`,
          )
        }
        await advanceFrames(1, frameDelta)
      }
    } finally {
      stop()
    }
    return trace
  }

  return {
    renderer,
    physics,
    step,
    advanceFrames,
    async record(options) {
      if (options.frameDelta !== undefined) return recordThroughFrames(options, options.frameDelta)
      let trace: Trace = []
      await act(async () => {
        trace = recordTrace(physics, options)
      })
      return trace
    },
    async update(next) {
      await renderer.update(next)
      // a body whose new mass or density waits for its still-water modes in a task of its own (a slider's
      // change on a fine hull) has it before the next step: stepping alone never let that task run, and the
      // body floated on at its old mass (an independent audit)
      await joined()
    },
    unmount: () => renderer.unmount(),
  }
}

function refuseCanvas(element: ReactNode): void {
  if (isValidElement(element) && element.type === Canvas) {
    throw new Error(
      'mountScene: got a <Canvas>; the test renderer is the canvas, so pass what is inside it (e.g. <Waves><Physics>…</Physics></Waves>), without the <Canvas>',
    )
  }
}
