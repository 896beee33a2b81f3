import type { Vector, WaterSurface } from '../types.js'
import { waveSamplerOf } from '../waves/sumOfSines.js'
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
  const x = probe[PROBE_POINT],
    y = probe[PROBE_POINT + 1],
    z = probe[PROBE_POINT + 2]
  const radius = probe[PROBE_RADIUS]
  const r = radius > 0 ? radius : 1
  // the six points: P, P ± r x̂, P ± r ẑ, P − r ŷ
  const p = probePoints
  p[0] = x
  p[1] = y
  p[2] = z
  p[3] = x + r
  p[4] = y
  p[5] = z
  p[6] = x - r
  p[7] = y
  p[8] = z
  p[9] = x
  p[10] = y
  p[11] = z + r
  p[12] = x
  p[13] = y
  p[14] = z - r
  p[15] = x
  p[16] = y - r
  p[17] = z
  sampleVelocities(water, probe)
  const u = probeVelocities
  flow[FLOW_ORIGIN] = x
  flow[FLOW_ORIGIN + 1] = y
  flow[FLOW_ORIGIN + 2] = z
  flow[FLOW_VELOCITY] = u[0]
  flow[FLOW_VELOCITY + 1] = u[1]
  flow[FLOW_VELOCITY + 2] = u[2]
  const g = FLOW_GRADIENT
  const inv2r = 0.5 / r
  for (let i = 0; i < 3; i++) {
    // row i of J: ∂u_i/∂x and ∂u_i/∂z central, ∂u_i/∂y from below
    flow[g + 3 * i] = (u[3 + i] - u[6 + i]) * inv2r
    flow[g + 3 * i + 2] = (u[9 + i] - u[12 + i]) * inv2r
    flow[g + 3 * i + 1] = (u[i] - u[15 + i]) / r
  }
  return flow
}

const probePoints = new Float64Array(18)
const probeVelocities = new Float64Array(18)
const probeTime = new Float64Array(1)

/**
 * The velocities at the six probe points into probeVelocities: a WaveField's sampler takes them in one
 * call with arrays (nothing boxed); another water is asked point by point through velocityAt.
 */
function sampleVelocities(water: MovingWater, probe: Float64Array): void {
  const sampler = waveSamplerOf(water)
  if (sampler !== undefined) {
    probeTime[0] = probe[PROBE_TIME]
    sampler.velocitiesAtTime(probePoints, probeVelocities, 6, probeTime)
    return
  }
  const s = sample,
    p = probePoints,
    u = probeVelocities
  for (let k = 0; k < 18; k += 3) {
    water.velocityAt(p[k], p[k + 1], p[k + 2], probe[PROBE_TIME], s)
    u[k] = s.x
    u[k + 1] = s.y
    u[k + 2] = s.z
  }
}
