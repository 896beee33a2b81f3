import { createContext, useContext } from 'react'
import type { WaveField } from '../../core/internal.js'

/** The wave field shared by `<Ocean>` and everything that floats; `null` outside any `<Waves>`. */
export const WaveContext = createContext<WaveField | null>(null)

/**
 * The shared {@link WaveField} of the enclosing `<Waves>`: the very object whose numbers the ocean shader
 * draws, so heights read from it are the heights on screen. The component re-renders with the new field
 * when the `waves` prop of `<Waves>` changes.
 *
 * There is no silent default: outside a `<Waves>` this throws, because a scene that forgot its sea would
 * otherwise float everything on flat water without a word.
 * @throws Error outside any `<Waves>`
 */
export function useWaves(): WaveField {
  const field = useContext(WaveContext)
  if (field === null) {
    throw new Error(
      "useWaves: no wave field here; wrap the scene in <Waves waves={...}> (a WaveField, a list of wave components, or a sea state name such as 'moderate')",
    )
  }
  return field
}
