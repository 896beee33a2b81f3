import type { Quaternion, Vector } from '../types.js'

/** The mass properties of the solid a hull encloses, filled with a uniform density. */
export interface MassProperties {
  /** kg */
  mass: number
  /** kg/m³ */
  density: number
  /** m, body coordinates */
  centerOfMass: Vector
  /** kg·m², about the centre of mass in body axes, row-major 3×3 (symmetric). */
  inertia: Float64Array
  /** kg·m², the eigenvalues of `inertia`, in the order of the columns of `principalAxes`. */
  principalMoments: Vector
  /** The rotation from principal axes to body axes: body = principalAxes · principal. */
  principalAxes: Quaternion
}

/**
 * A closed, outward-facing triangle mesh in body coordinates, ready for the hydrostatics.
 * Built by createHull; treat as immutable.
 */
export interface Hull {
  /** Welded vertex positions, x y z interleaved, m. */
  readonly positions: Float64Array
  /** Triangles as vertex index triples, wound counter-clockwise seen from outside (outward normals). */
  readonly indices: Uint32Array
  readonly vertexCount: number
  readonly triangleCount: number
  /** m³ */
  readonly volume: number
  /** Centroid of the enclosed volume, body coordinates, m. */
  readonly centroid: Vector
  /** m² */
  readonly surfaceArea: number
  /** Axis-aligned bounds of the vertices, body coordinates, m. */
  readonly bounds: { readonly min: Vector; readonly max: Vector }
  /** Largest distance of a vertex from the body origin, m (a quick wet/dry test for the whole hull). */
  readonly boundingRadius: number
  /** Longest triangle edge, m (sets how far a linear waterline can be from a curved sea). */
  readonly longestEdge: number
  /** True when the input was wound inside-out and createHull flipped it. */
  readonly flipped: boolean
  /**
   * How many triangles createHull turned over because their winding disagreed with their neighbours'
   * (the minority of each connected shell), before any whole-shell flip counted by `flipped`.
   */
  readonly repairedTriangles: number
  /** Mass, centre of mass, inertia tensor and principal axes of the solid at a density (kg/m³). */
  massProperties(density: number): MassProperties
}

/** Options of createHull. */
export interface CreateHullOptions {
  /**
   * Vertices closer than this are merged, as a fraction of the diagonal of the mesh's bounding box
   * (dimensionless); default 1e-6. 0 merges only exactly equal positions.
   */
  weldTolerance?: number
}
