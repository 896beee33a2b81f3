import type { RightingLeverCurveState } from 'react-three-buoyancy'
import type { Stability } from 'react-three-buoyancy/core'
import { type SeriesSpec, TimeSeries } from './timeSeries.js'

/**
 * What the scene inside the canvas tells the panel beside it: the time series it records, the latest
 * stability reading and GZ curve, the ship's heel now, and free text. Written inside the canvas, read by
 * the panel a few times a second.
 */
export interface ShipProbe {
  series: TimeSeries
  stability: Stability | null
  curve: RightingLeverCurveState | null
  /** rad */
  heel: number
  notes: string[]
}

export function createShipProbe(specs: readonly SeriesSpec[], span = 150): ShipProbe {
  return { series: new TimeSeries(specs, span), stability: null, curve: null, heel: 0, notes: [] }
}
