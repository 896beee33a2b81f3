// An independent reference for flat water: the submerged volume of a posed closed mesh and its first
// moments by the divergence theorem over the triangles clipped to y ≤ h (docs/PHYSICS.md §1, "Independent check
// for tests"), with its own clipping and no code from the library's hydrostatics.

export interface Posed {
  /** world positions, x y z per vertex */
  positions: Float64Array
  indices: Uint32Array
}

export interface Submerged {
  /** m³ */
  volume: number
  /** ∫ x dV, ∫ y dV, ∫ z dV over the submerged part, m⁴ */
  moment: [number, number, number]
}

/** World positions of body-frame vertices under a pose (position p, unit quaternion q). */
export function poseVertices(
  positions: ArrayLike<number>,
  p: { x: number; y: number; z: number },
  q: { x: number; y: number; z: number; w: number },
): Float64Array {
  const { x, y, z, w } = q
  const m = [
    1 - 2 * (y * y + z * z),
    2 * (x * y - z * w),
    2 * (x * z + y * w),
    2 * (x * y + z * w),
    1 - 2 * (x * x + z * z),
    2 * (y * z - x * w),
    2 * (x * z - y * w),
    2 * (y * z + x * w),
    1 - 2 * (x * x + y * y),
  ]
  const out = new Float64Array(positions.length)
  for (let i = 0; i < positions.length; i += 3) {
    const a = positions[i],
      b = positions[i + 1],
      c = positions[i + 2]
    out[i] = p.x + m[0] * a + m[1] * b + m[2] * c
    out[i + 1] = p.y + m[3] * a + m[4] * b + m[5] * c
    out[i + 2] = p.z + m[6] * a + m[7] * b + m[8] * c
  }
  return out
}

type Point = [number, number, number]

/** The part of triangle (a, b, c) with y ≤ h, as a polygon (Sutherland–Hodgman against one plane). */
function clipBelow(a: Point, b: Point, c: Point, h: number): Point[] {
  const input = [a, b, c]
  const output: Point[] = []
  for (let i = 0; i < 3; i++) {
    const p = input[i],
      q = input[(i + 1) % 3]
    const pIn = p[1] <= h,
      qIn = q[1] <= h
    if (pIn) output.push(p)
    if (pIn !== qIn) {
      const t = (h - p[1]) / (q[1] - p[1])
      output.push([p[0] + t * (q[0] - p[0]), h, p[2] + t * (q[2] - p[2])])
    }
  }
  return output
}

/** A triangle's area, m². */
export function triangleArea(a: Point, b: Point, c: Point): number {
  const ux = b[0] - a[0],
    uy = b[1] - a[1],
    uz = b[2] - a[2]
  const vx = c[0] - a[0],
    vy = c[1] - a[1],
    vz = c[2] - a[2]
  return 0.5 * Math.hypot(uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx)
}

/** ∫ f dA over a triangle for quadratic f: the edge-midpoint rule. */
function midpointRule(a: Point, b: Point, c: Point, f: (p: Point) => number): number {
  const mid = (u: Point, v: Point): Point => [(u[0] + v[0]) / 2, (u[1] + v[1]) / 2, (u[2] + v[2]) / 2]
  return (triangleArea(a, b, c) / 3) * (f(mid(a, b)) + f(mid(b, c)) + f(mid(c, a)))
}

/**
 * Submerged volume and first moments below the plane y = h. With the fields (y − h) ŷ, x (y − h) ŷ,
 * (y² − h²)/2 ŷ, z (y − h) ŷ, which vanish on the plane, the divergence theorem needs no waterline cap.
 */
export function submergedBelow(mesh: Posed, h: number): Submerged {
  const P = mesh.positions,
    I = mesh.indices
  let volume = 0,
    mx = 0,
    my = 0,
    mz = 0
  const point = (i: number): Point => [P[3 * i], P[3 * i + 1], P[3 * i + 2]]
  for (let t = 0; t < I.length; t += 3) {
    const a = point(I[t]),
      b = point(I[t + 1]),
      c = point(I[t + 2])
    const ux = b[0] - a[0],
      uy = b[1] - a[1],
      uz = b[2] - a[2]
    const vx = c[0] - a[0],
      vy = c[1] - a[1],
      vz = c[2] - a[2]
    const cross = [uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx]
    const length = Math.hypot(cross[0], cross[1], cross[2])
    if (length === 0) continue
    const ny = cross[1] / length
    const polygon = clipBelow(a, b, c, h)
    for (let k = 1; k + 1 < polygon.length; k++) {
      const [p, q, r] = [polygon[0], polygon[k], polygon[k + 1]]
      volume += ny * midpointRule(p, q, r, (s) => s[1] - h)
      mx += ny * midpointRule(p, q, r, (s) => s[0] * (s[1] - h))
      my += ny * midpointRule(p, q, r, (s) => (s[1] * s[1] - h * h) / 2)
      mz += ny * midpointRule(p, q, r, (s) => s[2] * (s[1] - h))
    }
  }
  return { volume, moment: [mx, my, mz] }
}

/** The level h at which `mesh` displaces `volume` (m³), by bisection between its lowest and highest point. */
export function levelForVolume(mesh: Posed, volume: number): number {
  let lo = Infinity,
    hi = -Infinity
  for (let i = 1; i < mesh.positions.length; i += 3) {
    lo = Math.min(lo, mesh.positions[i])
    hi = Math.max(hi, mesh.positions[i])
  }
  for (let k = 0; k < 100 && hi - lo > 1e-13; k++) {
    const mid = 0.5 * (lo + hi)
    if (submergedBelow(mesh, mid).volume < volume) lo = mid
    else hi = mid
  }
  return 0.5 * (lo + hi)
}
