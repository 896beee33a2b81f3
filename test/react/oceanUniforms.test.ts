import { describe, expect, it } from 'vitest'
import { OCEAN_MAX_WAVES, createOceanUniforms, writeOceanUniforms } from 'react-three-buoyancy/shader'
import { createWaves, seaState } from 'react-three-buoyancy/core'

/** The shader's sum, evaluated in double from the uniforms: level + Σ A sin(kx x + kz z + φ), local coordinates. */
function heightFromUniforms(uniforms: ReturnType<typeof createOceanUniforms>, x: number, z: number): number {
  const waves = uniforms.uOceanWaves.value
  let height = uniforms.uOceanLevel.value
  for (let i = 0; i < uniforms.uOceanWaveCount.value; i++) {
    height += waves[4 * i] * Math.sin(waves[4 * i + 1] * x + waves[4 * i + 2] * z + waves[4 * i + 3])
  }
  return height
}

describe('writeOceanUniforms', () => {
  it('folds time and the plane offset into per-component phases that reproduce heightAt in world coordinates', () => {
    const field = createWaves(seaState('storm'), { level: 0.75 })
    const uniforms = createOceanUniforms()
    let worst = 0
    for (const [t, offsetX, offsetZ] of [
      [0, 0, 0],
      [3600, 0, 0],
      [3600, 12_345.5, -6_789.25],
      [86_400.125, -250_000, 125_000],
    ]) {
      writeOceanUniforms(uniforms, field, t, offsetX, offsetZ)
      for (const [x, z] of [
        [0, 0],
        [57.25, -99.5],
        [-150, 150],
      ]) {
        const expected = field.heightAt(x + offsetX, z + offsetZ, t)
        worst = Math.max(worst, Math.abs(heightFromUniforms(uniforms, x, z) - expected))
      }
    }
    // Only the float32 rounding of A, k and φ remains (φ < 2π: ≤ 2.4e-7 rad; A ≈ 1.2 m; k x ≤ 6 rad).
    expect(worst).toBeLessThan(2e-5)
  })

  it('keeps every phase in [0, 2π] and zeroes the unused slots', () => {
    const uniforms = createOceanUniforms()
    uniforms.uOceanWaves.value.fill(7)
    const field = createWaves([
      { amplitude: 1, wavelength: 10, phase: -40 },
      { amplitude: 0.5, wavelength: 3, direction: 2, phase: 100 },
    ])
    writeOceanUniforms(uniforms, field, 1e7, 1e6, -1e6)
    const waves = uniforms.uOceanWaves.value
    expect(uniforms.uOceanWaveCount.value).toBe(2)
    for (const i of [0, 1]) {
      expect(waves[4 * i + 3]).toBeGreaterThanOrEqual(0)
      expect(waves[4 * i + 3]).toBeLessThanOrEqual(Math.fround(2 * Math.PI))
    }
    expect(Array.from(waves.subarray(8)).every((v) => v === 0)).toBe(true)
  })

  it(`refuses more than ${OCEAN_MAX_WAVES} components and a non-finite time`, () => {
    const uniforms = createOceanUniforms()
    const many = createWaves(
      Array.from({ length: OCEAN_MAX_WAVES + 1 }, (_, i) => ({ amplitude: 0.01, wavelength: 5 + i })),
    )
    expect(() => writeOceanUniforms(uniforms, many, 0)).toThrow(/33 components; the ocean shader sums at most 32/)
    const one = createWaves([{ amplitude: 1, wavelength: 10 }])
    expect(() => writeOceanUniforms(uniforms, one, Number.NaN)).toThrow(
      /time must be a finite number of seconds \(got NaN\)/,
    )
  })
})
