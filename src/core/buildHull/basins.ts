import { nodeIndex } from './insideVotes.js'
import type { AxisCrossings, Grid } from './rayCrossings.js'

/**
 * Which grid nodes lie in a basin of the surface, where water poured in would stay (+y up), or above one
 * in the open: the inside of an open vessel. Each node's spill level is the lowest height water standing
 * there could drain away over, found by a priority flood (Barnes, Lehman & Mulla 2014, here in three
 * dimensions) from the grid's border, where all water drains: water passes between neighbouring nodes
 * unless the surface crosses the grid edge between them (the exact crossings, so a wall thinner than a
 * cell still holds it). A node below its spill level is in a basin. Nodes inside a closed solid are never
 * reached, and are in none; a ring's hole or a frame's drains, and holds none.
 */
export function basinNodes(grid: Grid, crossings: readonly AxisCrossings[]): Uint8Array {
  const [nx, ny, nz] = grid.size
  const count = nx * ny * nz
  const stride = [ny * nz, nz, 1]
  const blocked = [0, 1, 2].map((axis) => blockedEdges(grid, crossings[axis], axis))
  const level = new Float64Array(count).fill(Infinity)
  const heap = createHeap()
  // the height of each layer of nodes
  const heights = Float64Array.from({ length: ny }, (_, j) => grid.origin[1] + j * grid.h)
  for (let i = 0; i < nx; i++) {
    for (let j = 0; j < ny; j++) {
      for (let k = 0; k < nz; k++) {
        if (i > 0 && j > 0 && k > 0 && i < nx - 1 && j < ny - 1 && k < nz - 1) continue
        const node = nodeIndex(grid, i, j, k)
        level[node] = heights[j]
        heap.push(heights[j], node)
      }
    }
  }
  const [alongX, alongY, alongZ] = blocked
  while (heap.size > 0) {
    const surface = heap.topKey()
    const node = heap.pop()
    if (surface > level[node]) continue
    const i = Math.floor(node / stride[0]),
      j = Math.floor(node / nz) % ny,
      k = node % nz
    // the six neighbours, each unless the surface crosses the edge to it (numbered by its lower end)
    if (i > 0 && alongX[node - stride[0]] === 0) reach(node - stride[0], surface, heights[j])
    if (i < nx - 1 && alongX[node] === 0) reach(node + stride[0], surface, heights[j])
    if (j > 0 && alongY[node - nz] === 0) reach(node - nz, surface, heights[j - 1])
    if (j < ny - 1 && alongY[node] === 0) reach(node + nz, surface, heights[j + 1])
    if (k > 0 && alongZ[node - 1] === 0) reach(node - 1, surface, heights[j])
    if (k < nz - 1 && alongZ[node] === 0) reach(node + 1, surface, heights[j])
  }
  function reach(neighbour: number, surface: number, height: number): void {
    const reached = Math.max(surface, height)
    if (reached < level[neighbour]) {
      level[neighbour] = reached
      heap.push(reached, neighbour)
    }
  }
  const open = new Uint8Array(count)
  // (a node's own height is exact in both: a level above it by any amount is water held there)
  for (let node = 0; node < count; node++) {
    const height = heights[Math.floor(node / nz) % ny]
    open[node] = Number(level[node] > height && level[node] < Infinity)
  }
  // and the inside above that water, where the walls still stand on both sides along x and along z (a
  // raised bow's, above the lowest point of the rim): reached from the water through the open grid edges
  const enclosed = enclosedNodes(grid, crossings)
  const queue: number[] = []
  for (let node = 0; node < count; node++) if (open[node] === 1) queue.push(node)
  for (let q = 0; q < queue.length; q++) {
    const node = queue[q]
    const i = Math.floor(node / stride[0]),
      j = Math.floor(node / nz) % ny,
      k = node % nz
    const spread = (neighbour: number, edge: Uint8Array, lower: number): void => {
      if (edge[lower] === 0 && open[neighbour] === 0 && enclosed[neighbour] === 1) {
        open[neighbour] = 1
        queue.push(neighbour)
      }
    }
    if (i > 0) spread(node - stride[0], alongX, node - stride[0])
    if (i < nx - 1) spread(node + stride[0], alongX, node)
    if (j > 0) spread(node - nz, alongY, node - nz)
    if (j < ny - 1) spread(node + nz, alongY, node)
    if (k > 0) spread(node - 1, alongZ, node - 1)
    if (k < nz - 1) spread(node + 1, alongZ, node)
  }
  return open
}

/** Per node, whether the surface crosses its grid lines along x on both sides of it, and along z. */
function enclosedNodes(grid: Grid, crossings: readonly AxisCrossings[]): Uint8Array {
  const enclosed = new Uint8Array(grid.size[0] * grid.size[1] * grid.size[2])
  const node = [0, 0, 0]
  for (const axis of [0, 2]) {
    const u = (axis + 1) % 3,
      w = (axis + 2) % 3
    const lines = crossings[axis]
    for (let iu = 0; iu < grid.size[u]; iu++) {
      for (let iw = 0; iw < grid.size[w]; iw++) {
        const line = iu * grid.size[w] + iw
        const first = lines.start[line],
          end = lines.start[line + 1]
        if (first === end) continue
        node[u] = iu
        node[w] = iw
        for (let k = 0; k < grid.size[axis]; k++) {
          const at = grid.origin[axis] + k * grid.h
          if (!(lines.at[first] < at && at < lines.at[end - 1])) continue
          node[axis] = k
          enclosed[nodeIndex(grid, node[0], node[1], node[2])]++
        }
      }
    }
  }
  for (let n = 0; n < enclosed.length; n++) enclosed[n] = Number(enclosed[n] === 2)
  return enclosed
}

/** Per node, whether the surface crosses the grid edge from it to its neighbour along `axis` (+1). */
function blockedEdges(grid: Grid, lines: AxisCrossings, axis: number): Uint8Array {
  const u = (axis + 1) % 3,
    w = (axis + 2) % 3
  const blocked = new Uint8Array(grid.size[0] * grid.size[1] * grid.size[2])
  const node = [0, 0, 0]
  for (let iu = 0; iu < grid.size[u]; iu++) {
    for (let iw = 0; iw < grid.size[w]; iw++) {
      const line = iu * grid.size[w] + iw
      node[u] = iu
      node[w] = iw
      for (let c = lines.start[line]; c < lines.start[line + 1]; c++) {
        node[axis] = Math.floor((lines.at[c] - grid.origin[axis]) / grid.h)
        if (node[axis] >= 0 && node[axis] < grid.size[axis] - 1) blocked[nodeIndex(grid, node[0], node[1], node[2])] = 1
      }
    }
  }
  return blocked
}

/** A binary min-heap of nodes by level. */
function createHeap() {
  let keys = new Float64Array(1024)
  let values = new Int32Array(1024)
  let size = 0
  return {
    get size() {
      return size
    },
    topKey: () => keys[0],
    push(key: number, value: number): void {
      if (size === keys.length) {
        const grownKeys = new Float64Array(2 * size),
          grownValues = new Int32Array(2 * size)
        grownKeys.set(keys)
        grownValues.set(values)
        keys = grownKeys
        values = grownValues
      }
      let i = size++
      while (i > 0) {
        const parent = (i - 1) >> 1
        if (keys[parent] <= key) break
        keys[i] = keys[parent]
        values[i] = values[parent]
        i = parent
      }
      keys[i] = key
      values[i] = value
    },
    pop(): number {
      const top = values[0]
      const key = keys[--size],
        value = values[size]
      let i = 0
      for (;;) {
        let child = 2 * i + 1
        if (child >= size) break
        if (child + 1 < size && keys[child + 1] < keys[child]) child++
        if (keys[child] >= key) break
        keys[i] = keys[child]
        values[i] = values[child]
        i = child
      }
      keys[i] = key
      values[i] = value
      return top
    },
  }
}
