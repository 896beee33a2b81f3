import { useFrame, useThree } from '@react-three/fiber'
import {
  type ReactNode,
  type Ref,
  useContext,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { describeError } from '../../core/internal.js'
import { CLOCK_FRAME_PRIORITY, ClockContext } from '../clock/ClockContext.js'
import { FixedStepLoop, createPhysicsWorld } from './FixedStepLoop.js'
import type { PhysicsApi, StepCallback } from './PhysicsApi.js'
import { PhysicsContext, type PhysicsContextValue } from './PhysicsContext.js'
import { SimulationClock } from '../clock/SimulationClock.js'
import { useClockSettings } from '../clock/useClockSettings.js'
import type { DebugProp } from '../debug/debugLayers.js'
import { useDebugLayers } from '../debug/useDebugLayers.js'
import { registerPhysicsInScene } from './sceneRegistry.js'
import { CannonPhysicsMixup } from '../interop/CannonPhysicsMixup.js'

/** Props of {@link Physics}. */
export interface PhysicsProps {
  /** m/s², default [0, −9.81, 0]. Changing it does not remount the world. */
  gravity?: readonly [number, number, number]
  /** s, the fixed step, default 1/60. Every step runs the buoyancy once and cannon-es once. */
  fixedStep?: number
  /** Whole steps one frame may run (default 8); a frame that would need more drops the rest (the simulation slows). */
  maxSubSteps?: number
  /** s, frame deltas above this count as this much (written to the clock; its default is 0.1). */
  maxFrameDelta?: number
  /** Pause the simulation: bodies and sea stop (written to the shared clock, when given). */
  paused?: boolean
  /** Simulated seconds per wall-clock second (written to the shared clock, when given). */
  timeScale?: number
  /** Draw bodies between their last two fixed states (default true) rather than at the newest. */
  interpolate?: boolean
  /** Called once before every fixed step (not per frame). */
  beforeStep?: StepCallback
  /** Called once after every fixed step (not per frame). */
  afterStep?: StepCallback
  /** The buoyancy debug view for every `<Buoyant>` inside (each may override it). Default false. */
  debug?: DebugProp
  /** The world's API: the cannon-es `World`, the clock, `step(dt)` (see {@link usePhysics}). */
  ref?: Ref<PhysicsApi>
  children?: ReactNode
}

const DEFAULT_GRAVITY = [0, -9.81, 0] as const

/**
 * A cannon-es world on the main thread, stepped at a fixed step from the frame loop, in lockstep with the
 * simulation clock that `<Waves>` and `<Ocean>` share, so the water drawn is the water the bodies feel.
 *
 * Recommended nesting: `<Waves waves="moderate"><Ocean/><Physics>…bodies…</Physics></Waves>`. `<Physics>`
 * reuses the clock of an enclosing `<Waves>` (or any clock provider) and drives it (`clock.driven`) while it
 * is mounted; outside one it creates its own clock, which a `<Waves>` inside reuses. One `<Physics>` per
 * clock. Place it in an untransformed parent: bodies live in world coordinates.
 *
 * Each frame (at `CLOCK_FRAME_PRIORITY`, before other frame callbacks): the frame delta, clamped and
 * scaled by the clock, fills an accumulator that runs whole fixed steps; each step calls `beforeStep`,
 * the buoyancy of every body (cannon-es `preStep`), `world.step(fixedStep)`, `clock.advance(fixedStep)` and
 * `afterStep`; then bodies are drawn interpolated between their last two states and the clock's
 * `interpolationLag` is set so `<Ocean>` draws the same moment.
 *
 * The world sweeps and prunes (cannon-es `SAPBroadphase`, its axis picked from the bodies' spread each
 * step) rather than testing every pair of bodies: a fleet of hundreds costs the pairs that are close, not
 * n² / 2. Set `world.broadphase` through the API to choose another. The last step's cost is on the API
 * (`lastStepMs`, `lastStepMsPerBody`), to keep a frame budget in view.
 *
 * If you also use @react-three/cannon, import this one under another name
 * (`import { Physics as BuoyancyPhysics } from 'react-three-buoyancy'`): the two worlds are separate.
 */
export function Physics({
  gravity = DEFAULT_GRAVITY,
  fixedStep = 1 / 60,
  maxSubSteps = 8,
  maxFrameDelta,
  paused,
  timeScale,
  interpolate = true,
  beforeStep,
  afterStep,
  debug,
  ref,
  children,
}: PhysicsProps) {
  const enclosing = useContext(ClockContext)
  const [ownClock] = useState(() => (enclosing === null ? new SimulationClock() : null))
  const clock = enclosing ?? ownClock
  if (clock === null) {
    throw new Error(
      '<Physics>: it was mounted inside a clock provider that has since gone; remount <Physics> with its provider',
    )
  }
  // Created once, in render (React may call this twice in StrictMode and keep one: nothing to dispose).
  const [loop] = useState(
    () => new FixedStepLoop(createPhysicsWorld(gravity), clock, { fixedStep, maxSubSteps, interpolate }),
  )
  if (loop.clock !== clock) {
    throw new Error(
      '<Physics>: its clock changed (the enclosing <Waves> or clock provider was replaced); give <Physics> a key that changes with it',
    )
  }

  // Applied in render (idempotent), so the children's effects, which run before ours, already see the
  // new step and gravity (a <Buoyant> takes g for its pressure from the world). A value out of range (a
  // slider at fixedStep 0) keeps the last good one and says so once: the scene goes on, as it does for
  // <Buoyant>'s props (thrown, it took the whole canvas down).
  const reported = useRef<string | null>(null)
  try {
    loop.configure({ fixedStep, maxSubSteps, interpolate })
    loop.setGravity(gravity[0], gravity[1], gravity[2])
    checkCallback('beforeStep', beforeStep)
    checkCallback('afterStep', afterStep)
    reported.current = null
  } catch (error) {
    const message = describeError(error)
    if (reported.current !== message) console.error(message)
    reported.current = message
  }

  useClockSettings(clock, { paused, timeScale, maxFrameDelta }, '<Physics>')

  useLayoutEffect(() => claimClock(clock, loop), [clock, loop])

  useLayoutEffect(
    () => (typeof beforeStep === 'function' ? loop.addBeforeStep(beforeStep) : undefined),
    [loop, beforeStep],
  )
  useLayoutEffect(() => (typeof afterStep === 'function' ? loop.addAfterStep(afterStep) : undefined), [loop, afterStep])

  const scene = useThree((state) => state.scene)
  useLayoutEffect(() => registerPhysicsInScene(scene, loop), [scene, loop])

  useImperativeHandle(ref, () => loop, [loop])

  useFrame((_, delta) => {
    loop.advanceFrame(delta)
  }, CLOCK_FRAME_PRIORITY)

  const debugLayers = useDebugLayers(debug)
  const context = useMemo<PhysicsContextValue>(() => ({ loop, debug: debugLayers }), [loop, debugLayers])

  return (
    <ClockContext.Provider value={clock}>
      <PhysicsContext.Provider value={context}>
        <CannonPhysicsMixup>{children}</CannonPhysicsMixup>
      </PhysicsContext.Provider>
    </ClockContext.Provider>
  )
}

// Which world drives which clock: two worlds advancing one clock would run the sea at twice the speed.
const drivers = new WeakMap<SimulationClock, FixedStepLoop>()

function claimClock(clock: SimulationClock, loop: FixedStepLoop): () => void {
  const driver = drivers.get(clock)
  if (driver !== undefined && driver !== loop) {
    throw new Error(
      '<Physics>: another <Physics> already drives this simulation clock; use one <Physics> per <Waves> (or give each its own <Waves>)',
    )
  }
  drivers.set(clock, loop)
  clock.driven = true
  loop.world.time = clock.time
  return () => {
    if (drivers.get(clock) === loop) drivers.delete(clock)
    clock.driven = false
    clock.interpolationLag = 0
  }
}

/** @throws Error when a step callback prop is given but is not a function (from JavaScript). */
function checkCallback(name: string, callback: unknown): void {
  if (callback !== undefined && typeof callback !== 'function') {
    throw new Error(`<Physics>: ${name} must be a function (step) => void, got ${JSON.stringify(callback)}`)
  }
}
