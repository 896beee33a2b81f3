import type { Body, World } from 'cannon-es'
import { useLayoutEffect, useState } from 'react'
import type { WaterSurface } from '../../core/internal.js'
import { BodyLoads } from '../../cannon/internal.js'
import type { BodyFrame } from '../../cannon/internal.js'

/**
 * The loads of a `<Buoyant>` (what its `<Cargo>` and `<Compartment>` children register), attached to its
 * body while the body floats with `frame`. Call it after the effect that applies the frame (its mass is the
 * dry mass the cargo adds to) and before the buoyancy is attached (the loads' step listeners must run first;
 * layout effects of one component run in the order they are declared).
 * @param applied what holds the frame the body has now; the loads wait while it is not `frame` (applying failed)
 * @param collisions the collision shape: a new one re-applies the frame, which resets the body's mass, so
 *   the loads attach again after it
 */
export function useBodyLoads(
  world: World,
  body: Body,
  frame: BodyFrame | null,
  applied: { readonly frame: BodyFrame | null },
  collisions: unknown,
  water: WaterSurface | null,
  density: number | undefined,
): BodyLoads {
  const [loads] = useState(() => new BodyLoads())
  useLayoutEffect(() => {
    if (frame === null || water === null || applied.frame !== frame) return
    return loads.attach(world, body, frame, water, density)
  }, [loads, world, body, frame, applied, collisions, water, density])
  return loads
}
