import type { BuildHullPart } from './types.js'

/** All parts in one triangle soup in the common frame. */
export interface MergedParts {
  /** x y z per vertex, m */
  positions: Float64Array
  /** three vertex indices per triangle */
  indices: Uint32Array
  /** how many parts were read */
  partCount: number
  /** part p's vertices are [partStart[p], partStart[p + 1]) */
  partStart: Uint32Array
}

function isArrayLike(value: unknown): value is ArrayLike<unknown> {
  return value != null && typeof value === 'object' && typeof (value as ArrayLike<unknown>).length === 'number'
}

/**
 * Checks every part and merges them, each vertex moved by its part's matrix (column-major, as three's
 * Matrix4.elements). Garbage is refused with an Error naming buildHull, the part and what is wrong.
 */
export function readParts(input: BuildHullPart | readonly BuildHullPart[]): MergedParts {
  const parts: readonly BuildHullPart[] = Array.isArray(input) ? input : [input as BuildHullPart]
  if (parts.length === 0) throw new Error('buildHull: no parts were given (an empty array)')
  let vertexTotal = 0
  let indexTotal = 0
  parts.forEach((part, p) => {
    const count = checkPart(part, p, parts.length)
    vertexTotal += count.vertices
    indexTotal += count.indices
  })
  if (indexTotal === 0) throw new Error(`buildHull: the ${partsName(parts.length)} no triangles`)

  const positions = new Float64Array(3 * vertexTotal)
  const indices = new Uint32Array(indexTotal)
  let vertexBase = 0
  let indexAt = 0
  const partStart = new Uint32Array(parts.length + 1)
  for (const [p, part] of parts.entries()) {
    partStart[p] = vertexBase
    const source = part.positions
    const vertices = source.length / 3
    const e = part.matrix
    for (let v = 0; v < vertices; v++) {
      const x = source[3 * v],
        y = source[3 * v + 1],
        z = source[3 * v + 2]
      const o = 3 * (vertexBase + v)
      if (e == null) {
        positions[o] = x
        positions[o + 1] = y
        positions[o + 2] = z
      } else {
        positions[o] = e[0] * x + e[4] * y + e[8] * z + e[12]
        positions[o + 1] = e[1] * x + e[5] * y + e[9] * z + e[13]
        positions[o + 2] = e[2] * x + e[6] * y + e[10] * z + e[14]
      }
    }
    const triples = part.indices
    if (triples == null) for (let v = 0; v < vertices; v++) indices[indexAt++] = vertexBase + v
    else for (let i = 0; i < triples.length; i++) indices[indexAt++] = vertexBase + triples[i]
    vertexBase += vertices
  }
  partStart[parts.length] = vertexBase
  return { positions, indices, partCount: parts.length, partStart }
}

function partsName(count: number): string {
  return count === 1 ? 'part holds' : `${count} parts hold`
}

function checkPart(part: BuildHullPart, p: number, count: number): { vertices: number; indices: number } {
  const name = count === 1 ? 'the part' : `part ${p}`
  if (part == null || typeof part !== 'object') {
    throw new Error(`buildHull: ${name} is ${String(part)}, not { positions, indices?, matrix? }`)
  }
  const positions = part.positions
  if (!isArrayLike(positions)) throw new Error(`buildHull: ${name} has no positions array (x, y, z per vertex)`)
  if (positions.length % 3 !== 0) {
    throw new Error(`buildHull: ${name}'s positions have length ${positions.length}, not a multiple of 3 (x, y, z)`)
  }
  for (let i = 0; i < positions.length; i++) {
    if (!Number.isFinite(positions[i])) {
      throw new Error(
        `buildHull: ${name}'s vertex ${Math.floor(i / 3)} has a non-finite coordinate (${String(positions[i])}) at positions[${i}]`,
      )
    }
  }
  const vertices = positions.length / 3
  const matrix = part.matrix
  if (matrix != null) {
    if (!isArrayLike(matrix) || matrix.length !== 16) {
      throw new Error(`buildHull: ${name}'s matrix must be 16 numbers (column-major, as Matrix4.elements)`)
    }
    for (let i = 0; i < 16; i++) {
      if (!Number.isFinite(matrix[i])) {
        throw new Error(`buildHull: ${name}'s matrix[${i}] is ${String(matrix[i])}, not a finite number`)
      }
    }
  }
  const indices = part.indices
  if (indices == null) {
    if (vertices % 3 !== 0) {
      throw new Error(
        `buildHull: ${name} has no indices, so its vertices are read as consecutive triangles, but it holds ${vertices} vertices, not a multiple of 3`,
      )
    }
    return { vertices, indices: vertices }
  }
  if (!isArrayLike(indices) || indices.length % 3 !== 0) {
    throw new Error(`buildHull: ${name}'s indices must be an array of vertex indices, three per triangle`)
  }
  for (let i = 0; i < indices.length; i++) {
    const value = indices[i]
    if (!Number.isInteger(value) || (value as number) < 0 || (value as number) >= vertices) {
      throw new Error(
        `buildHull: ${name}'s indices[${i}] is ${String(value)}, out of range: it holds ${vertices} vertices (0 to ${vertices - 1})`,
      )
    }
  }
  return { vertices, indices: indices.length }
}
