import { type Hull, type Pose, boxMesh, createHull, describeValue, isPositiveFinite } from '../../core/internal.js'
import { centerHull } from '../../cannon/internal.js'

type Triplet = [number, number, number]

/**
 * A body for @react-three/cannon and the hull that floats it, made from one size and one mass so the two
 * cannot disagree: spread `body` into `useBox` / `useConvexPolyhedron`, hand `hull` and `body.mass` to
 * {@link useCannonWorkerBuoyancy}.
 */
export interface CannonBuoyantBody<Args> {
  /** `args` and `mass` for @react-three/cannon's body hook. */
  readonly body: { readonly args: Args; readonly mass: number }
  /** The hull in the body's coordinates: origin at its centre of mass. */
  readonly hull: Hull
}

function checkMass(caller: string, mass: unknown): number {
  if (typeof mass !== 'number' || !isPositiveFinite(mass))
    throw new Error(`${caller}: mass must be a positive number of kg (got ${describeValue(mass)})`)
  return mass
}

/**
 * A box of `size` (m, x y z) and `mass` (kg) for `useBox`, with its hull:
 *
 * ```tsx
 * const boat = cannonBoxBody([2, 1, 2], { mass: 1000 })
 * const [ref, api] = useBox(() => ({ ...boat.body, position: [0, 1, 0] }))
 * useCannonWorkerBuoyancy(api, boat.hull, { mass: boat.body.mass })
 * ```
 * @throws Error when a side or the mass is not a positive finite number
 */
export function cannonBoxBody(size: Triplet, options: { mass: number }): CannonBuoyantBody<Triplet> {
  const caller = 'cannonBoxBody'
  if (!Array.isArray(size) || size.length !== 3 || !size.every(isPositiveFinite))
    throw new Error(`${caller}: size must be [x, y, z], three positive lengths in m (got ${describeValue(size)})`)
  const mass = checkMass(caller, options?.mass)
  const mesh = boxMesh(size[0], size[1], size[2])
  return { body: { args: [size[0], size[1], size[2]], mass }, hull: createHull(mesh.positions, mesh.indices) }
}

/** How far outside a face plane a vertex may lie (relative to the hull's size) and the hull still count as convex. */
const CONVEX_TOLERANCE = 1e-9

/**
 * A convex hull and `mass` (kg) for `useConvexPolyhedron`: the hull is moved to its centre of mass and
 * principal axes (the frame of a cannon-es body), and `args` are the vertices and triangles of that same
 * hull, so the collision shape and the buoyancy are one mesh. Draw your mesh inside the body with
 * `meshTransform` (where the original coordinates sit in the body). Meant for collision-sized hulls: the
 * convexity check visits every vertex for every face.
 *
 * @throws Error when the mass is not positive, or the hull is not convex (cannon-es's ConvexPolyhedron would
 *   collide wrongly: use a box, or the convex hull of your mesh, for the collision and the buoyancy)
 */
export function cannonConvexBody(
  hull: Hull,
  options: { mass: number },
): CannonBuoyantBody<[Triplet[], number[][]]> & { readonly meshTransform: Pose } {
  const caller = 'cannonConvexBody'
  const mass = checkMass(caller, options?.mass)
  const centred = centerHull(hull, { mass })
  const { positions, indices } = centred.hull
  const vertices: Triplet[] = []
  for (let i = 0; i < positions.length; i += 3) vertices.push([positions[i], positions[i + 1], positions[i + 2]])
  const faces: number[][] = []
  for (let i = 0; i < indices.length; i += 3) faces.push([indices[i], indices[i + 1], indices[i + 2]])
  const outside = firstVertexOutside(vertices, faces, CONVEX_TOLERANCE * centred.hull.boundingRadius)
  if (outside !== null) {
    throw new Error(
      `${caller}: the hull is not convex (vertex ${outside.vertex} lies ${outside.distance.toPrecision(3)} m outside the plane of triangle ${outside.face}); useConvexPolyhedron needs a convex shape: collide with a box (cannonBoxBody) or the convex hull of the mesh`,
    )
  }
  return { body: { args: [vertices, faces], mass }, hull: centred.hull, meshTransform: centred.meshTransform }
}

/** The first vertex in front of a triangle's outward plane by more than `tolerance` (m), or null. */
function firstVertexOutside(
  vertices: Triplet[],
  faces: number[][],
  tolerance: number,
): { vertex: number; face: number; distance: number } | null {
  for (let f = 0; f < faces.length; f++) {
    const [a, b, c] = faces[f].map((i) => vertices[i])
    const u = [b[0] - a[0], b[1] - a[1], b[2] - a[2]]
    const v = [c[0] - a[0], c[1] - a[1], c[2] - a[2]]
    const n = [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]]
    const length = Math.hypot(n[0], n[1], n[2])
    if (length === 0) continue
    for (let i = 0; i < vertices.length; i++) {
      const p = vertices[i]
      const distance = ((p[0] - a[0]) * n[0] + (p[1] - a[1]) * n[1] + (p[2] - a[2]) * n[2]) / length
      if (distance > tolerance) return { vertex: i, face: f, distance }
    }
  }
  return null
}
