import type { Hull } from '../hull/types.js'
import type { Vector } from '../types.js'
import { rotationMatrix } from '../stability/attitude.js'
import { measure } from '../stability/probe.js'
import type { FlatProbe } from '../stability/probe.js'
import { WATERPLANE_MOMENT_COUNT, centralWaterplaneMoments, waterplaneMoments } from '../stability/waterplane.js'

/** A liquid at rest in a closed container: its level surface and where its weight acts. */
export interface LiquidState {
  /** world y of the free surface, m (the container's lowest point when empty, its highest when full) */
  level: number
  /** centroid of the liquid, world, m (the lowest vertex when empty, the container's centroid when full) */
  centroid: Vector
  /** area of the free surface, m² (0 when empty or full) */
  surfaceArea: number
  /**
   * second moments of the free surface about its own centroid, world axes, m⁴:
   * [∫(x − x_c)² dA, ∫(z − z_c)² dA, ∫(x − x_c)(z − z_c) dA]; the free-surface effect on stability
   */
  surfaceInertia: Float64Array
}

/** A zeroed LiquidState to reuse as `out`. */
export function createLiquidState(): LiquidState {
  return { level: 0, centroid: { x: 0, y: 0, z: 0 }, surfaceArea: 0, surfaceInertia: new Float64Array(3) }
}

/** Volume below the plane, relative to the container's volume, at which the level counts as found. */
const VOLUME_TOLERANCE = 1e-12
/** Bracket width, relative to the container's height, at which the search stops anyway. */
const LEVEL_TOLERANCE = 1e-14
const MAX_ITERATIONS = 200

const rotation = new Float64Array(9)
const moments = new Float64Array(WATERPLANE_MOMENT_COUNT)
const central = new Float64Array(5)

/**
 * The horizontal level (world) at which `volume` m³ of liquid stands in `container` posed at the
 * probe's pose, and the liquid's centroid: the water in a heeled compartment stays level, so its
 * centroid moves toward the low side (the free-surface effect).
 *
 * The volume under a plane at height η is V(η) = the container's displaced volume in still water at
 * η, increasing from 0 at the lowest vertex to the container's volume at the highest, with slope
 * dV/dη = the plane's section area. Newton's method on V(η) = volume, safeguarded by bisection on
 * that bracket, converges in a few steps and never leaves it. The centroid of the liquid is the
 * centre of buoyancy of that call (exact on a plane).
 *
 * @param container closed hull in body coordinates
 * @param probe its pose is the body's pose; its plane is moved here
 * @param volume m³, clamped to [0, container.volume]
 * @param guess a level to start from (world y, m); NaN for none
 */
export function solveLiquidLevel(
  container: Hull,
  probe: FlatProbe,
  volume: number,
  guess: number,
  out: LiquidState,
): LiquidState {
  rotationMatrix(probe.quaternion, rotation)
  const p = probe.position
  const positions = container.positions
  let lowest = Infinity,
    highest = -Infinity,
    lowestVertex = 0
  for (let i = 0, o = 0; i < container.vertexCount; i++, o += 3) {
    const y = p.y + rotation[3] * positions[o] + rotation[4] * positions[o + 1] + rotation[5] * positions[o + 2]
    if (y < lowest) {
      lowest = y
      lowestVertex = o
    }
    if (y > highest) highest = y
  }
  const capacity = container.volume
  out.surfaceInertia.fill(0)
  out.surfaceArea = 0
  if (!(volume > 0)) {
    out.level = lowest
    const o = lowestVertex
    writeWorld(p, positions[o], positions[o + 1], positions[o + 2], out.centroid)
    return out
  }
  if (volume >= capacity) {
    out.level = highest
    const c = container.centroid
    writeWorld(p, c.x, c.y, c.z, out.centroid)
    return out
  }

  let below = lowest,
    above = highest
  let level = guess > lowest && guess < highest ? guess : lowest + (highest - lowest) * (volume / capacity)
  const surface = probe.surface
  let result = probe.result
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    surface.level = level
    result = measure(probe, container)
    const excess = result.displacedVolume - volume
    if (excess < 0) below = level
    else above = level
    if (Math.abs(excess) <= VOLUME_TOLERANCE * capacity || above - below <= LEVEL_TOLERANCE * (highest - lowest)) break
    let next = level - excess / result.waterplaneArea
    if (!(next > below && next < above)) next = 0.5 * (below + above)
    level = next
  }
  out.level = level
  out.centroid.x = result.centerOfBuoyancy.x
  out.centroid.y = result.centerOfBuoyancy.y
  out.centroid.z = result.centerOfBuoyancy.z
  out.surfaceArea = result.waterplaneArea
  centralWaterplaneMoments(waterplaneMoments(probe.wet, p.x, p.z, moments), central)
  out.surfaceInertia[0] = central[0]
  out.surfaceInertia[1] = central[1]
  out.surfaceInertia[2] = central[2]
  return out
}

/**
 * The volume of `container` (at the probe's pose) below the horizontal plane at world height `level`,
 * m³: V(η) of solveLiquidLevel, from 0 below the container to its volume above it. Moves the probe's plane.
 */
export function volumeBelowLevel(container: Hull, probe: FlatProbe, level: number): number {
  probe.surface.level = level
  return measure(probe, container).displacedVolume
}

function writeWorld(p: Vector, x: number, y: number, z: number, out: Vector): void {
  out.x = p.x + rotation[0] * x + rotation[1] * y + rotation[2] * z
  out.y = p.y + rotation[3] * x + rotation[4] * y + rotation[5] * z
  out.z = p.z + rotation[6] * x + rotation[7] * y + rotation[8] * z
}
