import { describe, expect, it } from 'vitest'
import { computeHydrostatics, flatWater } from 'react-three-buoyancy/core'
import type { Hull, HydrostaticsOptions } from 'react-three-buoyancy/core'
import { RHO_G, testHulls } from './fixtures.js'
import { flatWaterReference } from './reference/flatWaterVolume.js'
import { difference, norm, randomQuaternion, seededRandom, worldPositions } from './reference/random.js'

function randomCase(hull: Hull, random: () => number) {
  const level = -2 + 4 * random()
  const radius = hull.boundingRadius
  const position = { x: -5 + 10 * random(), y: level + radius * (1.6 * random() - 0.8), z: -5 + 10 * random() }
  const quaternion = randomQuaternion(random)
  const torqueAbout = { x: position.x + random() - 0.5, y: position.y + random() - 0.5, z: position.z + random() - 0.5 }
  return { level, position, quaternion, torqueAbout }
}

describe('computeHydrostatics on flat water, against the divergence-theorem volume', () => {
  const hulls = testHulls()
  const integrators: HydrostaticsOptions['integrator'][] = ['exact', 'kerner', 'volume']
  for (const [name, hull] of hulls) {
    for (const integrator of integrators) {
      for (const clipping of ['linear', 'flat'] as const) {
        it(`${integrator} / ${clipping}: ${name} at 20 random poses and levels`, () => {
          const random = seededRandom(
            name.length * 1000 + integrators.indexOf(integrator) * 10 + (clipping === 'flat' ? 1 : 0),
          )
          const scaleF = RHO_G * hull.volume
          const scaleT = scaleF * hull.boundingRadius
          let wetCases = 0
          for (let n = 0; n < 20; n++) {
            const { level, position, quaternion, torqueAbout } = randomCase(hull, random)
            const world = worldPositions(hull.positions, position, quaternion)
            const reference = flatWaterReference(world, hull.indices, level, torqueAbout, RHO_G)
            const result = computeHydrostatics(hull, { position, quaternion }, flatWater(level), {
              integrator,
              clipping,
              torqueAbout,
            })
            if (reference.volume > 1e-3 * hull.volume) wetCases++
            expect(norm(difference(result.force, reference.force)) / scaleF).toBeLessThan(1e-6)
            expect(norm(difference(result.torque, reference.torque)) / scaleT).toBeLessThan(1e-6)
            expect(Math.abs(result.displacedVolume - reference.volume) / hull.volume).toBeLessThan(1e-6)
            if (reference.volume > 1e-3 * hull.volume) {
              const offset = norm(difference(result.centerOfBuoyancy, reference.centerOfBuoyancy))
              expect(offset / hull.boundingRadius).toBeLessThan(1e-6)
            }
          }
          expect(wetCases).toBeGreaterThan(10)
        })
      }
    }
  }

  it('centroid: right force, but a torque measurably wrong on a coarse mesh', () => {
    const [, box] = hulls[0]
    const random = seededRandom(7)
    let worst = 0
    for (let n = 0; n < 10; n++) {
      const { level, position, quaternion, torqueAbout } = randomCase(box, random)
      const world = worldPositions(box.positions, position, quaternion)
      const reference = flatWaterReference(world, box.indices, level, torqueAbout, RHO_G)
      const result = computeHydrostatics(box, { position, quaternion }, flatWater(level), {
        integrator: 'centroid',
        torqueAbout,
      })
      const scaleF = RHO_G * box.volume
      expect(norm(difference(result.force, reference.force)) / scaleF).toBeLessThan(1e-6)
      worst = Math.max(worst, norm(difference(result.torque, reference.torque)) / (scaleF * box.boundingRadius))
    }
    expect(worst).toBeGreaterThan(1e-2)
  })
})
