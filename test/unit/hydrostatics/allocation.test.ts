import { PerformanceObserver } from 'node:perf_hooks'
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { computeHydrostatics, createHydrostaticsResult, createWaves, icosphereMesh } from 'react-three-buoyancy/core'
import type { HydrostaticsOptions } from 'react-three-buoyancy/core'
import { hullOf } from './fixtures.js'

// With `out` given, a call allocates nothing per vertex or triangle. Measured as the growth of V8's
// young generation (where JavaScript objects are born; code installed by the JIT goes elsewhere)
// over 1,000 calls on an 80-triangle hull, after a forced collection, with a collection observer to
// be sure none hid an allocation: one boxed number per triangle would show as > 1 MB.
// What may remain is a boxed number or two per call (16 bytes each): V8 boxes a fractional time
// when it passes it to the water's heightsAt without inlining that method.
const CALLS = 1000
const PER_CALL_LIMIT = 64

setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

function youngGeneration(): number {
  for (const space of getHeapSpaceStatistics()) if (space.space_name === 'new_space') return space.space_used_size
  throw new Error('no new_space in v8.getHeapSpaceStatistics()')
}

async function heapGrowth(run: (i: number) => void): Promise<{ bytesPerCall: number; collections: number }> {
  for (let i = 0; i < 500; i++) run(i)
  collectGarbage()
  let collections = 0
  const observer = new PerformanceObserver((list) => { collections += list.getEntries().length })
  observer.observe({ entryTypes: ['gc'] })
  const before = youngGeneration()
  for (let i = 0; i < CALLS; i++) run(i)
  const after = youngGeneration()
  await new Promise((resolve) => setTimeout(resolve, 20))
  observer.disconnect()
  return { bytesPerCall: (after - before) / CALLS, collections }
}

describe('computeHydrostatics allocates nothing per vertex or triangle with out', () => {
  const sphere = hullOf(icosphereMesh(1, 1))
  const sea = createWaves([
    { amplitude: 0.1, wavelength: 3, direction: 0.2 },
    { amplitude: 0.05, wavelength: 1.7, direction: 1.9, phase: 2 },
  ])
  const out = createHydrostaticsResult()
  const pose = { position: { x: 0.2, y: 0.1, z: -0.3 }, quaternion: { x: 0.1, y: 0.2, z: 0.05, w: 0.97 } }
  // step times in a typed array, so the loop itself boxes nothing
  const times = new Float64Array(64).map((_, i) => i / 60)
  const cases: HydrostaticsOptions[] = [
    { integrator: 'exact', clipping: 'linear', time: 0 },
    { integrator: 'kerner', clipping: 'curved', time: 0 },
    { integrator: 'centroid', clipping: 'adaptive', tolerance: 1e-2, maxDepth: 3, time: 0 },
    { integrator: 'volume', time: 0 },
  ]
  const step = (options: HydrostaticsOptions, i: number) => {
    options.time = times[i & 63]
    computeHydrostatics(sphere, pose, sea, options, out)
  }
  // warm every path up together, so that no call site turns polymorphic (and is recompiled) mid-measurement
  for (let i = 0; i < 3000; i++) for (const options of cases) step(options, i)

  for (const options of cases) {
    it(`${options.integrator} / ${options.clipping ?? 'flat'}`, async () => {
      const { bytesPerCall, collections } = await heapGrowth((i) => step(options, i))
      // a collection would only happen if the loop allocated, and would hide the growth
      expect(collections).toBe(0)
      expect(bytesPerCall).toBeLessThan(PER_CALL_LIMIT)
    })
  }
})
