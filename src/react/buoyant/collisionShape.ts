import { Box, type ConvexPolyhedron, type Shape, Vec3 } from 'cannon-es'
import { Vector3 } from 'three'
import { ConvexHull } from 'three/examples/jsm/math/ConvexHull.js'
import type { Hull } from '../../core/internal.js'
import { EnvelopePolyhedron } from './EnvelopePolyhedron.js'

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

/**
 * Cells per edge of each of the six cube faces that bin the hull's directions (6 × 4² = 96 cells): the
 * envelope is built from at most one vertex a cell, whatever the hull's size, so at most 2 × 96 − 4
 * triangles, below MAX_CONVEX_FACES. What two envelopes in contact cost grows with that: with 6 cells an
 * edge (216 points) a touching pair cost 5 ms a step even with EnvelopePolyhedron's pruned test (2.3 s with
 * cannon-es's own), with 4 about 1.5 ms, with 3 (54 points) 0.8 ms but a coarser shape.
 */
const DIRECTION_CELLS = 4
/** At most this many points go into the convex hull: 6 × DIRECTION_CELLS². */
export const MAX_ENVELOPE_POINTS = 6 * DIRECTION_CELLS * DIRECTION_CELLS

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
/** Normals and offsets are rounded to this many parts (of 1, and of the hull's size) to key a plane. */
const PLANE_KEY_STEPS = 1e6

/**
 * The points the envelope is built from: every vertex of a hull of at most MAX_ENVELOPE_POINTS, else, in
 * one pass over the vertices, the one farthest out in each direction cell: the direction from the bounding
 * box's centre, in the box scaled to a cube, picks a cell of the cube (face by the dominant axis, then a
 * DIRECTION_CELLS² grid), and the cell keeps its vertex farthest from the centre (in the same scaling).
 * Each kept vertex is one the envelope needs or close to one (it is the outermost of its cone of directions,
 * and scaling keeps a convex hull convex), so the envelope of a smooth hull loses a sliver at most a cell
 * wide; the cost is linear in the vertices and the hull built on bounded points.
 */
export function envelopePoints(hull: Hull): Vector3[] {
  const p = hull.positions
  const points: Vector3[] = []
  if (hull.vertexCount <= MAX_ENVELOPE_POINTS) {
    for (let i = 0; i < p.length; i += 3) points.push(new Vector3(p[i], p[i + 1], p[i + 2]))
    return points
  }
  const { min, max } = hull.bounds
  const cx = (min.x + max.x) / 2,
    cy = (min.y + max.y) / 2,
    cz = (min.z + max.z) / 2
  // directions and distances in the bounding box scaled to a cube: each of its faces gets its share of the
  // cells whatever the hull's proportions (a flat torus's bottom, a long boat's ends). Measured from the
  // centre as it is, no vertex of a torus lying flat pointed down steeply enough for the lower cells, and
  // its envelope lost the flat bottom it rests on
  const sx = max.x > min.x ? 2 / (max.x - min.x) : 1,
    sy = max.y > min.y ? 2 / (max.y - min.y) : 1,
    sz = max.z > min.z ? 2 / (max.z - min.z) : 1
  const farthest = new Int32Array(MAX_ENVELOPE_POINTS).fill(-1)
  const reach = new Float64Array(MAX_ENVELOPE_POINTS)
  const n = DIRECTION_CELLS
  for (let i = 0; i < p.length; i += 3) {
    const x = (p[i] - cx) * sx,
      y = (p[i + 1] - cy) * sy,
      z = (p[i + 2] - cz) * sz
    const ax = Math.abs(x),
      ay = Math.abs(y),
      az = Math.abs(z)
    // the cube face the direction leaves through (dominant axis and sign), and the direction on it in [−1, 1]²
    let face: number, s: number, t: number
    if (ax >= ay && ax >= az) {
      face = x >= 0 ? 0 : 1
      s = y / (ax || 1)
      t = z / (ax || 1)
    } else if (ay >= az) {
      face = y >= 0 ? 2 : 3
      s = x / ay
      t = z / ay
    } else {
      face = z >= 0 ? 4 : 5
      s = x / az
      t = y / az
    }
    const column = Math.min(n - 1, Math.floor(((s + 1) / 2) * n))
    const row = Math.min(n - 1, Math.floor(((t + 1) / 2) * n))
    const cell = (face * n + row) * n + column
    const distance = x * x + y * y + z * z
    if (farthest[cell] < 0 || distance > reach[cell]) {
      farthest[cell] = i
      reach[cell] = distance
    }
  }
  for (const i of farthest) if (i >= 0) points.push(new Vector3(p[i], p[i + 1], p[i + 2]))
  return points
}

/** The polygons of a convex envelope as plain numbers: what a ConvexPolyhedron is made from. */
export interface EnvelopeFaces {
  /** x y z per vertex, m */
  vertices: number[]
  /** vertex indices per face, counter-clockwise seen from outside */
  faces: number[][]
  /** x y z per face, outward */
  normals: number[]
  /** x y z per separating axis (each face direction once) */
  axes: number[]
}

/** Envelopes by hull: the costly half of a convex shape, made once per hull and shared by its bodies. */
const envelopes = new WeakMap<Hull, EnvelopeFaces | null>()

/**
 * The convex envelope of a hull as polygons, or null when it would be too heavy (more than
 * MAX_CONVEX_FACES planes): computed once per hull, so a `<Buoyant>` can run it in a task before the one
 * that makes the ConvexPolyhedron (each stays short on a cold page).
 */
export function envelopeFaces(hull: Hull): EnvelopeFaces | null {
  let found = envelopes.get(hull)
  if (found === undefined) envelopes.set(hull, (found = computeEnvelopeFaces(hull)))
  return found
}

/** A new ConvexPolyhedron of the envelope (cannon-es keeps the arrays it is given: each shape gets its own). */
function convexEnvelope(hull: Hull): ConvexPolyhedron | null {
  const envelope = envelopeFaces(hull)
  if (envelope === null) return null
  const vec3s = (xyz: number[]) =>
    Array.from({ length: xyz.length / 3 }, (_, i) => new Vec3(xyz[3 * i], xyz[3 * i + 1], xyz[3 * i + 2]))
  return new EnvelopePolyhedron({
    vertices: vec3s(envelope.vertices),
    faces: envelope.faces.map((face) => face.slice()),
    normals: vec3s(envelope.normals),
    axes: vec3s(envelope.axes),
  })
}

/**
 * The convex hull of the envelope points as polygons. Coplanar triangles of three's ConvexHull are merged
 * into one polygon per plane (found by a key, not a search): cannon-es clips contact faces polygon against
 * polygon, and a box given as twelve triangles tumbles where six quads rest.
 */
function computeEnvelopeFaces(hull: Hull): EnvelopeFaces | null {
  const envelope = new ConvexHull().setFromPoints(envelopePoints(hull))

  const size = Math.max(hull.boundingRadius, 1e-9)
  const planes = new Map<string, { normal: Vector3; offset: number; points: Set<Vector3> }>()
  for (const face of envelope.faces) {
    const normal = face.normal
    const offset = face.constant
    const key = planeKey(normal.x, normal.y, normal.z, offset / size)
    const found = planes.get(key)
    let plane = found
    // a plane of the same key but another direction (a rounding collision) is kept apart
    if (found === undefined || 1 - found.normal.dot(normal) >= COPLANAR) {
      plane = { normal: normal.clone(), offset, points: new Set() }
      planes.set(found === undefined ? key : `${key}/${planes.size}`, plane)
    }
    let edge = face.edge
    do {
      plane!.points.add(edge.head().point)
      edge = edge.next
    } while (edge !== face.edge)
  }
  if (planes.size > MAX_CONVEX_FACES) return null

  const vertices: number[] = []
  const indexOf = new Map<Vector3, number>()
  const faces: number[][] = []
  const normals: Vector3[] = []
  const center = new Vector3()
  const u = new Vector3()
  const v = new Vector3()
  const d = new Vector3()
  for (const plane of planes.values()) {
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
          index = vertices.length / 3
          indexOf.set(point, index)
          vertices.push(point.x, point.y, point.z)
        }
        return index
      }),
    )
    normals.push(plane.normal)
  }
  // The separating axes: the face normals, each direction once (a box has three, not six), keyed by
  // the direction with its sign made positive.
  const axes = new Map<string, Vector3>()
  for (const n of normals) {
    // the first component that is not (nearly) zero decides the sign
    const lead = Math.abs(n.x) > 1e-6 ? n.x : Math.abs(n.y) > 1e-6 ? n.y : n.z
    const sign = lead > 0 ? 1 : -1
    const key = planeKey(sign * n.x, sign * n.y, sign * n.z, 0)
    if (!axes.has(key)) axes.set(key, n)
  }
  const xyz = (vectors: Iterable<Vector3>) => Array.from(vectors).flatMap((n) => [n.x, n.y, n.z])
  return { vertices, faces, normals: xyz(normals), axes: xyz(axes.values()) }
}

function planeKey(x: number, y: number, z: number, w: number): string {
  const r = (value: number) => Math.round(value * PLANE_KEY_STEPS)
  return `${r(x)},${r(y)},${r(z)},${r(w)}`
}
