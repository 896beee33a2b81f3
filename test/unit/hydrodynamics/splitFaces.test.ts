import { describe, expect, it } from 'vitest'
import { Body, Quaternion, Vec3, World } from 'cannon-es'
import {
  boxMesh,
  createHull,
  cylinderMesh,
  createHydrodynamics,
  createHydrodynamicsResult,
  createHydrostaticsResult,
  flatWater,
  icosphereMesh,
} from 'react-three-buoyancy/core'
import type { DragOptions, Hull } from 'react-three-buoyancy/core'
import { attachBuoyancy, createBuoyantBody } from 'react-three-buoyancy/cannon'
import { splitFaceRows } from '../../../src/core/hydrodynamics/faceRows.js'
import { refinedMesh } from '../refinedMesh.js'
import { RHO, body } from './support.js'

// DragOptions.faces 'resolved': a coarse hull's wholly wet triangles take their drag on pieces, so that the
// drag of a body turning about an axis near a large face does not depend on the tessellation. The
// independent reference is the same box tessellated finely, with Kerner's centroid rule on each of its
// small triangles: its roll torque converges as the tessellation is refined (171, 178, 180 kN·m at 192,
// 768, 3,072 triangles); the 12-triangle box's is 74 with the centroid rule, 168 resolved.

const barge = boxMesh(20, 4, 8)
const coarse = createHull(barge.positions, barge.indices)
const refined = (m: number) => {
  const mesh = refinedMesh(barge, m)
  return createHull(mesh.positions, mesh.indices)
}
const fine = refined(8)
const water = flatWater(0)

/** The drag torque about x (N·m) on the box, its centre at the waterline, rolling at 0.3 rad/s about x. */
function rollTorque(hull: Hull, faces: DragOptions['faces']): number {
  const model = createHydrodynamics(hull, { faces, radiation: false, slamming: false })
  const out = createHydrodynamicsResult()
  const state = body({ angularVelocity: { x: 0.3, y: 0, z: 0 }, mass: 1e12, inertia: { x: 1e14, y: 1e14, z: 1e14 } })
  model.computeWithHydrostatics(
    hull,
    state,
    water,
    {},
    createHydrostaticsResult(),
    {
      time: 0,
      dt: 1 / 60,
      density: RHO,
      gravity: 9.81,
    },
    out,
  )
  return out.torque.x / out.limit
}

describe("the drag on a coarse hull's faces, resolved", () => {
  it("a 12-triangle barge rolling feels the finely tessellated barge's drag torque (within 8 %; the centroid rule: under half of it)", () => {
    const finest = refined(16)
    const reference = rollTorque(finest, 'centroid')
    expect(reference).toBeLessThan(0)
    expect(Math.abs(rollTorque(coarse, 'resolved') / reference - 1)).toBeLessThan(0.08)
    expect(rollTorque(coarse, 'centroid') / reference).toBeLessThan(0.5)
    // a fine hull's triangles are already small: resolving changes nothing
    expect(rollTorque(finest, 'resolved')).toBe(reference)
  })

  it('a free roll decay with the defaults is the same for the barge of 12 and of 768 triangles (within 5 %)', () => {
    const amplitudes = [coarse, fine].map((hull) => rollAfter(hull, {}))
    expect(Math.abs(amplitudes[0] / amplitudes[1] - 1)).toBeLessThan(0.05)
    // the seeds' model keeps Kerner's rule (its results to the last bit): the coarse barge rolls on
    const seeds = [coarse, fine].map((hull) => rollAfter(hull, { waveForce: 'hydrostatic', radiation: false }))
    expect(seeds[0] / seeds[1]).toBeGreaterThan(1.2)
  })

  it("splits each triangle into the fewest similar pieces with at most 0.4 % of the rotational drag's share (S_f / S) (l / R)³, the same area, centroid and normal", () => {
    const { rows, first } = splitFaceRows(coarse)!
    const p = coarse.positions,
      idx = coarse.indices
    const share = (area: number, edge: number) => (area / coarse.surfaceArea) * (edge / coarse.boundingRadius) ** 3
    for (let f = 0; f < coarse.triangleCount; f++) {
      const corners = [0, 1, 2].map((v) => [0, 1, 2].map((k) => p[3 * idx[3 * f + v] + k]))
      const u = corners[1].map((x, k) => x - corners[0][k]),
        w = corners[2].map((x, k) => x - corners[0][k])
      const n = [u[1] * w[2] - u[2] * w[1], u[2] * w[0] - u[0] * w[2], u[0] * w[1] - u[1] * w[0]]
      const area = Math.hypot(...n) / 2
      const longest = Math.max(Math.hypot(...u), Math.hypot(...w), Math.hypot(...u.map((x, k) => x - w[k])))
      const side = Math.sqrt(first[f + 1] - first[f])
      expect(side % 1).toBe(0)
      expect(share(area / side ** 2, longest / side)).toBeLessThanOrEqual(0.004)
      if (side > 1) expect(share(area / (side - 1) ** 2, longest / (side - 1))).toBeGreaterThan(0.004)
      let sum = 0
      const moment = [0, 0, 0]
      for (let r = first[f]; r < first[f + 1]; r++) {
        const a = rows[8 * r + 6]
        sum += a
        for (let k = 0; k < 3; k++) {
          moment[k] += a * rows[8 * r + k]
          expect(rows[8 * r + 3 + k]).toBeCloseTo(n[k] / (2 * area), 12)
        }
      }
      expect(sum).toBeCloseTo(area, 9)
      moment.forEach((m, k) => expect(m / sum).toBeCloseTo((corners[0][k] + corners[1][k] + corners[2][k]) / 3, 9))
    }
    // the box's largest faces in 4 × 4; an 80-triangle sphere's, small against it, whole
    expect(Math.max(...Array.from(first.slice(1), (end, f) => end - first[f]))).toBe(16)
    const sphere = icosphereMesh(1, 1)
    expect(splitFaceRows(createHull(sphere.positions, sphere.indices))).toBeNull()
  })

  it('cuts no face of a closed hull in more than 4 × 4, however coarse or elongated (its share is at most 4)', () => {
    const meshes = [
      boxMesh(1, 1, 1),
      boxMesh(100, 0.01, 0.01),
      boxMesh(50, 0.1, 50),
      cylinderMesh(1, 40, 3),
      cylinderMesh(20, 0.1, 3),
      icosphereMesh(1, 0),
    ]
    for (const mesh of meshes) {
      const hull = createHull(mesh.positions, mesh.indices)
      const split = splitFaceRows(hull)
      if (split === null) continue
      for (let f = 0; f < hull.triangleCount; f++) expect(split.first[f + 1] - split.first[f]).toBeLessThanOrEqual(16)
    }
  })

  it('refuses a faces value it does not know', () => {
    expect(() => createHydrodynamics(coarse, { faces: 'corners' as never })).toThrow(/faces/)
  })
})

/** The roll (degrees) 14.5 s after the barge, settled on flat water, is let go at 10° of heel. */
function rollAfter(hull: Hull, options: object): number {
  const world = new World()
  world.gravity.set(0, -9.81, 0)
  const made = createBuoyantBody(hull, { density: 500 }, {})
  world.addBody(made.body)
  attachBuoyancy(world, made.body as Body, made.hull, water, options)
  for (let i = 0; i < 300; i++) world.step(1 / 60)
  made.body.velocity.set(0, 0, 0)
  made.body.angularVelocity.set(0, 0, 0)
  const heel = new Quaternion().setFromAxisAngle(new Vec3(1, 0, 0), (10 * Math.PI) / 180)
  made.body.quaternion = heel.mult(made.body.quaternion)
  let peak = 0
  for (let i = 0; i < 60 * 16; i++) {
    world.step(1 / 60)
    const euler = new Vec3()
    made.body.quaternion.toEuler(euler)
    // the last peak before 16 s: about six half-periods of the 4.85 s roll
    if (i >= 60 * 13) peak = Math.max(peak, Math.abs(euler.x))
  }
  return (peak * 180) / Math.PI
}
