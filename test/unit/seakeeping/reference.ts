// The BEM reference (capytaine 3.0.0, see reference/README.md): a copy of ../shared/reference/seakeeping.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export interface BemBody {
  omega_rad_s: number[]
  period_s: number[]
  natural: Record<string, { T_n: number; A_over_M: number; zeta: number; M: number; C: number; T_dry: number }>
  added_mass: Record<string, number[]>
  radiation_damping: Record<string, number[]>
  excitation_amplitude_per_m: Record<string, Record<string, { total: number[]; FK: number[]; diffraction: number[] }>>
  rao: Record<string, Record<string, number[]>>
}

export const HEAD = 'head (library direction 0: waves travel toward +x)'
export const BEAM = 'beam (library direction pi/2: waves travel toward +z)'

export function bem(name: 'barge' | 'boat'): BemBody {
  return JSON.parse(
    readFileSync(fileURLToPath(new URL(`./reference/${name}.json`, import.meta.url)), 'utf8'),
  ) as BemBody
}

/** Linear interpolation of a BEM column at period T. */
export function atPeriod(body: BemBody, column: number[], period: number): number {
  const w = (2 * Math.PI) / period
  const o = body.omega_rad_s
  for (let i = 1; i < o.length; i++) {
    if (w <= o[i]) {
      const f = (w - o[i - 1]) / (o[i] - o[i - 1])
      return column[i - 1] + f * (column[i] - column[i - 1])
    }
  }
  return column[column.length - 1]
}
