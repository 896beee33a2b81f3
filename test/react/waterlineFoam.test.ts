// The ocean's contact foam reads each floating body's waterline from its wet surface: the edges whose two
// ends lie on the water (depth 0), as the debug waterline draws them.
import { describe, expect, it } from 'vitest'
import { WET_TRIANGLE_STRIDE, createWetSurface } from 'react-three-buoyancy/core'
import { WaterlineRegistry } from '../../src/react/water/waterlineFoam.js'
import { OCEAN_MAX_WATERLINE } from '../../src/react/water/oceanShading.js'

/** A wet surface of triangles given as [x, y, z, depth] × 3. */
function wetSurface(triangles: number[][][]) {
  const surface = createWetSurface(Math.max(triangles.length, 1))
  triangles.forEach((triangle, t) =>
    triangle.forEach((vertex, v) => surface.triangles.set(vertex, t * WET_TRIANGLE_STRIDE + 4 * v)),
  )
  surface.count = triangles.length
  return surface
}

describe('WaterlineRegistry', () => {
  it('writes only the edges with both ends on the water, in x-z relative to the plane origin', () => {
    const registry = new WaterlineRegistry()
    const surface = wetSurface([
      // one edge on the water (first two vertices), the third vertex 0.5 m deep
      [
        [10, 0, 20, 0],
        [12, 0, 21, 0],
        [11, -0.5, 20.5, 0.5],
      ],
      // wholly under water: no waterline
      [
        [10, -1, 20, 1],
        [12, -1, 21, 1],
        [11, -2, 20.5, 2],
      ],
    ])
    registry.add(() => surface)
    const out = new Float32Array(OCEAN_MAX_WATERLINE * 4)
    expect(registry.write(out, 5, -5)).toBe(1)
    expect([...out.slice(0, 4)]).toEqual([5, 25, 7, 26])
  })

  it('shares the segments between bodies, keeping every n-th of a long waterline, and forgets a removed body', () => {
    const registry = new WaterlineRegistry()
    const ring = (cx: number, n: number) =>
      wetSurface(
        Array.from({ length: n }, (_, i) => {
          const a = (2 * Math.PI * i) / n
          const b = (2 * Math.PI * (i + 1)) / n
          return [
            [cx + Math.cos(a), 0, Math.sin(a), 0],
            [cx + Math.cos(b), 0, Math.sin(b), 0],
            [cx, -1, 0, 1],
          ]
        }),
      )
    const big = ring(0, 200)
    const small = ring(50, 6)
    const removeBig = registry.add(() => big)
    registry.add(() => small)
    const out = new Float32Array(OCEAN_MAX_WATERLINE * 4)
    const half = OCEAN_MAX_WATERLINE / 2
    // 200 edges kept every ceil(200/24) = 9th: 23 segments; the small ring's 6 all fit.
    expect(registry.write(out, 0, 0)).toBe(Math.ceil(200 / Math.ceil(200 / half)) + 6)
    removeBig()
    expect(registry.write(out, 0, 0)).toBe(6)
    expect(out[0]).toBeCloseTo(51, 6)
  })

  it('writes nothing for a body that has not stepped yet (no wet surface)', () => {
    const registry = new WaterlineRegistry()
    registry.add(() => null)
    expect(registry.write(new Float32Array(OCEAN_MAX_WATERLINE * 4), 0, 0)).toBe(0)
  })
})
