import { requireInteger, requirePositive } from './checkArguments.js'
import type { TriangleMesh } from './types.js'

/** Most subdivisions accepted: 8 gives 1,310,720 triangles. */
export const MAX_ICOSPHERE_SUBDIVISIONS = 8

/**
 * The regular icosahedron on the unit sphere: vertices (0, ±1, ±φ) and their cyclic permutations;
 * its faces are the vertex triples whose three sides all have the edge length 2 (before scaling),
 * each wound so that its normal points away from the centre.
 */
function unitIcosahedron(): { positions: number[]; indices: number[] } {
  const phi = (1 + Math.sqrt(5)) / 2
  const corners: number[][] = []
  for (const a of [-1, 1])
    for (const b of [-phi, phi]) {
      corners.push([0, a, b], [a, b, 0], [b, 0, a])
    }
  const isEdge = (i: number, j: number) =>
    Math.abs(
      Math.hypot(corners[i][0] - corners[j][0], corners[i][1] - corners[j][1], corners[i][2] - corners[j][2]) - 2,
    ) < 1e-9
  const indices: number[] = []
  for (let i = 0; i < 12; i++)
    for (let j = i + 1; j < 12; j++)
      for (let k = j + 1; k < 12; k++) {
        if (!isEdge(i, j) || !isEdge(j, k) || !isEdge(k, i)) continue
        const [a, b, c] = [corners[i], corners[j], corners[k]]
        const outward =
          a[0] * ((b[1] - a[1]) * (c[2] - a[2]) - (b[2] - a[2]) * (c[1] - a[1])) +
          a[1] * ((b[2] - a[2]) * (c[0] - a[0]) - (b[0] - a[0]) * (c[2] - a[2])) +
          a[2] * ((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]))
        indices.push(...(outward > 0 ? [i, j, k] : [i, k, j]))
      }
  const norm = Math.hypot(1, phi)
  return { positions: corners.flatMap((p) => p.map((v) => v / norm)), indices }
}

/**
 * A sphere centred on the origin, made by splitting each face of an icosahedron into four
 * (at its edge midpoints, pushed out to the sphere) `subdivisions` times: 20·4ⁿ triangles and
 * 10·4ⁿ + 2 vertices, all on the sphere. Its volume approaches 4/3 π r³ from below.
 *
 * @param radius m
 * @param subdivisions 0 to 8 (n = 3: 1,280 triangles; 5: 20,480; 6: 81,920)
 */
export function icosphereMesh(radius: number, subdivisions: number): TriangleMesh {
  requirePositive('icosphereMesh', 'radius', radius)
  requireInteger('icosphereMesh', 'subdivisions', subdivisions, 0, MAX_ICOSPHERE_SUBDIVISIONS)
  const base = unitIcosahedron()
  const finalVertexCount = 10 * 4 ** subdivisions + 2
  const positions = new Float64Array(3 * finalVertexCount)
  positions.set(base.positions)
  let vertexCount = 12
  let indices = Uint32Array.from(base.indices)

  for (let level = 0; level < subdivisions; level++) {
    const midpointOf = new Map<number, number>()
    const midpoint = (a: number, b: number): number => {
      const key = a < b ? a * finalVertexCount + b : b * finalVertexCount + a
      const known = midpointOf.get(key)
      if (known !== undefined) return known
      const x = positions[3 * a] + positions[3 * b]
      const y = positions[3 * a + 1] + positions[3 * b + 1]
      const z = positions[3 * a + 2] + positions[3 * b + 2]
      const length = Math.hypot(x, y, z)
      const created = vertexCount++
      positions[3 * created] = x / length
      positions[3 * created + 1] = y / length
      positions[3 * created + 2] = z / length
      midpointOf.set(key, created)
      return created
    }
    const finer = new Uint32Array(4 * indices.length)
    for (let t = 0; t < indices.length / 3; t++) {
      const a = indices[3 * t],
        b = indices[3 * t + 1],
        c = indices[3 * t + 2]
      const ab = midpoint(a, b),
        bc = midpoint(b, c),
        ca = midpoint(c, a)
      finer.set([a, ab, ca, b, bc, ab, c, ca, bc, ab, bc, ca], 12 * t)
    }
    indices = finer
  }
  for (let i = 0; i < positions.length; i++) positions[i] *= radius
  return { positions, indices }
}
