import { createContext, useContext, useEffect } from 'react'
import type { Vector4 } from 'three'
import { WET_TRIANGLE_STRIDE, type WetSurface } from '../../core/internal.js'
import { OCEAN_MAX_WATERLINE } from './oceanShading.js'

/** |depth| (m) under which a wet-surface vertex lies on the water, as the debug waterline reads it. */
const ON_WATER = 1e-9

/** The wet surface of one floating body, read when the ocean draws its foam (null before the first step). */
export type WaterlineSource = () => WetSurface | null

/**
 * The floating bodies of one `<Waves>`, whose waterlines the ocean draws contact foam along: the exact
 * waterline of the last step, the edges of the wet surface whose two ends lie on the water.
 */
export class WaterlineRegistry {
  private readonly sources = new Set<WaterlineSource>()

  add(source: WaterlineSource): () => void {
    this.sources.add(source)
    return () => void this.sources.delete(source)
  }

  /**
   * Writes the waterline segments as vec4(x0, z0, x1, z1) relative to the plane origin (offsetX, offsetZ)
   * into `out` (at most OCEAN_MAX_WATERLINE; a body with more has every n-th kept, so each body keeps its
   * outline) and returns how many.
   */
  write(out: Float32Array, offsetX: number, offsetZ: number): number {
    const share = Math.floor(OCEAN_MAX_WATERLINE / Math.max(this.sources.size, 1))
    let written = 0
    for (const source of this.sources) {
      const surface = source()
      if (surface === null || share === 0) continue
      const edges = countWaterline(surface)
      const every = Math.max(1, Math.ceil(edges / share))
      let seen = 0
      forEachWaterlineEdge(surface, (t, a, b) => {
        if (seen++ % every !== 0 || written >= OCEAN_MAX_WATERLINE) return
        const w = 4 * written++
        out[w] = t[a] - offsetX
        out[w + 1] = t[a + 2] - offsetZ
        out[w + 2] = t[b] - offsetX
        out[w + 3] = t[b + 2] - offsetZ
      })
    }
    return written
  }
}

/**
 * Sets `out` to the box (minX, minZ, maxX, maxZ) of the first `count` segments of `segments` (as written by
 * WaterlineRegistry.write), so the shader skips the segment loop for pixels far from every body.
 */
export function waterlineBounds(segments: Float32Array, count: number, out: Vector4): Vector4 {
  // Float32 uniforms: an empty box is ±1e30, not ±Infinity.
  out.set(1e30, 1e30, -1e30, -1e30)
  for (let i = 0; i < 2 * count; i++) {
    const x = segments[2 * i]
    const z = segments[2 * i + 1]
    out.set(Math.min(out.x, x), Math.min(out.y, z), Math.max(out.z, x), Math.max(out.w, z))
  }
  return out
}

/** Calls `edge(triangles, a, b)` for each waterline edge, a and b being the offsets of its two ends. */
function forEachWaterlineEdge(surface: WetSurface, edge: (t: Float64Array, a: number, b: number) => void): void {
  const t = surface.triangles
  for (let i = 0; i < surface.count; i++) {
    const o = i * WET_TRIANGLE_STRIDE
    for (let v = 0; v < 3; v++) {
      const a = o + 4 * v
      const b = o + 4 * ((v + 1) % 3)
      if (Math.abs(t[a + 3]) <= ON_WATER && Math.abs(t[b + 3]) <= ON_WATER) edge(t, a, b)
    }
  }
}

function countWaterline(surface: WetSurface): number {
  let count = 0
  forEachWaterlineEdge(surface, () => count++)
  return count
}

/** The registry of the enclosing `<Waves>`; null outside one. */
export const WaterlineContext = createContext<WaterlineRegistry | null>(null)

/** Registers a floating body's wet surface with the enclosing `<Waves>`, for the ocean's contact foam. */
export function useWaterlineFoam(source: WaterlineSource): void {
  const registry = useContext(WaterlineContext)
  useEffect(() => registry?.add(source), [registry, source])
}
