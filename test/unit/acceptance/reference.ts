// Independent references for the acceptance checks: written from the formulas in docs/PHYSICS.md and from
// elementary geometry, without calling the package. Nothing here imports react-three-buoyancy.

export interface V3 {
  x: number
  y: number
  z: number
}
export interface Q4 {
  x: number
  y: number
  z: number
  w: number
}
export interface PoseLike {
  position: V3
  quaternion: Q4
}

export const RHO = 1025
export const G = 9.81

export const v3 = (x: number, y: number, z: number): V3 => ({ x, y, z })
export const sub = (a: V3, b: V3): V3 => v3(a.x - b.x, a.y - b.y, a.z - b.z)
export const add = (a: V3, b: V3): V3 => v3(a.x + b.x, a.y + b.y, a.z + b.z)
export const scale = (a: V3, s: number): V3 => v3(a.x * s, a.y * s, a.z * s)
export const dot = (a: V3, b: V3) => a.x * b.x + a.y * b.y + a.z * b.z
export const cross = (a: V3, b: V3): V3 => v3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
export const norm = (a: V3) => Math.hypot(a.x, a.y, a.z)

/** Unit quaternion of a rotation by `angle` (rad) about `axis`. */
export function axisAngle(axis: V3, angle: number): Q4 {
  const n = norm(axis)
  const s = Math.sin(angle / 2) / n
  return { x: axis.x * s, y: axis.y * s, z: axis.z * s, w: Math.cos(angle / 2) }
}

/** Hamilton product a·b (apply b first). */
export function qmul(a: Q4, b: Q4): Q4 {
  return {
    w: a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z,
    x: a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
    y: a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
    z: a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
  }
}

/** q v q* for a unit quaternion, written out as the rotation matrix (Rodrigues' form). */
export function rotate(q: Q4, v: V3): V3 {
  const { x, y, z, w } = q
  return v3(
    (1 - 2 * (y * y + z * z)) * v.x + 2 * (x * y - w * z) * v.y + 2 * (x * z + w * y) * v.z,
    2 * (x * y + w * z) * v.x + (1 - 2 * (x * x + z * z)) * v.y + 2 * (y * z - w * x) * v.z,
    2 * (x * z - w * y) * v.x + 2 * (y * z + w * x) * v.y + (1 - 2 * (x * x + y * y)) * v.z,
  )
}

export const toWorld = (pose: PoseLike, p: V3): V3 => add(pose.position, rotate(pose.quaternion, p))

/** Triangles of a mesh as vertex triples (indexed or consecutive triples). */
export function triangles(positions: ArrayLike<number>, indices?: ArrayLike<number> | null): [V3, V3, V3][] {
  const at = (i: number) => v3(positions[3 * i], positions[3 * i + 1], positions[3 * i + 2])
  const out: [V3, V3, V3][] = []
  const count = indices ? indices.length / 3 : positions.length / 9
  for (let t = 0; t < count; t++) {
    const i = indices ? [indices[3 * t], indices[3 * t + 1], indices[3 * t + 2]] : [3 * t, 3 * t + 1, 3 * t + 2]
    out.push([at(i[0]), at(i[1]), at(i[2])])
  }
  return out
}

/** Volume and centroid of a closed polyhedron: signed tetrahedra from the origin (divergence theorem). */
export function polyhedron(tris: [V3, V3, V3][]): { volume: number; centroid: V3 } {
  let volume = 0
  let m = v3(0, 0, 0)
  for (const [a, b, c] of tris) {
    const v = dot(a, cross(b, c)) / 6
    volume += v
    m = add(m, scale(add(add(a, b), c), v / 4))
  }
  return { volume, centroid: scale(m, 1 / volume) }
}

/** Surface area of a triangle list. */
export function area(tris: [V3, V3, V3][]): number {
  let s = 0
  for (const [a, b, c] of tris) s += norm(cross(sub(b, a), sub(c, a))) / 2
  return s
}

// ---- 2D sections ----------------------------------------------------------------------------------

export type P2 = [number, number]

/** Sutherland–Hodgman: the part of a convex polygon where a·p + b ≤ 0. */
export function clipHalfPlane(poly: P2[], a: P2, b: number): P2[] {
  const f = (p: P2) => a[0] * p[0] + a[1] * p[1] + b
  const out: P2[] = []
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i],
      q = poly[(i + 1) % poly.length]
    const fp = f(p),
      fq = f(q)
    if (fp <= 0) out.push(p)
    if ((fp < 0 && fq > 0) || (fp > 0 && fq < 0)) {
      const t = fp / (fp - fq)
      out.push([p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])])
    }
  }
  return out
}

/** Shoelace area and centroid of a simple polygon (any winding; area returned positive). */
export function polygonAreaCentroid(poly: P2[]): { area: number; centroid: P2 } {
  let a2 = 0,
    cx = 0,
    cy = 0
  for (let i = 0; i < poly.length; i++) {
    const [x0, y0] = poly[i],
      [x1, y1] = poly[(i + 1) % poly.length]
    const c = x0 * y1 - x1 * y0
    a2 += c
    cx += (x0 + x1) * c
    cy += (y0 + y1) * c
  }
  if (a2 === 0) return { area: 0, centroid: [NaN, NaN] }
  return { area: Math.abs(a2) / 2, centroid: [cx / (3 * a2), cy / (3 * a2)] }
}

// ---- flat water by the divergence theorem (docs/PHYSICS.md §1, "independent check for tests") ------------

/**
 * Submerged volume and its centroid below the plane y = h for a closed mesh in world coordinates,
 * by V = ∫ (y − h) n_y dA, ∫x dV = ∫ x (y − h) n_y dA, ∫y dV = ∫ (y² − h²)/2 n_y dA over the clipped
 * triangles (the fields vanish on the waterline cap). The integrands are quadratic on a triangle, so
 * the edge-midpoint rule is exact.
 */
export function flatReference(worldTris: [V3, V3, V3][], h: number): { volume: number; center: V3 } {
  let V = 0,
    mx = 0,
    my = 0,
    mz = 0
  const integrate = (a: V3, b: V3, c: V3) => {
    const nA = cross(sub(b, a), sub(c, a)) // n dA × 2
    const ny2 = nA.y
    const mids = [scale(add(a, b), 0.5), scale(add(b, c), 0.5), scale(add(c, a), 0.5)]
    for (const p of mids) {
      const w = ny2 / 2 / 3
      V += (p.y - h) * w
      mx += p.x * (p.y - h) * w
      mz += p.z * (p.y - h) * w
      my += ((p.y * p.y - h * h) / 2) * w
    }
  }
  for (const tri of worldTris) {
    const below = tri.map((p) => p.y - h < 0)
    const n = below.filter(Boolean).length
    if (n === 3) integrate(...tri)
    if (n === 0 || n === 3) continue
    // rotate so that tri[0] is the odd one out
    const k = below.findIndex((b) => b === (n === 1))
    const p0 = tri[k],
      p1 = tri[(k + 1) % 3],
      p2 = tri[(k + 2) % 3]
    const cut = (p: V3, q: V3) => add(p, scale(sub(q, p), (p.y - h) / (p.y - q.y)))
    const c1 = cut(p0, p1),
      c2 = cut(p0, p2)
    if (n === 1) integrate(p0, c1, c2)
    else {
      integrate(c1, p1, p2)
      integrate(c1, p2, c2)
    }
  }
  return { volume: V, center: v3(mx / V, my / V, mz / V) }
}

/** Mesh triangles carried to world coordinates by a pose. */
export function worldTriangles(tris: [V3, V3, V3][], pose: PoseLike): [V3, V3, V3][] {
  return tris.map(([a, b, c]) => [toWorld(pose, a), toWorld(pose, b), toWorld(pose, c)])
}

// ---- brute-force pressure quadrature on any water -----------------------------------------------

/**
 * Force and torque (about `about`) of p = ρ g max(η − y, 0) on a closed mesh, by the midpoint rule on
 * each triangle split into n² similar sub-triangles. No clipping: the kink of max(·, 0) is resolved
 * by the fineness of the sub-triangles, so it converges as O(1/n²) away from the waterline and about
 * O(1/n²) overall.
 */
export function bruteForcePressure(
  worldTris: [V3, V3, V3][],
  heightAt: (x: number, z: number) => number,
  rhoG: number,
  n: number,
  about: V3,
): { force: V3; torque: V3 } {
  let fx = 0,
    fy = 0,
    fz = 0,
    tx = 0,
    ty = 0,
    tz = 0
  for (const [a, b, c] of worldTris) {
    const e1 = scale(sub(b, a), 1 / n),
      e2 = scale(sub(c, a), 1 / n)
    const nA = scale(cross(e1, e2), 0.5) // outward normal × sub-triangle area
    const point = (i: number, j: number, s: number, t: number) =>
      v3(
        a.x + (i + s) * e1.x + (j + t) * e2.x,
        a.y + (i + s) * e1.y + (j + t) * e2.y,
        a.z + (i + s) * e1.z + (j + t) * e2.z,
      )
    for (let i = 0; i < n; i++) {
      for (let j = 0; i + j < n; j++) {
        // upright sub-triangle centroid, then the inverted one beside it
        const cs: V3[] = [point(i, j, 1 / 3, 1 / 3)]
        if (i + j < n - 1) cs.push(point(i, j, 2 / 3, 2 / 3))
        for (const p of cs) {
          const d = heightAt(p.x, p.z) - p.y
          if (d <= 0) continue
          const s = -rhoG * d
          const f = scale(nA, s)
          fx += f.x
          fy += f.y
          fz += f.z
          const r = sub(p, about)
          tx += r.y * f.z - r.z * f.y
          ty += r.z * f.x - r.x * f.z
          tz += r.x * f.y - r.y * f.x
        }
      }
    }
  }
  return { force: v3(fx, fy, fz), torque: v3(tx, ty, tz) }
}

// ---- closed forms ------------------------------------------------------------------------------

/** Spherical cap of height d on a sphere of radius R: volume π d²(3R − d)/3 and the depth of its centroid below the centre, 3(2R − d)²/(4(3R − d)). */
export function sphereCap(R: number, d: number): { volume: number; centroidBelowCentre: number } {
  return {
    volume: (Math.PI * d * d * (3 * R - d)) / 3,
    centroidBelowCentre: (3 * (2 * R - d) ** 2) / (4 * (3 * R - d)),
  }
}

/** Circular segment below the line y = a (circle of radius R at the origin): area and centroid height. */
export function circleBelow(R: number, a: number): { area: number; centroidY: number } {
  const area = R * R * (Math.PI - Math.acos(a / R)) + a * Math.sqrt(R * R - a * a)
  const centroidY = (-(2 / 3) * (R * R - a * a) ** 1.5) / area
  return { area, centroidY }
}

export function relErr(got: number, want: number) {
  return Math.abs(got - want) / Math.abs(want)
}

export function expectClose(got: V3, want: V3, tol: number, what = ''): void {
  const d = norm(sub(got, want))
  if (!(d <= tol)) {
    throw new Error(
      `${what} got (${got.x}, ${got.y}, ${got.z}), want (${want.x}, ${want.y}, ${want.z}), |diff| ${d} > ${tol}`,
    )
  }
}
