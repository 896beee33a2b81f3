/**
 * Solve S x = b in place for a symmetric positive definite n × n matrix S (row-major; its lower triangle
 * is overwritten by the Cholesky factor L, S = L Lᵀ) and b (overwritten by x). Returns false, with b
 * partly changed, when S is not positive definite (a pivot ≤ 0 or not a number): the caller then has
 * no solution to use.
 *
 * The effective mass of the rigid-body modes, M + A with a table's coupled terms (seakeeping.ts), is
 * such a matrix: a solve a step, so no allocation and no call per entry.
 */
export function choleskySolve(matrix: Float64Array, n: number, rhs: Float64Array): boolean {
  for (let j = 0; j < n; j++) {
    let pivot = matrix[j * n + j]
    for (let k = 0; k < j; k++) pivot -= matrix[j * n + k] * matrix[j * n + k]
    if (!(pivot > 0)) return false
    const diagonal = Math.sqrt(pivot)
    matrix[j * n + j] = diagonal
    for (let i = j + 1; i < n; i++) {
      let sum = matrix[i * n + j]
      for (let k = 0; k < j; k++) sum -= matrix[i * n + k] * matrix[j * n + k]
      matrix[i * n + j] = sum / diagonal
    }
  }
  // L y = b, then Lᵀ x = y
  for (let i = 0; i < n; i++) {
    let sum = rhs[i]
    for (let k = 0; k < i; k++) sum -= matrix[i * n + k] * rhs[k]
    rhs[i] = sum / matrix[i * n + i]
  }
  for (let i = n - 1; i >= 0; i--) {
    let sum = rhs[i]
    for (let k = i + 1; k < n; k++) sum -= matrix[k * n + i] * rhs[k]
    rhs[i] = sum / matrix[i * n + i]
  }
  return true
}
