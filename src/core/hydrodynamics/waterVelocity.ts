import type { Vector, WaterSurface } from '../types.js'
import { POSITION } from './kinematics.js'

// A linear water-velocity field u(p) = U + J (p − P) in one Float64Array, so the per-triangle loop reads
// numbers and calls nothing.
/** P, world, m */
export const FLOW_ORIGIN = 0
/** U = u(P), m/s */
export const FLOW_VELOCITY = 3
/** J, row-major, J[3i + j] = ∂u_i/∂x_j, 1/s */
export const FLOW_GRADIENT = 6
export const FLOW_SIZE = 15

/** A water that can say how fast it moves: a WaveField does. */
export interface MovingWater extends WaterSurface {
  velocityAt<T extends Vector>(x: number, y: number, z: number, t: number, out: T): T
}

/**
 * True when `water` has a `velocityAt` (a WaveField) that can be non-zero; any other water, and a
 * WaveField of no components (flatWater), counts as still, which spares six calls a step.
 */
export function hasVelocity(water: WaterSurface): water is MovingWater {
  if (typeof (water as Partial<MovingWater>).velocityAt !== 'function') return false
  const components = (water as { components?: { length: number } }).components
  return !(components !== undefined && components.length === 0)
}

const sample = { x: 0, y: 0, z: 0 }

/** Zero velocity and gradient about the body's centre of mass (k: kinematics.ts): still water. */
export function stillFlow(k: Float64Array, flow: Float64Array): Float64Array {
  flow.fill(0)
  flow[FLOW_ORIGIN] = k[POSITION]
  flow[FLOW_ORIGIN + 1] = k[POSITION + 1]
  flow[FLOW_ORIGIN + 2] = k[POSITION + 2]
  return flow
}

// Where linearFlow samples, in one Float64Array (numbers passed in arrays are never boxed).
/** wave time, s */
export const PROBE_TIME = 0
/** the point to linearise about, world, m */
export const PROBE_POINT = 1
/** the body's size, m */
export const PROBE_RADIUS = 4
export const PROBE_SIZE = 5

/**
 * The water's velocity linearised about probe[PROBE_POINT..] (m, world) over a body of size
 * probe[PROBE_RADIUS] (m) at time probe[PROBE_TIME]: six `velocityAt` calls per step instead of one per
 * wet triangle. Horizontal derivatives are central
 * differences over ±radius (the secant over the hull, which is the derivative itself while the hull is
 * short against the waves); the vertical one looks down only (radius below), since linear wave theory
 * holds the orbital velocity constant above the mean level.
 */
export function linearFlow(water: MovingWater, probe: Float64Array, flow: Float64Array): Float64Array {
  const time = probe[PROBE_TIME]
  const x = probe[PROBE_POINT], y = probe[PROBE_POINT + 1], z = probe[PROBE_POINT + 2]
  const radius = probe[PROBE_RADIUS]
  const r = radius > 0 ? radius : 1
  const s = sample
  water.velocityAt(x, y, z, time, s)
  const ux = s.x, uy = s.y, uz = s.z
  flow[FLOW_ORIGIN] = x
  flow[FLOW_ORIGIN + 1] = y
  flow[FLOW_ORIGIN + 2] = z
  flow[FLOW_VELOCITY] = ux
  flow[FLOW_VELOCITY + 1] = uy
  flow[FLOW_VELOCITY + 2] = uz
  const g = FLOW_GRADIENT
  const inv2r = 0.5 / r
  // ∂u/∂x
  water.velocityAt(x + r, y, z, time, s)
  let px = s.x, py = s.y, pz = s.z
  water.velocityAt(x - r, y, z, time, s)
  flow[g] = (px - s.x) * inv2r
  flow[g + 3] = (py - s.y) * inv2r
  flow[g + 6] = (pz - s.z) * inv2r
  // ∂u/∂z
  water.velocityAt(x, y, z + r, time, s)
  px = s.x; py = s.y; pz = s.z
  water.velocityAt(x, y, z - r, time, s)
  flow[g + 2] = (px - s.x) * inv2r
  flow[g + 5] = (py - s.y) * inv2r
  flow[g + 8] = (pz - s.z) * inv2r
  // ∂u/∂y, from below
  water.velocityAt(x, y - r, z, time, s)
  flow[g + 1] = (ux - s.x) / r
  flow[g + 4] = (uy - s.y) / r
  flow[g + 7] = (uz - s.z) / r
  return flow
}
