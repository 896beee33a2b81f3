/**
 * The winding number of some triangles (`triangles[first … end)`, e.g. one shell's) around a point: the solid angle they subtend,
 * over 4π. About ±1 for a point inside a closed shell (+1 when wound outward), 0 outside.
 *
 * Solid angle of one triangle seen from the point, with a, b, c the vectors to its corners
 * (Van Oosterom & Strackee 1983): tan(Ω/2) = a·(b×c) / (|a||b||c| + (a·b)|c| + (b·c)|a| + (c·a)|b|).
 */
export function windingNumber(
  positions: Float64Array,
  indices: Uint32Array,
  triangles: Uint32Array,
  first: number,
  end: number,
  px: number,
  py: number,
  pz: number,
): number {
  let solidAngle = 0
  for (let i = first; i < end; i++) {
    const t = triangles[i]
    const i0 = 3 * indices[3 * t],
      i1 = 3 * indices[3 * t + 1],
      i2 = 3 * indices[3 * t + 2]
    const ax = positions[i0] - px,
      ay = positions[i0 + 1] - py,
      az = positions[i0 + 2] - pz
    const bx = positions[i1] - px,
      by = positions[i1 + 1] - py,
      bz = positions[i1 + 2] - pz
    const cx = positions[i2] - px,
      cy = positions[i2 + 1] - py,
      cz = positions[i2 + 2] - pz
    // (sqrt, not Math.hypot: hypot's overflow guard made this loop about twice as slow, and a mesh's
    // coordinates are nowhere near 1e154)
    const la = Math.sqrt(ax * ax + ay * ay + az * az),
      lb = Math.sqrt(bx * bx + by * by + bz * bz),
      lc = Math.sqrt(cx * cx + cy * cy + cz * cz)
    const triple = ax * (by * cz - bz * cy) + ay * (bz * cx - bx * cz) + az * (bx * cy - by * cx)
    const denominator =
      la * lb * lc +
      (ax * bx + ay * by + az * bz) * lc +
      (bx * cx + by * cy + bz * cz) * la +
      (cx * ax + cy * ay + cz * az) * lb
    solidAngle += 2 * Math.atan2(triple, denominator)
  }
  return solidAngle / (4 * Math.PI)
}
