import type { RadiationModel, WaveForceModel } from './seakeeping.js'
import type {
  DragOptions,
  HydrostaticsOptions,
  HydrostaticsResult,
  HydrodynamicsResult,
  WetSurface,
} from '../core/internal.js'

/**
 * Options of attachBuoyancy: those of computeHydrostatics less the two the handle sets itself each step
 * (the wave time is world.time, torques are about the centre of mass: attachBuoyancy refuses them at run
 * time too), and the drag and seakeeping.
 */
export interface BuoyancyOptions extends Omit<HydrostaticsOptions, 'time' | 'torqueAbout'> {
  /** Hydrodynamic forces (see DragOptions); false = hydrostatics only, no damping of ours. Default: all defaults. */
  drag?: DragOptions | false
  /**
   * How waves push: 'froudeKrylov', the incident wave's linear pressure decaying with depth
   * (Wheeler-stretched) over the exact wet surface, or 'hydrostatic', the still-water pressure under the
   * local surface (the seeds' model). It applies on a sea of known components (createWaves); other water
   * gets the hydrostatic pressure. See seakeeping.ts and README: seakeeping.
   *
   * @defaultValue 'froudeKrylov'
   */
  waveForce?: WaveForceModel
  /**
   * Added mass and radiation damping per rigid-body mode: 'auto' (estimated from the hull), a
   * RadiationTable (e.g. from a BEM solver), or false (none). When on, the drag's modal damping
   * (`drag.radiation`) is off unless given explicitly. `{ waveForce: 'hydrostatic', radiation: false }`
   * is the seeds' model, bit for bit what earlier versions did.
   *
   * @defaultValue 'auto'
   */
  radiation?: RadiationModel
}

/** Every option attachBuoyancy reads: the compiler checks the list against {@link BuoyancyOptions}. */
const OPTION_NAMES = {
  drag: true,
  waveForce: true,
  radiation: true,
  density: true,
  gravity: true,
  integrator: true,
  clipping: true,
  curvedSamples: true,
  tolerance: true,
  wetSurface: true,
  maxDepth: true,
} satisfies Record<keyof BuoyancyOptions, true>

/**
 * What is wrong with the options' names, or null: a misspelt one (`tolerence`) was ignored without a word,
 * where the drag's own refuse theirs (an independent audit). `time` and `torqueAbout` are refused with
 * their own reasons before this.
 */
export function unknownOption(options: object): string | null {
  const unknown = Object.keys(options).filter(
    (key) => !(key in OPTION_NAMES) && (options as Record<string, unknown>)[key] !== undefined,
  )
  if (unknown.length === 0) return null
  return `options.${unknown[0]} is not an option of attachBuoyancy (they are ${Object.keys(OPTION_NAMES).join(', ')})`
}

/** The link between a body and the water, returned by attachBuoyancy. */
export interface BuoyancyHandle {
  /** Remove the listeners: the body no longer floats. Safe to call twice. */
  detach(): void
  /** The hydrostatics of the latest step (world frame, torque about the centre of mass); all zero before the first. */
  readonly last: HydrostaticsResult
  /** The drag of the latest step (world frame, torque about the centre of mass); all zero with `drag: false`. */
  readonly drag: HydrodynamicsResult
  /**
   * The wet sub-triangles of the latest step (options.wetSurface if given). Recording them costs about a
   * tenth of a step, so without options.wetSurface they are recorded only once asked for: from the first
   * step after this is first read (until then it holds no triangles).
   */
  readonly wetSurface: WetSurface
  /**
   * Which modes were too stiff for the step at the latest step and were integrated implicitly
   * (STIFF_HEAVE | STIFF_ROLL | STIFF_PITCH), 0 for none: see BuoyancyHandle docs in attachBuoyancy.
   */
  readonly stiff: number
  /** Steps at which nothing was applied because the body's state was not finite. */
  readonly skippedSteps: number
  /** Why the latest skipped step was skipped, or null when none was. */
  readonly problem: string | null
  /**
   * Why this body's buoyancy failed at the latest step (its water's heightAt threw, or returned what
   * cannot be used), naming the body; null once a step succeeds. That Error is also thrown from
   * world.step, after every body's forces are put back as before the step (see attachBuoyancy).
   */
  readonly error: Error | null
}

/** Buoyancy-to-weight ratio ρ V / m of the whole hull submerged above which a hull cannot belong to the body. */
export const MAX_BUOYANCY_RATIO = 1e3
