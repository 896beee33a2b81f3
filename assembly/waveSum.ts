// The wave sum of src/core/waves/sumOfSines.ts (heights of many points at one time) in WebAssembly
// SIMD, two points per instruction (f64x2). AssemblyScript, compiled by `npm run build:wasm` into
// src/core/waves/waveSumModule.ts; the TypeScript sum stays the reference, and the two agree to the
// last bit (test/unit/waves/wasmWaveSum.test.ts): the same operations in the same order, lane by lane.
// Also the Froude–Krylov correction's decayed waves (decayedWaves, below; its caller is
// src/core/seakeeping/decayedWavesKernel.ts, with its own instance and memory).
//
// Memory (f64s, laid out by the caller, src/core/waves/wasmWaveSum.ts):
//   at 0:            the mean level, then per component: amplitude, kx/π, kz/π, offset/π (half-turns)
//   at xOffset, zOffset: the points' x and z; an even number of points (the caller pads)
//   at heightsOffset: the heights out, one per point

// sin(π f) = f h(f²) on f ∈ [−½, ½]: the coefficients of src/core/waves/fastSine.ts
const H0: f64 = 3.1415926535897927
const H1: f64 = -5.167712780049786
const H2: f64 = 2.550164039861884
const H3: f64 = -0.5992645288256148
const H4: f64 = 0.08214587882077493
const H5: f64 = -0.007370364352718201
const H6: f64 = 0.0004659870919775173
const H7: f64 = -0.000021133714397960184

/** sin(π x) of both lanes, as sinPi in fastSine.ts computes it. */
// @ts-ignore: AssemblyScript decorator
@inline
function sinPi2(x: v128): v128 {
  const half = f64x2.splat(0.5)
  const n = f64x2.floor(f64x2.add(x, half))
  const f = f64x2.sub(x, n)
  const u = f64x2.mul(f, f)
  const u2 = f64x2.mul(u, u)
  // H0 + H1 u + u2 (H2 + H3 u) + u2 u2 (H4 + H5 u + u2 (H6 + H7 u)), left to right as in JavaScript
  const low = f64x2.add(
    f64x2.add(f64x2.splat(H0), f64x2.mul(f64x2.splat(H1), u)),
    f64x2.mul(u2, f64x2.add(f64x2.splat(H2), f64x2.mul(f64x2.splat(H3), u))),
  )
  const high = f64x2.add(
    f64x2.add(f64x2.splat(H4), f64x2.mul(f64x2.splat(H5), u)),
    f64x2.mul(u2, f64x2.add(f64x2.splat(H6), f64x2.mul(f64x2.splat(H7), u))),
  )
  const h = f64x2.add(low, f64x2.mul(f64x2.mul(u2, u2), high))
  // (−1)^n: the parity n − 2 floor(n / 2) is exact for any integer-valued double
  const parity = f64x2.sub(n, f64x2.mul(f64x2.splat(2), f64x2.floor(f64x2.mul(n, half))))
  const sign = f64x2.sub(f64x2.splat(1), f64x2.mul(f64x2.splat(2), parity))
  return f64x2.mul(f64x2.mul(sign, f), h)
}

/**
 * Heights of `count` points (count even) from `components` sine components: level + Σ A sin(π θ), θ
 * in half-turns. One component at a time over all the points, as the TypeScript passes go, so each
 * point's terms are added in component order and the component's numbers stay in registers.
 */
export function sumWaves(components: i32, xOffset: usize, zOffset: usize, heightsOffset: usize, count: i32): void {
  const level = f64x2.splat(load<f64>(0))
  const bytes = <usize>count << 3
  for (let p: usize = 0; p < bytes; p += 16) v128.store(heightsOffset + p, level)
  for (let i = 0; i < components; i++) {
    const c: usize = 8 + (<usize>i << 5)
    const amplitude = f64x2.splat(load<f64>(c))
    const kx = f64x2.splat(load<f64>(c, 8)), kz = f64x2.splat(load<f64>(c, 16)), offset = f64x2.splat(load<f64>(c, 24))
    for (let p: usize = 0; p < bytes; p += 16) {
      const theta = f64x2.add(f64x2.add(f64x2.mul(kx, v128.load(xOffset + p)), f64x2.mul(kz, v128.load(zOffset + p))), offset)
      v128.store(heightsOffset + p, f64x2.add(v128.load(heightsOffset + p), f64x2.mul(amplitude, sinPi2(theta))))
    }
  }
}

/**
 * The Froude–Krylov correction's decayed waves (addDecayedWaves in src/core/seakeeping/froudeKrylov.ts)
 * at `count` points (count even), two at a time, with the same operations in the same order lane by
 * lane: for each component, at each point, with D the point's decay depth,
 *   decayed = A e^{−k D},  head += decayed sin(π θ),  rate += (−ω decayed) sin(π (θ + ½)),
 *   acceleration += −ω² decayed sin(π θ).
 * e^{−u} as `decay` there: e^{−j/64} from the table at `table` (j ≤ 1280) times a cubic in the rest.
 * Memory (f64s, laid out by src/core/seakeeping/decayedWavesKernel.ts): per component at `coefficients`,
 * 8 numbers: A, k, kx/π, kz/π, offset/π, −ω, −ω², unused; the points' x, z and D, and the head, rate and
 * acceleration they add to, one array each. With `derivatives` 0 only the heads (no rate, no acceleration:
 * the cosine is the cost it spares).
 */
export function decayedWaves(
  components: i32,
  coefficients: usize,
  table: usize,
  xOffset: usize,
  zOffset: usize,
  depthOffset: usize,
  headOffset: usize,
  rateOffset: usize,
  accelerationOffset: usize,
  count: i32,
  derivatives: i32,
): void {
  const bytes = <usize>count << 3
  const half = f64x2.splat(0.5)
  for (let i = 0; i < components; i++) {
    const c: usize = coefficients + (<usize>i << 6)
    const amplitude = f64x2.splat(load<f64>(c)),
      k = f64x2.splat(load<f64>(c, 8)),
      kx = f64x2.splat(load<f64>(c, 16)),
      kz = f64x2.splat(load<f64>(c, 24)),
      offset = f64x2.splat(load<f64>(c, 32)),
      rateScale = f64x2.splat(load<f64>(c, 40)),
      accelerationScale = f64x2.splat(load<f64>(c, 48))
    for (let p: usize = 0; p < bytes; p += 16) {
      const halfTurns = f64x2.add(
        f64x2.add(f64x2.mul(kx, v128.load(xOffset + p)), f64x2.mul(kz, v128.load(zOffset + p))),
        offset,
      )
      // decay(k D): v = min(k D, 20) · 64, j its integer part, r = (v − j) / 64; k D is never negative
      // (D = max(0, d)), but held at 0 here all the same: a negative index would trap, not return NaN
      const u = f64x2.max(f64x2.mul(k, v128.load(depthOffset + p)), f64x2.splat(0))
      const v = f64x2.mul(f64x2.min(u, f64x2.splat(20)), f64x2.splat(64))
      const j = i32x4.trunc_sat_f64x2_s_zero(v)
      const r = f64x2.mul(f64x2.sub(v, f64x2.convert_low_i32x4_s(j)), f64x2.splat(1.0 / 64))
      const start = f64x2(
        load<f64>(table + (<usize>i32x4.extract_lane(j, 0) << 3)),
        load<f64>(table + (<usize>i32x4.extract_lane(j, 1) << 3)),
      )
      // 1 + r (−1 + r (½ − r / 6))
      const cubic = f64x2.add(
        f64x2.splat(1),
        f64x2.mul(
          r,
          f64x2.add(f64x2.splat(-1), f64x2.mul(r, f64x2.sub(half, f64x2.div(r, f64x2.splat(6))))),
        ),
      )
      const decayed = f64x2.mul(amplitude, f64x2.mul(start, cubic))
      const sine = f64x2.mul(decayed, sinPi2(halfTurns))
      v128.store(headOffset + p, f64x2.add(v128.load(headOffset + p), sine))
      if (derivatives) {
        v128.store(
          rateOffset + p,
          f64x2.add(
            v128.load(rateOffset + p),
            f64x2.mul(f64x2.mul(rateScale, decayed), sinPi2(f64x2.add(halfTurns, half))),
          ),
        )
        v128.store(accelerationOffset + p, f64x2.add(v128.load(accelerationOffset + p), f64x2.mul(accelerationScale, sine)))
      }
    }
  }
}
