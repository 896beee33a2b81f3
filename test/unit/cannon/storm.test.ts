import { describe, expect, it } from 'vitest'
import { boatHullMesh, boxMesh, catamaranMesh, createWaves, icosphereMesh, seaState } from 'react-three-buoyancy/core'
import { createWorld, float, report, run } from './support.js'

// Ten minutes of storm (Pierson–Moskowitz at 20 m/s: Hs ≈ 8.5 m, crests up to 7.4 m) for several hulls in
// one world at 60 Hz, with the default options (the seakeeping model, default drag): no NaN, no launch (speeds within a few times the water's own
// orbital speed Σ A ω, the centre never higher above the surface than the hull's size), and all afloat
// (wet nearly all the time, never sunk). The thin board (2 cm, draft 2 mm) is light enough that its heave
// is stiff at this step (ω dt ≈ 1.2), which exercises the implicit restoring; the storm's surface moves up
// to ~7 cm per step, more than its thickness, so the step cannot keep it wet at every step (it is dry
// a few percent of the steps, a step's worth of water below or above it, never launched).

/** the two 2 cm boards of the fleet */
const thin = (name: string) => name === 'thin board' || name === 'hatch cover'

describe('a 10-minute storm soak', () => {
  it('several hulls stay finite, physical and afloat', { timeout: 60_000 }, () => {
    const waves = createWaves(seaState('storm'))
    const orbital = waves.components.reduce((sum, c) => sum + c.amplitude * c.angularFrequency, 0)
    const world = createWorld()
    const spread = (i: number) => ({ x: 12 * i, y: waves.heightAt(12 * i, 0, 0), z: 0 })
    const fleet = [
      { name: 'box', ...float(boxMesh(2, 1, 4), 0.5, { world, water: waves, position: spread(0) }) },
      {
        name: 'boat',
        ...float(boatHullMesh({ stations: 10, sectionSegments: 4 }), 0.3, { world, water: waves, position: spread(1) }),
      },
      {
        name: 'catamaran',
        ...float(catamaranMesh({ hull: { stations: 10, sectionSegments: 4 } }), 0.25, {
          world,
          water: waves,
          position: spread(2),
        }),
      },
      { name: 'sphere', ...float(icosphereMesh(1, 1), 0.6, { world, water: waves, position: spread(3) }) },
      {
        name: 'thin board',
        // its heave added mass is ~40 × its 2 kg: once a crest buries it, Morison's inertia force (the
        // water's acceleration times that added mass, seakeeping.ts addBuriedInertia) carries it up with
        // the water; without it, 6.8 m under the surface
        ...float(boxMesh(1, 0.02, 1), 0.1, { world, water: waves, position: spread(4) }),
      },
      {
        name: 'hatch cover',
        // the same board at half the water's density (buried 6.6 m without Morison's force)
        ...float(boxMesh(1, 0.02, 1), 0.5, { world, water: waves, position: spread(5) }),
      },
    ]
    const steps = 60 * 600
    const worst = fleet.map(() => ({ speed: 0, spin: 0, above: -Infinity, below: -Infinity, dry: 0, stiff: 0 }))
    run(world, steps, () => {
      fleet.forEach((f, k) => {
        const b = f.body
        const w = worst[k]
        const values = [
          b.position.x,
          b.position.y,
          b.position.z,
          b.velocity.x,
          b.velocity.y,
          b.velocity.z,
          b.angularVelocity.x,
          b.angularVelocity.y,
          b.angularVelocity.z,
          b.quaternion.w,
        ]
        if (!values.every(Number.isFinite)) throw new Error(`${f.name}: non-finite state at t = ${world.time}`)
        const surface = waves.heightAt(b.position.x, b.position.z, world.time)
        w.speed = Math.max(w.speed, b.velocity.length())
        w.spin = Math.max(w.spin, b.angularVelocity.length())
        w.above = Math.max(w.above, b.position.y - surface)
        w.below = Math.max(w.below, surface - b.position.y)
        if (f.handle.last.displacedVolume === 0) w.dry++
        if (f.handle.stiff !== 0) w.stiff++
      })
    })
    fleet.forEach((f, k) => {
      const w = worst[k]
      const size = f.hull.boundingRadius
      report(`storm ${f.name}: top speed (Σ A ω = ${orbital.toFixed(2)} m/s)`, orbital, w.speed, ' m/s')
      report(
        `storm ${f.name}: highest centre above the surface (hull radius ${size.toFixed(2)} m)`,
        size,
        w.above,
        ' m',
      )
      report(`storm ${f.name}: deepest centre below the surface`, size, w.below, ' m')
      report(`storm ${f.name}: dry steps / stiff steps of ${steps}`, 0, w.dry + w.stiff / 1e6)
      expect(w.speed).toBeLessThan(3 * orbital + 2)
      expect(w.above).toBeLessThan(size)
      // a thin plate lies broadside to the rising water and rises through it at its terminal speed (about
      // 0.4 m/s for the light board: 180 N of net buoyancy against a drag of ½ ρ C_d A v², C_d ≈ 2), so a
      // steep crest overtops it by up to a metre before it surfaces (0.5–1 m measured, from several
      // starting points: scripts/storm-bodies.mjs); without Morison's force it was 6.8 m under
      const deepest = thin(f.name) ? 2 * size : size
      expect(w.below).toBeLessThan(deepest)
      expect(w.dry).toBeLessThan((thin(f.name) ? 0.1 : 0.01) * steps)
      expect(f.handle.skippedSteps).toBe(0)
    })
    // (the thin board took a stiff step or two here until its roll had Ikeda's eddy-making damping, which
    // keeps it from the poses that were stiff; attachBuoyancy.test.ts holds light bodies stiff on purpose)
  })
})
