import { WAVE_SUM_WASM } from './waveSumModule.js'

/**
 * Heights of `count` points into `out` (m): level + Σ A_i sin(π θ_i), computed by the WebAssembly SIMD
 * kernel (assembly/waveSum.ts) two points at a time. `coefficients` holds the level and, per component,
 * amplitude, kx/π, kz/π and offset/π (the TypeScript sum's half-turn numbers); `xz` the points' x, z
 * pairs. The same operations in the same order as sumOfSines.ts, so the same heights to the last bit.
 */
export type WaveSumKernel = (
  coefficients: Float64Array, components: number, xz: ArrayLike<number>, out: { [i: number]: number }, count: number,
) => void

interface KernelExports {
  readonly memory: WebAssembly.Memory
  sumWaves(components: number, xOffset: number, zOffset: number, heightsOffset: number, count: number): void
}

const PAGE = 65536
let kernel: WaveSumKernel | null | undefined
let enabled = true

/**
 * Use the WebAssembly sum where it is available (true, the default) or the TypeScript one (false): for
 * the benchmark's baseline and the tests that compare the two. Internal, not exported by the package.
 */
export function enableWasmWaveSum(on: boolean): void {
  enabled = on
}

/**
 * The WebAssembly wave sum, or null where WebAssembly or its SIMD is missing (the TypeScript sum is
 * then used). Compiled once, synchronously (the module is 619 bytes, within what browsers compile on
 * the main thread), on first use.
 */
export function wasmWaveSum(): WaveSumKernel | null {
  if (!enabled) return null
  if (kernel === undefined) kernel = instantiate()
  return kernel
}

function instantiate(): WaveSumKernel | null {
  try {
    if (typeof WebAssembly !== 'object' || typeof atob !== 'function') return null
    const bytes = Uint8Array.from(atob(WAVE_SUM_WASM), (c) => c.charCodeAt(0))
    const instance = new WebAssembly.Instance(new WebAssembly.Module(bytes))
    return kernelOf(instance.exports as unknown as KernelExports)
  } catch {
    // a runtime without WebAssembly SIMD refuses the module
    return null
  }
}

function kernelOf(exports: KernelExports): WaveSumKernel {
  const memory = exports.memory
  let view = new Float64Array(memory.buffer)
  return (coefficients, components, xz, out, count) => {
    const coefficientCount = 1 + 4 * components
    // f64 indices: the coefficients, then the points' x and z and the heights (16-byte aligned for
    // v128 loads); the kernel takes points two at a time
    const padded = (count + 1) & ~1
    const xs = (coefficientCount + 1) & ~1
    const zs = xs + padded
    const heights = zs + padded
    const needed = 8 * (heights + padded)
    if (needed > memory.buffer.byteLength) {
      memory.grow(Math.ceil((needed - memory.buffer.byteLength) / PAGE))
      view = new Float64Array(memory.buffer)
    }
    const v = view
    for (let i = 0; i < coefficientCount; i++) v[i] = coefficients[i]
    for (let p = 0; p < count; p++) {
      v[xs + p] = xz[2 * p]
      v[zs + p] = xz[2 * p + 1]
    }
    // an odd count: the padding repeats the last point (its height is not read)
    if (padded > count) {
      v[xs + count] = xz[2 * count - 2]
      v[zs + count] = xz[2 * count - 1]
    }
    exports.sumWaves(components, 8 * xs, 8 * zs, 8 * heights, padded)
    for (let p = 0; p < count; p++) out[p] = v[heights + p]
  }
}
