import { GCProfiler, getHeapSpaceStatistics, setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

// Heap allocation of a piece of code, measured as the growth of V8's young generation (new space and
// new large-object space, where every object and boxed number is born; compiled code goes elsewhere)
// over a window of calls, right after a forced collection. Reading the statistics allocates a fixed
// amount, measured by a second reading and subtracted. A collection inside the window would empty the
// young generation and hide any growth, so v8.GCProfiler (which records collections without
// allocating) marks such a window void. Under load (other processes; V8 still finishing a
// compilation) a window may be void or catch a late allocation, so callers take several windows and
// judge the least.

setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

function youngGeneration(): number {
  let bytes = 0
  for (const space of getHeapSpaceStatistics()) {
    if (space.space_name === 'new_space' || space.space_name === 'new_large_object_space')
      bytes += space.space_used_size
  }
  return bytes
}

/**
 * Bytes allocated by `calls` runs in each clean window (no collection inside). Takes at least `windows`
 * windows, and goes on until one allocates at most `enough` bytes or `seconds` have passed.
 *
 * The time limit, not a count, ends a failing search because what decides it is V8's optimizing compiler:
 * it compiles on a background thread, and on a loaded machine (CI runs the browser tests beside these) a
 * compile can take seconds, during which the loops run interpreted and box every number. Code that really
 * allocates does so in every window, however long the search.
 */
export function cleanWindows(
  run: (i: number) => void,
  calls: number,
  { windows = 8, enough = 0, seconds = 20 }: { windows?: number; enough?: number; seconds?: number } = {},
): number[] {
  const clean: number[] = []
  const deadline = performance.now() + seconds * 1000
  for (let w = 0; w < windows || (!clean.some((bytes) => bytes <= enough) && performance.now() < deadline); w++) {
    collectGarbage()
    const profiler = new GCProfiler()
    profiler.start()
    youngGeneration() // the first reading after a collection may allocate differently
    const first = youngGeneration()
    const before = youngGeneration()
    for (let i = 0; i < calls; i++) run(i)
    const after = youngGeneration() - (before - first)
    const collections = profiler.stop().statistics.length
    if (collections === 0) clean.push(after - before)
  }
  return clean
}

// the reading itself, compiled before it measures anything
for (let i = 0; i < 200; i++) youngGeneration()
