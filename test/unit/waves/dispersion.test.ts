import { describe, expect, it } from 'vitest'
import { createWaves } from 'react-three-buoyancy/core'
import { samplePoints } from './samplePoints.js'

describe('dispersion', () => {
  it('by default follows deep water, ω² = g k, with the gravity asked for', () => {
    for (const gravity of [9.81, 1.62]) {
      const waves = createWaves(
        [
          { amplitude: 1, wavelength: 100 },
          { amplitude: 0.2, wavelength: 3 },
        ],
        { gravity },
      )
      for (const c of waves.components) {
        const k = (2 * Math.PI) / c.wavelength
        expect(c.wavenumber).toBeCloseTo(k, 14)
        expect(c.angularFrequency ** 2).toBeCloseTo(gravity * k, 12)
        expect(c.speed).toBeCloseTo(c.angularFrequency / k, 12)
        expect(c.period).toBeCloseTo((2 * Math.PI) / Math.sqrt(gravity * k), 12)
      }
    }
  })

  it('a 100 m deep-water wave has the textbook period of 8.0 s and speed of 12.5 m/s', () => {
    // T = sqrt(2π λ / g) = sqrt(2π · 100 / 9.81) = 8.003 s; c = λ / T = 12.49 m/s.
    const [c] = createWaves([{ amplitude: 1, wavelength: 100 }]).components
    expect(c.period).toBeCloseTo(8.003, 3)
    expect(c.speed).toBeCloseTo(12.495, 3)
  })

  it('a crest travels at the phase speed in its direction: eta(x + c t d̂, t) = eta(x, 0)', () => {
    for (const direction of [0, 0.8, -2.5]) {
      const waves = createWaves([{ amplitude: 0.7, wavelength: 17, direction, phase: 0.4 }])
      const c = Math.sqrt((9.81 * 17) / (2 * Math.PI))
      for (const { x, z, t } of samplePoints(20, 50, 30)) {
        const moved = waves.heightAt(x + c * t * Math.cos(direction), z + c * t * Math.sin(direction), t)
        expect(moved).toBeCloseTo(waves.heightAt(x, z, 0), 9)
      }
      // Across the direction of travel the crest is a straight line: no change along (−sin d, cos d).
      expect(waves.heightAt(-Math.sin(direction) * 13, Math.cos(direction) * 13, 2)).toBeCloseTo(
        waves.heightAt(0, 0, 2),
        12,
      )
    }
  })

  it('respects a custom speed, including a standing pattern of speed 0', () => {
    const waves = createWaves([
      { amplitude: 0.5, wavelength: 10, direction: 1, speed: 3 },
      { amplitude: 0.5, wavelength: 10, speed: 0 },
    ])
    const [moving, still] = waves.components
    expect(moving.speed).toBe(3)
    expect(moving.angularFrequency).toBeCloseTo(((2 * Math.PI) / 10) * 3, 14)
    expect(still.angularFrequency).toBe(0)
    expect(still.period).toBe(Infinity)
    const single = createWaves([{ amplitude: 0.5, wavelength: 10, direction: 1, speed: 3 }])
    for (const { x, z, t } of samplePoints(10, 20, 20)) {
      expect(single.heightAt(x + 3 * t * Math.cos(1), z + 3 * t * Math.sin(1), t)).toBeCloseTo(
        single.heightAt(x, z, 0),
        9,
      )
    }
    const standing = createWaves([{ amplitude: 0.5, wavelength: 10, speed: 0, phase: 0.3 }])
    expect(standing.heightAt(2, 0, 1234.5)).toBeCloseTo(0.5 * Math.sin(((2 * Math.PI) / 10) * 2 + 0.3), 14)
  })
})
