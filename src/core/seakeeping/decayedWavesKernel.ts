import { lazyKernel, WASM_PAGE } from '../waves/lazyKernel.js'
import { DECAY_TABLE } from './decay.js'

/**
 * The WebAssembly SIMD kernel of the Froude–Krylov correction's decayed waves (assembly/waveSum.ts,
 * decayedWaves), two points at a time: the same operations in the same order as addDecayedWaves in
 * froudeKrylov.ts, so the same heads to the last bit (test/unit/seakeeping/decayedWavesKernel.test.ts),
 * in less time (bench/SEAKEEPING.md). The quadrature points' arrays live in the kernel's own memory (an
 * instance of the module apart from the wave sum's), so nothing is copied in or out.
 */
export interface DecayedWavesKernel {
  /**
   * The per-point arrays for `capacity` points (x, z, decay depth, head, rate, acceleration), views of
   * the kernel's memory: growing it detaches the views handed out before, so read what they hold first.
   */
  allocate(capacity: number): Float64Array<ArrayBuffer>[]
  /**
   * Add the first `components` rows of `coefficients` (COEFFICIENTS numbers each: A, k, kx/π, kz/π,
   * offset/π, −ω, −ω²) to the heads of the first `count` points of the arrays last allocated, and to their
   * rates and accelerations when `derivatives` (else those are left as they are).
   */
  run(coefficients: Float64Array, components: number, count: number, derivatives: boolean): void
}

/** Numbers per component in the kernel's coefficients */
export const COEFFICIENTS = 8

interface KernelExports {
  readonly memory: WebAssembly.Memory
  decayedWaves(
    components: number,
    coefficients: number,
    table: number,
    x: number,
    z: number,
    depth: number,
    head: number,
    rate: number,
    acceleration: number,
    count: number,
    derivatives: number,
  ): void
}

/** Components per call: a sea of more runs in batches (the heads add up) */
const BATCH = 64
/** f64 offsets in the kernel's memory: the decay table (padded to 16 bytes), the coefficients, the points */
const TABLE = 0
const COEFFICIENTS_AT = TABLE + ((DECAY_TABLE.length + 1) & ~1)
const POINTS_AT = COEFFICIENTS_AT + BATCH * COEFFICIENTS
/** per-point arrays in the kernel's memory */
const ARRAYS = 6

const kernel = lazyKernel(kernelOf)

/**
 * Use the kernel where it is available (true, the default) or the TypeScript loop (false): for the tests
 * that compare the two. Internal, not exported by the package.
 */
export function enableDecayedWavesKernel(on: boolean): void {
  kernel.enable(on)
}

/** The kernel, or null where WebAssembly SIMD is missing (froudeKrylov.ts then runs its own loop). */
export function decayedWavesKernel(): DecayedWavesKernel | null {
  return kernel.get()
}

function kernelOf(exports: KernelExports): DecayedWavesKernel {
  const memory = exports.memory
  let view = new Float64Array(memory.buffer)
  let capacity = 0
  /** memory for `f64s` numbers (growing it detaches the views of it) */
  function reserve(f64s: number): void {
    if (8 * f64s > memory.buffer.byteLength) {
      memory.grow(Math.ceil((8 * f64s - memory.buffer.byteLength) / WASM_PAGE))
      view = new Float64Array(memory.buffer)
    }
  }
  reserve(POINTS_AT)
  view.set(DECAY_TABLE, TABLE)
  return {
    allocate(points) {
      // an even number of points an array: the kernel takes them two at a time
      capacity = (points + 1) & ~1
      reserve(POINTS_AT + ARRAYS * capacity)
      return Array.from(
        { length: ARRAYS },
        (_, i) => new Float64Array(memory.buffer, 8 * (POINTS_AT + i * capacity), capacity),
      )
    },
    run(coefficients, components, count, derivatives) {
      // an odd count takes one point more, beyond those in use (its heads are not read), at the surface:
      // what that memory held before may be any number
      const padded = (count + 1) & ~1
      const v = view
      if (padded > count) {
        for (let i = 0; i < 3; i++) v[POINTS_AT + i * capacity + count] = 0
      }
      const x = 8 * POINTS_AT,
        size = 8 * capacity
      for (let first = 0; first < components; first += BATCH) {
        const batch = Math.min(BATCH, components - first)
        for (let i = 0; i < batch * COEFFICIENTS; i++) v[COEFFICIENTS_AT + i] = coefficients[first * COEFFICIENTS + i]
        exports.decayedWaves(
          batch,
          8 * COEFFICIENTS_AT,
          8 * TABLE,
          x,
          x + size,
          x + 2 * size,
          x + 3 * size,
          x + 4 * size,
          x + 5 * size,
          padded,
          derivatives ? 1 : 0,
        )
      }
    },
  }
}
