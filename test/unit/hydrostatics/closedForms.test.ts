import { describe, expect, it } from 'vitest'
import {
  computeHydrostatics,
  createHydrostaticsResult,
  createWaves,
  flatWater,
  icosphereMesh,
} from 'react-three-buoyancy/core'
import type { HydrostaticsOptions } from 'react-three-buoyancy/core'
import { RHO_G, hullOf, testHulls } from './fixtures.js'
import { difference, norm, randomQuaternion, rotate, seededRandom } from './reference/random.js'

const integrators: HydrostaticsOptions['integrator'][] = ['exact', 'kerner', 'volume', 'centroid']

describe('computeHydrostatics: closed-form cases', () => {
  const hulls = testHulls()

  for (const [name, hull] of hulls) {
    it(`fully submerged ${name}: rho g V up and no torque about the centroid, at any orientation`, () => {
      const random = seededRandom(11 + name.length)
      for (let n = 0; n < 8; n++) {
        const quaternion = randomQuaternion(random)
        const position = { x: 10 * random() - 5, y: -3 * hull.boundingRadius - 2 * random(), z: 10 * random() - 5 }
        const c = rotate(quaternion, hull.centroid)
        const torqueAbout = { x: position.x + c.x, y: position.y + c.y, z: position.z + c.z }
        for (const integrator of integrators) {
          const result = computeHydrostatics(hull, { position, quaternion }, flatWater(0.5), {
            integrator,
            torqueAbout,
          })
          const scale = RHO_G * hull.volume
          expect(norm(difference(result.force, { x: 0, y: scale, z: 0 })) / scale).toBeLessThan(1e-9)
          expect(result.displacedVolume / hull.volume).toBeCloseTo(1, 9)
          expect(result.wettedArea / hull.surfaceArea).toBeCloseTo(1, 9)
          if (integrator !== 'centroid') {
            expect(norm(result.torque) / (scale * hull.boundingRadius)).toBeLessThan(1e-9)
            expect(norm(difference(result.centerOfBuoyancy, torqueAbout)) / hull.boundingRadius).toBeLessThan(1e-9)
          }
        }
      }
    })

    it(`dry ${name}: no force, no torque, no volume, centre of buoyancy at the body origin`, () => {
      const position = { x: 1, y: 2 * hull.boundingRadius + 0.1, z: -2 }
      const quaternion = randomQuaternion(seededRandom(3))
      for (const integrator of integrators) {
        for (const clipping of ['linear', 'curved', 'adaptive', 'flat'] as const) {
          const water = createWaves([{ amplitude: 0.05, wavelength: 4 }])
          const result = computeHydrostatics(hull, { position, quaternion }, water, { integrator, clipping })
          expect([result.force.x, result.force.y, result.force.z]).toEqual([0, 0, 0])
          expect([result.torque.x, result.torque.y, result.torque.z]).toEqual([0, 0, 0])
          expect(result.displacedVolume).toBe(0)
          expect(result.wettedArea).toBe(0)
          expect(result.centerOfBuoyancy).toEqual(position)
        }
      }
    })
  }

  it('zero-amplitude waves give the same result as flat water, for every clipping', () => {
    const [, hull] = hulls[4]
    const calm = createWaves([
      { amplitude: 0, wavelength: 3 },
      { amplitude: 0, wavelength: 7, direction: 1 },
    ])
    const random = seededRandom(5)
    for (let n = 0; n < 5; n++) {
      const pose = {
        position: { x: random(), y: 0.3 * random() - 0.15, z: random() },
        quaternion: randomQuaternion(random),
      }
      const still = computeHydrostatics(hull, pose, flatWater(0))
      for (const clipping of ['linear', 'curved', 'adaptive', 'flat'] as const) {
        const waved = computeHydrostatics(hull, pose, calm, { clipping })
        const scale = RHO_G * hull.volume
        expect(norm(difference(waved.force, still.force)) / scale).toBeLessThan(1e-12)
        expect(norm(difference(waved.torque, still.torque)) / (scale * hull.boundingRadius)).toBeLessThan(1e-12)
      }
    }
  })

  it('a sphere floating at depth d displaces the cap pi d² (3R − d) / 3, centred where the cap centroid is', () => {
    const radius = 1.5
    const sphere = hullOf(icosphereMesh(radius, 5))
    // The faceted sphere lies between its inscribed sphere (radius: the nearest face plane) and the
    // round one, so its cap lies between their caps at the same water plane.
    let inner = radius
    const p = sphere.positions,
      ix = sphere.indices
    for (let k = 0; k < ix.length; k += 3) {
      const a = 3 * ix[k],
        b = 3 * ix[k + 1],
        c = 3 * ix[k + 2]
      const u = [p[b] - p[a], p[b + 1] - p[a + 1], p[b + 2] - p[a + 2]]
      const v = [p[c] - p[a], p[c + 1] - p[a + 1], p[c + 2] - p[a + 2]]
      const n = [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]]
      inner = Math.min(inner, (n[0] * p[a] + n[1] * p[a + 1] + n[2] * p[a + 2]) / Math.hypot(n[0], n[1], n[2]))
    }
    const gap = radius - inner
    expect(gap).toBeGreaterThan(0)
    expect(gap).toBeLessThan(1e-3 * radius)
    const capOf = (r: number, d: number) => (Math.PI * d * d * (3 * r - d)) / 3
    const out = createHydrostaticsResult()
    for (const d of [0.2, 0.9, 1.5, 2.4]) {
      const pose = { position: { x: 3, y: radius - d, z: -1 }, quaternion: randomQuaternion(seededRandom(d * 10)) }
      const result = computeHydrostatics(sphere, pose, flatWater(0), {}, out)
      const cap = capOf(radius, d)
      expect(result.displacedVolume).toBeLessThanOrEqual(cap)
      expect(result.displacedVolume).toBeGreaterThanOrEqual(capOf(inner, d - gap))
      expect(Math.abs(result.displacedVolume - cap) / cap).toBeLessThan(0.01)
      // cap centroid: 3 (2R − d)² / (4 (3R − d)) below the sphere's centre
      const below = (3 * (2 * radius - d) ** 2) / (4 * (3 * radius - d))
      expect(Math.abs(result.centerOfBuoyancy.x - 3)).toBeLessThan(2 * gap)
      expect(Math.abs(result.centerOfBuoyancy.z + 1)).toBeLessThan(2 * gap)
      expect(Math.abs(result.centerOfBuoyancy.y - (pose.position.y - below))).toBeLessThan(2 * gap)
      // wetted area of a cap: 2 pi R d, within the facets' depth uncertainty
      expect(Math.abs(result.wettedArea - 2 * Math.PI * radius * d)).toBeLessThan(2 * Math.PI * radius * 2 * gap)
      // on a round sphere every pressure force points through the centre; the facets leave a lever
      // arm no longer than their distance from the sphere
      expect(norm(result.torque)).toBeLessThan(result.force.y * 2 * gap)
    }
  })

  it('normalises a quaternion that is not of unit length', () => {
    const [, hull] = hulls[4]
    const q = randomQuaternion(seededRandom(9))
    const position = { x: 0, y: 0, z: 0 }
    const unit = computeHydrostatics(hull, { position, quaternion: q }, flatWater(0.1))
    const scaled = computeHydrostatics(
      hull,
      { position, quaternion: { x: 3 * q.x, y: 3 * q.y, z: 3 * q.z, w: 3 * q.w } },
      flatWater(0.1),
    )
    expect(scaled.force.y).toBeCloseTo(unit.force.y, 6)
    expect(norm(difference(scaled.torque, unit.torque))).toBeLessThan(1e-9 * RHO_G * hull.volume)
  })
})
