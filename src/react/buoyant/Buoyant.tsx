import { useContext, useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { Group } from 'three'
import { createWetSurface, describeError } from '../../core/internal.js'
import type { BuoyancyOptions } from '../../cannon/internal.js'
import { BuoyancyDebug } from '../debug/BuoyancyDebug.js'
import { anyDebug } from '../debug/debugLayers.js'
import { useDebugLayers } from '../debug/useDebugLayers.js'
import { useBodyLoads } from '../loads/useBodyLoads.js'
import { usePhysicsContext } from '../physics/PhysicsContext.js'
import { useLaterChange, useStableValue } from '../useStableValue.js'
import { WaveContext } from '../water/WaveContext.js'
import { useWaterlineFoam } from '../water/waterlineFoam.js'
import { BuoyantBoundary } from './BuoyantBoundary.js'
import { BuoyantContext, type BuoyantContextValue } from './BuoyantContext.js'
import { BuoyantController } from './BuoyantController.js'
import { type BuoyantApi, type BuoyantProps, checkProps, groupPropsOf, labelOf, userPoseOf } from './buoyantProps.js'
import { useSinkingNotice } from './useSinkingNotice.js'
import { useAttachedBuoyancy, withLiveReadings } from './useAttachedBuoyancy.js'
import { useBodyFrame } from './useBodyFrame.js'
import { useHullWarning } from '../hull/useHullWarning.js'

export type { BuoyantApi, BuoyantProps } from './buoyantProps.js'

const ZERO = [0, 0, 0] as const

/**
 * Floats its children: a cannon-es body in the enclosing `<Physics>` with buoyancy (and drag) from the
 * hull of every mesh it draws (or the `hull` / `collider` prop) on the sea of the enclosing `<Waves>`.
 * The meshes become one closed hull through buildHull (`'auto'`: taken exactly when clean and closed,
 * else capped or wrapped, with one console.warn saying what was done; `ref.current.hullReport` tells it
 * all). A large model's hull is built in a worker: until it is ready, the children are drawn where the
 * props place them and the body is added when it is.
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
  const [controller] = useState(() => new BuoyantController())
  const body = controller.body
  const com = centerOfMass && { x: centerOfMass[0], y: centerOfMass[1], z: centerOfMass[2] }
  const built = useBodyFrame(
    label,
    { hull, collider, mass, density, centerOfMass: com, collisions, stillWater: stillWaterNeeds(props.radiation) },
    inner,
    propsProblem === null,
  )
  const hullReport = useRef(built.report)
  hullReport.current = built.report
  useHullWarning(label, built.report, built.chosen)
  const layers = useDebugLayers(props.debug, worldDebug)
  // recorded from the first step while a debug layer draws it (attachBuoyancy records only when asked)
  const debugWetSurface = useMemo(() => createWetSurface(), [])
  const options: BuoyancyOptions = {
    drag: props.drag,
    waveForce: props.waveForce,
    radiation: props.radiation,
    integrator: props.integrator,
    clipping: props.clipping,
    tolerance: props.tolerance,
    maxDepth: props.maxDepth,
    curvedSamples: props.curvedSamples,
    density: props.waterDensity,
    wetSurface: layers.wetSurface || layers.waterline ? debugWetSurface : undefined,
  }
  // A problem found while applying the frame (a shape, the attachment, a duplicate name) holds for that
  // frame, name, collision shape and buoyancy options only: changing any of them tries again (without the
  // options, a tolerance of 0 put right left the body out of the world for good)
  const attempt = useStableValue([built.frame, name, collisions, options])
  const [late, setLate] = useState<{ attempt: unknown; problem: string } | null>(null)
  const setLateProblem = (problem: string) => setLate({ attempt, problem })
  const lateProblem = late !== null && late.attempt === attempt ? late.problem : null
  const problem = propsProblem ?? built.problem ?? lateProblem
  const frame = problem === null ? built.frame : null
  const latestProps = useRef(props)
  latestProps.current = props

  useLayoutEffect(() => {
    if (outer.current !== null) controller.drawUnfloated(outer.current, userPoseOf(latestProps.current))
  }, [controller])

  // The body in the world, with the frame's mass, shape and inertia.
  useLayoutEffect(() => {
    if (frame === null) return
    const start = () => ({
      pose: userPoseOf(latestProps.current),
      velocity: latestProps.current.velocity ?? ZERO,
      angularVelocity: latestProps.current.angularVelocity ?? ZERO,
    })
    try {
      return controller.applyFrame(loop, frame, collisions, start, outer.current, inner.current)
    } catch (error) {
      setLateProblem(`cannot build its collision shape: ${describeError(error)}`)
    }
  }, [frame, collisions, loop, controller])

  // Cargo and compartments (children): after the frame's mass is applied, before the buoyancy is attached.
  const loads = useBodyLoads(loop.world, body, frame, controller, collisions, water, props.waterDensity)
  useSinkingNotice(label, frame, loads, props.waterDensity)

  useLayoutEffect(() => {
    if (propsProblem !== null) return
    if (props.linearDamping !== undefined) body.linearDamping = props.linearDamping
    if (props.angularDamping !== undefined) body.angularDamping = props.angularDamping
  }, [body, props.linearDamping, props.angularDamping, propsProblem])

  // Later changes of the starting pose and velocities move the body (the first values start it above).
  useLaterChange([props.position, props.rotation, props.quaternion], () => {
    if (propsProblem === null) controller.moveTo(userPoseOf(latestProps.current))
  })
  useLaterChange([props.velocity, props.angularVelocity], () => {
    if (propsProblem === null) controller.setVelocity(props.velocity ?? ZERO, props.angularVelocity ?? ZERO)
  })

  const handle = useAttachedBuoyancy(
    loop.world,
    frame === null ? null : body,
    frame?.hull ?? null,
    water,
    options,
    (error) => setLateProblem(describeError(error)),
    loop,
  )
  // The ocean draws contact foam along this body's waterline (it reads the wet surface only if it draws foam).
  useWaterlineFoam(useMemo(() => () => handle.current?.wetSurface ?? null, [handle]))

  const problemRef = useRef(problem)
  problemRef.current = problem
  const api = useMemo<BuoyantApi>(
    () =>
      withLiveReadings(
        {
          body,
          get hull() {
            return controller.frame?.hull ?? null
          },
          get hullReport() {
            return hullReport.current
          },
          get name() {
            return latestProps.current.name
          },
          get frame() {
            return controller.frame
          },
          get problem() {
            return problemRef.current
          },
        },
        handle,
      ),
    [body, controller, handle],
  )
  useImperativeHandle(ref, () => api, [api])
  const waterDensity = props.waterDensity
  const context = useMemo<BuoyantContextValue>(
    () => ({ api, loads, label, water, waterDensity }),
    [api, loads, label, water, waterDensity],
  )

  useLayoutEffect(() => {
    if (name === undefined || frame === null) return
    const entry = controller.namedBody(name)
    const conflict = loop.nameConflict(entry)
    if (conflict !== null) setLateProblem(conflict)
    else return loop.registerName(entry)
  }, [name, frame, loop, controller])

  useReportedProblem(label, problem, props.onError)

  return (
    <>
      <group {...groupPropsOf(props)} ref={outer} name={name}>
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

/** What a body with this `radiation` prop computes from its hull when attached (useBodyFrame's `stillWater`). */
function stillWaterNeeds(radiation: BuoyantProps['radiation']): 'radiation' | 'stiffness' | 'none' {
  if (radiation === false) return 'none'
  return radiation === undefined || radiation === 'auto' ? 'radiation' : 'stiffness'
}
