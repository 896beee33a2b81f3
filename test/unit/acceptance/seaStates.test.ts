// Sea-state presets: deterministic, and as high as the Pierson–Moskowitz sea of their wind (docs/PHYSICS.md §5).
import { describe, expect, it } from 'vitest'
import { SEA_STATES, createWaves, seaState, type SeaStateName } from 'react-three-buoyancy/core'
import { G, relErr } from './reference.js'

const names = Object.keys(SEA_STATES) as SeaStateName[]

describe('sea-state presets', () => {
  it('are calm, moderate, rough and storm, in increasing wind', () => {
    expect(names).toEqual(['calm', 'moderate', 'rough', 'storm'])
    const winds = names.map((n) => SEA_STATES[n].windSpeed)
    for (let i = 1; i < winds.length; i++) expect(winds[i]).toBeGreaterThan(winds[i - 1])
  })

  it('are deterministic: the same components and heights on every call', () => {
    for (const name of names) {
      const a = seaState(name),
        b = seaState(name)
      expect(a).toEqual(b)
      const fa = createWaves(a),
        fb = createWaves(seaState(name))
      for (const [x, z, t] of [
        [0, 0, 0],
        [12.5, -40, 33],
        [-300, 77, 1234.5],
      ])
        expect(fa.heightAt(x, z, t)).toBe(fb.heightAt(x, z, t))
      // another seed is another sea of the same height
      const other = seaState(name, { seed: 12345 })
      expect(other).not.toEqual(a)
      const hs = (c: { amplitude: number }[]) => 4 * Math.sqrt(c.reduce((s, w) => s + w.amplitude ** 2 / 2, 0))
      expect(relErr(hs(other), hs(a))).toBeLessThan(1e-12)
    }
  })

  for (const name of ['calm', 'moderate', 'rough', 'storm'] as const) {
    it(`${name}: Hs ≈ 0.21 U²/g and T_p = 2π U / (0.877 g), from the preset, its components and its surface`, () => {
      const { windSpeed: U, significantWaveHeight, peakPeriod } = SEA_STATES[name]
      const hsPM = (0.21 * U * U) / G
      expect(relErr(significantWaveHeight, hsPM)).toBeLessThan(0.01)
      expect(relErr(peakPeriod, (2 * Math.PI * U) / (0.877 * G))).toBeLessThan(0.01)

      const components = seaState(name)
      // each sine carries variance A²/2
      const hsComponents = 4 * Math.sqrt(components.reduce((s, c) => s + c.amplitude ** 2 / 2, 0))
      expect(relErr(hsComponents, hsPM)).toBeLessThan(0.01)

      // the surface itself: Hs = 4 σ of η, sampled over space and time (the cross terms average out)
      const sea = createWaves(components)
      let seed = 99
      const rnd = () => (seed = (seed * 48271) % 2147483647) / 2147483647
      const L = 50 * Math.max(...components.map((c) => c.wavelength))
      let sum = 0,
        sum2 = 0
      const n = 40000
      for (let i = 0; i < n; i++) {
        const h = sea.heightAt((rnd() - 0.5) * L, (rnd() - 0.5) * L, rnd() * 3600)
        sum += h
        sum2 += h * h
      }
      const sigma = Math.sqrt(sum2 / n - (sum / n) ** 2)
      expect(relErr(4 * sigma, hsPM)).toBeLessThan(0.05)

      // the sines sit in the spectrum's energetic band around the peak, on the deep-water dispersion
      const omegaPeak = (0.877 * G) / U
      for (const c of components) {
        const omega = Math.sqrt((G * 2 * Math.PI) / c.wavelength)
        expect(omega).toBeGreaterThan(0.7 * omegaPeak)
        expect(omega).toBeLessThan(3 * omegaPeak)
        expect(c.speed).toBeUndefined()
      }
    })
  }
})
