import { Body } from 'cannon-es'
import type { World } from 'cannon-es'
import {
  computeStepHydrostatics,
  createHydrodynamics,
  createHydrodynamicsResult,
  createHydrostaticsResult,
  createWetSurface,
  SEA_WATER_DENSITY,
} from '../core/internal.js'
import type {
  HydrodynamicsStep,
  HydrostaticsOptions,
  Hull,
  RigidBodyState,
  Vector,
  WaterSurface,
  WetSurface,
  Wrench,
} from '../core/internal.js'
import { invalidBodyState } from '../core/hydrodynamics/kinematics.js'
import { stateArray } from '../core/stateArray.js'
import { hookIntegrate } from './integrateHook.js'
import { MAX_BUOYANCY_RATIO, unknownOption } from './buoyancyOptions.js'
import { warnGravityMismatch, warnSeaGravity, worldGravity } from './gravity.js'
import { abandonStep, joinWorld, leaveWorld } from './failedStep.js'
import type { StepParticipant } from './failedStep.js'
import { createSeakeeping, DEFAULT_RADIATION, DEFAULT_WAVE_FORCE, dragWithRadiation } from './seakeeping.js'
import { removeStepListenersLater } from './stepListeners.js'
import type { BuoyancyHandle, BuoyancyOptions } from './buoyancyOptions.js'
import { describeError } from '../core/internal.js'
import { rememberBodyHull } from './bodyHulls.js'

const CALLER = 'attachBuoyancy'

function rethrow(error: unknown): never {
  const message = describeError(error)
  // (a message that names attachBuoyancy already keeps its own: "attachBuoyancy: attachBuoyancy: …")
  throw new Error(message.startsWith(`${CALLER}: `) ? message : `${CALLER}: ${message}`, { cause: error })
}

function checkBody(world: World, body: Body): void {
  if (!body || typeof body.updateInertiaWorld !== 'function' || !body.force || !body.torque) {
    throw new Error(`${CALLER}: body must be a cannon-es Body`)
  }
  if (body.world !== null && body.world !== undefined && body.world !== world) {
    throw new Error(`${CALLER}: the body belongs to another world than the one given`)
  }
  if (body.type !== Body.DYNAMIC) {
    const kind = body.type === Body.STATIC ? 'static' : 'kinematic'
    throw new Error(
      `${CALLER}: the body is ${kind} (mass ${body.mass} kg): only a dynamic body can float; give it a mass and inertia with applyMassProperties`,
    )
  }
  const problem = invalidBodyState(body as unknown as RigidBodyState)
  if (problem !== null) throw new Error(`${CALLER}: the body's ${problem}`)
}

/**
 * The wet surface the Froude–Krylov correction reads when nobody else records one: written by a body's
 * hydrostatics and read by its seakeeping within the same body's step, so one buffer serves every body
 * (a fleet of 300 boxes held 8 MB of them, one each, and stepped 4 % slower at 1,000 for the cache).
 */
let sharedRecording: WetSurface | null = null
function seaRecording(): WetSurface {
  sharedRecording ??= createWetSurface()
  return sharedRecording
}

/**
 * Float a cannon-es body: buoyancy (computeHydrostatics) and drag (createHydrodynamics, docs/PHYSICS.md §3)
 * are applied as force and torque once per internal world step, in a `preStep` listener, so before that
 * step integrates them (docs/DEVELOPING.md: gravity → contacts → damping → preStep → integrate). Any number of
 * `world.step` calls or sub-steps give the same forces as the same number of single steps.
 *
 * - Frames: hull coordinates are body coordinates, and the body origin is its centre of mass with its
 *   axes principal (cannon-es keeps a diagonal inertia): build the body with createBuoyantBody, or
 *   centerHull + applyMassProperties. Torques are taken about body.position.
 * - Time: the wave time is world.time at the start of the `world.step` call plus the internal steps this
 *   call has already taken (cannon-es advances world.time only after all sub-steps).
 * - Gravity: options.gravity, else the world's, which must then point along −y.
 * - `last` is the HydrostaticsResult of the latest step and `drag` its drag, both reused: a step
 *   allocates nothing.
 * - Stiffness: a very light body on a large waterplane oscillates at ω = √(ρ g A_wp / m) (likewise roll
 *   and pitch); cannon-es's explicit step is stable only for ω dt < 2. Modes with ω dt > 1 get their
 *   restoring force integrated linearly implicitly: stable, quickly damped rather than resolved
 *   (`handle.stiff` says which). A smaller step or a heavier body resolves them.
 * - Seakeeping (options.waveForce, options.radiation; seakeeping.ts): by default the Froude–Krylov wave
 *   force, added mass, radiation damping and the diffraction estimate; `{ waveForce: 'hydrostatic',
 *   radiation: false }` is the seeds' model, bit for bit what earlier versions did. The added mass takes
 *   what the body carries too: its contacts' and joints' impulses in the step, and the forces of preStep
 *   listeners registered after this one (integrateHook.ts).
 * - Bad input throws an Error at attach: a body that is static, kinematic, massless, in another world or
 *   has a non-finite state; a hull whose full buoyancy ρ V exceeds 1000 × the body's mass (wrong units?);
 *   options.time or options.torqueAbout (the handle sets them); any option computeHydrostatics or the
 *   drag refuses. If the body's state becomes non-finite later (something else broke it), those steps
 *   apply nothing and are counted in `skippedSteps`, with the reason in `problem`; a body made static
 *   later is left alone. A sleeping body is woken when the water pushes it off balance (more than 1 % of
 *   its weight), and otherwise left asleep. A body already floating (its handle not detached) is refused.
 * - Faults during a step: when the water throws (or gives a NaN height) in one body's step, world.step
 *   throws an Error naming that body (also `handle.error`), and every body's force and torque is put
 *   back as before the step (failedStep.ts), so a retried step adds nothing twice. A body taken out of
 *   the world without detach gets nothing until it is added back; detach() may be called from a world
 *   listener (the listeners are removed once the step returns).
 */
export function attachBuoyancy(
  world: World,
  body: Body,
  hull: Hull,
  water: WaterSurface,
  options: BuoyancyOptions = {},
): BuoyancyHandle {
  if (!world || typeof world.addEventListener !== 'function' || !Array.isArray(world.bodies)) {
    throw new Error(`${CALLER}: world must be a cannon-es World`)
  }
  if (options === null || typeof options !== 'object')
    throw new Error(`${CALLER}: options must be an object, got ${String(options)}`)
  // (not in BuoyancyOptions' type: from JavaScript, or a HydrostaticsOptions passed on)
  const refused = options as HydrostaticsOptions
  if (refused.time !== undefined) {
    throw new Error(`${CALLER}: options.time is ${String(refused.time)}; the wave time is world.time, leave it out`)
  }
  if (refused.torqueAbout !== undefined) {
    throw new Error(
      `${CALLER}: options.torqueAbout is set; torques are taken about the body's centre of mass (body.position), leave it out`,
    )
  }
  const unknown = unknownOption(options)
  if (unknown !== null) throw new Error(`${CALLER}: ${unknown}`)
  checkBody(world, body)
  const fixedGravity = options.gravity
  if (fixedGravity === undefined) worldGravity(world, CALLER)
  const density = options.density ?? SEA_WATER_DENSITY
  if (typeof density !== 'number' || !(density > 0) || density === Infinity) {
    throw new Error(
      `${CALLER}: options.density must be a finite number > 0 (kg/m³ of the water), got ${String(density)}`,
    )
  }
  if (!hull || typeof hull.volume !== 'number') throw new Error(`${CALLER}: hull must be a Hull made by createHull`)
  const ratio = (density * hull.volume) / body.mass
  if (ratio > MAX_BUOYANCY_RATIO) {
    throw new Error(
      `${CALLER}: the hull, fully submerged, displaces ${ratio.toPrecision(3)} times the body's mass (ρ V = ${(density * hull.volume).toPrecision(4)} kg for body.mass ${body.mass} kg); more than ${MAX_BUOYANCY_RATIO} means the hull or the mass is in the wrong units`,
    )
  }

  const { drag: dragOptions, waveForce, radiation, ...hydrostaticsOptions } = options
  // the wet surface is recorded when the caller gave a buffer, or once handle.wetSurface is read (its
  // buffer made then, not for every body that is never looked at)
  let wetSurface = options.wetSurface
  const stepOptions: HydrostaticsOptions = {
    ...hydrostaticsOptions,
    wetSurface: options.wetSurface,
    time: world.time,
    torqueAbout: body.position,
  }
  const last = createHydrostaticsResult()
  let model, seakeeping
  try {
    stepOptions.gravity = fixedGravity ?? worldGravity(world, CALLER)
    // a dry run checks the hull, the water and every hydrostatics option now rather than mid-step
    computeStepHydrostatics(hull, body, water, stepOptions, last)
    model = createHydrodynamics(hull, dragWithRadiation(dragOptions, radiation ?? DEFAULT_RADIATION), CALLER)
    seakeeping = createSeakeeping(
      body,
      hull,
      water,
      waveForce ?? DEFAULT_WAVE_FORCE,
      radiation ?? DEFAULT_RADIATION,
      density,
      stepOptions.gravity,
      CALLER,
    )
  } catch (error) {
    rethrow(error)
  }
  // (once the dry run has accepted the hull, the water and the gravity)
  rememberBodyHull(body, hull)
  warnSeaGravity(water, stepOptions.gravity, CALLER)
  if (fixedGravity !== undefined) warnGravityMismatch(world, body, fixedGravity, CALLER)
  const sea = seakeeping
  // recorded for the Froude–Krylov correction, until its proxy arrives (froudeKrylovProxy.ts) when one is
  // being made elsewhere; the user's own recording (options.wetSurface, handle.wetSurface) goes on
  let recordsForSea = false
  let userRecords = options.wetSurface !== undefined
  if (sea.needsWetSurface && wetSurface === undefined) {
    wetSurface = seaRecording()
    stepOptions.wetSurface = wetSurface
    recordsForSea = true
  }
  const seakeepingActive = sea.active
  const forceTorque = stateArray(6)
  /** the seakeeping terms (seakeeping.ts) added to this step's force f and torque t */
  function addSeakeeping(f: Vector, t: Vector): void {
    forceTorque[0] = f.x
    forceTorque[1] = f.y
    forceTorque[2] = f.z
    forceTorque[3] = t.x
    forceTorque[4] = t.y
    forceTorque[5] = t.z
    sea.add(wetSurface ?? null, step, last, forceTorque)
    f.x = forceTorque[0]
    f.y = forceTorque[1]
    f.z = forceTorque[2]
    t.x = forceTorque[3]
    t.y = forceTorque[4]
    t.z = forceTorque[5]
  }
  const hydrodynamics = model
  const dragResult = createHydrodynamicsResult()
  const step: HydrodynamicsStep = { time: 0.5, dt: 0.5, density, gravity: 0.5 }
  const total: Wrench = { force: { x: 0, y: 0, z: 0 }, torque: { x: 0, y: 0, z: 0 } }
  const correction: Wrench = { force: { x: 0, y: 0, z: 0 }, torque: { x: 0, y: 0, z: 0 } }
  // Wave time: world.time as of the world.step call, plus the sub-steps already taken in it. Kept in an
  // array: a number written to a closure variable is boxed on every write.
  // [2]: the world.stepnumber of this body's latest completed preStep (undone if that step fails later)
  const clock = new Float64Array([NaN, 0, -1])
  const SEEN_WORLD_TIME = 0,
    WAVE_TIME = 1,
    COMPUTED_STEP = 2
  // options.gravity, NaN when the world's is used
  const settings = new Float64Array([fixedGravity ?? NaN])
  const FIXED_GRAVITY = 0
  let stiff = 0
  // the hull the drag was summed on last step: the hull, or the proxy of a fine one (froudeKrylovProxy.ts)
  let lastDragHull: Hull | null = null
  let skippedSteps = 0
  let problem: string | null = null

  function zeroLast(): void {
    last.force.x = last.force.y = last.force.z = 0
    last.torque.x = last.torque.y = last.torque.z = 0
    last.displacedVolume = last.wettedArea = last.waterplaneArea = 0
    last.centerOfBuoyancy.x = body.position.x
    last.centerOfBuoyancy.y = body.position.y
    last.centerOfBuoyancy.z = body.position.z
  }
  zeroLast()

  // a handle detached while the world dispatches a step still sits in cannon-es's listener list until the
  // step returns (removeStepListenersLater): it does nothing; nor for a body taken out of the world
  // without detach (cannon-es would never clear the force we added)
  function onPreStep(): void {
    if (!attached || body.world !== world) return
    try {
      stepBody()
    } catch (cause) {
      failStep(cause)
    }
  }

  /** The Error for a step this body's buoyancy could not compute: every body is left as before the step. */
  function failStep(cause: unknown): never {
    const message = cause instanceof Error ? cause.message : String(cause)
    error = new Error(
      `${CALLER}: body #${body.id}: its buoyancy at t = ${clock[WAVE_TIME]} s failed, so the world step was abandoned with every body left as before it: ${message}`,
      { cause },
    )
    abandonStep(world)
    throw error
  }

  function stepBody(): void {
    if (world.time !== clock[SEEN_WORLD_TIME]) {
      clock[SEEN_WORLD_TIME] = world.time
      clock[WAVE_TIME] = world.time
    }
    if (body.type !== Body.DYNAMIC) return
    if (recordsForSea && !sea.needsWetSurface) {
      recordsForSea = false
      if (!userRecords) stepOptions.wetSurface = undefined
    }
    const invalid = invalidBodyState(body as unknown as RigidBodyState)
    if (invalid !== null) {
      skippedSteps++
      problem = `the body's ${invalid}`
      return
    }
    // (from an array: `fixedGravity ?? −world.gravity.y` made V8 box the number, 16 B a step)
    let gravity = settings[FIXED_GRAVITY]
    if (gravity !== gravity) gravity = -world.gravity.y
    if (!(gravity > 0)) return
    stepOptions.time = clock[WAVE_TIME]
    stepOptions.gravity = gravity
    step.time = clock[WAVE_TIME]
    step.dt = world.dt
    step.gravity = gravity
    const state = body as unknown as RigidBodyState
    const proxy = seakeepingActive ? sea.proxyPass(step) : null
    // the drag's surface changed (a proxy made elsewhere has arrived): its swept volume rate is another
    // surface's, so the slamming history is forgotten rather than read as a sudden entry
    const dragHull = proxy === null ? hull : proxy.hull
    if (dragHull !== lastDragHull) {
      if (lastDragHull !== null) hydrodynamics.reset()
      lastDragHull = dragHull
    }
    if (proxy === null) {
      // one pass over the wet surface for the pressure and the drag
      hydrodynamics.computeWithHydrostatics(hull, state, water, stepOptions, last, step, dragResult)
    } else {
      // a fine hull: the exact pressure on the hull; the drag on the proxy the Froude–Krylov correction
      // clips anyway (froudeKrylovProxy.ts: an empirical force that a few hundred faces resolve)
      computeStepHydrostatics(hull, state, water, stepOptions, last)
      hydrodynamics.computeWithHydrostatics(proxy.hull, state, water, proxy.options, proxy.result, step, dragResult)
    }
    const f = total.force,
      t = total.torque
    f.x = last.force.x + dragResult.force.x
    f.y = last.force.y + dragResult.force.y
    f.z = last.force.z + dragResult.force.z
    t.x = last.torque.x + dragResult.torque.x
    t.y = last.torque.y + dragResult.torque.y
    t.z = last.torque.z + dragResult.torque.z
    if (seakeepingActive) addSeakeeping(f, t)
    // body.force already holds gravity and the user's forces: the stiff correction needs the whole
    correction.force.y = body.force.y + f.y
    correction.torque.x = body.torque.x + t.x
    correction.torque.z = body.torque.z + t.z
    // (judged with the added mass the step applies: a light body's own mass made its heave 'stiff')
    const added = seakeepingActive ? sea.appliedAddedMass(last) : null
    stiff = hydrodynamics.stiffCorrection(correction.force, correction.torque, step, correction, added)
    if (stiff !== 0) {
      f.x += correction.force.x
      f.y += correction.force.y
      f.z += correction.force.z
      t.x += correction.torque.x
      t.y += correction.torque.y
      t.z += correction.torque.z
    }
    if (body.sleepState === Body.SLEEPING) {
      const weight = body.mass * gravity
      const ix = f.x + body.force.x,
        iy = f.y + body.force.y,
        iz = f.z + body.force.z
      if (!(ix * ix + iy * iy + iz * iz > 1e-4 * weight * weight)) return
      body.wakeUp()
    }
    body.force.x += f.x
    body.force.y += f.y
    body.force.z += f.z
    body.torque.x += t.x
    body.torque.y += t.y
    body.torque.z += t.z
    if (seakeepingActive) sea.scaleForAddedMass(last)
    clock[COMPUTED_STEP] = world.stepnumber
    if (error !== null) error = null
  }

  /**
   * The added mass's share of what preStep listeners registered after this one add (attachCargo's,
   * attachFlooding's, a user's: Seakeeping.scaleLaterForces), taken just before the body integrates
   * (integrateHook.ts). Scaled at the end of this body's own listener alone, such a force acted on the
   * body's mass only: a 500 kg load held a 4.8 t raft 82 mm deeper than Archimedes (an independent audit).
   * (The whole scaling deferred to then cost 300 boxes 7 % a step: each body's state was cold again.)
   */
  const unhookIntegrate = seakeepingActive
    ? hookIntegrate(body, {
        left: sea.scaledForce,
        changed() {
          if (attached && body.world === world) sea.scaleLaterForces()
        },
      })
    : null

  function onPostStep(): void {
    if (attached) clock[WAVE_TIME] += world.dt
  }

  const participant: StepParticipant = {
    undo() {
      if (clock[COMPUTED_STEP] === world.stepnumber) {
        hydrodynamics.undoStep()
        if (seakeepingActive) sea.undoStep()
      }
      clock[COMPUTED_STEP] = -1
    },
  }
  let attached = true
  let error: Error | null = null
  joinWorld(CALLER, world, body, participant)
  world.addEventListener('preStep', onPreStep)
  world.addEventListener('postStep', onPostStep)
  return {
    detach() {
      if (!attached) return
      attached = false
      leaveWorld(world, body, participant)
      removeStepListenersLater(world, onPreStep, onPostStep)
      // (a step under way scales nothing more: `attached` is false)
      unhookIntegrate?.()
    },
    get error() {
      return error
    },
    get last() {
      return last
    },
    get drag() {
      return dragResult
    },
    get wetSurface() {
      // (the sea's shared recording holds another body's triangles: the user's is this body's own)
      if (!userRecords || wetSurface === undefined) wetSurface = createWetSurface()
      userRecords = true
      stepOptions.wetSurface = wetSurface
      return wetSurface
    },
    get stiff() {
      return stiff
    },
    get skippedSteps() {
      return skippedSteps
    },
    get problem() {
      return problem
    },
  }
}
