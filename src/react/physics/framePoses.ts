import { Quaternion as ThreeQuaternion, Vector3 } from 'three'
import type { Quaternion, Vector } from '../../core/internal.js'
import type { BodyFrame } from '../../cannon/internal.js'

// A <Buoyant> is placed by the frame of its group (the user's frame); its cannon-es body sits at the
// centre of mass with principal axes, `frame.centerOfMass` and `frame.orientation` in that group frame:
//   body.quaternion = user.quaternion · orientation
//   body.position   = user.position + user.quaternion · centerOfMass

const userQuaternion = new ThreeQuaternion()
const frameQuaternion = new ThreeQuaternion()
const offset = new Vector3()

/** Writes the body pose of a user pose into `position` and `quaternion` (any x y z (w) objects). */
export function userToBodyPose(
  frame: Pick<BodyFrame, 'centerOfMass' | 'orientation'>,
  userPosition: Vector,
  userRotation: Quaternion,
  position: Vector,
  quaternion: Quaternion,
): void {
  userQuaternion.set(userRotation.x, userRotation.y, userRotation.z, userRotation.w).normalize()
  offset.set(frame.centerOfMass.x, frame.centerOfMass.y, frame.centerOfMass.z).applyQuaternion(userQuaternion)
  position.x = userPosition.x + offset.x
  position.y = userPosition.y + offset.y
  position.z = userPosition.z + offset.z
  frameQuaternion.set(frame.orientation.x, frame.orientation.y, frame.orientation.z, frame.orientation.w)
  userQuaternion.multiply(frameQuaternion)
  quaternion.x = userQuaternion.x
  quaternion.y = userQuaternion.y
  quaternion.z = userQuaternion.z
  quaternion.w = userQuaternion.w
}

/** Writes the user pose of a body pose into `position` and `quaternion`. */
export function bodyToUserPose(
  frame: Pick<BodyFrame, 'centerOfMass' | 'orientation'>,
  bodyPosition: Vector,
  bodyRotation: Quaternion,
  position: Vector,
  quaternion: Quaternion,
): void {
  frameQuaternion.set(frame.orientation.x, frame.orientation.y, frame.orientation.z, frame.orientation.w).invert()
  userQuaternion.set(bodyRotation.x, bodyRotation.y, bodyRotation.z, bodyRotation.w).multiply(frameQuaternion)
  offset.set(frame.centerOfMass.x, frame.centerOfMass.y, frame.centerOfMass.z).applyQuaternion(userQuaternion)
  position.x = bodyPosition.x - offset.x
  position.y = bodyPosition.y - offset.y
  position.z = bodyPosition.z - offset.z
  quaternion.x = userQuaternion.x
  quaternion.y = userQuaternion.y
  quaternion.z = userQuaternion.z
  quaternion.w = userQuaternion.w
}

/**
 * The transform of the group that holds a `<Buoyant>`'s children inside its body: the user frame seen
 * from the body, position −orientation⁻¹ · centerOfMass and rotation orientation⁻¹.
 */
export function userFrameInBody(
  frame: Pick<BodyFrame, 'centerOfMass' | 'orientation'>,
  position: Vector3,
  quaternion: ThreeQuaternion,
): void {
  quaternion.set(frame.orientation.x, frame.orientation.y, frame.orientation.z, frame.orientation.w).invert()
  position.set(-frame.centerOfMass.x, -frame.centerOfMass.y, -frame.centerOfMass.z).applyQuaternion(quaternion)
}
