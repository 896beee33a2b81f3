import { useFrame } from '@react-three/fiber'
import { useContext, useEffect, useMemo } from 'react'
import {
  type DragOptions,
  type HydrodynamicsResult,
  type HydrostaticsOptions,
  type HydrostaticsResult,
  type Hull,
  type RigidBodyState,
  type WaterSurface,
  SEA_WATER_DENSITY,
  STANDARD_GRAVITY,
  computeStepHydrostatics,
  createHydrodynamics,
  createHydrodynamicsResult,
  createHydrostaticsResult,
  createWetSurface,
  isPositiveFinite,
} from '../../core/internal.js'
import { ClockContext } from '../clock/ClockContext.js'
import { WaveContext } from '../water/WaveContext.js'
import { type ImpulseTarget, sendWrenchAsImpulses } from './workerImpulses.js'
import { useStableValue } from '../useStableValue.js'

type Subscribable<T> = { subscribe(callback: (value: T) => void): () => void }

/**
 * The part of @react-three/cannon's body `api` (from `useBox`, `useConvexPolyhedron`…) that the adapter
 * uses: subscriptions to the body's state and `applyImpulse`. Declared here so the package does not
 * import @react-three/cannon.
 */
export interface CannonWorkerBodyApi extends ImpulseTarget {
  position: Subscribable<[number, number, number]>
  quaternion: Subscribable<[number, number, number, number]>
  velocity: Subscribable<[number, number, number]>
  angularVelocity: Subscribable<[number, number, number]>
}

/** Options of {@link useCannonWorkerBuoyancy}. */
export interface CannonWorkerBuoyancyOptions extends Omit<HydrostaticsOptions, 'time' | 'torqueAbout' | 'wetSurface'> {
  /** kg: the mass the body was given in @react-three/cannon (the drag needs it; the worker does not say). */
  mass: number
  /** kg·m², principal moments about the body axes; default the hull's as a uniform solid of that mass. */
  inertia?: { x: number; y: number; z: number }
  /** Drag (the same model as `attachBuoyancy`); false for hydrostatics only. Default on. */
  drag?: DragOptions | false
  /** The water; default the wave field of the enclosing `<Waves>`. */
  water?: WaterSurface
  /**
   * s: frames longer than this count as this long (default 1/6: @react-three/cannon runs at most 10 steps
   * of 1/60 s a frame, so a longer frame's impulse would act on time the worker never simulates).
   */
  maxFrameDelta?: number
}

/** What {@link useCannonWorkerBuoyancy} returns (stable; fields live). */
export interface CannonWorkerBuoyancyState {
  /** Hydrostatics of the last frame, at the body's state as last reported by the worker. */
  readonly last: HydrostaticsResult
  /** Drag of the last frame. */
  readonly drag: HydrodynamicsResult
  /** True once the worker has reported the body's pose and velocities. */
  readonly ready: boolean
}

/**
 * Floats a body that lives in @react-three/cannon's worker (`<Physics>` of @react-three/cannon):
 * the best that worker allows, not the reference path. Each frame, from the state the worker last reported
 * (subscriptions: one frame old), it computes the hydrostatics and drag on the main thread and sends them as
 * impulses scaled by the frame's elapsed time, F·Δt (three `applyImpulse` messages: the force, and the torque
 * as a couple). The worker takes no code per step, so:
 * - the force is constant over a frame, whatever number of substeps (0, 1, 2…) the worker runs in it, and
 *   it is computed from a pose a frame old: motion lags and jitters with the frame rate; equilibrium (the
 *   draft at rest) is right, since impulses and gravity balance on average;
 * - a frame in which the worker has not answered the previous step is skipped (@react-three/cannon drops
 *   that frame's time; an impulse for it would push on time that is never simulated);
 * - the wave time is the shared clock of `<Waves>` (the ocean drawn), not the worker's world time;
 * - the worker's inertia is cannon-es's bounding-box estimate of the collision shape, not the hull's.
 * Prefer this package's `<Physics>` with `<Buoyant>` when you can.
 *
 * The hull is in body coordinates: origin at the body's centre of mass, the body's own axes (make the
 * collision shape and the hull in one call: {@link cannonBoxBody} for `useBox`, {@link cannonConvexBody} for
 * `useConvexPolyhedron`).
 * @throws Error without water (no `<Waves>`, no `options.water`), or for a mass, inertia or maxFrameDelta that
 *   is not positive and finite
 */
export function useCannonWorkerBuoyancy(
  api: CannonWorkerBodyApi,
  hull: Hull,
  options: CannonWorkerBuoyancyOptions,
): CannonWorkerBuoyancyState {
  const field = useContext(WaveContext)
  const clock = useContext(ClockContext)
  const water = options.water ?? field
  if (water === null) {
    throw new Error(
      'useCannonWorkerBuoyancy: no water to float on; call it inside <Waves waves={…}>, or pass options.water',
    )
  }
  if (!isPositiveFinite(options.mass)) {
    throw new Error(
      `useCannonWorkerBuoyancy: options.mass must be the body's mass in kg, a positive finite number (got ${String(options.mass)})`,
    )
  }
  const stable = useStableValue(options)
  const { drag, mass, inertia, maxFrameDelta = 1 / 6, ...hydrostatics } = stable
  // (NaN, 0 or a negative one applied no force, ever, and the body just sank: an independent audit)
  if (!isPositiveFinite(maxFrameDelta)) {
    throw new Error(
      `useCannonWorkerBuoyancy: options.maxFrameDelta must be a positive finite number of seconds (got ${String(maxFrameDelta)})`,
    )
  }
  if (inertia !== undefined && !(inertia !== null && [inertia.x, inertia.y, inertia.z].every(isPositiveFinite))) {
    throw new Error(
      `useCannonWorkerBuoyancy: options.inertia must be { x, y, z } of positive finite kg·m² (got ${JSON.stringify(inertia)})`,
    )
  }

  const state = useMemo(() => {
    const moments = inertia ?? hull.massProperties(mass / hull.volume).principalMoments
    const body: RigidBodyState = {
      position: { x: 0, y: 0, z: 0 },
      quaternion: { x: 0, y: 0, z: 0, w: 1 },
      velocity: { x: 0, y: 0, z: 0 },
      angularVelocity: { x: 0, y: 0, z: 0 },
      mass,
      inertia: { x: moments.x, y: moments.y, z: moments.z },
    }
    return {
      body,
      reported: 0,
      /** worker replies (one per step message it ran) so far, and as of the previous frame */
      replies: 0,
      repliesSeen: 0,
      model: createHydrodynamics(hull, drag ?? true, 'useCannonWorkerBuoyancy'),
      wet: createWetSurface(),
      last: createHydrostaticsResult(),
      drag: createHydrodynamicsResult(),
      force: { x: 0, y: 0, z: 0 },
      torque: { x: 0, y: 0, z: 0 },
      ownTime: 0,
    }
  }, [hull, drag, mass, inertia])

  useEffect(() => {
    const { body } = state
    state.reported = 0
    const copy3 = (target: { x: number; y: number; z: number }, bit: number) => (value: [number, number, number]) => {
      target.x = value[0]
      target.y = value[1]
      target.z = value[2]
      state.reported |= bit
    }
    const onPosition = copy3(body.position, 1)
    const stops = [
      api.position.subscribe((value) => {
        onPosition(value)
        state.replies++
      }),
      api.velocity.subscribe(copy3(body.velocity, 2)),
      api.angularVelocity.subscribe(copy3(body.angularVelocity, 4)),
      api.quaternion.subscribe((value) => {
        body.quaternion.x = value[0]
        body.quaternion.y = value[1]
        body.quaternion.z = value[2]
        body.quaternion.w = value[3]
        state.reported |= 8
      }),
    ]
    return () => stops.forEach((stop) => stop())
  }, [api, state])

  // One options object per options change: the frame loop only writes its time.
  const run = useMemo<HydrostaticsOptions & { time: number }>(
    () => ({ ...hydrostatics, time: 0, torqueAbout: state.body.position, wetSurface: state.wet }),
    // `stable` stands for `hydrostatics` (a fresh rest object every render, equal in content).
    [stable, state],
  )
  useFrame((_, delta) => {
    const dt = Math.min(delta, maxFrameDelta)
    if (!(dt > 0)) return
    state.ownTime += dt
    if (state.reported !== 15) return
    // @react-three/cannon posts a step only when the worker has answered the last one, and otherwise drops
    // the frame's time: no answer since the previous frame means no simulated time for this impulse.
    if (state.replies === state.repliesSeen) return
    state.repliesSeen = state.replies
    const { body, last, wet, force, torque } = state
    const time = clock?.time ?? state.ownTime
    const density = hydrostatics.density ?? SEA_WATER_DENSITY
    const gravity = hydrostatics.gravity ?? STANDARD_GRAVITY
    run.time = time
    // a step's hydrostatics, as attachBuoyancy takes them (its clipping tolerance, STEP_TOLERANCE)
    computeStepHydrostatics(hull, body, water, run, last)
    state.model.compute(body, water, wet, last, time, dt, density, gravity, state.drag)
    force.x = last.force.x + state.drag.force.x
    force.y = last.force.y + state.drag.force.y
    force.z = last.force.z + state.drag.force.z
    torque.x = last.torque.x + state.drag.torque.x
    torque.y = last.torque.y + state.drag.torque.y
    torque.z = last.torque.z + state.drag.torque.z
    sendWrenchAsImpulses(api, force, torque, dt)
  })

  return useMemo<CannonWorkerBuoyancyState>(
    () => ({
      get last() {
        return state.last
      },
      get drag() {
        return state.drag
      },
      get ready() {
        return state.reported === 15
      },
    }),
    [state],
  )
}
