// centerHull gives the same centred Hull for the same source and mass, so a fleet of one mesh shares
// one hull (and the hydrostatics' per-hull buffers). Sharing must change nothing: bodies that share a
// hull move exactly as bodies with a hull each.
import { World } from 'cannon-es'
import { describe, expect, it } from 'vitest'
import { attachBuoyancy, centerHull, createBuoyantBody } from 'react-three-buoyancy/cannon'
import { boatHullMesh, createHull, createWaves, seaState, transformHull } from 'react-three-buoyancy/core'
import type { Hull } from 'react-three-buoyancy/core'

const mesh = boatHullMesh()
const source = createHull(mesh.positions, mesh.indices)
const sea = createWaves(seaState('moderate', { count: 4 }))

function fleet(hullOf: (made: { hull: Hull }) => Hull): number[] {
  const world = new World()
  world.gravity.set(0, -9.81, 0)
  const bodies = [0, 1, 2].map((i) => {
    const made = createBuoyantBody(source, { density: 400 + 50 * i }, { position: { x: 6 * i, y: 0.1, z: -2 * i } })
    world.addBody(made.body)
    attachBuoyancy(world, made.body, hullOf(made), sea)
    return made.body
  })
  for (let s = 0; s < 240; s++) world.step(1 / 60)
  return bodies.flatMap((b) => [
    b.position.x,
    b.position.y,
    b.position.z,
    b.quaternion.x,
    b.quaternion.y,
    b.quaternion.z,
    b.quaternion.w,
  ])
}

describe('a fleet of one mesh shares one centred hull', () => {
  it('the same source and mass give the same Hull object; another source does not', () => {
    const a = centerHull(source, { density: 500 })
    const b = centerHull(source, { density: 500 })
    expect(a.hull).toBe(b.hull)
    expect(a.massProperties).not.toBe(b.massProperties)
    const other = transformHull(source, { x: 0, y: 0, z: 0 }, { x: 0, y: 0, z: 0, w: 1 })
    expect(centerHull(other, { density: 500 }).hull).not.toBe(a.hull)
  })

  it('bodies sharing a hull move to the last bit as bodies with a hull each (4 s on a moderate sea)', () => {
    const shared = fleet((made) => made.hull)
    // a hull of their own: the same geometry, a distinct object (so distinct buffers)
    const own = fleet((made) => transformHull(made.hull, { x: 0, y: 0, z: 0 }, { x: 0, y: 0, z: 0, w: 1 }))
    expect(shared).toEqual(own)
    // and they did move
    expect(Math.abs(shared[1] - 0.1)).toBeGreaterThan(1e-3)
  })
})
