const MAX_SWEEPS = 50

/**
 * Eigen-decomposition of a symmetric 3×3 matrix by cyclic Jacobi rotations.
 *
 * Each rotation in the (p, q) plane zeroes the element a_pq: with θ = (a_qq − a_pp)/(2 a_pq) the
 * rotation's tangent is the smaller root of t² + 2θt − 1 = 0 (Golub & Van Loan, §8.5), which keeps
 * the rotation under 45° and the iteration stable; a few sweeps reach round-off on a 3×3 matrix.
 *
 * @param matrix row-major, symmetric; not modified
 * @param values out: the eigenvalues, ascending
 * @param vectors out: row-major, column k is the unit eigenvector of values[k]; the columns form a
 *   proper rotation (determinant +1)
 */
export function symmetricEigen3(matrix: ArrayLike<number>, values: Float64Array, vectors: Float64Array): void {
  const a = [
    [matrix[0], 0.5 * (matrix[1] + matrix[3]), 0.5 * (matrix[2] + matrix[6])],
    [0, matrix[4], 0.5 * (matrix[5] + matrix[7])],
    [0, 0, matrix[8]],
  ]
  a[1][0] = a[0][1]
  a[2][0] = a[0][2]
  a[2][1] = a[1][2]
  const v = [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ]
  let scale = 0
  for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) scale = Math.max(scale, Math.abs(a[i][j]))

  for (let sweep = 0; sweep < MAX_SWEEPS; sweep++) {
    const offDiagonal = Math.abs(a[0][1]) + Math.abs(a[0][2]) + Math.abs(a[1][2])
    if (offDiagonal <= 1e-17 * scale || offDiagonal === 0) break
    for (let p = 0; p < 2; p++) {
      for (let q = p + 1; q < 3; q++) {
        const apq = a[p][q]
        if (apq === 0) continue
        const theta = (a[q][q] - a[p][p]) / (2 * apq)
        const t =
          Math.abs(theta) > 1e150
            ? 1 / (2 * theta)
            : (theta >= 0 ? 1 : -1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1))
        const c = 1 / Math.sqrt(t * t + 1)
        const s = t * c
        a[p][p] -= t * apq
        a[q][q] += t * apq
        a[p][q] = 0
        a[q][p] = 0
        const r = 3 - p - q
        const arp = a[r][p]
        const arq = a[r][q]
        a[r][p] = a[p][r] = c * arp - s * arq
        a[r][q] = a[q][r] = s * arp + c * arq
        for (let k = 0; k < 3; k++) {
          const vkp = v[k][p]
          const vkq = v[k][q]
          v[k][p] = c * vkp - s * vkq
          v[k][q] = s * vkp + c * vkq
        }
      }
    }
  }

  const order = [0, 1, 2].sort((i, j) => a[i][i] - a[j][j])
  for (let column = 0; column < 3; column++) {
    const source = order[column]
    values[column] = a[source][source]
    for (let row = 0; row < 3; row++) vectors[3 * row + column] = v[row][source]
  }
  const determinant =
    vectors[0] * (vectors[4] * vectors[8] - vectors[5] * vectors[7]) -
    vectors[1] * (vectors[3] * vectors[8] - vectors[5] * vectors[6]) +
    vectors[2] * (vectors[3] * vectors[7] - vectors[4] * vectors[6])
  if (determinant < 0) for (let row = 0; row < 3; row++) vectors[3 * row + 2] = -vectors[3 * row + 2]
}
