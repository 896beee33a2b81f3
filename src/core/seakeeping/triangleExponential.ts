/**
 * The exact integral of e^{z} over a flat triangle, z a complex function linear in position (a decayed
 * wave: z = −k D + i θ, depth D and phase θ linear over the triangle), with its first moments:
 *   ∫ λ_i e^{z} dA = 2 A · e[z₀, z₁, z₂, z_i],
 * λ_i the barycentric coordinate of corner i, A the area, and e[…] the divided difference of exp on the
 * corner values (Hermite–Genocchi: e[x₀ … x_n] is the mean of e^{Σ μ_j x_j} over the n-simplex with
 * weight 1/n!, and merging λ_i with a fourth coordinate weights the triangle by λ_i). Their sum is
 * ∫ e^{z} dA = 2 A e[z₀, z₁, z₂].
 *
 * The divided differences come from Opitz's formula: the upper-right entries of exp(M), M bidiagonal with
 * the nodes on its diagonal and ones above it, by scaling and squaring. Unlike the Lagrange form
 * Σ e^{z_i} / Π (z_i − z_j), it stays exact when corners share a value (an edge along a crest, a
 * horizontal edge in a wave across it). One 5 × 5 matrix on the nodes (z₁, z₀, z₂, z₁, z₀) gives
 * e[z₁, z₀, z₂] (entry 0, 2), e[z₁, z₀, z₂, z₁] (0, 3) and e[z₀, z₂, z₁, z₀] (1, 4); the third moment is
 * their difference. The cost grows with log₂ of the largest |z_i − z_j| (the squarings), not with the
 * triangle's size in wavelengths, as a quadrature's does.
 */

/** order of the matrix: five nodes */
const N = 5
/** Taylor terms of exp on the scaled matrix (its diagonal within SCALED of 0: the tail below 1e-17) */
const TERMS = 14
const SCALED = 0.25

// the matrix, its power and the sum, re / im, row-major (upper triangle used)
const mRe = new Float64Array(N * N),
  mIm = new Float64Array(N * N),
  pRe = new Float64Array(N * N),
  pIm = new Float64Array(N * N),
  sRe = new Float64Array(N * N),
  sIm = new Float64Array(N * N),
  tRe = new Float64Array(N * N),
  tIm = new Float64Array(N * N)
const nodeRe = new Float64Array(N),
  nodeIm = new Float64Array(N)
/** the corners on the diagonal: e[z₁, z₀, z₂] at (0, 2), e[z₁, z₀, z₂, z₁] at (0, 3), e[z₀, z₂, z₁, z₀] at (1, 4) */
const ORDER = [1, 0, 2, 1, 0] as const

/** c = a · b for upper-triangular N × N matrices (c distinct from a and b) */
function multiply(
  aRe: Float64Array,
  aIm: Float64Array,
  bRe: Float64Array,
  bIm: Float64Array,
  cRe: Float64Array,
  cIm: Float64Array,
): void {
  for (let i = 0; i < N; i++) {
    for (let j = i; j < N; j++) {
      let re = 0,
        im = 0
      for (let k = i; k <= j; k++) {
        const ar = aRe[i * N + k],
          ai = aIm[i * N + k],
          br = bRe[k * N + j],
          bi = bIm[k * N + j]
        re += ar * br - ai * bi
        im += ar * bi + ai * br
      }
      cRe[i * N + j] = re
      cIm[i * N + j] = im
    }
  }
}

/**
 * The corner values z_i = re[i] + i im[i] of a triangle: writes to out, re / im interleaved,
 * e[z₀, z₁, z₂, z₀], e[z₀, z₁, z₂, z₁], e[z₀, z₁, z₂, z₂] (so ∫ λ_i e^{z} dA = 2 A (out[2i] + i out[2i + 1])).
 */
export function triangleExponentialMoments(re: ArrayLike<number>, im: ArrayLike<number>, out: Float64Array): void {
  // shift by the corner of largest real part: e[x + c] = e^{c} e[x], and every exp then stays ≤ 1
  let top = 0
  if (re[1] > re[top]) top = 1
  if (re[2] > re[top]) top = 2
  const cRe = re[top],
    cIm = im[top]
  let largest = 0
  for (let i = 0; i < N; i++) {
    nodeRe[i] = re[ORDER[i]] - cRe
    nodeIm[i] = im[ORDER[i]] - cIm
    largest = Math.max(largest, Math.hypot(nodeRe[i], nodeIm[i]))
  }
  const squarings = largest > SCALED ? Math.ceil(Math.log2(largest / SCALED)) : 0
  const scale = 2 ** -squarings
  mRe.fill(0)
  mIm.fill(0)
  for (let i = 0; i < N; i++) {
    mRe[i * N + i] = nodeRe[i] * scale
    mIm[i * N + i] = nodeIm[i] * scale
    if (i + 1 < N) mRe[i * N + i + 1] = scale
  }
  // exp of the scaled matrix by its Taylor series: s = Σ Mᵏ / k!
  sRe.fill(0)
  sIm.fill(0)
  pRe.fill(0)
  pIm.fill(0)
  for (let i = 0; i < N; i++) {
    sRe[i * N + i] = 1
    pRe[i * N + i] = 1
  }
  for (let k = 1; k <= TERMS; k++) {
    multiply(pRe, pIm, mRe, mIm, tRe, tIm)
    for (let e = 0; e < N * N; e++) {
      pRe[e] = tRe[e] / k
      pIm[e] = tIm[e] / k
      sRe[e] += pRe[e]
      sIm[e] += pIm[e]
    }
  }
  for (let q = 0; q < squarings; q++) {
    multiply(sRe, sIm, sRe, sIm, tRe, tIm)
    sRe.set(tRe)
    sIm.set(tIm)
  }
  // e^{c}
  const grow = Math.exp(cRe),
    eRe = grow * Math.cos(cIm),
    eIm = grow * Math.sin(cIm)
  // corner 0: e[z₀, z₂, z₁, z₀]; corner 1: e[z₁, z₀, z₂, z₁]; corner 2: the whole less those two
  const r0 = sRe[N + 4],
    i0 = sIm[N + 4],
    r1 = sRe[3],
    i1 = sIm[3]
  const r2 = sRe[2] - r0 - r1,
    i2 = sIm[2] - i0 - i1
  out[0] = eRe * r0 - eIm * i0
  out[1] = eRe * i0 + eIm * r0
  out[2] = eRe * r1 - eIm * i1
  out[3] = eRe * i1 + eIm * r1
  out[4] = eRe * r2 - eIm * i2
  out[5] = eRe * i2 + eIm * r2
}
