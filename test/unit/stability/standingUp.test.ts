import { describe, expect, it } from 'vitest'
import { attitudeQuaternion, findEquilibrium } from '../../../src/core/internal.js'
import { modeStiffness } from '../../../src/core/internal.js'
import { RHO, barge } from './fixtures.js'

// A plank modelled standing on its edge, its 0.6 m thickness along body x: it floats flat, with body x
// vertical, a pose heel and trim (trim held within ±1.5 rad) cannot reach. findEquilibrium searches again
// on the hull stood up (src/core/stability/standingUp.ts). The reference is Archimedes: a box floating flat
// sinks to s × its thickness; and the same plank modelled lying flat.

const s = 400 / RHO
const standing = barge(0.6, 1, 3)
const lying = barge(3, 0.6, 1)
const loading = (volume: number) => ({ mass: s * RHO * volume, centerOfMass: { x: 0, y: 0, z: 0 } })

describe('findEquilibrium of a hull that floats with body x vertical', () => {
  it('finds the plank standing on its edge lying flat, at the draft of Archimedes', () => {
    const e = findEquilibrium(standing, loading(1.8))
    expect(e.stable).toBe(true)
    expect(e.draft).toBeCloseTo(s * 0.6, 9)
    expect(e.draft).toBeCloseTo(findEquilibrium(lying, loading(1.8)).draft, 9)
    // body x vertical: the world y of body x, 1 − 2 (x² + z²) of the rotation's second row
    const q = e.pose.quaternion
    expect(Math.abs(2 * (q.x * q.y + q.z * q.w))).toBeCloseTo(1, 9)
    // the heel and trim it reports make its pose, as for any other hull
    expect(Math.abs(e.trim)).toBeCloseTo(Math.PI / 2, 6)
    const made = attitudeQuaternion(e.heel, e.trim, { x: 0, y: 0, z: 0, w: 1 })
    const dot = made.x * q.x + made.y * q.y + made.z * q.z + made.w * q.w
    expect(Math.abs(dot)).toBeCloseTo(1, 6)
    // the levers left are within the tolerance, and G is over B
    expect(Math.abs(e.centerOfBuoyancy.x - e.centerOfGravity.x)).toBeLessThan(1e-6)
    expect(Math.abs(e.centerOfBuoyancy.z - e.centerOfGravity.z)).toBeLessThan(1e-6)
  })

  it('so radiation gets its still-water modes: those of the same plank modelled lying flat', () => {
    const up = modeStiffness(standing, s * RHO * 1.8, RHO, 9.81)!
    const flat = modeStiffness(lying, s * RHO * 1.8, RHO, 9.81)!
    expect(up).not.toBeNull()
    expect(up.heave).toBeCloseTo(flat.heave, 6)
    // 'auto' works in the plank's own length and the vertical: its modal roll and pitch are the flat plank's
    expect(up.modal!.roll).toBeCloseTo(flat.roll, 3)
    expect(up.modal!.pitch).toBeCloseTo(flat.pitch, 3)
  })

  it('still refuses a held heel or trim it cannot reach, naming what is left', () => {
    expect(() => findEquilibrium(standing, loading(1.8), { freeHeel: false })).toThrow(/no equilibrium found/)
  })
})
