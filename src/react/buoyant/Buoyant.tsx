import { Body } from 'cannon-es'
import { useContext, useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { Group } from 'three'
import { createWetSurface } from '../../core/internal.js'
import { BuoyancyDebug } from '../debug/BuoyancyDebug.js'
import { BuoyantBoundary } from './BuoyantBoundary.js'
import { BuoyantContext, type BuoyantContextValue } from './BuoyantContext.js'
import { applyBodyFrame } from './applyBodyFrame.js'
import type { BodyFrame } from '../../cannon/internal.js'
import { type BuoyantApi, type BuoyantProps, checkProps, labelOf, userPoseOf } from './buoyantProps.js'
import { anyDebug } from '../debug/debugLayers.js'
import { bodyToUserPose, userFrameInBody, userToBodyPose } from '../physics/framePoses.js'
import type { NamedBody } from '../physics/PhysicsApi.js'
import { usePhysicsContext } from '../physics/PhysicsContext.js'
import { WaveContext } from '../water/WaveContext.js'
import { useWaterlineFoam } from '../water/waterlineFoam.js'
import { DRY_RESULT, STILL_DRAG, useAttachedBuoyancy } from './useAttachedBuoyancy.js'
import { useBodyLoads } from '../loads/useBodyLoads.js'
import { useBodyFrame } from './useBodyFrame.js'
import { useDebugLayers } from '../debug/useDebugLayers.js'
import { describeError } from '../../core/internal.js'

export type { BuoyantApi, BuoyantProps } from './buoyantProps.js'

const frameIds = new WeakMap<object, number>()
let nextFrameId = 1
function identityOf(value: object): number {
  let id = frameIds.get(value)
  if (id === undefined) frameIds.set(value, (id = nextFrameId++))
  return id
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
      setLateProblem(`cannot build its collision shape: ${describeError(error)}`)
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

  // Cargo and compartments (children): after the frame's mass is applied, before the buoyancy is attached.
  const loads = useBodyLoads(loop.world, body, frame, appliedFrame, collisions, water, props.waterDensity)

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
  // recorded from the first step while a debug layer draws it (attachBuoyancy records only when asked)
  const debugWetSurface = useMemo(() => createWetSurface(), [])
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
      wetSurface: layers.wetSurface || layers.waterline ? debugWetSurface : undefined,
    },
    (error) => setLateProblem(describeError(error)),
  )

  // The ocean draws contact foam along this body's waterline (it reads the wet surface only if it draws foam).
  useWaterlineFoam(useMemo(() => () => handle.current?.wetSurface ?? null, [handle]))

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
  const waterDensity = props.waterDensity
  const context = useMemo<BuoyantContextValue>(
    () => ({ api, loads, label, water, waterDensity }),
    [api, loads, label, water, waterDensity],
  )

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
    const conflict = loop.nameConflict(entry)
    if (conflict !== null) setLateProblem(conflict)
    else return loop.registerName(entry)
  }, [name, frame, loop, body])

  useReportedProblem(label, problem, props.onError)

  return (
    <>
      <group ref={outer} name={name}>
        <group ref={inner}>
          <BuoyantContext.Provider value={context}>{children}</BuoyantContext.Provider>
        </group>
      </group>
      {frame !== null && anyDebug(layers) && <BuoyancyDebug api={api} layers={layers} />}
    </>
  )
}

/** Logs each distinct problem once (StrictMode's second effect pass included) and hands it to onError. */
export function useReportedProblem(
  label: string,
  problem: string | null,
  onError: ((error: Error) => void) | undefined,
) {
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
