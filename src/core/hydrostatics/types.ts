import type { WetSurface } from './wetSurface.js'
import type { Vector, WaterSurface } from '../types.js'

export type Integrator = 'exact' | 'centroid' | 'kerner' | 'volume'
export type Clipping = 'flat' | 'linear' | 'curved' | 'adaptive'

export interface HydrostaticsOptions {
  /** wave time, s; default 0 */
  time?: number
  /** kg/m³; default 1025 */
  density?: number
  /** m/s²; default 9.81 */
  gravity?: number
  /** default 'exact' */
  integrator?: Integrator
  /** default 'adaptive': error-bounded on waves, identical to 'linear' on flat water */
  clipping?: Clipping
  /** world point the torque is taken about; default pose.position */
  torqueAbout?: Vector
  /** 'curved' clipping: samples along each waterline chord; default 8 */
  curvedSamples?: number
  /**
   * 'adaptive' clipping: the force error its refinement may leave, as a fraction of rho g V (V the
   * hull's volume; a floating body's weight is a fraction of that). A triangle is split while the
   * wave may depart from its linearised surface by more than tolerance × V / S (S the hull's surface
   * area), so the pressure error rho g × deviation × area summed over the hull stays under
   * tolerance × rho g V newtons. The bound takes every wave at its worst phase at once, so the error
   * left is about a tenth of it: 0.02 keeps coarse boxes within 0.25 % of rho g V on waves long and short
   * (the measurements are in options.ts, DEFAULT_TOLERANCE). attachBuoyancy (and `<Buoyant>`) default to
   * 0.25 instead: their Froude–Krylov correction re-integrates the true wave between the clipped corners,
   * and 0.25 leaves a 1 × 0.5 × 2 m box unrefined on the moderate sea (at 'linear''s cost).
   * @defaultValue 0.02 (attachBuoyancy: 0.25)
   */
  tolerance?: number
  /**
   * When given, the wet sub-triangles this call integrated are recorded in it (world positions and
   * depths), for drag, stability and debug views. See createWetSurface.
   */
  wetSurface?: WetSurface
  /**
   * 'adaptive' clipping: maximum subdivision depth (each level splits a triangle into four, so at most
   * 4^maxDepth pieces per hull triangle, and at most 262,144 splits in one call, past which the rest
   * are clipped at the depth reached); default 5, from 0 to 12
   */
  maxDepth?: number
}

export interface HydrostaticsResult {
  /** world frame, N */
  force: Vector
  /** world frame, N·m, about torqueAbout */
  torque: Vector
  /** m³: force.y / (density · gravity) */
  displacedVolume: number
  /** world, m */
  centerOfBuoyancy: Vector
  /** m² */
  wettedArea: number
  /**
   * m²: the area inside the waterline projected on the horizontal (−∫ n_y dA over the wet surface,
   * since the wet surface and the waterline cap close the displaced volume). On flat water it is the
   * waterplane area A_wp of naval architecture (heave stiffness rho g A_wp).
   */
  waterplaneArea: number
}

/** Options of createWaterPatch. */
export interface WaterPatchOptions {
  /** side of a grid cell, m */
  cellSize: number
  /** the patch covers at least centre ± halfExtent in x and z, m (e.g. the hull's bounding radius plus a margin) */
  halfExtent: number
}

/**
 * Kerner's water patch (Kerner 2015): an expensive surface sampled once per step on a grid around a
 * body, answering heights from the planes of the grid's triangles (two per cell).
 */
export interface WaterPatch extends WaterSurface {
  /** Sample the wrapped surface at time t (s) on the grid around (centerX, centerZ) (m), snapped to multiples of cellSize. */
  update(centerX: number, centerZ: number, t: number): void
  /** Always 0: the patch is piecewise linear, so 'adaptive' clipping does not refine against it. */
  readonly maxCurvature: number
  /** Batched heightAt over x, z pairs. */
  heightsAt(xz: ArrayLike<number>, t: number, out: { [i: number]: number }, count?: number): void
  /** m */
  readonly cellSize: number
  /** cells along each side of the grid */
  readonly cellsPerSide: number
  /** world x, z of the grid's corner with the smallest coordinates (m); NaN before the first update */
  readonly originX: number
  readonly originZ: number
  /** the time of the last update (s); NaN before the first */
  readonly time: number
}
