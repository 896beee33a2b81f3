import { describe, expect, it } from 'vitest'
import { createWaves, type WaveComponent } from 'react-three-buoyancy/core'
import { samplePoints } from './samplePoints.js'

const g = 9.81
const level = 0.25
const components: WaveComponent[] = [
  { amplitude: 0.3, wavelength: 120, direction: 0.2, phase: 1.1 },
  { amplitude: 0.2, wavelength: 45, direction: -0.9, phase: 4 },
  { amplitude: 0.1, wavelength: 80, direction: 2.5, phase: -0.3, speed: 7.5 },
]

/** The formula of docs/PHYSICS.md §5, written out from the parameters above without touching the field. */
function directHeight(x: number, z: number, t: number): number {
  let eta = level
  for (const { amplitude, wavelength, direction = 0, phase = 0, speed } of components) {
    const k = (2 * Math.PI) / wavelength
    const omega = speed === undefined ? Math.sqrt(g * k) : k * speed
    eta += amplitude * Math.sin(k * (Math.cos(direction) * x + Math.sin(direction) * z) - omega * t + phase)
  }
  return eta
}

describe('long simulated times', () => {
  const waves = createWaves(components, { level })

  it.each([0, 3600, 1e6])('heightAt at t = %d s equals the direct formula to 1e-9 m', (t0) => {
    for (const { x, z, t } of samplePoints(25, 400, 10, 99)) {
      expect(Math.abs(waves.heightAt(x, z, t0 + t) - directHeight(x, z, t0 + t))).toBeLessThan(1e-9)
    }
  })

  it('timePhases are ω t wrapped into [0, 2π)', () => {
    const phases = new Float64Array(3)
    for (const t of [0, 0.5, 3600, 86400.25, 1e6, -42]) {
      waves.timePhases(t, phases)
      components.forEach(({ wavelength, speed }, i) => {
        const k = (2 * Math.PI) / wavelength
        const omegaT = (speed === undefined ? Math.sqrt(g * k) : k * speed) * t
        expect(phases[i]).toBeGreaterThanOrEqual(0)
        expect(phases[i]).toBeLessThan(2 * Math.PI)
        // Same angle modulo 2π, checked through Math.sin/cos, which reduce large arguments exactly.
        expect(Math.cos(phases[i])).toBeCloseTo(Math.cos(omegaT), 9)
        expect(Math.sin(phases[i])).toBeCloseTo(Math.sin(omegaT), 9)
      })
    }
  })

  it('the GPU form sin(k·x − timePhase + phase) in float32 stays within 0.01 mm after a day', () => {
    // What the ocean shader computes, emulated with float32 rounding of every uniform and operation.
    // With ω t itself in float32 (not wrapped) the same sea is off by about 2.5 mm here.
    const f = Math.fround
    const t = 86400 + 0.37
    const phases = waves.timePhases(t, new Float64Array(3))
    for (const { x, z } of samplePoints(20, 50, 1, 5)) {
      let eta = f(level)
      waves.components.forEach((c, i) => {
        const argument = f(f(f(f(c.kx) * f(x)) + f(f(c.kz) * f(z))) - f(phases[i]) + f(c.phase))
        eta = f(eta + f(f(c.amplitude) * f(Math.sin(argument))))
      })
      expect(Math.abs(eta - directHeight(x, z, t))).toBeLessThan(1e-5)
    }
  })

  it('the cached time phases follow the time asked for, per field', () => {
    const other = createWaves(components, { level })
    const heights = [3600, 10, 3600.5, 10].map((t) => {
      other.heightAt(5, 5, t + 1) // interleaved calls on another field must not disturb this one
      return waves.heightAt(7, -3, t)
    })
    expect(heights[0]).toBeCloseTo(directHeight(7, -3, 3600), 12)
    expect(heights[1]).toBeCloseTo(directHeight(7, -3, 10), 12)
    expect(heights[2]).toBeCloseTo(directHeight(7, -3, 3600.5), 12)
    expect(heights[3]).toBe(heights[1])
  })

  it('heightsAt gives the heights of heightAt for each x, z pair, up to count', () => {
    const points = samplePoints(10, 100, 1, 3)
    const xz = new Float64Array(points.flatMap(({ x, z }) => [x, z]))
    const out = new Float64Array(11).fill(-99)
    waves.heightsAt(xz, 3600, out)
    points.forEach(({ x, z }, i) => expect(out[i]).toBeCloseTo(directHeight(x, z, 3600), 10))
    expect(out[10]).toBe(-99)
    const partial = new Array<number>(10).fill(-99)
    waves.heightsAt(xz, 12, partial, 4)
    expect(partial.slice(0, 4)).toEqual(points.slice(0, 4).map(({ x, z }) => waves.heightAt(x, z, 12)))
    expect(partial.slice(4)).toEqual(new Array(6).fill(-99))
  })
})
