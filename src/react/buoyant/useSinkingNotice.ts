import { useEffect, useRef, useSyncExternalStore } from 'react'
import type { BodyFrame, BodyLoads } from '../../cannon/internal.js'
import { SEA_WATER_DENSITY } from '../../core/internal.js'

/**
 * One console.warn each time a body's dry mass and cargo come to more than its whole hull can hold up
 * (ρ V): it sinks, which may be meant (an anchor), but is more often a mass in the wrong unit, a density
 * given as a mass, or a cargo of tonnes on a dinghy, and a body going down without a word looked like a bug
 * in the water (a 60 t <Cargo> on a 24 t barge of 82 t buoyancy sank in silence: an independent audit).
 * Flood water is left out: sinking by flooding is what a <Compartment> is for.
 */
export function useSinkingNotice(
  label: string,
  frame: BodyFrame | null,
  loads: BodyLoads,
  waterDensity: number | undefined,
): void {
  const loaded = useSyncExternalStore(
    (listener) => loads.subscribe(listener),
    () => loads.loading()?.mass ?? null,
    () => null,
  )
  // the frame and whether it was over, as last told: said again only once it has been back under
  const told = useRef<{ frame: BodyFrame | null; over: boolean }>({ frame: null, over: false })
  useEffect(() => {
    if (frame === null) return
    const mass = loaded ?? frame.mass
    const rho = waterDensity ?? SEA_WATER_DENSITY
    const most = rho * frame.hull.volume
    const over = mass > most
    const last = told.current
    told.current = { frame, over }
    if (!over || (last.frame === frame && last.over)) return
    const cargo = mass > frame.mass ? ` with ${round(mass - frame.mass)} kg of cargo` : ''
    console.warn(
      `${label}: ${round(mass)} kg${cargo} is more than its hull can hold up (${round(most)} kg of water fill its ${frame.hull.volume.toPrecision(3)} m³): it sinks. Meant to float? Check the mass's unit, or give a density (kg/m³) instead.`,
    )
  }, [label, frame, loaded, waterDensity])
}

const round = (kg: number) => Math.round(kg).toLocaleString('en-US')
