import { WAVE_SUM_WASM } from './waveSumModule.js'

/**
 * A WebAssembly kernel made on first use from its own instance of the wave-sum module (assembly/waveSum.ts;
 * each instance has its own memory), or null where WebAssembly or its SIMD is missing; `enable(false)`
 * makes `get` return null (the TypeScript loops then run: for the benchmarks' baselines and the tests that
 * compare the two). Compiled synchronously (the module is under 2 kB, within what browsers compile on the
 * main thread).
 */
/** Bytes in a page of WebAssembly memory, the unit it grows by */
export const WASM_PAGE = 65536

export interface LazyKernel<K> {
  get(): K | null
  enable(on: boolean): void
}

export function lazyKernel<E, K>(make: (exports: E) => K): LazyKernel<K> {
  let kernel: K | null | undefined
  let enabled = true
  return {
    get() {
      if (!enabled) return null
      if (kernel === undefined) kernel = instantiate(make)
      return kernel
    },
    enable(on) {
      enabled = on
    },
  }
}

function instantiate<E, K>(make: (exports: E) => K): K | null {
  try {
    if (typeof WebAssembly !== 'object' || typeof atob !== 'function') return null
    const bytes = Uint8Array.from(atob(WAVE_SUM_WASM), (c) => c.charCodeAt(0))
    const instance = new WebAssembly.Instance(new WebAssembly.Module(bytes))
    return make(instance.exports as unknown as E)
  } catch {
    // a runtime without WebAssembly SIMD refuses the module
    return null
  }
}
