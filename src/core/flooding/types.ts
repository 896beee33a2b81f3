import type { Hull } from '../hull/types.js'
import type { Pose, Vector, WaterSurface } from '../types.js'

/** An opening between a compartment and the sea. */
export interface HoleOptions {
  /** body coordinates, m: on (or inside) the compartment */
  position: Vector
  /** m², ≥ 0 (0 is a closed hole) */
  area: number
  /** C_d, (0, 1]; default 0.6 (a sharp-edged orifice) */
  dischargeCoefficient?: number
}

/** A pump that sends water from the compartment overboard. */
export interface PumpOptions {
  /** m³/s, ≥ 0 */
  rate: number
  /** default true */
  enabled?: boolean
}

/** A watertight space in the hull that can flood. */
export interface CompartmentOptions {
  /** for messages and the debug view */
  name?: string
  /** the space as a closed hull in body coordinates (createHull) ... */
  hull?: Hull
  /** ... or as a box aligned with the body axes: centre and size (m) */
  box?: { center: Vector; size: Vector }
  holes?: readonly HoleOptions[]
  pumps?: readonly PumpOptions[]
  /** fraction of the space water can fill (cargo, machinery take the rest), (0, 1]; default 1 */
  permeability?: number
  /** water in it at the start, m³; default 0 */
  initialVolume?: number
}

/** Options of createFlooding. */
export interface FloodingOptions {
  /** sea water, kg/m³; default 1025 */
  density?: number
  /**
   * m/s², the g of the holes' flow when the model is stepped by itself; default 9.81. attachFlooding steps
   * it with the gravity its body falls with instead (Flooding.step's `gravity`).
   */
  gravity?: number
  /**
   * how far outside the hull a compartment vertex may lie, as a fraction of the hull's size
   * (bounding-box diagonal); default 1e-6
   */
  containmentTolerance?: number
}

/** A hole's state: what it was given, and the flow of the last step. */
export interface Hole {
  /** body coordinates, m */
  readonly position: Vector
  /** m²; may be changed between steps (≥ 0, finite) */
  area: number
  /** (0, 1]; may be changed between steps */
  dischargeCoefficient: number
  /** head difference of the last step, outside minus inside, m (0 when the hole is above both) */
  readonly head: number
  /** flow of the last step into the compartment, m³/s (negative: out to sea) */
  readonly flowRate: number
}

/** A pump's state. */
export interface Pump {
  /** m³/s; may be changed between steps (≥ 0, finite) */
  rate: number
  enabled: boolean
  /** water removed in the last step, m³/s */
  readonly pumpingRate: number
}

/** A compartment's state. */
export interface CompartmentState {
  readonly name: string
  /** the space, body coordinates */
  readonly hull: Hull
  /** (0, 1] */
  readonly permeability: number
  /** m³ of water it holds when full: hull.volume × permeability */
  readonly capacity: number
  /** m³ of water in it now */
  readonly waterVolume: number
  /** kg */
  readonly waterMass: number
  /** world y of its water surface, m (its lowest point when empty) */
  readonly level: number
  /** centroid of its water, world, m */
  readonly centroid: Vector
  /** centroid of its water, body coordinates, m */
  readonly centroidBody: Vector
  /** m² */
  readonly freeSurfaceArea: number
  readonly holes: readonly Hole[]
  readonly pumps: readonly Pump[]
  /** since creation, m³: in through holes, out through holes, pumped overboard */
  readonly inflow: number
  readonly outflow: number
  readonly pumped: number
}

/** The flood water of a hull: compartments, their holes and pumps, stepped in time. */
export interface Flooding {
  readonly compartments: readonly CompartmentState[]
  /** m³ in all compartments */
  readonly waterVolume: number
  /** kg */
  readonly waterMass: number
  /** centroid of all flood water, world, m (the body origin's position when there is none) */
  readonly centroid: Vector
  /** centroid of all flood water, body coordinates, m */
  readonly centroidBody: Vector
  /** since creation, m³, all compartments */
  readonly inflow: number
  readonly outflow: number
  readonly pumped: number
  /** m³ at creation */
  readonly initialVolume: number
  /**
   * Advance `dt` seconds with the body at `pose` and the sea at time `time`: flow through every hole
   * (Q = C_d a √(2 g |d|), d = outside head − inside head at the hole), pumps, then the levels and
   * centroids at the pose. `gravity` (m/s², > 0) is the g of this step's flow; default the model's
   * (options.gravity of createFlooding).
   */
  step(pose: Pose, water: WaterSurface, time: number, dt: number, gravity?: number): void
  /** Recompute the levels and centroids for the water held now, with the body at `pose` (no flow). */
  update(pose: Pose): void
  /** Open a new hole in compartment number `compartment` (checked like the holes given at creation). */
  addHole(compartment: number, hole: HoleOptions): Hole
  /** Add a pump to compartment number `compartment`. */
  addPump(compartment: number, pump: PumpOptions): Pump
  /** The flood water as liquid loads for findEquilibrium, stabilityAt and rightingLeverCurve. */
  liquids(): { container: Hull; volume: number; density: number; permeability: number }[]
}
