import type { Vector } from '../types.js'

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
  /** default 'linear' */
  clipping?: Clipping
  /** world point the torque is taken about; default pose.position */
  torqueAbout?: Vector
  /** 'curved' clipping: samples along each waterline chord; default 8 */
  curvedSamples?: number
  /** 'adaptive' clipping: tolerance on the linearised surface, relative to the hull's size; default 1e-3 */
  tolerance?: number
  /** 'adaptive' clipping: maximum subdivision depth (each level splits a triangle into four); default 6 */
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
}
