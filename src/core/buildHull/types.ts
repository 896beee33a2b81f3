import type { Hull } from '../hull/types.js'

/** One mesh for buildHull, as a three.js BufferGeometry holds it, placed in the common frame. */
export interface BuildHullPart {
  /** x y z per vertex, m (a BufferAttribute's array, Float32Array or number[]) */
  positions: ArrayLike<number>
  /** three vertex indices per triangle; null or omitted reads consecutive triples */
  indices?: ArrayLike<number> | null
  /** 16 numbers, column-major as three's Matrix4.elements: places the part in the common frame */
  matrix?: ArrayLike<number> | null
}

/**
 * How buildHull makes the hull: `'auto'` (default: exact when clean, closed and within budget; a deck
 * capped onto planar open rims; otherwise wrapped), `'exact'` (createHull's rules), `'convex'` (the convex
 * hull of all parts), `'wrap'` (a watertight surface around the solid the parts enclose).
 */
export type BuildHullMethod = 'auto' | 'exact' | 'convex' | 'wrap'

/** Options of buildHull. */
export interface BuildHullOptions {
  method?: BuildHullMethod
  /** The simulation budget: at most this many triangles (default 5,000; 100 to 100,000). */
  maxTriangles?: number
}

/** What buildHull did. */
export interface BuildHullReport {
  /**
   * What was used: `'exact'` (the input as it is), `'capped'` (planar open rims closed by a deck, or an
   * open vessel modelled with wall thickness: its inside left out and its rim decked),
   * `'convex'`, `'wrap'` (a wrapped surface, also the way a too-large closed mesh is brought within budget).
   */
  method: 'exact' | 'capped' | 'convex' | 'wrap'
  /** how many parts were read */
  parts: number
  /** triangles in all parts */
  inputTriangles: number
  /** edges of the welded input that belong to a single triangle */
  openEdges: number
  /** edges of the welded input shared by more than two triangles */
  nonManifoldEdges: number
  /** triangles of the hull */
  triangles: number
  /** m³, the hull's volume */
  volume: number
  /** what was done and how to choose otherwise, for people */
  sentence: string
  /**
   * whether the sentence says something to look at: the hull is not the meshes as they are (any method
   * but 'exact'), or 'exact' left a hollow's inner shells out, or the mesh may be a vessel modelled with
   * wall thickness (`<Buoyant>` warns with the sentence then)
   */
  notice: boolean
}

export interface BuiltHull {
  hull: Hull
  report: BuildHullReport
}
