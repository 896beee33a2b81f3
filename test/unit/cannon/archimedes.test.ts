import type { Body } from 'cannon-es'
import { describe, expect, it } from 'vitest'
import { boatHullMesh, boxMesh, cylinderMesh, icosphereMesh } from 'react-three-buoyancy/core'
import type { TriangleMesh } from 'react-three-buoyancy/core'
import { levelForVolume, poseVertices, submergedBelow } from './reference/submerged.js'
import { aboutX, aboutZ, float, report, run, SEEDS, speeds } from './support.js'

// Free bodies on still water come to rest where they displace their own weight (with the default drag,
// which is what brings them to rest). The expected draft is computed independently of the library's
// hydrostatics: closed forms for the box and the sphere, a circular segment for the cylinder, and for
// the boat a bisection on the divergence-theorem volume of test/reference.

const SETTLE_STEPS = 60 * 60

/** The lowest vertex's depth below the water (y = 0) at the body's pose. */
function draft(positions: Float64Array, body: Pick<Body, 'position' | 'quaternion'>): number {
  const world = poseVertices(positions, body.position, body.quaternion)
  let lowest = Infinity
  for (let i = 1; i < world.length; i += 3) lowest = Math.min(lowest, world[i])
  return -lowest
}

function settle(mesh: TriangleMesh, s: number, quaternion = { x: 0, y: 0, z: 0, w: 1 }) {
  const f = float(mesh, s, { quaternion, position: { x: 0, y: 0.05, z: 0 }, buoyancy: SEEDS })
  run(f.world, SETTLE_STEPS)
  return f
}

describe('Archimedes: bodies come to rest at the draft that displaces their weight', () => {
  it.each([0.25, 0.5, 0.7])('box 2 × 1 × 4 at relative density %s: draft s·H (±1 %)', (s) => {
    const f = settle(boxMesh(2, 1, 4), s)
    const expected = s * 1
    const got = draft(f.hull.positions, f.body)
    report(`box draft at s = ${s}`, expected, got, ' m')
    expect(speeds(f.body).linear).toBeLessThan(1e-3)
    expect(Math.abs(got - expected) / expected).toBeLessThan(0.01)
  })

  it.each([0.25, 0.6])('icosphere r = 1 (1,280 triangles) at %s: the spherical cap π d² (3R − d)/3 (±1 %)', (s) => {
    const mesh = icosphereMesh(1, 3)
    const f = settle(mesh, s)
    // the sphere of the mesh's own volume, so that the comparison is not about the mesh's polygon error
    const R = Math.cbrt((3 * f.hull.volume) / (4 * Math.PI))
    const target = s * f.hull.volume
    let lo = 0,
      hi = 2 * R
    for (let k = 0; k < 100; k++) {
      const d = 0.5 * (lo + hi)
      if ((Math.PI * d * d * (3 * R - d)) / 3 < target) lo = d
      else hi = d
    }
    const expected = 0.5 * (lo + hi)
    // the centre is at y, the water at 0: the cap's height is R − y
    const got = R - f.body.position.y
    report(`sphere cap height at s = ${s}`, expected, got, ' m')
    expect(speeds(f.body).linear).toBeLessThan(1e-3)
    expect(Math.abs(got - expected) / expected).toBeLessThan(0.01)
  })

  it.each([0.3, 0.5])('cylinder r = 0.5 on its side (64 sides) at %s: the circular segment (±1 %)', (s) => {
    const mesh = cylinderMesh(0.5, 3, 64)
    // lay it on its side: the axis along x
    const f = settle(mesh, s, aboutZ(Math.PI / 2))
    const r = 0.5
    // the same fraction of the cross-section under water for the 64-gon and the circle (to 0.2 %)
    const fraction = s
    const segment = (d: number) => r * r * Math.acos((r - d) / r) - (r - d) * Math.sqrt(2 * r * d - d * d)
    let lo = 0,
      hi = 2 * r
    for (let k = 0; k < 100; k++) {
      const d = 0.5 * (lo + hi)
      if (segment(d) < fraction * Math.PI * r * r) lo = d
      else hi = d
    }
    const expected = 0.5 * (lo + hi)
    const got = r - f.body.position.y
    report(`cylinder segment height at s = ${s}`, expected, got, ' m')
    expect(speeds(f.body).linear).toBeLessThan(1e-3)
    expect(Math.abs(got - expected) / expected).toBeLessThan(0.01)
  })

  it.each([0.25, 0.45])(
    'boat hull 4 × 1.2 × 0.6 at %s: level and trim found by bisection on the divergence-theorem volume',
    (s) => {
      const mesh = boatHullMesh()
      const f = settle(mesh, s, aboutX(0.05))
      expect(speeds(f.body).linear).toBeLessThan(1e-3)
      expect(speeds(f.body).angular).toBeLessThan(1e-3)
      // at the attitude it settled in, the water level that displaces its weight must be the water (y = 0)
      const posed = {
        positions: poseVertices(f.hull.positions, f.body.position, f.body.quaternion),
        indices: f.hull.indices,
      }
      const level = levelForVolume(posed, s * f.hull.volume)
      const keel = draft(f.hull.positions, f.body)
      report(`boat keel draft at s = ${s}`, keel + level, keel, ' m')
      expect(Math.abs(level) / keel).toBeLessThan(0.01)
      // and the centre of buoyancy must be under the centre of mass (no net torque): within 0.5 % of the length
      const sub = submergedBelow(posed, 0)
      const bx = sub.moment[0] / sub.volume,
        bz = sub.moment[2] / sub.volume
      expect(Math.abs(bx - f.body.position.x)).toBeLessThan(0.005 * 4)
      expect(Math.abs(bz - f.body.position.z)).toBeLessThan(0.005 * 4)
    },
  )
})
