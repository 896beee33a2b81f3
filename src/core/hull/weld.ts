/** Input vertices merged into unique positions. */
export interface WeldedVertices {
  /** x y z of each welded vertex, m (the first input vertex of each cluster keeps its position). */
  positions: Float64Array
  /** Welded vertex of each input vertex; -1 for vertices no triangle references. */
  remap: Int32Array
  count: number
}

// Large primes of the classic spatial-hash (Teschner et al. 2003): they spread neighbouring cells.
const PRIME_X = 73856093
const PRIME_Y = 19349663
const PRIME_Z = 83492791

function cellHash(ix: number, iy: number, iz: number, mask: number): number {
  return (Math.imul(ix | 0, PRIME_X) ^ Math.imul(iy | 0, PRIME_Y) ^ Math.imul(iz | 0, PRIME_Z)) & mask
}

/**
 * Merges the referenced vertices that lie within `tolerance` (m) of one another, in input order.
 *
 * A spatial hash on a grid of cells `cellSize` wide (at least twice the tolerance): a vertex's partners
 * within the tolerance sit in the one to eight cells its tolerance box overlaps, so each vertex costs a
 * bounded amount of work and the whole weld is O(n). A vertex joins the nearest earlier welded vertex within reach (greedy, so a chain of
 * points each closer than the tolerance to the next is not collapsed into one).
 */
export function weldVertices(
  positions: ArrayLike<number>,
  referenced: Uint8Array,
  tolerance: number,
  cellSize: number,
): WeldedVertices {
  const inputCount = referenced.length
  let referencedCount = 0
  for (let i = 0; i < inputCount; i++) referencedCount += referenced[i]

  let tableSize = 1
  while (tableSize < 2 * referencedCount) tableSize *= 2
  const mask = tableSize - 1
  const bucketHead = new Int32Array(tableSize).fill(-1)
  const nextInBucket = new Int32Array(referencedCount)
  const welded = new Float64Array(3 * referencedCount)
  const remap = new Int32Array(inputCount).fill(-1)
  const toleranceSquared = tolerance * tolerance
  // Cells no finer than 2^-40 of the largest coordinate: every cell index then stays below 2^41, where
  // float integers are exact and `ix++` advances (past 2^53 it did not, and the loop never ended for
  // a mesh far from the origin). Wider cells only put more candidates in a cell; the distance test decides.
  cellSize = Math.max(cellSize, largestCoordinate(positions, referenced) * 2 ** -40)
  let count = 0

  for (let i = 0; i < inputCount; i++) {
    if (referenced[i] === 0) continue
    const x = positions[3 * i]
    const y = positions[3 * i + 1]
    const z = positions[3 * i + 2]
    // Only the cells that the box [p − tolerance, p + tolerance] overlaps: with cells at least two
    // tolerances wide that is one or two per axis, usually one.
    const x0 = Math.floor((x - tolerance) / cellSize),
      x1 = Math.floor((x + tolerance) / cellSize)
    const y0 = Math.floor((y - tolerance) / cellSize),
      y1 = Math.floor((y + tolerance) / cellSize)
    const z0 = Math.floor((z - tolerance) / cellSize),
      z1 = Math.floor((z + tolerance) / cellSize)

    let nearest = -1
    let nearestDistanceSquared = Infinity
    for (let ix = x0; ix <= x1; ix++) {
      for (let iy = y0; iy <= y1; iy++) {
        for (let iz = z0; iz <= z1; iz++) {
          let j = bucketHead[cellHash(ix, iy, iz, mask)]
          while (j >= 0) {
            const ex = welded[3 * j] - x
            const ey = welded[3 * j + 1] - y
            const ez = welded[3 * j + 2] - z
            const distanceSquared = ex * ex + ey * ey + ez * ez
            if (distanceSquared <= toleranceSquared && distanceSquared < nearestDistanceSquared) {
              nearest = j
              nearestDistanceSquared = distanceSquared
            }
            j = nextInBucket[j]
          }
        }
      }
    }

    if (nearest >= 0) {
      remap[i] = nearest
      continue
    }
    welded[3 * count] = x
    welded[3 * count + 1] = y
    welded[3 * count + 2] = z
    const bucket = cellHash(Math.floor(x / cellSize), Math.floor(y / cellSize), Math.floor(z / cellSize), mask)
    nextInBucket[count] = bucketHead[bucket]
    bucketHead[bucket] = count
    remap[i] = count
    count++
  }

  return { positions: welded.slice(0, 3 * count), remap, count }
}

/** The largest |x|, |y| or |z| of the referenced vertices, m. */
function largestCoordinate(positions: ArrayLike<number>, referenced: Uint8Array): number {
  let largest = 0
  for (let i = 0; i < referenced.length; i++) {
    if (referenced[i] === 0) continue
    largest = Math.max(
      largest,
      Math.abs(positions[3 * i]),
      Math.abs(positions[3 * i + 1]),
      Math.abs(positions[3 * i + 2]),
    )
  }
  return largest
}
