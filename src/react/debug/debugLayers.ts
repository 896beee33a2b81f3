/** What the buoyancy debug view draws. */
export interface DebugLayers {
  /** the wet part of the hull, as clipped and integrated */
  wetSurface: boolean
  /** the waterline: edges of the wet surface whose two ends lie on the water (depth 0) */
  waterline: boolean
  /** the buoyancy force at the centre of buoyancy and the weight at the centre of mass, to scale */
  forces: boolean
  /** markers at the centre of buoyancy (blue) and the centre of mass (orange) */
  centers: boolean
  /** the simulation hull (what the buoyancy integrates, as buildHull made it), drawn over the model */
  hull?: boolean
}

/** A `debug` prop: `true` for every layer, `false` for none, or the layers to draw. */
export type DebugProp = boolean | Partial<DebugLayers>

export const NO_DEBUG: DebugLayers = Object.freeze({
  wetSurface: false,
  waterline: false,
  forces: false,
  centers: false,
  hull: false,
})
const ALL_DEBUG: DebugLayers = Object.freeze({
  wetSurface: true,
  waterline: true,
  forces: true,
  centers: true,
  hull: true,
})

/** The layers a `debug` prop asks for; `undefined` inherits `fallback`. */
export function resolveDebug(prop: DebugProp | undefined, fallback: DebugLayers): DebugLayers {
  if (prop === undefined) return fallback
  if (prop === true) return ALL_DEBUG
  if (prop === false) return NO_DEBUG
  return {
    wetSurface: prop.wetSurface ?? false,
    waterline: prop.waterline ?? false,
    forces: prop.forces ?? false,
    centers: prop.centers ?? false,
    hull: prop.hull ?? false,
  }
}

/** True when any layer is on. */
export function anyDebug(layers: DebugLayers): boolean {
  return layers.wetSurface || layers.waterline || layers.forces || layers.centers || layers.hull === true
}
