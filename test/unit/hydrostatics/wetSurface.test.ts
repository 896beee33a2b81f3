import { describe, expect, it } from 'vitest'
import {
  WET_TRIANGLE_STRIDE,
  boxMesh,
  computeHydrostatics,
  createHull,
  createWaves,
  createWetSurface,
  flatWater,
} from 'react-three-buoyancy/core'

const identity = { x: 0, y: 0, z: 0, w: 1 }

describe('wet surface and waterplane area', () => {
  it('a box floating upright has the waterplane area width × depth, whatever its draft', () => {
    const hull = createHull(boxMesh(4, 2, 3).positions, boxMesh(4, 2, 3).indices)
    for (const y of [-0.7, 0, 0.4]) {
      const r = computeHydrostatics(hull, { position: { x: 1, y, z: -2 }, quaternion: identity }, flatWater())
      expect(r.waterplaneArea).toBeCloseTo(12, 10)
    }
  })

  it('a box heeled 30° about its length has the waterplane width b / cos 30°', () => {
    const hull = createHull(boxMesh(4, 2, 2).positions, boxMesh(4, 2, 2).indices)
    const half = Math.PI / 12
    const heeled = { x: Math.sin(half), y: 0, z: 0, w: Math.cos(half) }
    const r = computeHydrostatics(hull, { position: { x: 0, y: 0, z: 0 }, quaternion: heeled }, flatWater())
    expect(r.waterplaneArea).toBeCloseTo((4 * 2) / Math.cos(Math.PI / 6), 9)
  })

  it('records the wet triangles: their areas sum to the wetted area, depths ≥ 0, and they lie on the hull', () => {
    const mesh = boxMesh(2, 2, 2)
    const hull = createHull(mesh.positions, mesh.indices)
    const wet = createWetSurface(1) // grows as needed
    const water = createWaves([{ amplitude: 0.2, wavelength: 7, direction: 0.4 }])
    const position = { x: 0.3, y: 0.1, z: -0.2 }
    const r = computeHydrostatics(hull, { position, quaternion: identity }, water, { time: 1.3, wetSurface: wet })
    expect(wet.count).toBeGreaterThan(4)
    let area = 0
    const t = wet.triangles
    for (let i = 0; i < wet.count; i++) {
      const o = i * WET_TRIANGLE_STRIDE
      const ux = t[o + 4] - t[o],
        uy = t[o + 5] - t[o + 1],
        uz = t[o + 6] - t[o + 2]
      const vx = t[o + 8] - t[o],
        vy = t[o + 9] - t[o + 1],
        vz = t[o + 10] - t[o + 2]
      area += 0.5 * Math.hypot(uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx)
      for (let v = 0; v < 3; v++) {
        const p = o + 4 * v
        expect(t[p + 3]).toBeGreaterThanOrEqual(0)
        // every recorded vertex is on the surface of the unit box, in world coordinates
        const local = [t[p] - position.x, t[p + 1] - position.y, t[p + 2] - position.z]
        expect(Math.max(...local.map(Math.abs))).toBeCloseTo(1, 9)
      }
    }
    expect(area).toBeCloseTo(r.wettedArea, 9)
    // a call without the option leaves the buffer as it was
    const count = wet.count
    computeHydrostatics(hull, { position: { x: 0, y: 5, z: 0 }, quaternion: identity }, water)
    expect(wet.count).toBe(count)
  })
})
