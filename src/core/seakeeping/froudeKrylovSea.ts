import type { ResolvedWaveComponent } from '../waves/types.js'

/** A sea's components packed for the Froude–Krylov correction (one row of COMPONENT_ROW per component). */
export const AMPLITUDE = 0,
  KX = 1,
  KZ = 2,
  K = 3,
  OMEGA = 4,
  PHASE = 5,
  COMPONENT_ROW = 6

/** sea.step: the time the waves are taken at (s) and ρ g (N/m³), set by the caller before each call */
export const FK_TIME = 0,
  FK_WEIGHT = 1

/** A sea's components, packed once for the integrator (made by a constructor, not a literal: DEVELOPING.md, hot paths). */
export class FroudeKrylovSea {
  /** components × COMPONENT_ROW numbers */
  readonly rows: Float64Array
  readonly count: number
  /** largest wavenumber, rad/m */
  readonly maxWavenumber: number
  /** mean water level, m */
  readonly level: number
  /**
   * [FK_TIME, FK_WEIGHT] of the next call (numbers pass into the calls in arrays: V8 boxes a double passed
   * to a call it does not inline, DEVELOPING.md)
   */
  readonly step = new Float64Array(2)

  constructor(components: readonly ResolvedWaveComponent[], level: number) {
    const rows = new Float64Array(components.length * COMPONENT_ROW)
    let maxWavenumber = 0
    components.forEach((c, i) => {
      const at = i * COMPONENT_ROW
      rows[at + AMPLITUDE] = c.amplitude
      rows[at + KX] = c.kx
      rows[at + KZ] = c.kz
      rows[at + K] = c.wavenumber
      rows[at + OMEGA] = c.angularFrequency
      rows[at + PHASE] = c.phase
      maxWavenumber = Math.max(maxWavenumber, c.wavenumber)
    })
    this.rows = rows
    this.count = components.length
    this.maxWavenumber = maxWavenumber
    this.level = level
  }
}

/** Pack a sea's components once (at attach). */
export function createFroudeKrylovSea(components: readonly ResolvedWaveComponent[], level = 0): FroudeKrylovSea {
  return new FroudeKrylovSea(components, level)
}
