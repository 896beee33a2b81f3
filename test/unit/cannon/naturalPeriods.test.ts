import { describe, expect, it } from 'vitest'
import { boxMesh } from 'react-three-buoyancy/core'
import { DT, G, float, report, run, SEEDS, upCrossings } from './support.js'

// Free oscillations with the drag off (`drag: false`, cannon-es damping 0) against the closed forms of
// docs/PHYSICS.md §4 for a rigid body without added mass (what a rigid-body engine gives):
//   heave 2π √(m / (ρ g A_wp)) = 2π √(T / g) for a box of draft T,
//   roll 2π k / √(g GM), k the radius of gyration about the roll axis, GM = KB + BM − KG.

/** Mean period between the first and last upward crossings. */
function period(values: number[], mean: number): number {
  const t = upCrossings(values, DT, mean)
  return (t[t.length - 1] - t[0]) / (t.length - 1)
}

const barges = [
  { beam: 2, depth: 1, length: 4, s: 0.5 },
  { beam: 3, depth: 1, length: 6, s: 0.4 },
]

describe('natural periods of a box barge, drag off', () => {
  it.each(barges)('heave of $beam × $depth × $length at s = $s within 2 %', ({ beam, depth, length, s }) => {
    const draft = s * depth
    const equilibrium = depth / 2 - draft
    const f = float(boxMesh(beam, depth, length), s, {
      position: { x: 0, y: equilibrium + 0.03, z: 0 },
      buoyancy: { ...SEEDS, drag: false },
    })
    const heave: number[] = []
    run(f.world, 60 * 15, () => heave.push(f.body.position.y))
    const expected = 2 * Math.PI * Math.sqrt(draft / G)
    const got = period(heave, equilibrium)
    report(`heave period ${beam}×${depth}×${length} s=${s}`, expected, got, ' s')
    expect(Math.abs(got - expected) / expected).toBeLessThan(0.02)
  })

  it.each(barges)('roll of $beam × $depth × $length at s = $s within 3 %', ({ beam, depth, length, s }) => {
    const draft = s * depth
    const equilibrium = depth / 2 - draft
    const heel = (3 * Math.PI) / 180
    // length along z: the barge rolls about z
    const f = float(boxMesh(beam, depth, length), s, {
      position: { x: 0, y: equilibrium, z: 0 },
      quaternion: { x: 0, y: 0, z: Math.sin(heel / 2), w: Math.cos(heel / 2) },
      buoyancy: { ...SEEDS, drag: false },
    })
    const roll: number[] = []
    run(f.world, 60 * 20, () => roll.push(2 * Math.atan2(f.body.quaternion.z, f.body.quaternion.w)))
    const KB = draft / 2,
      BM = (beam * beam) / (12 * draft),
      KG = depth / 2
    const GM = KB + BM - KG
    const k = Math.sqrt((beam * beam + depth * depth) / 12)
    const expected = (2 * Math.PI * k) / Math.sqrt(G * GM)
    const got = period(roll, 0)
    report(`roll period ${beam}×${depth}×${length} s=${s} (GM ${GM.toFixed(4)} m)`, expected, got, ' s')
    expect(Math.abs(got - expected) / expected).toBeLessThan(0.03)
  })
})
