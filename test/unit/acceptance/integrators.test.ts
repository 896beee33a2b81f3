// The integrators and clippings the public API names: each accepted; the flat-water ones agree with the exact
// integral; 'adaptive' converges on a wave to a brute-force pressure quadrature written here.
import * as THREE from 'three'
import { describe, expect, it } from 'vitest'
import {
  computeHydrostatics,
  createHull,
  createWaves,
  flatWater,
  type HydrostaticsResult,
  type Pose,
  type WaterSurface,
} from 'react-three-buoyancy/core'
import {
  G,
  RHO,
  axisAngle,
  bruteForcePressure,
  cross,
  expectClose,
  flatReference,
  norm,
  relErr,
  sub,
  triangles,
  v3,
  worldTriangles,
  type V3,
} from './reference.js'

const rhoG = RHO * G
const integrators = ['exact', 'centroid', 'kerner', 'volume'] as const
const clippings = ['flat', 'linear', 'curved', 'adaptive'] as const

function hullOf(geometry: THREE.BufferGeometry) {
  return createHull(geometry.attributes.position.array, geometry.index ? geometry.index.array : null)
}
const snapshot = (r: HydrostaticsResult) => JSON.parse(JSON.stringify(r)) as HydrostaticsResult

/** η exactly as docs/PHYSICS.md §5 writes it, deep-water dispersion. */
function etaOf(components: { amplitude: number; wavelength: number; direction: number; phase: number }[]) {
  return (x: number, z: number, t: number) => {
    let eta = 0
    for (const c of components) {
      const k = (2 * Math.PI) / c.wavelength
      eta +=
        c.amplitude *
        Math.sin(k * (Math.cos(c.direction) * x + Math.sin(c.direction) * z) - Math.sqrt(G * k) * t + c.phase)
    }
    return eta
  }
}

describe('every integrator and clipping name is accepted', () => {
  const hull = hullOf(new THREE.SphereGeometry(1, 16, 12))
  const sea = createWaves([{ amplitude: 0.3, wavelength: 6, direction: 0.7 }])
  for (const integrator of integrators) {
    for (const clipping of clippings) {
      it(`${integrator} × ${clipping}: a finite, upward force on a half-submerged sphere`, () => {
        const r = computeHydrostatics(
          hull,
          { position: v3(0.2, 0, 0.1), quaternion: axisAngle(v3(0, 1, 1), 0.4) },
          sea,
          { integrator, clipping, time: 1.5 },
        )
        for (const x of [
          r.force.x,
          r.force.y,
          r.force.z,
          r.torque.x,
          r.torque.y,
          r.torque.z,
          r.displacedVolume,
          r.wettedArea,
        ]) {
          expect(Number.isFinite(x)).toBe(true)
        }
        expect(r.displacedVolume).toBeGreaterThan(1.2)
        expect(r.displacedVolume).toBeLessThan(3)
      })
    }
  }
})

describe('flat water: kerner and volume equal exact; centroid has the right force', () => {
  const meshes: [string, THREE.BufferGeometry][] = [
    ['box', new THREE.BoxGeometry(3, 1, 1.4)],
    ['coarse sphere', new THREE.SphereGeometry(1, 7, 5)],
    ['torus knot', new THREE.TorusKnotGeometry(1, 0.3, 40, 8)],
  ]
  const poses: Pose[] = [
    { position: v3(0, 0, 0), quaternion: axisAngle(v3(1, 0, 0), 0.3) },
    { position: v3(2, -0.35, 1), quaternion: axisAngle(v3(1, 2, -1), 1.9) },
    { position: v3(-4, 0.4, 3), quaternion: axisAngle(v3(0.1, 0.3, 1), 2.7) },
  ]
  for (const [name, geometry] of meshes) {
    it(`${name}: every integrator against exact at several poses and levels`, () => {
      const hull = hullOf(geometry)
      const size = norm(sub(hull.bounds.max, hull.bounds.min))
      const tris = triangles(geometry.attributes.position.array, geometry.index ? geometry.index.array : null)
      for (const pose of poses) {
        for (const level of [-0.2, 0.1]) {
          const water = flatWater(level)
          const c = v3(1, 2, 3)
          const exact = snapshot(computeHydrostatics(hull, pose, water, { integrator: 'exact', torqueAbout: c }))
          const ref = flatReference(worldTriangles(tris, pose), level)
          expect(relErr(exact.displacedVolume, ref.volume)).toBeLessThan(1e-10)
          const F = norm(exact.force)
          for (const integrator of ['kerner', 'volume'] as const) {
            const r = computeHydrostatics(hull, pose, water, { integrator, torqueAbout: c })
            expectClose(r.force, exact.force, 1e-6 * F, integrator)
            expectClose(r.torque, exact.torque, 1e-6 * F * size, integrator)
            expect(relErr(r.displacedVolume, exact.displacedVolume)).toBeLessThan(1e-6)
            expectClose(r.centerOfBuoyancy, exact.centerOfBuoyancy, 1e-6 * size, integrator)
          }
          const centroid = computeHydrostatics(hull, pose, water, { integrator: 'centroid', torqueAbout: c })
          // the pressure is linear on each wet sub-triangle, so its mean is the value at the centroid
          expectClose(centroid.force, exact.force, 1e-9 * F, 'centroid')
        }
      }
    })
  }

  it("centroid's ghost torque: a coarse box at rest upright feels a torque about B that exact does not", () => {
    const hull = hullOf(new THREE.BoxGeometry(2, 1, 1))
    const pose: Pose = { position: v3(0, 0.1, 0), quaternion: axisAngle(v3(1, 0, 0), 0.5) }
    const exact = snapshot(computeHydrostatics(hull, pose, flatWater()))
    const atB = { torqueAbout: exact.centerOfBuoyancy }
    expect(norm(computeHydrostatics(hull, pose, flatWater(), atB).torque)).toBeLessThan(1e-9 * exact.force.y)
    expect(
      norm(computeHydrostatics(hull, pose, flatWater(), { ...atB, integrator: 'centroid' }).torque),
    ).toBeGreaterThan(1e-3 * exact.force.y)
  })
})

describe('on waves, every integrator integrates the same clipped, piecewise-linear depth field', () => {
  // Kerner's centres of pressure and the closed form are both exact for depth linear on a sub-triangle,
  // and the centroid rule gets the force of a linear field right: they differ only in the centroid's torque
  const hull = hullOf(new THREE.TorusKnotGeometry(1, 0.3, 40, 8))
  const sea = createWaves([
    { amplitude: 0.3, wavelength: 3, direction: 0.4 },
    { amplitude: 0.2, wavelength: 2, direction: 2 },
  ])
  const pose: Pose = { position: v3(0.2, 0.1, -0.3), quaternion: axisAngle(v3(2, 1, 3), 0.9) }
  const c = v3(1, 1, 1)
  for (const clipping of ['linear', 'curved', 'adaptive'] as const) {
    it(`${clipping}: kerner = exact (force and torque), centroid force = exact force`, () => {
      const exact = snapshot(computeHydrostatics(hull, pose, sea, { clipping, time: 2, torqueAbout: c }))
      const F = norm(exact.force)
      expect(F).toBeGreaterThan(0.3 * rhoG * hull.volume)
      const kerner = computeHydrostatics(hull, pose, sea, { clipping, integrator: 'kerner', time: 2, torqueAbout: c })
      expectClose(kerner.force, exact.force, 1e-9 * F)
      expectClose(kerner.torque, exact.torque, 1e-9 * F * 3)
      const centroid = computeHydrostatics(hull, pose, sea, {
        clipping,
        integrator: 'centroid',
        time: 2,
        torqueAbout: c,
      })
      expectClose(centroid.force, exact.force, 1e-9 * F)
    })
  }
})

describe('the horizontal plane under the body origin', () => {
  const hull = hullOf(new THREE.BoxGeometry(2, 1, 1.2))
  const sea = createWaves([
    { amplitude: 0.4, wavelength: 9, direction: 1 },
    { amplitude: 0.1, wavelength: 3, phase: 2 },
  ])
  const pose: Pose = { position: v3(1.3, 0.05, -0.8), quaternion: axisAngle(v3(1, 1, 0), 0.3) }
  const t = 2.2
  const level = sea.heightAt(pose.position.x, pose.position.z, t)
  const onPlane = snapshot(computeHydrostatics(hull, pose, flatWater(level), { torqueAbout: v3(0, 0, 0) }))

  it("'flat' clipping equals flat water at the wave height under the body origin", () => {
    const r = computeHydrostatics(hull, pose, sea, { clipping: 'flat', time: t, torqueAbout: v3(0, 0, 0) })
    expectClose(r.force, onPlane.force, 1e-9 * onPlane.force.y)
    expectClose(r.torque, onPlane.torque, 1e-8 * onPlane.force.y)
  })

  it("'volume' uses that plane whatever the clipping", () => {
    for (const clipping of clippings) {
      const r = computeHydrostatics(hull, pose, sea, {
        integrator: 'volume',
        clipping,
        time: t,
        torqueAbout: v3(0, 0, 0),
      })
      expectClose(r.force, onPlane.force, 1e-6 * onPlane.force.y)
      expectClose(r.torque, onPlane.torque, 1e-6 * onPlane.force.y * 3)
    }
  })
})

describe("'adaptive' on waves", () => {
  const geometry = new THREE.BoxGeometry(3, 1, 1.5)
  const hull = hullOf(geometry)
  const components = [
    { amplitude: 0.25, wavelength: 4, direction: 0.3, phase: 0.5 },
    { amplitude: 0.1, wavelength: 2.5, direction: -1, phase: 2 },
  ]
  const sea = createWaves(components)
  const eta = etaOf(components)
  const pose: Pose = { position: v3(0.3, 0.1, -0.2), quaternion: axisAngle(v3(1, 0.2, 0.3), 0.25) }
  const t = 1.7

  it('converges as the tolerance is refined, to a brute-force quadrature of the pressure', () => {
    const reference = bruteForcePressure(
      worldTriangles(triangles(geometry.attributes.position.array, geometry.index!.array), pose),
      (x, z) => eta(x, z, t),
      rhoG,
      200,
      pose.position,
    )
    const F = norm(reference.force)
    const results: { force: V3; torque: V3 }[] = []
    for (let tolerance = 1e-2; tolerance > 3e-5; tolerance /= 4) {
      results.push(
        snapshot(computeHydrostatics(hull, pose, sea, { clipping: 'adaptive', time: t, tolerance, maxDepth: 12 })),
      )
    }
    const change = results
      .slice(1)
      .map((r, i) => norm(sub(r.force, results[i].force)) + norm(sub(r.torque, results[i].torque)))
    for (let i = 1; i < change.length; i++) expect(change[i]).toBeLessThan(0.6 * change[i - 1])
    const errors = results.map((r) => norm(sub(r.force, reference.force)))
    for (let i = 1; i < errors.length; i++) expect(errors[i]).toBeLessThan(errors[i - 1])
    const last = results[results.length - 1]
    expect(norm(sub(last.force, reference.force))).toBeLessThan(2e-5 * F)
    expect(norm(sub(last.torque, reference.torque))).toBeLessThan(1e-4 * F * 1.5)
    // with its defaults it is already within 0.1 %, where the vertex-linear clipping is far off on this coarse box
    const byDefault = computeHydrostatics(hull, pose, sea, { clipping: 'adaptive', time: t })
    expect(norm(sub(byDefault.force, reference.force))).toBeLessThan(1e-3 * F)
  })

  it('finds a crest that wets the bottom between dry vertices (closed form)', () => {
    // crest η = A cos(k x) under a 4 × 4 m flat bottom at height b: every vertex is dry (η(±2) = 0 < b)
    const A = 0.3,
      lambda = 8,
      b = 0.15,
      k = (2 * Math.PI) / lambda
    const crest = createWaves([{ amplitude: A, wavelength: lambda, phase: Math.PI / 2 }])
    const box = hullOf(new THREE.BoxGeometry(4, 1, 4))
    const x0 = Math.acos(b / A) / k
    const lift = rhoG * 4 * ((2 * A * Math.sin(k * x0)) / k - 2 * b * x0)
    const r = computeHydrostatics(box, { position: v3(0, b + 0.5, 0), quaternion: { x: 0, y: 0, z: 0, w: 1 } }, crest, {
      clipping: 'adaptive',
      tolerance: 1e-5,
      maxDepth: 10,
    })
    expect(relErr(r.force.y, lift)).toBeLessThan(2e-3)
    expect(Math.abs(r.force.x) + Math.abs(r.force.z)).toBeLessThan(1e-6 * lift)
  })
})

describe('any object with heightAt is water', () => {
  const hull = hullOf(new THREE.TorusKnotGeometry(1, 0.3, 40, 8))
  const pose: Pose = { position: v3(0.5, 0.2, -1), quaternion: axisAngle(v3(2, 1, 0), 0.8) }

  it('a constant sampler equals flatWater at that level', () => {
    const sampler: WaterSurface = { heightAt: () => 0.3 }
    const a = snapshot(computeHydrostatics(hull, pose, sampler))
    const b = computeHydrostatics(hull, pose, flatWater(0.3))
    expectClose(a.force, b.force, 1e-9 * b.force.y)
    expectClose(a.torque, b.torque, 1e-8 * b.force.y)
  })

  it("a user's sampler of the same sea gives the same vertex-linear result as the WaveField", () => {
    const components = [{ amplitude: 0.3, wavelength: 7, direction: 0.9, phase: 0.1 }]
    const sea = createWaves(components)
    const eta = etaOf(components)
    const sampler: WaterSurface = { heightAt: (x, z, t) => eta(x, z, t) }
    for (const clipping of ['flat', 'linear', 'curved'] as const) {
      const a = snapshot(computeHydrostatics(hull, pose, sampler, { time: 3, clipping }))
      const b = computeHydrostatics(hull, pose, sea, { time: 3, clipping })
      expectClose(a.force, b.force, 1e-7 * b.force.y, clipping)
      expectClose(a.torque, b.torque, 1e-7 * b.force.y * 3, clipping)
    }
  })

  it('on a wave the centre of buoyancy is on the central axis of the wrench: (B − c) × F = τ less its part along F', () => {
    // pressures on a curved surface need not reduce to a single force: τ may keep a part parallel to F
    const sea = createWaves([{ amplitude: 0.3, wavelength: 7, direction: 0.9 }])
    const c = v3(-2, 1, 4)
    const r = computeHydrostatics(hull, pose, sea, { time: 1, clipping: 'adaptive', torqueAbout: c })
    const f = norm(r.force)
    const along = (r.torque.x * r.force.x + r.torque.y * r.force.y + r.torque.z * r.force.z) / (f * f)
    const perpendicular = v3(
      r.torque.x - along * r.force.x,
      r.torque.y - along * r.force.y,
      r.torque.z - along * r.force.z,
    )
    expectClose(cross(sub(r.centerOfBuoyancy, c), r.force), perpendicular, 1e-9 * f * 6)
  })
})
