import { ConvexPolyhedron, Vec3 } from 'cannon-es'

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
