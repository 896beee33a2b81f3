import type { TriangleMesh } from '../meshes/types.js'

/** Points closer than this fraction of the bounding-box diagonal to a face's plane count as on it. */
const PLANE_TOLERANCE = 1e-9

/**
 * The convex hull of some points, outward wound, with at most `maxTriangles` triangles.
 *
 * When there are more than `maxTriangles / 2` distinct candidates (a hull of n points has at most 2n − 4
 * triangles), the hull is built from the points extreme in `maxTriangles / 2` directions spread evenly over
 * the sphere (a Fibonacci lattice): an inscribed polytope whose volume converges on the true hull's as the
 * directions multiply (within 0.3 % for a sphere at 2,000 directions).
 *
 * Incremental construction (each point removes the faces it sees and joins their horizon): O(points ×
 * faces), fine for the few thousand points the budget allows.
 */
export function convexHull(positions: Float64Array, maxTriangles: number): TriangleMesh {
  const points = candidatePoints(positions, Math.max(4, Math.floor(maxTriangles / 2)))
  const n = points.length / 3
  let minX = Infinity,
    minY = Infinity,
    minZ = Infinity,
    maxX = -Infinity,
    maxY = -Infinity,
    maxZ = -Infinity
  for (let i = 0; i < n; i++) {
    minX = Math.min(minX, points[3 * i])
    maxX = Math.max(maxX, points[3 * i])
    minY = Math.min(minY, points[3 * i + 1])
    maxY = Math.max(maxY, points[3 * i + 1])
    minZ = Math.min(minZ, points[3 * i + 2])
    maxZ = Math.max(maxZ, points[3 * i + 2])
  }
  const epsilon = PLANE_TOLERANCE * Math.hypot(maxX - minX, maxY - minY, maxZ - minZ)
  const faces = new FaceSet(points, n)
  const simplex = initialSimplex(points, n, epsilon)
  if (simplex === null) {
    throw new Error('buildHull: the parts are flat (all points on one plane or line): their convex hull has no volume')
  }
  const [a, b, c, d] = simplex
  // wind the tetrahedron's faces outward: d lies behind face abc
  if (faces.distance(faces.add(a, b, c), d) > 0) {
    faces.remove(faces.count - 1)
    faces.addTetrahedron(a, c, b, d)
  } else {
    faces.remove(faces.count - 1)
    faces.addTetrahedron(a, b, c, d)
  }
  for (let p = 0; p < n; p++) {
    if (p === a || p === b || p === c || p === d) continue
    faces.insert(p, epsilon)
  }
  return faces.mesh()
}

/** The distinct points, or the ones extreme in `directions` directions when there are more than that. */
function candidatePoints(points: Float64Array, directions: number): Float64Array {
  let positions = points
  let count = positions.length / 3
  let chosen = new Uint8Array(count)
  if (count <= directions) chosen.fill(1)
  else {
    const reduced = farthestPerDirection(positions, 4 * directions)
    positions = reduced
    count = reduced.length / 3
    chosen = new Uint8Array(count)
    const golden = Math.PI * (3 - Math.sqrt(5))
    for (let k = 0; k < directions; k++) {
      const dy = 1 - (2 * k + 1) / directions
      const r = Math.sqrt(1 - dy * dy)
      const dx = r * Math.cos(golden * k),
        dz = r * Math.sin(golden * k)
      let best = 0,
        bestSupport = -Infinity
      for (let v = 0; v < count; v++) {
        const support = dx * positions[3 * v] + dy * positions[3 * v + 1] + dz * positions[3 * v + 2]
        if (support > bestSupport) {
          bestSupport = support
          best = v
        }
      }
      chosen[best] = 1
    }
  }
  const seen = new Set<string>()
  const out: number[] = []
  for (let v = 0; v < count; v++) {
    if (chosen[v] === 0) continue
    const key = `${positions[3 * v]},${positions[3 * v + 1]},${positions[3 * v + 2]}`
    if (seen.has(key)) continue
    seen.add(key)
    out.push(positions[3 * v], positions[3 * v + 1], positions[3 * v + 2])
  }
  return Float64Array.from(out)
}

/** Four points spanning a volume (extreme pair, farthest from its line, farthest from their plane), or null. */
function initialSimplex(p: Float64Array, n: number, epsilon: number): [number, number, number, number] | null {
  if (n < 4) return null
  let a = 0
  for (let i = 1; i < n; i++) if (p[3 * i] < p[3 * a]) a = i
  let b = a,
    far = 0
  for (let i = 0; i < n; i++) {
    const d = Math.hypot(p[3 * i] - p[3 * a], p[3 * i + 1] - p[3 * a + 1], p[3 * i + 2] - p[3 * a + 2])
    if (d > far) [far, b] = [d, i]
  }
  if (far <= epsilon) return null
  const ux = p[3 * b] - p[3 * a],
    uy = p[3 * b + 1] - p[3 * a + 1],
    uz = p[3 * b + 2] - p[3 * a + 2]
  let c = a
  far = 0
  for (let i = 0; i < n; i++) {
    const vx = p[3 * i] - p[3 * a],
      vy = p[3 * i + 1] - p[3 * a + 1],
      vz = p[3 * i + 2] - p[3 * a + 2]
    const d = Math.hypot(uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx)
    if (d > far) [far, c] = [d, i]
  }
  if (far <= epsilon * Math.hypot(ux, uy, uz)) return null
  const vx = p[3 * c] - p[3 * a],
    vy = p[3 * c + 1] - p[3 * a + 1],
    vz = p[3 * c + 2] - p[3 * a + 2]
  const nx = uy * vz - uz * vy,
    ny = uz * vx - ux * vz,
    nz = ux * vy - uy * vx
  const norm = Math.hypot(nx, ny, nz)
  let d = a
  far = 0
  for (let i = 0; i < n; i++) {
    const h =
      Math.abs(nx * (p[3 * i] - p[3 * a]) + ny * (p[3 * i + 1] - p[3 * a + 1]) + nz * (p[3 * i + 2] - p[3 * a + 2])) /
      norm
    if (h > far) [far, d] = [h, i]
  }
  if (far <= epsilon) return null
  return [a, b, c, d]
}

/** The hull's faces: corners, outward unit normals and plane offsets, and which face owns each directed edge. */
class FaceSet {
  corners: number[] = []
  planes: number[] = []
  alive: boolean[] = []
  edgeFace = new Map<number, number>()
  count = 0
  constructor(
    readonly points: Float64Array,
    readonly pointCount: number,
  ) {}

  add(a: number, b: number, c: number): number {
    const p = this.points
    const ux = p[3 * b] - p[3 * a],
      uy = p[3 * b + 1] - p[3 * a + 1],
      uz = p[3 * b + 2] - p[3 * a + 2]
    const vx = p[3 * c] - p[3 * a],
      vy = p[3 * c + 1] - p[3 * a + 1],
      vz = p[3 * c + 2] - p[3 * a + 2]
    let nx = uy * vz - uz * vy,
      ny = uz * vx - ux * vz,
      nz = ux * vy - uy * vx
    const norm = Math.hypot(nx, ny, nz) || 1
    nx /= norm
    ny /= norm
    nz /= norm
    const f = this.count++
    this.corners.push(a, b, c)
    this.planes.push(nx, ny, nz, nx * p[3 * a] + ny * p[3 * a + 1] + nz * p[3 * a + 2])
    this.alive.push(true)
    const m = this.pointCount
    this.edgeFace.set(a * m + b, f)
    this.edgeFace.set(b * m + c, f)
    this.edgeFace.set(c * m + a, f)
    return f
  }

  addTetrahedron(a: number, b: number, c: number, d: number): void {
    // abc faces outward (d behind it); the other three share its edges reversed
    this.add(a, b, c)
    this.add(b, a, d)
    this.add(c, b, d)
    this.add(a, c, d)
  }

  remove(f: number): void {
    this.alive[f] = false
    const [a, b, c] = this.corners.slice(3 * f, 3 * f + 3)
    const m = this.pointCount
    for (const key of [a * m + b, b * m + c, c * m + a]) if (this.edgeFace.get(key) === f) this.edgeFace.delete(key)
  }

  distance(f: number, q: number): number {
    const p = this.points
    const o = 4 * f
    return (
      this.planes[o] * p[3 * q] +
      this.planes[o + 1] * p[3 * q + 1] +
      this.planes[o + 2] * p[3 * q + 2] -
      this.planes[o + 3]
    )
  }

  /** Adds point q: the faces it sees are removed and their horizon joined to q. */
  insert(q: number, epsilon: number): void {
    let seed = -1
    for (let f = this.count - 1; f >= 0 && seed < 0; f--) if (this.alive[f] && this.distance(f, q) > epsilon) seed = f
    if (seed < 0) return
    // the faces a point outside sees form one connected patch: grow it from the first one found
    const m = this.pointCount
    const visible = new Set<number>([seed])
    const stack = [seed]
    while (stack.length > 0) {
      const f = stack.pop()!
      for (let k = 0; k < 3; k++) {
        const from = this.corners[3 * f + k],
          to = this.corners[3 * f + ((k + 1) % 3)]
        const across = this.edgeFace.get(to * m + from)
        if (across !== undefined && !visible.has(across) && this.distance(across, q) > epsilon) {
          visible.add(across)
          stack.push(across)
        }
      }
    }
    const horizon: number[] = []
    for (const f of visible) {
      const corner = this.corners
      for (let k = 0; k < 3; k++) {
        const from = corner[3 * f + k],
          to = corner[3 * f + ((k + 1) % 3)]
        const across = this.edgeFace.get(to * m + from)
        if (across === undefined || !visible.has(across)) horizon.push(from, to)
      }
    }
    for (const f of visible) this.remove(f)
    for (let i = 0; i < horizon.length; i += 2) this.add(horizon[i], horizon[i + 1], q)
    if (this.count > 100 + (2 * this.edgeFace.size) / 3) this.compact()
  }

  /** Drops the removed faces so the scan for visible faces stays proportional to the hull's size. */
  compact(): void {
    const corners = this.corners
    const alive = this.alive
    this.corners = []
    this.planes = []
    this.alive = []
    this.edgeFace.clear()
    this.count = 0
    for (let f = 0; f < alive.length; f++)
      if (alive[f]) this.add(corners[3 * f], corners[3 * f + 1], corners[3 * f + 2])
  }

  mesh(): TriangleMesh {
    const indices: number[] = []
    for (let f = 0; f < this.count; f++) if (this.alive[f]) indices.push(...this.corners.slice(3 * f, 3 * f + 3))
    return { positions: this.points, indices: Uint32Array.from(indices) }
  }
}

/**
 * A linear-time first cut for large inputs: the points sorted into `buckets` cones of direction from
 * the centroid (an octahedral map), keeping in each the point farthest out along the cone's axis. Every
 * point kept lies on or inside the true hull, so the final hull is inscribed in it.
 */
function farthestPerDirection(positions: Float64Array, buckets: number): Float64Array {
  const count = positions.length / 3
  let cx = 0,
    cy = 0,
    cz = 0
  for (let v = 0; v < count; v++) {
    cx += positions[3 * v]
    cy += positions[3 * v + 1]
    cz += positions[3 * v + 2]
  }
  cx /= count
  cy /= count
  cz /= count
  const side = Math.max(2, Math.ceil(Math.sqrt(buckets)))
  const best = new Int32Array(side * side).fill(-1)
  const bestReach = new Float64Array(side * side).fill(-Infinity)
  for (let v = 0; v < count; v++) {
    const x = positions[3 * v] - cx,
      y = positions[3 * v + 1] - cy,
      z = positions[3 * v + 2] - cz
    const l1 = Math.abs(x) + Math.abs(y) + Math.abs(z)
    if (l1 === 0) continue
    // octahedral map of the direction onto the square [-1, 1]²
    let u = x / l1,
      w = y / l1
    if (z < 0) {
      const fu = (1 - Math.abs(w)) * Math.sign(u || 1)
      w = (1 - Math.abs(u)) * Math.sign(w || 1)
      u = fu
    }
    const i = Math.min(side - 1, Math.floor(((u + 1) / 2) * side))
    const j = Math.min(side - 1, Math.floor(((w + 1) / 2) * side))
    const reach = x * x + y * y + z * z
    if (reach > bestReach[i * side + j]) {
      bestReach[i * side + j] = reach
      best[i * side + j] = v
    }
  }
  const out: number[] = []
  for (const v of best) if (v >= 0) out.push(positions[3 * v], positions[3 * v + 1], positions[3 * v + 2])
  return Float64Array.from(out)
}
