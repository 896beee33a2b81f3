import type { Hull } from '../hull/types.js'
import type { Pose } from '../types.js'
import type { RadiationTable } from './radiationTable.js'
import { estimateRadiationTable } from './estimateRadiation.js'
import { modalHull } from './modalAxes.js'
import type { ModalAxes } from './modalAxes.js'
import { findEquilibrium } from '../stability/equilibrium.js'
import { stabilityAt } from '../stability/stabilityAt.js'
import type { Stability } from '../stability/types.js'

/** The still-water restoring stiffness of a hull's oscillating modes and its displaced volume there. */
export interface ModeStiffness {
  /** ρ g A_wp, N/m */
  heave: number
  /** ρ g V GM_T, N·m/rad (≤ 0: unstable upright) */
  roll: number
  /** ρ g V GM_L, N·m/rad */
  pitch: number
  /** m³ at equilibrium */
  displacedVolume: number
  /** m² */
  waterplaneArea: number
  /** second moments of the waterplane about its centroid, m⁴: about the length (transverse) and across */
  waterplaneTransverse: number
  waterplaneLongitudinal: number
  /** depth of the deepest point below the water, m */
  draft: number
  /** the floating pose (body → world, water level y = 0) */
  equilibrium: Pose
  /**
   * radiation 'auto''s coefficients and diffraction force: strip theory on the hull's own sections at this
   * pose (estimateRadiation.ts), computed here with the equilibrium so that it is remembered and a
   * worker-built hull's arrives with it (the section solves are the longest part); null when not asked
   * for (a body with a table of its own needs only the stiffness). In the modal axes when `modal` is given.
   */
  radiation: RadiationTable | null
  /**
   * the axes `radiation` is in, with the roll and pitch stiffness about them, when they are not the body's
   * own (modalAxes.ts: a hull floating with its length along z, or on a corner); null when they are, or
   * when `radiation` is not computed
   */
  modal: ModalAxes | null
}

/**
 * Heave, roll and pitch stiffness of a hull (body coordinates, centre of mass at the origin, length
 * along x) floating at its equilibrium in still water, from the exact hydrostatics (findEquilibrium,
 * stabilityAt): the restoring of linear seakeeping, C33 = ρ g A_wp, C44 = ρ g V GM_T, C55 = ρ g V GM_L.
 * null when the body cannot float (heavier than the hull fully submerged).
 * @param withRadiation false: without radiation 'auto''s strip-theory table (10–200 ms of the call), which a
 *   body with a RadiationTable of its own does not need; a later call with it adds the table
 */
export function modeStiffness(
  hull: Hull,
  mass: number,
  density: number,
  gravity: number,
  withRadiation = true,
): ModeStiffness | null {
  // remembered per hull for its last few loadings: <Buoyant> computes it in a task of its own before the
  // commit that attaches a background-built body (the equilibrium search is a large part of an attachment)
  const key = loadingKey(mass, density, gravity)
  const known = remembered.get(hull)?.get(key)
  if (answers(known, withRadiation)) return known as ModeStiffness | null
  if (known) {
    const stability = stabilityAt(hull, known.equilibrium, floating(mass), { density, gravity })
    const completed = Object.freeze({ ...known, ...radiationAt(hull, known, stability, density, gravity) })
    remember(hull, key, completed)
    return completed
  }
  modeSearches.calls++
  modeSearches.triangles += hull.triangleCount
  const stiffness = computeModeStiffness(hull, mass, density, gravity, withRadiation)
  remember(hull, key, stiffness)
  return stiffness
}

/**
 * Whether modeStiffness has this hull's result for this loading (with its radiation table unless
 * `withRadiation` is false): its next such call returns it at once.
 */
export function knownModeStiffness(
  hull: Hull,
  mass: number,
  density: number,
  gravity: number,
  withRadiation = true,
): boolean {
  return answers(remembered.get(hull)?.get(loadingKey(mass, density, gravity)), withRadiation)
}

/** Whether a remembered result (undefined: none) answers a call: a hull that cannot float, or one with its table when asked. */
function answers(known: ModeStiffness | null | undefined, withRadiation: boolean): boolean {
  return known === null || (known !== undefined && (known.radiation !== null || !withRadiation))
}

/**
 * Hands modeStiffness the result for this hull and loading, computed elsewhere from an identical hull (the
 * hull worker computes a large body's modes with its hull: the equilibrium search was the longest task of a
 * cold page's mount), so that its next call returns it without a search.
 */
export function rememberModeStiffness(
  hull: Hull,
  mass: number,
  density: number,
  gravity: number,
  stiffness: ModeStiffness | null,
): void {
  // a structured clone (postMessage) arrives unfrozen
  remember(hull, loadingKey(mass, density, gravity), stiffness === null ? null : Object.freeze({ ...stiffness }))
}

/**
 * The equilibrium searches modeStiffness has run in this thread (JavaScript realm): calls and hull triangles.
 * Instrumentation for tests that assert where they run (a page's main thread must not search the
 * equilibrium of a hull its worker built); nothing reads it to decide anything.
 */
export const modeSearches = { calls: 0, triangles: 0 }

const remembered = new WeakMap<Hull, Map<string, ModeStiffness | null>>()

const loadingKey = (mass: number, density: number, gravity: number) => `${mass}|${density}|${gravity}`

function remember(hull: Hull, key: string, stiffness: ModeStiffness | null): void {
  let known = remembered.get(hull)
  if (known === undefined) remembered.set(hull, (known = new Map()))
  if (known.size >= 4 && !known.has(key)) known.delete(known.keys().next().value!)
  known.set(key, stiffness)
}

function computeModeStiffness(
  hull: Hull,
  mass: number,
  density: number,
  gravity: number,
  withRadiation: boolean,
): ModeStiffness | null {
  const loading = floating(mass)
  const options = { density, gravity }
  let equilibrium
  try {
    equilibrium = findEquilibrium(hull, loading, options)
  } catch {
    return null
  }
  const s = stabilityAt(hull, equilibrium.pose, loading, options)
  const weight = density * gravity
  const particulars = {
    heave: weight * s.waterplaneArea,
    roll: weight * s.displacedVolume * s.metacentricHeight.transverse,
    pitch: weight * s.displacedVolume * s.metacentricHeight.longitudinal,
    displacedVolume: s.displacedVolume,
    waterplaneArea: s.waterplaneArea,
    waterplaneTransverse: s.waterplaneInertia.transverse,
    waterplaneLongitudinal: s.waterplaneInertia.longitudinal,
    draft: equilibrium.draft,
    equilibrium: equilibrium.pose,
  }
  return Object.freeze({
    ...particulars,
    ...(withRadiation ? radiationAt(hull, particulars, s, density, gravity) : { radiation: null, modal: null }),
  })
}

/** The loading modeStiffness takes: `mass` at the body origin (the hull's centre of mass), no liquids. */
function floating(mass: number) {
  return { mass, centerOfMass: { x: 0, y: 0, z: 0 } }
}

/**
 * Strip theory at the floating pose of `stiffness` (its equilibrium and waterplane), in the hull's modal
 * axes when they are not the body's (modalAxes.ts), which `stability` (stabilityAt at that pose) decides.
 */
function radiationAt(
  hull: Hull,
  stiffness: Omit<ModeStiffness, 'radiation' | 'modal'>,
  stability: Stability,
  density: number,
  gravity: number,
): Pick<ModeStiffness, 'radiation' | 'modal'> {
  const modal = modalHull(hull, stiffness.equilibrium, stability, density * gravity)
  if (modal === null) {
    return { radiation: estimateRadiationTable(hull, stiffness.equilibrium, stiffness, density, gravity), modal: null }
  }
  const waterplane = { ...stiffness, ...modal.axes }
  return {
    radiation: estimateRadiationTable(modal.hull, modal.pose, waterplane, density, gravity),
    modal: modal.axes,
  }
}
