import type { Body, World } from 'cannon-es'
import type { Quaternion, Vector } from '../../core/internal.js'
import type { SimulationClock } from '../clock/SimulationClock.js'

/** What a step callback receives (one object, reused: read it, do not keep it). */
export interface StepEvent {
  /** the cannon-es world */
  world: World
  /** s, the step's length */
  dt: number
  /** s: before a step, the time it starts at; after it, the time it ended at (= world.time = clock.time) */
  time: number
  /** steps completed so far: before a step, its index from 0; after it, that index + 1 */
  stepCount: number
}

/** Called once per fixed step (never per frame). */
export type StepCallback = (event: StepEvent) => void

/** A body registered under a name (a `<Buoyant name>` or `useBuoyancy(…, { name })`), for traces. */
export interface NamedBody {
  readonly name: string
  readonly body: Body
  /**
   * Writes the pose the user placed the body by (for `<Buoyant>`, the frame of its `position` and
   * `rotation` props, not the centre of mass) into `out` and returns it.
   */
  readPose<T extends { position: Vector; quaternion: Quaternion }>(out: T): T
}

/** The physics world of the enclosing `<Physics>` (see {@link usePhysics}). */
export interface PhysicsApi {
  /** The cannon-es world: add your own bodies, constraints and materials to it. */
  readonly world: World
  /** The simulation clock the world steps in lockstep with (shared with `<Waves>` and `<Ocean>`). */
  readonly clock: SimulationClock
  /** s */
  readonly fixedStep: number
  /** Fixed steps run since the world was created. */
  readonly stepCount: number
  /**
   * Runs exactly one step of `dt` seconds now (default `fixedStep`), even while paused, and shows its
   * result (no interpolation until the next frame). For tests, and for stepping a paused scene by hand.
   * @throws Error when dt is not a positive finite number
   */
  step(dt?: number): void
  /** Calls `callback` before every fixed step; returns the function that removes it. */
  addBeforeStep(callback: StepCallback): () => void
  /** Calls `callback` after every fixed step; returns the function that removes it. */
  addAfterStep(callback: StepCallback): () => void
  /**
   * The last fixed step's cost, ms of wall-clock time: the step callbacks, the buoyancy of every body
   * (it runs inside cannon-es's step) and cannon-es itself. 0 before the first step. Read it after a
   * frame (or in an `afterStep` callback, which then sees the previous step's) to see the frame budget:
   * at 60 Hz one step must stay well under 16.7 ms.
   */
  readonly lastStepMs: number
  /** `lastStepMs` over the bodies in the world at that step (0 with none), ms a body. */
  readonly lastStepMsPerBody: number
  /** Bodies registered under a name, by name. */
  readonly namedBodies: ReadonlyMap<string, NamedBody>
}
