import type { Hull } from '../hull/types.js'
import { SEA_WATER_DENSITY, STANDARD_GRAVITY } from '../types.js'
import type { Pose, Vector, WaterSurface } from '../types.js'
import { rotationMatrix } from '../stability/attitude.js'
import {
  optionalPositive,
  requireFinite,
  requireHull,
  requireNonNegative,
  requirePositive,
} from '../stability/checks.js'
import { setOrientation } from '../stability/probe.js'
import { buildCompartment, buildHole, buildPump } from './compartment.js'
import type { CompartmentState } from './compartment.js'
import { exchangeWater, readSea } from './exchange.js'
import { solveLiquidLevel } from './liquidLevel.js'
import type { CompartmentOptions, Flooding, FloodingOptions, Hole, HoleOptions, Pump, PumpOptions } from './types.js'

const FN = 'createFlooding'
const DEFAULT_CONTAINMENT_TOLERANCE = 1e-6

/**
 * The flood water of a hull: watertight compartments (closed meshes or boxes in body coordinates)
 * with holes to the sea and pumps, stepped in time (Ueng 2013: a ship takes on water, lists,
 * settles, or sinks).
 *
 * Each step, with the body at its pose and the sea at its time:
 * - the water in each compartment stands level, a horizontal plane in the world however the hull
 *   heels: the level is the height at which the compartment's volume below it holds the water
 *   (Newton on the volume under a plane, bracketed), and the water's weight acts at the centroid of
 *   that volume, which moves to the low side: the free-surface effect;
 * - a hole passes Q = C_d a √(2 g |d|), d = outside head − inside head at the hole (in when the sea
 *   stands higher, out when the compartment does, nothing when the hole is above both). Explicit in
 *   time, but a hole never moves more water in one step than would bring its two surfaces level (the
 *   compartment's volume up to the outside level, less its water: empty, full or part full), nor all
 *   the holes together more than the farthest-reaching one, so large steps do not overshoot and chatter;
 * - pumps send water overboard at their rate while there is water;
 * - a compartment holds no more than its capacity, no less than nothing.
 * Every cubic metre is booked: waterVolume = initialVolume + inflow − outflow − pumped.
 *
 * Add the water's weight to the body at `centroid` (the cannon adapter does), or pass liquids() as
 * the loading's liquids to the stability functions.
 *
 * @param hull the ship's hull (body coordinates): every compartment vertex must lie inside it or on it
 * @throws Error naming the compartment, hole or pump, for a compartment outside the hull, a negative
 *   area, rate, volume or permeability outside (0, 1], or a value that is not finite
 */
export function createFlooding(
  hull: Hull,
  compartments: readonly CompartmentOptions[],
  options?: FloodingOptions,
): Flooding {
  requireHull(FN, 'hull', hull)
  if (!Array.isArray(compartments)) throw new Error(`${FN}: compartments must be an array`)
  const density = optionalPositive(FN, 'options.density', options?.density, SEA_WATER_DENSITY, 'kg/m³')
  const gravity = optionalPositive(FN, 'options.gravity', options?.gravity, STANDARD_GRAVITY, 'm/s²')
  const relative =
    options?.containmentTolerance === undefined
      ? DEFAULT_CONTAINMENT_TOLERANCE
      : requireNonNegative(
          FN,
          'options.containmentTolerance',
          options.containmentTolerance,
          'relative to the hull size',
        )
  const { min, max } = hull.bounds
  const tolerance = relative * Math.hypot(max.x - min.x, max.y - min.y, max.z - min.z)
  const states = compartments.map((c, i) => buildCompartment(FN, i, c, hull, tolerance, density, gravity))
  return new FloodingModel(states, density, gravity)
}

const rotation = new Float64Array(9)

class FloodingModel implements Flooding {
  readonly compartments: CompartmentState[]
  readonly initialVolume: number
  waterVolume = 0
  waterMass = 0
  readonly centroid: Vector = { x: 0, y: 0, z: 0 }
  readonly centroidBody: Vector = { x: 0, y: 0, z: 0 }
  inflow = 0
  outflow = 0
  pumped = 0
  private readonly density: number
  private readonly gravity: number
  private readonly position: Vector = { x: 0, y: 0, z: 0 }
  /** the sea's height over every hole this step, compartment by compartment (readSea) */
  private readonly sea: number[] = []

  constructor(compartments: CompartmentState[], density: number, gravity: number) {
    this.compartments = compartments
    this.density = density
    this.gravity = gravity
    this.initialVolume = compartments.reduce((sum, c) => sum + c.waterVolume, 0)
    this.update({ position: { x: 0, y: 0, z: 0 }, quaternion: { x: 0, y: 0, z: 0, w: 1 } })
  }

  update(pose: Pose): void {
    this.readPose('update', pose)
    for (const c of this.compartments) this.levelCompartment(c)
    this.total()
  }

  step(pose: Pose, water: WaterSurface, time: number, dt: number, gravity?: number): void {
    const fn = 'Flooding.step'
    if (!water || typeof water.heightAt !== 'function')
      throw new Error(`${fn}: water must be a WaterSurface with heightAt(x, z, t)`)
    requireFinite(fn, 'time', time, 's')
    requireNonNegative(fn, 'dt', dt, 's')
    const g = gravity === undefined ? this.gravity : requirePositive(fn, 'gravity', gravity, 'm/s²')
    this.readPose(fn, pose)
    const p = this.position
    const compartments = this.compartments
    // Read the sea over every hole first (all that can throw), then change the compartments: a water
    // that fails at the second compartment leaves the first as it was, and the totals with it.
    const sea = this.sea
    for (let i = 0, at = 0; i < compartments.length; i++)
      at = readSea(fn, i, compartments[i], p, rotation, water, time, sea, at)
    for (let i = 0, at = 0; i < compartments.length; i++) {
      const c = compartments[i]
      this.levelCompartment(c)
      exchangeWater(fn, i, c, p, rotation, sea, at, dt, g)
      at += c.holes.length
      c.waterMass = this.density * c.waterVolume
      this.levelCompartment(c)
    }
    this.total()
  }

  addHole(compartment: number, hole: HoleOptions): Hole {
    const c = this.compartmentAt('Flooding.addHole', compartment)
    const state = buildHole('Flooding.addHole', `hole of compartments[${compartment}]`, hole, c.hull)
    c.holes.push(state)
    return state
  }

  addPump(compartment: number, pump: PumpOptions): Pump {
    const c = this.compartmentAt('Flooding.addPump', compartment)
    const state = buildPump('Flooding.addPump', `pump of compartments[${compartment}]`, pump)
    c.pumps.push(state)
    return state
  }

  liquids(): { container: Hull; volume: number; density: number; permeability: number }[] {
    return this.compartments.map((c) => ({
      container: c.hull,
      volume: c.waterVolume,
      density: this.density,
      permeability: c.permeability,
    }))
  }

  private compartmentAt(fn: string, index: number): CompartmentState {
    const c = this.compartments[index]
    if (!Number.isInteger(index) || c === undefined) {
      throw new Error(`${fn}: there is no compartment ${String(index)} (there are ${this.compartments.length})`)
    }
    return c
  }

  /** Check the pose and keep its position and rotation matrix for this call. */
  private readPose(fn: string, pose: Pose): void {
    const position = pose?.position
    const q = pose?.quaternion
    if (!position || !q) throw new Error(`${fn}: pose must be an object { position, quaternion }`)
    if (!(Number.isFinite(position.x) && Number.isFinite(position.y) && Number.isFinite(position.z))) {
      throw new Error(
        `${fn}: pose.position must have finite x, y, z (m), got (${position.x}, ${position.y}, ${position.z})`,
      )
    }
    const norm = Math.hypot(q.x, q.y, q.z, q.w)
    if (!(norm > 0 && norm < Infinity))
      throw new Error(`${fn}: pose.quaternion must have finite x, y, z, w and not be zero`)
    this.position.x = position.x
    this.position.y = position.y
    this.position.z = position.z
    rotationMatrix(q, rotation)
    for (const c of this.compartments) {
      c.probe.position.x = position.x
      c.probe.position.y = position.y
      c.probe.position.z = position.z
      setOrientation(c.probe, q)
    }
  }

  /** The compartment's level, centroid and free surface for its water at the current pose. */
  private levelCompartment(c: CompartmentState): void {
    const liquid = solveLiquidLevel(c.hull, c.probe, c.waterVolume / c.permeability, c.level, c.liquid)
    c.level = liquid.level
    c.freeSurfaceArea = liquid.surfaceArea
    c.centroid.x = liquid.centroid.x
    c.centroid.y = liquid.centroid.y
    c.centroid.z = liquid.centroid.z
    toBody(this.position, liquid.centroid, c.centroidBody)
  }

  /** Totals and the centroid of all the water. */
  private total(): void {
    let volume = 0,
      mx = 0,
      my = 0,
      mz = 0,
      inflow = 0,
      outflow = 0,
      pumped = 0
    for (const c of this.compartments) {
      volume += c.waterVolume
      mx += c.waterVolume * c.centroid.x
      my += c.waterVolume * c.centroid.y
      mz += c.waterVolume * c.centroid.z
      inflow += c.inflow
      outflow += c.outflow
      pumped += c.pumped
    }
    this.waterVolume = volume
    this.waterMass = this.density * volume
    this.inflow = inflow
    this.outflow = outflow
    this.pumped = pumped
    if (volume > 0) {
      this.centroid.x = mx / volume
      this.centroid.y = my / volume
      this.centroid.z = mz / volume
    } else {
      this.centroid.x = this.position.x
      this.centroid.y = this.position.y
      this.centroid.z = this.position.z
    }
    toBody(this.position, this.centroid, this.centroidBody)
  }
}

function toBody(p: Vector, world: Vector, out: Vector): void {
  const r = rotation
  const dx = world.x - p.x,
    dy = world.y - p.y,
    dz = world.z - p.z
  out.x = r[0] * dx + r[3] * dy + r[6] * dz
  out.y = r[1] * dx + r[4] * dy + r[7] * dz
  out.z = r[2] * dx + r[5] * dy + r[8] * dz
}
