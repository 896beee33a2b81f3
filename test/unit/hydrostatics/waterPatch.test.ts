import { describe, expect, it } from 'vitest'
import { computeHydrostatics, createWaterPatch, createWaves, icosphereMesh } from 'react-three-buoyancy/core'
import type { WaterSurface } from 'react-three-buoyancy/core'
import { RHO_G, hullOf } from './fixtures.js'
import { difference, norm, randomQuaternion, seededRandom } from './reference/random.js'

const sea = createWaves([
  { amplitude: 0.3, wavelength: 6, direction: 0.5 },
  { amplitude: 0.1, wavelength: 2.5, direction: 2.2, phase: 1 },
])

describe('createWaterPatch (Kerner 2015)', () => {
  it('snaps its grid to multiples of the cell size and matches the surface at the nodes', () => {
    const patch = createWaterPatch(sea, { cellSize: 0.25, halfExtent: 2 })
    patch.update(10.37, -4.81, 1.5)
    expect(patch.originX / 0.25).toBeCloseTo(Math.round(patch.originX / 0.25), 9)
    expect(patch.originZ / 0.25).toBeCloseTo(Math.round(patch.originZ / 0.25), 9)
    // covers centre ± halfExtent
    expect(patch.originX).toBeLessThanOrEqual(10.37 - 2)
    expect(patch.originX + patch.cellsPerSide * 0.25).toBeGreaterThanOrEqual(10.37 + 2)
    for (let i = 0; i <= patch.cellsPerSide; i += 3) {
      for (let j = 0; j <= patch.cellsPerSide; j += 5) {
        const x = patch.originX + 0.25 * i,
          z = patch.originZ + 0.25 * j
        expect(patch.heightAt(x, z, 1.5)).toBeCloseTo(sea.heightAt(x, z, 1.5), 12)
      }
    }
    expect(patch.maxCurvature).toBe(0)
  })

  it('answers from the plane of the grid triangle under the point, and does not swim as the centre moves', () => {
    const a = 0.5
    const patch = createWaterPatch(sea, { cellSize: a, halfExtent: 3 })
    patch.update(0.1, 0.2, 0)
    const random = seededRandom(4)
    for (let n = 0; n < 200; n++) {
      const x = 4 * random() - 2,
        z = 4 * random() - 2
      const x0 = Math.floor(x / a) * a,
        z0 = Math.floor(z / a) * a
      const u = (x - x0) / a,
        v = (z - z0) / a
      const h = (dx: number, dz: number) => sea.heightAt(x0 + dx * a, z0 + dz * a, 0)
      // the cell is split along its diagonal from (x0, z0) to (x0 + a, z0 + a)
      const plane =
        u >= v
          ? h(0, 0) + u * (h(1, 0) - h(0, 0)) + v * (h(1, 1) - h(1, 0))
          : h(0, 0) + v * (h(0, 1) - h(0, 0)) + u * (h(1, 1) - h(0, 1))
      expect(patch.heightAt(x, z, 0)).toBeCloseTo(plane, 12)
      // piecewise-linear interpolation error: at most K l² / 6 over a triangle of longest edge l
      expect(Math.abs(patch.heightAt(x, z, 0) - sea.heightAt(x, z, 0))).toBeLessThanOrEqual(
        (sea.maxCurvature * 2 * a * a) / 6,
      )
    }
    const before = patch.heightAt(0.77, -0.33, 0)
    patch.update(0.3, 0.05, 0)
    expect(patch.heightAt(0.77, -0.33, 0)).toBe(before)
  })

  it('falls back to the wrapped surface outside the grid, at another time, and before the first update', () => {
    const patch = createWaterPatch(sea, { cellSize: 0.5, halfExtent: 1 })
    expect(patch.heightAt(0.3, 0.3, 0)).toBe(sea.heightAt(0.3, 0.3, 0))
    patch.update(0, 0, 2)
    expect(patch.heightAt(30, 0, 2)).toBe(sea.heightAt(30, 0, 2))
    expect(patch.heightAt(0.3, 0.3, 2.5)).toBe(sea.heightAt(0.3, 0.3, 2.5))
    expect(patch.heightAt(0.3, 0.3, 2)).not.toBe(sea.heightAt(0.3, 0.3, 2))
  })

  it('samples a surface once per update, batched when it can', () => {
    let single = 0,
      batched = 0
    const plain: WaterSurface = {
      heightAt: (x, z, t) => {
        single++
        return sea.heightAt(x, z, t)
      },
    }
    const fast = {
      heightAt: (x: number, z: number, t: number) => sea.heightAt(x, z, t),
      heightsAt: (xz: ArrayLike<number>, t: number, out: { [i: number]: number }, count?: number) => {
        batched++
        sea.heightsAt(xz, t, out, count)
      },
    }
    const p1 = createWaterPatch(plain, { cellSize: 0.5, halfExtent: 1 })
    p1.update(0, 0, 0)
    expect(single).toBe((p1.cellsPerSide + 1) ** 2)
    const p2 = createWaterPatch(fast, { cellSize: 0.5, halfExtent: 1 })
    p2.update(0, 0, 0)
    expect(batched).toBe(1)
    expect(p2.heightAt(0.3, 0.1, 0)).toBe(p1.heightAt(0.3, 0.1, 0))
  })

  it('gives the hydrostatics of the surface it samples, within its interpolation error', () => {
    const sphere = hullOf(icosphereMesh(1, 3))
    const patch = createWaterPatch(sea, { cellSize: 0.05, halfExtent: 1.2 })
    const random = seededRandom(6)
    for (let n = 0; n < 3; n++) {
      const pose = {
        position: { x: 5 * random(), y: 0.4 * random() - 0.2, z: 5 * random() },
        quaternion: randomQuaternion(random),
      }
      patch.update(pose.position.x, pose.position.z, 0.9)
      const direct = computeHydrostatics(sphere, pose, sea, { time: 0.9 })
      const sampled = computeHydrostatics(sphere, pose, patch, { time: 0.9 })
      const scale = RHO_G * sphere.volume
      expect(norm(difference(sampled.force, direct.force)) / scale).toBeLessThan(2e-3)
      expect(norm(difference(sampled.torque, direct.torque)) / scale).toBeLessThan(2e-3)
    }
  })

  it('refuses bad options, a bad update and a surface that returns NaN', () => {
    expect(() => createWaterPatch(sea, { cellSize: 0, halfExtent: 1 })).toThrow(/options\.cellSize/)
    expect(() => createWaterPatch(sea, { cellSize: 0.1, halfExtent: NaN })).toThrow(/options\.halfExtent/)
    expect(() => createWaterPatch(sea, { cellSize: 1e-3, halfExtent: 100 })).toThrow(/grid nodes .* larger cells/)
    expect(() => createWaterPatch({} as WaterSurface, { cellSize: 1, halfExtent: 1 })).toThrow(
      /surface must be a WaterSurface/,
    )
    const patch = createWaterPatch(sea, { cellSize: 0.5, halfExtent: 1 })
    expect(() => patch.update(NaN, 0, 0)).toThrow(/update\(centerX, centerZ, t\)/)
    const holes = createWaterPatch({ heightAt: (x) => (x > 0.4 ? NaN : 0) }, { cellSize: 0.5, halfExtent: 1 })
    expect(() => holes.update(0, 0, 0)).toThrow(/grid node \(\d+, \d+\) \(x = 0\.5, z = .*\) is NaN/)
  })
})
