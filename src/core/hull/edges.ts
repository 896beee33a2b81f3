/**
 * The pairing of a triangle mesh's half-edges. Half-edge 3t + k of triangle t runs from its corner k
 * to corner (k + 1) mod 3.
 */
export interface EdgePairing {
  /** The other half-edge of the same undirected edge, or -1 where the edge is open or non-manifold. */
  mate: Int32Array
  /** Undirected edges that belong to a single triangle. */
  openCount: number
  /** One half-edge of the first open edge found, or -1. */
  openExample: number
  /** Undirected edges shared by more than two triangles. */
  nonManifoldCount: number
  /** The half-edges of the first non-manifold edge found (empty when there is none). */
  nonManifoldExample: number[]
}

/**
 * Groups the half-edges by undirected edge with two counting sorts (by larger, then stably by smaller
 * vertex), so equal edges end up adjacent: O(triangles + vertices), no hashing, no comparisons sort.
 */
export function pairEdges(indices: Uint32Array, vertexCount: number): EdgePairing {
  const halfEdgeCount = indices.length
  const low = new Uint32Array(halfEdgeCount)
  const high = new Uint32Array(halfEdgeCount)
  for (let h = 0; h < halfEdgeCount; h++) {
    const from = indices[h]
    const to = indices[h % 3 === 2 ? h - 2 : h + 1]
    low[h] = from < to ? from : to
    high[h] = from < to ? to : from
  }

  const byHigh = countingSort(high, vertexCount, null)
  const sorted = countingSort(low, vertexCount, byHigh)

  const mate = new Int32Array(halfEdgeCount).fill(-1)
  let openCount = 0
  let openExample = -1
  let nonManifoldCount = 0
  let nonManifoldExample: number[] = []
  let start = 0
  while (start < halfEdgeCount) {
    const first = sorted[start]
    let end = start + 1
    while (end < halfEdgeCount && low[sorted[end]] === low[first] && high[sorted[end]] === high[first]) end++
    const multiplicity = end - start
    if (multiplicity === 2) {
      const second = sorted[start + 1]
      mate[first] = second
      mate[second] = first
    } else if (multiplicity === 1) {
      openCount++
      if (openExample < 0) openExample = first
    } else {
      nonManifoldCount++
      if (nonManifoldExample.length === 0) nonManifoldExample = Array.from(sorted.subarray(start, end))
    }
    start = end
  }
  return { mate, openCount, openExample, nonManifoldCount, nonManifoldExample }
}

/** Stable counting sort of half-edges by key (keys in [0, keyCount)), in the order of `order` if given. */
function countingSort(key: Uint32Array, keyCount: number, order: Uint32Array | null): Uint32Array {
  const n = key.length
  const offset = new Uint32Array(keyCount + 1)
  for (let h = 0; h < n; h++) offset[key[h] + 1]++
  for (let k = 0; k < keyCount; k++) offset[k + 1] += offset[k]
  const sorted = new Uint32Array(n)
  for (let i = 0; i < n; i++) {
    const h = order === null ? i : order[i]
    sorted[offset[key[h]]++] = h
  }
  return sorted
}

/** The vertex a half-edge starts from. */
export function halfEdgeStart(indices: Uint32Array, h: number): number {
  return indices[h]
}

/** The vertex a half-edge ends at. */
export function halfEdgeEnd(indices: Uint32Array, h: number): number {
  return indices[h % 3 === 2 ? h - 2 : h + 1]
}
