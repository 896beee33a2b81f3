import { describeValue } from '../checks.js'

/**
 * The rigid-body modes in the library's body axes (x along the ship, y up, z across): surge, heave,
 * sway along x, y, z; roll, yaw, pitch about x, y, z. The order of every per-mode array here.
 */
export const MODES = ['surge', 'heave', 'sway', 'roll', 'yaw', 'pitch'] as const
export type Mode = (typeof MODES)[number]
export const SURGE = 0,
  HEAVE = 1,
  SWAY = 2,
  ROLL = 3,
  YAW = 4,
  PITCH = 5

/**
 * Frequency-dependent radiation coefficients of one hull (the JSON format of `radiation: table`): the
 * diagonal added mass and radiation damping of each mode in the library's body axes, per frequency.
 * Translations in kg and N·s/m, rotations in kg·m² and N·m·s/rad, about the centre of mass. A mode left
 * out has none. An added mass may be negative (a BEM gives that for some hulls and frequencies, a
 * catamaran's between its hulls' resonances); one below −M / 2, M the body's own mass or inertia of that
 * mode, is held there, so the effective mass M + A stays at least M / 2. One larger, either way, than
 * 1,000 × ρ × the hull's bounding box (× its bounding radius² for a rotation) is refused as a unit slip.
 * scripts/capytaineToTable.mjs makes one from capytaine (BEM) results. A table object is
 * read when first attached (the bodies attached with one object share what is made from it, its memory
 * kernels among them): to change a table, pass a new object.
 *
 * ```json
 * { "frequencies": [0.5, 1, 1.5],
 *   "addedMass": { "heave": [4.1e5, 4.3e5, 4.4e5], "roll": [...] },
 *   "damping":   { "heave": [1.2e5, 2.8e5, 1.9e5], "roll": [...] } }
 * ```
 */
export interface RadiationTable {
  /** rad/s, increasing, at least one */
  frequencies: readonly number[]
  addedMass: Partial<Record<Mode, readonly number[]>>
  damping: Partial<Record<Mode, readonly number[]>>
  /**
   * Optional: the diffraction force of each mode per metre of wave amplitude, the part of the wave's
   * force beyond the Froude–Krylov force (which the library integrates itself over the wet hull), as
   * complex numbers per heading and frequency. The phase is relative to the wave's elevation at the
   * centre of mass: for η = Re(a e^{iψ}) there, F = Re(X a e^{iψ}) (capytaine's e^{−iωt} convention; a
   * code with e^{+iωt} gives the conjugate). Body axes as above (from capytaine's x along, y to port,
   * z up: our sway and pitch are minus theirs, our heading minus their β). The modes it gives take it in
   * place of the library's own diffraction estimate (a mode left out keeps the estimate; a mode given
   * in `real` only has no imaginary part); see docs/PHYSICS.md §3b.
   */
  diffraction?: DiffractionTable
  /**
   * Optional: the off-diagonal terms of a hull symmetric port and starboard, surge with pitch, sway with
   * roll and heave with pitch (a hull not symmetric fore and aft), per frequency like the diagonal (kg·m
   * and N·s; the same numbers act both ways, A₁₅ = A₅₁). Body axes as above: from capytaine's, all three
   * change sign (our pitch and our sway are minus theirs). The damping must be passive,
   * |B_ij| ≤ √(B_ii B_jj) at each frequency. A pair acts only where `diffraction` gives its rotation's
   * (pitch's, roll's) force: the library's own estimate of that excitation is a free body's, which the
   * translation's push is already part of.
   */
  coupling?: Partial<Record<CouplingPair, { addedMass: readonly number[]; damping: readonly number[] }>>
  /**
   * Optional: the roll damping of flow separation at the bilges, which potential flow has none of: the
   * coefficient M of a roll moment −M |φ̇| φ̇ (N·m·s²), φ̇ the roll rate about the table's roll axis.
   * Radiation 'auto' gives Ikeda's eddy-making component (core/seakeeping/eddyRoll.ts; large for a
   * sharp-cornered hull, small for a round bilge). A BEM table has none; add one (e.g. Ikeda's, or from a
   * roll decay test) for a hull whose roll the per-face drag alone damps too little.
   */
  eddyRoll?: number
}

/** The coupled pairs a RadiationTable may give, and their modes. */
export const COUPLINGS = { surgePitch: [0, 5], swayRoll: [2, 3], heavePitch: [1, 5] } as const
export type CouplingPair = keyof typeof COUPLINGS

/** A coupled pair of a resolved table. */
export interface ResolvedCoupling {
  readonly modes: readonly [number, number]
  readonly addedMass: Float64Array
  readonly damping: Float64Array
}

/** RadiationTable.diffraction. */
export interface DiffractionTable {
  /**
   * rad, the direction the waves travel in body axes, from +x toward +z (0: toward +x; π/2: toward +z),
   * distinct within a turn, at least one (one heading is used for every heading; between two, the
   * force is interpolated linearly, round the circle)
   */
  headings: readonly number[]
  /** per mode: one array per heading of one number per frequency, N or N·m per m */
  real: Partial<Record<Mode, readonly (readonly number[])[]>>
  imaginary: Partial<Record<Mode, readonly (readonly number[])[]>>
}

/** A table checked and packed: rows of MODES.length numbers per frequency. */
export interface ResolvedRadiationTable {
  readonly frequencies: Float64Array
  readonly addedMass: Float64Array
  readonly damping: Float64Array
  /** null when the table has none */
  readonly diffraction: ResolvedDiffraction | null
  readonly coupling: readonly ResolvedCoupling[]
  /** RadiationTable.eddyRoll, 0 when not given */
  readonly eddyRoll: number
}

/**
 * The diffraction packed: headings in [0, 2π), increasing; values[(h n + i) 2 MODES.length + 2 mode]
 * the real part at heading h and frequency i, the imaginary part next to it.
 */
export interface ResolvedDiffraction {
  readonly headings: Float64Array
  readonly values: Float64Array
  /** per mode: whether the table gives it (the others keep the library's estimate) */
  readonly given: readonly boolean[]
}

/** Check a RadiationTable; throws an Error naming `caller` and what is wrong. */
export function resolveRadiationTable(table: RadiationTable, caller: string): ResolvedRadiationTable {
  const where = `${caller}: options.radiation`
  if (table === null || typeof table !== 'object') {
    throw new Error(`${where} must be 'auto', false or a RadiationTable, got ${describeValue(table)}`)
  }
  const w = table.frequencies
  if (!Array.isArray(w) || w.length === 0) {
    throw new Error(`${where}.frequencies must be a non-empty array of rad/s, got ${describeValue(w)}`)
  }
  w.forEach((value, i) => {
    if (!(typeof value === 'number' && value > 0 && value < Infinity) || (i > 0 && !(value > w[i - 1]))) {
      throw new Error(`${where}.frequencies[${i}] must be finite, > 0 and increasing, got ${describeValue(value)}`)
    }
  })
  const n = w.length
  const pack = (name: 'addedMass' | 'damping'): Float64Array => {
    const part = table[name]
    if (part === null || typeof part !== 'object') {
      throw new Error(`${where}.${name} must be an object of per-mode arrays, got ${describeValue(part)}`)
    }
    const out = new Float64Array(n * MODES.length)
    for (const key of Object.keys(part)) {
      const mode = MODES.indexOf(key as Mode)
      if (mode < 0) throw new Error(`${where}.${name}.${key} is not a mode (known: ${MODES.join(', ')})`)
      const column = (part as Record<string, unknown>)[key]
      if (!Array.isArray(column) || column.length !== n) {
        throw new Error(`${where}.${name}.${key} must be an array of ${n} numbers (one per frequency)`)
      }
      column.forEach((value: unknown, i) => {
        // radiation damping is ≥ 0 (energy leaves in the radiated waves); added mass can dip below 0
        // near some frequencies, but not below minus the body's own: checked at attach
        const ok = typeof value === 'number' && Number.isFinite(value) && (name === 'addedMass' || value >= 0)
        if (!ok)
          throw new Error(
            `${where}.${name}.${key}[${i}] must be a finite number${name === 'damping' ? ' ≥ 0' : ''}, got ${describeValue(value)}`,
          )
        out[i * MODES.length + mode] = value as number
      })
    }
    return out
  }
  const damping = pack('damping')
  return {
    frequencies: Float64Array.from(w),
    addedMass: pack('addedMass'),
    damping,
    diffraction:
      table.diffraction === undefined ? null : resolveDiffraction(table.diffraction, n, `${where}.diffraction`),
    coupling: table.coupling === undefined ? [] : resolveCoupling(table.coupling, damping, `${where}.coupling`),
    eddyRoll: resolveEddyRoll(table.eddyRoll, where),
  }
}

function resolveEddyRoll(eddyRoll: unknown, where: string): number {
  if (eddyRoll === undefined) return 0
  if (!(typeof eddyRoll === 'number' && eddyRoll >= 0 && eddyRoll < Infinity)) {
    throw new Error(`${where}.eddyRoll must be a finite number ≥ 0 (N·m·s²), got ${describeValue(eddyRoll)}`)
  }
  return eddyRoll
}

/** Check and pack a table's coupled pairs against its packed diagonal damping (MODES.length a frequency). */
function resolveCoupling(
  coupling: RadiationTable['coupling'],
  diagonal: Float64Array,
  where: string,
): ResolvedCoupling[] {
  if (coupling === null || typeof coupling !== 'object') {
    throw new Error(`${where} must be an object of coupled pairs, got ${describeValue(coupling)}`)
  }
  const frequencies = diagonal.length / MODES.length
  const column = (values: unknown, name: string): Float64Array => {
    if (!Array.isArray(values) || values.length !== frequencies) {
      throw new Error(`${where}.${name} must be an array of ${frequencies} numbers (one per frequency)`)
    }
    return Float64Array.from(values, (value: unknown, i) => {
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        throw new Error(`${where}.${name}[${i}] must be a finite number, got ${describeValue(value)}`)
      }
      return value
    })
  }
  return Object.entries(coupling).map(([key, terms]) => {
    if (!(key in COUPLINGS)) {
      throw new Error(`${where}.${key} is not a coupled pair (known: ${Object.keys(COUPLINGS).join(', ')})`)
    }
    if (terms === null || typeof terms !== 'object') {
      throw new Error(`${where}.${key} must be { addedMass, damping }, got ${describeValue(terms)}`)
    }
    const modes = COUPLINGS[key as CouplingPair]
    const addedMass = column(terms.addedMass, `${key}.addedMass`)
    // (the memory is made from the damping: the added mass alone does not give a passive one, radiationMemory.ts)
    const damping = column(terms.damping, `${key}.damping`)
    damping.forEach((value, i) => {
      // a damping matrix that is not positive semi-definite would feed energy into the pair
      const bound = Math.sqrt(diagonal[i * MODES.length + modes[0]] * diagonal[i * MODES.length + modes[1]])
      if (Math.abs(value) > bound * (1 + 1e-6)) {
        throw new Error(
          `${where}.${key}.damping[${i}] is ${value}: a coupled damping must be within √(B_ii B_jj) = ${bound} (passive)`,
        )
      }
    })
    return { modes, addedMass, damping }
  })
}

function resolveDiffraction(table: DiffractionTable, frequencies: number, where: string): ResolvedDiffraction {
  if (table === null || typeof table !== 'object') {
    throw new Error(`${where} must be an object { headings, real, imaginary }, got ${describeValue(table)}`)
  }
  const angles = table.headings
  if (!Array.isArray(angles) || angles.length === 0) {
    throw new Error(`${where}.headings must be a non-empty array of angles (rad), got ${describeValue(angles)}`)
  }
  const turn = 2 * Math.PI
  const headings = angles.map((value: unknown, i) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      throw new Error(`${where}.headings[${i}] must be a finite angle (rad), got ${describeValue(value)}`)
    }
    return ((value % turn) + turn) % turn
  })
  const order = headings.map((_, i) => i).sort((a, b) => headings[a] - headings[b])
  order.forEach((h, j) => {
    if (j > 0 && !(headings[h] - headings[order[j - 1]] > 1e-9)) {
      throw new Error(`${where}.headings: ${angles[h]} and ${angles[order[j - 1]]} are the same heading`)
    }
  })
  const stride = 2 * MODES.length
  const values = new Float64Array(headings.length * frequencies * stride)
  const given = MODES.map(() => false)
  for (const [part, offset] of [
    ['real', 0],
    ['imaginary', 1],
  ] as const) {
    const modes = table[part]
    if (modes === null || typeof modes !== 'object') {
      throw new Error(`${where}.${part} must be an object of per-mode arrays, got ${describeValue(modes)}`)
    }
    for (const key of Object.keys(modes)) {
      const mode = MODES.indexOf(key as Mode)
      if (mode < 0) throw new Error(`${where}.${part}.${key} is not a mode (known: ${MODES.join(', ')})`)
      given[mode] = true
      const rows = (modes as Record<string, unknown>)[key]
      if (!Array.isArray(rows) || rows.length !== headings.length) {
        throw new Error(`${where}.${part}.${key} must be an array of ${headings.length} arrays (one per heading)`)
      }
      order.forEach((h, j) => {
        const row = rows[h] as unknown
        if (!Array.isArray(row) || row.length !== frequencies) {
          throw new Error(
            `${where}.${part}.${key}[${h}] must be an array of ${frequencies} numbers (one per frequency)`,
          )
        }
        row.forEach((value: unknown, i) => {
          if (typeof value !== 'number' || !Number.isFinite(value)) {
            throw new Error(`${where}.${part}.${key}[${h}][${i}] must be a finite number, got ${describeValue(value)}`)
          }
          values[(j * frequencies + i) * stride + 2 * mode + offset] = value
        })
      })
    }
  }
  return { headings: Float64Array.from(order, (h) => headings[h]), values, given }
}

/** Where ω falls among a table's frequencies (frequencyBracket). */
export interface FrequencyBracket {
  /** the frequency at or below ω, and the one above it (both the end one beyond the table's ends) */
  readonly lower: number
  readonly upper: number
  /** how far ω is from lower to upper, in [0, 1) */
  readonly fraction: number
}

/** The frequencies round ω, for linear interpolation held constant beyond the table's ends. */
export function frequencyBracket(frequencies: Float64Array, omega: number): FrequencyBracket {
  const n = frequencies.length
  if (!(omega > frequencies[0])) return { lower: 0, upper: 0, fraction: 0 }
  if (omega >= frequencies[n - 1]) return { lower: n - 1, upper: n - 1, fraction: 0 }
  let i = 1
  while (frequencies[i] < omega) i++
  return { lower: i - 1, upper: i, fraction: (omega - frequencies[i - 1]) / (frequencies[i] - frequencies[i - 1]) }
}

/**
 * Linear interpolation of one mode's coefficient at ω (held constant beyond the table's ends).
 *
 * @param column table.addedMass or table.damping
 */
export function coefficientAt(
  table: ResolvedRadiationTable,
  column: Float64Array,
  mode: number,
  omega: number,
): number {
  const { lower, upper, fraction } = frequencyBracket(table.frequencies, omega)
  const a = column[lower * MODES.length + mode],
    b = column[upper * MODES.length + mode]
  return a + fraction * (b - a)
}

/**
 * The natural frequency of a mode with its added mass at that frequency: the fixed point of
 * ω = √(C / (M + A(ω))), rad/s (A varies slowly with ω, so the iteration contracts). NaN when the
 * mode has no positive stiffness.
 *
 * @param stiffness C, N/m or N·m/rad
 * @param inertia M, kg or kg·m²
 */
export function naturalFrequency(
  table: ResolvedRadiationTable,
  mode: number,
  stiffness: number,
  inertia: number,
): number {
  if (!(stiffness > 0) || !(inertia > 0)) return NaN
  let omega = Math.sqrt(stiffness / inertia)
  for (let i = 0; i < 100; i++) {
    const added = Math.max(coefficientAt(table, table.addedMass, mode, omega), -0.9 * inertia)
    const next = Math.sqrt(stiffness / (inertia + added))
    // damped update: the plain iteration can cycle where A(ω) is steep
    const updated = 0.5 * (omega + next)
    if (Math.abs(updated - omega) < 1e-10 * omega) return updated
    omega = updated
  }
  return omega
}
