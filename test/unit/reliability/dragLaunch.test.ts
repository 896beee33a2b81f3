import { describe, expect, it } from 'vitest'
import { attachBuoyancy, createBuoyantBody } from 'react-three-buoyancy/cannon'
import { boxMesh, createHull, flatWater, icosphereMesh } from 'react-three-buoyancy/core'
import type { TriangleMesh, Vector } from 'react-three-buoyancy/core'
import { createWorld } from '../cannon/support'

const ZERO = { x: 0, y: 0, z: 0 }

/** A body of `density` from `mesh`, centred at the waterline, with the given motion, in still water. */
function launch(mesh: TriangleMesh, density: number, velocity: Vector, angularVelocity: Vector) {
  const world = createWorld()
  const made = createBuoyantBody(createHull(mesh.positions, mesh.indices), { density }, { velocity, angularVelocity })
  made.body.linearDamping = made.body.angularDamping = 0
  world.addBody(made.body)
  attachBuoyancy(world, made.body, made.hull, flatWater(0))
  return { world, body: made.body }
}

type Measure = (body: ReturnType<typeof launch>['body']) => number

/**
 * One step of dt against the same interval in steps of 1/10,000 s (where the drag is resolved): the
 * coarse step may stop the motion sooner than the resolved one does (its drag is sampled once), but never
 * turn it into more of another motion than the resolved dynamics reach in that time.
 */
function overshoot(mesh: TriangleMesh, velocity: Vector, spin: Vector, measure: Measure) {
  const worst: number[] = []
  for (const dt of [1 / 30, 1 / 60, 1 / 240]) {
    for (const density of [200, 500, 900]) {
      const coarse = launch(mesh, density, velocity, spin)
      coarse.world.step(dt)
      const fine = launch(mesh, density, velocity, spin)
      const n = Math.ceil(dt * 10000)
      let reached = 0
      for (let i = 0; i < n; i++) {
        fine.world.step(dt / n)
        reached = Math.max(reached, measure(fine.body))
      }
      worst.push(measure(coarse.body) - (1.1 * reached + 1))
    }
  }
  return Math.max(...worst)
}

// Issue 16 item 5: the drag, sampled once at the start of a step far longer than the time it takes to
// stop the motion, turned that motion into another far beyond what the same drag does when resolved
// (a spin into 322 m/s, a skim into a leap, a dash into a tumble).
describe('the drag launches nothing, for any step and density (issue 16, item 5)', () => {
  it('a sphere skimming at 300 m/s rises no faster in one step than the resolved drag lifts it', () => {
    expect(overshoot(icosphereMesh(0.5, 2), { x: 300, y: 0, z: 0 }, ZERO, (b) => b.velocity.y)).toBeLessThanOrEqual(0)
  })

  it('a box spinning at 1,000 rad/s is driven no faster in one step than the resolved paddling drives it', () => {
    expect(overshoot(boxMesh(1, 1, 1), ZERO, { x: 0, y: 0, z: 1000 }, (b) => b.velocity.length())).toBeLessThanOrEqual(
      0,
    )
  })

  it('a box at 1,000 m/s is set spinning in one step no faster than the resolved drag spins it', () => {
    expect(
      overshoot(boxMesh(1, 1, 1), { x: 1000, y: 0, z: 0 }, ZERO, (b) => b.angularVelocity.length()),
    ).toBeLessThanOrEqual(0)
  })
})
