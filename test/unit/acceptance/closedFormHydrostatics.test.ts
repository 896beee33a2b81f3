// Hydrostatics against closed forms of naval architecture and elementary geometry (docs/PHYSICS.md §1, §4).
import * as THREE from 'three'
import { describe, expect, it } from 'vitest'
import { computeHydrostatics, createHull, createWaves, flatWater, type Pose } from 'react-three-buoyancy/core'
import {
  G,
  RHO,
  add,
  axisAngle,
  circleBelow,
  clipHalfPlane,
  cross,
  expectClose,
  flatReference,
  norm,
  polygonAreaCentroid,
  polyhedron,
  qmul,
  relErr,
  rotate,
  sphereCap,
  sub,
  triangles,
  v3,
  worldTriangles,
  type P2,
  type V3,
} from './reference.js'

const identity = { x: 0, y: 0, z: 0, w: 1 }
const rhoG = RHO * G

function hullOf(geometry: THREE.BufferGeometry) {
  return createHull(geometry.attributes.position.array, geometry.index ? geometry.index.array : null)
}

describe('box: prism sections at draft T and heel φ', () => {
  // three.js stores positions in float32: the box the mesh holds has these sides
  const L = 2 * Math.fround(2),
    B = 2 * Math.fround(0.8),
    D = 2 * Math.fround(0.6) // length x, beam z, depth y
  const hull = hullOf(new THREE.BoxGeometry(L, D, B))

  it('upright at draft T: V = L B T, B at T/2 above the keel', () => {
    for (const T of [0.05, 0.3, 0.6, 1.0, 1.19]) {
      for (const level of [-3, 0, 2.5]) {
        const y0 = level - T + D / 2 // body origin at the box centre
        const r = computeHydrostatics(hull, { position: v3(0.7, y0, -0.4), quaternion: identity }, flatWater(level))
        expect(relErr(r.displacedVolume, L * B * T)).toBeLessThan(1e-12)
        expect(relErr(r.force.y, rhoG * L * B * T)).toBeLessThan(1e-12)
        expectClose(r.centerOfBuoyancy, v3(0.7, level - T / 2, -0.4), 1e-10)
        expect(relErr(r.waterplaneArea, L * B)).toBeLessThan(1e-12)
      }
    }
  })

  it('heeled by φ about its length: volume and centre of buoyancy of the clipped rectangle, torque (B − c) × F', () => {
    for (const phi of [0.1, 0.35, 0.8, 1.3, 2.4]) {
      for (const y0 of [-0.3, 0, 0.2]) {
        const rect: P2[] = [
          [-B / 2, -D / 2],
          [B / 2, -D / 2],
          [B / 2, D / 2],
          [-B / 2, D / 2],
        ]
        // world y of body (y, z) after the heel about x: y cos φ + z sin φ... written as a dot with (sin φ... ): y' = y cos φ − z sin φ
        const wet = clipHalfPlane(rect, [-Math.sin(phi), Math.cos(phi)], y0)
        const { area, centroid } = polygonAreaCentroid(wet)
        const q = axisAngle(v3(1, 0, 0), phi)
        const position = v3(-2, y0, 3)
        const Bw = add(position, rotate(q, v3(0, centroid[1], centroid[0])))
        const F = v3(0, rhoG * area * L, 0)
        const c = v3(1, -4, 0.5)
        const r = computeHydrostatics(hull, { position, quaternion: q }, flatWater(), { torqueAbout: c })
        expect(relErr(r.displacedVolume, area * L)).toBeLessThan(1e-11)
        expectClose(r.force, F, 1e-10 * F.y)
        expectClose(r.centerOfBuoyancy, Bw, 1e-9)
        expectClose(r.torque, cross(sub(Bw, c), F), 1e-9 * F.y)
      }
    }
  })
})

describe('sphere cap on a fine icosphere', () => {
  const R = 1.5
  // IcosahedronGeometry is non-indexed: createHull must weld it
  const geometry = new THREE.IcosahedronGeometry(R, 24)
  const hull = hullOf(geometry)
  const tris = triangles(geometry.attributes.position.array)
  const poly = polyhedron(tris)
  // the faceting error of the polyhedron against the sphere, fully submerged
  const deficit = 1 - poly.volume / ((4 / 3) * Math.PI * R ** 3)

  it('fully submerged: F = ρ g V of the polyhedron itself (exact) and V within the faceting error of the sphere', () => {
    const r = computeHydrostatics(hull, { position: v3(0, -10, 0), quaternion: identity }, flatWater())
    expect(relErr(r.displacedVolume, poly.volume)).toBeLessThan(1e-11)
    expect(relErr(hull.volume, poly.volume)).toBeLessThan(1e-11)
    expect(deficit).toBeGreaterThan(0)
    expect(deficit).toBeLessThan(2e-3)
  })

  it('cap of height d: V = π d²(3R − d)/3 and its centroid, within the faceting error', () => {
    for (const d of [0.2, 0.75, 1.5, 2.4, 2.9]) {
      const level = 0.4
      const position = v3(5, level + R - d, -1)
      const r = computeHydrostatics(hull, { position, quaternion: axisAngle(v3(1, 2, 3), 0.77) }, flatWater(level))
      const cap = sphereCap(R, d)
      // a cap's volume is missing at most the faceting of the whole sphere, relative to the cap's own volume
      // it is bounded by about twice that (thin caps have more of their volume in the outer shell)
      expect(relErr(r.displacedVolume, cap.volume)).toBeLessThan(3 * deficit + 2e-3 * (R / d))
      expect(Math.abs(r.centerOfBuoyancy.y - (position.y - cap.centroidBelowCentre))).toBeLessThan(3 * deficit * R)
      expect(Math.hypot(r.centerOfBuoyancy.x - position.x, r.centerOfBuoyancy.z - position.z)).toBeLessThan(
        3 * deficit * R,
      )
    }
  })
})

describe('horizontal cylinder: circular segment', () => {
  const R = 0.8,
    L = 3,
    N = 96
  // CylinderGeometry's axis is y; it is laid along world x by the pose
  const hull = hullOf(new THREE.CylinderGeometry(R, R, L, N, 1))
  const layDown = axisAngle(v3(0, 0, 1), Math.PI / 2)
  // the exact cross-section: the regular N-gon of the mesh (vertices at angles 2π i / N from +z)
  // (three.js stores positions in float32)
  const ngon: P2[] = Array.from(
    { length: N },
    (_, i) =>
      [Math.fround(R * Math.sin((2 * Math.PI * i) / N)), Math.fround(R * Math.cos((2 * Math.PI * i) / N))] as P2,
  )

  it('segment below the water: prism of the clipped N-gon exactly, the circle closed form within faceting', () => {
    for (const a of [-0.7, -0.3, 0, 0.25, 0.79]) {
      for (const roll of [0, 0.4]) {
        // roll about the cylinder's own axis changes nothing for the circle; the N-gon is turned too
        const q = qmul(axisAngle(v3(1, 0, 0), roll), layDown)
        const position = v3(2, -a, 1) // water at 0 is at height a above the axis
        const r = computeHydrostatics(hull, { position, quaternion: q }, flatWater())
        // N-gon in the world (z, y) plane: rotate the mesh's (x, z) ring by the pose
        const ring: P2[] = ngon.map(([x, z]) => {
          const w = rotate(q, v3(x, 0, z))
          return [w.z, w.y] as P2
        })
        const wet = clipHalfPlane(ring, [0, 1], -a)
        const exact = polygonAreaCentroid(wet)
        expect(relErr(r.displacedVolume, exact.area * L)).toBeLessThan(1e-10)
        expect(Math.abs(r.centerOfBuoyancy.y - (position.y + exact.centroid[1]))).toBeLessThan(1e-10)
        expect(Math.abs(r.centerOfBuoyancy.z - (position.z + exact.centroid[0]))).toBeLessThan(1e-10)
        const circle = circleBelow(R, a)
        expect(relErr(r.displacedVolume, circle.area * L)).toBeLessThan(
          5 * (1 - Math.sin((2 * Math.PI) / N) / ((2 * Math.PI) / N)) + 2e-3,
        )
        expect(Math.abs(r.centerOfBuoyancy.y - (position.y + circle.centroidY))).toBeLessThan(2e-3 * R)
      }
    }
  })
})

describe('any closed mesh, any pose, several levels: divergence-theorem reference', () => {
  const shapes: [string, THREE.BufferGeometry][] = [
    ['torus knot', new THREE.TorusKnotGeometry(1, 0.3, 64, 12)],
    ['cone', new THREE.ConeGeometry(0.7, 2, 9)],
    ['dodecahedron', new THREE.DodecahedronGeometry(1.1, 0)],
  ]
  for (const [name, geometry] of shapes) {
    it(`${name}: volume, centre of buoyancy and torque about an arbitrary point`, () => {
      const hull = hullOf(geometry)
      const tris = triangles(geometry.attributes.position.array, geometry.index ? geometry.index.array : null)
      const size = norm(sub(hull.bounds.max, hull.bounds.min))
      const full = polyhedron(tris).volume
      let wetCases = 0
      for (const [axis, angle] of [
        [v3(1, 0, 0), 0.3],
        [v3(-1, 2, 0.5), 2.1],
        [v3(0.2, 0.1, -1), 4],
      ] as [V3, number][]) {
        for (const level of [-1.3, 0, 0.45]) {
          for (const dy of [-0.6, 0, 0.5]) {
            const pose: Pose = { position: v3(0.4, level + dy, -0.9), quaternion: axisAngle(axis, angle) }
            const ref = flatReference(worldTriangles(tris, pose), level)
            const c = v3(2, 1, -3)
            const r = computeHydrostatics(hull, pose, flatWater(level), { torqueAbout: c })
            expect(Math.abs(r.displacedVolume - ref.volume)).toBeLessThan(1e-10 * full)
            if (ref.volume < 1e-6 * full) continue
            wetCases++
            const F = v3(0, rhoG * ref.volume, 0)
            expectClose(r.force, F, 1e-9 * rhoG * full)
            expectClose(r.centerOfBuoyancy, ref.center, 1e-9 * size)
            expectClose(r.torque, cross(sub(ref.center, c), F), 1e-8 * rhoG * full * size)
          }
        }
      }
      expect(wetCases).toBeGreaterThan(10)
    })
  }
})

describe('limits: fully submerged, dry, zero-amplitude waves', () => {
  const geometry = new THREE.TorusKnotGeometry(1, 0.35, 48, 10)
  const hull = hullOf(geometry)
  const tris = triangles(geometry.attributes.position.array, geometry.index!.array)
  const { volume, centroid } = polyhedron(tris)

  it('fully submerged at any orientation: F = ρ g V vertical, zero torque about the centroid', () => {
    for (let i = 0; i < 12; i++) {
      const q = axisAngle(v3(Math.sin(i), Math.cos(3 * i), 0.5 + i), 0.9 * i)
      const position = v3(i - 6, -20 - i, 2 * i)
      const centroidWorld = add(position, rotate(q, centroid))
      for (const water of [flatWater(), flatWater(7)]) {
        const r = computeHydrostatics(hull, { position, quaternion: q }, water, { torqueAbout: centroidWorld })
        expectClose(r.force, v3(0, rhoG * volume, 0), 1e-10 * rhoG * volume)
        expect(norm(r.torque)).toBeLessThan(1e-9 * rhoG * volume)
        expectClose(r.centerOfBuoyancy, centroidWorld, 1e-9)
      }
    }
  })

  it('a sphere fully under a wave: F = ρ g (−∫ ∂η/∂x dV, V, −∫ ∂η/∂z dV) in closed form, no torque about its centre', () => {
    // η does not depend on y, so −∮ ρ g (η − y) n dA = ρ g V ŷ − ρ g ∫ ∇η dV (gradient theorem), and over a ball
    // of radius R centred at c: ∫ sin(k·x + θ) dV = 4π (sin kR − kR cos kR)/k³ · sin(k·c + θ)
    const R = 1.2
    const geometry = new THREE.IcosahedronGeometry(R, 20)
    const sphere = hullOf(geometry)
    const deficit = 1 - polyhedron(triangles(geometry.attributes.position.array)).volume / ((4 / 3) * Math.PI * R ** 3)
    const components = [
      { amplitude: 0.4, wavelength: 9, direction: 0.4, phase: 0.2 },
      { amplitude: 0.25, wavelength: 5, direction: 2.5, phase: 1.3 },
    ]
    const sea = createWaves(components)
    const Vball = (4 / 3) * Math.PI * R ** 3
    for (const [cx, cz, t] of [
      [0, 0, 0],
      [1.3, -2, 4.1],
      [-3, 0.7, 11],
    ]) {
      const c = v3(cx, -R - 0.8, cz)
      let gx = 0,
        gz = 0
      for (const w of components) {
        const k = (2 * Math.PI) / w.wavelength
        const omega = Math.sqrt(G * k)
        const ball = (4 * Math.PI * (Math.sin(k * R) - k * R * Math.cos(k * R))) / k ** 3
        const theta = k * (Math.cos(w.direction) * cx + Math.sin(w.direction) * cz) - omega * t + w.phase
        gx += w.amplitude * k * Math.cos(w.direction) * ball * Math.cos(theta)
        gz += w.amplitude * k * Math.sin(w.direction) * ball * Math.cos(theta)
      }
      const r = computeHydrostatics(sphere, { position: c, quaternion: axisAngle(v3(1, 1, 1), t) }, sea, {
        time: t,
        clipping: 'adaptive',
      })
      const want = v3(-rhoG * gx, rhoG * Vball, -rhoG * gz)
      expectClose(r.force, want, 3 * deficit * rhoG * Vball)
      expect(Math.abs(r.force.x - want.x)).toBeLessThan(0.02 * Math.abs(want.x) + 1e-4 * rhoG * Vball)
      expect(norm(r.torque)).toBeLessThan(deficit * rhoG * Vball * R)
    }
  })

  it('dry: zero force, torque, volume and wetted area', () => {
    const r = computeHydrostatics(hull, { position: v3(0, 10, 0), quaternion: axisAngle(v3(1, 1, 0), 1) }, flatWater())
    expect([
      r.force.x,
      r.force.y,
      r.force.z,
      r.torque.x,
      r.torque.y,
      r.torque.z,
      r.displacedVolume,
      r.wettedArea,
    ]).toEqual([0, 0, 0, 0, 0, 0, 0, 0])
  })

  it('waves of zero amplitude equal flat water at that level, for every clipping', () => {
    const still = createWaves(
      [
        { amplitude: 0, wavelength: 10 },
        { amplitude: 0, wavelength: 3, direction: 1 },
      ],
      { level: 0.3 },
    )
    const pose: Pose = { position: v3(0.2, 0.1, 0), quaternion: axisAngle(v3(1, 0.5, 0.2), 0.6) }
    const ref = flatReference(worldTriangles(tris, pose), 0.3)
    for (const clipping of ['flat', 'linear', 'curved', 'adaptive'] as const) {
      const r = computeHydrostatics(hull, pose, still, { clipping, time: 3 })
      expect(relErr(r.displacedVolume, ref.volume)).toBeLessThan(1e-10)
      expectClose(r.centerOfBuoyancy, ref.center, 1e-9)
    }
  })
})
