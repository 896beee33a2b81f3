/** Size figures of a triangle mesh's surface. */
export interface SurfaceMeasures {
  /** m² */
  surfaceArea: number
  /** m */
  longestEdge: number
  /** m, largest distance of a vertex from the origin */
  boundingRadius: number
  /** m: min x, y, z then max x, y, z */
  bounds: Float64Array
}

/** Area, longest edge, bounds and bounding radius about the origin of a welded mesh. */
export function surfaceMeasures(positions: Float64Array, indices: Uint32Array): SurfaceMeasures {
  const bounds = new Float64Array([Infinity, Infinity, Infinity, -Infinity, -Infinity, -Infinity])
  let radiusSquared = 0
  for (let i = 0; i < positions.length; i += 3) {
    for (let k = 0; k < 3; k++) {
      const value = positions[i + k]
      if (value < bounds[k]) bounds[k] = value
      if (value > bounds[3 + k]) bounds[3 + k] = value
    }
    const x = positions[i],
      y = positions[i + 1],
      z = positions[i + 2]
    radiusSquared = Math.max(radiusSquared, x * x + y * y + z * z)
  }

  let doubleArea = 0
  let longestSquared = 0
  for (let t = 0; t < indices.length; t += 3) {
    const i0 = 3 * indices[t],
      i1 = 3 * indices[t + 1],
      i2 = 3 * indices[t + 2]
    const ux = positions[i1] - positions[i0],
      uy = positions[i1 + 1] - positions[i0 + 1],
      uz = positions[i1 + 2] - positions[i0 + 2]
    const vx = positions[i2] - positions[i0],
      vy = positions[i2 + 1] - positions[i0 + 1],
      vz = positions[i2 + 2] - positions[i0 + 2]
    const wx = vx - ux,
      wy = vy - uy,
      wz = vz - uz
    doubleArea += Math.hypot(uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx)
    longestSquared = Math.max(
      longestSquared,
      ux * ux + uy * uy + uz * uz,
      vx * vx + vy * vy + vz * vz,
      wx * wx + wy * wy + wz * wz,
    )
  }
  return {
    surfaceArea: doubleArea / 2,
    longestEdge: Math.sqrt(longestSquared),
    boundingRadius: Math.sqrt(radiusSquared),
    bounds,
  }
}
