// The WebAssembly SIMD wave sum (assembly/waveSum.ts via src/core/waves/wasmWaveSum.ts) against the
// TypeScript sum it replaces in the hot path: the same heights to the last bit, for any count (odd,
// and more points than the module's first memory page holds), sea and time; and the committed module
// is the one its source compiles to.
import { describe, expect, it } from 'vitest'
import { createWaves, seaState } from 'react-three-buoyancy/core'
import { enableWasmWaveSum, wasmWaveSum } from '../../../src/core/waves/wasmWaveSum.js'
import { WAVE_SUM_WASM } from '../../../src/core/waves/waveSumModule.js'
import { compileWaveSum } from '../../../scripts/build-wasm.mjs'
import { seededRandom } from '../hydrostatics/reference/random.js'

const seas = [
  ['a moderate sea (4 components)', createWaves(seaState('moderate', { count: 4 }))],
  ['a storm (16 components, level 0.3 m)', createWaves(seaState('storm', { count: 16 }), { level: 0.3 })],
  ['one short swell', createWaves([{ amplitude: 0.4, wavelength: 3.7, direction: 2.2, phase: 0.3 }])],
] as const

function heights(sea: (typeof seas)[number][1], xz: Float64Array, t: number, wasm: boolean): Float64Array {
  enableWasmWaveSum(wasm)
  try {
    const out = new Float64Array(xz.length / 2)
    sea.heightsAt(xz, t, out)
    return out
  } finally {
    enableWasmWaveSum(true)
  }
}

describe('the WebAssembly wave sum', () => {
  it('is available in Node (WebAssembly SIMD)', () => {
    expect(wasmWaveSum()).not.toBeNull()
  })

  for (const [name, sea] of seas) {
    it.each([1, 2, 3, 7, 1024, 50_001])(
      `${name}: %i points give the TypeScript sum's heights to the last bit`,
      (count) => {
        const random = seededRandom(count)
        const xz = new Float64Array(2 * count)
        // near the origin, and far from it (large phases)
        const spread = count > 1000 ? 1e5 : 40
        for (let k = 0; k < xz.length; k++) xz[k] = spread * (2 * random() - 1)
        for (const t of [0, 1.25, 3600.5]) {
          const fast = heights(sea, xz, t, true)
          const reference = heights(sea, xz, t, false)
          expect(Array.from(fast)).toEqual(Array.from(reference))
          // and the single-point heightAt (TypeScript) agrees too
          expect(sea.heightAt(xz[2 * count - 2], xz[2 * count - 1], t)).toBe(fast[count - 1])
        }
      },
    )
  }

  it('is the module that assembly/waveSum.ts compiles to (npm run build:wasm)', () => {
    expect(compileWaveSum().toString('base64')).toBe(WAVE_SUM_WASM)
  }, 60_000) // runs the AssemblyScript compiler: seconds, more on a loaded machine
})
