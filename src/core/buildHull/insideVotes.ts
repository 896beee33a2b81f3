import type { AxisCrossings, Grid } from './rayCrossings.js'

/** Node (i, j, k)'s index in the grid's arrays. */
export function nodeIndex(grid: Grid, i: number, j: number, k: number): number {
  return (i * grid.size[1] + j) * grid.size[2] + k
}

/**
 * Which grid nodes lie inside the solid the triangles enclose, by a vote of six rays (Nooruddin & Turk
 * 2003): from each node, along ±x, ±y, ±z, the winding number of the surface behind the node as seen from
 * that end of the line (entries minus exits); the ray votes "inside" when it is not zero. A node is inside
 * when at least four of the six agree.
 *
 * Non-zero winding makes overlapping parts one solid (a node inside two parts has winding 2) and accepts a
 * part wound inside-out. The vote closes open rims: inside a deckless hull only the ray up through the
 * missing deck says "outside"; above it, only the ray down through the bottom says "inside".
 */
export function insideNodes(grid: Grid, crossings: readonly AxisCrossings[]): Uint8Array {
  const [nx, ny, nz] = grid.size
  const votes = new Uint8Array(nx * ny * nz)
  const node = [0, 0, 0]
  for (let axis = 0; axis < 3; axis++) {
    const u = (axis + 1) % 3,
      w = (axis + 2) % 3
    const { start, at, step } = crossings[axis]
    const origin = grid.origin[axis]
    for (let iu = 0; iu < grid.size[u]; iu++) {
      for (let iw = 0; iw < grid.size[w]; iw++) {
        const line = iu * grid.size[w] + iw
        const first = start[line],
          end = start[line + 1]
        if (first === end) continue
        let total = 0
        for (let c = first; c < end; c++) total += step[c]
        node[u] = iu
        node[w] = iw
        let behind = 0
        let next = first
        for (let k = 0; k < grid.size[axis]; k++) {
          const coordinate = origin + k * grid.h
          while (next < end && at[next] < coordinate) behind += step[next++]
          const vote = Number(behind !== 0) + Number(total - behind !== 0)
          if (vote === 0) continue
          node[axis] = k
          votes[nodeIndex(grid, node[0], node[1], node[2])] += vote
        }
      }
    }
  }
  const inside = new Uint8Array(votes.length)
  for (let n = 0; n < votes.length; n++) inside[n] = Number(votes[n] >= 4)
  return inside
}

/**
 * Fills the grid faces whose corners are inside and outside on alternate diagonals (the only pattern
 * that makes a surface-nets edge shared by four faces), until none is left: the surface stays a
 * 2-manifold at the cost of a sliver of volume.
 */
export function fillAmbiguousFaces(grid: Grid, inside: Uint8Array): void {
  const [nx, ny, nz] = grid.size
  const stride = [ny * nz, nz, 1]
  let changed = true
  while (changed) {
    changed = false
    for (let axis = 0; axis < 3; axis++) {
      const du = stride[(axis + 1) % 3],
        dw = stride[(axis + 2) % 3]
      for (let i = 0; i < nx; i++) {
        for (let j = 0; j < ny; j++) {
          for (let k = 0; k < nz; k++) {
            const n = (i * ny + j) * nz + k
            const at = [i, j, k]
            if (at[(axis + 1) % 3] + 1 >= grid.size[(axis + 1) % 3]) continue
            if (at[(axis + 2) % 3] + 1 >= grid.size[(axis + 2) % 3]) continue
            const c00 = inside[n],
              c10 = inside[n + du],
              c01 = inside[n + dw],
              c11 = inside[n + du + dw]
            if (c00 === c11 && c10 === c01 && c00 !== c10) {
              inside[n] = inside[n + du] = inside[n + dw] = inside[n + du + dw] = 1
              changed = true
            }
          }
        }
      }
    }
  }
}
