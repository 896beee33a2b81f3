/** Most grid cells: bounds the memory (4 bytes a cell) for meshes of very uneven triangles. */
const MAX_CELLS = 1 << 21
/** Distances within this fraction of the compared triangles' size count as touching, not crossing. */
const TOUCH = 1e-9
/** Per triangle: unit normal (3), plane offset n · p (m), size √(2 area) (m), bounds (6, m). */
const STRIDE = 11

/**
 * Two triangles of a mesh that pass through each other, or null: two overlapping boxes in one triangle
 * list, a box folded through itself, a part sunk into another. Triangles are binned in a uniform grid of
 * cells about twice the size of a triangle, and only triangles sharing a cell, with overlapping bounds and no
 * common corner, are compared, each pair once (in the first cell both cover): near linear in the
 * triangles.
 *
 * Touching is not crossing: coplanar faces (a box resting on another), a corner or an edge lying on the
 * other triangle; so shells that touch, and cavities, are accepted.
 */
export function findCrossingTriangles(positions: Float64Array, indices: Uint32Array): [number, number] | null {
  const count = indices.length / 3
  if (count < 4) return null
  const table = triangleTable(positions, indices)
  const min = [Infinity, Infinity, Infinity],
    max = [-Infinity, -Infinity, -Infinity]
  let area = 0
  for (let t = 0; t < count; t++) {
    for (let k = 0; k < 3; k++) {
      min[k] = Math.min(min[k], table[STRIDE * t + 5 + k])
      max[k] = Math.max(max[k], table[STRIDE * t + 8 + k])
    }
    area += table[STRIDE * t + 4] ** 2
  }
  const extent = [max[0] - min[0], max[1] - min[1], max[2] - min[2]]
  // cells two typical triangles (√(2 · mean area)) wide: measured fastest of 0.7 to 3 on an 81,920-triangle
  // sphere and a 103k-triangle boat (most cells of a surface's grid are empty; finer grids cost more)
  let cell = Math.max(2 * Math.sqrt(area / count), Math.hypot(...extent) / 4096)
  while (extent.reduce((cells, e) => cells * (Math.floor(e / cell) + 1), 1) > MAX_CELLS) cell *= 1.25
  const size = extent.map((e) => Math.floor(e / cell) + 1)
  const cellRange = new Int32Array(6 * count)
  for (let t = 0; t < count; t++) {
    for (let k = 0; k < 3; k++) {
      cellRange[6 * t + k] = Math.min(size[k] - 1, Math.floor((table[STRIDE * t + 5 + k] - min[k]) / cell))
      cellRange[6 * t + 3 + k] = Math.min(size[k] - 1, Math.floor((table[STRIDE * t + 8 + k] - min[k]) / cell))
    }
  }
  const start = new Uint32Array(size[0] * size[1] * size[2] + 1)
  binTriangles(cellRange, size, start, null)
  for (let c = 0; c + 1 < start.length; c++) start[c + 1] += start[c]
  const members = new Uint32Array(start[start.length - 1])
  binTriangles(cellRange, size, start.slice(), members)
  return comparePairs(positions, indices, table, size, start, members, cellRange)
}

/** Counts (members null) or lists the triangles of each cell their bounds overlap. */
function binTriangles(cellRange: Int32Array, size: number[], slot: Uint32Array, members: Uint32Array | null): void {
  for (let t = 0; t < cellRange.length / 6; t++) {
    for (let i = cellRange[6 * t]; i <= cellRange[6 * t + 3]; i++) {
      for (let j = cellRange[6 * t + 1]; j <= cellRange[6 * t + 4]; j++) {
        for (let k = cellRange[6 * t + 2]; k <= cellRange[6 * t + 5]; k++) {
          const c = (i * size[1] + j) * size[2] + k
          if (members === null) slot[c + 1]++
          else members[slot[c]++] = t
        }
      }
    }
  }
}

/** Each triangle's plane, size and bounds (STRIDE numbers a triangle). */
function triangleTable(positions: Float64Array, indices: Uint32Array): Float64Array {
  const count = indices.length / 3
  const table = new Float64Array(STRIDE * count)
  for (let t = 0; t < count; t++) {
    const a = 3 * indices[3 * t],
      b = 3 * indices[3 * t + 1],
      c = 3 * indices[3 * t + 2]
    const ux = positions[b] - positions[a],
      uy = positions[b + 1] - positions[a + 1],
      uz = positions[b + 2] - positions[a + 2]
    const vx = positions[c] - positions[a],
      vy = positions[c + 1] - positions[a + 1],
      vz = positions[c + 2] - positions[a + 2]
    const nx = uy * vz - uz * vy,
      ny = uz * vx - ux * vz,
      nz = ux * vy - uy * vx
    const length = Math.hypot(nx, ny, nz) || 1
    const o = STRIDE * t
    table[o] = nx / length
    table[o + 1] = ny / length
    table[o + 2] = nz / length
    table[o + 3] = (nx * positions[a] + ny * positions[a + 1] + nz * positions[a + 2]) / length
    table[o + 4] = Math.sqrt(length)
    for (let k = 0; k < 3; k++) {
      table[o + 5 + k] = Math.min(positions[a + k], positions[b + k], positions[c + k])
      table[o + 8 + k] = Math.max(positions[a + k], positions[b + k], positions[c + k])
    }
  }
  return table
}

function comparePairs(
  positions: Float64Array,
  indices: Uint32Array,
  table: Float64Array,
  size: number[],
  start: Uint32Array,
  members: Uint32Array,
  cellRange: Int32Array,
): [number, number] | null {
  for (let c = 0; c + 1 < start.length; c++) {
    const k = c % size[2],
      j = Math.floor(c / size[2]) % size[1],
      i = Math.floor(c / (size[1] * size[2]))
    for (let m = start[c]; m < start[c + 1]; m++) {
      const s = members[m]
      for (let n = m + 1; n < start[c + 1]; n++) {
        const t = members[n]
        // each pair once: in the first cell both triangles cover
        if (Math.max(cellRange[6 * s], cellRange[6 * t]) !== i) continue
        if (Math.max(cellRange[6 * s + 1], cellRange[6 * t + 1]) !== j) continue
        if (Math.max(cellRange[6 * s + 2], cellRange[6 * t + 2]) !== k) continue
        if (!boundsOverlap(table, s, t) || shareCorner(indices, s, t)) continue
        if (trianglesCross(positions, indices, table, s, t)) return [s, t]
      }
    }
  }
  return null
}

function boundsOverlap(table: Float64Array, s: number, t: number): boolean {
  for (let k = 0; k < 3; k++) {
    if (table[STRIDE * s + 8 + k] < table[STRIDE * t + 5 + k]) return false
    if (table[STRIDE * t + 8 + k] < table[STRIDE * s + 5 + k]) return false
  }
  return true
}

function shareCorner(indices: Uint32Array, s: number, t: number): boolean {
  for (let a = 0; a < 3; a++) for (let b = 0; b < 3; b++) if (indices[3 * s + a] === indices[3 * t + b]) return true
  return false
}

/**
 * Whether triangles s and t cross: each straddles the other's plane, and the segments where each meets
 * the other's plane overlap along the planes' common line by more than a touch (the interval test of
 * Möller 1997). A corner or an edge resting on the other triangle overlaps it in a point only, and
 * coplanar triangles only touch.
 */
function trianglesCross(
  positions: Float64Array,
  indices: Uint32Array,
  table: Float64Array,
  s: number,
  t: number,
): boolean {
  const S = STRIDE * s,
    T = STRIDE * t
  const touch = TOUCH * Math.max(table[S + 4], table[T + 4])
  if (!straddles(positions, indices, table, s, T, touch) || !straddles(positions, indices, table, t, S, touch)) {
    return false
  }
  let dx = table[S + 1] * table[T + 2] - table[S + 2] * table[T + 1],
    dy = table[S + 2] * table[T] - table[S] * table[T + 2],
    dz = table[S] * table[T + 1] - table[S + 1] * table[T]
  const sine = Math.hypot(dx, dy, dz)
  if (sine < 1e-9) return false // parallel or coplanar: at most touching
  dx /= sine
  dy /= sine
  dz /= sine
  const a = meetingInterval(positions, indices, table, s, T, dx, dy, dz, touch)
  const b = meetingInterval(positions, indices, table, t, S, dx, dy, dz, touch)
  return Math.min(a[1], b[1]) - Math.max(a[0], b[0]) > touch
}

/** Height of a vertex above the plane at `plane` in the table, m; 0 within the touch distance. */
function height(positions: Float64Array, v: number, table: Float64Array, plane: number, touch: number): number {
  const d =
    table[plane] * positions[v] +
    table[plane + 1] * positions[v + 1] +
    table[plane + 2] * positions[v + 2] -
    table[plane + 3]
  return Math.abs(d) <= touch ? 0 : d
}

/** Whether triangle s has corners strictly on both sides of the plane at `plane` in the table. */
function straddles(
  positions: Float64Array,
  indices: Uint32Array,
  table: Float64Array,
  s: number,
  plane: number,
  touch: number,
): boolean {
  let below = false,
    above = false
  for (let k = 0; k < 3; k++) {
    const d = height(positions, 3 * indices[3 * s + k], table, plane, touch)
    if (d < 0) below = true
    if (d > 0) above = true
  }
  return below && above
}

/** Where triangle s (straddling the plane) meets the plane at `plane`, as an interval along the unit direction d. */
function meetingInterval(
  positions: Float64Array,
  indices: Uint32Array,
  table: Float64Array,
  s: number,
  plane: number,
  dx: number,
  dy: number,
  dz: number,
  touch: number,
): [number, number] {
  let low = Infinity,
    high = -Infinity
  for (let k = 0; k < 3; k++) {
    const v = 3 * indices[3 * s + k],
      w = 3 * indices[3 * s + ((k + 1) % 3)]
    const dv = height(positions, v, table, plane, touch),
      dw = height(positions, w, table, plane, touch)
    let f = -1
    if (dv === 0) f = 0
    else if ((dv < 0 && dw > 0) || (dv > 0 && dw < 0)) f = dv / (dv - dw)
    if (f < 0) continue
    const along =
      dx * (positions[v] + f * (positions[w] - positions[v])) +
      dy * (positions[v + 1] + f * (positions[w + 1] - positions[v + 1])) +
      dz * (positions[v + 2] + f * (positions[w + 2] - positions[v + 2]))
    low = Math.min(low, along)
    high = Math.max(high, along)
  }
  return [low, high]
}
