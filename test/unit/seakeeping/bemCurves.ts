// The BEM reference's curves (capytaine 3.0.0, see reference/README.md), pure: the Seakeeping story reads
// them in the browser as the tests do in Node (reference.ts loads the data).
export interface BemBody {
  omega_rad_s: number[]
  period_s: number[]
  natural: Record<
    string,
    { T_n: number; A_n: number; A_over_M: number; zeta: number; M: number; C: number; T_dry: number }
  >
  added_mass: Record<string, number[]>
  radiation_damping: Record<string, number[]>
  /** surge_pitch_A15 and sway_roll_A24 per frequency (capytaine's axes) */
  coupling_added_mass: Record<string, number[]>
  excitation_amplitude_per_m: Record<string, Record<string, { total: number[]; FK: number[]; diffraction: number[] }>>
  rao: Record<string, Record<string, number[]>>
}

export const HEAD = 'head (library direction 0: waves travel toward +x)'
export const BEAM = 'beam (library direction pi/2: waves travel toward +z)'

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

/**
 * The viscous roll damping the comparison adds to the BEM's (potential flow has none): an equivalent
 * linear damping ratio, assumed, not derived: of the order that barges without bilge keels show
 * (eddies shed at the bilges; Chakrabarti, Ocean Engineering 28, 2001; Ikeda et al. 1978), and of the
 * order of what attachBuoyancy's own damping gives the barge (3.3 % by free decay at 4°: 2.3 % its radiation
 * damping 'auto', the rest the per-face viscous drag).
 */
export const VISCOUS_ROLL_DAMPING_RATIO = 0.05

/**
 * The BEM's beam-sea roll RAO at period T with a viscous roll damping B_v = 2 ζ_v √(C (I + A_n)) added:
 * its RAO times |Z| / |Z + i ω B_v|, Z = C − (I + A44(ω)) ω² + i ω B44(ω) the roll impedance from the
 * BEM's own coefficients (the sway coupling kept as the BEM has it), rad per m.
 */
export function rollWithViscousDamping(body: BemBody, period: number, zeta = VISCOUS_ROLL_DAMPING_RATIO): number {
  const w = (2 * Math.PI) / period
  const roll = body.natural.Roll
  const added = atPeriod(body, body.added_mass.Roll, period),
    radiation = atPeriod(body, body.radiation_damping.Roll, period)
  const restoring = roll.C - (roll.M + added) * w * w
  const viscous = 2 * zeta * Math.sqrt(roll.C * (roll.M + roll.A_n))
  const ratio = Math.hypot(restoring, w * radiation) / Math.hypot(restoring, w * (radiation + viscous))
  return atPeriod(body, body.rao[BEAM].Roll, period) * ratio
}
