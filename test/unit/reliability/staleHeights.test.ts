import { describe, expect, it } from 'vitest'
import { boxMesh, computeHydrostatics, createHull, flatWater } from 'react-three-buoyancy/core'
import type { WaterSurface } from 'react-three-buoyancy/core'

const cube = boxMesh(1, 1, 1)
const hull = createHull(cube.positions, cube.indices)
const at = (y: number) => ({ position: { x: 0, y, z: 0 }, quaternion: { x: 0, y: 0, z: 0, w: 1 } })

/** A batched water whose heightsAt stops writing once `stale` is set (a cache bug in user code). */
function goesStale(height: number): WaterSurface & { stale: boolean } {
  return {
    stale: false,
    heightAt: () => height,
    heightsAt(_xz: ArrayLike<number>, _t: number, out: { [i: number]: number }, count = 0) {
      if (!this.stale) for (let i = 0; i < count; i++) out[i] = height
    },
  } as WaterSurface & { stale: boolean }
}

describe('a heightsAt that leaves its output unwritten or not finite (issue 16, item 7)', () => {
  it('is refused with an Error naming heightsAt, not given the previous call’s heights', () => {
    // the first call fills the buffer with a high water (the cube submerged: V = 1 m³) ...
    const water = goesStale(10)
    expect(computeHydrostatics(hull, at(0), water).displacedVolume).toBeCloseTo(1, 12)
    // ... the next writes nothing: without the check the cube in flat water at y = 0.5 (dry) read V = 1
    water.stale = true
    expect(() => computeHydrostatics(hull, at(0.5), water)).toThrow(
      /computeHydrostatics: .*heightsAt.*fill every height/,
    )
  })

  it('NaN or infinite heights from heightsAt are refused the same way', () => {
    for (const bad of [NaN, Infinity, -Infinity]) {
      const water = {
        heightAt: () => 0,
        heightsAt(_xz: ArrayLike<number>, _t: number, out: { [i: number]: number }, count = 0) {
          for (let i = 0; i < count; i++) out[i] = i === 3 ? bad : 0
        },
      } as WaterSurface
      expect(() => computeHydrostatics(hull, at(0), water)).toThrow(/computeHydrostatics: .*hull vertex 3.*heightsAt/)
    }
    // and a well-behaved heightsAt gives what flat water gives: half the cube under, V = 0.5 m³
    const good = {
      heightAt: () => 0,
      heightsAt(_xz: ArrayLike<number>, _t: number, out: { [i: number]: number }, count = 0) {
        for (let i = 0; i < count; i++) out[i] = 0
      },
    } as WaterSurface
    expect(computeHydrostatics(hull, at(0), good).displacedVolume).toBeCloseTo(
      computeHydrostatics(hull, at(0), flatWater(0)).displacedVolume,
      12,
    )
    expect(computeHydrostatics(hull, at(0), good).displacedVolume).toBeCloseTo(0.5, 12)
  })
})
