import type { Vector, WaterSurface } from '../types.js'
import { requireNonNegative } from '../stability/checks.js'
import type { CompartmentState, HoleState } from './compartment.js'
import { holeDischarge, holeHead } from './holeFlow.js'
import { volumeBelowLevel } from './liquidLevel.js'

/**
 * The sea's height over each of a compartment's holes (the body at position p with rotation r,
 * row-major), into sea[at…]; returns the index after them. Everything a step of the exchange can refuse
 * (a hole's area or coefficient, a pump's rate, a water that throws or gives a non-finite height) is
 * refused here, so that Flooding.step reads every compartment's sea before it changes any: a step that
 * fails changes nothing.
 */
export function readSea(
  fn: string,
  index: number,
  c: CompartmentState,
  p: Vector,
  r: Float64Array,
  water: WaterSurface,
  time: number,
  sea: number[],
  at: number,
): number {
  const holes = c.holes
  for (let h = 0; h < holes.length; h++) {
    const hole = holes[h]
    checkHole(fn, index, h, hole)
    const o = hole.position
    const wx = p.x + r[0] * o.x + r[1] * o.y + r[2] * o.z
    const wz = p.z + r[6] * o.x + r[7] * o.y + r[8] * o.z
    const surface = water.heightAt(wx, wz, time)
    if (!Number.isFinite(surface)) {
      throw new Error(
        `${fn}: the water's height at compartments[${index}].holes[${h}] (${wx}, ${wz}) is ${surface}, not a finite number`,
      )
    }
    sea[at + h] = surface
  }
  const pumps = c.pumps
  for (let k = 0; k < pumps.length; k++) {
    const rate = pumps[k].rate
    if (!(rate >= 0 && rate < Infinity)) requireNonNegative(fn, `compartments[${index}].pumps[${k}].rate`, rate, 'm³/s')
  }
  return at + holes.length
}

/**
 * One step of a compartment's exchange with the sea (dt s; the body at position p with rotation r,
 * row-major; the compartment's level already found at that pose; the sea's heights over its holes in
 * sea[at…], from readSea, which checked everything): flow through each hole, trimmed so
 * that the compartment holds between nothing and its capacity, then the pumps. Books the volumes in
 * the compartment's ledger and sets its new waterVolume (its level is left for the caller to find).
 *
 * Each hole passes Q dt, Q = C_d a √(2 g |d|) (explicit in time), but never more than would bring
 * the two surfaces level at it (levellingVolume), and all the holes together no more than the one
 * that may move the most: a step cannot carry the inside level past the outside one, so a long step or
 * a large hole settles instead of chattering about equilibrium.
 */
export function exchangeWater(
  fn: string,
  index: number,
  c: CompartmentState,
  p: Vector,
  r: Float64Array,
  sea: readonly number[],
  at: number,
  dt: number,
  gravity: number,
): void {
  const hasWater = c.waterVolume > 0
  let admitted = 0,
    released = 0,
    admitLimit = 0,
    releaseLimit = 0
  const holes = c.holes
  for (let h = 0; h < holes.length; h++) {
    const hole = holes[h]
    const o = hole.position
    const wy = p.y + r[3] * o.x + r[4] * o.y + r[5] * o.z
    const surface = sea[at + h]
    const head = holeHead(surface, c.level, hasWater, wy)
    let volume = holeDischarge(head, hole.area, hole.dischargeCoefficient, gravity) * dt
    if (volume !== 0) {
      // in, the inside rises to the sea's surface; out, it falls to that or to the hole, whichever is higher
      const limit = levellingVolume(c, head > 0 ? surface : Math.max(surface, wy))
      if (Math.abs(volume) > limit) volume = volume < 0 ? -limit : limit
      if (volume > 0) {
        admitted += volume
        admitLimit = Math.max(admitLimit, limit)
      } else {
        released -= volume
        releaseLimit = Math.max(releaseLimit, limit)
      }
    }
    hole.head = head
    hole.flowRate = volume
  }
  // several holes flowing the same way fill (or drain) one space: together no further than the level the
  // farthest-reaching of them drives it to
  let inScale = admitted > admitLimit ? admitLimit / admitted : 1,
    outScale = released > releaseLimit ? releaseLimit / released : 1
  admitted *= inScale
  released *= outScale

  // no more than the space holds, no less than nothing: trim the inflow or the outflow
  const before = c.waterVolume
  if (before + admitted - released > c.capacity) {
    const allowed = Math.max(c.capacity - before + released, 0)
    inScale *= admitted > 0 ? allowed / admitted : 1
    admitted = allowed
  } else if (before + admitted - released < 0) {
    const allowed = before + admitted
    outScale *= released > 0 ? allowed / released : 1
    released = allowed
  }
  for (let h = 0; h < holes.length; h++) {
    const hole = holes[h]
    const volume = hole.flowRate * (hole.flowRate > 0 ? inScale : outScale)
    hole.flowRate = dt > 0 ? volume / dt : 0
  }
  let volume = Math.min(Math.max(before + admitted - released, 0), c.capacity)

  const pumps = c.pumps
  let demand = 0
  for (let k = 0; k < pumps.length; k++) {
    const pump = pumps[k]
    if (pump.enabled) demand += pump.rate * dt
  }
  const removed = Math.min(demand, volume)
  for (let k = 0; k < pumps.length; k++) {
    const pump = pumps[k]
    pump.pumpingRate = pump.enabled && demand > 0 && dt > 0 ? (pump.rate * removed) / demand : 0
  }
  volume -= removed
  c.inflow += admitted
  c.outflow += released
  c.pumped += removed
  c.waterVolume = volume
}

/**
 * The water that would bring the compartment's level (at the pose of its probe) to world height `level`,
 * m³: the volume of the space below that level, times its permeability, less what it holds. Taken from
 * the space's volume under the plane, not from its free surface: an empty or a full compartment has no
 * free surface (area × head said 0 and the cap was skipped), and a keel hole of 2,000 m² then filled and
 * emptied a barge's 72 m³ compartment every other step for ever (an independent audit).
 */
function levellingVolume(c: CompartmentState, level: number): number {
  return Math.abs(c.permeability * volumeBelowLevel(c.hull, c.probe, level) - c.waterVolume)
}

/** A hole's area and C_d may be changed between steps: check them (the message is built only on failure). */
function checkHole(fn: string, ci: number, hi: number, hole: HoleState): void {
  const area = hole.area,
    cd = hole.dischargeCoefficient
  if (area >= 0 && area < Infinity && cd > 0 && cd <= 1) return
  const label = `compartments[${ci}].holes[${hi}]`
  requireNonNegative(fn, `${label}.area`, area, 'm²')
  throw new Error(`${fn}: ${label}.dischargeCoefficient must be in (0, 1], got ${String(cd)}`)
}
