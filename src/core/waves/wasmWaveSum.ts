import { lazyKernel, WASM_PAGE } from './lazyKernel.js'

/**
 * Heights of `count` points into `out` (m): level + Σ A_i sin(π θ_i), computed by the WebAssembly SIMD
 * kernel (assembly/waveSum.ts) two points at a time. `coefficients` holds the level and, per component,
 * amplitude, kx/π, kz/π and offset/π (the TypeScript sum's half-turn numbers); `xz` the points' x, z
 * pairs. The same operations in the same order as sumOfSines.ts, so the same heights to the last bit.
 */
export type WaveSumKernel = (
  coefficients: Float64Array,
  components: number,
  xz: ArrayLike<number>,
  out: { [i: number]: number },
  count: number,
) => void

interface KernelExports {
  readonly memory: WebAssembly.Memory
  sumWaves(components: number, xOffset: number, zOffset: number, heightsOffset: number, count: number): void
}

const waveSum = lazyKernel(kernelOf)

/**
 * Use the WebAssembly sum where it is available (true, the default) or the TypeScript one (false): for
 * the benchmark's baseline and the tests that compare the two. Internal, not exported by the package.
 */
export function enableWasmWaveSum(on: boolean): void {
  waveSum.enable(on)
}

/**
 * The WebAssembly wave sum, or null where WebAssembly or its SIMD is missing (the TypeScript sum is
 * then used). Compiled once, synchronously, on first use (lazyKernel.ts).
 */
export function wasmWaveSum(): WaveSumKernel | null {
  return waveSum.get()
}

/**
 * Points per call of the kernel: a block's points and heights (24 kB) stay in the processor's cache
 * between the copy in, the sum and the copy out. One call for 24,000 points (a 81,920-triangle hull)
 * made the step 5 % slower than the TypeScript sum; in blocks it is not.
 */
const BLOCK = 1024

function kernelOf(exports: KernelExports): WaveSumKernel {
  const memory = exports.memory
  let view = new Float64Array(memory.buffer)
  return (coefficients, components, xz, out, count) => {
    const coefficientCount = 1 + 4 * components
    // f64 indices: the coefficients, then a block's x and z and its heights (16-byte aligned for v128)
    const xs = (coefficientCount + 1) & ~1
    const zs = xs + BLOCK
    const heights = zs + BLOCK
    const needed = 8 * (heights + BLOCK)
    if (needed > memory.buffer.byteLength) {
      memory.grow(Math.ceil((needed - memory.buffer.byteLength) / WASM_PAGE))
      view = new Float64Array(memory.buffer)
    }
    const v = view
    for (let i = 0; i < coefficientCount; i++) v[i] = coefficients[i]
    for (let first = 0; first < count; first += BLOCK) {
      const end = Math.min(count, first + BLOCK)
      for (let p = first, i = 0; p < end; p++, i++) {
        v[xs + i] = xz[2 * p]
        v[zs + i] = xz[2 * p + 1]
      }
      // the kernel takes points two at a time: an odd block repeats its last point (its height is not read)
      const n = end - first,
        padded = (n + 1) & ~1
      if (padded > n) {
        v[xs + n] = v[xs + n - 1]
        v[zs + n] = v[zs + n - 1]
      }
      exports.sumWaves(components, 8 * xs, 8 * zs, 8 * heights, padded)
      for (let p = first, i = 0; p < end; p++, i++) out[p] = v[heights + i]
    }
  }
}
