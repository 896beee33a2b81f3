import { Box, ConvexPolyhedron, type Shape, Vec3 } from 'cannon-es'
import { Vector3 } from 'three'
import { ConvexHull } from 'three/examples/jsm/math/ConvexHull.js'
import type { Hull } from '../../core/internal.js'

/**
 * The shape a floating body collides with:
 * - `'convex'` (default): the convex hull of its vertices (a cannon-es `ConvexPolyhedron`): collides with
 *   boxes, spheres, planes, other convex hulls. A non-convex hull (a catamaran, a torus) collides as its
 *   convex envelope; the buoyancy still uses the exact triangle mesh.
 * - `'box'`: its axis-aligned bounds in body axes (cheapest).
 * - `false`: no collisions (the body only floats).
 * A cannon-es `Trimesh` is not offered: it collides only with spheres and planes.
 */
export type CollisionShape = 'convex' | 'box' | false

/** A convex envelope with more faces than this is replaced by its bounding box (SAT tests grow with faces). */
export const MAX_CONVEX_FACES = 512

/** One cannon-es shape for a hull in body coordinates, with its offset from the body origin. */
export function createCollisionShape(hull: Hull, kind: Exclude<CollisionShape, false>): { shape: Shape; offset: Vec3 } {
  if (kind === 'convex') {
    const convex = convexEnvelope(hull)
    if (convex !== null) return { shape: convex, offset: new Vec3() }
  }
  const { min, max } = hull.bounds
  const half = new Vec3((max.x - min.x) / 2, (max.y - min.y) / 2, (max.z - min.z) / 2)
  return { shape: new Box(half), offset: new Vec3((max.x + min.x) / 2, (max.y + min.y) / 2, (max.z + min.z) / 2) }
}

/** Face normals closer than this (1 − cos of the angle) lie in one plane of the envelope. */
const COPLANAR = 1e-9

/**
 * The convex hull of the vertices as a ConvexPolyhedron, or null when it would be too heavy. Coplanar
 * triangles of three's ConvexHull are merged into one polygon per plane: cannon-es clips contact faces
 * polygon against polygon, and a box given as twelve triangles tumbles where six quads rest.
 */
function convexEnvelope(hull: Hull): ConvexPolyhedron | null {
  const points: Vector3[] = []
  const p = hull.positions
  for (let i = 0; i < p.length; i += 3) points.push(new Vector3(p[i], p[i + 1], p[i + 2]))
  const envelope = new ConvexHull().setFromPoints(points)

  const size = Math.max(hull.boundingRadius, 1e-9)
  const planes: { normal: Vector3; offset: number; points: Set<Vector3> }[] = []
  for (const face of envelope.faces) {
    const normal = face.normal
    const offset = face.constant
    let plane = planes.find((q) => 1 - q.normal.dot(normal) < COPLANAR && Math.abs(q.offset - offset) < COPLANAR * size)
    if (plane === undefined) {
      plane = { normal: normal.clone(), offset, points: new Set() }
      planes.push(plane)
    }
    let edge = face.edge
    do {
      plane.points.add(edge.head().point)
      edge = edge.next
    } while (edge !== face.edge)
  }
  if (planes.length > MAX_CONVEX_FACES) return null

  const vertices: Vec3[] = []
  const indexOf = new Map<Vector3, number>()
  const faces: number[][] = []
  const normals: Vec3[] = []
  const center = new Vector3()
  const u = new Vector3()
  const v = new Vector3()
  const d = new Vector3()
  for (const plane of planes) {
    const loop = Array.from(plane.points)
    center.set(0, 0, 0)
    for (const point of loop) center.add(point)
    center.divideScalar(loop.length)
    // Counter-clockwise seen from outside (around the outward normal), as cannon-es expects.
    u.subVectors(loop[0], center).normalize()
    v.crossVectors(plane.normal, u)
    const angle = (point: Vector3) => Math.atan2(d.subVectors(point, center).dot(v), d.dot(u))
    loop.sort((a, b) => angle(a) - angle(b))
    faces.push(
      loop.map((point) => {
        let index = indexOf.get(point)
        if (index === undefined) {
          index = vertices.length
          indexOf.set(point, index)
          vertices.push(new Vec3(point.x, point.y, point.z))
        }
        return index
      }),
    )
    normals.push(new Vec3(plane.normal.x, plane.normal.y, plane.normal.z))
  }
  // The separating axes: the face normals, each direction once (a box has three, not six).
  const axes: Vec3[] = []
  for (const n of normals) if (!axes.some((a) => Math.abs(Math.abs(a.dot(n)) - 1) < COPLANAR)) axes.push(n)
  return new ConvexPolyhedron({ vertices, faces, normals, axes })
}
