/**
 * A deterministic generator of uniform numbers in [0, 1) from an integer seed, so a seeded sea is the
 * same sea on every machine (Math.random cannot be seeded).
 *
 * A Weyl sequence (step 0x9E3779B9, the 32-bit golden ratio) passed through the MurmurHash3 32-bit
 * finaliser: every seed, 0 included, gives a well-mixed stream, and neighbouring seeds give unrelated ones.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x9e3779b9) >>> 0
    let z = state
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b)
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35)
    z ^= z >>> 16
    return (z >>> 0) / 4294967296
  }
}
