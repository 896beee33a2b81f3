import { Body } from 'cannon-es'
import type { Object3D } from 'three'
import type { Quaternion, Vector } from '../../core/internal.js'
import type { BodyFrame } from '../../cannon/internal.js'
import type { FixedStepLoop } from '../physics/FixedStepLoop.js'
import { bodyToUserPose, userFrameInBody, userToBodyPose } from '../physics/framePoses.js'
import type { NamedBody } from '../physics/PhysicsApi.js'
import { applyBodyFrame } from './applyBodyFrame.js'
import type { CollisionShape } from './collisionShape.js'

/** A pose of the `<Buoyant>` group (the user's frame): where the props place it. */
export interface UserPose {
  position: Vector
  quaternion: Quaternion
}

/** How the props start a body: its group's pose and its velocities (m/s, rad/s). */
export interface StartState {
  pose: UserPose
  velocity: readonly [number, number, number]
  angularVelocity: readonly [number, number, number]
}

/**
 * The cannon-es side of one `<Buoyant>`, free of React: its body, the body frame applied to it, its place
 * in the world, and the two groups that draw it (`outer` follows the body, `inner` offsets the children
 * from the body's centre of mass and principal axes back to the group's frame).
 *
 * `<Buoyant>`'s layout effects call it in the order a body needs: {@link drawUnfloated} until a frame
 * exists, {@link applyFrame} (then the loads, then the buoyancy attach to the body it set up), and
 * {@link moveTo} / {@link setVelocity} when the starting props change later.
 */
export class BuoyantController {
  readonly body = new Body()
  private applied: BodyFrame | null = null

  /** The frame last applied to the body: null until the first one is. */
  get frame(): BodyFrame | null {
    return this.applied
  }

  /** Until a frame is applied, the children are drawn where the props place them. */
  drawUnfloated(outer: Object3D, pose: UserPose): void {
    if (this.applied !== null) return
    outer.position.set(pose.position.x, pose.position.y, pose.position.z)
    outer.quaternion.set(pose.quaternion.x, pose.quaternion.y, pose.quaternion.z, pose.quaternion.w)
  }

  /**
   * Gives the body `frame`'s mass, inertia and collision shape and puts it in the loop's world. The first
   * frame starts the body as the props say; a later one (a new hull or mass moves the centre of mass)
   * keeps the group where the body had it.
   * @returns what takes the body out again (the children then stay drawn where it left them)
   * @throws Error when the collision shape cannot be built (the body is then not in the world)
   */
  applyFrame(
    loop: FixedStepLoop,
    frame: BodyFrame,
    collisions: CollisionShape,
    start: () => StartState,
    outer: Object3D | null,
    inner: Object3D | null,
  ): () => void {
    const body = this.body
    const previous = this.applied
    if (previous === null) {
      const { pose, velocity, angularVelocity } = start()
      userToBodyPose(frame, pose.position, pose.quaternion, body.position, body.quaternion)
      body.velocity.set(...velocity)
      body.angularVelocity.set(...angularVelocity)
    } else if (previous !== frame) {
      const pose: UserPose = { position: { x: 0, y: 0, z: 0 }, quaternion: { x: 0, y: 0, z: 0, w: 1 } }
      bodyToUserPose(previous, body.position, body.quaternion, pose.position, pose.quaternion)
      userToBodyPose(frame, pose.position, pose.quaternion, body.position, body.quaternion)
    }
    body.previousPosition.copy(body.position)
    body.previousQuaternion.copy(body.quaternion)
    applyBodyFrame(body, frame, collisions)
    this.applied = frame
    if (inner !== null) userFrameInBody(frame, inner.position, inner.quaternion)
    const world = loop.world
    world.addBody(body)
    const untrack = outer === null ? () => {} : loop.track(body, outer)
    return () => {
      untrack()
      world.removeBody(body)
      if (outer !== null) bodyToUserPose(frame, body.position, body.quaternion, outer.position, outer.quaternion)
      inner?.position.set(0, 0, 0)
      inner?.quaternion.identity()
    }
  }

  /** Moves the body to a new starting pose of the props (nothing before a frame is applied). */
  moveTo(pose: UserPose): void {
    const applied = this.applied
    if (applied === null) return
    userToBodyPose(applied, pose.position, pose.quaternion, this.body.position, this.body.quaternion)
  }

  /** Sets new starting velocities of the props (nothing before a frame is applied). */
  setVelocity(velocity: StartState['velocity'], angularVelocity: StartState['angularVelocity']): void {
    if (this.applied === null) return
    this.body.velocity.set(...velocity)
    this.body.angularVelocity.set(...angularVelocity)
  }

  /** The body under `name` in traces, posed as its group (the user's frame), not as the body. */
  namedBody(name: string): NamedBody {
    return {
      name,
      body: this.body,
      readPose: (out) => {
        const applied = this.applied
        if (applied === null) return out
        bodyToUserPose(applied, this.body.position, this.body.quaternion, out.position, out.quaternion)
        return out
      },
    }
  }
}
