import { Body } from 'cannon-es'
import { applyMassProperties } from '../../cannon/internal.js'
import type { BodyFrame } from '../../cannon/internal.js'
import type { CollisionShape } from './collisionShape.js'
import { takeCollisionShape } from './preparedShapes.js'

/**
 * Gives a cannon-es body the collision shape, mass and inertia of a body frame. The mass properties go
 * last because `addShape` overwrites the inertia with cannon-es's bounding-box estimate.
 */
export function applyBodyFrame(body: Body, frame: BodyFrame, collisions: CollisionShape): void {
  while (body.shapes.length > 0) body.removeShape(body.shapes[body.shapes.length - 1])
  body.type = Body.DYNAMIC
  if (collisions !== false) {
    const { shape, offset } = takeCollisionShape(frame.hull, collisions)
    body.addShape(shape, offset)
  }
  applyMassProperties(body, frame.massProperties)
}
