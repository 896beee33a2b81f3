import { describe, expect, it } from 'vitest'
import { boatHullMesh, boxMesh, createHull } from 'react-three-buoyancy/core'
import type { Hull, Loading } from 'react-three-buoyancy/core'
import {
  attitudeQuaternion,
  findEquilibrium,
  rightingLever,
  rightingLeverCurve,
  shipAttitude,
  stabilityAt,
} from '../../../src/core/internal.js'
import { RHO } from './fixtures.js'

// A ship modelled with its length along z, as glTF models are. By the library's convention heel is about
// body x, so without `lengthAxis: 'z'` such a model's "transverse" GM is its longitudinal one. References:
// the wall-sided box barge's closed forms (KB = T/2, BM = B²/12T, BM_L = L²/12T, a slack tank's free-surface
// correction l b³/12 / V, the heel of an off-centre weight tan φ (GM + BM tan²φ / 2) = e), and the same
// ships modelled along x.

const L = 20,
  B = 6,
  D = 3,
  T = 1.2,
  KG = 1.5
/** the barge modelled along z: breadth B along x, length L along z, keel at y = −D/2 */
const bargeAlongZ = hull(boxMesh(B, D, L))
const bargeAlongX = hull(boxMesh(L, D, B))
const mass = RHO * L * B * T
const upright = { position: { x: 0, y: D / 2 - T, z: 0 }, quaternion: { x: 0, y: 0, z: 0, w: 1 } }
const KB = T / 2,
  BM = (B * B) / (12 * T),
  BM_L = (L * L) / (12 * T)

function hull(mesh: { positions: Float64Array; indices: Uint32Array }): Hull {
  return createHull(mesh.positions, mesh.indices)
}

/** a mesh modelled along x, remodelled with its length along z: (x, y, z) → (−z, y, x), a proper rotation */
function alongZ(mesh: { positions: Float64Array; indices: Uint32Array }) {
  const p = Float64Array.from(mesh.positions)
  for (let o = 0; o < p.length; o += 3) {
    const x = p[o],
      z = p[o + 2]
    p[o] = -z
    p[o + 2] = x
  }
  return { positions: p, indices: mesh.indices }
}

describe("stability of a ship modelled with its length along z (options.lengthAxis 'z')", () => {
  const loading: Loading = { mass, centerOfMass: { x: 0, y: KG - D / 2, z: 0 } }

  it("takes heel about the length: the box barge's GM from the closed forms, where 'x' swaps them", () => {
    const s = stabilityAt(bargeAlongZ, upright, loading, { lengthAxis: 'z' })
    expect(s.displacedVolume).toBeCloseTo(L * B * T, 9)
    expect(s.metacentricHeight.transverse).toBeCloseTo(KB + BM - KG, 9)
    expect(s.metacentricHeight.longitudinal).toBeCloseTo(KB + BM_L - KG, 9)
    // the ship's length is world z here (the pose leaves the model as made)
    expect(s.along.z).toBeCloseTo(1, 12)
    // the convention's own answer for the same model: its "transverse" is about the breadth
    const swapped = stabilityAt(bargeAlongZ, upright, loading)
    expect(swapped.metacentricHeight.transverse).toBeCloseTo(KB + BM_L - KG, 9)
    // 'auto' takes the longer of body x and z
    const auto = stabilityAt(bargeAlongZ, upright, loading, { lengthAxis: 'auto' })
    expect(auto.metacentricHeight.transverse).toBeCloseTo(KB + BM - KG, 9)
    expect(stabilityAt(bargeAlongX, upright, loading, { lengthAxis: 'auto' }).metacentricHeight.transverse).toBeCloseTo(
      KB + BM - KG,
      9,
    )
  })

  it("reports body coordinates in the model's own axes, and a slack tank's free surface about the length", () => {
    const offCentre = { x: 0.4, y: KG - D / 2, z: -2 }
    // a tank 2 m across (x), 4 m long (z), half full: i = l b³ / 12 about the ship's length
    const tank = hull(boxMesh(2, 1, 4))
    const withTank: Loading = {
      mass: mass - RHO * 4,
      centerOfMass: offCentre,
      liquids: [{ container: tank, volume: 4 }],
    }
    const s = stabilityAt(bargeAlongZ, upright, withTank, { lengthAxis: 'z' })
    expect(s.freeSurfaceCorrection.transverse).toBeCloseTo((4 * 2 ** 3) / 12 / (L * B * T), 9)
    expect(s.freeSurfaceCorrection.longitudinal).toBeCloseTo((2 * 4 ** 3) / 12 / (L * B * T), 9)
    // G: the solid's and the liquid's (its centroid under the tank's centre, half full: y = −0.25)
    const total = withTank.mass + RHO * 4
    const expected = {
      x: (withTank.mass * offCentre.x) / total,
      y: (withTank.mass * offCentre.y + RHO * 4 * -0.25) / total,
      z: (withTank.mass * offCentre.z) / total,
    }
    expect(s.centerOfGravityBody.x).toBeCloseTo(expected.x, 9)
    expect(s.centerOfGravityBody.y).toBeCloseTo(expected.y, 9)
    expect(s.centerOfGravityBody.z).toBeCloseTo(expected.z, 9)
    // B under the waterplane's centre, M over it by BM, in the model's axes
    expect(s.centerOfBuoyancyBody.y).toBeCloseTo(KB - D / 2, 9)
    expect(s.metacentreBody.transverse.y).toBeCloseTo(KB - D / 2 + BM, 9)
    expect(s.metacentreBody.longitudinal.y).toBeCloseTo(KB - D / 2 + BM_L, 9)
    expect(Math.hypot(s.centerOfBuoyancyBody.x, s.centerOfBuoyancyBody.z)).toBeLessThan(1e-9)
  })

  it('heels an off-centre weight about the length, by the wall-sided formula, with the model upright as made', () => {
    // 0.3 m toward body −x, which is the ship's +z side when its length is z (a positive heel)
    const e = 0.3
    const shifted: Loading = { mass, centerOfMass: { x: -e, y: KG - D / 2, z: 0 } }
    const found = findEquilibrium(bargeAlongZ, shifted, { lengthAxis: 'z' })
    const GM = KB + BM - KG
    // tan φ (GM + BM tan² φ / 2) = e, solved by bisection
    let low = 0,
      high = 0.5
    for (let i = 0; i < 100; i++) {
      const mid = (low + high) / 2
      const t = Math.tan(mid)
      if (t * (GM + (BM * t * t) / 2) < e) low = mid
      else high = mid
    }
    expect(found.heel).toBeCloseTo(low, 8)
    expect(found.trim).toBeCloseTo(0, 9)
    expect(found.draft).toBeGreaterThan(0)
    // the pose: body +y leans toward world −x by the heel; body z (the length) stays along world z
    const q = found.pose.quaternion
    const yAxis = {
      x: 2 * (q.x * q.y - q.z * q.w),
      y: 1 - 2 * (q.x * q.x + q.z * q.z),
      z: 2 * (q.y * q.z + q.x * q.w),
    }
    expect(yAxis.x).toBeCloseTo(-Math.sin(low), 8)
    expect(yAxis.y).toBeCloseTo(Math.cos(low), 8)
    expect(yAxis.z).toBeCloseTo(0, 9)
    // G over B in the world, as the pose puts them
    expect(found.centerOfGravity.x).toBeCloseTo(found.centerOfBuoyancy.x, 6)
    expect(found.centerOfGravity.z).toBeCloseTo(found.centerOfBuoyancy.z, 6)
    // the barge modelled along x with the weight to its +z side heels the same
    const asMade = findEquilibrium(bargeAlongX, { mass, centerOfMass: { x: 0, y: KG - D / 2, z: e } })
    expect(found.heel).toBeCloseTo(asMade.heel, 9)
    expect(found.draft).toBeCloseTo(asMade.draft, 9)
  })

  it("gives a boat modelled along z the boat's own equilibrium and GZ curve", () => {
    const mesh = boatHullMesh({ length: 12, beam: 4, depth: 2, bilge: 'round', stations: 24, sectionSegments: 8 })
    const asMade = hull(mesh)
    const turned = hull(alongZ(mesh))
    const boatLoading = (alongLength: number, across: number, y: number): [Loading, Loading] => [
      { mass: RHO * asMade.volume * 0.4, centerOfMass: { x: alongLength, y, z: across } },
      { mass: RHO * asMade.volume * 0.4, centerOfMass: { x: -across, y, z: alongLength } },
    ]
    const [x, z] = boatLoading(0.5, 0.1, 0)
    const a = findEquilibrium(asMade, x)
    const b = findEquilibrium(turned, z, { lengthAxis: 'z' })
    expect(b.heel).toBeCloseTo(a.heel, 8)
    expect(b.trim).toBeCloseTo(a.trim, 8)
    expect(b.draft).toBeCloseTo(a.draft, 9)
    // the bow (body +x of the boat as made, +z of the turned model) goes down the same way
    expect(Math.sign(b.trim)).toBe(Math.sign(a.trim))
    expect(Math.abs(b.trim)).toBeGreaterThan(1e-3)
    // its heel and trim make its pose, and are read back from it, with the same length axis
    const q = b.pose.quaternion
    const made = attitudeQuaternion(b.heel, b.trim, { x: 0, y: 0, z: 0, w: 1 }, 'z')
    expect(Math.abs(made.x * q.x + made.y * q.y + made.z * q.z + made.w * q.w)).toBeCloseTo(1, 9)
    const read = shipAttitude(q, undefined, 'z')
    expect(read.heel).toBeCloseTo(b.heel, 9)
    expect(read.trim).toBeCloseTo(b.trim, 9)
    // (read about body x, the same pose is something else: its heel and trim swapped, roughly)
    expect(Math.abs(shipAttitude(q).trim - b.heel)).toBeLessThan(0.01)
    const curveA = rightingLeverCurve(asMade, x)
    const curveB = rightingLeverCurve(turned, z, { lengthAxis: 'z' })
    expect(curveB.metacentricHeight).toBeCloseTo(curveA.metacentricHeight, 8)
    for (let i = 0; i < curveA.heel.length; i += 9) {
      expect(curveB.rightingLever[i]).toBeCloseTo(curveA.rightingLever[i], 8)
    }
    // one heel on its own: the same lever, and a pose that is that heel and trim about the model's length
    const leverA = rightingLever(asMade, x, 0.5)
    const leverB = rightingLever(turned, z, 0.5, { lengthAxis: 'z' })
    expect(leverB.rightingLever).toBeCloseTo(leverA.rightingLever, 8)
    const posed = attitudeQuaternion(0.5, leverB.trim, { x: 0, y: 0, z: 0, w: 1 }, 'z')
    const p = leverB.pose.quaternion
    expect(Math.abs(posed.x * p.x + posed.y * p.y + posed.z * p.z + posed.w * p.w)).toBeCloseTo(1, 9)
  })

  it('refuses a length axis it does not know, naming the option', () => {
    const bad = { lengthAxis: 'y' } as unknown as { lengthAxis: 'x' }
    expect(() => stabilityAt(bargeAlongZ, upright, loading, bad)).toThrow(
      /options\.lengthAxis must be 'x', 'z' or 'auto', got y/,
    )
    expect(() => findEquilibrium(bargeAlongZ, loading, bad)).toThrow(/findEquilibrium: options\.lengthAxis/)
  })
})
