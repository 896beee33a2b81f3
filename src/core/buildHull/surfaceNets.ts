import type { TriangleMesh } from '../meshes/types.js'
import type { AxisCrossings, Grid } from './rayCrossings.js'

/**
 * Pull of each vertex towards the mean of its crossing points against the planes through them, relative
 * to one crossing's plane: keeps the solve well posed on flat patches and along edges, where the planes
 * fix only one or two directions (the regularised quadric of dual contouring, Ju et al. 2002).
 */
const MEAN_WEIGHT = 0.05

/**
 * The surface between inside and outside grid nodes (surface nets, Gibson 1998): one vertex per cell
 * whose corners differ, and two triangles around each grid edge whose ends differ, wound to face the
 * outside end. The vertex is placed as dual contouring places it: nearest, in least squares, to the
 * planes of the input triangles where the cell's edges cross them (exact ray crossings and their
 * normals), so flat faces stay flat and sharp edges and corners stay sharp; a vertex that would leave its
 * cell (planes nearly parallel, or normals wound inconsistently) falls back to the crossings' mean.
 *
 * Closed and 2-manifold when no grid face has a diagonal inside/outside pattern (fillAmbiguousFaces) and
 * the border nodes are outside.
 */
export function surfaceNets(grid: Grid, inside: Uint8Array, crossings: readonly AxisCrossings[]): TriangleMesh {
  const [nx, ny, nz] = grid.size
  const stride = [ny * nz, nz, 1]
  const cellVertex = new Int32Array(nx * ny * nz).fill(-1)
  const cellOf: number[] = []
  // per vertex: Σ p (3), count, Σ n nᵀ (xx xy xz yy yz zz), Σ n (n · p) (3)
  const sums: number[] = []
  const vertexOf = (cell: number): number => {
    let v = cellVertex[cell]
    if (v < 0) {
      v = cellVertex[cell] = cellOf.length
      cellOf.push(cell)
      for (let k = 0; k < SUMS; k++) sums.push(0)
    }
    return v
  }
  const quads: number[] = []
  const at = [0, 0, 0]
  const crossing = new Float64Array(4)
  for (let axis = 0; axis < 3; axis++) {
    const u = (axis + 1) % 3,
      w = (axis + 2) % 3
    const lines = crossings[axis]
    for (let i = 0; i < nx; i++) {
      for (let j = 0; j < ny; j++) {
        for (let k = 0; k < nz; k++) {
          at[0] = i
          at[1] = j
          at[2] = k
          if (at[axis] + 1 >= grid.size[axis] || at[u] === 0 || at[w] === 0) continue
          const n = (i * ny + j) * nz + k
          const from = inside[n]
          if (from === inside[n + stride[axis]]) continue
          // where the edge crosses the input surface: the mean of the line's crossings within it
          const low = grid.origin[axis] + at[axis] * grid.h
          edgeCrossing(lines, at[u] * grid.size[w] + at[w], low, low + grid.h, crossing)
          const point = [grid.origin[0] + i * grid.h, grid.origin[1] + j * grid.h, grid.origin[2] + k * grid.h]
          point[axis] = crossing[0]
          // the four cells around the edge, counter-clockwise about +axis
          const c = n - stride[u] - stride[w]
          const ring = [c, c + stride[u], c + stride[u] + stride[w], c + stride[w]]
          const corners = ring.map(vertexOf)
          for (const v of corners) accumulate(sums, SUMS * v, point, crossing)
          if (from === 1) quads.push(corners[0], corners[1], corners[2], corners[3])
          else quads.push(corners[3], corners[2], corners[1], corners[0])
        }
      }
    }
  }
  const positions = new Float64Array(3 * cellOf.length)
  for (let v = 0; v < cellOf.length; v++) placeVertex(sums, SUMS * v, cellOf[v], grid, positions, 3 * v)
  const indices = new Uint32Array((quads.length / 4) * 6)
  for (let q = 0; q < quads.length / 4; q++) {
    const [a, b, c, d] = quads.slice(4 * q, 4 * q + 4)
    indices.set([a, b, c, a, c, d], 6 * q)
  }
  return { positions, indices }
}

const SUMS = 13

function accumulate(sums: number[], o: number, point: number[], crossing: Float64Array): void {
  const [px, py, pz] = point
  const nx = crossing[1],
    ny = crossing[2],
    nz = crossing[3]
  const d = nx * px + ny * py + nz * pz
  sums[o] += px
  sums[o + 1] += py
  sums[o + 2] += pz
  sums[o + 3]++
  sums[o + 4] += nx * nx
  sums[o + 5] += nx * ny
  sums[o + 6] += nx * nz
  sums[o + 7] += ny * ny
  sums[o + 8] += ny * nz
  sums[o + 9] += nz * nz
  sums[o + 10] += nx * d
  sums[o + 11] += ny * d
  sums[o + 12] += nz * d
}

/** Solves (Σ n nᵀ + λ I) x = Σ n (n · p) + λ m for the vertex; the mean m where x leaves the cell. */
function placeVertex(sums: number[], o: number, cell: number, grid: Grid, out: Float64Array, at: number): void {
  const count = sums[o + 3]
  const mx = sums[o] / count,
    my = sums[o + 1] / count,
    mz = sums[o + 2] / count
  const lambda = MEAN_WEIGHT * count
  const a = sums[o + 4] + lambda,
    b = sums[o + 5],
    c = sums[o + 6],
    d = sums[o + 7] + lambda,
    e = sums[o + 8],
    f = sums[o + 9] + lambda
  const rx = sums[o + 10] + lambda * mx,
    ry = sums[o + 11] + lambda * my,
    rz = sums[o + 12] + lambda * mz
  // the symmetric 3×3 [[a b c] [b d e] [c e f]] inverted by cofactors
  const A = d * f - e * e,
    B = c * e - b * f,
    C = b * e - c * d
  const determinant = a * A + b * B + c * C
  let x = (A * rx + B * ry + C * rz) / determinant
  let y = (B * rx + (a * f - c * c) * ry + (b * c - a * e) * rz) / determinant
  let z = (C * rx + (b * c - a * e) * ry + (a * d - b * b) * rz) / determinant
  const [, ny, nz] = grid.size
  const ci = Math.floor(cell / (ny * nz)),
    cj = Math.floor(cell / nz) % ny,
    ck = cell % nz
  const x0 = grid.origin[0] + ci * grid.h,
    y0 = grid.origin[1] + cj * grid.h,
    z0 = grid.origin[2] + ck * grid.h
  const h = grid.h
  if (!(x >= x0 && x <= x0 + h && y >= y0 && y <= y0 + h && z >= z0 && z <= z0 + h)) {
    x = mx
    y = my
    z = mz
  }
  out[at] = x
  out[at + 1] = y
  out[at + 2] = z
}

/** The mean coordinate and unit normal of a line's crossings within [low, high), into out (coordinate, normal). */
function edgeCrossing(lines: AxisCrossings, line: number, low: number, high: number, out: Float64Array): void {
  let total = 0,
    count = 0,
    nx = 0,
    ny = 0,
    nz = 0
  for (let c = lines.start[line]; c < lines.start[line + 1]; c++) {
    const at = lines.at[c]
    if (at >= low && at < high) {
      total += at
      count++
      nx += lines.normal[3 * c]
      ny += lines.normal[3 * c + 1]
      nz += lines.normal[3 * c + 2]
    }
  }
  const length = Math.hypot(nx, ny, nz)
  out[0] = count > 0 ? total / count : (low + high) / 2
  out[1] = length > 0 ? nx / length : 0
  out[2] = length > 0 ? ny / length : 0
  out[3] = length > 0 ? nz / length : 0
}
