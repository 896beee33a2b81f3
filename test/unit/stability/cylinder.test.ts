import { describe, expect, it } from 'vitest'
import { attitudeQuaternion, findEquilibrium, rightingLever, stabilityAt } from 'react-three-buoyancy/core'
import { DEG, RHO, horizontalCylinder } from './fixtures.js'

// A horizontal circular cylinder along x: its section is a circle, so whatever the draft and heel,
// every buoyancy line passes through the axis and the metacentre M sits on it (KM = R).
const R = 1.5,
  length = 12,
  segments = 512
const hull = horizontalCylinder(R, length, segments)
// faceting: the inscribed polygon's apothem R cos(π/n) bounds how far the section is from the circle
const faceting = R * (1 - Math.cos(Math.PI / segments))

describe('horizontal cylinder: metacentre on the axis', () => {
  for (const fraction of [0.15, 0.35, 0.5, 0.7, 0.9]) {
    it(`draft ${fraction} × diameter: KM = R, and M is at the axis, upright and heeled`, () => {
      const draft = 2 * R * fraction
      for (const heel of [0, 20 * DEG, -65 * DEG]) {
        const pose = {
          position: { x: 0, y: R - draft, z: 0 },
          quaternion: attitudeQuaternion(heel, 0, { x: 0, y: 0, z: 0, w: 1 }),
        }
        const s = stabilityAt(hull, pose, { mass: 1, centerOfMass: { x: 0, y: 0, z: 0 } })
        // the axis is at the body origin, i.e. at pose.position
        expect(Math.abs(s.metacentre.transverse.y - pose.position.y)).toBeLessThan(4 * faceting)
        expect(Math.abs(s.metacentre.transverse.z - pose.position.z)).toBeLessThan(4 * faceting)
        expect(Math.abs(s.metacentreBody.transverse.y)).toBeLessThan(4 * faceting)
        if (heel === 0) expect(Math.abs(s.heightOfMetacentre.transverse - R)).toBeLessThan(4 * faceting)
      }
    })
  }

  it('GZ = a sin φ for G a distance a below the axis, at any heel', () => {
    const a = 0.4
    const loading = { mass: RHO * Math.PI * R * R * length * 0.45, centerOfMass: { x: 0, y: -a, z: 0 } }
    for (const heel of [5 * DEG, 40 * DEG, 100 * DEG, 170 * DEG]) {
      const gz = rightingLever(hull, loading, heel).rightingLever
      expect(Math.abs(gz - a * Math.sin(heel))).toBeLessThan(4 * faceting)
    }
    // and G on the axis: neutral at every heel (GZ ≈ 0), so any heel is an equilibrium
    const neutral = { ...loading, centerOfMass: { x: 0, y: 0, z: 0 } }
    for (const heel of [10 * DEG, 75 * DEG]) {
      expect(Math.abs(rightingLever(hull, neutral, heel).rightingLever)).toBeLessThan(4 * faceting)
    }
  })

  it('G off the axis across the ship: the cylinder rolls until G is straight under the axis', () => {
    const loading = { mass: RHO * Math.PI * R * R * length * 0.3, centerOfMass: { x: 0, y: -0.3, z: 0.4 } }
    const e = findEquilibrium(hull, loading)
    // G below the axis in the world: body (0, −0.3, 0.4) turned by φ has z = −0.3 sin φ + 0.4 cos φ = 0
    expect(Math.abs(e.heel - Math.atan2(0.4, 0.3))).toBeLessThan(1e-3)
    expect(e.stable).toBe(true)
  })
})
