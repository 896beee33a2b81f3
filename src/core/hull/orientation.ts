/** The connected shells of a closed mesh, each wound consistently. */
export interface ShellOrientation {
  /** Shell of each triangle, 0 … shellCount-1. */
  shellOf: Int32Array
  shellCount: number
  /** Triangles turned over to agree with their neighbours (the minority of each shell). */
  repaired: number
  /** A triangle where the winding cannot be made consistent (a one-sided surface), or -1. */
  nonOrientableTriangle: number
}

/**
 * Makes the winding consistent across every shared edge, rewriting `indices` in place.
 *
 * Breadth-first over each connected shell: across a shared edge the two half-edges must run in
 * opposite directions, so a neighbour's orientation follows from its visited neighbour's. Each shell
 * keeps the orientation of its majority, so a few mis-wound triangles are what gets repaired; whether
 * the shell then faces outward is decided later from its volume.
 */
export function orientShells(indices: Uint32Array, mate: Int32Array): ShellOrientation {
  const triangleCount = indices.length / 3
  const shellOf = new Int32Array(triangleCount).fill(-1)
  const turn = new Uint8Array(triangleCount)
  const queue = new Int32Array(triangleCount)
  let shellCount = 0
  let repaired = 0
  let queueEnd = 0

  for (let seed = 0; seed < triangleCount; seed++) {
    if (shellOf[seed] >= 0) continue
    const shell = shellCount++
    const shellStart = queueEnd
    shellOf[seed] = shell
    queue[queueEnd++] = seed
    let turned = 0
    for (let head = shellStart; head < queueEnd; head++) {
      const t = queue[head]
      for (let k = 0; k < 3; k++) {
        const h = 3 * t + k
        const m = mate[h]
        if (m < 0) continue
        const neighbour = (m / 3) | 0
        // Equal start vertices on a shared edge mean the two triangles disagree.
        const disagree = indices[h] === indices[m] ? 1 : 0
        const expected = turn[t] ^ disagree
        if (shellOf[neighbour] < 0) {
          shellOf[neighbour] = shell
          turn[neighbour] = expected
          turned += expected
          queue[queueEnd++] = neighbour
        } else if (turn[neighbour] !== expected) {
          return { shellOf, shellCount, repaired, nonOrientableTriangle: neighbour }
        }
      }
    }
    const size = queueEnd - shellStart
    const keepSeed = turned * 2 <= size
    repaired += keepSeed ? turned : size - turned
    for (let i = shellStart; i < queueEnd; i++) {
      const t = queue[i]
      if ((turn[t] === 1) === keepSeed) swapCorners(indices, t)
    }
  }
  return { shellOf, shellCount, repaired, nonOrientableTriangle: -1 }
}

/** Reverses a triangle's winding. */
export function swapCorners(indices: Uint32Array, t: number): void {
  const second = indices[3 * t + 1]
  indices[3 * t + 1] = indices[3 * t + 2]
  indices[3 * t + 2] = second
}
