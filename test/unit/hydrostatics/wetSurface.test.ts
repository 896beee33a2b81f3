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

  it('says which hull vertex each whole triangle corner is, and which hull triangle it is; −1 on cut pieces', () => {
    // a 12-triangle box at a heel, half under still water: its bottom triangles are whole, its sides cut
    // (in waves 'adaptive' may refine a whole triangle too: its parts are then pieces)
    const mesh = boxMesh(2, 1, 3)
    const hull = createHull(mesh.positions, mesh.indices)
    const wet = createWetSurface(2) // grows as needed, with corners and faces
    const half = 0.1
    const pose = {
      position: { x: 0.4, y: 0, z: -0.3 },
      quaternion: { x: Math.sin(half), y: 0, z: 0, w: Math.cos(half) },
    }
    computeHydrostatics(hull, pose, flatWater(), { wetSurface: wet })
    const corners = wet.corners as Int32Array,
      faces = wet.faces as Int32Array
    const t = wet.triangles
    let whole = 0,
      cut = 0
    for (let m = 0; m < wet.count; m++) {
      const face = faces[m]
      if (face < 0) {
        cut++
        for (let c = 0; c < 3; c++) expect(corners[3 * m + c]).toBe(-1)
        continue
      }
      whole++
      for (let c = 0; c < 3; c++) {
        // corner c is the hull's vertex indices[3 face + c], and the recorded point is that vertex posed
        const vertex = hull.indices[3 * face + c]
        expect(corners[3 * m + c]).toBe(vertex)
        const [x, y, z] = [0, 1, 2].map((k) => hull.positions[3 * vertex + k])
        // rotation about x by 2 × half
        const c2 = Math.cos(2 * half),
          s2 = Math.sin(2 * half)
        const world = [x + pose.position.x, c2 * y - s2 * z + pose.position.y, s2 * y + c2 * z + pose.position.z]
        for (let k = 0; k < 3; k++) expect(t[WET_TRIANGLE_STRIDE * m + 4 * c + k]).toBeCloseTo(world[k], 12)
      }
    }
    expect(whole).toBe(2)
    expect(cut).toBeGreaterThan(4)
  })
})
