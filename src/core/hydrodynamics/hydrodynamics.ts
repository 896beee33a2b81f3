import type { Hull } from '../hull/types.js'
import type { HydrostaticsResult } from '../hydrostatics/types.js'
import type { WetSurface } from '../hydrostatics/wet-surface.js'
import type { Vector, WaterSurface } from '../types.js'
import { dissipationFactor } from './dissipationLimit.js'
import { frictionCoefficient } from './frictionCoefficient.js'
import { implicitRestoring } from './implicitRestoring.js'
import { invalidBodyState, KINEMATICS_SIZE, MASS, POSITION, readKinematics, VELOCITY } from './kinematics.js'
import { accumulateModalDamping, MODAL_FORCE, MODAL_POWER, MODAL_SIZE, MODAL_TORQUE } from './modalDamping.js'
import { EXACT_WATER, resolveDrag, STILL_WATER } from './resolveDrag.js'
import type { ResolvedDrag } from './resolveDrag.js'
import { RESTORING_SIZE, restoringStiffness } from './restoring.js'
import {
  accumulateSurfaceDrag, COEFFICIENTS_SIZE, FORCE, POWER, PRESSURE_FALLOFF, PRESSURE_LINEAR, PRESSURE_QUADRATIC,
  SLAM_FORCE, SLAM_POWER, SLAM_TORQUE, SLAMMING, SUCTION_FALLOFF, SUCTION_LINEAR, SUCTION_QUADRATIC, SURFACE_SIZE,
  SWEPT_RATE, TORQUE, VISCOUS, WATERPLANE,
} from './surfaceDrag.js'
import type { DragOptions, HydrodynamicsResult, RigidBodyState, Wrench } from './types.js'
import { waterplaneMoments, WATERPLANE_SIZE } from './waterplane.js'
import { FLOW_SIZE, FLOW_VELOCITY, hasVelocity, linearFlow, stillFlow } from './waterVelocity.js'
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
   * @param time wave time, s
   * @param dt the step the drag will act over, s (its limit and the slamming ramp need it)
   * @param density kg/m³
   * @param gravity m/s², > 0
   */
  compute(
    body: RigidBodyState, water: WaterSurface, wet: WetSurface, hydrostatics: HydrostaticsResult,
    time: number, dt: number, density: number, gravity: number, out: HydrodynamicsResult,
  ): HydrodynamicsResult
  /**
   * After `compute`: the correction that keeps stiff modes stable (see implicitRestoring), given the total
   * force and torque (about the centre of mass) the step will integrate. Adds nothing and returns 0 unless
   * heave, roll or pitch has ω dt > 1; otherwise writes the extra force and torque to `out` and returns the
   * STIFF_HEAVE | STIFF_ROLL | STIFF_PITCH bits.
   */
  stiffCorrection(force: Vector, torque: Vector, dt: number, out: Wrench): number
  /** Forget the slamming history (after teleporting the body). */
  reset(): void
}

/** A zeroed result for `compute`'s `out`. */
export function createHydrodynamicsResult(): HydrodynamicsResult {
  return { force: { x: 0, y: 0, z: 0 }, torque: { x: 0, y: 0, z: 0 }, power: 0, limit: 1, slamming: 0 }
}

/**
 * The hydrodynamic model of one hull: Kerner's viscous, pressure, suction and slamming forces per wet
 * triangle and the linear dampings (radiation-like, Ueng's, Hirae's), each relative to the water's own
 * orbital velocity and together limited so that they never add energy (PHYSICS.md §3; coefficients and
 * formulas in DragOptions). The hull is in body coordinates with the origin at the centre of mass.
 *
 * @param drag options (checked here: a bad one throws an Error naming it); false turns everything off
 *   (the model then only measures the waterplane for `stiffCorrection`)
 * @param caller the function name that errors start with
 */
export function createHydrodynamics(hull: Hull, drag?: DragOptions | boolean, caller = 'createHydrodynamics'): HydrodynamicsModel {
  if (!hull || !(hull.positions instanceof Float64Array)) throw new Error(`${caller}: hull must be a Hull made by createHull`)
  const resolved = resolveDrag(drag, caller)
  const box = hull.bounds
  const hullLength = Number.isNaN(resolved.viscousLength)
    ? Math.max(box.max.x - box.min.x, box.max.y - box.min.y, box.max.z - box.min.z)
    : resolved.viscousLength
  const hullArea = hull.surfaceArea
  const radius = Math.max(hull.boundingRadius, 1e-6)
  const velocityMode = resolved.enabled ? resolved.waterVelocity : STILL_WATER

  const kinematics = new Float64Array(KINEMATICS_SIZE)
  const flow = new Float64Array(FLOW_SIZE)
  const coefficients = new Float64Array(COEFFICIENTS_SIZE)
  const surface = new Float64Array(SURFACE_SIZE)
  const waterplane = new Float64Array(WATERPLANE_SIZE)
  const modal = new Float64Array(MODAL_SIZE)
  const restoring = new Float64Array(RESTORING_SIZE)
  const correction = new Float64Array(6)
  let previousSweptRate = NaN

  const vr = resolved.referenceSpeed
  coefficients[PRESSURE_LINEAR] = resolved.pressureLinear / vr
  coefficients[PRESSURE_QUADRATIC] = resolved.pressureQuadratic / (vr * vr)
  coefficients[PRESSURE_FALLOFF] = resolved.pressureFalloff
  coefficients[SUCTION_LINEAR] = resolved.suctionLinear / vr
  coefficients[SUCTION_QUADRATIC] = resolved.suctionQuadratic / (vr * vr)
  coefficients[SUCTION_FALLOFF] = resolved.suctionFalloff
  coefficients[SLAMMING] = resolved.slamming ? 1 : 0

  function zero(out: HydrodynamicsResult): HydrodynamicsResult {
    out.force.x = 0; out.force.y = 0; out.force.z = 0
    out.torque.x = 0; out.torque.y = 0; out.torque.z = 0
    out.power = 0
    out.limit = 1
    out.slamming = 0
    return out
  }

  return {
    drag: Object.freeze({ ...resolved }),

    compute(body, water, wet, hydrostatics, time, dt, density, gravity, out) {
      const invalid = invalidBodyState(body)
      if (invalid !== null) throw new Error(`${caller}: the body's ${invalid}`)
      if (!(dt > 0) || dt === Infinity) throw new Error(`${caller}: dt must be a finite number > 0 (s), got ${dt}`)
      const k = readKinematics(body, kinematics)
      const rhoG = density * gravity
      const volume = hydrostatics.displacedVolume > 0 ? hydrostatics.displacedVolume : 0
      const b = hydrostatics.centerOfBuoyancy

      if (velocityMode !== STILL_WATER && volume > 0 && hasVelocity(water)) {
        linearFlow(water, time, b.x, b.y, b.z, radius, flow)
      } else {
        stillFlow(k[POSITION], k[POSITION + 1], k[POSITION + 2], flow)
      }

      if (!resolved.enabled) {
        waterplaneMoments(wet, k[POSITION], k[POSITION + 2], waterplane)
        restoringStiffness(waterplane, k, rhoG, volume, b.y - k[POSITION + 1], restoring)
        return zero(out)
      }

      // Rn from the body's speed through the water at its centre of mass (u(G) = U + J (G − P))
      if (resolved.viscous) {
        const ux = k[VELOCITY] - flow[FLOW_VELOCITY]
        const uy = k[VELOCITY + 1] - flow[FLOW_VELOCITY + 1]
        const uz = k[VELOCITY + 2] - flow[FLOW_VELOCITY + 2]
        const rn = (Math.sqrt(ux * ux + uy * uy + uz * uz) * hullLength) / resolved.kinematicViscosity
        coefficients[VISCOUS] = 0.5 * density * frictionCoefficient(rn)
      } else {
        coefficients[VISCOUS] = 0
      }
      const exact = velocityMode === EXACT_WATER && volume > 0 && hasVelocity(water) ? (water as MovingWater) : null
      accumulateSurfaceDrag(wet, k, flow, coefficients, exact, time, surface)
      for (let i = 0; i < WATERPLANE_SIZE; i++) waterplane[i] = surface[WATERPLANE + i]
      restoringStiffness(waterplane, k, rhoG, volume, b.y - k[POSITION + 1], restoring)
      accumulateModalDamping(k, restoring, flow, resolved, volume > 0, modal)

      let fx = surface[FORCE] + modal[MODAL_FORCE]
      let fy = surface[FORCE + 1] + modal[MODAL_FORCE + 1]
      let fz = surface[FORCE + 2] + modal[MODAL_FORCE + 2]
      let tx = surface[TORQUE] + modal[MODAL_TORQUE]
      let ty = surface[TORQUE + 1] + modal[MODAL_TORQUE + 1]
      let tz = surface[TORQUE + 2] + modal[MODAL_TORQUE + 2]
      let power = surface[POWER] + modal[MODAL_POWER]

      // Slamming: ramped by the growth of the swept volume rate per unit hull area (m/s²)
      let ramp = 0
      const swept = surface[SWEPT_RATE]
      if (resolved.slamming && previousSweptRate === previousSweptRate && hullArea > 0) {
        const growth = (swept - previousSweptRate) / (hullArea * dt)
        if (growth > 0) {
          const r = Math.min(growth / resolved.slammingThreshold, 1)
          ramp = Math.pow(r, resolved.slammingPower)
        }
      }
      previousSweptRate = swept
      if (ramp > 0) {
        const scale = (-ramp * 2 * k[MASS]) / (hullArea * resolved.slammingStopTime)
        fx += scale * surface[SLAM_FORCE]
        fy += scale * surface[SLAM_FORCE + 1]
        fz += scale * surface[SLAM_FORCE + 2]
        tx += scale * surface[SLAM_TORQUE]
        ty += scale * surface[SLAM_TORQUE + 1]
        tz += scale * surface[SLAM_TORQUE + 2]
        power += scale * surface[SLAM_POWER]
      }

      const limit = dissipationFactor(k, fx, fy, fz, tx, ty, tz, power, dt)
      out.force.x = fx * limit; out.force.y = fy * limit; out.force.z = fz * limit
      out.torque.x = tx * limit; out.torque.y = ty * limit; out.torque.z = tz * limit
      out.power = power * limit
      out.limit = limit
      out.slamming = ramp
      return out
    },

    stiffCorrection(force, torque, dt, out) {
      const stiff = implicitRestoring(kinematics, restoring, flow, force.y, torque.x, torque.z, dt, correction)
      out.force.x = correction[0]; out.force.y = correction[1]; out.force.z = correction[2]
      out.torque.x = correction[3]; out.torque.y = correction[4]; out.torque.z = correction[5]
      return stiff
    },

    reset() {
      previousSweptRate = NaN
    },
  }
}
