import { useMemo } from 'react'
import { type DebugLayers, type DebugProp, NO_DEBUG, resolveDebug } from './debugLayers.js'

/** The layers a `debug` prop asks for (`undefined` inherits `fallback`), stable while their content is. */
export function useDebugLayers(prop: DebugProp | undefined, fallback: DebugLayers = NO_DEBUG): DebugLayers {
  const layers = resolveDebug(prop, fallback)
  // Keyed by content: an inline `debug={{ forces: true }}` is a new object every render.
  return useMemo(() => layers, [layers.wetSurface, layers.waterline, layers.forces, layers.centers, layers.hull])
}
