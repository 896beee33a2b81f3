import { clipLinear } from './clipLinear.js'
import { TRIANGLE, VERTEX, copyVertex } from './triangleBuffer.js'
import {
  SEARCH_DIRECTION,
  SEARCH_END,
  SEARCH_ORIGIN,
  SEARCH_RESULT,
  SEARCH_SIZE,
  SEARCH_SLOPE,
  SEARCH_START,
  searchWaterline,
} from './waterlineSearch.js'
import { pieces, reservePieces } from './wetPieces.js'

// Waterline polyline W_0..W_{N+1} and the matching points E_j on the far edge, (x, y, z, depth) each.
let waterline = new Float64Array(0)
let farEdge = new Float64Array(0)
const search = new Float64Array(SEARCH_SIZE)
const lone = new Float64Array(TRIANGLE)

function ensureCapacity(samples: number): void {
  const points = samples + 2
  if (waterline.length < VERTEX * points) {
    waterline = new Float64Array(VERTEX * points)
    farEdge = new Float64Array(VERTEX * points)
  }
}

/**
 * The "adaptive curved clipping" of the DH2323 specification (Stenberg 2026), for the triangle at vertex
 * offsets a, b, c of t when the water cuts it; the wet pieces go to wet-pieces.ts. Its two edge crossings are found on the true surface (a
 * Newton and a secant step from the linear cut, searched from the edge's lexicographically first
 * end, so both triangles sharing the edge find the same point and the waterline stays continuous).
 * Then `samples` points C_j on the chord between them take the true depth, and each is moved along
 * the ray from the lone vertex (the one on the other side of the water from the other two) to where
 * the depth changes sign, the same way, clamped inside the triangle. The wet side is a fan from the
 * lone vertex (lone vertex wet) or a strip of quads between the polyline and the far edge (lone
 * vertex dry); both keep the outward winding because consecutive points lie on consecutive rays.
 * Waterline points get depth 0, far-edge points the linear depth along that edge. Fully wet and dry
 * triangles are handled as by clipLinear (a crest through a triangle with no wet vertex is missed:
 * see 'adaptive'). The method assumes one crossing per edge, i.e. edges shorter than the waves.
 */
export function clipCurved(samples: number, t: Float64Array, a: number, b: number, c: number): void {
  const wa = t[a + 3] > 0,
    wb = t[b + 3] > 0,
    wc = t[c + 3] > 0
  if ((wa && wb && wc) || (!wa && !wb && !wc)) {
    clipLinear(t, a, b, c)
    return
  }
  // copy the triangle with its lone vertex first, keeping the winding
  if (wa !== wb && wa !== wc) copyRotated(t, a, b, c)
  else if (wb !== wa) copyRotated(t, b, c, a)
  else copyRotated(t, c, a, b)
  curveAroundLone(samples, lone[3] > 0)
}

function copyRotated(t: Float64Array, first: number, second: number, third: number): void {
  copyVertex(lone, 0, t, first)
  copyVertex(lone, VERTEX, t, second)
  copyVertex(lone, 2 * VERTEX, t, third)
}

/**
 * The waterline on the edge from the lone vertex (offset 0 of `lone`) to vertex `other`, searched from
 * the edge's lexicographically first end so that the result depends only on the edge. Writes the
 * point to out[at..at + 3] (depth 0) and returns nothing; the fraction from the lone vertex is left
 * in search[SEARCH_RESULT].
 */
function crossEdge(out: Float64Array, at: number, other: number): void {
  const ax = lone[0],
    ay = lone[1],
    az = lone[2],
    da = lone[3]
  const bx = lone[other],
    by = lone[other + 1],
    bz = lone[other + 2],
    db = lone[other + 3]
  const aFirst = ax < bx || (ax === bx && (ay < by || (ay === by && az <= bz)))
  const fx = aFirst ? ax : bx,
    fy = aFirst ? ay : by,
    fz = aFirst ? az : bz
  const df = aFirst ? da : db,
    ds = aFirst ? db : da
  search[SEARCH_ORIGIN] = fx
  search[SEARCH_ORIGIN + 1] = fy
  search[SEARCH_ORIGIN + 2] = fz
  search[SEARCH_DIRECTION] = (aFirst ? bx : ax) - fx
  search[SEARCH_DIRECTION + 1] = (aFirst ? by : ay) - fy
  search[SEARCH_DIRECTION + 2] = (aFirst ? bz : az) - fz
  search[SEARCH_START] = df / (df - ds)
  search[SEARCH_SLOPE] = ds - df
  search[SEARCH_END] = 1
  searchWaterline(search)
  const mu = search[SEARCH_RESULT]
  out[at] = fx + mu * search[SEARCH_DIRECTION]
  out[at + 1] = fy + mu * search[SEARCH_DIRECTION + 1]
  out[at + 2] = fz + mu * search[SEARCH_DIRECTION + 2]
  out[at + 3] = 0
  search[SEARCH_RESULT] = aFirst ? mu : 1 - mu
}

function curveAroundLone(samples: number, loneWet: boolean): void {
  ensureCapacity(samples)
  const w = waterline
  const e = farEdge
  const last = samples + 1
  const ax = lone[0],
    ay = lone[1],
    az = lone[2],
    da = lone[3]
  const bx = lone[4],
    by = lone[5],
    bz = lone[6],
    db = lone[7]
  const cx = lone[8],
    cy = lone[9],
    cz = lone[10],
    dc = lone[11]
  crossEdge(w, 0, VERTEX)
  const tb = search[SEARCH_RESULT]
  crossEdge(w, VERTEX * last, 2 * VERTEX)
  const tc = search[SEARCH_RESULT]
  if (!(tb > 0 || tc > 0)) {
    // the waterline passes through the lone vertex: nothing lies on its side
    if (!loneWet) {
      lone[3] = 0
      clipLinear(lone, 0, VERTEX, 2 * VERTEX)
    }
    return
  }
  copyVertex(e, 0, lone, VERTEX)
  copyVertex(e, VERTEX * last, lone, 2 * VERTEX)

  const px = w[0],
    py = w[1],
    pz = w[2]
  const qx = w[VERTEX * last],
    qy = w[VERTEX * last + 1],
    qz = w[VERTEX * last + 2]
  for (let j = 1; j <= samples; j++) {
    const s = j / last
    // C = a + (1 − s) tb (b − a) + s tc (c − a); the ray a + mu (C − a) leaves through b–c at muFar
    const weightB = (1 - s) * tb,
      weightC = s * tc
    const muFar = 1 / (weightB + weightC)
    search[SEARCH_ORIGIN] = ax
    search[SEARCH_ORIGIN + 1] = ay
    search[SEARCH_ORIGIN + 2] = az
    search[SEARCH_DIRECTION] = px + s * (qx - px) - ax
    search[SEARCH_DIRECTION + 1] = py + s * (qy - py) - ay
    search[SEARCH_DIRECTION + 2] = pz + s * (qz - pz) - az
    search[SEARCH_START] = 1
    // the linear depth model along the ray: da + mu (D_lin(C) − da)
    search[SEARCH_SLOPE] = weightB * (db - da) + weightC * (dc - da)
    search[SEARCH_END] = muFar
    searchWaterline(search)
    const mu = search[SEARCH_RESULT]
    const k = VERTEX * j
    w[k] = ax + mu * search[SEARCH_DIRECTION]
    w[k + 1] = ay + mu * search[SEARCH_DIRECTION + 1]
    w[k + 2] = az + mu * search[SEARCH_DIRECTION + 2]
    w[k + 3] = 0
    const along = muFar * weightC
    e[k] = bx + along * (cx - bx)
    e[k + 1] = by + along * (cy - by)
    e[k + 2] = bz + along * (cz - bz)
    e[k + 3] = db + along * (dc - db)
  }

  for (let j = 0; j < last; j++) {
    const k0 = VERTEX * j,
      k1 = VERTEX * (j + 1)
    if (loneWet) {
      const o = reservePieces(1)
      copyVertex(pieces, o, lone, 0)
      copyVertex(pieces, o + VERTEX, w, k0)
      copyVertex(pieces, o + 2 * VERTEX, w, k1)
    } else {
      const o = reservePieces(2)
      copyVertex(pieces, o, w, k0)
      copyVertex(pieces, o + VERTEX, e, k0)
      copyVertex(pieces, o + 2 * VERTEX, e, k1)
      copyVertex(pieces, o + TRIANGLE, w, k0)
      copyVertex(pieces, o + TRIANGLE + VERTEX, e, k1)
      copyVertex(pieces, o + TRIANGLE + 2 * VERTEX, w, k1)
    }
  }
}
