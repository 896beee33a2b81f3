import { createLiquidState, solveLiquidLevel } from '../flooding/liquidLevel.js'
import type { LiquidState } from '../flooding/liquidLevel.js'
import type { Hull } from '../hull/types.js'
import { SEA_WATER_DENSITY, STANDARD_GRAVITY } from '../types.js'
import type { Vector } from '../types.js'
import { attitudeQuaternion, rotationMatrix } from './attitude.js'
import { optionalFinite, optionalPositive, requireHull, requireNonNegative, requireVector } from './checks.js'
import { solveHeave } from './heave.js'
import { createFlatProbe, setOrientation } from './probe.js'
import type { FlatProbe } from './probe.js'
import type { LiquidLoad, Loading, StabilityOptions } from './types.js'
import { WATERPLANE_MOMENT_COUNT, centralWaterplaneMoments, waterplaneMoments } from './waterplane.js'

/** A liquid load, checked, with its own probe and state. */
export interface ResolvedLiquid {
  readonly container: Hull
  /** m³ of container the liquid fills: volume / permeability */
  readonly geometricVolume: number
  /** kg */
  readonly mass: number
  /** kg/m³ times permeability: what the free surface's second moment is weighted by */
  readonly surfaceDensity: number
  readonly probe: FlatProbe
  readonly state: LiquidState
}

/**
 * One stability question: a hull, its loading and the still water, and the state of the last
 * evaluation at a heel and trim (heave solved for constant displacement). Made by createProblem.
 */
export interface StabilityProblem {
  readonly fn: string
  readonly hull: Hull
  /** water, kg/m³ */
  readonly density: number
  /** m/s² */
  readonly gravity: number
  /** world y of the water, m */
  readonly level: number
  /** bounding-box diagonal of the hull, m */
  readonly size: number
  /** kg */
  readonly solidMass: number
  /** body, m */
  readonly solidCenter: Vector
  readonly liquids: readonly ResolvedLiquid[]
  /** kg, solid and liquid */
  readonly totalMass: number
  /** m³ of water to displace */
  readonly volume: number
  readonly probe: FlatProbe
  // the last evaluation
  heel: number
  trim: number
  /** world y of the body origin, m */
  heave: number
  /** body → world, row-major */
  readonly rotation: Float64Array
  /** world, m */
  readonly buoyancy: Vector
  /** world, m, liquids at their level */
  readonly gravityCenter: Vector
  /** GZ_T = (B − G)·ẑ, GZ_L = (G − B)·x̂ (world), m */
  transverseLever: number
  longitudinalLever: number
  /** y_G − y_B, m: the potential energy per unit weight, up to a constant */
  potential: number
  /**
   * the restoring stiffness per unit weight (m/rad) for small rotations about the world x and z axes:
   * [∂GZ_T/∂α_x, ∂GZ_T/∂α_z = ∂GZ_L/∂α_x, ∂GZ_L/∂α_z]
   */
  readonly stiffness: Float64Array
  /** the hull's waterplane: [I_xx, I_zz, I_xz about F, x_F, z_F] (world axes; F relative to x = z = 0) */
  readonly waterplane: Float64Array
  /** m² */
  waterplaneArea: number
  /** free-surface second moments weighted by density × permeability, summed: [xx, zz, xz], kg·m */
  readonly liquidSurface: Float64Array
}

/**
 * Check the hull, loading and options, and set up the problem; unless `mayExceed`, refuses a
 * loading heavier than the hull can float.
 */
export function createProblem(
  fn: string,
  hull: Hull,
  loading: Loading,
  options: StabilityOptions | undefined,
  mayExceed = false,
): StabilityProblem {
  requireHull(fn, 'hull', hull)
  const density = optionalPositive(fn, 'options.density', options?.density, SEA_WATER_DENSITY, 'kg/m³')
  const gravity = optionalPositive(fn, 'options.gravity', options?.gravity, STANDARD_GRAVITY, 'm/s²')
  const level = optionalFinite(fn, 'options.level', options?.level, 0, 'm')
  if (!loading || typeof loading !== 'object')
    throw new Error(`${fn}: loading must be an object { mass, centerOfMass, liquids? }`)
  const solidMass = requireNonNegative(fn, 'loading.mass', loading.mass, 'kg')
  const solidCenter = requireVector(fn, 'loading.centerOfMass', loading.centerOfMass, 'm, body coordinates')
  if (loading.liquids !== undefined && !Array.isArray(loading.liquids)) {
    throw new Error(`${fn}: loading.liquids must be an array of { container, volume }`)
  }
  const liquids = (loading.liquids ?? []).map((liquid, i) => resolveLiquid(fn, i, liquid, density, level))
  const totalMass = solidMass + liquids.reduce((sum, l) => sum + l.mass, 0)
  if (!(totalMass > 0)) throw new Error(`${fn}: the loading has no mass (loading.mass and the liquids add up to 0 kg)`)
  const volume = totalMass / density
  if (volume >= hull.volume && !mayExceed) {
    throw new Error(
      `${fn}: the hull cannot float ${fmt(totalMass)} kg: its maximum displacement, fully submerged, is ` +
        `${fmt(density * hull.volume)} kg (${fmt(hull.volume)} m³ at ${density} kg/m³), so it sinks`,
    )
  }
  const { min, max } = hull.bounds
  return {
    fn,
    hull,
    density,
    gravity,
    level,
    size: Math.hypot(max.x - min.x, max.y - min.y, max.z - min.z),
    solidMass,
    solidCenter,
    liquids,
    totalMass,
    volume,
    probe: createFlatProbe(density, gravity, level),
    heel: 0,
    trim: 0,
    heave: NaN,
    rotation: new Float64Array(9),
    buoyancy: { x: 0, y: 0, z: 0 },
    gravityCenter: { x: 0, y: 0, z: 0 },
    transverseLever: 0,
    longitudinalLever: 0,
    potential: 0,
    stiffness: new Float64Array(3),
    waterplane: new Float64Array(5),
    waterplaneArea: 0,
    liquidSurface: new Float64Array(3),
  }
}

function resolveLiquid(fn: string, i: number, liquid: LiquidLoad, waterDensity: number, level: number): ResolvedLiquid {
  const name = `loading.liquids[${i}]`
  if (!liquid || typeof liquid !== 'object') throw new Error(`${fn}: ${name} must be an object { container, volume }`)
  const container = requireHull(fn, `${name}.container`, liquid.container)
  const volume = requireNonNegative(fn, `${name}.volume`, liquid.volume, 'm³')
  const density = optionalPositive(fn, `${name}.density`, liquid.density, waterDensity, 'kg/m³')
  const permeability = optionalPositive(fn, `${name}.permeability`, liquid.permeability, 1, 'a fraction in (0, 1]')
  if (permeability > 1) throw new Error(`${fn}: ${name}.permeability must be in (0, 1], got ${permeability}`)
  const geometricVolume = volume / permeability
  if (geometricVolume > container.volume * (1 + 1e-12)) {
    throw new Error(
      `${fn}: ${name}.volume is ${fmt(volume)} m³, more than its container holds ` +
        `(${fmt(container.volume * permeability)} m³ at permeability ${permeability})`,
    )
  }
  return {
    container,
    geometricVolume,
    mass: density * volume,
    surfaceDensity: density * permeability,
    probe: createFlatProbe(waterDensity, STANDARD_GRAVITY, level),
    state: createLiquidState(),
  }
}

const moments = new Float64Array(WATERPLANE_MOMENT_COUNT)

/**
 * Put the problem at `heel` and `trim` (rad): solve the heave for constant displacement, level the
 * liquids, and read B, G, the righting levers, the potential and the restoring stiffness.
 *
 * Stiffness: rotating the ship by small angles α_x, α_z about horizontal world axes at constant
 * displacement moves every point rigidly by α × r, and the waterline wedges (thickness α_x z − α_z x
 * from the flotation centre F, which keeps the volume) move B horizontally by (α_x I_xz − α_z I_xx)/V
 * along x and (α_x I_zz − α_z I_xz)/V along z. Each liquid's wedge moves its centroid the same way
 * with its free surface's moments. So ∂GZ_T/∂α_x = (y_B − y_G) + (ρ I_zz − Σ ρ_l μ_l i_zz)/M, and
 * likewise for the others: GM with the free-surface correction, exactly, at any pose.
 */
export function evaluate(problem: StabilityProblem, heel: number, trim: number): void {
  const probe = problem.probe
  const quaternion = attitudeQuaternion(heel, trim, probe.quaternion)
  rotationMatrix(quaternion, problem.rotation)
  problem.heel = heel
  problem.trim = trim
  problem.heave = solveHeave(problem.hull, probe, problem.volume, problem.heave)
  const result = probe.result
  const b = problem.buoyancy
  b.x = result.centerOfBuoyancy.x
  b.y = result.centerOfBuoyancy.y
  b.z = result.centerOfBuoyancy.z
  problem.waterplaneArea = result.waterplaneArea
  centralWaterplaneMoments(waterplaneMoments(probe.wet, 0, 0, moments), problem.waterplane)

  const r = problem.rotation
  const s = problem.solidCenter
  const m = problem.solidMass
  let gx = m * (r[0] * s.x + r[1] * s.y + r[2] * s.z)
  let gy = m * (problem.heave + r[3] * s.x + r[4] * s.y + r[5] * s.z)
  let gz = m * (r[6] * s.x + r[7] * s.y + r[8] * s.z)
  const surface = problem.liquidSurface
  surface.fill(0)
  for (const liquid of problem.liquids) {
    const lp = liquid.probe
    lp.position.x = 0
    lp.position.y = problem.heave
    lp.position.z = 0
    setOrientation(lp, quaternion)
    const state = solveLiquidLevel(liquid.container, lp, liquid.geometricVolume, NaN, liquid.state)
    gx += liquid.mass * state.centroid.x
    gy += liquid.mass * state.centroid.y
    gz += liquid.mass * state.centroid.z
    surface[0] += liquid.surfaceDensity * state.surfaceInertia[0]
    surface[1] += liquid.surfaceDensity * state.surfaceInertia[1]
    surface[2] += liquid.surfaceDensity * state.surfaceInertia[2]
  }
  const total = problem.totalMass
  const g = problem.gravityCenter
  g.x = gx / total
  g.y = gy / total
  g.z = gz / total
  problem.transverseLever = b.z - g.z
  problem.longitudinalLever = g.x - b.x
  problem.potential = g.y - b.y

  const w = problem.waterplane
  const rho = problem.density
  const rise = b.y - g.y
  problem.stiffness[0] = rise + (rho * w[1] - surface[1]) / total
  problem.stiffness[1] = -(rho * w[2] - surface[2]) / total
  problem.stiffness[2] = rise + (rho * w[0] - surface[0]) / total
}

/** Deepest point of the hull below the water at the problem's last pose, m. */
export function draftOf(problem: StabilityProblem): number {
  const r = problem.rotation
  const positions = problem.hull.positions
  let lowest = Infinity
  for (let o = 0; o < positions.length; o += 3) {
    const y = r[3] * positions[o] + r[4] * positions[o + 1] + r[5] * positions[o + 2]
    if (y < lowest) lowest = y
  }
  return problem.level - (problem.heave + lowest)
}

export function fmt(value: number): string {
  return Number(value.toPrecision(6)).toString()
}
