import { describe, expect, it } from 'vitest'
import { createFlooding, createWaves, flatWater } from 'react-three-buoyancy/core'
import { DEG, boxHull, heeledPose } from './fixtures.js'

const ship = boxHull(20, 6, 8)

describe('flood water is booked exactly', () => {
  it('rocking in waves, holes in and out, pumps on: contents = initial + inflow − outflow − pumped, every step', () => {
    const flooding = createFlooding(ship, [
      {
        box: { center: { x: -5, y: -1, z: 0 }, size: { x: 6, y: 4, z: 8 } },
        holes: [
          { position: { x: -5, y: -3, z: 2 }, area: 0.02 },
          { position: { x: -8, y: 0, z: 4 }, area: 0.05, dischargeCoefficient: 0.8 },
        ],
        pumps: [{ rate: 0.01 }],
      },
      {
        box: { center: { x: 4, y: 0, z: -2 }, size: { x: 4, y: 6, z: 4 } },
        holes: [{ position: { x: 4, y: -3, z: -2 }, area: 0.03 }],
        pumps: [{ rate: 0.02 }, { rate: 0.5, enabled: false }],
        initialVolume: 40,
        permeability: 0.85,
      },
    ])
    const sea = createWaves([
      { amplitude: 0.6, wavelength: 25 },
      { amplitude: 0.3, wavelength: 11, direction: 1 },
    ])
    const dt = 1 / 15
    let sawIn = false,
      sawOut = false
    for (let i = 0; i < 750; i++) {
      const t = i * dt
      const pose = {
        position: { x: 0, y: 0.5 * Math.sin(0.7 * t) - 0.5, z: 0 },
        quaternion: {
          x: Math.sin((15 * DEG * Math.sin(0.5 * t)) / 2),
          y: 0,
          z: 0,
          w: Math.cos((15 * DEG * Math.sin(0.5 * t)) / 2),
        },
      }
      const before = flooding.compartments.map((c) => c.waterVolume)
      flooding.step(pose, sea, t, dt)
      flooding.compartments.forEach((c, k) => {
        const initial = k === 0 ? 0 : 40
        expect(Math.abs(c.waterVolume - (initial + c.inflow - c.outflow - c.pumped))).toBeLessThan(1e-10)
        expect(c.waterVolume).toBeGreaterThanOrEqual(0)
        expect(c.waterVolume).toBeLessThanOrEqual(c.capacity)
        // this step's change is what the holes and pumps reported
        const flow = c.holes.reduce((s, h) => s + h.flowRate, 0) - c.pumps.reduce((s, p) => s + p.pumpingRate, 0)
        expect(c.waterVolume - before[k]).toBeCloseTo(flow * dt, 12)
        for (const h of c.holes) {
          if (h.flowRate > 0) sawIn = true
          if (h.flowRate < 0) sawOut = true
        }
      })
      expect(flooding.waterVolume).toBeCloseTo(
        flooding.initialVolume + flooding.inflow - flooding.outflow - flooding.pumped,
        10,
      )
    }
    expect(sawIn && sawOut).toBe(true)
    expect(flooding.compartments[1].pumps[1].pumpingRate).toBe(0)
    expect(flooding.pumped).toBeGreaterThan(0)
  })
})

describe('pumps and outflow', () => {
  it('a pump empties a compartment at its rate, then stops at empty', () => {
    const flooding = createFlooding(ship, [
      { box: { center: { x: 0, y: 0, z: 0 }, size: { x: 2, y: 2, z: 2 } }, initialVolume: 3, pumps: [{ rate: 0.05 }] },
    ])
    const pose = heeledPose(10 * DEG)
    const dt = 0.1
    for (let i = 1; i <= 1000; i++) {
      flooding.step(pose, flatWater(-10), i * dt, dt)
      const expected = Math.max(3 - 0.05 * i * dt, 0)
      expect(flooding.compartments[0].waterVolume).toBeCloseTo(expected, 10)
    }
    expect(flooding.pumped).toBeCloseTo(3, 12)
    expect(flooding.compartments[0].pumps[0].pumpingRate).toBe(0)
  })

  it('water above the sea drains through a bottom hole until the levels meet; a hole above both passes nothing', () => {
    const flooding = createFlooding(ship, [
      {
        box: { center: { x: 0, y: 0, z: 0 }, size: { x: 2, y: 4, z: 2 } },
        initialVolume: 14,
        holes: [{ position: { x: 0, y: -2, z: 0 }, area: 0.05 }],
      },
      {
        box: { center: { x: 5, y: 0, z: 0 }, size: { x: 2, y: 4, z: 2 } },
        initialVolume: 2,
        holes: [{ position: { x: 5, y: 1.5, z: 1 }, area: 0.05 }],
      },
    ])
    const pose = heeledPose(0)
    const sea = flatWater(-0.75)
    for (let i = 0; i < 3000; i++) flooding.step(pose, sea, i / 10, 1 / 10)
    const [drained, dry] = flooding.compartments
    expect(drained.level).toBeCloseTo(-0.75, 6)
    expect(drained.outflow).toBeCloseTo(14 - 4 * 1.25, 6)
    expect(drained.inflow).toBe(0)
    expect(dry.waterVolume).toBe(2)
    expect(dry.holes[0].flowRate).toBe(0)
    expect(dry.holes[0].head).toBe(0)
  })

  it('a sea below the hole drains the compartment down to the hole, not below', () => {
    const flooding = createFlooding(ship, [
      {
        box: { center: { x: 0, y: 0, z: 0 }, size: { x: 2, y: 4, z: 2 } },
        initialVolume: 12,
        holes: [{ position: { x: 1, y: -1, z: 0 }, area: 0.05 }],
      },
    ])
    for (let i = 0; i < 3000; i++) flooding.step(heeledPose(0), flatWater(-5), i / 10, 1 / 10)
    expect(flooding.compartments[0].level).toBeCloseTo(-1, 6)
    expect(flooding.compartments[0].waterVolume).toBeCloseTo(4, 5)
  })
})
