import { World } from 'cannon-es'
import { describe, expect, it } from 'vitest'
import { attachBuoyancy, createBuoyantBody } from '../../../src/cannon/internal.js'
import { boxMesh, createHull, flatWater, modeStiffness } from '../../../src/core/internal.js'
import type { TriangleMesh } from '../../../src/core/internal.js'
import { G, RHO, referenceBody, regularWaveRao } from './rao.js'

// Radiation 'auto' in the hull's modal axes (core/seakeeping/modalAxes.ts): a body's motions must not depend
// on which way its mesh was modelled. The independent reference is the same hull modelled the other way.

describe("radiation 'auto' does not depend on how the mesh is turned", () => {
  it('the boat modelled with its length along z (as glTF has it) moves in head seas as the boat along x', () => {
    // before the modal axes, strip theory cut the turned boat across its length: its heave at 8 s was
    // 1.14 × and its pitch at 5 s 1.67 × the boat's as made
    for (const period of [5, 8]) {
      const made = regularWaveRao('boat', period, 0, {})
      const turned = regularWaveRao('boat along z', period, -Math.PI / 2, {})
      expect(Math.abs(turned.heave / made.heave - 1)).toBeLessThan(0.03)
      // the turned boat's pitch is about x
      expect(Math.abs(turned.roll / made.pitch - 1)).toBeLessThan(0.03)
    }
  })

  it('the boat and the barge as made keep their own axes; the turned boat is given modal ones', () => {
    for (const name of ['boat', 'barge'] as const) {
      const { body, hull } = referenceBody(name, flatWater(0), {})
      expect(modeStiffness(hull, body.mass, RHO, G)!.modal).toBeNull()
    }
    const { body, hull } = referenceBody('boat along z', flatWater(0), {})
    const modal = modeStiffness(hull, body.mass, RHO, G)!.modal!
    // a quarter turn about y
    expect(2 * Math.acos(Math.abs(modal.frame.w))).toBeCloseTo(Math.PI / 2, 3)
    expect(Math.abs(modal.frame.y)).toBeCloseTo(Math.SQRT1_2, 3)
  })

  // A square log at half the water's density floats on an edge, 45° from its own axes. Its heave added mass
  // belongs to the vertical: before the modal axes it acted along the log's tilted y, and the log heaved
  // with a half-period of 0.68 s where the same log modelled already turned, floating level in its own
  // axes, took 0.79 s.
  it('a square log floating on an edge heaves and rolls as the same log modelled on its edge', () => {
    const log = boxMesh(4, 1, 1)
    const onEdge: TriangleMesh = { positions: Float64Array.from(log.positions), indices: log.indices }
    const c = Math.SQRT1_2
    for (let i = 0; i < onEdge.positions.length; i += 3) {
      const y = onEdge.positions[i + 1],
        z = onEdge.positions[i + 2]
      onEdge.positions[i + 1] = c * (y - z)
      onEdge.positions[i + 2] = c * (y + z)
    }
    const crossings = (mesh: TriangleMesh, mode: 'heave' | 'roll') => {
      const source = createHull(mesh.positions, mesh.indices)
      const made = createBuoyantBody(source, { density: 500 }, { body: { linearDamping: 0, angularDamping: 0 } })
      const eq = modeStiffness(made.hull, made.body.mass, RHO, G)!.equilibrium
      made.body.position.set(eq.position.x, eq.position.y + (mode === 'heave' ? 0.02 : 0), eq.position.z)
      made.body.quaternion.set(eq.quaternion.x, eq.quaternion.y, eq.quaternion.z, eq.quaternion.w)
      if (mode === 'roll') made.body.angularVelocity.set(0.05, 0, 0)
      const world = new World()
      world.gravity.set(0, -G, 0)
      world.addBody(made.body)
      attachBuoyancy(world, made.body, made.hull, flatWater(0), { density: RHO, drag: false })
      const values: number[] = []
      for (let i = 0; i < 480; i++) {
        world.step(1 / 120)
        values.push(mode === 'heave' ? made.body.position.y - eq.position.y : made.body.angularVelocity.x)
      }
      const times: number[] = []
      for (let i = 1; i < values.length; i++) if (values[i - 1] < 0 !== values[i] < 0) times.push(i / 120)
      return { times, tilt: 2 * Math.acos(Math.abs(eq.quaternion.w)) }
    }
    for (const mode of ['heave', 'roll'] as const) {
      const asMade = crossings(log, mode),
        modelled = crossings(onEdge, mode)
      // the log as made floats 45° off its axes; the one modelled on its edge floats level in its own
      expect(asMade.tilt).toBeCloseTo(Math.PI / 4, 2)
      expect(modelled.tilt).toBeLessThan(1e-3)
      expect(asMade.times.length).toBeGreaterThanOrEqual(3)
      asMade.times.slice(0, 3).forEach((t, i) => expect(Math.abs(t - modelled.times[i])).toBeLessThan(0.02))
    }
  })
})
