import type { Body, World } from 'cannon-es'
import { useLayoutEffect, useRef } from 'react'
import {
  type HydrodynamicsResult,
  type HydrostaticsResult,
  type Hull,
  type WaterSurface,
  type WetSurface,
  createHydrodynamicsResult,
  createHydrostaticsResult,
} from '../../core/internal.js'
import { type BuoyancyHandle, type BuoyancyOptions, attachBuoyancy } from '../../cannon/internal.js'
import type { FixedStepLoop } from '../physics/FixedStepLoop.js'
import { useStableValue } from '../useStableValue.js'

/** What `last` reads before the first step and while detached: no force, nothing wet. */
export const DRY_RESULT: Readonly<HydrostaticsResult> = Object.freeze(createHydrostaticsResult())

/** What `drag` reads before the first step and while detached. */
export const STILL_DRAG: Readonly<HydrodynamicsResult> = Object.freeze(createHydrodynamicsResult())

/** The live readings of an attached buoyancy: zero before the first step and while detached. */
export interface LiveReadings {
  readonly last: HydrostaticsResult
  readonly drag: HydrodynamicsResult
  readonly wetSurface: WetSurface | null
}

/**
 * Adds getters for the live readings of `handle` to `target` (the objects `<Buoyant>`'s ref and
 * `useBuoyancy` return): they read the handle current at the time, so the object itself stays stable.
 */
export function withLiveReadings<T extends object>(
  target: T,
  handle: { readonly current: BuoyancyHandle | null },
): T & LiveReadings {
  return Object.defineProperties(target, {
    last: { enumerable: true, get: () => handle.current?.last ?? DRY_RESULT },
    drag: { enumerable: true, get: () => handle.current?.drag ?? STILL_DRAG },
    wetSurface: { enumerable: true, get: () => handle.current?.wetSurface ?? null },
  }) as T & LiveReadings
}

/**
 * Attaches buoyancy to `body` while mounted and all inputs are there; re-attaches (same body, no
 * remount) when the hull, the water or the content of `options` change.
 * @param onError called with what `attachBuoyancy` threw, or a step threw for this body (it then does not float)
 * @param steps the loop whose failed steps are this body's to report
 * @returns a ref to the live handle (null while detached)
 */
export function useAttachedBuoyancy(
  world: World,
  body: Body | null,
  hull: Hull | null,
  water: WaterSurface | null,
  options: BuoyancyOptions,
  onError: (error: unknown) => void,
  steps?: Pick<FixedStepLoop, 'addStepErrorHandler' | 'addAfterStep'>,
): { readonly current: BuoyancyHandle | null } {
  const handle = useRef<BuoyancyHandle | null>(null)
  const stableOptions = useStableValue(options)
  const reportError = useRef(onError)
  reportError.current = onError
  useLayoutEffect(() => {
    if (body === null || hull === null || water === null) return
    let attached: BuoyancyHandle
    try {
      attached = attachBuoyancy(world, body, hull, water, stableOptions)
    } catch (error) {
      reportError.current(error)
      return
    }
    handle.current = attached
    // A step this body's water failed (handle.error, thrown from world.step) is reported like an attach
    // error and the body stops floating, rather than the frame throwing (an unhandled rejection in r3f).
    const removeHandler = steps?.addStepErrorHandler((error) => {
      if (error === null || attached.error !== error) return false
      attached.detach()
      if (handle.current === attached) handle.current = null
      reportError.current(error)
      return true
    })
    // A body whose state turned non-finite (a NaN velocity set from outside) is skipped by attachBuoyancy
    // (handle.problem, handle.skippedSteps): reported once, as the other errors are (a <Buoyant> then
    // takes its body out), rather than left hanging in the world without a word (an audit)
    let told = false
    const removeCheck = steps?.addAfterStep(() => {
      if (told || attached.problem === null) return
      told = true
      reportError.current(
        new Error(`its steps are skipped: ${attached.problem} (set a finite position, rotation and velocity)`),
      )
    })
    return () => {
      removeHandler?.()
      removeCheck?.()
      attached.detach()
      if (handle.current === attached) handle.current = null
    }
  }, [world, body, hull, water, stableOptions, steps])
  return handle
}
