/** A closed triangle mesh, wound counter-clockwise seen from outside (outward normals). */
export interface TriangleMesh {
  /** x y z per vertex, m */
  positions: Float64Array
  /** three vertex indices per triangle */
  indices: Uint32Array
}
