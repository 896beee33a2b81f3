import { describe, expect, it } from 'vitest'
import { findEquilibrium, rightingLever, rightingLeverCurve, stabilityAt } from 'react-three-buoyancy/core'
import { RHO, barge } from './fixtures.js'

const hull = barge(10, 2, 4) // 80 m³
const G = { x: 0, y: 0, z: 0 }
const upright = { position: { x: 0, y: 0, z: 0 }, quaternion: { x: 0, y: 0, z: 0, w: 1 } }

describe('stability: bad input gets a clear error', () => {
  it('a mass the hull cannot float: it sinks, and the message gives the maximum displacement', () => {
    expect(() => findEquilibrium(hull, { mass: RHO * 80.5, centerOfMass: G })).toThrow(
      /findEquilibrium: the hull cannot float 82512\.5 kg: its maximum displacement, fully submerged, is 82000 kg \(80 m³ at 1025 kg\/m³\), so it sinks/,
    )
    expect(() => rightingLeverCurve(hull, { mass: RHO * 80, centerOfMass: G })).toThrow(/rightingLeverCurve: .*sinks/)
  })

  it('negative or non-finite masses, centres, options', () => {
    expect(() => findEquilibrium(hull, { mass: -1, centerOfMass: G })).toThrow(
      /findEquilibrium: loading\.mass must be a finite number ≥ 0 \(kg\), got -1/,
    )
    expect(() => findEquilibrium(hull, { mass: 0, centerOfMass: G })).toThrow(/no mass/)
    expect(() => findEquilibrium(hull, { mass: 1000, centerOfMass: { x: 0, y: NaN, z: 0 } })).toThrow(
      /loading\.centerOfMass must have finite x, y, z/,
    )
    expect(() => findEquilibrium(hull, { mass: 1000, centerOfMass: G }, { density: 0 })).toThrow(
      /options\.density must be a finite number > 0/,
    )
    expect(() => findEquilibrium(hull, { mass: 1000, centerOfMass: G }, { level: Infinity })).toThrow(
      /options\.level must be a finite number/,
    )
    expect(() => findEquilibrium(hull, { mass: 1000, centerOfMass: G }, { initialHeel: NaN })).toThrow(
      /options\.initialHeel/,
    )
    expect(() => rightingLever(hull, { mass: 1000, centerOfMass: G }, NaN)).toThrow(
      /rightingLever: heel must be a finite number \(rad\)/,
    )
    expect(() => rightingLeverCurve(hull, { mass: 1000, centerOfMass: G }, { heels: [0, 0.2, 0.1] })).toThrow(
      /options\.heels must ascend/,
    )
    expect(() => findEquilibrium({} as never, { mass: 1000, centerOfMass: G })).toThrow(
      /findEquilibrium: hull must be a Hull made by createHull/,
    )
  })

  it('liquids: a negative volume, more than the container holds, a permeability above 1', () => {
    const tank = barge(2, 1, 2) // 4 m³
    const base = { mass: 10000, centerOfMass: G }
    expect(() => findEquilibrium(hull, { ...base, liquids: [{ container: tank, volume: -1 }] })).toThrow(
      /loading\.liquids\[0\]\.volume must be a finite number ≥ 0/,
    )
    expect(() => findEquilibrium(hull, { ...base, liquids: [{ container: tank, volume: 5 }] })).toThrow(
      /loading\.liquids\[0\]\.volume is 5 m³, more than its container holds \(4 m³/,
    )
    expect(() =>
      findEquilibrium(hull, { ...base, liquids: [{ container: tank, volume: 1, permeability: 1.5 }] }),
    ).toThrow(/permeability must be in \(0, 1\]/)
  })

  it('stabilityAt: a hull out of the water, a broken pose', () => {
    const high = { position: { x: 0, y: 5, z: 0 }, quaternion: upright.quaternion }
    expect(() => stabilityAt(hull, high, { mass: 1000, centerOfMass: G })).toThrow(
      /stabilityAt: the hull displaces no water at this pose/,
    )
    expect(() =>
      stabilityAt(
        hull,
        { position: upright.position, quaternion: { x: 0, y: 0, z: 0, w: 0 } },
        { mass: 1000, centerOfMass: G },
      ),
    ).toThrow(/stabilityAt: pose\.quaternion/)
    // a pose deeper than the loading could float is still a fair question for stabilityAt
    const s = stabilityAt(hull, upright, { mass: 10, centerOfMass: G })
    expect(s.displacedVolume).toBeCloseTo(40, 10)
  })
})
