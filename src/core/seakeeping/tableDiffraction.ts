import type { ResolvedWaveComponent } from '../waves/types.js'
import { frequencyBracket, MODES } from './radiationTable.js'
import type { ResolvedRadiationTable } from './radiationTable.js'

const MODE_COUNT = MODES.length

/** The inputs of TableDiffraction.add, in one array (numbers passed to a call would be boxed). */
export const AT_X = 0
export const AT_Z = 1
/** the body's x axis, projected on the horizontal plane (any length > 0) */
export const AXIS_X = 2
export const AXIS_Z = 3
export const AT_TIME = 4
/** the share of the force to apply (the body's wet fraction) */
export const AT_SCALE = 5
export const AT_SIZE = 6

/**
 * The diffraction force of a RadiationTable that gives one (RadiationTable.diffraction), in a sea of
 * known components: the linear sum over the components of Re(X_j(ω_i, β_i) a_i e^{iψ_i}), ψ_i the phase
 * of component i's elevation at the body's centre and β_i its direction relative to the body's heading.
 * Each component's X is interpolated in frequency once (linearly, held beyond the table's ends); the
 * heading is read each step, since the body turns.
 */
export interface TableDiffraction {
  /** per mode: whether the table gives it (add leaves the others at 0) */
  readonly given: readonly boolean[]
  /** add the force (body axes, MODES order: N, N·m) to `out` */
  add(at: Float64Array, out: Float64Array): void
}

export function createTableDiffraction(
  table: ResolvedRadiationTable,
  components: readonly ResolvedWaveComponent[],
  /** a factor per mode (MODES order) and frequency (rad/s) on the table's force; 1 when not given */
  factor?: (mode: number, omega: number) => number,
): TableDiffraction | null {
  const diffraction = table.diffraction
  if (diffraction === null || components.length === 0) return null
  const headings = diffraction.headings
  const n = table.frequencies.length
  const stride = 2 * MODES.length
  // per component and table heading: X at the component's frequency
  const atFrequency = new Float64Array(components.length * headings.length * stride)
  components.forEach((component, c) => {
    const { lower, upper, fraction } = frequencyBracket(table.frequencies, component.angularFrequency)
    const scale = MODES.map((_, mode) => factor?.(mode, component.angularFrequency) ?? 1)
    for (let h = 0; h < headings.length; h++) {
      for (let v = 0; v < stride; v++) {
        const a = diffraction.values[(h * n + lower) * stride + v]
        const b = diffraction.values[(h * n + upper) * stride + v]
        atFrequency[(c * headings.length + h) * stride + v] = scale[v >> 1] * (a + fraction * (b - a))
      }
    }
  })
  const turn = 2 * Math.PI
  const count = headings.length
  const amplitude = Float64Array.from(components, (c) => c.amplitude)
  const direction = Float64Array.from(components, (c) => c.direction)
  const kx = Float64Array.from(components, (c) => c.kx)
  const kz = Float64Array.from(components, (c) => c.kz)
  const omega = Float64Array.from(components, (c) => c.angularFrequency)
  const phase = Float64Array.from(components, (c) => c.phase)
  // the modes the table gives (the others' values are 0: nothing to add)
  const givenModes = Int32Array.from(MODES.flatMap((_, mode) => (diffraction.given[mode] ? [mode] : [])))
  const evenStep = turn / count
  const even = count > 1 && headings.every((h, i) => Math.abs(h - i * evenStep) < 1e-12)

  return {
    given: diffraction.given,
    add(at, out) {
      const heading = Math.atan2(at[AXIS_Z], at[AXIS_X])
      const x = at[AT_X],
        z = at[AT_Z],
        t = at[AT_TIME],
        scale = at[AT_SCALE]
      for (let c = 0; c < amplitude.length; c++) {
        // the elevation is a sin θ (WaveField): a e^{iψ} with ψ = θ − π/2, so Re(X a e^{iψ}) = a (Re X sin θ + Im X cos θ)
        const theta = kx[c] * x + kz[c] * z - omega[c] * t + phase[c]
        const s = amplitude[c] * scale * Math.sin(theta),
          co = amplitude[c] * scale * Math.cos(theta)
        let beta = (direction[c] - heading) % turn
        if (beta < 0) beta += turn
        // the table's headings round β (round the circle past the last one); on evenly spaced headings
        // from 0 (radiation 'auto''s 36) the bracket is found by division, not by search
        let upper = 0
        if (even) upper = Math.min(count, Math.floor(beta / evenStep) + 1)
        while (upper < count && headings[upper] <= beta) upper++
        while (upper > 0 && headings[upper - 1] > beta) upper--
        const lower = (upper + count - 1) % count
        if (upper === count) upper = 0
        let span = headings[upper] - headings[lower]
        if (span <= 0) span += turn
        let past = beta - headings[lower]
        if (past < 0) past += turn
        const f = count === 1 ? 0 : past / span
        const a = (c * count + lower) * stride,
          b = (c * count + upper) * stride
        for (let g = 0; g < givenModes.length; g++) {
          const mode = givenModes[g],
            v = 2 * mode
          const re = (1 - f) * atFrequency[a + v] + f * atFrequency[b + v]
          const im = (1 - f) * atFrequency[a + v + 1] + f * atFrequency[b + v + 1]
          out[mode] += re * s + im * co
        }
      }
    },
  }
}

/**
 * The largest |X| a table's diffraction gives `mode` over its headings and frequencies (N or N·m per m of
 * wave amplitude; 0 for a mode it does not give).
 */
export function largestDiffraction(table: ResolvedRadiationTable, mode: number): number {
  const diffraction = table.diffraction
  if (diffraction === null) return 0
  let largest = 0
  for (let v = 2 * mode; v < diffraction.values.length; v += 2 * MODE_COUNT) {
    largest = Math.max(largest, Math.hypot(diffraction.values[v], diffraction.values[v + 1]))
  }
  return largest
}
