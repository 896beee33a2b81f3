import type { Body } from 'cannon-es'
import { Matrix4, type Object3D, Quaternion, Vector3 } from 'three'

/** A three.js object drawn at a cannon-es body's pose. */
export interface InterpolatedObject {
  body: Body
  object: Object3D
  /** The body's pose before the newest step: x y z, then quaternion x y z w. */
  previous: Float64Array
}

const IDENTITY = new Matrix4()
const position = new Vector3()
const latestPosition = new Vector3()
const quaternion = new Quaternion()
const latestQuaternion = new Quaternion()
const unitScale = new Vector3(1, 1, 1)
const worldMatrix = new Matrix4()
const parentInverse = new Matrix4()

function rememberPose(entry: InterpolatedObject): void {
  const { position: p, quaternion: q } = entry.body
  const previous = entry.previous
  previous[0] = p.x
  previous[1] = p.y
  previous[2] = p.z
  previous[3] = q.x
  previous[4] = q.y
  previous[5] = q.z
  previous[6] = q.w
}

/**
 * Objects drawn at their bodies' poses, blended between the last two fixed steps: positions lerped,
 * orientations slerped, with alpha = accumulator / step (Fiedler, "Fix your timestep!"). The poses are
 * world poses; an object under a transformed parent gets the local pose that puts it there.
 */
export class InterpolatedObjects {
  // Replaced on change, so the per-step and per-frame loops index an array and allocate nothing.
  private entries: readonly InterpolatedObject[] = []

  /** Starts drawing `object` at `body`; returns the function that stops it. */
  add(body: Body, object: Object3D): () => void {
    const entry: InterpolatedObject = { body, object, previous: new Float64Array(7) }
    rememberPose(entry)
    // drawn where the body is from the start: until the first frame or step it stood at its model's own
    // pose, off by the centre of mass (a scene read right after mountScene: an independent audit)
    writePose(entry, 1)
    this.entries = [...this.entries, entry]
    return () => {
      this.entries = this.entries.filter((e) => e !== entry)
    }
  }

  /** Keeps every body's pose as the "previous" state; called just before a step. */
  remember(): void {
    const entries = this.entries
    for (let i = 0; i < entries.length; i++) rememberPose(entries[i])
  }

  /** Writes every object's pose at `alpha` ∈ [0, 1] between the previous and the newest state. */
  write(alpha: number): void {
    const entries = this.entries
    for (let i = 0; i < entries.length; i++) writePose(entries[i], alpha)
  }
}

/** Writes `entry`'s object at `alpha` ∈ [0, 1] between the previous and the newest state of its body. */
function writePose(entry: InterpolatedObject, alpha: number): void {
  const { body, object, previous } = entry
  latestPosition.set(body.position.x, body.position.y, body.position.z)
  latestQuaternion.set(body.quaternion.x, body.quaternion.y, body.quaternion.z, body.quaternion.w)
  if (alpha >= 1) {
    position.copy(latestPosition)
    quaternion.copy(latestQuaternion)
  } else {
    position.set(previous[0], previous[1], previous[2]).lerp(latestPosition, alpha)
    quaternion.set(previous[3], previous[4], previous[5], previous[6]).slerp(latestQuaternion, alpha)
  }
  const parent = object.parent
  if (parent !== null) {
    parent.updateWorldMatrix(true, false)
    if (!parent.matrixWorld.equals(IDENTITY)) {
      worldMatrix.compose(position, quaternion, unitScale)
      parentInverse.copy(parent.matrixWorld).invert()
      worldMatrix.premultiply(parentInverse).decompose(object.position, object.quaternion, object.scale)
      return
    }
  }
  object.position.copy(position)
  object.quaternion.copy(quaternion)
}
