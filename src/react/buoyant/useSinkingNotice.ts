import { useEffect, useRef } from 'react'
import type { BodyFrame } from '../../cannon/bodyFrame.js'
import { SEA_WATER_DENSITY } from '../../core/internal.js'

/**
 * One console.warn per body frame whose mass is more than its whole hull can hold up (ρ V): it sinks, which
 * may be meant (an anchor), but is more often a mass in the wrong unit or a density given as a mass, and
 * a body going down without a word looked like a bug in the water.
 */
export function useSinkingNotice(label: string, frame: BodyFrame | null, waterDensity: number | undefined): void {
  const told = useRef<BodyFrame | null>(null)
  useEffect(() => {
    if (frame === null || told.current === frame) return
    told.current = frame
    const rho = waterDensity ?? SEA_WATER_DENSITY
    const most = rho * frame.hull.volume
    if (!(frame.mass > most)) return
    console.warn(
      `${label}: ${round(frame.mass)} kg is more than its hull can hold up (${round(most)} kg of water fill its ${frame.hull.volume.toPrecision(3)} m³): it sinks. Meant to float? Check the mass's unit, or give a density (kg/m³) instead.`,
    )
  }, [label, frame, waterDensity])
}

const round = (kg: number) => Math.round(kg).toLocaleString('en-US')
