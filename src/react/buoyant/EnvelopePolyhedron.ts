import { ConvexPolyhedron, Vec3 } from 'cannon-es'
import type { Quaternion } from 'cannon-es'
import { ArcGrid } from './arcGrid.js'
import {
  ARC,
  BOX,
  CROSS,
  DIRECTION,
  FIRST,
  POINT,
  SECOND,
  arcBoxes,
  faceEdges,
  isMinkowskiFace,
} from './minkowskiEdges.js'

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
  /** axisExtents(this), made at the first contact test */
  private axisExtents: Float64Array | null = null

  /**
   * cannon-es's separating-axis test of two convex polyhedra tests the cross product of every edge direction
   * of one with every edge direction of the other, each projecting both polyhedra: O(E² V). Two 216-point
   * envelopes in contact (~1,270 directions each) took 2.3 s a step, and froze the page whenever two fine
   * hulls touched. Between two envelopes this tests the same face directions, then only the edge pairs that
   * make a face of the Minkowski difference (isMinkowskiFace: the others cannot be the axis of least
   * overlap), about as many as the edges: the same separation, the same least overlap and axis (to its
   * sign, which both then turn from B to A; to the order of equal overlaps). Two 216-point envelopes:
   * 2.3 s → 5 ms. Then three savings, the same result: only the arcs whose boxes overlap are paired
   * (ArcGrid: a fifth of the pairs or fewer); an edge pair whose overlap is bounded above the least so far
   * without projecting (edgeOverlapBound) is not projected; and along a face axis the face's own
   * polyhedron's extent is read (axisExtents), only the other is projected. A 5 × 5 pile of 1,280-triangle
   * spheres pressed 0.1 m into each other (40 pairs): 29 → 14.5 ms a step; one such pair 1.8 ms, against
   * 49 ms with cannon-es's own test of the same 96-point envelope (bench/TOUCHING-HULLS.md). With any other
   * shape, or face lists, cannon-es's own.
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
    const extentsA = (this.axisExtents ??= axisExtents(this)),
      extentsB = (hullB.axisExtents ??= axisExtents(hullB))
    for (const [axes, quat, own] of [
      [axesA, quatA, 0],
      [axesB, quatB, 1],
    ] as const) {
      for (let k = 0; k < axes.length; k++) {
        quat.vmult(axes[k], axis)
        // testSepAxis's overlap, with the axis's own polyhedron's extent along it read, not projected
        if (own === 0) {
          const offset = axis.dot(posA)
          extent[0] = offset + extentsA[2 * k]
          extent[1] = offset + extentsA[2 * k + 1]
          ConvexPolyhedron.project(hullB, axis, posB, quatB, other)
        } else {
          const offset = axis.dot(posB)
          other[0] = offset + extentsB[2 * k]
          other[1] = offset + extentsB[2 * k + 1]
          ConvexPolyhedron.project(this, axis, posA, quatA, extent)
        }
        const overlap = overlapOf(extent, other)
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
    // only the pairs whose arcs' boxes overlap can cross: B's (antipodal) arcs bucketed, each of A's asks
    const countA = arcsA.length / ARC,
      countB = arcsB.length / ARC
    const boxesA = roomFor(0, countA * BOX),
      boxesB = roomFor(1, countB * BOX)
    arcBoxes(arcsA, 1, boxesA)
    arcBoxes(arcsB, -1, boxesB)
    grid.build(boxesB, countB)
    if (candidates.length < countB) candidates = new Int32Array(countB)
    for (let a = 0, i = 0; a < countA; a++, i += ARC) {
      const found = grid.overlapping(boxesA, a, boxesB, candidates)
      for (let c = 0; c < found; c++) {
        const j = ARC * candidates[c]
        if (!isMinkowskiFace(arcsA, i, arcsB, j)) continue
        axis.set(arcsA[i + DIRECTION], arcsA[i + DIRECTION + 1], arcsA[i + DIRECTION + 2])
        scratchEdge.set(arcsB[j + DIRECTION], arcsB[j + DIRECTION + 1], arcsB[j + DIRECTION + 2])
        axis.cross(scratchEdge, axis)
        if (axis.almostZero()) continue
        axis.normalize()
        if (edgeOverlapBound(axis, arcsA, i, arcsB, j, posA, posB) > least + 1e-9) continue
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

/**
 * Each of a polyhedron's unique axes (its face normals, in its own frame): the largest and the smallest
 * projection of its vertices on it, 2 numbers an axis. Along a face axis of A turned to the world, A's extent
 * is these plus the axis · A's position: half of testSepAxis's projections, read instead of computed.
 */
function axisExtents(shape: ConvexPolyhedron): Float64Array {
  const axes = shape.uniqueAxes ?? []
  const out = new Float64Array(2 * axes.length)
  axes.forEach((axis, k) => {
    let max = -Infinity,
      min = Infinity
    for (const v of shape.vertices) {
      const value = v.dot(axis)
      if (value > max) max = value
      if (value < min) min = value
    }
    out[2 * k] = max
    out[2 * k + 1] = min
  })
  return out
}

/** [max, min] of A and of B along the axis being tested */
const extent = [0, 0],
  other = [0, 0]

/** testSepAxis's result from the two extents: false when they do not overlap, else the smaller overlap */
function overlapOf(a: number[], b: number[]): number | false {
  if (a[0] < b[1] || b[0] < a[1]) return false
  const d0 = a[0] - b[1],
    d1 = b[0] - a[1]
  return d0 < d1 ? d0 : d1
}

/**
 * A lower bound of the overlap testSepAxis would find along `axis` (unit, ±(e_A × e_B)) for a pair of edges
 * that make a face of the Minkowski difference, without projecting either polyhedron: along the axis turned
 * to lie on A's arc (n), A's edge is A's support and B's edge B's support the other way, so
 * max_A − min_B = n · (p_A − q_B), p and q points of the edges; and max_B − min_A ≥ n · (c_B − c_A), each
 * body's position inside it. testSepAxis gives the smaller of the two. A pair whose bound passes the least
 * overlap so far cannot give the least: most edge pairs, each a projection of both polyhedra saved.
 */
function edgeOverlapBound(
  axis: Vec3,
  arcsA: Float64Array,
  i: number,
  arcsB: Float64Array,
  j: number,
  posA: Vec3,
  posB: Vec3,
): number {
  const onArc =
    axis.x * (arcsA[i + FIRST] + arcsA[i + SECOND]) +
      axis.y * (arcsA[i + FIRST + 1] + arcsA[i + SECOND + 1]) +
      axis.z * (arcsA[i + FIRST + 2] + arcsA[i + SECOND + 2]) >=
    0
      ? 1
      : -1
  const edges =
    axis.x * (arcsA[i + POINT] + posA.x - arcsB[j + POINT] - posB.x) +
    axis.y * (arcsA[i + POINT + 1] + posA.y - arcsB[j + POINT + 1] - posB.y) +
    axis.z * (arcsA[i + POINT + 2] + posA.z - arcsB[j + POINT + 2] - posB.z)
  const centres = axis.x * (posB.x - posA.x) + axis.y * (posB.y - posA.y) + axis.z * (posB.z - posA.z)
  return Math.min(onArc * edges, onArc * centres)
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
const grid = new ArcGrid()
let candidates = new Int32Array(0)
/** the two polyhedra's arc boxes, reused between calls */
const boxScratch = [new Float64Array(0), new Float64Array(0)]

/** box scratch `k` with room for `length` numbers */
function roomFor(k: number, length: number): Float64Array {
  if (boxScratch[k].length < length) boxScratch[k] = new Float64Array(length)
  return boxScratch[k]
}
/** The two polyhedra's edge arcs (edgeArcs), reused between calls. */
const arcScratch = [{ arcs: new Float64Array(0) }, { arcs: new Float64Array(0) }]

/**
 * Each edge's arc on the Gauss map in world axes, ARC numbers an edge: the outward normals of its two faces
 * (FIRST, SECOND), their cross product second × first (CROSS), the edge's unit direction, and its first
 * vertex turned to world axes (POINT, relative to the body's position).
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
    quat.vmult(shape.vertices[edges[i]], v)
    arcs[k + POINT] = v.x
    arcs[k + POINT + 1] = v.y
    arcs[k + POINT + 2] = v.z
  }
  return arcs.subarray(0, ARC * count)
}
