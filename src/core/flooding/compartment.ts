import { createHull } from '../hull/createHull.js'
import type { Hull } from '../hull/types.js'
import { boxMesh } from '../meshes/box.js'
import { optionalPositive, requireHull, requireNonNegative, requireVector } from '../stability/checks.js'
import { createFlatProbe } from '../stability/probe.js'
import type { FlatProbe } from '../stability/probe.js'
import { createLiquidState } from './liquidLevel.js'
import type { LiquidState } from './liquidLevel.js'
import { distanceOutside } from './containment.js'
import type { CompartmentOptions, HoleOptions, PumpOptions } from './types.js'

/** Default discharge coefficient of a hole: a sharp-edged orifice (vena contracta). */
export const DEFAULT_DISCHARGE_COEFFICIENT = 0.6

/** A hole, mutable inside the flooding module. */
export interface HoleState {
  readonly position: { x: number; y: number; z: number }
  area: number
  dischargeCoefficient: number
  head: number
  flowRate: number
}

export interface PumpState {
  rate: number
  enabled: boolean
  pumpingRate: number
}

/** A compartment, mutable inside the flooding module. */
export interface CompartmentState {
  readonly name: string
  readonly hull: Hull
  readonly permeability: number
  readonly capacity: number
  waterVolume: number
  waterMass: number
  level: number
  readonly centroid: { x: number; y: number; z: number }
  readonly centroidBody: { x: number; y: number; z: number }
  freeSurfaceArea: number
  readonly holes: HoleState[]
  readonly pumps: PumpState[]
  inflow: number
  outflow: number
  pumped: number
  /** its own plane and pose for the level search */
  readonly probe: FlatProbe
  readonly liquid: LiquidState
}

/**
 * Check one compartment's options and build its state: the space as a hull (a box becomes one),
 * every vertex inside the ship's hull or on its surface, every hole on or in the compartment.
 */
export function buildCompartment(
  fn: string,
  index: number,
  options: CompartmentOptions,
  shipHull: Hull,
  tolerance: number,
  density: number,
  gravity: number,
): CompartmentState {
  const label = `compartments[${index}]`
  if (!options || typeof options !== 'object')
    throw new Error(`${fn}: ${label} must be an object { hull | box, holes?, pumps? }`)
  const name = options.name === undefined ? label : String(options.name)
  let hull: Hull
  if (options.hull !== undefined) {
    hull = requireHull(fn, `${label}.hull`, options.hull)
  } else if (options.box !== undefined) {
    const box = options.box
    const center = requireVector(fn, `${label}.box.center`, box?.center, 'm, body coordinates')
    const size = requireVector(fn, `${label}.box.size`, box?.size, 'm')
    if (!(size.x > 0 && size.y > 0 && size.z > 0)) {
      throw new Error(
        `${fn}: ${label}.box.size must be positive along x, y and z, got (${size.x}, ${size.y}, ${size.z})`,
      )
    }
    const mesh = boxMesh(size.x, size.y, size.z)
    for (let o = 0; o < mesh.positions.length; o += 3) {
      mesh.positions[o] += center.x
      mesh.positions[o + 1] += center.y
      mesh.positions[o + 2] += center.z
    }
    hull = createHull(mesh.positions, mesh.indices)
  } else {
    throw new Error(`${fn}: ${label} needs a hull (a closed mesh from createHull) or a box { center, size }`)
  }
  checkInside(fn, label, name, hull, shipHull, tolerance)

  const permeability = optionalPositive(fn, `${label}.permeability`, options.permeability, 1, 'a fraction in (0, 1]')
  if (permeability > 1) throw new Error(`${fn}: ${label}.permeability must be in (0, 1], got ${permeability}`)
  const capacity = hull.volume * permeability
  const initial =
    options.initialVolume === undefined
      ? 0
      : requireNonNegative(fn, `${label}.initialVolume`, options.initialVolume, 'm³')
  if (initial > capacity * (1 + 1e-12)) {
    throw new Error(`${fn}: ${label}.initialVolume is ${initial} m³, more than the compartment holds (${capacity} m³)`)
  }
  if (options.holes !== undefined && !Array.isArray(options.holes))
    throw new Error(`${fn}: ${label}.holes must be an array`)
  if (options.pumps !== undefined && !Array.isArray(options.pumps))
    throw new Error(`${fn}: ${label}.pumps must be an array`)
  const state: CompartmentState = {
    name,
    hull,
    permeability,
    capacity,
    waterVolume: Math.min(initial, capacity),
    waterMass: density * Math.min(initial, capacity),
    level: 0,
    centroid: { x: 0, y: 0, z: 0 },
    centroidBody: { x: 0, y: 0, z: 0 },
    freeSurfaceArea: 0,
    holes: [],
    pumps: [],
    inflow: 0,
    outflow: 0,
    pumped: 0,
    probe: createFlatProbe(density, gravity, 0),
    liquid: createLiquidState(),
  }
  ;(options.holes ?? []).forEach((hole, i) => state.holes.push(buildHole(fn, `${label}.holes[${i}]`, hole, hull)))
  ;(options.pumps ?? []).forEach((pump, i) => state.pumps.push(buildPump(fn, `${label}.pumps[${i}]`, pump)))
  return state
}

/** A hole, checked: finite position on or in the compartment, area ≥ 0, C_d in (0, 1]. */
export function buildHole(fn: string, label: string, hole: HoleOptions, compartment: Hull): HoleState {
  if (!hole || typeof hole !== 'object')
    throw new Error(`${fn}: ${label} must be an object { position, area, dischargeCoefficient? }`)
  const position = requireVector(fn, `${label}.position`, hole.position, 'm, body coordinates')
  const area = requireNonNegative(fn, `${label}.area`, hole.area, 'm²')
  const dischargeCoefficient = optionalPositive(
    fn,
    `${label}.dischargeCoefficient`,
    hole.dischargeCoefficient,
    DEFAULT_DISCHARGE_COEFFICIENT,
    'in (0, 1]',
  )
  if (dischargeCoefficient > 1)
    throw new Error(`${fn}: ${label}.dischargeCoefficient must be in (0, 1], got ${dischargeCoefficient}`)
  const { min, max } = compartment.bounds
  const size = Math.hypot(max.x - min.x, max.y - min.y, max.z - min.z)
  const outside = distanceOutside(compartment, position.x, position.y, position.z)
  if (outside > 1e-6 * size) {
    throw new Error(
      `${fn}: ${label}.position (${position.x}, ${position.y}, ${position.z}) is ${fmt(outside)} m outside its compartment: a hole must be on or in it`,
    )
  }
  return { position, area, dischargeCoefficient, head: 0, flowRate: 0 }
}

/** A pump, checked: rate ≥ 0. */
export function buildPump(fn: string, label: string, pump: PumpOptions): PumpState {
  if (!pump || typeof pump !== 'object') throw new Error(`${fn}: ${label} must be an object { rate, enabled? }`)
  const rate = requireNonNegative(fn, `${label}.rate`, pump.rate, 'm³/s')
  return { rate, enabled: pump.enabled ?? true, pumpingRate: 0 }
}

/** Refuse a compartment with a vertex outside the ship's hull (farther than the tolerance, m). */
function checkInside(
  fn: string,
  label: string,
  name: string,
  compartment: Hull,
  shipHull: Hull,
  tolerance: number,
): void {
  const p = compartment.positions
  for (let v = 0; v < compartment.vertexCount; v++) {
    const x = p[3 * v],
      y = p[3 * v + 1],
      z = p[3 * v + 2]
    const outside = distanceOutside(shipHull, x, y, z)
    if (outside > tolerance) {
      throw new Error(
        `${fn}: ${label}${name === label ? '' : ` ("${name}")`} is not inside the hull: its vertex ${v} at ` +
          `(${fmt(x)}, ${fmt(y)}, ${fmt(z)}) lies ${fmt(outside)} m outside it`,
      )
    }
  }
}

function fmt(value: number): string {
  return Number(value.toPrecision(6)).toString()
}
