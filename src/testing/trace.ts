import { Euler, Quaternion, Vector3 } from 'three'
import type { PhysicsApi } from '../react/physics/PhysicsApi.js'

/** One named body at one moment: rounded position (m) and Euler XYZ angles (degrees). */
export interface TraceBody {
  /** m, world: the origin of the frame the body was placed by (a `<Buoyant>`'s group, not its centre of mass) */
  position: [number, number, number]
  /** degrees, Euler angles in three.js's default XYZ order */
  rotation: [number, number, number]
}

/** The named bodies of a scene after a given number of fixed steps. */
export interface TraceSample {
  /** fixed steps since recording began */
  step: number
  /** s, simulated time since recording began, rounded like the positions */
  time: number
  bodies: Record<string, TraceBody>
}

/** A recording: what `toMatchSnapshot` holds. */
export type Trace = TraceSample[]

/** Options of {@link recordTrace} and `scene.record`. */
export interface RecordOptions {
  /** fixed steps to run */
  steps: number
  /** take a sample every this many steps (and one before the first); default 60 */
  every?: number
  /** decimals kept (default 3): enough to catch a change, few enough to survive harmless float noise */
  digits?: number
  /** the bodies to record, by name; default every named body, in name order */
  bodies?: readonly string[]
}

/** Rounds to `digits` decimals, with −0 written as 0 (a snapshot would tell them apart). */
export function roundTo(value: number, digits: number): number {
  const rounded = Number(value.toFixed(digits))
  return rounded === 0 ? 0 : rounded
}

const pose = { position: new Vector3(), quaternion: new Quaternion() }
const euler = new Euler()
const DEGREES = 180 / Math.PI

/**
 * The named bodies of a physics world now, rounded.
 * @throws Error when a requested body is not there
 */
export function sampleBodies(physics: PhysicsApi, digits = 3, names?: readonly string[]): Record<string, TraceBody> {
  const wanted = names ?? Array.from(physics.namedBodies.keys()).sort()
  const bodies: Record<string, TraceBody> = {}
  for (const name of wanted) {
    const entry = physics.namedBodies.get(name)
    if (entry === undefined) {
      const known =
        Array.from(physics.namedBodies.keys())
          .map((n) => JSON.stringify(n))
          .join(', ') || 'none'
      throw new Error(`recordTrace: no body named ${JSON.stringify(name)} in the scene (named bodies: ${known})`)
    }
    entry.readPose(pose)
    euler.setFromQuaternion(pose.quaternion)
    bodies[name] = {
      position: [roundTo(pose.position.x, digits), roundTo(pose.position.y, digits), roundTo(pose.position.z, digits)],
      rotation: [
        roundTo(euler.x * DEGREES, digits),
        roundTo(euler.y * DEGREES, digits),
        roundTo(euler.z * DEGREES, digits),
      ],
    }
  }
  return bodies
}

/** Checks record options; returns them with defaults. */
export function checkRecordOptions(
  options: RecordOptions,
): Required<Omit<RecordOptions, 'bodies'>> & Pick<RecordOptions, 'bodies'> {
  const { steps, every = 60, digits = 3, bodies } = options
  if (!Number.isInteger(steps) || steps < 0)
    throw new Error(`recordTrace: steps must be a whole number ≥ 0 (got ${String(steps)})`)
  if (!Number.isInteger(every) || every < 1)
    throw new Error(`recordTrace: every must be a whole number ≥ 1 (got ${String(every)})`)
  if (!Number.isInteger(digits) || digits < 0 || digits > 15)
    throw new Error(`recordTrace: digits must be a whole number from 0 to 15 (got ${String(digits)})`)
  return { steps, every, digits, bodies }
}

/**
 * Runs `steps` fixed steps of a physics world by hand (no frame loop: deterministic whatever the frame
 * rate) and samples its named bodies every `every` steps. Works on any `PhysicsApi` (a `<Physics>` ref,
 * `usePhysics()`), in Node or a browser.
 */
export function recordTrace(physics: PhysicsApi, options: RecordOptions): Trace {
  const { steps, every, digits, bodies } = checkRecordOptions(options)
  const start = physics.clock.time
  const trace: Trace = [{ step: 0, time: 0, bodies: sampleBodies(physics, digits, bodies) }]
  for (let step = 1; step <= steps; step++) {
    physics.step()
    if (step % every === 0)
      trace.push({
        step,
        time: roundTo(physics.clock.time - start, digits),
        bodies: sampleBodies(physics, digits, bodies),
      })
  }
  return trace
}
