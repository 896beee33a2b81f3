import { type RefObject, useEffect, useState } from 'react'
import type { HydrostaticsResult } from '../../core/internal.js'

/** Anything with a latest hydrostatics result: a `<Buoyant>` ref's value, what `useBuoyancy` returns. */
export interface HydrostaticsSource {
  readonly last: HydrostaticsResult
}

/** Options of {@link useHydrostatics}. */
export interface UseHydrostaticsOptions {
  /** Re-renders per second at most, default 4 (numbers in a UI change faster than anyone reads them). */
  hz?: number
}

function copyResult(from: HydrostaticsResult): HydrostaticsResult {
  return {
    force: { x: from.force.x, y: from.force.y, z: from.force.z },
    torque: { x: from.torque.x, y: from.torque.y, z: from.torque.z },
    displacedVolume: from.displacedVolume,
    centerOfBuoyancy: { x: from.centerOfBuoyancy.x, y: from.centerOfBuoyancy.y, z: from.centerOfBuoyancy.z },
    wettedArea: from.wettedArea,
    waterplaneArea: from.waterplaneArea,
  }
}

function sameResult(a: HydrostaticsResult, b: HydrostaticsResult): boolean {
  return (
    a.displacedVolume === b.displacedVolume &&
    a.wettedArea === b.wettedArea &&
    a.waterplaneArea === b.waterplaneArea &&
    a.force.x === b.force.x &&
    a.force.y === b.force.y &&
    a.force.z === b.force.z &&
    a.torque.x === b.torque.x &&
    a.torque.y === b.torque.y &&
    a.torque.z === b.torque.z &&
    a.centerOfBuoyancy.x === b.centerOfBuoyancy.x &&
    a.centerOfBuoyancy.y === b.centerOfBuoyancy.y &&
    a.centerOfBuoyancy.z === b.centerOfBuoyancy.z
  )
}

/**
 * Live hydrostatics of a floating body for a UI: a copy of its latest result (force, torque, displaced
 * volume, centre of buoyancy, wetted and waterplane areas), refreshed at most `hz` times a wall-clock second
 * and only when it changed, so the component re-renders a few times a second, not every frame. Works
 * anywhere, inside the canvas or in the DOM beside it (pass the ref along).
 * @param source a ref to a `<Buoyant>` (or the object `useBuoyancy` returns)
 * @returns null until the source is there
 */
export function useHydrostatics(
  source: RefObject<HydrostaticsSource | null> | HydrostaticsSource | null,
  options: UseHydrostaticsOptions = {},
): HydrostaticsResult | null {
  const hz = options.hz ?? 4
  if (!(hz > 0) || !Number.isFinite(hz))
    throw new Error(`useHydrostatics: hz must be a positive number of updates per second (got ${String(hz)})`)
  const [reading, setReading] = useState<HydrostaticsResult | null>(null)
  useEffect(() => {
    const read = () => {
      const target = source !== null && 'current' in source ? source.current : source
      if (target === null || target === undefined) return
      const last = target.last
      setReading((previous) => (previous !== null && sameResult(previous, last) ? previous : copyResult(last)))
    }
    read()
    const timer = setInterval(read, 1000 / hz)
    return () => clearInterval(timer)
  }, [source, hz])
  return reading
}
