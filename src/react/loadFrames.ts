import { Matrix4, Quaternion, Vector3 } from 'three'
import { type Cargo, type CompartmentOptions, type Hull, type Vector, transformHull } from '../core/index.js'
import type { BodyFrame } from './bodyFrame.js'

/** A `<Buoyant>` body frame's placement in its group: group = centerOfMass + orientation · body. */
type Placement = Pick<BodyFrame, 'centerOfMass' | 'orientation'>

const toBody = new Quaternion()
const point = new Vector3()
const rotation = new Matrix4()

/** The body coordinates (m) of a point given in the group's frame: orientation⁻¹ · (p − centerOfMass). */
export function groupToBody(frame: Placement, p: Vector): Vector {
  const o = frame.orientation
  toBody.set(o.x, o.y, o.z, o.w).invert()
  const c = frame.centerOfMass
  point.set(p.x - c.x, p.y - c.y, p.z - c.z).applyQuaternion(toBody)
  return { x: point.x, y: point.y, z: point.z }
}

/**
 * A cargo item given in the group's frame, in body coordinates. A box's sides stay along the group's axes;
 * when the body axes are turned from them (an asymmetric hull's principal axes), the box is replaced by
 * the body-aligned box of the same extents along the body axes (|R| · size), which keeps its mass and
 * centre exactly and its inertia approximately: cargoMassDistribution takes body-aligned boxes only.
 */
export function cargoToBody(frame: Placement, cargo: Cargo): Cargo {
  const position = groupToBody(frame, cargo.position)
  if (cargo.size === undefined) return { mass: cargo.mass, position }
  const o = frame.orientation
  toBody.set(o.x, o.y, o.z, o.w).invert()
  const e = rotation.makeRotationFromQuaternion(toBody).elements
  const s = cargo.size
  // three's Matrix4 is column-major: row i of the rotation is (e[i], e[i + 4], e[i + 8])
  const size = {
    x: Math.abs(e[0]) * s.x + Math.abs(e[4]) * s.y + Math.abs(e[8]) * s.z,
    y: Math.abs(e[1]) * s.x + Math.abs(e[5]) * s.y + Math.abs(e[9]) * s.z,
    z: Math.abs(e[2]) * s.x + Math.abs(e[6]) * s.y + Math.abs(e[10]) * s.z,
  }
  return { mass: cargo.mass, position, size }
}

/** A compartment's space (a hull in the group's frame) in body coordinates: a rigid motion of its vertices. */
export function hullToBody(frame: Placement, hull: Hull): Hull {
  const o = frame.orientation
  toBody.set(o.x, o.y, o.z, o.w).invert()
  const c = frame.centerOfMass
  point.set(-c.x, -c.y, -c.z).applyQuaternion(toBody)
  return transformHull(hull, { x: point.x, y: point.y, z: point.z }, { x: toBody.x, y: toBody.y, z: toBody.z, w: toBody.w })
}

/** Compartment options given in the group's frame (space, hole positions), in body coordinates. */
export function compartmentToBody(frame: Placement, options: CompartmentOptions & { hull: Hull }): CompartmentOptions & { hull: Hull } {
  return {
    ...options,
    hull: hullToBody(frame, options.hull),
    holes: options.holes?.map((hole) => ({ ...hole, position: groupToBody(frame, hole.position) })),
  }
}
