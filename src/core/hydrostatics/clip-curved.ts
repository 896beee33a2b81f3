import { clipLinear } from './clip-linear.js'
import { depthAt } from './depth-probe.js'
import { cutEdge } from './edge-cut.js'
import { integrateWetTriangle } from './integrate.js'

// Waterline polyline W_0..W_{N+1} (x, y, z) and the matching points E_j on the far edge (x, y, z, depth).
let waterline = new Float64Array(0)
let farEdge = new Float64Array(0)

function ensureCapacity(samples: number): void {
  const points = samples + 2
  if (waterline.length < 3 * points) {
    waterline = new Float64Array(3 * points)
    farEdge = new Float64Array(4 * points)
  }
}

/**
 * The "adaptive curved clipping" of the DH2323 specification (seed 002). A triangle cut by the
 * water keeps its linear edge crossings P and Q (shared with its neighbours, so the waterline stays
 * continuous), and `samples` points C_j on the chord PQ take the true depth. Each C_j is moved along
 * the ray from the lone vertex (the one on the other side of the water from the other two) to where
 * the depth changes sign: one Newton step with the linear slope, then one secant step with a second
 * true depth, clamped inside the triangle. The wet side is then a fan from the lone vertex (lone
 * vertex wet) or a strip of quads between the polyline and the far edge (lone vertex dry); both
 * keep the outward winding because consecutive points lie on consecutive rays. Waterline points get
 * depth 0, far-edge points the linear depth along that edge. Fully wet and dry triangles are
 * handled as by clipLinear (a crest through a triangle with no wet vertex is missed: see 'adaptive').
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
  if (da === 0) {
    // A dry lone vertex exactly on the surface: the chord collapses onto it, nothing to sample.
    clipLinear(acc, integrator, ax, ay, az, bx, by, bz, cx, cy, cz, da, db, dc)
    return
  }
  ensureCapacity(samples)
  const w = waterline
  const e = farEdge
  const last = samples + 1
  cutEdge(w, 0, ax, ay, az, da, bx, by, bz, db)
  cutEdge(w, 3 * last, ax, ay, az, da, cx, cy, cz, dc)
  e[0] = bx; e[1] = by; e[2] = bz; e[3] = db
  e[4 * last] = cx; e[4 * last + 1] = cy; e[4 * last + 2] = cz; e[4 * last + 3] = dc

  // fractions of the edges a→b and a→c at which P and Q lie, for the ray geometry
  const tb = da / (da - db)
  const tc = da / (da - dc)
  const px = w[0], py = w[1], pz = w[2]
  const qx = w[3 * last], qy = w[3 * last + 1], qz = w[3 * last + 2]
  for (let j = 1; j <= samples; j++) {
    const s = j / last
    const chordX = px + s * (qx - px), chordY = py + s * (qy - py), chordZ = pz + s * (qz - pz)
    // the ray a + mu (C − a) leaves the triangle through b–c at muFar
    const muFar = 1 / ((1 - s) * tb + s * tc)
    const rayX = chordX - ax, rayY = chordY - ay, rayZ = chordZ - az
    const d0 = depthAt(chordX, chordY, chordZ)
    // linear depth along the ray is da (1 − mu): Newton step with that slope
    let mu = clamp(1 + d0 / da, muFar)
    const d1 = depthAt(ax + mu * rayX, ay + mu * rayY, az + mu * rayZ)
    if (d1 !== d0) mu = clamp(mu - (d1 * (mu - 1)) / (d1 - d0), muFar)
    w[3 * j] = ax + mu * rayX
    w[3 * j + 1] = ay + mu * rayY
    w[3 * j + 2] = az + mu * rayZ
    const along = muFar * s * tc
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

function clamp(mu: number, muFar: number): number {
  return mu < 0 ? 0 : mu > muFar ? muFar : mu
}
