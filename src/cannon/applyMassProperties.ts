import { Body } from 'cannon-es'
import type { MassProperties, Quaternion, Vector } from '../core/internal.js'
import { principalFrame } from './principalFrame.js'
import { finiteVector } from './rotation.js'

/** What applyMassProperties set, and what the caller must do with the hull for it to hold. */
export interface AppliedMassProperties {
  /** The centre of mass in the hull's coordinates, m: the body origin must be there. */
  centerOfMass: Vector
  /** The body axes in the hull's coordinates (hull = principalAxes · body): the principal axes, nearest the hull's own. */
  principalAxes: Quaternion
  /** The principal moments set as body.inertia, kg·m². */
  moments: Vector
  /**
   * True when the hull's coordinates are already body coordinates (centre of mass at their origin and
   * their axes principal, to round-off): the hull can be used with attachBuoyancy as it is. Otherwise
   * re-express it with centerHull (or transformHull) first.
   */
  aligned: boolean
}

/**
 * Set a cannon-es body's mass and inertia from mass properties (hullMassProperties,
 * combineMassProperties): body.mass and invMass, body.inertia to the principal moments and invInertia
 * (0 about any axis of zero moment, or all with fixedRotation), then updateInertiaWorld. A static body
 * (cannon-es makes a body of mass 0 static) becomes dynamic; a kinematic one stays kinematic.
 *
 * cannon-es keeps a diagonal inertia about the body origin, so this is right only if the body's frame
 * is the principal frame at the centre of mass: the result says where that is in the hull's coordinates
 * (`centerOfMass`, `principalAxes`). When `aligned` is false, move the hull there with centerHull; or
 * use createBuoyantBody, which does all of it. Call this after adding shapes: cannon-es's addShape
 * recomputes the inertia from a bounding box.
 */
export function applyMassProperties(body: Body, props: MassProperties): AppliedMassProperties {
  if (!body || typeof body.updateInertiaWorld !== 'function') {
    throw new Error('applyMassProperties: body must be a cannon-es Body')
  }
  const mass = props?.mass
  if (typeof mass !== 'number' || !Number.isFinite(mass) || !(mass > 0)) {
    throw new Error(`applyMassProperties: mass must be a finite number > 0 (kg), got ${String(mass)}`)
  }
  const centerOfMass = finiteVector(props.centerOfMass, 'applyMassProperties: centerOfMass')
  const frame = principalFrame(props)
  const m = frame.moments
  if (!(m.x >= 0 && m.y >= 0 && m.z >= 0)) {
    throw new Error(`applyMassProperties: the principal moments (${m.x}, ${m.y}, ${m.z}) must be ≥ 0 (kg·m²)`)
  }
  body.mass = mass
  body.invMass = 1 / mass
  if (body.type === Body.STATIC) body.type = Body.DYNAMIC
  body.inertia.set(m.x, m.y, m.z)
  const turns = !body.fixedRotation
  body.invInertia.set(turns && m.x > 0 ? 1 / m.x : 0, turns && m.y > 0 ? 1 / m.y : 0, turns && m.z > 0 ? 1 / m.z : 0)
  body.updateInertiaWorld(true)
  body.updateSolveMassProperties()

  const gyration = Math.sqrt((m.x + m.y + m.z) / mass)
  const offset = Math.hypot(centerOfMass.x, centerOfMass.y, centerOfMass.z)
  const q = frame.rotation
  const aligned = offset <= 1e-9 * Math.max(gyration, 1e-300) && Math.abs(q.w) >= 1 - 1e-12
  return { centerOfMass, principalAxes: q, moments: { ...m }, aligned }
}
