// A floating body carrying a load through a contact, a joint or another listener's force: the added mass
// (radiation 'auto', the default) changes how it moves, never where it rests. Against Archimedes.
import { Body, Box, PointToPointConstraint, Vec3 } from 'cannon-es'
import { describe, expect, it } from 'vitest'
import { boxMesh } from 'react-three-buoyancy/core'
import { createWorld, float, G, RHO, run } from './support.js'

// a 4 × 1 × 4 m raft at 300 kg/m³ (4,800 kg) and a 500 kg load: draft (4,800 + 500) / (ρ · 16 m²)
const RAFT_MASS = 4 * 1 * 4 * 300
const LOAD = 500
const DRAFT = (RAFT_MASS + LOAD) / (RHO * 16)

type Carry = 'on deck' | 'on a joint' | 'by a later listener'

function loadedRaft(carry: Carry, options = {}, offset = 0) {
  const world = createWorld()
  world.defaultContactMaterial.friction = 0.8
  const raft = float(boxMesh(4, 1, 4), 300 / RHO, {
    world,
    position: { x: 0, y: 0.5 - DRAFT, z: 0 },
    shapes: [{ shape: new Box(new Vec3(2, 0.5, 2)) }],
    buoyancy: options,
  })
  if (carry === 'on deck') {
    const load = new Body({ mass: LOAD, shape: new Box(new Vec3(0.5, 0.5, 0.5)) })
    load.position.set(offset, raft.body.position.y + 1, 0)
    world.addBody(load)
  } else if (carry === 'on a joint') {
    const load = new Body({ mass: LOAD, position: new Vec3(offset, raft.body.position.y + 0.5, 0) })
    world.addBody(load)
    world.addConstraint(new PointToPointConstraint(raft.body, new Vec3(offset, 0.5, 0), load, new Vec3()))
  } else {
    // registered after attachBuoyancy's own listener
    world.addEventListener('preStep', () => {
      raft.body.applyForce(new Vec3(0, -LOAD * G, 0), new Vec3(offset, 0.5, 0).vadd(raft.body.position))
    })
  }
  run(world, 60 * 40)
  return raft
}

describe('a load carried by a floating body, with the added mass (the default)', () => {
  it.each<Carry>(['on deck', 'on a joint', 'by a later listener'])(
    'a 500 kg load %s: the raft rests at its Archimedes draft, within 1 mm',
    (carry) => {
      const raft = loadedRaft(carry)
      expect(Math.abs(0.5 - raft.body.position.y - DRAFT)).toBeLessThan(1e-3)
      expect(raft.body.velocity.length()).toBeLessThan(1e-3)
    },
  )

  it('a load on a joint at the deck edge 1 m off the centre: the heel of the wall-sided closed form, within 1.5 %', () => {
    const raft = loadedRaft('on a joint', {}, 1)
    const q = raft.body.quaternion
    const heel = Math.abs(2 * Math.asin(q.z / Math.hypot(q.z, q.w)))
    // G of raft and load: 1 m × 500 / 5,300 off the centre line, KG (4,800 · 0.5 + 500 · 1) / 5,300 above the
    // keel; KB = T / 2, BM = B² / 12 T; a wall-sided hull's GZ = sin φ (GM + BM tan² φ / 2) = x_G cos φ
    const xG = LOAD / (RAFT_MASS + LOAD)
    const KG = (RAFT_MASS * 0.5 + LOAD * 1) / (RAFT_MASS + LOAD)
    const GM = DRAFT / 2 + 16 / (12 * DRAFT) - KG
    let tan = xG / GM
    for (let i = 0; i < 20; i++) tan = xG / (GM + (16 / (12 * DRAFT) / 2) * tan * tan)
    expect(Math.abs(heel / Math.atan(tan) - 1)).toBeLessThan(0.015)
  })
})
