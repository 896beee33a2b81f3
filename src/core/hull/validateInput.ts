import type { CreateHullOptions } from './types.js'

const AXES = ['x', 'y', 'z'] as const

/** Default weld tolerance, relative to the bounding-box diagonal (dimensionless). */
export const DEFAULT_WELD_TOLERANCE = 1e-6

function isArrayLike(value: unknown): value is ArrayLike<unknown> {
  return value != null && typeof value === 'object' && typeof (value as ArrayLike<unknown>).length === 'number'
}

/**
 * Checks the positions a three.js BufferAttribute holds: x y z per vertex, all finite.
 * Returns the vertex count.
 */
export function validatePositions(positions: unknown): number {
  if (!isArrayLike(positions)) {
    throw new Error('createHull: positions must be an array of numbers (x, y, z per vertex)')
  }
  const length = positions.length
  if (length % 3 !== 0) {
    throw new Error(`createHull: positions has length ${length}, which is not a multiple of 3 (x, y, z per vertex)`)
  }
  for (let i = 0; i < length; i++) {
    const value = positions[i]
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      const vertex = Math.floor(i / 3)
      throw new Error(
        `createHull: vertex ${vertex} has a non-finite ${AXES[i % 3]} coordinate (${String(value)}) at positions[${i}]`,
      )
    }
  }
  return length / 3
}

/**
 * Checks the triangle indices (or builds consecutive triples when there are none) and returns them
 * as a fresh Uint32Array that createHull may rewrite.
 */
export function validateIndices(indices: unknown, vertexCount: number): Uint32Array {
  if (indices == null) {
    if (vertexCount % 3 !== 0) {
      throw new Error(
        `createHull: without indices the positions are read as consecutive triangles, but they hold ${vertexCount} vertices, which is not a multiple of 3`,
      )
    }
    const triples = new Uint32Array(vertexCount)
    for (let i = 0; i < vertexCount; i++) triples[i] = i
    return triples
  }
  if (!isArrayLike(indices)) {
    throw new Error('createHull: indices must be an array of vertex indices, or null')
  }
  const length = indices.length
  if (length % 3 !== 0) {
    throw new Error(
      `createHull: indices has length ${length}, which is not a multiple of 3 (three vertex indices per triangle)`,
    )
  }
  const copy = new Uint32Array(length)
  for (let i = 0; i < length; i++) {
    const value = indices[i]
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      throw new Error(
        `createHull: indices[${i}] (triangle ${Math.floor(i / 3)}) is ${String(value)}, not an integer vertex index`,
      )
    }
    if (value < 0 || value >= vertexCount) {
      throw new Error(
        `createHull: indices[${i}] (triangle ${Math.floor(i / 3)}) is ${value}, out of range: positions hold ${vertexCount} vertices (0 to ${vertexCount - 1})`,
      )
    }
    copy[i] = value
  }
  return copy
}

/** Reads the options, returning the relative weld tolerance. */
export function validateOptions(options: CreateHullOptions | undefined): number {
  if (options == null) return DEFAULT_WELD_TOLERANCE
  if (typeof options !== 'object') {
    throw new Error('createHull: options must be an object such as { weldTolerance: 1e-6 }')
  }
  const tolerance = options.weldTolerance
  if (tolerance === undefined) return DEFAULT_WELD_TOLERANCE
  if (typeof tolerance !== 'number' || !Number.isFinite(tolerance) || tolerance < 0 || tolerance >= 1) {
    throw new Error(
      `createHull: options.weldTolerance is ${String(tolerance)}; it must be a number in [0, 1), a fraction of the bounding-box diagonal`,
    )
  }
  return tolerance
}
