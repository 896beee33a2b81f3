import { describe, expect, it } from 'vitest'
import { boxMesh, createWaves } from 'react-three-buoyancy/core'
import { DT, float, report, run } from './support.js'

// A small raft (2 × 0.3 × 2 m, half the water's density: its centre of mass sits at the waterline) on a
// long swell (A = 0.5 m, λ = 60 m, T ≈ 6.2 s) is ~30 times shorter than the wave and heaves ~8 times
// faster: it must ride the surface, heaving with the wave's amplitude (±10 %) and keeping its centre
// within 10 % of A of the surface under it.

describe('a small raft on a long swell', () => {
  it('heaves with the wave and tracks the surface', () => {
    const amplitude = 0.5
    const waves = createWaves([{ amplitude, wavelength: 60 }])
    const f = float(boxMesh(2, 0.3, 2), 0.5, { water: waves })
    let lowest = Infinity,
      highest = -Infinity,
      worstTracking = 0
    const settle = 60 * 15
    run(f.world, 60 * 75, (i) => {
      if (i < settle) return
      const p = f.body.position
      const t = (i + 1) * DT
      lowest = Math.min(lowest, p.y)
      highest = Math.max(highest, p.y)
      worstTracking = Math.max(worstTracking, Math.abs(p.y - waves.heightAt(p.x, p.z, t)))
    })
    const heave = (highest - lowest) / 2
    report('raft heave amplitude on a 0.5 m swell', amplitude, heave, ' m')
    report('raft worst distance from the surface under it', 0, worstTracking, ' m')
    expect(Math.abs(heave - amplitude) / amplitude).toBeLessThan(0.1)
    expect(worstTracking).toBeLessThan(0.1 * amplitude)
  })
})
