/**
 * Where the waterline crosses the edge a–b, for depths of opposite signs (da > 0 ≥ db or the
 * reverse): t = D_first / (D_first − D_second) from whichever endpoint is first in lexicographic
 * (x, y, z) order. Both triangles sharing the edge therefore compute the same point to the last bit,
 * and the waterline stays continuous (Kerner, "each edge is cut in a unique way").
 * Writes x, y, z at out[offset..offset + 2].
 */
export function cutEdge(
  out: Float64Array,
  offset: number,
  ax: number, ay: number, az: number, da: number,
  bx: number, by: number, bz: number, db: number,
): void {
  const aFirst = ax < bx || (ax === bx && (ay < by || (ay === by && az <= bz)))
  if (aFirst) {
    const t = da / (da - db)
    out[offset] = ax + t * (bx - ax)
    out[offset + 1] = ay + t * (by - ay)
    out[offset + 2] = az + t * (bz - az)
  } else {
    const t = db / (db - da)
    out[offset] = bx + t * (ax - bx)
    out[offset + 1] = by + t * (ay - by)
    out[offset + 2] = bz + t * (az - bz)
  }
}
