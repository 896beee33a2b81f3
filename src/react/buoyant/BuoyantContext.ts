import { createContext, useContext } from 'react'
import type { WaterSurface } from '../../core/internal.js'
import type { BodyLoads, BuoyantLoads } from '../../cannon/internal.js'
import type { BuoyantApi } from './buoyantProps.js'

/** What a `<Buoyant>` gives the components inside it (`<Cargo>`, `<Compartment>`, `<StabilityOverlay>`). */
export interface BuoyantContextValue {
  /** the same object as the `<Buoyant>`'s ref: body, hull, body frame, latest hydrostatics */
  api: BuoyantApi
  /** its cargo and compartments */
  loads: BodyLoads
  /** `<Buoyant name="…">`, for messages */
  label: string
  /** the water it floats on (its `water` prop or the enclosing `<Waves>`), null when there is none */
  water: WaterSurface | null
  /** its `waterDensity` prop, kg/m³ (undefined: the default, sea water) */
  waterDensity: number | undefined
}

/** The enclosing `<Buoyant>`; `null` outside one. */
export const BuoyantContext = createContext<BuoyantContextValue | null>(null)

/** The enclosing `<Buoyant>` (internal form, with the loads' registration methods). */
export function useBuoyantContext(caller: string): BuoyantContextValue {
  const value = useContext(BuoyantContext)
  if (value === null) {
    throw new Error(
      `${caller}: no floating body here; place it inside a <Buoyant> (it loads, floods or measures that body)`,
    )
  }
  return value
}

/**
 * The cargo and compartments of the enclosing `<Buoyant>`: the attachCargo and attachFlooding handles
 * while it floats, and `loading()` for the stability functions of `react-three-buoyancy/core`
 * (with `api.hull`, in body coordinates).
 * @throws Error outside a `<Buoyant>`
 */
export function useBuoyantLoads(): BuoyantLoads {
  return useBuoyantContext('useBuoyantLoads').loads
}
