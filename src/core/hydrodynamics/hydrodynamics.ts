import type { Hull } from '../hull/types.js'
import { computeStepHydrostatics } from '../hydrostatics/hydrostatics.js'
import type { HydrostaticsOptions, HydrostaticsResult } from '../hydrostatics/types.js'
import { setWetTriangleSink } from '../hydrostatics/wetSurface.js'
import type { WetSurface } from '../hydrostatics/wetSurface.js'
import { stateArray } from '../stateArray.js'
import type { Vector, WaterSurface } from '../types.js'
import {
  DRAG_FORCE,
  DRAG_LIMIT,
  DRAG_RELATIVE_VELOCITY,
  DRAG_POWER,
  DRAG_SIZE,
  DRAG_STEP,
  DRAG_TORQUE,
  limitDissipation,
} from './dissipationLimit.js'
import { hullFaceRows, splitFaceRows } from './faceRows.js'
import { frictionCoefficientInPlace } from './frictionCoefficient.js'
import {
  implicitRestoring,
  TOTAL_FORCE_Y,
  TOTAL_STEP,
  TOTAL_TORQUE_X,
  TOTAL_TORQUE_Z,
  TOTALS_SIZE,
} from './implicitRestoring.js'
import { invalidBodyState, KINEMATICS_SIZE, MASS, POSITION, readKinematics, VELOCITY } from './kinematics.js'
import { accumulateModalDamping, MODAL_FORCE, MODAL_POWER, MODAL_SIZE, MODAL_TORQUE } from './modalDamping.js'
import { EXACT_WATER, resolveDrag, STILL_WATER } from './resolveDrag.js'
import type { ResolvedDrag } from './resolveDrag.js'
import {
  BUOYANCY_ABOVE_GRAVITY,
  DISPLACED_VOLUME,
  RESTORING_INPUT_SIZE,
  RESTORING_SIZE,
  RHO_G,
  restoringStiffness,
} from './restoring.js'
import {
  accumulateSurfaceDrag,
  addFaceDrag,
  addSurfaceDrag,
  beginSurfaceDrag,
  COEFFICIENTS_SIZE,
  DRAG,
  FORCE,
  POWER,
  PRESSURE_FALLOFF,
  PRESSURE_LINEAR,
  PRESSURE_QUADRATIC,
  SLAM_FORCE,
  SLAM_POWER,
  SLAM_TORQUE,
  SLAMMING,
  SUCTION_FALLOFF,
  SUCTION_LINEAR,
  SUCTION_QUADRATIC,
  SURFACE_SIZE,
  SWEPT_RATE,
  TIME,
  TORQUE,
  VISCOUS,
  WATERPLANE,
} from './surfaceDrag.js'
import type { DragOptions, HydrodynamicsResult, HydrodynamicsStep, RigidBodyState, Wrench } from './types.js'
import { WATERPLANE_SIZE } from './waterplane.js'
import {
  FLOW_SIZE,
  FLOW_VELOCITY,
  hasVelocity,
  linearFlow,
  PROBE_POINT,
  PROBE_RADIUS,
  PROBE_SIZE,
  PROBE_TIME,
  stillFlow,
} from './waterVelocity.js'
import type { MovingWater } from './waterVelocity.js'

/** The hydrodynamics of one body, with its per-step buffers and its slamming history. */
export interface HydrodynamicsModel {
  /** The resolved coefficients (drag: false gives `enabled: false`). */
  readonly drag: Readonly<ResolvedDrag>
  /**
   * The drag of one step on `body` (its origin the centre of mass, its axes principal) from the wet
   * surface and the hydrostatics that computeHydrostatics just recorded for it at the same pose, into
   * `out` (world frame, torque about the centre of mass). Allocates nothing.
   *
   * @param water the same water; its `velocityAt` gives the orbital velocity (a water without one is still)
   * @param step wave time, step, water density and gravity
   */
  compute(
    body: RigidBodyState,
    water: WaterSurface,
    wet: WetSurface,
    hydrostatics: HydrostaticsResult,
    step: HydrodynamicsStep,
    out: HydrodynamicsResult,
  ): HydrodynamicsResult
  /**
   * The same with the step's numbers passed one by one (time s, dt s, density kg/m³, gravity m/s²). Kept
   * for callers written against it; numbers passed as arguments may be boxed (~64 B a call), the
   * `step` object form allocates nothing.
   */
  compute(
    body: RigidBodyState,
    water: WaterSurface,
    wet: WetSurface,
    hydrostatics: HydrostaticsResult,
    time: number,
    dt: number,
    density: number,
    gravity: number,
    out: HydrodynamicsResult,
  ): HydrodynamicsResult
  /**
   * The hydrostatics and the drag of one step in one pass over the wet surface: computeHydrostatics(hull,
   * body, water, hydrostaticsOptions, hydrostatics) with the drag summed on each wet triangle as it is
   * integrated, then the rest of `compute`. The same forces as computeHydrostatics followed by `compute`
   * on its recorded wet surface (to rounding), without the copy: what attachBuoyancy runs every step.
   * hydrostaticsOptions.wetSurface, when given, is still recorded (for a debug view). As a step, its
   * 'adaptive' `tolerance` defaults to attachBuoyancy's 0.25, not computeHydrostatics' 0.02
   * (HydrostaticsOptions.tolerance).
   */
  computeWithHydrostatics(
    hull: Hull,
    body: RigidBodyState,
    water: WaterSurface,
    hydrostaticsOptions: HydrostaticsOptions,
    hydrostatics: HydrostaticsResult,
    step: HydrodynamicsStep,
    out: HydrodynamicsResult,
  ): HydrodynamicsResult
  /**
   * After `compute`: the correction that keeps stiff modes stable (see implicitRestoring), given the total
   * force and torque (about the centre of mass) the step will integrate and the added mass and inertia it
   * will apply implicitly (body axes: surge, heave, sway, roll, yaw, pitch; none when not given). Adds
   * nothing and returns 0 unless heave, roll or pitch has ω dt > 1; otherwise writes the extra force and torque to `out` and returns the
   * STIFF_HEAVE | STIFF_ROLL | STIFF_PITCH bits.
   */
  stiffCorrection(
    force: Vector,
    torque: Vector,
    step: HydrodynamicsStep,
    out: Wrench,
    added?: Float64Array | null,
  ): number
  /** Forget the slamming history (after teleporting the body). */
  reset(): void
  /**
   * Undo the latest `compute`'s effect on the slamming history, for a step that failed after it (another
   * body's water threw): the step is then retried as if this one had not been computed.
   */
  undoStep(): void
}

/** A zeroed result for `compute`'s `out`. */
export function createHydrodynamicsResult(): HydrodynamicsResult {
  return { force: { x: 0, y: 0, z: 0 }, torque: { x: 0, y: 0, z: 0 }, power: 0, limit: 1, slamming: 0 }
}

/**
 * The hydrodynamic model of one hull: Kerner's viscous, pressure, suction and slamming forces per wet
 * triangle and the linear dampings (radiation-like, Ueng's, Hirae's), each relative to the water's own
 * orbital velocity and together limited so that they never add energy (docs/PHYSICS.md §3; coefficients and
 * formulas in DragOptions). The hull is in body coordinates with the origin at the centre of mass.
 *
 * @param drag options (checked here: a bad one throws an Error naming it); false turns everything off
 *   (the model then only measures the waterplane for `stiffCorrection`)
 * @param caller the function name that errors start with
 */
export function createHydrodynamics(
  hull: Hull,
  drag?: DragOptions | boolean,
  caller = 'createHydrodynamics',
): HydrodynamicsModel {
  if (!hull || !(hull.positions instanceof Float64Array))
    throw new Error(`${caller}: hull must be a Hull made by createHull`)
  const resolved = resolveDrag(drag, caller)
  const box = hull.bounds
  const hullLength = Number.isNaN(resolved.viscousLength)
    ? Math.max(box.max.x - box.min.x, box.max.y - box.min.y, box.max.z - box.min.z)
    : resolved.viscousLength
  const hullArea = hull.surfaceArea
  const radius = Math.max(hull.boundingRadius, 1e-6)
  const velocityMode = resolved.enabled ? resolved.waterVelocity : STILL_WATER

  const kinematics = stateArray(KINEMATICS_SIZE)
  const flow = stateArray(FLOW_SIZE)
  const coefficients = stateArray(COEFFICIENTS_SIZE)
  const surface = stateArray(SURFACE_SIZE)
  const waterplane = stateArray(WATERPLANE_SIZE)
  const modal = stateArray(MODAL_SIZE)
  const restoring = stateArray(RESTORING_SIZE)
  const correction = stateArray(6)
  const probe = stateArray(PROBE_SIZE)
  const restoringInput = stateArray(RESTORING_INPUT_SIZE)
  const dragSum = stateArray(DRAG_SIZE)
  const totals = stateArray(TOTALS_SIZE)
  // [0]: the swept volume rate Q of the previous step (NaN: none yet), [1]: what [0] held before the
  // latest step (for undoStep); in an array so that writing them does not box a number in the closure
  const history = new Float64Array([NaN, NaN])
  const HISTORY_BEFORE = 1
  const positional: HydrodynamicsStep = { time: 0.5, dt: 0.5, density: 0.5, gravity: 0.5 }
  // the point the wet triangles' positions are relative to: the world origin for a recorded wet
  // surface, the torque point when they come straight from the hydrostatics
  const origin = stateArray(3)

  const vr = resolved.referenceSpeed
  coefficients[PRESSURE_LINEAR] = resolved.pressureLinear / vr
  coefficients[PRESSURE_QUADRATIC] = resolved.pressureQuadratic / (vr * vr)
  coefficients[PRESSURE_FALLOFF] = resolved.pressureFalloff
  coefficients[SUCTION_LINEAR] = resolved.suctionLinear / vr
  coefficients[SUCTION_QUADRATIC] = resolved.suctionQuadratic / (vr * vr)
  coefficients[SUCTION_FALLOFF] = resolved.suctionFalloff
  coefficients[SLAMMING] = resolved.slamming ? 1 : 0
  coefficients[DRAG] = resolved.enabled ? 1 : 0

  function zero(out: HydrodynamicsResult): HydrodynamicsResult {
    out.force.x = 0
    out.force.y = 0
    out.force.z = 0
    out.torque.x = 0
    out.torque.y = 0
    out.torque.z = 0
    out.power = 0
    out.limit = 1
    out.slamming = 0
    return out
  }

  return {
    drag: Object.freeze({ ...resolved }),

    compute(
      body: RigidBodyState,
      water: WaterSurface,
      wet: WetSurface,
      hydrostatics: HydrostaticsResult,
      stepOrTime: HydrodynamicsStep | number,
      dtOrOut: number | HydrodynamicsResult,
      density?: number,
      gravity?: number,
      positionalOut?: HydrodynamicsResult,
    ): HydrodynamicsResult {
      let step: HydrodynamicsStep
      let out: HydrodynamicsResult
      if (typeof stepOrTime === 'number') {
        positional.time = stepOrTime
        positional.dt = dtOrOut as number
        positional.density = density as number
        positional.gravity = gravity as number
        step = positional
        out = positionalOut as HydrodynamicsResult
      } else {
        step = stepOrTime
        out = dtOrOut as HydrodynamicsResult
      }
      beginStep(body, water, step)
      accumulateSurfaceDrag(wet, kinematics, flow, coefficients, exactWater(water), surface)
      return finishStep(hydrostatics, step, out)
    },

    computeWithHydrostatics(hull, body, water, hydrostaticsOptions, hydrostatics, step, out) {
      beginStep(body, water, step)
      const about = hydrostaticsOptions.torqueAbout ?? body.position
      origin[0] = about.x
      origin[1] = about.y
      origin[2] = about.z
      const split = resolved.splitFaces ? splitFaceRows(hull) : null
      beginSurfaceDrag(kinematics, flow, coefficients, exactWater(water), origin, hullFaceRows(hull), split, surface)
      // without drag only the waterline (in the cut pieces) is needed
      setWetTriangleSink(addSurfaceDrag, resolved.enabled ? addFaceDrag : null)
      try {
        computeStepHydrostatics(hull, body, water, hydrostaticsOptions, hydrostatics)
      } finally {
        setWetTriangleSink(null)
      }
      return finishStep(hydrostatics, step, out)
    },

    stiffCorrection(force, torque, step, out, added = null) {
      totals[TOTAL_FORCE_Y] = force.y
      totals[TOTAL_TORQUE_X] = torque.x
      totals[TOTAL_TORQUE_Z] = torque.z
      totals[TOTAL_STEP] = step.dt
      const stiff = implicitRestoring(kinematics, restoring, flow, totals, correction, added)
      out.force.x = correction[0]
      out.force.y = correction[1]
      out.force.z = correction[2]
      out.torque.x = correction[3]
      out.torque.y = correction[4]
      out.torque.z = correction[5]
      return stiff
    },

    reset() {
      history[0] = NaN
      history[HISTORY_BEFORE] = NaN
    },

    undoStep() {
      history[0] = history[HISTORY_BEFORE]
    },
  }

  /** The water's velocity at every centroid (drag option waterVelocity 'exact'), or null for the linear field. */
  function exactWater(water: WaterSurface): MovingWater | null {
    return resolved.enabled && velocityMode === EXACT_WATER && hasVelocity(water) ? water : null
  }

  /**
   * Before the pass over the wet surface: the body's state, the water's velocity linearised about the
   * centre of mass (G: the one point known before the hydrostatics, and where the body's own motion is
   * measured) and the viscous coefficient.
   */
  function beginStep(body: RigidBodyState, water: WaterSurface, step: HydrodynamicsStep): void {
    const invalid = invalidBodyState(body)
    if (invalid !== null) throw new Error(`${caller}: the body's ${invalid}`)
    const dt = step.dt
    if (!(dt > 0) || dt === Infinity) refuseStep(step)
    const k = readKinematics(body, kinematics)
    if (velocityMode !== STILL_WATER && hasVelocity(water)) {
      probe[PROBE_TIME] = step.time
      probe[PROBE_POINT] = k[POSITION]
      probe[PROBE_POINT + 1] = k[POSITION + 1]
      probe[PROBE_POINT + 2] = k[POSITION + 2]
      probe[PROBE_RADIUS] = radius
      linearFlow(water, probe, flow)
    } else {
      stillFlow(k, flow)
    }
    // Rn from the body's speed through the water at its centre of mass (u(G) = U, the flow's origin being G)
    if (resolved.enabled && resolved.viscous) {
      const ux = k[VELOCITY] - flow[FLOW_VELOCITY]
      const uy = k[VELOCITY + 1] - flow[FLOW_VELOCITY + 1]
      const uz = k[VELOCITY + 2] - flow[FLOW_VELOCITY + 2]
      coefficients[VISCOUS] = (Math.sqrt(ux * ux + uy * uy + uz * uz) * hullLength) / resolved.kinematicViscosity
      frictionCoefficientInPlace(coefficients, VISCOUS)
      coefficients[VISCOUS] *= 0.5 * step.density
    } else {
      coefficients[VISCOUS] = 0
    }
    coefficients[TIME] = step.time
  }

  /** The Error for a bad step.dt, built apart: a message made from `dt` in beginStep boxed it every step. */
  function refuseStep(step: HydrodynamicsStep): never {
    throw new Error(`${caller}: step.dt must be a finite number > 0 (s), got ${step.dt}`)
  }

  /** After the pass (its sums in `surface`): restoring stiffness, modal damping, slamming, the dissipation limit. */
  function finishStep(
    hydrostatics: HydrostaticsResult,
    step: HydrodynamicsStep,
    out: HydrodynamicsResult,
  ): HydrodynamicsResult {
    const k = kinematics
    const dt = step.dt
    const volume = hydrostatics.displacedVolume > 0 ? hydrostatics.displacedVolume : 0
    restoringInput[RHO_G] = step.density * step.gravity
    restoringInput[DISPLACED_VOLUME] = volume
    restoringInput[BUOYANCY_ABOVE_GRAVITY] = hydrostatics.centerOfBuoyancy.y - k[POSITION + 1]
    for (let i = 0; i < WATERPLANE_SIZE; i++) waterplane[i] = surface[WATERPLANE + i]
    restoringStiffness(waterplane, k, restoringInput, restoring)
    if (!resolved.enabled) return zero(out)
    accumulateModalDamping(k, restoring, flow, resolved, volume > 0, modal)

    const d = dragSum
    for (let i = 0; i < 3; i++) {
      d[DRAG_FORCE + i] = surface[FORCE + i] + modal[MODAL_FORCE + i]
      d[DRAG_TORQUE + i] = surface[TORQUE + i] + modal[MODAL_TORQUE + i]
    }
    d[DRAG_POWER] = surface[POWER] + modal[MODAL_POWER]

    // Slamming: ramped by the growth of the swept volume rate per unit hull area (m/s²)
    let ramp = 0
    const swept = surface[SWEPT_RATE]
    const previous = history[0]
    if (resolved.slamming && previous === previous && hullArea > 0) {
      const growth = (swept - previous) / (hullArea * dt)
      if (growth > 0) ramp = Math.pow(Math.min(growth / resolved.slammingThreshold, 1), resolved.slammingPower)
    }
    history[HISTORY_BEFORE] = previous
    history[0] = swept
    if (ramp > 0) {
      const scale = (-ramp * 2 * k[MASS]) / (hullArea * resolved.slammingStopTime)
      for (let i = 0; i < 3; i++) {
        d[DRAG_FORCE + i] += scale * surface[SLAM_FORCE + i]
        d[DRAG_TORQUE + i] += scale * surface[SLAM_TORQUE + i]
      }
      d[DRAG_POWER] += scale * surface[SLAM_POWER]
    }

    d[DRAG_STEP] = dt
    for (let i = 0; i < 3; i++) d[DRAG_RELATIVE_VELOCITY + i] = k[VELOCITY + i] - flow[FLOW_VELOCITY + i]
    limitDissipation(k, d)
    out.force.x = d[DRAG_FORCE]
    out.force.y = d[DRAG_FORCE + 1]
    out.force.z = d[DRAG_FORCE + 2]
    out.torque.x = d[DRAG_TORQUE]
    out.torque.y = d[DRAG_TORQUE + 1]
    out.torque.z = d[DRAG_TORQUE + 2]
    out.power = d[DRAG_POWER]
    out.limit = d[DRAG_LIMIT]
    out.slamming = ramp
    return out
  }
}
