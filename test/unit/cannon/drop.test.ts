import type { Body } from 'cannon-es'
import { describe, expect, it } from 'vitest'
import { boatHullMesh, boxMesh, icosphereMesh } from 'react-three-buoyancy/core'
import type { TriangleMesh } from 'react-three-buoyancy/core'
import { levelForVolume, poseVertices } from './reference/submerged.js'
import { aboutX, float, report, run, speeds } from './support.js'

// Dropped from 5 m (lowest point 5 m above still water, ~9.9 m/s at entry): the water must not throw the
// body back up to where it fell from, and the default drag must bring it to rest afloat at its
// Archimedes level: heave, roll and pitch still. A hull that lands tilted also glides off sideways; a
// streamlined one keeps drifting slowly (the boat's drift decays with a time constant of ~25 s, as a real
// hull coasts), so the horizontal drift is only required to be dying out, under 1 cm/s after a minute.

const DROP = 5

function lowestPoint(positions: Float64Array, body: Pick<Body, 'position' | 'quaternion'>): number {
  const world = poseVertices(positions, body.position, body.quaternion)
  let lowest = Infinity
  for (let i = 1; i < world.length; i += 3) lowest = Math.min(lowest, world[i])
  return lowest
}

const bodies: { name: string; mesh: TriangleMesh; s: number; tilt: number }[] = [
  { name: 'box 2 × 1 × 4', mesh: boxMesh(2, 1, 4), s: 0.5, tilt: 0 },
  { name: 'boat hull', mesh: boatHullMesh(), s: 0.3, tilt: 0.15 },
  { name: 'icosphere r = 1', mesh: icosphereMesh(1, 3), s: 0.4, tilt: 0 },
]

describe('a body dropped from 5 m', () => {
  it.each(bodies)(
    '$name enters the water without being thrown back above its drop height, and comes to rest',
    ({ name, mesh, s, tilt }) => {
      const probe = float(mesh, s, { quaternion: aboutX(tilt) })
      const start = DROP - lowestPoint(probe.hull.positions, probe.body)
      const f = float(mesh, s, { position: { x: 0, y: start, z: 0 }, quaternion: aboutX(tilt) })
      let entered = false
      let rising = false
      let rebound = -Infinity
      let deepest = Infinity
      run(f.world, 60 * 60, () => {
        const low = lowestPoint(f.hull.positions, f.body)
        if (low < 0) entered = true
        if (entered && f.body.velocity.y > 0) rising = true
        // once it has turned back up, how high does the water throw it
        if (rising) rebound = Math.max(rebound, low)
        deepest = Math.min(deepest, low)
        expect(Number.isFinite(f.body.position.y)).toBe(true)
      })
      report(`drop, ${name}: highest the lowest point rose after turning back up (drop ${DROP} m)`, DROP, rebound, ' m')
      report(`drop, ${name}: deepest the lowest point went`, 0, deepest, ' m')
      report(`drop, ${name}: drift after 60 s`, 0, Math.hypot(f.body.velocity.x, f.body.velocity.z), ' m/s')
      expect(entered).toBe(true)
      expect(rebound).toBeLessThan(DROP)
      expect(Math.abs(f.body.velocity.y)).toBeLessThan(1e-3)
      expect(Math.hypot(f.body.velocity.x, f.body.velocity.z)).toBeLessThan(1e-2)
      expect(speeds(f.body).angular).toBeLessThan(1e-3)
      const posed = {
        positions: poseVertices(f.hull.positions, f.body.position, f.body.quaternion),
        indices: f.hull.indices,
      }
      const level = levelForVolume(posed, s * f.hull.volume)
      expect(Math.abs(level) / -lowestPoint(f.hull.positions, f.body)).toBeLessThan(0.01)
    },
  )
})

describe('a light body landing flat at speed (water entry, with the added mass)', () => {
  it('a 400 kg 2 × 1 × 4 m box at 14 m/s is stopped near the surface by the water it sets moving, at any step', () => {
    // von Kármán: the water set moving by a flat bottom b × L is about ρ π (b / 2)² L / 2 = 6.4 t, so the
    // box leaves the impact at 14 m/s × 400 / (400 + 6,400) = 0.8 m/s, and sinks a few tenths of a metre
    // past its draft at most (it went 1.3–2.2 m under, deeper the coarser the step: an independent audit)
    const rest = 0.5 - 50 / 1025
    const depths = [1 / 30, 1 / 60, 1 / 240].map((dt) => {
      const f = float(boxMesh(2, 1, 4), 50 / 1025, { position: { x: 0, y: 10.5, z: 0 } })
      let lowest = Infinity
      run(f.world, Math.round(8 / dt), () => (lowest = Math.min(lowest, f.body.position.y)), dt)
      return rest - lowest
    })
    for (const depth of depths) expect(depth).toBeLessThan(0.35)
  })
})
