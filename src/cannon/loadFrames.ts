import { type CargoItem, type CompartmentOptions, type Hull, type Vector, transformHull } from '../core/internal.js'
import type { BodyFrame } from './bodyFrame.js'
import { conjugate, quaternionToMatrix, rotate } from './rotation.js'

/** A `<Buoyant>` body frame's placement in its group: group = centerOfMass + orientation · body. */
type Placement = Pick<BodyFrame, 'centerOfMass' | 'orientation'>

/** The body coordinates (m) of a point given in the group's frame: orientation⁻¹ · (p − centerOfMass). */
export function groupToBody(frame: Placement, p: Vector): Vector {
  const c = frame.centerOfMass
  return rotate(conjugate(frame.orientation), { x: p.x - c.x, y: p.y - c.y, z: p.z - c.z })
}

/**
 * A cargo item given in the group's frame, in body coordinates. A box's sides stay along the group's axes;
 * when the body axes are turned from them (an asymmetric hull's principal axes), the box is replaced by
 * the body-aligned box of the same extents along the body axes (|R| · size), which keeps its mass and
 * centre exactly and its inertia approximately: cargoMassDistribution takes body-aligned boxes only.
 */
export function cargoToBody(frame: Placement, cargo: CargoItem): CargoItem {
  const position = groupToBody(frame, cargo.position)
  if (cargo.size === undefined) return { mass: cargo.mass, position }
  const m = quaternionToMatrix(conjugate(frame.orientation)) // row-major
  const s = cargo.size
  const size = {
    x: Math.abs(m[0]) * s.x + Math.abs(m[1]) * s.y + Math.abs(m[2]) * s.z,
    y: Math.abs(m[3]) * s.x + Math.abs(m[4]) * s.y + Math.abs(m[5]) * s.z,
    z: Math.abs(m[6]) * s.x + Math.abs(m[7]) * s.y + Math.abs(m[8]) * s.z,
  }
  return { mass: cargo.mass, position, size }
}

/** A compartment's space (a hull in the group's frame) in body coordinates: a rigid motion of its vertices. */
export function hullToBody(frame: Placement, hull: Hull): Hull {
  const toBody = conjugate(frame.orientation)
  const c = frame.centerOfMass
  return transformHull(hull, rotate(toBody, { x: -c.x, y: -c.y, z: -c.z }), toBody)
}

/** Compartment options given in the group's frame (space, hole positions), in body coordinates. */
export function compartmentToBody(
  frame: Placement,
  options: CompartmentOptions & { hull: Hull },
): CompartmentOptions & { hull: Hull } {
  return {
    ...options,
    hull: hullToBody(frame, options.hull),
    holes: options.holes?.map((hole) => ({ ...hole, position: groupToBody(frame, hole.position) })),
  }
}
