import type { WaterSurface } from '../types.js'
import type { WaterPatch, WaterPatchOptions } from './types.js'

/** Largest grid accepted, in nodes per side: a million samples per update is already far too slow for a step. */
const MAX_NODES_PER_SIDE = 1024

interface BatchedWater {
  heightsAt(xz: ArrayLike<number>, t: number, out: { [i: number]: number }, count?: number): void
}

/**
 * Kerner's water patch (Kerner 2015, "Water patch"). Use it when the surface is expensive to evaluate
 * (an FFT ocean, a height-map sampler behind a lookup, a simulation read back from the GPU): call
 * `update(x, z, t)` once per step around the body, then pass the patch as the water, so the hull's
 * vertices (and the 'curved' samples) cost one grid lookup each instead of one evaluation each. For a
 * sum of a few sines, evaluating the waves directly is as fast and exact; do not use a patch there.
 *
 * The grid's corner snaps to multiples of `cellSize`, so the sampled surface does not swim as the
 * body moves. Heights come from the planes of the two triangles of each cell (split along the
 * diagonal from the cell's smallest-x, smallest-z corner). Its error is that of piecewise-linear
 * interpolation, about K a²/8 for a surface of curvature K and cells of side a. `maxCurvature` is 0,
 * so 'adaptive' clipping does not refine against the patch: pick a cell size no larger than the
 * hull's triangles. Points outside the grid, any time other than the last update's, and every query
 * before the first update are answered by the wrapped surface.
 *
 * @param surface the expensive surface to sample (heightsAt is used when present)
 * @param options cellSize (m) and halfExtent (m), both finite and > 0
 */
export function createWaterPatch(surface: WaterSurface, options: WaterPatchOptions): WaterPatch {
  if (!surface || typeof surface.heightAt !== 'function') {
    throw new Error('createWaterPatch: surface must be a WaterSurface with a heightAt(x, z, t) method')
  }
  const cellSize = options?.cellSize
  const halfExtent = options?.halfExtent
  if (typeof cellSize !== 'number' || !(cellSize > 0) || cellSize === Infinity) {
    throw new Error(`createWaterPatch: options.cellSize must be a finite number > 0 (m), got ${String(cellSize)}`)
  }
  if (typeof halfExtent !== 'number' || !(halfExtent > 0) || halfExtent === Infinity) {
    throw new Error(`createWaterPatch: options.halfExtent must be a finite number > 0 (m), got ${String(halfExtent)}`)
  }
  // one cell more than the extent, so the snapped grid still covers centre ± halfExtent
  const cells = Math.ceil((2 * halfExtent) / cellSize) + 1
  const side = cells + 1
  if (side > MAX_NODES_PER_SIDE) {
    throw new Error(
      `createWaterPatch: ${side} × ${side} grid nodes (halfExtent ${halfExtent} m / cellSize ${cellSize} m) is more than ${MAX_NODES_PER_SIDE} per side; use larger cells`,
    )
  }
  const heights = new Float64Array(side * side)
  const nodes = new Float64Array(2 * side * side)
  const batched = (surface as Partial<BatchedWater>).heightsAt

  const patch: WaterPatch = {
    maxCurvature: 0,
    cellSize,
    cellsPerSide: cells,
    originX: NaN,
    originZ: NaN,
    time: NaN,

    update(centerX: number, centerZ: number, t: number): void {
      if (!(Number.isFinite(centerX) && Number.isFinite(centerZ) && Number.isFinite(t))) {
        throw new Error(
          `createWaterPatch: update(centerX, centerZ, t) needs finite numbers, got (${centerX}, ${centerZ}, ${t})`,
        )
      }
      const x0 = Math.floor((centerX - halfExtent) / cellSize) * cellSize
      const z0 = Math.floor((centerZ - halfExtent) / cellSize) * cellSize
      // node (i along x, j along z) is stored at i * side + j
      for (let i = 0, n = 0; i < side; i++) {
        const x = x0 + i * cellSize
        for (let j = 0; j < side; j++, n += 2) {
          nodes[n] = x
          nodes[n + 1] = z0 + j * cellSize
        }
      }
      if (typeof batched === 'function') {
        batched.call(surface, nodes, t, heights, side * side)
      } else {
        for (let n = 0; n < side * side; n++) heights[n] = surface.heightAt(nodes[2 * n], nodes[2 * n + 1], t)
      }
      for (let n = 0; n < side * side; n++) {
        const h = heights[n]
        if (!(h - h === 0)) {
          throw new Error(
            `createWaterPatch: the surface height at grid node (${Math.floor(n / side)}, ${n % side}) (x = ${nodes[2 * n]}, z = ${nodes[2 * n + 1]}, t = ${t}) is ${h}; heightAt must return finite numbers`,
          )
        }
      }
      const writable = patch as { originX: number; originZ: number; time: number }
      writable.originX = x0
      writable.originZ = z0
      writable.time = t
    },

    heightAt(x: number, z: number, t: number): number {
      if (t !== patch.time) return surface.heightAt(x, z, t)
      const u = (x - patch.originX) / cellSize
      const v = (z - patch.originZ) / cellSize
      const i = Math.floor(u)
      const j = Math.floor(v)
      if (!(i >= 0 && j >= 0 && i < cells && j < cells)) return surface.heightAt(x, z, t)
      const fu = u - i
      const fv = v - j
      const n = i * side + j
      const h00 = heights[n],
        h01 = heights[n + 1],
        h10 = heights[n + side],
        h11 = heights[n + side + 1]
      return fu >= fv ? h00 + fu * (h10 - h00) + fv * (h11 - h10) : h00 + fv * (h01 - h00) + fu * (h11 - h01)
    },

    heightsAt(xz: ArrayLike<number>, t: number, out: { [i: number]: number }, count?: number): void {
      const n = count ?? xz.length >> 1
      for (let k = 0; k < n; k++) out[k] = patch.heightAt(xz[2 * k], xz[2 * k + 1], t)
    },
  }
  return patch
}
