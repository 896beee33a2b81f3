import { MODES } from './radiationTable.js'
import type { ResolvedCoupling, ResolvedRadiationTable } from './radiationTable.js'

/**
 * Cummins' equation (1962) for the radiation force of a table (`radiation: table`): a body's radiation
 * force is not A(ω) ẍ + B(ω) ẋ at one frequency but
 *   F_j(t) = −A_∞,j ẍ_j − ∫₀^∞ K_j(τ) ẋ_j(t − τ) dτ,   K_j(t) = (2/π) ∫₀^∞ B_j(ω) cos(ω t) dω,
 * which has the table's A(ω) and B(ω) at every frequency at once (Ogilvie 1964):
 *   A_j(ω) = A_∞,j − (1/ω) ∫₀^∞ K_j(t) sin(ω t) dt,   B_j(ω) = ∫₀^∞ K_j(t) cos(ω t) dt.
 * So a body in a wave of any period, or in a sea of many, feels the added mass and damping of that
 * period, where constant coefficients (taken at the natural frequency) are right only near resonance: with
 * them the barge's long-wave heave was 8–14 % off the BEM's once the table's excitation was applied.
 *
 * - K_j is the cosine transform of the table's B_j(ω), linear between its frequencies (exact for that
 *   line: no quadrature error), from 0 at ω = 0 (deep water: no damping at zero frequency) and falling
 *   linearly to 0 from the last frequency to twice it (a cliff there would ring in K as sin(Ω t) / t).
 * - The memory lasts until K stays below NEGLIGIBLE of its peak, at most MEMORY_DURATION (memoryDuration),
 *   its last quarter faded by a cosine window. For the reference barge and boat
 *   (test/unit/seakeeping/reference) K has fallen to 0.05–0.3 % of its peak by 20 s, and the
 *   A(ω) and B(ω) the windowed kernel gives are the table's within 1–2 % (B of the barge's roll, a narrow
 *   peak, within 5 % of itself or of a tenth of its peak) from 0.5 rad/s up (radiationMemory.test.ts): the BEM's A and B satisfy the relations
 *   above, which is what makes this a check.
 * - A_∞,j is the mean over the table's frequencies of A_j(ω) + (1/ω) ∫ K_j sin(ω t) dt.
 */
export const MEMORY_DURATION = 20

/** The fraction of the memory, at its end, faded out by a half cosine. */
const WINDOW = 0.25

/** Spacing of the kernel samples A_∞ is computed with, s (the time step's spacing is used in a step). */
const FIT_INTERVAL = 1 / 60

/** The kernel is kept until it stays below this fraction of its peak (the fade starts after that). */
const NEGLIGIBLE = 1e-3
/** The shortest memory kept, s */
const SHORTEST_MEMORY = 1
/** Spacing of the scan for where the kernel has become negligible, s */
const SCAN_INTERVAL = 0.05

/**
 * Each table's memory per mode: how long it is, and its kernel sampled at each interval asked for, made
 * once (bodies attached with one table object share them; the table is read when attached).
 */
const made = new WeakMap<ResolvedRadiationTable, Map<string, Float64Array | number>>()

function remembered<T extends Float64Array | number>(table: ResolvedRadiationTable, key: string, make: () => T): T {
  let known = made.get(table)
  if (known === undefined) {
    known = new Map()
    made.set(table, known)
  }
  let value = known.get(key) as T | undefined
  if (value === undefined) {
    value = make()
    known.set(key, value)
  }
  return value
}

/**
 * How long the memory of `mode` is kept, s: until its kernel has fallen for good below NEGLIGIBLE of its
 * peak, with the cosine fade after that, within [SHORTEST_MEMORY, MEMORY_DURATION]. A ship's kernel rings
 * for 15–20 s (the reference barge's and boat's: 0.05–0.3 % of the peak at 20 s); a small body's B(ω) is
 * broad and its kernel dies in a second or two, so a fleet of small bodies with a table pays for that
 * and not for 20 s.
 */
export function memoryDuration(table: ResolvedRadiationTable, mode: number): number {
  return remembered(table, `duration ${mode}`, () => kernelDuration((t) => memoryKernelAt(table, mode, t)))
}

/** How long a kernel is kept (memoryDuration) */
function kernelDuration(kernelAt: (t: number) => number): number {
  const values: number[] = []
  for (let t = 0; t <= MEMORY_DURATION; t += SCAN_INTERVAL) values.push(Math.abs(kernelAt(t)))
  const peak = Math.max(...values)
  let last = 0
  values.forEach((value, i) => {
    if (value > NEGLIGIBLE * peak) last = i * SCAN_INTERVAL
  })
  return Math.min(MEMORY_DURATION, Math.max(SHORTEST_MEMORY, (last + SCAN_INTERVAL) / (1 - WINDOW)))
}

/**
 * K_j(t) of the table's damping of `mode` (N·s/m per s, or N·m·s/rad per s), unwindowed: the exact
 * cosine transform of B linear between the table's frequencies, from (0, 0) to its last frequency Ω, then
 * linear to 0 at 2 Ω.
 */
export function memoryKernelAt(table: ResolvedRadiationTable, mode: number, t: number): number {
  return cosineTransform(table.frequencies, (i) => table.damping[i * MODES.length + mode], t)
}

/** (2/π) ∫ B(ω) cos(ω t) dω of B(ω) linear between the frequencies, from (0, 0), to 0 at twice the last. */
function cosineTransform(w: Float64Array, damping: (i: number) => number, t: number): number {
  const n = w.length
  let sum = 0
  // segments [a, b] with B from Ba to Bb: ∫ (Ba + s (ω − a)) cos(ω t) dω
  for (let i = 0; i <= n; i++) {
    const a = i === 0 ? 0 : w[i - 1]
    const b = i === n ? 2 * w[n - 1] : w[i]
    const ba = i === 0 ? 0 : damping(i - 1)
    const bb = i === n ? 0 : damping(i)
    sum += segmentTransform(a, b, ba, bb, t)
  }
  return (2 / Math.PI) * sum
}

/**
 * The memory kernel K_ij(t) of a coupled pair: the cosine transform of its damping, as a mode's own.
 * (Its added mass alone does not make one: by Kramers–Kronig K(t) = −(2/π) ∫ ω (A(ω) − A_∞) sin ωt dω,
 * but from the reference barge's A₁₅ between 0.3 and 3.2 rad/s that gave a damping of 2e5 at 0.5 rad/s,
 * where the diagonal's bound √(B₁₁ B₅₅) is 3.6e3: not passive, and a barge drifting at 0.45 m/s took a
 * steady trim of 0.11° from it. The table's ends are not where A has settled.)
 */
export function couplingKernelAt(table: ResolvedRadiationTable, coupling: ResolvedCoupling, t: number): number {
  return cosineTransform(table.frequencies, (i) => coupling.damping[i], t)
}

/** What a coupled pair's made things are remembered under (`remembered`) */
const couplingKey = (coupling: ResolvedCoupling) => `coupling ${coupling.modes.join(' ')}`

/** The windowed kernel of a coupled pair, sampled as sampleMemoryKernel's. */
export function sampleCouplingKernel(
  table: ResolvedRadiationTable,
  coupling: ResolvedCoupling,
  interval: number,
): Float64Array {
  const key = couplingKey(coupling)
  const duration = remembered(table, `${key} duration`, () =>
    kernelDuration((t) => couplingKernelAt(table, coupling, t)),
  )
  return remembered(table, `${key} kernel ${interval}`, () =>
    sampledKernel((t) => couplingKernelAt(table, coupling, t), duration, interval),
  )
}

/**
 * A_∞ of a coupled pair, fitted as infiniteAddedMass's: the mean over the table's frequencies of
 * A(ω) + (1/ω) ∫ K(t) sin(ω t) dt.
 */
export function infiniteCouplingMass(table: ResolvedRadiationTable, coupling: ResolvedCoupling): number {
  return remembered(table, `${couplingKey(coupling)} infinite`, () =>
    fitInfinite(table.frequencies, (i) => coupling.addedMass[i], sampleCouplingKernel(table, coupling, FIT_INTERVAL)),
  )
}

function segmentTransform(a: number, b: number, ba: number, bb: number, t: number): number {
  if (!(b > a)) return 0
  const slope = (bb - ba) / (b - a)
  // t → 0: the area under the segment (the formula below loses its digits to cancellation)
  if (Math.abs(t) * (b - a) < 1e-4) return 0.5 * (ba + bb) * (b - a)
  const antiderivative = (omega: number, value: number) =>
    (value * Math.sin(omega * t)) / t + (slope * Math.cos(omega * t)) / (t * t)
  return antiderivative(b, bb) - antiderivative(a, ba)
}

/** The window's factor at time t of a memory `duration` long. */
function windowAt(t: number, duration: number): number {
  const fadeFrom = (1 - WINDOW) * duration
  if (t <= fadeFrom) return 1
  if (t >= duration) return 0
  return 0.5 * (1 + Math.cos((Math.PI * (t - fadeFrom)) / (WINDOW * duration)))
}

/**
 * The windowed kernel of `mode` sampled every `interval` s over its memory (memoryDuration), each sample
 * times its trapezoid weight and the interval (so the convolution is a plain dot product with the
 * velocities, newest first).
 */
export function sampleMemoryKernel(table: ResolvedRadiationTable, mode: number, interval: number): Float64Array {
  return remembered(table, `kernel ${mode} ${interval}`, () =>
    sampledKernel((t) => memoryKernelAt(table, mode, t), memoryDuration(table, mode), interval),
  )
}

function sampledKernel(kernelAt: (t: number) => number, duration: number, interval: number): Float64Array {
  const samples = Math.ceil(duration / interval) + 1
  const out = new Float64Array(samples)
  for (let s = 0; s < samples; s++) {
    const t = s * interval
    out[s] = kernelAt(t) * windowAt(t, duration) * interval * (s === 0 ? 0.5 : 1)
  }
  return out
}

/** The largest damping the table gives `mode` (0 for a mode it does not damp). */
export function largestDamping(table: ResolvedRadiationTable, mode: number): number {
  return largestOfMode(table, table.damping, mode)
}

/** The largest magnitude of `mode` over the table's frequencies in one of its columns (damping, added mass). */
export function largestOfMode(table: ResolvedRadiationTable, values: Float64Array, mode: number): number {
  let largest = 0
  for (let i = 0; i < table.frequencies.length; i++)
    largest = Math.max(largest, Math.abs(values[i * MODES.length + mode]))
  return largest
}

/** Whether the table gives `mode` any damping (a mode without has no memory: its added mass is A(ω_n)). */
export function hasMemory(table: ResolvedRadiationTable, mode: number): boolean {
  return largestDamping(table, mode) > 0
}

/**
 * A_∞ of `mode`: the mean over the table's frequencies of A(ω) + (1/ω) ∫ K(t) sin(ω t) dt, with the
 * windowed kernel the time domain uses.
 */
export function infiniteAddedMass(table: ResolvedRadiationTable, mode: number): number {
  return remembered(table, `infinite ${mode}`, () => fitInfiniteAddedMass(table, mode))
}

function fitInfiniteAddedMass(table: ResolvedRadiationTable, mode: number): number {
  return fitInfinite(
    table.frequencies,
    (i) => table.addedMass[i * MODES.length + mode],
    sampleMemoryKernel(table, mode, FIT_INTERVAL),
  )
}

function fitInfinite(w: Float64Array, added: (i: number) => number, kernel: Float64Array): number {
  let sum = 0
  for (let i = 0; i < w.length; i++) {
    let memory = 0
    // the trapezoid's half weight at t = 0 multiplies sin(0) = 0
    for (let s = 1; s < kernel.length; s++) memory += kernel[s] * Math.sin(w[i] * s * FIT_INTERVAL)
    sum += added(i) + memory / w[i]
  }
  return sum / w.length
}
