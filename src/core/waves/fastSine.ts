// sin(π x) as a short polynomial: the wave sum's sine (one per component per hull vertex is the hot
// loop of the physics), about twice as fast as V8's Math.sin, which calls out to fdlibm.
//
// Why π x: the wave field keeps its phases in half-turns (θ / π), so the range reduction is exact:
// n = the nearest integer to x and f = x − n ∈ [−1/2, 1/2] are both computed without rounding
// (for |x| < 2^52), and sin(π x) = (−1)^n sin(π f). There is no multiple of π to subtract in
// pieces, and the reduction loses nothing at any size.
//
// sin(π f) = f · h(f²), h a degree-7 polynomial: the truncated Chebyshev series of
// sin(π √u) / √u on u ∈ [0, 1/4], derived in exact rational arithmetic by bench/sine-coefficients.mjs.
// The first term left out is 3.6e-16 (in h; ×|f| ≤ 1/2 in the sine); with the rounding of the
// coefficients and of the sums, the result is within 7e-16 of sin(π x) for |x| < 2^52 (6.7e-16 at
// worst over millions of points against a double-double reference in test/unit/waves/fastSine.test.ts;
// a few units in the last place, against Math.sin's one) and exactly 0 at the integers.

const H0 = 3.1415926535897927
const H1 = -5.167712780049786
const H2 = 2.550164039861884
const H3 = -0.5992645288256148
const H4 = 0.08214587882077493
const H5 = -0.007370364352718201
const H6 = 0.0004659870919775173
const H7 = -0.000021133714397960184

/**
 * sin(π x), within 7e-16 (absolute) of the exact value for |x| < 2^52 and exactly 0 at the integers;
 * NaN for NaN and ±Infinity (as Math.sin). Beyond 2^52 every double is an integer, where sin(π x) = 0,
 * and x + 1/2 rounds to a neighbour: the result is 0 or ±2.5e-7 there. (No test for it in the loop:
 * a wave phase of 2^52 half-turns, 1.4e16 rad, is far beyond where the phase itself means anything.)
 * Small enough for V8 to inline in a loop, and it allocates nothing.
 */
export function sinPi(x: number): number {
  const n = Math.floor(x + 0.5)
  const f = x - n
  const u = f * f
  const u2 = u * u
  // Estrin's scheme: the four pairs are independent, so the chain of dependent operations is short
  const h = H0 + H1 * u + u2 * (H2 + H3 * u) + u2 * u2 * (H4 + H5 * u + u2 * (H6 + H7 * u))
  // (−1)^n from the integer's parity; n & 1 is exact for any integer-valued double (ToInt32 keeps the low bits)
  return (1 - 2 * (n & 1)) * f * h
}
