import { MODES } from './radiationTable.js'
import type { ResolvedCoupling, ResolvedRadiationTable } from './radiationTable.js'
import { hasMemory, sampleCouplingKernel, sampleMemoryKernel } from './radiationMemory.js'

/**
 * The memory part of Cummins' radiation force (radiationMemory.ts) in a time-stepped body: the
 * velocities of the modes the table damps, one per step, and their convolution with the kernel,
 *   F_j = −∫₀^T K_j(τ) u_j(t − τ) dτ,
 * by the trapezoid rule on the steps (u is the body's velocity in body axes, or its velocity relative to
 * the water's equivalent motion: seakeeping.ts). The kernel is sampled at the step's interval; if the
 * interval changes it is sampled again, and the velocities already kept are read as if they had been
 * that far apart (an error for one memory length, not a jump). A dot product of memoryDuration / dt
 * numbers per damped mode a step: at most 1,201 at 60 Hz (20 s). A table's coupled pair (surge–pitch,
 * sway–roll) whose two modes both have a memory adds its kernel's convolution with each mode's velocity
 * to the other's force: F_i −= ∫ K_ij u_j, F_j −= ∫ K_ij u_i.
 */
export interface RadiationHistory {
  /** whether `mode` has a memory (the table damps it) */
  readonly damped: readonly boolean[]
  /** the coupled pairs it convolves: those asked for whose two modes both have a memory */
  readonly couplings: readonly ResolvedCoupling[]
  /**
   * Keep this step's `velocity` (MODES order) and write −∫ K u to `out` for each damped mode (0 for the
   * others); `interval[0]` is the step, s (in an array: a number passed to this call would be boxed)
   */
  convolve(velocity: Float64Array, interval: Float64Array, out: Float64Array): void
}

/**
 * @param coupled the table's coupled pairs to apply (by default all; one whose modes do not both have a
 *   memory is left out)
 */
export function createRadiationHistory(
  table: ResolvedRadiationTable,
  coupled: readonly ResolvedCoupling[] = table.coupling,
): RadiationHistory {
  const damped = MODES.map((_, mode) => hasMemory(table, mode))
  const modes = Int32Array.from(damped.flatMap((on, mode) => (on ? [mode] : [])))
  const couplings = coupled.filter((c) => damped[c.modes[0]] && damped[c.modes[1]])
  // per coupling, the two modes' places in `modes`
  const places = couplings.map((c) => c.modes.map((mode) => modes.indexOf(mode)))
  let kernels: Float64Array[] = []
  let couplingKernels: Float64Array[] = []
  // per damped mode, 2 × samples velocities: the newest at `newest`, older ones after it, each written
  // twice (at i and i + samples) so that the memory is one run newest[0 … samples) with no wrap to split
  let history = new Float64Array(0)
  let samples = 0
  let newest = 0
  // the interval the kernels were sampled at (NaN: not yet)
  const sampled = new Float64Array([NaN])

  function resample(interval: number): void {
    kernels = Array.from(modes, (mode) => sampleMemoryKernel(table, mode, interval))
    couplingKernels = couplings.map((c) => sampleCouplingKernel(table, c, interval))
    // every mode keeps as many velocities as the longest memory; each reads as many as its own kernel
    const count = Math.max(0, ...kernels.map((kernel) => kernel.length), ...couplingKernels.map((k) => k.length))
    const kept = new Float64Array(modes.length * 2 * count)
    // keep the newest velocities, oldest dropped first
    for (let m = 0; m < modes.length; m++) {
      for (let s = 0; s < Math.min(count, samples); s++) {
        const value = history[m * 2 * samples + newest + s]
        kept[m * 2 * count + s] = value
        kept[m * 2 * count + s + count] = value
      }
    }
    history = kept
    samples = count
    newest = 0
    sampled[0] = interval
  }

  return {
    damped,
    couplings,
    convolve(velocity, interval, out) {
      out.fill(0)
      // (no step yet: a world that has not stepped has dt −1)
      if (modes.length === 0 || !(interval[0] > 0 && interval[0] < Infinity)) return
      if (interval[0] !== sampled[0]) resample(interval[0])
      newest = newest === 0 ? samples - 1 : newest - 1
      for (let m = 0; m < modes.length; m++) {
        const mode = modes[m]
        const kernel = kernels[m]
        const base = m * 2 * samples + newest
        history[base] = velocity[mode]
        history[base + samples] = velocity[mode]
        // four sums, so that each add need not wait for the one before (3 × faster than one)
        let s0 = 0,
          s1 = 0,
          s2 = 0,
          s3 = 0
        const length = kernel.length
        let s = 0
        for (; s + 3 < length; s += 4) {
          s0 += kernel[s] * history[base + s]
          s1 += kernel[s + 1] * history[base + s + 1]
          s2 += kernel[s + 2] * history[base + s + 2]
          s3 += kernel[s + 3] * history[base + s + 3]
        }
        for (; s < length; s++) s0 += kernel[s] * history[base + s]
        out[mode] = -(s0 + s1 + (s2 + s3))
      }
      for (let c = 0; c < couplings.length; c++) {
        const kernel = couplingKernels[c]
        const [i, j] = places[c]
        const [modeI, modeJ] = couplings[c].modes
        const baseI = i * 2 * samples + newest,
          baseJ = j * 2 * samples + newest
        let onI = 0,
          onJ = 0
        for (let s = 0; s < kernel.length; s++) {
          onI += kernel[s] * history[baseJ + s]
          onJ += kernel[s] * history[baseI + s]
        }
        out[modeI] -= onI
        out[modeJ] -= onJ
      }
    },
  }
}
