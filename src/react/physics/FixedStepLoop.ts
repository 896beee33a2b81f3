import { SAPBroadphase, Vec3, World } from 'cannon-es'
import type { Body } from 'cannon-es'
import type { SimulationClock } from '../clock/SimulationClock.js'
import { type InterpolatedObject, InterpolatedObjects } from './InterpolatedObjects.js'
import type { NamedBody, PhysicsApi, StepCallback, StepEvent } from './PhysicsApi.js'

/**
 * A step a frame delta must exceed by at least this much to run (s): sums of float frame deltas land a
 * hair under a whole number of steps (60 deltas of 1/60 s add up to 0.99999…), and without the slack a
 * frame would run no step and the next two.
 */
const STEP_SLACK = 1e-9

function refuse(what: string, value: unknown, expected: string): never {
  throw new Error(`<Physics>: ${what} must be ${expected} (got ${typeof value === 'number' ? value : typeof value})`)
}

/** Options of {@link FixedStepLoop}. */
export interface FixedStepLoopOptions {
  /** s, default 1/60 */
  fixedStep?: number
  /** Whole steps one frame may run; the rest of a long frame is dropped (the simulation slows down). Default 8. */
  maxSubSteps?: number
  /** Draw bodies between their last two fixed states (true, default) or at the latest. */
  interpolate?: boolean
}

/** Takes an Error world.step threw, returning true when it has dealt with it (see addStepErrorHandler). */
export type StepErrorHandler = (error: unknown) => boolean

/**
 * The React-free heart of `<Physics>`: a cannon-es `World` stepped at a fixed step from frame deltas, in
 * lockstep with a {@link SimulationClock}, with once-per-step callbacks and interpolated render poses.
 *
 * Frame → steps: the clock's rules turn a frame delta into simulated seconds (nothing while paused, the
 * delta clamped to `maxFrameDelta`, times `timeScale`); they pile up in an accumulator that runs whole
 * steps of `fixedStep` (at most `maxSubSteps` a frame). Every step calls `world.step(dt)` with one
 * argument (cannon's substepping form bails out on wall-clock time, which is not deterministic) and
 * `clock.advance(dt)`, so `world.time === clock.time` after each step and the sea the bodies feel is the
 * sea the ocean draws. The render poses lag the newest state by `fixedStep − accumulator`, and so does the
 * clock's `renderTime` (its `interpolationLag`).
 */
export class FixedStepLoop implements PhysicsApi {
  readonly world: World
  readonly clock: SimulationClock
  private stepSeconds = 1 / 60
  private subStepLimit = 8
  private interpolating = true
  private accumulator = 0
  private steps = 0
  private stepped = false
  private stepMs = 0
  private stepBodies = 0
  // Arrays replaced on change (copy on write): a step iterates them without allocating an iterator, and a
  // callback that removes itself mid-step does not disturb the loop.
  private beforeStep: readonly StepCallback[] = []
  private afterStep: readonly StepCallback[] = []
  private stepErrorHandlers: readonly StepErrorHandler[] = []
  private readonly event: StepEvent
  private readonly objects = new InterpolatedObjects()
  private readonly names = new Map<string, NamedBody>()

  constructor(world: World, clock: SimulationClock, options: FixedStepLoopOptions = {}) {
    this.world = world
    this.clock = clock
    this.event = { world, dt: 0, time: 0, stepCount: 0 }
    this.configure(options)
  }

  /** Applies new options (props changed); unknown keys are ignored, given ones are checked. */
  configure(options: FixedStepLoopOptions): void {
    const { fixedStep, maxSubSteps, interpolate } = options
    if (fixedStep !== undefined) {
      if (typeof fixedStep !== 'number' || !Number.isFinite(fixedStep) || fixedStep <= 0) {
        refuse('fixedStep', fixedStep, 'a positive finite number of seconds, such as 1/60')
      }
      if (fixedStep !== this.stepSeconds) this.accumulator = 0
      this.stepSeconds = fixedStep
    }
    if (maxSubSteps !== undefined) {
      if (!Number.isInteger(maxSubSteps) || maxSubSteps < 1) refuse('maxSubSteps', maxSubSteps, 'a whole number ≥ 1')
      this.subStepLimit = maxSubSteps
    }
    if (interpolate !== undefined) this.interpolating = interpolate
  }

  get fixedStep(): number {
    return this.stepSeconds
  }
  get maxSubSteps(): number {
    return this.subStepLimit
  }
  get stepCount(): number {
    return this.steps
  }
  get interpolate(): boolean {
    return this.interpolating
  }
  get lastStepMs(): number {
    return this.stepMs
  }
  get lastStepMsPerBody(): number {
    return this.stepBodies > 0 ? this.stepMs / this.stepBodies : 0
  }

  /** Sets the world's gravity, m/s². */
  setGravity(x: number, y: number, z: number): void {
    for (const [axis, value] of [
      ['x', x],
      ['y', y],
      ['z', z],
    ] as const) {
      if (typeof value !== 'number' || !Number.isFinite(value))
        refuse(`gravity ${axis}`, value, 'a finite number (m/s²)')
    }
    this.world.gravity.set(x, y, z)
  }

  step(dt: number = this.stepSeconds): void {
    if (typeof dt !== 'number' || !Number.isFinite(dt) || dt <= 0) {
      throw new Error(`usePhysics().step(dt): dt must be a positive finite number of seconds (got ${String(dt)})`)
    }
    this.runStep(dt)
    // A hand-stepped world shows its newest state, and the ocean the same moment.
    this.accumulator = 0
    this.showLatest()
  }

  /**
   * Runs the whole fixed steps a frame of `frameDelta` wall-clock seconds buys, then writes the
   * interpolated render poses.
   * @returns the number of steps run
   */
  advanceFrame(frameDelta: number): number {
    const clock = this.clock
    let ran = 0
    if (!clock.paused && frameDelta > 0 && Number.isFinite(frameDelta)) {
      const step = this.stepSeconds
      this.accumulator += Math.min(frameDelta, clock.maxFrameDelta) * clock.timeScale
      while (this.accumulator >= step - STEP_SLACK && ran < this.subStepLimit) {
        // a step abandoned for a body's fault is tried again next frame, without that body
        if (!this.runStep(step)) break
        this.accumulator = Math.max(this.accumulator - step, 0)
        ran++
      }
      // Behind by more than a frame may run: drop the backlog rather than spiral (the simulation slows).
      if (this.accumulator >= step) this.accumulator %= step
    }
    if (this.interpolating && this.stepped) {
      const alpha = this.accumulator / this.stepSeconds
      clock.interpolationLag = this.stepSeconds - this.accumulator
      this.objects.write(alpha)
    } else {
      this.showLatest()
    }
    return ran
  }

  addBeforeStep(callback: StepCallback): () => void {
    this.beforeStep = [...this.beforeStep, callback]
    return () => {
      this.beforeStep = this.beforeStep.filter((c) => c !== callback)
    }
  }

  /**
   * Registers a handler for an Error thrown by world.step (a body's water failed): a handler that takes
   * it (returns true) has dealt with its cause, and the step counts as not taken; an Error no handler
   * takes is thrown on as before.
   * @returns a function that removes it
   */
  addStepErrorHandler(handler: StepErrorHandler): () => void {
    this.stepErrorHandlers = [...this.stepErrorHandlers, handler]
    return () => {
      this.stepErrorHandlers = this.stepErrorHandlers.filter((h) => h !== handler)
    }
  }

  addAfterStep(callback: StepCallback): () => void {
    this.afterStep = [...this.afterStep, callback]
    return () => {
      this.afterStep = this.afterStep.filter((c) => c !== callback)
    }
  }

  /**
   * Draws `object` at `body`'s pose from now on, interpolated between the last two fixed states.
   * @returns a function that stops it
   */
  track(body: Body, object: InterpolatedObject['object']): () => void {
    return this.objects.add(body, object)
  }

  get namedBodies(): ReadonlyMap<string, NamedBody> {
    return this.names
  }

  /** Why `entry` cannot be registered (its name belongs to another body), or null when it can. */
  nameConflict(entry: NamedBody): string | null {
    const existing = this.names.get(entry.name)
    if (existing === undefined || existing === entry) return null
    return `two bodies are named ${JSON.stringify(entry.name)}; names must be unique within one <Physics> (they label traces)`
  }

  /**
   * Registers a body under a unique name (for traces and tests).
   * @returns a function that unregisters it
   * @throws Error when another body already has the name (see nameConflict)
   */
  registerName(entry: NamedBody): () => void {
    const conflict = this.nameConflict(entry)
    if (conflict !== null) throw new Error(`<Physics>: ${conflict}`)
    this.names.set(entry.name, entry)
    return () => {
      if (this.names.get(entry.name) === entry) this.names.delete(entry.name)
    }
  }

  /** @returns false when the step was abandoned (a handler took the Error world.step threw) */
  private runStep(dt: number): boolean {
    const world = this.world
    const clock = this.clock
    // The clock is the authority on time (a user may set clock.time to jump the sea): the world follows it.
    if (world.time !== clock.time) world.time = clock.time
    const started = performance.now()
    const event = this.event
    event.dt = dt
    event.time = world.time
    event.stepCount = this.steps
    const before = this.beforeStep
    for (let i = 0; i < before.length; i++) before[i](event)
    this.objects.remember()
    // sweep along the axis the bodies spread most on (O(n); skipped when the user set another broadphase)
    const broadphase = world.broadphase
    if (broadphase instanceof SAPBroadphase && world.bodies.length > 1) broadphase.autoDetectAxis()
    try {
      world.step(dt)
    } catch (error) {
      if (!this.stepErrorHandlers.some((handler) => handler(error))) throw error
      return false
    }
    clock.advance(dt)
    // Both added dt to the same number: they agree to the last bit, but say so rather than trust it.
    world.time = clock.time
    this.steps++
    this.stepped = true
    event.time = world.time
    event.stepCount = this.steps
    const after = this.afterStep
    for (let i = 0; i < after.length; i++) after[i](event)
    this.stepMs = performance.now() - started
    this.stepBodies = world.bodies.length
    return true
  }

  private showLatest(): void {
    this.clock.interpolationLag = 0
    this.objects.write(1)
  }
}

/**
 * A cannon-es world with the library's defaults: gravity along −y (m/s²) and a sweep-and-prune
 * broadphase (SAPBroadphase), which sorts the bodies along an axis and tests only the pairs whose
 * bounds overlap on it, instead of cannon-es's default NaiveBroadphase, which tests all n (n − 1) / 2
 * pairs every step (44,850 for 300 bodies). FixedStepLoop picks its axis from the bodies' spread
 * before every step (a fleet floats at one height: the axis is x or z).
 */
export function createPhysicsWorld(gravity: readonly [number, number, number]): World {
  const world = new World({ gravity: new Vec3(gravity[0], gravity[1], gravity[2]) })
  world.broadphase = new SAPBroadphase(world)
  return world
}
