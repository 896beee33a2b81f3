import { clipLinear } from './clip-linear.js'
import { integrateWetTriangle } from './integrate.js'
import { searchWaterline } from './waterline-search.js'

// Waterline polyline W_0..W_{N+1} (x, y, z) and the matching points E_j on the far edge (x, y, z, depth).
let waterline = new Float64Array(0)
let farEdge = new Float64Array(0)
// fraction from the lone vertex of the crossing on its edge, written by crossEdge
let crossingFraction = 0

function ensureCapacity(samples: number): void {
  const points = samples + 2
  if (waterline.length < 3 * points) {
    waterline = new Float64Array(3 * points)
    farEdge = new Float64Array(4 * points)
  }
}

/**
 * The "adaptive curved clipping" of the DH2323 specification (seed 002), for a triangle cut by the
 * water. Its two edge crossings are found on the true surface (a Newton and a secant step from the
 * linear cut, searched from the edge's lexicographically first end, so both triangles sharing the
 * edge find the same point and the waterline stays continuous). Then `samples` points C_j on the
 * chord between them take the true depth, and each is moved along the ray from the lone vertex
 * (the one on the other side of the water from the other two) to where the depth changes sign, the
 * same way, clamped inside the triangle. The wet side is then a fan from the lone vertex (lone
 * vertex wet) or a strip of quads between the polyline and the far edge (lone vertex dry); both
 * keep the outward winding because consecutive points lie on consecutive rays. Waterline points get
 * depth 0, far-edge points the linear depth along that edge. Fully wet and dry triangles are
 * handled as by clipLinear (a crest through a triangle with no wet vertex is missed: see 'adaptive').
 * The method assumes one crossing per edge, i.e. edges shorter than the waves.
 */
export function clipCurved(
  acc: Float64Array,
  integrator: number,
  samples: number,
  ax: number, ay: number, az: number,
  bx: number, by: number, bz: number,
  cx: number, cy: number, cz: number,
  da: number, db: number, dc: number,
): void {
  const wa = da > 0, wb = db > 0, wc = dc > 0
  if ((wa && wb && wc) || (!wa && !wb && !wc)) {
    clipLinear(acc, integrator, ax, ay, az, bx, by, bz, cx, cy, cz, da, db, dc)
  } else if (wa !== wb && wa !== wc) {
    curveAroundLone(acc, integrator, samples, wa, ax, ay, az, bx, by, bz, cx, cy, cz, da, db, dc)
  } else if (wb !== wa) {
    curveAroundLone(acc, integrator, samples, wb, bx, by, bz, cx, cy, cz, ax, ay, az, db, dc, da)
  } else {
    curveAroundLone(acc, integrator, samples, wc, cx, cy, cz, ax, ay, az, bx, by, bz, dc, da, db)
  }
}

/**
 * The waterline on the edge lone → other, searched from the edge's lexicographically first end so
 * that the result depends only on the edge. Writes the point to out[offset..] and the fraction from
 * the lone vertex to crossingFraction.
 */
function crossEdge(
  out: Float64Array,
  offset: number,
  ax: number, ay: number, az: number, da: number,
  bx: number, by: number, bz: number, db: number,
): void {
  const aFirst = ax < bx || (ax === bx && (ay < by || (ay === by && az <= bz)))
  if (aFirst) {
    const mu = searchWaterline(ax, ay, az, bx - ax, by - ay, bz - az, da / (da - db), db - da, 1)
    out[offset] = ax + mu * (bx - ax)
    out[offset + 1] = ay + mu * (by - ay)
    out[offset + 2] = az + mu * (bz - az)
    crossingFraction = mu
  } else {
    const mu = searchWaterline(bx, by, bz, ax - bx, ay - by, az - bz, db / (db - da), da - db, 1)
    out[offset] = bx + mu * (ax - bx)
    out[offset + 1] = by + mu * (ay - by)
    out[offset + 2] = bz + mu * (az - bz)
    crossingFraction = 1 - mu
  }
}

function curveAroundLone(
  acc: Float64Array,
  integrator: number,
  samples: number,
  loneWet: boolean,
  ax: number, ay: number, az: number,
  bx: number, by: number, bz: number,
  cx: number, cy: number, cz: number,
  da: number, db: number, dc: number,
): void {
  ensureCapacity(samples)
  const w = waterline
  const e = farEdge
  const last = samples + 1
  crossEdge(w, 0, ax, ay, az, da, bx, by, bz, db)
  const tb = crossingFraction
  crossEdge(w, 3 * last, ax, ay, az, da, cx, cy, cz, dc)
  const tc = crossingFraction
  if (!(tb > 0 || tc > 0)) {
    // the waterline passes through the lone vertex: nothing lies on its side
    if (!loneWet) clipLinear(acc, integrator, ax, ay, az, bx, by, bz, cx, cy, cz, 0, db, dc)
    return
  }
  e[0] = bx; e[1] = by; e[2] = bz; e[3] = db
  e[4 * last] = cx; e[4 * last + 1] = cy; e[4 * last + 2] = cz; e[4 * last + 3] = dc

  const px = w[0], py = w[1], pz = w[2]
  const qx = w[3 * last], qy = w[3 * last + 1], qz = w[3 * last + 2]
  for (let j = 1; j <= samples; j++) {
    const s = j / last
    // C = a + (1 − s) tb (b − a) + s tc (c − a); the ray a + mu (C − a) leaves through b–c at muFar
    const wb = (1 - s) * tb, wc = s * tc
    const muFar = 1 / (wb + wc)
    const rayX = px + s * (qx - px) - ax, rayY = py + s * (qy - py) - ay, rayZ = pz + s * (qz - pz) - az
    // the linear depth model along the ray: da + mu (D_lin(C) − da)
    const slope = wb * (db - da) + wc * (dc - da)
    const mu = searchWaterline(ax, ay, az, rayX, rayY, rayZ, 1, slope, muFar)
    w[3 * j] = ax + mu * rayX
    w[3 * j + 1] = ay + mu * rayY
    w[3 * j + 2] = az + mu * rayZ
    const along = muFar * wc
    e[4 * j] = bx + along * (cx - bx)
    e[4 * j + 1] = by + along * (cy - by)
    e[4 * j + 2] = bz + along * (cz - bz)
    e[4 * j + 3] = db + along * (dc - db)
  }

  for (let j = 0; j < last; j++) {
    const w0 = 3 * j, w1 = 3 * j + 3
    if (loneWet) {
      integrateWetTriangle(acc, integrator, ax, ay, az, w[w0], w[w0 + 1], w[w0 + 2], w[w1], w[w1 + 1], w[w1 + 2], da, 0, 0)
    } else {
      const e0 = 4 * j, e1 = 4 * j + 4
      integrateWetTriangle(
        acc, integrator,
        w[w0], w[w0 + 1], w[w0 + 2], e[e0], e[e0 + 1], e[e0 + 2], e[e1], e[e1 + 1], e[e1 + 2],
        0, e[e0 + 3], e[e1 + 3],
      )
      integrateWetTriangle(
        acc, integrator,
        w[w0], w[w0 + 1], w[w0 + 2], e[e1], e[e1 + 1], e[e1 + 2], w[w1], w[w1 + 1], w[w1 + 2],
        0, e[e1 + 3], 0,
      )
    }
  }
}
