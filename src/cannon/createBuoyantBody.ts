import { Body, Quaternion as CannonQuaternion, Vec3 } from 'cannon-es'
import type { BodyOptions, Shape } from 'cannon-es'
import type { Hull, MassProperties, Quaternion, Vector } from '../core/internal.js'
import { applyMassProperties } from './applyMassProperties.js'
import { centerHull } from './centerHull.js'
import type { CenteredHull } from './centerHull.js'
import type { MassSpec } from './massProperties.js'
import { finiteVector, multiplyQuaternions, normalizedQuaternion, rotate } from './rotation.js'
import { rememberBodyHull } from './bodyHulls.js'

/** A collision shape placed in the source mesh's coordinates. */
export interface SourceShape {
  shape: Shape
  /** m, source coordinates; default the origin */
  offset?: Vector
  /** source coordinates; default none */
  orientation?: Quaternion
}

/** Options of createBuoyantBody. Poses are those of the source mesh, as you would place it in the scene. */
export interface BuoyantBodyOptions {
  /** World position of the source mesh's origin, m; default (0, 0, 0). */
  position?: Vector
  /** World orientation of the source mesh; default none. */
  quaternion?: Quaternion
  /** Starting velocity of the centre of mass, m/s. */
  velocity?: Vector
  /** Starting angular velocity, rad/s, world. */
  angularVelocity?: Vector
  /**
   * Collision shapes in the source mesh's coordinates (a Box, a ConvexPolyhedron…; cannon-es's Trimesh
   * collides only with spheres and planes). Added before the inertia is set, since addShape resets it.
   */
  shapes?: readonly SourceShape[]
  /** Any other cannon-es Body options (material, linearDamping, collisionFilterGroup…). */
  body?: Omit<
    NonNullable<BodyOptions>,
    'mass' | 'position' | 'quaternion' | 'velocity' | 'angularVelocity' | 'shape' | 'type'
  >
}

/** A dynamic cannon-es body ready for attachBuoyancy, with its hull in body coordinates. */
export interface BuoyantBody extends CenteredHull {
  body: Body
}

/**
 * A cannon-es body for a hull, in one call: centerHull (origin at the centre of mass, principal axes),
 * then a dynamic Body posed so that the source mesh sits at `options.position` / `quaternion`, with the
 * shapes moved into body coordinates and applyMassProperties last. Float it with
 * `attachBuoyancy(world, result.body, result.hull, water)` after `world.addBody(result.body)`; draw the
 * original mesh as a child of the body's Object3D with `result.meshTransform`.
 *
 * @param mass `{ density }` (kg/m³ of the body), `{ mass }` (kg), or MassProperties in the hull's coordinates
 */
export function createBuoyantBody(
  hull: Hull,
  mass: MassSpec | MassProperties,
  options: BuoyantBodyOptions = {},
): BuoyantBody {
  if (options === null || typeof options !== 'object') throw new Error('createBuoyantBody: options must be an object')
  const centered = centerHull(hull, mass)
  const where = finiteVector(options.position ?? { x: 0, y: 0, z: 0 }, 'createBuoyantBody: options.position')
  const turn = normalizedQuaternion(
    options.quaternion ?? { x: 0, y: 0, z: 0, w: 1 },
    'createBuoyantBody: options.quaternion',
  )
  // world ← body = (world ← source) ∘ (source ← body), source ← body the inverse of meshTransform
  const toBody = centered.meshTransform.quaternion
  const fromBody = { x: -toBody.x, y: -toBody.y, z: -toBody.z, w: toBody.w }
  const origin = rotate(fromBody, centered.meshTransform.position)
  const center = rotate(turn, { x: -origin.x, y: -origin.y, z: -origin.z })
  const orientation = multiplyQuaternions(turn, fromBody)

  const body = new Body({ ...options.body, mass: centered.massProperties.mass })
  body.position.set(where.x + center.x, where.y + center.y, where.z + center.z)
  body.quaternion.set(orientation.x, orientation.y, orientation.z, orientation.w)
  body.quaternion.normalize()
  body.previousPosition.copy(body.position)
  body.interpolatedPosition.copy(body.position)
  body.initPosition.copy(body.position)
  body.previousQuaternion.copy(body.quaternion)
  body.interpolatedQuaternion.copy(body.quaternion)
  body.initQuaternion.copy(body.quaternion)
  if (options.velocity) {
    const v = finiteVector(options.velocity, 'createBuoyantBody: options.velocity', 'm/s')
    body.velocity.set(v.x, v.y, v.z)
  }
  if (options.angularVelocity) {
    const w = finiteVector(options.angularVelocity, 'createBuoyantBody: options.angularVelocity', 'rad/s')
    body.angularVelocity.set(w.x, w.y, w.z)
  }
  for (const [index, entry] of (options.shapes ?? []).entries()) {
    if (!entry || !entry.shape)
      throw new Error(`createBuoyantBody: options.shapes[${index}] must be { shape, offset?, orientation? }`)
    const offset = finiteVector(
      entry.offset ?? { x: 0, y: 0, z: 0 },
      `createBuoyantBody: options.shapes[${index}].offset`,
    )
    const q = normalizedQuaternion(
      entry.orientation ?? { x: 0, y: 0, z: 0, w: 1 },
      `createBuoyantBody: options.shapes[${index}].orientation`,
    )
    const at = rotate(toBody, offset)
    const p = centered.meshTransform.position
    const turned = multiplyQuaternions(toBody, q)
    body.addShape(
      entry.shape,
      new Vec3(at.x + p.x, at.y + p.y, at.z + p.z),
      new CannonQuaternion(turned.x, turned.y, turned.z, turned.w),
    )
  }
  applyMassProperties(body, centered.massProperties)
  rememberBodyHull(body, centered.hull)
  return { ...centered, body }
}
