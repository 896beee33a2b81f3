import { MODES } from './radiationTable.js'
import type { ResolvedRadiationTable } from './radiationTable.js'
import { hasMemory, sampleMemoryKernel } from './radiationMemory.js'

/**
 * The memory part of Cummins' radiation force (radiationMemory.ts) in a time-stepped body: the
 * velocities of the modes the table damps, one per step, and their convolution with the kernel,
 *   F_j = −∫₀^T K_j(τ) u_j(t − τ) dτ,
 * by the trapezoid rule on the steps (u is the body's velocity in body axes, or its velocity relative to
 * the water's equivalent motion: seakeeping.ts). The kernel is sampled at the step's interval; if the
 * interval changes it is sampled again, and the velocities already kept are read as if they had been
 * that far apart (an error for one memory length, not a jump). A dot product of MEMORY_DURATION / dt
 * numbers per damped mode a step: 1,201 at 60 Hz, about 1 µs each.
 */
export interface RadiationHistory {
  /** whether `mode` has a memory (the table damps it) */
  readonly damped: readonly boolean[]
  /**
   * Keep this step's `velocity` (MODES order) and write −∫ K u to `out` for each damped mode (0 for the
   * others); `interval[0]` is the step, s (in an array: a number passed to this call would be boxed)
   */
  convolve(velocity: Float64Array, interval: Float64Array, out: Float64Array): void
  /** forget the velocities (after a teleport) */
  reset(): void
}

export function createRadiationHistory(table: ResolvedRadiationTable): RadiationHistory {
  const damped = MODES.map((_, mode) => hasMemory(table, mode))
  const modes = Int32Array.from(damped.flatMap((on, mode) => (on ? [mode] : [])))
  let kernels: Float64Array[] = []
  let history = new Float64Array(0)
  let samples = 0
  let newest = 0
  // the interval the kernels were sampled at (NaN: not yet)
  const sampled = new Float64Array([NaN])

  function resample(interval: number): void {
    kernels = Array.from(modes, (mode) => sampleMemoryKernel(table, mode, interval))
    const count = kernels.length > 0 ? kernels[0].length : 0
    const kept = new Float64Array(modes.length * count)
    // keep the newest velocities, oldest dropped first
    for (let m = 0; m < modes.length; m++) {
      for (let s = 0; s < Math.min(count, samples); s++) {
        kept[m * count + ((count - s) % count)] = history[m * samples + ((newest - s + samples) % samples)]
      }
    }
    history = kept
    samples = count
    newest = 0
    sampled[0] = interval
  }

  return {
    damped,
    convolve(velocity, interval, out) {
      out.fill(0)
      // (no step yet: a world that has not stepped has dt −1)
      if (modes.length === 0 || !(interval[0] > 0 && interval[0] < Infinity)) return
      if (interval[0] !== sampled[0]) resample(interval[0])
      newest = newest + 1 === samples ? 0 : newest + 1
      for (let m = 0; m < modes.length; m++) {
        const mode = modes[m]
        const kernel = kernels[m]
        const base = m * samples
        history[base + newest] = velocity[mode]
        // newest first: samples newest, newest − 1, …, 0, then samples − 1, …, newest + 1
        let sum = 0
        let s = 0
        for (let i = newest; i >= 0; i--, s++) sum += kernel[s] * history[base + i]
        for (let i = samples - 1; i > newest; i--, s++) sum += kernel[s] * history[base + i]
        out[mode] = -sum
      }
    },
    reset() {
      history.fill(0)
    },
  }
}
