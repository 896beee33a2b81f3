// Independent checks of a generated mesh, written without src: closure and winding from the raw arrays.

/** True when every directed edge a→b is matched by exactly one b→a and appears only once. */
export function isClosedAndConsistent(indices: ArrayLike<number>): boolean {
  const directed = new Set<string>()
  for (let t = 0; t < indices.length; t += 3) {
    for (let k = 0; k < 3; k++) {
      const key = `${indices[t + k]}>${indices[t + ((k + 1) % 3)]}`
      if (directed.has(key)) return false
      directed.add(key)
    }
  }
  for (const key of directed) {
    const [a, b] = key.split('>')
    if (!directed.has(`${b}>${a}`)) return false
  }
  return true
}

/**
 * Smallest value over the triangles of n̂ · û, with n̂ the unit normal by the right-hand rule and û the
 * unit direction from `inside(c)` to the triangle's centroid c: positive when every triangle faces away
 * from the interior point given.
 */
export function minimumOutwardness(
  positions: ArrayLike<number>,
  indices: ArrayLike<number>,
  inside: (c: [number, number, number]) => [number, number, number],
): number {
  let minimum = Infinity
  for (let t = 0; t < indices.length; t += 3) {
    const p = [0, 1, 2].map((k) => [0, 1, 2].map((a) => positions[3 * indices[t + k] + a]))
    const u = [0, 1, 2].map((a) => p[1][a] - p[0][a])
    const v = [0, 1, 2].map((a) => p[2][a] - p[0][a])
    const n = [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]]
    const c = [0, 1, 2].map((a) => (p[0][a] + p[1][a] + p[2][a]) / 3) as [number, number, number]
    const q = inside(c)
    const d = [0, 1, 2].map((a) => c[a] - q[a])
    const cosine = (n[0] * d[0] + n[1] * d[1] + n[2] * d[2]) / (Math.hypot(...n) * Math.hypot(...d))
    minimum = Math.min(minimum, cosine)
  }
  return minimum
}

export const origin = (): [number, number, number] => [0, 0, 0]
