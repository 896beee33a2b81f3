// The decay of the wave pressure with depth, e^{−k D}, for the Froude–Krylov correction (froudeKrylov.ts)
// and its WebAssembly kernel (decayedWavesKernel.ts), which reads the same table.

/**
 * e^{−u} for u ≥ 0: e^{−j/64} from a table times e^{−r}, r = u − j/64 ∈ [0, 1/64), by its Taylor series to
 * the cube (remainder below r⁴/24 = 2.5e-9 relative); u beyond DECAY_END (e^{−20} = 2.1e-9) counts as
 * DECAY_END. A table and a short polynomial, not Math.exp (a call V8 does not inline) or a long chain of
 * squarings: the decay of every component at every point is the integrator's inner loop. (The table of
 * eighths it replaced needed the 5th power, 5 % more of a boat's step; 10 kB is the price.)
 */
export function decay(u: number): number {
  const v = Math.min(u, DECAY_END) * 64
  // (an int32 index: a double from Math.floor indexes the table through a slow path, 3× the loop)
  const j = v | 0
  const r = (v - j) * (1 / 64)
  return DECAY_TABLE[j] * (1 + r * (-1 + r * (0.5 - r / 6)))
}

const DECAY_END = 20
/** e^{−j/64}, j = 0 … 64 DECAY_END */
export const DECAY_TABLE = Float64Array.from({ length: 64 * DECAY_END + 1 }, (_, j) => Math.exp(-j / 64))
