/**
 * A triangle soup with every triangle of `mesh` split into m² similar ones (createHull and buildHull weld
 * it): the same surface, finer. For tests that compare a coarse hull with a refined one.
 */
export function refinedMesh(
  mesh: { positions: ArrayLike<number>; indices: ArrayLike<number> },
  m: number,
): { positions: number[]; indices: number[] } {
  const positions: number[] = []
  const indices: number[] = []
  const corner = (i: number, k: number) => mesh.positions[3 * mesh.indices[i] + k]
  for (let f = 0; f < mesh.indices.length; f += 3) {
    const point = (a: number, b: number) =>
      [0, 1, 2].map(
        (k) => corner(f, k) + (a / m) * (corner(f + 1, k) - corner(f, k)) + (b / m) * (corner(f + 2, k) - corner(f, k)),
      )
    const add = (...ps: number[][]) => ps.forEach((q) => indices.push(positions.push(...q) / 3 - 1))
    for (let a = 0; a < m; a++) {
      for (let b = 0; b < m - a; b++) {
        add(point(a, b), point(a + 1, b), point(a, b + 1))
        if (a + b < m - 1) add(point(a + 1, b), point(a + 1, b + 1), point(a, b + 1))
      }
    }
  }
  return { positions, indices }
}
