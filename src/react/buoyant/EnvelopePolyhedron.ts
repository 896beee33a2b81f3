import { ConvexPolyhedron, Vec3 } from 'cannon-es'
import type { Quaternion } from 'cannon-es'
import { ARC, CROSS, DIRECTION, FIRST, SECOND, faceEdges, isMinkowskiFace } from './minkowskiEdges.js'

/** Grid cells per unit of a direction's components; a cell (1e-5) is wider than Vec3.almostEquals's 1e-6. */
const CELLS_PER_UNIT = 100_000
/** Cells along one axis of the grid: components lie in [−1, 1], and one cell more each side. */
const SPAN = 2 * CELLS_PER_UNIT + 3

const cellOf = (component: number) => Math.floor(component * CELLS_PER_UNIT) + CELLS_PER_UNIT + 1
const keyOf = (x: number, y: number, z: number) => (x * SPAN + y) * SPAN + z

/**
 * A cannon-es ConvexPolyhedron that finds its edge directions (`uniqueEdges`, the edge axes of its
 * separating-axis tests) through a grid of directions instead of cannon-es's computeEdges, which compares
 * each half-edge with every direction kept so far: O(E²), 12 ms for the 216-point envelope of a large hull
 * on a cold page of a quiet machine and 43–110 ms on a loaded one, in the task before the body's commit.
 * The list is cannon-es's to the last bit, in its order: a direction is kept unless one already kept is
 * within Vec3.almostEquals's default 1e-6 in each component, and such a one lies in the same grid cell as
 * it or in a neighbouring one. (Like cannon-es, it keeps both directions of an edge.)
 */
export class EnvelopePolyhedron extends ConvexPolyhedron {
  /** faceEdges(this), made at the first contact test */
  private edgeFaces: Int32Array | null = null

  /**
   * cannon-es's separating-axis test of two convex polyhedra tests the cross product of every edge direction
   * of one with every edge direction of the other, each projecting both polyhedra: O(E² V). Two 216-point
   * envelopes in contact (~1,270 directions each) took 2.3 s a step, and froze the page whenever two fine
   * hulls touched. Between two envelopes this tests the same face directions, then only the edge pairs that
   * make a face of the Minkowski difference (isMinkowskiFace: the others cannot be the axis of least
   * overlap), about as many as the edges: the same separation, the same least overlap and axis (to its
   * sign, which both then turn from B to A; to the order of equal overlaps). Two 216-point envelopes:
   * 2.3 s → 5 ms; the 96-point ones collisionShape.ts makes, ~1.5 ms (every pair of arcs is still looked at,
   * in a test of a few multiplications). With any other shape, or face lists, cannon-es's own.
   */
  override findSeparatingAxis(
    hullB: ConvexPolyhedron,
    posA: Vec3,
    quatA: Quaternion,
    posB: Vec3,
    quatB: Quaternion,
    target: Vec3,
    faceListA?: number[] | null,
    faceListB?: number[] | null,
  ): boolean {
    const axesA = this.uniqueAxes,
      axesB = hullB.uniqueAxes
    if (!(hullB instanceof EnvelopePolyhedron) || faceListA || faceListB || !axesA || !axesB) {
      return super.findSeparatingAxis(hullB, posA, quatA, posB, quatB, target, faceListA, faceListB)
    }
    let least = Number.MAX_VALUE
    const axis = scratchAxis
    for (const [axes, quat] of [
      [axesA, quatA],
      [axesB, quatB],
    ] as const) {
      for (const local of axes) {
        quat.vmult(local, axis)
        const overlap = this.testSepAxis(axis, hullB, posA, quatA, posB, quatB)
        if (overlap === false) return false
        if (overlap < least) {
          least = overlap
          target.copy(axis)
        }
      }
    }
    const edgesA = (this.edgeFaces ??= faceEdges(this)),
      edgesB = (hullB.edgeFaces ??= faceEdges(hullB))
    const arcsA = edgeArcs(this, edgesA, quatA, arcScratch[0]),
      arcsB = edgeArcs(hullB, edgesB, quatB, arcScratch[1])
    for (let i = 0; i < arcsA.length; i += ARC) {
      for (let j = 0; j < arcsB.length; j += ARC) {
        if (!isMinkowskiFace(arcsA, i, arcsB, j)) continue
        axis.set(arcsA[i + DIRECTION], arcsA[i + DIRECTION + 1], arcsA[i + DIRECTION + 2])
        scratchEdge.set(arcsB[j + DIRECTION], arcsB[j + DIRECTION + 1], arcsB[j + DIRECTION + 2])
        axis.cross(scratchEdge, axis)
        if (axis.almostZero()) continue
        axis.normalize()
        const overlap = this.testSepAxis(axis, hullB, posA, quatA, posB, quatB)
        if (overlap === false) return false
        if (overlap < least) {
          least = overlap
          target.copy(axis)
        }
      }
    }
    // as cannon-es: the axis from B towards A
    posB.vsub(posA, axis)
    if (axis.dot(target) > 0) target.negate(target)
    return true
  }

  override computeEdges(): void {
    const { faces, vertices } = this
    const edges = this.uniqueEdges
    edges.length = 0
    const cells = new Map<number, Vec3[]>()
    const edge = new Vec3()
    for (const face of faces) {
      for (let j = 0; j < face.length; j++) {
        vertices[face[j]].vsub(vertices[face[(j + 1) % face.length]], edge)
        edge.normalize()
        if (isKept(cells, edge)) continue
        const kept = edge.clone()
        edges.push(kept)
        const key = keyOf(cellOf(kept.x), cellOf(kept.y), cellOf(kept.z))
        const cell = cells.get(key)
        if (cell === undefined) cells.set(key, [kept])
        else cell.push(kept)
      }
    }
  }
}

/** Whether a direction within 1e-6 of `edge` in each component is kept: searched in the 27 cells around it. */
function isKept(cells: Map<number, Vec3[]>, edge: Vec3): boolean {
  const x = cellOf(edge.x),
    y = cellOf(edge.y),
    z = cellOf(edge.z)
  for (let i = x - 1; i <= x + 1; i++) {
    for (let j = y - 1; j <= y + 1; j++) {
      for (let k = z - 1; k <= z + 1; k++) {
        const cell = cells.get(keyOf(i, j, k))
        if (cell !== undefined && cell.some((kept) => kept.almostEquals(edge))) return true
      }
    }
  }
  return false
}

const scratchAxis = new Vec3()
const scratchEdge = new Vec3()
/** The two polyhedra's edge arcs (edgeArcs), reused between calls. */
const arcScratch = [{ arcs: new Float64Array(0) }, { arcs: new Float64Array(0) }]

/**
 * Each edge's arc on the Gauss map in world axes, ARC numbers an edge: the outward normals of its two faces
 * (FIRST, SECOND), their cross product second × first (CROSS), and the edge's unit direction.
 */
function edgeArcs(
  shape: ConvexPolyhedron,
  edges: Int32Array,
  quat: Quaternion,
  scratch: { arcs: Float64Array },
): Float64Array {
  const count = edges.length / 4
  if (scratch.arcs.length < ARC * count) scratch.arcs = new Float64Array(ARC * count)
  const arcs = scratch.arcs
  const v = scratchAxis
  for (let i = 0, k = 0; i < edges.length; i += 4, k += ARC) {
    quat.vmult(shape.faceNormals[edges[i + 2]], v)
    arcs[k + FIRST] = v.x
    arcs[k + FIRST + 1] = v.y
    arcs[k + FIRST + 2] = v.z
    quat.vmult(shape.faceNormals[edges[i + 3]], v)
    arcs[k + SECOND] = v.x
    arcs[k + SECOND + 1] = v.y
    arcs[k + SECOND + 2] = v.z
    arcs[k + CROSS] = arcs[k + SECOND + 1] * arcs[k + FIRST + 2] - arcs[k + SECOND + 2] * arcs[k + FIRST + 1]
    arcs[k + CROSS + 1] = arcs[k + SECOND + 2] * arcs[k + FIRST] - arcs[k + SECOND] * arcs[k + FIRST + 2]
    arcs[k + CROSS + 2] = arcs[k + SECOND] * arcs[k + FIRST + 1] - arcs[k + SECOND + 1] * arcs[k + FIRST]
    shape.vertices[edges[i + 1]].vsub(shape.vertices[edges[i]], v)
    quat.vmult(v, v)
    v.normalize()
    arcs[k + DIRECTION] = v.x
    arcs[k + DIRECTION + 1] = v.y
    arcs[k + DIRECTION + 2] = v.z
  }
  return arcs.subarray(0, ARC * count)
}
