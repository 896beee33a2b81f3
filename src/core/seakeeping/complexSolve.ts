/**
 * Solve the complex n × n system A X = B for `count` right-hand sides at once, by Gaussian elimination
 * with partial pivoting (the row of the largest |a_ik|²). A is row-major with its real and imaginary
 * parts apart (aRe[i n + j]); the right-hand sides are stored one after another (bRe[c n + i] is row i of
 * the c-th). A is overwritten, and B with the solutions.
 */
export function complexSolve(
  aRe: Float64Array,
  aIm: Float64Array,
  bRe: Float64Array,
  bIm: Float64Array,
  n: number,
  count: number,
): void {
  for (let k = 0; k < n; k++) {
    const rowK = k * n
    let pivot = k,
      largest = aRe[rowK + k] * aRe[rowK + k] + aIm[rowK + k] * aIm[rowK + k]
    for (let i = k + 1; i < n; i++) {
      const re = aRe[i * n + k],
        im = aIm[i * n + k]
      const size = re * re + im * im
      if (size > largest) {
        largest = size
        pivot = i
      }
    }
    if (pivot !== k) {
      const rowP = pivot * n
      for (let j = k; j < n; j++) {
        let t = aRe[rowK + j]
        aRe[rowK + j] = aRe[rowP + j]
        aRe[rowP + j] = t
        t = aIm[rowK + j]
        aIm[rowK + j] = aIm[rowP + j]
        aIm[rowP + j] = t
      }
      for (let c = 0; c < count; c++) {
        let t = bRe[c * n + k]
        bRe[c * n + k] = bRe[c * n + pivot]
        bRe[c * n + pivot] = t
        t = bIm[c * n + k]
        bIm[c * n + k] = bIm[c * n + pivot]
        bIm[c * n + pivot] = t
      }
    }
    // 1 / a_kk
    const inverse = 1 / largest
    const dRe = aRe[rowK + k] * inverse,
      dIm = -aIm[rowK + k] * inverse
    for (let i = k + 1; i < n; i++) {
      const rowI = i * n
      const re = aRe[rowI + k],
        im = aIm[rowI + k]
      if (re === 0 && im === 0) continue
      const fRe = re * dRe - im * dIm,
        fIm = re * dIm + im * dRe
      for (let j = k + 1; j < n; j++) {
        const uRe = aRe[rowK + j],
          uIm = aIm[rowK + j]
        aRe[rowI + j] -= fRe * uRe - fIm * uIm
        aIm[rowI + j] -= fRe * uIm + fIm * uRe
      }
      for (let c = 0; c < count; c++) {
        const uRe = bRe[c * n + k],
          uIm = bIm[c * n + k]
        bRe[c * n + i] -= fRe * uRe - fIm * uIm
        bIm[c * n + i] -= fRe * uIm + fIm * uRe
      }
    }
  }
  for (let c = 0; c < count; c++) {
    const offset = c * n
    for (let i = n - 1; i >= 0; i--) {
      const rowI = i * n
      let sRe = bRe[offset + i],
        sIm = bIm[offset + i]
      for (let j = i + 1; j < n; j++) {
        const xRe = bRe[offset + j],
          xIm = bIm[offset + j]
        sRe -= aRe[rowI + j] * xRe - aIm[rowI + j] * xIm
        sIm -= aRe[rowI + j] * xIm + aIm[rowI + j] * xRe
      }
      const dRe = aRe[rowI + i],
        dIm = aIm[rowI + i]
      const inverse = 1 / (dRe * dRe + dIm * dIm)
      bRe[offset + i] = (sRe * dRe + sIm * dIm) * inverse
      bIm[offset + i] = (sIm * dRe - sRe * dIm) * inverse
    }
  }
}
