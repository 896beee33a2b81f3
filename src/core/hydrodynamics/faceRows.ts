import type { Hull } from '../hull/types.js'

// A wet face as the drag sees it, one row of ROW numbers: the centroid r relative to the centre of mass
// (m), the unit outward normal, and the area (m²). A face of no area has normal 0 and area 0.
export const ROW = 8
export const CENTROID = 0
export const NORMAL = 3
export const AREA = 6
const THIRD = 1 / 3

const rowsByHull = new WeakMap<Hull, Float64Array>()

/**
 * The rows of the hull's own triangles, in body coordinates (the hull's origin is the body's centre of
 * mass), made once per hull: a whole triangle under water is wet as it is, so its drag needs only the
 * body's motion seen in body axes, not its posed vertices (surfaceDrag.ts addFaceDrag).
 */
export function hullFaceRows(hull: Hull): Float64Array {
  let rows = rowsByHull.get(hull)
  if (rows === undefined) {
    rows = new Float64Array(ROW * hull.triangleCount)
    const p = hull.positions,
      indices = hull.indices
    const offsets = Int32Array.from(indices, (i) => 3 * i)
    writeRows(p, offsets, 0, hull.triangleCount, 0, 0, 0, rows)
    rowsByHull.set(hull, rows)
  }
  return rows
}

/**
 * Rows 0 to end − first − 1 of `rows` from triangles first to end − 1 of a batch (vertex j of triangle m
 * at offsets[3m + j] in t: x, y, z), their centroids shifted by (sx, sy, sz). No call in the loop (see
 * surfaceDrag.ts).
 */
export function writeRows(
  t: Float64Array,
  offsets: Int32Array,
  first: number,
  end: number,
  sx: number,
  sy: number,
  sz: number,
  rows: Float64Array,
): void {
  for (let k = 3 * first, at = 0; k < 3 * end; k += 3, at += ROW) {
    const a = offsets[k],
      b = offsets[k + 1],
      d = offsets[k + 2]
    const ax = t[a],
      ay = t[a + 1],
      az = t[a + 2]
    const bx = t[b],
      by = t[b + 1],
      bz = t[b + 2]
    const cx = t[d],
      cy = t[d + 1],
      cz = t[d + 2]
    const ux = bx - ax,
      uy = by - ay,
      uz = bz - az
    const qx = cx - ax,
      qy = cy - ay,
      qz = cz - az
    const nx = uy * qz - uz * qy,
      ny = uz * qx - ux * qz,
      nz = ux * qy - uy * qx
    const twiceArea = Math.sqrt(nx * nx + ny * ny + nz * nz)
    const toUnit = twiceArea > 0 ? 1 / twiceArea : 0
    rows[at + CENTROID] = (ax + bx + cx) * THIRD + sx
    rows[at + CENTROID + 1] = (ay + by + cy) * THIRD + sy
    rows[at + CENTROID + 2] = (az + bz + cz) * THIRD + sz
    rows[at + NORMAL] = nx * toUnit
    rows[at + NORMAL + 1] = ny * toUnit
    rows[at + NORMAL + 2] = nz * toUnit
    rows[at + AREA] = 0.5 * twiceArea
  }
}
