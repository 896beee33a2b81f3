import type { Body } from 'cannon-es'
import { useContext, useLayoutEffect, useMemo, useRef } from 'react'
import type { HydrodynamicsResult, HydrostaticsResult, Hull, WaterSurface, WetSurface } from '../../core/internal.js'
import type { BuoyancyOptions } from '../../cannon/internal.js'
import type { NamedBody } from '../physics/PhysicsApi.js'
import { usePhysicsContext } from '../physics/PhysicsContext.js'
import { WaveContext } from '../water/WaveContext.js'
import { useAttachedBuoyancy, withLiveReadings } from './useAttachedBuoyancy.js'

/** Options of {@link useBuoyancy}: those of `attachBuoyancy` (water density, drag, integrator, clipping…) and a few of its own. */
export interface UseBuoyancyOptions extends BuoyancyOptions {
  /** The water; default the wave field of the enclosing `<Waves>`. */
  water?: WaterSurface
  /** Registers the body under this name for traces (`react-three-buoyancy/testing`); its pose is the body's. */
  name?: string
}

/** What {@link useBuoyancy} returns: stable, with live `last`. */
export interface BuoyancyState {
  readonly body: Body
  readonly hull: Hull
  /** The latest hydrostatics (world frame, torque about the centre of mass); all zero before the first step. */
  readonly last: HydrostaticsResult
  /** The latest drag; all zero before the first step. */
  readonly drag: HydrodynamicsResult
  /** The wet sub-triangles of the latest step (for `<BuoyancyDebug>`); null until attached. */
  readonly wetSurface: WetSurface | null
}

/**
 * Floats a cannon-es body you created, in the enclosing `<Physics>`: buoyancy (and drag) applied once per
 * fixed step through `attachBuoyancy`. The hull is in body coordinates (origin at the centre of mass, axes
 * principal: see `centerHull` in `react-three-buoyancy/cannon`). The body is added to the world if it is
 * not in it (and then removed on unmount). The world's gravity is used for the pressure unless
 * `options.gravity` says otherwise. Options are compared by content: an inline object is fine.
 * @throws Error outside `<Physics>`, or without water (no `<Waves>` and no `options.water`)
 */
export function useBuoyancy(body: Body, hull: Hull, options: UseBuoyancyOptions = {}): BuoyancyState {
  const { loop } = usePhysicsContext('useBuoyancy')
  const field = useContext(WaveContext)
  const { water: waterOption, name, ...attachOptions } = options
  const water = waterOption ?? field
  if (water === null) {
    throw new Error('useBuoyancy: no water to float on; call it inside <Waves waves={…}>, or pass options.water')
  }

  useLayoutEffect(() => {
    const world = loop.world
    if (world.bodies.includes(body)) return
    world.addBody(body)
    return () => {
      world.removeBody(body)
    }
  }, [loop, body])

  const handle = useAttachedBuoyancy(loop.world, body, hull, water, attachOptions, (error) => {
    throw error
  })

  useLayoutEffect(() => {
    if (name === undefined) return
    const entry: NamedBody = {
      name,
      body,
      readPose(out) {
        out.position.x = body.position.x
        out.position.y = body.position.y
        out.position.z = body.position.z
        out.quaternion.x = body.quaternion.x
        out.quaternion.y = body.quaternion.y
        out.quaternion.z = body.quaternion.z
        out.quaternion.w = body.quaternion.w
        return out
      },
    }
    return loop.registerName(entry)
  }, [loop, name, body])

  const latestHull = useRef(hull)
  latestHull.current = hull
  return useMemo<BuoyancyState>(
    () =>
      withLiveReadings(
        {
          body,
          get hull() {
            return latestHull.current
          },
        },
        handle,
      ),
    [body, handle],
  )
}
