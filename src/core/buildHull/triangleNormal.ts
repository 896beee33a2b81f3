/** Twice the triangle's area times its unit normal (the cross product of two edges). */
export function triangleNormal(positions: Float64Array, indices: Uint32Array, t: number): [number, number, number] {
  const a = 3 * indices[t],
    b = 3 * indices[t + 1],
    c = 3 * indices[t + 2]
  const ux = positions[b] - positions[a],
    uy = positions[b + 1] - positions[a + 1],
    uz = positions[b + 2] - positions[a + 2]
  const vx = positions[c] - positions[a],
    vy = positions[c + 1] - positions[a + 1],
    vz = positions[c + 2] - positions[a + 2]
  return [uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx]
}
