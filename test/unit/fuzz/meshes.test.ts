import { describe, expect, it } from 'vitest'
import { createHull, transformHull } from 'react-three-buoyancy/core'
import { ABSURD, closedMesh, moved, outcome, random, timed } from './random.js'

// A call that takes longer than this is a hang in the making (the far-away mesh never returned).
const HANG_MS = 5000

describe('fuzz: createHull and transformHull on meshes far, small, large, broken (seeded)', () => {
  it('400 meshes: each call returns a hull with finite measures or refuses with a createHull Error, promptly', () => {
    const r = random(16_001)
    let refused = 0
    for (let i = 0; i < 400; i++) {
      const mesh = closedMesh(r)
      // far from the origin: up to 1e12 × the mesh's size away
      if (r.chance(0.5)) moved(mesh, r.logUniform(0, 12) * r.pick([-1, 1]), r.logUniform(0, 6), -r.logUniform(0, 9))
      // broken input: a bad number, a flipped or missing triangle, an index out of range
      const damage = r.integer(0, 5)
      if (damage === 1) mesh.positions[r.integer(0, mesh.positions.length - 1)] = r.pick(ABSURD)
      if (damage === 2) mesh.indices[r.integer(0, mesh.indices.length - 1)] = mesh.positions.length
      if (damage === 3) mesh.indices = mesh.indices.slice(3)
      const options = r.chance(0.3) ? { weldTolerance: r.pick([0, 1e-12, 1e-6, 0.01, 0.5, ...ABSURD]) } : undefined
      let result: ReturnType<typeof outcome<ReturnType<typeof createHull>>> | undefined
      const ms = timed(
        () => (result = outcome(/^createHull: /, () => createHull(mesh.positions, mesh.indices, options))),
      )
      expect(ms, `mesh ${i}`).toBeLessThan(HANG_MS)
      if ('error' in result!) {
        refused++
        continue
      }
      const hull = result!.value
      expect(Number.isFinite(hull.volume) && hull.volume > 0, `mesh ${i}: volume ${hull.volume}`).toBe(true)
      expect(Number.isFinite(hull.centroid.x + hull.centroid.y + hull.centroid.z), `mesh ${i}`).toBe(true)
      // moved far and back (transformHull welds with tolerance 0, the case that hung)
      const shift = { x: r.logUniform(0, 11), y: -r.logUniform(0, 5), z: r.logUniform(0, 8) }
      const q = { x: r.uniform(-1, 1), y: r.uniform(-1, 1), z: r.uniform(-1, 1), w: r.uniform(-1, 1) }
      const ms2 = timed(() => {
        const far = outcome(/^transformHull: |^createHull: /, () => transformHull(hull, shift, q))
        if ('value' in far) expect(Number.isFinite(far.value.volume), `mesh ${i} moved`).toBe(true)
      })
      expect(ms2, `mesh ${i} moved`).toBeLessThan(HANG_MS)
    }
    // the damage refuses some and the rest are hulls: both branches ran
    expect(refused).toBeGreaterThan(20)
    expect(refused).toBeLessThan(380)
  }, 60_000)
})
