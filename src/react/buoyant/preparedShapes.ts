import type { Hull } from '../../core/internal.js'
import { type CollisionShape, createCollisionShape } from './collisionShape.js'

type Built = ReturnType<typeof createCollisionShape>

/** Shapes built ahead of the commit that adds them, per hull and kind; each is taken once (one body). */
const prepared = new WeakMap<Hull, Map<CollisionShape, Built>>()

/**
 * Builds the collision shape of `hull` now, for {@link takeCollisionShape} to hand over later: a body
 * whose hull was built in the background gets its convex envelope in a task of its own (tens of ms on a
 * cold page) rather than in the commit that adds the body, which already runs React's work.
 */
export function prepareCollisionShape(hull: Hull, kind: CollisionShape): Built | null {
  if (kind === false) return null
  let kinds = prepared.get(hull)
  if (kinds === undefined) prepared.set(hull, (kinds = new Map()))
  let built = kinds.get(kind)
  if (built === undefined) kinds.set(kind, (built = createCollisionShape(hull, kind)))
  return built
}

/** The shape prepared for `hull`, or one built now; a prepared shape is handed out once. */
export function takeCollisionShape(hull: Hull, kind: Exclude<CollisionShape, false>): Built {
  const kinds = prepared.get(hull)
  const ready = kinds?.get(kind)
  if (ready === undefined) return createCollisionShape(hull, kind)
  kinds!.delete(kind)
  return ready
}
