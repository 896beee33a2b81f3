/**
 * Where the waterline crosses the edge between vertices a and b of `t` (offsets of x, y, z, depth),
 * for depths of opposite signs: t = D_first / (D_first − D_second) from whichever end is first in
 * lexicographic (x, y, z) order. Both triangles sharing the edge therefore compute the same point to
 * the last bit, and the waterline stays continuous (Kerner, "each edge is cut in a unique way").
 * Writes x, y, z and depth 0 at out[at..at + 3].
 */
export function cutEdge(out: Float64Array, at: number, t: Float64Array, a: number, b: number): void {
  const ax = t[a],
    ay = t[a + 1],
    az = t[a + 2],
    da = t[a + 3]
  const bx = t[b],
    by = t[b + 1],
    bz = t[b + 2],
    db = t[b + 3]
  if (ax < bx || (ax === bx && (ay < by || (ay === by && az <= bz)))) {
    const s = da / (da - db)
    out[at] = ax + s * (bx - ax)
    out[at + 1] = ay + s * (by - ay)
    out[at + 2] = az + s * (bz - az)
  } else {
    const s = db / (db - da)
    out[at] = bx + s * (ax - bx)
    out[at + 1] = by + s * (ay - by)
    out[at + 2] = bz + s * (az - bz)
  }
  out[at + 3] = 0
}
