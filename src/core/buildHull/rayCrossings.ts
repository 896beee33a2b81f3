/**
 * Where the triangles cross the grid lines parallel to one axis: for each line, the crossings sorted
 * along it, each with its coordinate and whether the line enters (+1) or leaves (−1) the surface there
 * (by the sign of the triangle's normal along the axis).
 */
export interface AxisCrossings {
  /** crossings of line r are at [start[r], start[r + 1]) */
  start: Uint32Array
  /** coordinate along the axis, m */
  at: Float64Array
  /** +1 entering, −1 leaving, going along +axis */
  step: Int8Array
  /** the crossed triangle's outward unit normal (if the parts are wound outward), x y z per crossing */
  normal: Float32Array
}

/** A regular grid of nodes: node (i, j, k) is at origin + h (i, j, k). */
export interface Grid {
  origin: [number, number, number]
  /** node spacing, m */
  h: number
  /** nodes per axis */
  size: [number, number, number]
}

/**
 * A grid offset by an odd fraction of a cell, so that the axis-aligned faces and edges models are full of
 * do not fall exactly on grid lines (where a crossing would count twice or not at all).
 */
const GRID_OFFSET = 0.5 + 0.0123457

/** The box round the vertices the triangles use: min and max per axis, m. */
export function boundsOf(positions: Float64Array, indices: Uint32Array): { min: number[]; max: number[] } {
  const min = [Infinity, Infinity, Infinity]
  const max = [-Infinity, -Infinity, -Infinity]
  for (let h = 0; h < indices.length; h++) {
    const v = 3 * indices[h]
    for (let k = 0; k < 3; k++) {
      min[k] = Math.min(min[k], positions[v + k])
      max[k] = Math.max(max[k], positions[v + k])
    }
  }
  return { min, max }
}

/** The grid of spacing h over the box from `min` to `max`, with a border of outside nodes round it. */
export function gridOver(min: readonly number[], max: readonly number[], h: number): Grid {
  return {
    h,
    origin: [0, 1, 2].map((k) => min[k] - (1 + GRID_OFFSET) * h) as [number, number, number],
    size: [0, 1, 2].map((k) => Math.ceil((max[k] - min[k]) / h) + 3) as [number, number, number],
  }
}

/**
 * The crossings of every grid line along `axis` with the triangles. The line through nodes (u, w) of the
 * other two axes (u = axis + 1, w = axis + 2, cyclic) has index u · size[w] + w. A triangle is rasterised
 * over the lines its projection covers (edge functions, a point on an edge counts for both sides' owners
 * only in the measure-zero case the grid's offset avoids).
 */
export function axisCrossings(positions: Float64Array, indices: Uint32Array, grid: Grid, axis: number): AxisCrossings {
  const u = (axis + 1) % 3,
    w = (axis + 2) % 3
  const nu = grid.size[u],
    nw = grid.size[w]
  const count = new Uint32Array(nu * nw + 1)
  visit(positions, indices, grid, axis, (line): void => {
    count[line + 1]++
  })
  for (let r = 0; r < nu * nw; r++) count[r + 1] += count[r]
  const total = count[nu * nw]
  const at = new Float64Array(total)
  const step = new Int8Array(total)
  const normal = new Float32Array(3 * total)
  const fill = count.slice(0, nu * nw)
  visit(positions, indices, grid, axis, (line, coordinate, direction, nx, ny, nz) => {
    const slot = fill[line]++
    at[slot] = coordinate
    step[slot] = direction
    normal[3 * slot] = nx
    normal[3 * slot + 1] = ny
    normal[3 * slot + 2] = nz
  })
  sortLines(count, at, step, normal)
  return { start: count, at, step, normal }
}

function visit(
  positions: Float64Array,
  indices: Uint32Array,
  grid: Grid,
  axis: number,
  record: (line: number, coordinate: number, direction: number, nx: number, ny: number, nz: number) => void,
): void {
  const u = (axis + 1) % 3,
    w = (axis + 2) % 3
  const h = grid.h
  const ou = grid.origin[u],
    ow = grid.origin[w]
  const nw = grid.size[w]
  for (let t = 0; t < indices.length; t += 3) {
    const a = 3 * indices[t],
      b = 3 * indices[t + 1],
      c = 3 * indices[t + 2]
    const au = positions[a + u],
      aw = positions[a + w],
      bu = positions[b + u],
      bw = positions[b + w],
      cu = positions[c + u],
      cw = positions[c + w]
    // twice the signed projected area: the normal's component along the axis
    const area = (bu - au) * (cw - aw) - (bw - aw) * (cu - au)
    if (area === 0) continue
    const direction = area > 0 ? -1 : 1
    const ex = positions[b] - positions[a],
      ey = positions[b + 1] - positions[a + 1],
      ez = positions[b + 2] - positions[a + 2]
    const fx = positions[c] - positions[a],
      fy = positions[c + 1] - positions[a + 1],
      fz = positions[c + 2] - positions[a + 2]
    const nx = ey * fz - ez * fy,
      ny = ez * fx - ex * fz,
      nz = ex * fy - ey * fx
    const length = Math.hypot(nx, ny, nz)
    const iu0 = Math.max(0, Math.ceil((Math.min(au, bu, cu) - ou) / h)),
      iu1 = Math.min(grid.size[u] - 1, Math.floor((Math.max(au, bu, cu) - ou) / h))
    const iw0 = Math.max(0, Math.ceil((Math.min(aw, bw, cw) - ow) / h)),
      iw1 = Math.min(nw - 1, Math.floor((Math.max(aw, bw, cw) - ow) / h))
    const aa = positions[a + axis],
      ba = positions[b + axis],
      ca = positions[c + axis]
    for (let iu = iu0; iu <= iu1; iu++) {
      const pu = ou + iu * h
      for (let iw = iw0; iw <= iw1; iw++) {
        const pw = ow + iw * h
        // barycentric weights from the sub-triangles' signed areas
        const la = (bu - pu) * (cw - pw) - (bw - pw) * (cu - pu)
        const lb = (cu - pu) * (aw - pw) - (cw - pw) * (au - pu)
        const lc = area - la - lb
        if (area > 0 ? la < 0 || lb < 0 || lc < 0 : la > 0 || lb > 0 || lc > 0) continue
        record(iu * nw + iw, (la * aa + lb * ba + lc * ca) / area, direction, nx / length, ny / length, nz / length)
      }
    }
  }
}

/** Insertion sort of each line's few crossings by coordinate. */
function sortLines(start: Uint32Array, at: Float64Array, step: Int8Array, normal: Float32Array): void {
  for (let r = 0; r + 1 < start.length; r++) {
    for (let i = start[r] + 1; i < start[r + 1]; i++) {
      const value = at[i],
        direction = step[i]
      const nx = normal[3 * i],
        ny = normal[3 * i + 1],
        nz = normal[3 * i + 2]
      let j = i - 1
      while (j >= start[r] && at[j] > value) {
        at[j + 1] = at[j]
        step[j + 1] = step[j]
        normal.copyWithin(3 * (j + 1), 3 * j, 3 * j + 3)
        j--
      }
      at[j + 1] = value
      step[j + 1] = direction
      normal[3 * (j + 1)] = nx
      normal[3 * (j + 1) + 1] = ny
      normal[3 * (j + 1) + 2] = nz
    }
  }
}
