import { Body } from 'cannon-es'
import { type ReactNode, type Ref, useContext, useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { Euler, type Group, Quaternion } from 'three'
import {
  type Clipping, type DragOptions, type HydrodynamicsResult, type HydrostaticsResult, type Hull, type Integrator, type WaterSurface,
  type WetSurface,
} from '../core/index.js'
import { BuoyancyDebug } from './BuoyancyDebug.js'
import { BuoyantBoundary } from './BuoyantBoundary.js'
import { applyBodyFrame } from './applyBodyFrame.js'
import { type BodyFrame, checkMassSpec } from './bodyFrame.js'
import type { CollisionShape } from './collisionShape.js'
import { type DebugProp, anyDebug } from './debugLayers.js'
import { bodyToUserPose, userFrameInBody, userToBodyPose } from './framePoses.js'
import type { HullInput } from './hullSource.js'
import type { NamedBody } from './PhysicsApi.js'
import { usePhysicsContext } from './PhysicsContext.js'
import { WaveContext } from './WaveContext.js'
import { DRY_RESULT, STILL_DRAG, useAttachedBuoyancy } from './useAttachedBuoyancy.js'
import { useBodyFrame } from './useBodyFrame.js'
import { useDebugLayers } from './useDebugLayers.js'

type Triple = readonly [number, number, number]

/** What a `<Buoyant>`'s ref holds. */
export interface BuoyantApi {
  /** The cannon-es body: origin at the centre of mass, axes along the principal axes of inertia. */
  readonly body: Body
  /** The hull the buoyancy integrates, in body coordinates; null until built. */
  readonly hull: Hull | null
  /** The latest hydrostatics (world frame, torque about the centre of mass), from the last fixed step; all zero before the first. */
  readonly last: HydrostaticsResult
  /** The latest drag (world frame, torque about the centre of mass); all zero before the first step or with `drag={false}`. */
  readonly drag: HydrodynamicsResult
  /** The wet sub-triangles of the latest step (world positions and depths); null until attached. */
  readonly wetSurface: WetSurface | null
  /** The `name` prop. */
  readonly name: string | undefined
  /** Mass, principal moments and where the body frame sits in the group's frame; null until built. */
  readonly frame: BodyFrame | null
  /** Why the body does not float (bad props, an open mesh…), or null. */
  readonly problem: string | null
}

/** Props of {@link Buoyant}. */
export interface BuoyantProps {
  /** Labels the body in traces (`react-three-buoyancy/testing`), errors and the scene graph; unique per `<Physics>`. */
  name?: string
  /**
   * The hull to float, in the group's frame: a Hull from `createHull`, a `{ positions, indices }` mesh or a
   * BufferGeometry. Default: the geometry of the first mesh among the children (depth first), as placed
   * under the group. Must be closed.
   */
  hull?: HullInput
  /**
   * A simpler closed geometry that stands for the body in the physics (buoyancy and collisions), in the
   * group's frame, while the children are only drawn. Ignored when `hull` is given.
   */
  collider?: HullInput
  /** kg. Give `mass` or `density`, not both. */
  mass?: number
  /** kg/m³ of the body (not the water), filling the hull uniformly. Default 500 when `mass` is not given. */
  density?: number
  /**
   * m, in the group's frame. Default: the centroid of the hull's volume. The inertia stays that of the
   * uniform solid, moved to this point (parallel axes): ballast low in a hull, for instance.
   */
  centerOfMass?: Triple
  /** m, world: where the group's origin starts. Changing it later moves the body there. Default [0, 0, 0]. */
  position?: Triple
  /** radians, Euler XYZ: the group's starting orientation (ignored when `quaternion` is given). */
  rotation?: Triple
  /** The group's starting orientation as x, y, z, w. */
  quaternion?: readonly [number, number, number, number]
  /** m/s, world, of the centre of mass: the starting velocity. */
  velocity?: Triple
  /** rad/s, world: the starting angular velocity. */
  angularVelocity?: Triple
  /** Hydrodynamic drag, passed to `attachBuoyancy` (false: hydrostatics only). Default: its default drag. */
  drag?: DragOptions | false
  /** Pressure integrator, default 'exact'. */
  integrator?: Integrator
  /** Waterline clipping, default 'linear' (use 'adaptive' on short, steep waves). */
  clipping?: Clipping
  /** 'adaptive' clipping tolerance, relative to the hull's size. */
  tolerance?: number
  /** 'adaptive' clipping: maximum subdivision depth. */
  maxDepth?: number
  /** 'curved' clipping: samples per waterline chord. */
  curvedSamples?: number
  /** kg/m³, default 1025 (sea water). */
  waterDensity?: number
  /** The water to float on. Default: the wave field of the enclosing `<Waves>`. */
  water?: WaterSurface
  /** What the body collides with other bodies as (see {@link CollisionShape}). Default 'convex'. */
  collisions?: CollisionShape
  /** cannon-es's own velocity damping, a fraction lost per second (0..1); default cannon's 0.01. */
  linearDamping?: number
  /** cannon-es's own angular damping, a fraction lost per second (0..1); default cannon's 0.01. */
  angularDamping?: number
  /** The debug view (wet surface, waterline, forces, centres). Default: the `<Physics debug>` prop. */
  debug?: DebugProp
  /** Called once with what went wrong when the body cannot float (it is also logged with console.error). */
  onError?: (error: Error) => void
  ref?: Ref<BuoyantApi>
  children?: ReactNode
}

function labelOf(name: string | undefined): string {
  return name === undefined ? '<Buoyant>' : `<Buoyant name=${JSON.stringify(name)}>`
}

function checkTriple(what: string, value: readonly number[] | undefined, length: number, unit: string): string | null {
  if (value === undefined) return null
  if (!Array.isArray(value) || value.length !== length || !value.every((v) => typeof v === 'number' && Number.isFinite(v))) {
    return `${what} must be ${length} finite numbers (${unit}), got ${JSON.stringify(value)}`
  }
  return null
}

/** What is wrong with the props, found without building anything; null when nothing is. */
function checkProps(props: BuoyantProps, water: WaterSurface | null): string | null {
  if (water === null) return 'no water to float on: place it inside <Waves waves={…}>, or give it a water prop'
  if (typeof water.heightAt !== 'function') return 'the water prop must have a heightAt(x, z, t) method'
  if (props.hull === undefined && props.collider === undefined && props.children == null) {
    return 'nothing to float: give it a child mesh, a hull or a collider'
  }
  return (
    checkMassSpec({ mass: props.mass, density: props.density }) ??
    checkTriple('position', props.position, 3, 'm') ??
    checkTriple('rotation', props.rotation, 3, 'radians') ??
    checkTriple('quaternion', props.quaternion, 4, 'x, y, z, w') ??
    checkTriple('velocity', props.velocity, 3, 'm/s') ??
    checkTriple('angularVelocity', props.angularVelocity, 3, 'rad/s') ??
    checkTriple('centerOfMass', props.centerOfMass, 3, 'm') ??
    (props.waterDensity !== undefined && !(props.waterDensity > 0 && Number.isFinite(props.waterDensity))
      ? `waterDensity must be a positive finite number of kg/m³, got ${String(props.waterDensity)}`
      : null)
  )
}

const frameIds = new WeakMap<object, number>()
let nextFrameId = 1
function identityOf(value: object): number {
  let id = frameIds.get(value)
  if (id === undefined) frameIds.set(value, (id = nextFrameId++))
  return id
}

const euler = new Euler()
const userQuaternion = new Quaternion()

/** The group's pose the props ask for. */
function userPoseOf(props: BuoyantProps): { position: { x: number; y: number; z: number }; quaternion: Quaternion } {
  const [x, y, z] = props.position ?? [0, 0, 0]
  if (props.quaternion !== undefined) userQuaternion.set(...props.quaternion).normalize()
  else userQuaternion.setFromEuler(euler.set(...(props.rotation ?? [0, 0, 0])))
  return { position: { x, y, z }, quaternion: userQuaternion }
}

/**
 * Floats its children: a cannon-es body in the enclosing `<Physics>` with buoyancy (and drag) from the
 * hull of its first child mesh (or the `hull` / `collider` prop) on the sea of the enclosing `<Waves>`.
 *
 * The children are drawn where they are placed in the group; the body inside sits at the hull's centre of
 * mass with its principal axes (what cannon-es needs), and the children are offset to match. Bodies
 * collide as the convex envelope of the hull by default (`collisions`). Props change without remounting
 * the world: mass, hull, drag and clipping rebuild or re-attach the body in place; `position`, `rotation`
 * and `velocity` are starting values that move the body when they change.
 *
 * Bad props (a negative mass, a mesh that is not closed…) are reported once with console.error and
 * `onError`, and the children stay where they were placed, not floating; the rest of the scene goes on.
 * The ref holds {@link BuoyantApi}: the body, the hull and the latest hydrostatics.
 */
export function Buoyant(props: BuoyantProps) {
  return (
    <BuoyantBoundary label={labelOf(props.name)} onError={props.onError}>
      <BuoyantBody {...props} />
    </BuoyantBoundary>
  )
}

function BuoyantBody(props: BuoyantProps) {
  const { name, hull, collider, mass, density, centerOfMass, collisions = 'convex', ref, children } = props
  const label = labelOf(name)
  const { loop, debug: worldDebug } = usePhysicsContext(label)
  const field = useContext(WaveContext)
  const water = props.water ?? field
  const propsProblem = checkProps(props, water)

  const outer = useRef<Group>(null)
  const inner = useRef<Group>(null)
  const [body] = useState(() => new Body())
  const com = centerOfMass && { x: centerOfMass[0], y: centerOfMass[1], z: centerOfMass[2] }
  const built = useBodyFrame(label, { hull, collider, mass, density, centerOfMass: com }, inner, propsProblem === null)
  // A problem found while applying the frame (a shape, the attachment, a duplicate name) holds for that
  // frame, name and collision shape only: changing any of them tries again.
  const attempt = `${built.frame === null ? 0 : identityOf(built.frame)}|${name}|${collisions}`
  const [late, setLate] = useState<{ attempt: string; problem: string } | null>(null)
  const setLateProblem = (problem: string) => setLate({ attempt, problem })
  const lateProblem = late !== null && late.attempt === attempt ? late.problem : null
  const problem = propsProblem ?? built.problem ?? lateProblem
  const frame = problem === null ? built.frame : null
  const appliedFrame = useRef<BodyFrame | null>(null)
  const latestProps = useRef(props)
  latestProps.current = props

  // Until (or unless) the body exists, the children are drawn where the props place them.
  useLayoutEffect(() => {
    const group = outer.current
    if (group === null || appliedFrame.current !== null) return
    const pose = userPoseOf(latestProps.current)
    group.position.set(pose.position.x, pose.position.y, pose.position.z)
    group.quaternion.copy(pose.quaternion)
  }, [])

  // The body in the world, with the frame's mass, shape and inertia.
  useLayoutEffect(() => {
    if (frame === null) return
    const world = loop.world
    const previous = appliedFrame.current
    const current = latestProps.current
    if (previous === null) {
      const pose = userPoseOf(current)
      userToBodyPose(frame, pose.position, pose.quaternion, body.position, body.quaternion)
      body.velocity.set(...(current.velocity ?? [0, 0, 0]))
      body.angularVelocity.set(...(current.angularVelocity ?? [0, 0, 0]))
    } else if (previous !== frame) {
      // A new hull or mass moves the centre of mass: keep the group where it is.
      const pose = { position: { x: 0, y: 0, z: 0 }, quaternion: { x: 0, y: 0, z: 0, w: 1 } }
      bodyToUserPose(previous, body.position, body.quaternion, pose.position, pose.quaternion)
      userToBodyPose(frame, pose.position, pose.quaternion, body.position, body.quaternion)
    }
    body.previousPosition.copy(body.position)
    body.previousQuaternion.copy(body.quaternion)
    try {
      applyBodyFrame(body, frame, collisions)
    } catch (error) {
      setLateProblem(`cannot build its collision shape: ${error instanceof Error ? error.message : String(error)}`)
      return
    }
    appliedFrame.current = frame
    const group = inner.current
    if (group !== null) userFrameInBody(frame, group.position, group.quaternion)
    world.addBody(body)
    const drawn = outer.current
    const untrack = drawn === null ? () => {} : loop.track(body, drawn)
    return () => {
      untrack()
      world.removeBody(body)
      // Until a frame is applied again (or for good, if it cannot be), the children are drawn unfloated
      // where the body left them.
      if (drawn !== null) bodyToUserPose(frame, body.position, body.quaternion, drawn.position, drawn.quaternion)
      inner.current?.position.set(0, 0, 0)
      inner.current?.quaternion.identity()
    }
  }, [frame, collisions, loop, body])

  useLayoutEffect(() => {
    if (props.linearDamping !== undefined) body.linearDamping = props.linearDamping
    if (props.angularDamping !== undefined) body.angularDamping = props.angularDamping
  }, [body, props.linearDamping, props.angularDamping])

  // Later changes of the starting pose and velocities move the body (the first values were applied above).
  const poseKey = JSON.stringify([props.position, props.rotation, props.quaternion])
  const placedPose = useRef(poseKey)
  useLayoutEffect(() => {
    if (placedPose.current === poseKey) return
    placedPose.current = poseKey
    const applied = appliedFrame.current
    if (applied === null || propsProblem !== null) return
    const pose = userPoseOf(latestProps.current)
    userToBodyPose(applied, pose.position, pose.quaternion, body.position, body.quaternion)
  }, [poseKey, body, propsProblem])
  const velocityKey = JSON.stringify([props.velocity, props.angularVelocity])
  const placedVelocity = useRef(velocityKey)
  useLayoutEffect(() => {
    if (placedVelocity.current === velocityKey) return
    placedVelocity.current = velocityKey
    if (appliedFrame.current === null || propsProblem !== null) return
    body.velocity.set(...(latestProps.current.velocity ?? [0, 0, 0]))
    body.angularVelocity.set(...(latestProps.current.angularVelocity ?? [0, 0, 0]))
  }, [velocityKey, body, propsProblem])

  const layers = useDebugLayers(props.debug, worldDebug)
  const handle = useAttachedBuoyancy(
    loop.world,
    frame === null ? null : body,
    frame?.hull ?? null,
    water,
    {
      drag: props.drag,
      integrator: props.integrator,
      clipping: props.clipping,
      tolerance: props.tolerance,
      maxDepth: props.maxDepth,
      curvedSamples: props.curvedSamples,
      density: props.waterDensity,
    },
    (error) => setLateProblem(error instanceof Error ? error.message : String(error)),
  )

  const problemRef = useRef(problem)
  problemRef.current = problem
  const api = useMemo<BuoyantApi>(
    () => ({
      body,
      get hull() {
        return appliedFrame.current?.hull ?? null
      },
      get last() {
        return handle.current?.last ?? DRY_RESULT
      },
      get drag() {
        return handle.current?.drag ?? STILL_DRAG
      },
      get wetSurface() {
        return handle.current?.wetSurface ?? null
      },
      get name() {
        return latestProps.current.name
      },
      get frame() {
        return appliedFrame.current
      },
      get problem() {
        return problemRef.current
      },
    }),
    [body, handle],
  )
  useImperativeHandle(ref, () => api, [api])

  useLayoutEffect(() => {
    if (name === undefined || frame === null) return
    const entry: NamedBody = {
      name,
      body,
      readPose(out) {
        const applied = appliedFrame.current
        if (applied === null) return out
        bodyToUserPose(applied, body.position, body.quaternion, out.position, out.quaternion)
        return out
      },
    }
    try {
      return loop.registerName(entry)
    } catch (error) {
      setLateProblem(error instanceof Error ? error.message.replace(/^<Physics>: /, '') : String(error))
    }
  }, [name, frame, loop, body])

  useReportedProblem(label, problem, props.onError)

  return (
    <>
      <group ref={outer} name={name}>
        <group ref={inner}>{children}</group>
      </group>
      {frame !== null && anyDebug(layers) && <BuoyancyDebug api={api} layers={layers} />}
    </>
  )
}

/** Logs each distinct problem once (StrictMode's second effect pass included) and hands it to onError. */
function useReportedProblem(label: string, problem: string | null, onError: ((error: Error) => void) | undefined) {
  const reported = useRef<string | null>(null)
  const handler = useRef(onError)
  handler.current = onError
  useEffect(() => {
    if (problem === null) {
      reported.current = null
      return
    }
    if (reported.current === problem) return
    reported.current = problem
    const error = new Error(`${label}: ${problem}`)
    console.error(error.message)
    handler.current?.(error)
  }, [label, problem])
}
