/**
 * Slots of the array of volume integrals: ∫dV, ∫x dV, ∫y dV, ∫z dV, ∫x² dV, ∫y² dV, ∫z² dV,
 * ∫xy dV, ∫yz dV, ∫zx dV over the enclosed solid, with coordinates taken from a reference point.
 */
export const VOLUME = 0
export const FIRST_X = 1
export const FIRST_Y = 2
export const FIRST_Z = 3
export const SECOND_XX = 4
export const SECOND_YY = 5
export const SECOND_ZZ = 6
export const SECOND_XY = 7
export const SECOND_YZ = 8
export const SECOND_ZX = 9
export const VOLUME_INTEGRAL_COUNT = 10

/**
 * Fills `out` with the volume integrals of the solid a closed, outward-wound mesh encloses, relative to
 * the point (originX, originY, originZ): the sum over triangles of the signed tetrahedra they span
 * with that point.
 *
 * For the tetrahedron (0, a, b, c), map the unit simplex by r = a u + b v + c w, dV = D du dv dw with
 * D = a · (b × c). On the unit simplex ∫1 = 1/6, ∫u = 1/24, ∫u² = 1/60, ∫uv = 1/120, hence
 *   ∫dV = D/6,   ∫r_i dV = D (a_i + b_i + c_i)/24,
 *   ∫r_i r_j dV = D/120 · [a_i a_j + b_i b_j + c_i c_j + (a_i + b_i + c_i)(a_j + b_j + c_j)].
 * A reference point near the mesh keeps the sums from cancelling in floating point.
 */
export function volumeIntegrals(
  positions: Float64Array,
  indices: Uint32Array,
  originX: number,
  originY: number,
  originZ: number,
  out: Float64Array,
): Float64Array {
  out.fill(0)
  const triangleCount = indices.length / 3
  for (let t = 0; t < triangleCount; t++) {
    const i0 = 3 * indices[3 * t]
    const i1 = 3 * indices[3 * t + 1]
    const i2 = 3 * indices[3 * t + 2]
    const ax = positions[i0] - originX
    const ay = positions[i0 + 1] - originY
    const az = positions[i0 + 2] - originZ
    const bx = positions[i1] - originX
    const by = positions[i1 + 1] - originY
    const bz = positions[i1 + 2] - originZ
    const cx = positions[i2] - originX
    const cy = positions[i2 + 1] - originY
    const cz = positions[i2 + 2] - originZ
    const d = ax * (by * cz - bz * cy) + ay * (bz * cx - bx * cz) + az * (bx * cy - by * cx)
    const sx = ax + bx + cx
    const sy = ay + by + cy
    const sz = az + bz + cz
    out[VOLUME] += d
    out[FIRST_X] += d * sx
    out[FIRST_Y] += d * sy
    out[FIRST_Z] += d * sz
    out[SECOND_XX] += d * (ax * ax + bx * bx + cx * cx + sx * sx)
    out[SECOND_YY] += d * (ay * ay + by * by + cy * cy + sy * sy)
    out[SECOND_ZZ] += d * (az * az + bz * bz + cz * cz + sz * sz)
    out[SECOND_XY] += d * (ax * ay + bx * by + cx * cy + sx * sy)
    out[SECOND_YZ] += d * (ay * az + by * bz + cy * cz + sy * sz)
    out[SECOND_ZX] += d * (az * ax + bz * bx + cz * cx + sz * sx)
  }
  out[VOLUME] /= 6
  for (let k = FIRST_X; k <= FIRST_Z; k++) out[k] /= 24
  for (let k = SECOND_XX; k <= SECOND_ZX; k++) out[k] /= 120
  return out
}

/** Signed volume enclosed by each shell (m³), from the tetrahedra each shell's triangles span with the origin given. */
export function shellVolumes(
  positions: Float64Array,
  indices: Uint32Array,
  shellOf: Int32Array,
  shellCount: number,
  originX: number,
  originY: number,
  originZ: number,
): Float64Array {
  const volumes = new Float64Array(shellCount)
  const triangleCount = indices.length / 3
  for (let t = 0; t < triangleCount; t++) {
    const i0 = 3 * indices[3 * t]
    const i1 = 3 * indices[3 * t + 1]
    const i2 = 3 * indices[3 * t + 2]
    const ax = positions[i0] - originX
    const ay = positions[i0 + 1] - originY
    const az = positions[i0 + 2] - originZ
    const bx = positions[i1] - originX
    const by = positions[i1 + 1] - originY
    const bz = positions[i1 + 2] - originZ
    const cx = positions[i2] - originX
    const cy = positions[i2 + 1] - originY
    const cz = positions[i2 + 2] - originZ
    volumes[shellOf[t]] += (ax * (by * cz - bz * cy) + ay * (bz * cx - bx * cz) + az * (bx * cy - by * cx)) / 6
  }
  return volumes
}
