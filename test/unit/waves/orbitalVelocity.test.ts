import { describe, expect, it } from 'vitest'
import { createWaves } from 'react-three-buoyancy/core'
import { samplePoints, threeWaves } from './samplePoints.js'

const level = -0.5
const waves = createWaves(threeWaves, { level })
const points = samplePoints(30, 100, 100, 777)

describe('orbital velocity (linear deep-water theory)', () => {
  it('at the mean level its vertical part is ∂eta/∂t', () => {
    const velocity = { x: 0, y: 0, z: 0 }
    const h = 1e-4
    for (const { x, z, t } of points) {
      const dEtaDt = (waves.heightAt(x, z, t + h) - waves.heightAt(x, z, t - h)) / (2 * h)
      expect(waves.velocityAt(x, level, z, t, velocity).y).toBeCloseTo(dEtaDt, 7)
    }
  })

  it('one wave: a circle of speed A ω e^{k (y − level)}, horizontal part along the direction of travel', () => {
    const amplitude = 0.6
    const wavelength = 30
    const direction = 2.2
    const single = createWaves([{ amplitude, wavelength, direction, phase: 1 }], { level })
    const k = (2 * Math.PI) / wavelength
    const omega = Math.sqrt(9.81 * k)
    const velocity = { x: 0, y: 0, z: 0 }
    for (const { x, z, t } of points) {
      for (const depth of [0, 1, 5, 20]) {
        single.velocityAt(x, level - depth, z, t, velocity)
        expect(Math.hypot(velocity.x, velocity.y, velocity.z)).toBeCloseTo(amplitude * omega * Math.exp(-k * depth), 12)
        // (u, w) parallel to (cos d, sin d): the cross product vanishes.
        expect(velocity.x * Math.sin(direction) - velocity.z * Math.cos(direction)).toBeCloseTo(0, 12)
      }
    }
    // Under a crest the water moves with the wave; under a trough against it.
    const theta0 = 1
    const crestS = (Math.PI / 2 - theta0) / k
    single.velocityAt(crestS * Math.cos(direction), level, crestS * Math.sin(direction), 0, velocity)
    expect(single.heightAt(crestS * Math.cos(direction), crestS * Math.sin(direction), 0)).toBeCloseTo(
      level + amplitude,
      12,
    )
    expect(velocity.x * Math.cos(direction) + velocity.z * Math.sin(direction)).toBeCloseTo(amplitude * omega, 12)
    const troughS = crestS + wavelength / 2
    single.velocityAt(troughS * Math.cos(direction), level, troughS * Math.sin(direction), 0, velocity)
    expect(velocity.x * Math.cos(direction) + velocity.z * Math.sin(direction)).toBeCloseTo(-amplitude * omega, 12)
  })

  it('holds its mean-level value above the mean level (bounded in crests)', () => {
    const below = { x: 0, y: 0, z: 0 }
    const above = { x: 0, y: 0, z: 0 }
    for (const { x, z, t } of points) {
      waves.velocityAt(x, level, z, t, below)
      waves.velocityAt(x, level + 3, z, t, above)
      expect(above).toEqual(below)
    }
  })

  it('is divergence-free and curl-free below the surface (potential flow), by finite differences', () => {
    const h = 1e-4
    const p = { x: 0, y: 0, z: 0 }
    const m = { x: 0, y: 0, z: 0 }
    const at = (x: number, y: number, z: number, t: number, out: typeof p) => waves.velocityAt(x, y, z, t, out)
    for (const { x, z, t } of points) {
      for (const depth of [0.3, 2, 6]) {
        const y = level - depth
        at(x + h, y, z, t, p)
        at(x - h, y, z, t, m)
        const dudx = (p.x - m.x) / (2 * h)
        const dvdx = (p.y - m.y) / (2 * h)
        const dwdx = (p.z - m.z) / (2 * h)
        at(x, y + h, z, t, p)
        at(x, y - h, z, t, m)
        const dudy = (p.x - m.x) / (2 * h)
        const dvdy = (p.y - m.y) / (2 * h)
        const dwdy = (p.z - m.z) / (2 * h)
        at(x, y, z + h, t, p)
        at(x, y, z - h, t, m)
        const dudz = (p.x - m.x) / (2 * h)
        const dvdz = (p.y - m.y) / (2 * h)
        const dwdz = (p.z - m.z) / (2 * h)
        const scale = Math.abs(dudx) + Math.abs(dvdy) + Math.abs(dwdz)
        expect(scale).toBeGreaterThan(1e-4)
        expect(Math.abs(dudx + dvdy + dwdz)).toBeLessThan(1e-6 * Math.max(scale, 1))
        expect(dwdy - dvdz).toBeCloseTo(0, 7)
        expect(dudz - dwdx).toBeCloseTo(0, 7)
        expect(dvdx - dudy).toBeCloseTo(0, 7)
      }
    }
  })
})
