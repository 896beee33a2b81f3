import type { Hull } from '../hull/types.js'
import { hullScratch } from '../hydrostatics/scratch.js'

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

/**
 * A hull's triangles split into pieces for the drag (DragOptions.faces 'resolved'): the pieces' rows (body
 * axes, as hullFaceRows'), triangle f's being rows first[f] to first[f + 1] − 1.
 */
export interface SplitFaceRows {
  readonly rows: Float64Array
  readonly first: Int32Array
}

/**
 * How much of a body's rotational drag one piece may misplace. Kerner's drag takes each face's velocity at
 * its centroid; on a face about as large as the body, turning about an axis near it, the velocity changes
 * sign across the face and the centroid sees almost none of it (a 20 × 4 × 8 m box of 12 triangles rolled
 * with 2.3 % of critical damping from its drag, the same box of 768 triangles 4.6 %). A face's share of the
 * body's drag moment under rotation is about (S_f / S) (l / R)³ (area S_f of the hull's S, longest edge l,
 * bounding radius R: its drag ~ S_f (ω l)², its arm ~ l, the body's ~ S (ω R)² R), and n² similar pieces
 * divide it by n⁵. At most 0.4 %: a box's largest faces are cut in 4 × 4 (within 7 % of the finely
 * tessellated box's roll torque, 3 % of its decay), an 80-triangle sphere's faces stay whole. On a closed
 * hull a face has at most half the area and its edges are at most 2 R, so the share is at most 4 and no face
 * is cut in more than 4 × 4: the rows are at most 16 times the triangles, whatever the mesh.
 */
const PIECE_SHARE = 0.004

const splitByHull = new WeakMap<Hull, SplitFaceRows | null>()

/**
 * The hull's triangles each split into n² similar pieces (n the least for which a piece's share of the
 * rotational drag is at most PIECE_SHARE), made once per hull; null when no triangle needs it (a fine hull:
 * its whole rows, hullFaceRows, serve as they are, without a copy).
 */
export function splitFaceRows(hull: Hull): SplitFaceRows | null {
  const made = splitByHull.get(hull)
  if (made !== undefined) return made
  const splits = pieceCounts(hull)
  const count = hull.triangleCount
  const first = new Int32Array(count + 1)
  for (let f = 0; f < count; f++) first[f + 1] = first[f] + splits[f] * splits[f]
  if (first[count] === count) {
    splitByHull.set(hull, null)
    return null
  }
  const whole = hullFaceRows(hull)
  const rows = new Float64Array(ROW * first[count])
  for (let f = 0; f < count; f++) {
    if (splits[f] === 1) for (let k = 0; k < ROW; k++) rows[ROW * first[f] + k] = whole[ROW * f + k]
    else writePieces(hull, f, splits[f], whole, rows, first[f])
  }
  const split = { rows, first }
  splitByHull.set(hull, split)
  return split
}

/** Per triangle, the pieces a side n (1: whole) that bring its share of the rotational drag to PIECE_SHARE. */
function pieceCounts(hull: Hull): Int32Array {
  // the areas and squared longest edges the hydrostatics keeps per hull
  const { areas, longestEdges } = hullScratch(hull)
  const splits = new Int32Array(hull.triangleCount)
  for (let f = 0; f < hull.triangleCount; f++) {
    const share = (areas[f] / hull.surfaceArea) * (Math.sqrt(longestEdges[f]) / hull.boundingRadius) ** 3
    splits[f] = share > PIECE_SHARE ? Math.ceil((share / PIECE_SHARE) ** 0.2) : 1
  }
  return splits
}

/**
 * The rows of triangle f's n² similar pieces into rows, from row `row` on: each piece has the triangle's
 * normal (`whole`, its hullFaceRows row) and area / n², and its own centroid, at barycentric steps
 * (i + 1/3, j + 1/3) / n along ab and ac for the upright piece at (i, j), (i + 2/3, j + 2/3) / n for the
 * inverted one beside it.
 */
function writePieces(hull: Hull, f: number, n: number, whole: Float64Array, rows: Float64Array, row: number): void {
  const p = hull.positions,
    indices = hull.indices
  const a = 3 * indices[3 * f],
    b = 3 * indices[3 * f + 1],
    c = 3 * indices[3 * f + 2]
  const w = ROW * f
  for (let i = 0; i < n; i++) {
    for (let j = 0; i + j < n; j++) {
      // the upright piece, then the inverted one where it fits
      for (let inverted = 0; inverted < (i + j + 1 < n ? 2 : 1); inverted++) {
        const offset = inverted === 0 ? THIRD : 2 * THIRD
        const along = (i + offset) / n,
          across = (j + offset) / n
        const at = ROW * row++
        for (let k = 0; k < 3; k++) {
          rows[at + CENTROID + k] = p[a + k] + along * (p[b + k] - p[a + k]) + across * (p[c + k] - p[a + k])
          rows[at + NORMAL + k] = whole[w + NORMAL + k]
        }
        rows[at + AREA] = whole[w + AREA] / (n * n)
      }
    }
  }
}
