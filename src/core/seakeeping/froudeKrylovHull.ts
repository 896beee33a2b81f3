import type { Hull } from '../hull/types.js'
import type { Quaternion, Vector } from '../types.js'
import { triangleNormal } from '../buildHull/triangleNormal.js'

/** Numbers per hull triangle in FroudeKrylovHull.faces: its corners' shares (see FroudeKrylovHull). */
export const FORCE_SHARE = 0,
  MOMENT_SHARES = 3,
  LONGEST_SQUARED = 12,
  MIDPOINT_SHARES = 13,
  FACE_ROW = 22

/**
 * What the correction needs of each hull triangle, in body axes (about the body's origin), made once per
 * hull: a wholly wet triangle's shares of the vertex rule (gatherPoints) are constant there, so a step
 * reads them instead of forming an area vector and three moment arms from the posed corners (that was
 * most of the gathering on a fine hull). Per triangle (FACE_ROW numbers): the force share N / 3 of each
 * corner (and of each edge midpoint), N its area vector; corner i's moment share (R + r_i) / 12 × N,
 * R = r_1 + r_2 + r_3; the square of its longest edge; and the moment share m_i × N / 3 of the midpoint
 * m_i of its edge from corner i to corner i + 1. The edges are numbered (`edges`), so that a midpoint's
 * point serves the triangles on both sides.
 */
export class FroudeKrylovHull {
  readonly faces: Float64Array
  readonly triangleCount: number
  /** per triangle corner i: the hull edge from corner i to corner i + 1 (numbered from 0), for the midpoint rule */
  readonly edges: Int32Array
  readonly edgeCount: number
  readonly vertexCount: number

  constructor(hull: Hull) {
    const { positions: v, indices, triangleCount } = hull
    const faces = new Float64Array(triangleCount * FACE_ROW)
    for (let f = 0, row = 0; f < triangleCount; f++, row += FACE_ROW) {
      const a = 3 * indices[3 * f],
        b = 3 * indices[3 * f + 1],
        c = 3 * indices[3 * f + 2]
      // a third of the area vector (the force share), and a twelfth; written out rather than with array
      // helpers: this runs at attach on the main thread, 5,000 triangles for a hull at the default budget
      const [ax, ay, az] = triangleNormal(v, indices, 3 * f)
      const nx = ax / 6,
        ny = ay / 6,
        nz = az / 6
      faces[row + FORCE_SHARE] = nx
      faces[row + FORCE_SHARE + 1] = ny
      faces[row + FORCE_SHARE + 2] = nz
      const tx = nx / 4,
        ty = ny / 4,
        tz = nz / 4
      const sx = v[a] + v[b] + v[c],
        sy = v[a + 1] + v[b + 1] + v[c + 1],
        sz = v[a + 2] + v[b + 2] + v[c + 2]
      for (let i = 0; i < 3; i++) {
        const corner = i === 0 ? a : i === 1 ? b : c
        const wx = sx + v[corner],
          wy = sy + v[corner + 1],
          wz = sz + v[corner + 2]
        const at = row + MOMENT_SHARES + 3 * i
        faces[at] = wy * tz - wz * ty
        faces[at + 1] = wz * tx - wx * tz
        faces[at + 2] = wx * ty - wy * tx
      }
      faces[row + LONGEST_SQUARED] = Math.max(
        squaredDistance(v, a, b),
        squaredDistance(v, b, c),
        squaredDistance(v, c, a),
      )
      // edge i's midpoint m_i: its moment share m_i × N / 3
      for (let i = 0; i < 3; i++) {
        const from = i === 0 ? a : i === 1 ? b : c,
          to = i === 0 ? b : i === 1 ? c : a
        const mx = (v[from] + v[to]) / 2,
          my = (v[from + 1] + v[to + 1]) / 2,
          mz = (v[from + 2] + v[to + 2]) / 2
        const at = row + MIDPOINT_SHARES + 3 * i
        faces[at] = my * nz - mz * ny
        faces[at + 1] = mz * nx - mx * nz
        faces[at + 2] = mx * ny - my * nx
      }
    }
    this.faces = faces
    this.triangleCount = triangleCount
    // the edges, numbered by their two vertices
    const edges = new Int32Array(3 * triangleCount)
    const numbers = new Map<number, number>()
    const vertices = hull.vertexCount
    for (let corner = 0; corner < 3 * triangleCount; corner++) {
      const from = indices[corner],
        to = indices[corner % 3 === 2 ? corner - 2 : corner + 1]
      const key = Math.min(from, to) * vertices + Math.max(from, to)
      let edge = numbers.get(key)
      if (edge === undefined) {
        edge = numbers.size
        numbers.set(key, edge)
      }
      edges[corner] = edge
    }
    this.edges = edges
    this.edgeCount = numbers.size
    this.vertexCount = vertices
  }
}

/** |v_q − v_p|² of the points at offsets p and q of a positions array */
function squaredDistance(v: Float64Array, p: number, q: number): number {
  const dx = v[q] - v[p],
    dy = v[q + 1] - v[p + 1],
    dz = v[q + 2] - v[p + 2]
  return dx * dx + dy * dy + dz * dz
}

/** A hull's triangles for the correction, made once (at attach; a few µs a triangle). */
export function createFroudeKrylovHull(hull: Hull): FroudeKrylovHull {
  return new FroudeKrylovHull(hull)
}

/**
 * The body a wet surface was recorded from: its hull's triangles in body axes (createFroudeKrylovHull)
 * and its pose (body → world), the one computeHydrostatics was given. The wholly wet triangles take
 * their shares from the hull rather than from their posed corners.
 */
export interface FroudeKrylovBody {
  hull: FroudeKrylovHull
  position: Vector
  quaternion: Quaternion
}
