import {
  type Hull,
  type ModeStiffness,
  type Quaternion,
  type Vector,
  SEA_WATER_DENSITY,
  STANDARD_GRAVITY,
  knownModeStiffness,
  modeStiffness,
  rememberModeStiffness,
} from '../../core/internal.js'
import type { BodyFrame, BodyMassSpec } from '../../cannon/internal.js'
// the file, not the cannon barrel: the barrel would bring cannon-es into the hull worker, which needs only this
import { createBodyFrame } from '../../cannon/bodyFrame.js'

/** How a `<Buoyant>` loads its hull: what its body frame is made with. */
export interface BodyLoading extends BodyMassSpec {
  centerOfMass?: Vector
}

/**
 * The still-water modes (modeStiffness in sea water under standard gravity, what radiation 'auto' starts
 * from) of the body frame a loading gives a hull, with the frame they belong to: its mass and placement.
 */
export interface StillWaterModes {
  mass: number
  centerOfMass: Vector
  orientation: Quaternion
  stiffness: ModeStiffness | null
}

/**
 * Computes in the hull worker, beside the hull, the still-water modes of the body frame `loading` gives it:
 * the equilibrium search is the longest part of what follows a large hull (a 5,000-triangle hull's took
 * 30–45 ms on a cold page's main thread). null when the loading makes no body frame (reported later by the
 * main thread, which builds the frame again).
 */
export function stillWaterModesOf(hull: Hull, loading: BodyLoading): StillWaterModes | null {
  try {
    const frame = createBodyFrame(hull, loading, loading.centerOfMass, 'hullWorker')
    const stiffness = modeStiffness(frame.hull, frame.mass, SEA_WATER_DENSITY, STANDARD_GRAVITY)
    return { mass: frame.mass, centerOfMass: frame.centerOfMass, orientation: frame.orientation, stiffness }
  } catch {
    return null
  }
}

/** What places a body frame's hull: its mass, centre of mass and axes. */
const placement = (f: Omit<StillWaterModes, 'stiffness'>) => {
  const { centerOfMass: c, orientation: q } = f
  return [f.mass, c.x, c.y, c.z, q.x, q.y, q.z, q.w]
}

/**
 * Hands the worker's modes to modeStiffness for `frame`, the main thread's body frame of the same hull,
 * when it is the frame they were computed for: the same mass, centre of mass and axes to the last bit (the
 * same code on the same numbers), so the same hull in body coordinates. A body loaded otherwise (another
 * body sharing the cached hull with another mass) gets nothing here and is searched on the main thread.
 */
export function rememberStillWaterModes(frame: BodyFrame, modes: StillWaterModes | null): void {
  if (modes === null) return
  const ours = placement(frame)
  if (!placement(modes).every((value, i) => value === ours[i])) return
  rememberModeStiffness(frame.hull, frame.mass, SEA_WATER_DENSITY, STANDARD_GRAVITY, modes.stiffness)
}

/**
 * The still-water modes of a body frame, computed now (remembered by modeStiffness for the attachment)
 * unless the worker's were handed over; any other water or gravity is computed at attachment.
 */
export function prepareStillWaterModes(frame: BodyFrame, withRadiation = true): void {
  if (knownModeStiffness(frame.hull, frame.mass, SEA_WATER_DENSITY, STANDARD_GRAVITY, withRadiation)) return
  const started = performance.now()
  try {
    modeStiffness(frame.hull, frame.mass, SEA_WATER_DENSITY, STANDARD_GRAVITY, withRadiation)
  } catch {
    // the attachment reports it
  }
  spend(performance.now() - started)
}

/**
 * How many milliseconds of still-water modes one task computes for bodies about to attach before the others
 * wait for the hull worker's or for tasks of their own. One body's are 1–15 ms for a box upright and up to 200 ms for a hull whose ten
 * strip sections all differ (radiation 'auto''s strip theory, once per hull and loading): a crowd of bodies
 * of different sizes or masses mounted together would compute all of theirs in the commit that adds them
 * (100 boxes of 100 densities: 1.4 s in Node, a frozen page in a browser).
 */
export const MODES_BUDGET_MS = 20
let spentThisTask = 0
let resetScheduled = false
function spend(ms: number): void {
  spentThisTask += ms
  if (resetScheduled) return
  resetScheduled = true
  setTimeout(() => {
    spentThisTask = 0
    resetScheduled = false
  }, 0)
}

/** Whether `frame`'s still-water modes are remembered (an earlier body's, the worker's): nothing to compute. */
export function stillWaterModesKnown(frame: BodyFrame, withRadiation = true): boolean {
  return knownModeStiffness(frame.hull, frame.mass, SEA_WATER_DENSITY, STANDARD_GRAVITY, withRadiation)
}

/**
 * Whether `frame`'s still-water modes can be had in this task: they are remembered (an earlier body's, the
 * worker's), or this task has spent less than MODES_BUDGET_MS on others' (then they are computed now). When
 * not, the caller has the hull worker compute them, or computes them in a task of its own
 * (prepareStillWaterModes), before the body attaches, and counts the body as waiting
 * (react/buoyant/joiningBodies.ts).
 */
export function stillWaterModesNow(frame: BodyFrame, withRadiation = true): boolean {
  if (stillWaterModesKnown(frame, withRadiation)) return true
  if (spentThisTask >= MODES_BUDGET_MS) return false
  prepareStillWaterModes(frame, withRadiation)
  return true
}
