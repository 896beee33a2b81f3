// Timing and allocation measurement for one configuration, in a child process started with --expose-gc.
import { performance } from 'node:perf_hooks'
import { GCProfiler, getHeapSpaceStatistics } from 'node:v8'

// performance.now() returns a plain number (ms, sub-microsecond resolution): unlike
// process.hrtime.bigint() it allocates nothing, so the timing loop does not disturb the heap it watches.
const now = () => performance.now()
const MAX_SAMPLES = 100000

/**
 * Run `step(i)` (one physics step, i counting up) until `warmupMs` have passed, so V8 has compiled
 * the hot path, then time batches of steps for `sampleMs`. A batch lasts about a millisecond (so
 * the clock's resolution and the loop around it do not count) and gives one sample: its time
 * divided by its steps, in microseconds per step. Returns the samples and the number of garbage
 * collections that V8 reported while they were taken.
 */
export async function timeSteps(step, { warmupMs, sampleMs }) {
  let i = 0
  const warmupEnd = now() + warmupMs
  let warmupSteps = 0
  while (now() < warmupEnd || warmupSteps < 20) {
    step(i++)
    warmupSteps++
  }
  // steps per batch from the warm-up's pace, aiming at 1 ms per batch
  const probeStart = now()
  for (let k = 0; k < 10; k++) step(i++)
  const perStepMs = (now() - probeStart) / 10
  const batch = Math.max(1, Math.round(1 / perStepMs))

  // v8.GCProfiler records collections in native code, without allocating, and reports them at stop()
  const profiler = new GCProfiler()
  profiler.start()
  const samples = new Float64Array(MAX_SAMPLES)
  let taken = 0
  const end = now() + sampleMs
  while ((now() < end || taken < 5) && taken < MAX_SAMPLES) {
    const start = now()
    for (let k = 0; k < batch; k++) step(i++)
    samples[taken++] = ((now() - start) / batch) * 1000
  }
  const collections = profiler.stop().statistics.length
  return { samples: Array.from(samples.subarray(0, taken)), batch, warmupSteps, collectionsWhileTiming: collections }
}

function youngGeneration() {
  let bytes = 0
  for (const space of getHeapSpaceStatistics()) {
    if (space.space_name === 'new_space' || space.space_name === 'new_large_object_space')
      bytes += space.space_used_size
  }
  return bytes
}

/**
 * Heap allocation per step after warm-up: the growth of V8's young generation (new space and new
 * large-object space, where every JavaScript object, array and boxed number is born) over a window of
 * steps, right after a forced collection. Reading the statistics allocates its result (about 2.5 kB,
 * the same each time), so a second reading right after the first measures that and it is subtracted;
 * what remains constant per window (the loop itself being compiled, say) cancels in the difference
 * between a window of 2n steps and one of n steps, divided by n. A collection inside a window would
 * empty the young generation and hide the growth, so a window with one (recorded by v8.GCProfiler,
 * which allocates nothing while it records) is measured again, with half the steps after the second
 * try. Code that V8 compiles goes to other spaces and does not count. Returns the smallest bytes per
 * step over the pairs measured (0 when nothing was allocated), and the last four pairs.
 */
export async function allocationPerStep(step, { steps, firstIndex = 0, budgetMs = 1500 }) {
  for (let i = 0; i < 200; i++) youngGeneration() // compile the reading before it measures anything
  let n = Math.max(1, Math.floor(steps / 2))
  const pairs = []
  const end = performance.now() + budgetMs
  // Pairs of windows until one shows nothing allocated, or the time budget is spent: an allocation in
  // the code shows in every pair; one that only lasts until V8 has optimized a function called once a
  // step (late for a large hull, later on a loaded machine) stops showing after a few hundred steps.
  for (let attempt = 0; attempt < 40 && (pairs.length === 0 || performance.now() < end); attempt++) {
    const single = growth(step, firstIndex, n)
    const double = growth(step, firstIndex, 2 * n)
    if (single !== null && double !== null) {
      pairs.push({
        bytesPerStep: Math.max(0, double - single) / n,
        windowSteps: [n, 2 * n],
        windowBytes: [single, double],
      })
      if (double === single) break
    } else if (attempt >= 1) {
      n = Math.max(1, Math.floor(n / 2))
    }
  }
  if (pairs.length === 0) return { bytesPerStep: NaN, pairs }
  return {
    bytesPerStep: Math.min(...pairs.map((p) => p.bytesPerStep)),
    pairs: pairs.slice(-4),
    pairsMeasured: pairs.length,
  }
}

/** Young-generation growth (bytes) over `count` steps after a collection, or null if one happened inside. */
function growth(step, firstIndex, count) {
  globalThis.gc()
  const profiler = new GCProfiler()
  profiler.start()
  youngGeneration() // the first reading after a collection may allocate differently
  const first = youngGeneration()
  const before = youngGeneration()
  const reading = before - first
  for (let k = 0; k < count; k++) step(firstIndex + k)
  const after = youngGeneration() - reading
  const collections = profiler.stop().statistics.length
  return collections === 0 ? after - before : null
}

/** The q-quantile (0..1) of sorted numbers, linearly interpolated. */
export function quantile(sorted, q) {
  if (sorted.length === 0) return NaN
  const at = (sorted.length - 1) * q
  const lo = Math.floor(at)
  const hi = Math.min(sorted.length - 1, lo + 1)
  return sorted[lo] + (at - lo) * (sorted[hi] - sorted[lo])
}
