import { describe, expect, it } from 'vitest'
import {
  createWaves,
  flatWater,
  seaState,
  windSea,
  type SeaStateName,
  type WaveComponent,
} from 'react-three-buoyancy/core'

const good = { amplitude: 0.5, wavelength: 10 }
const withBad = (bad: unknown) => [good, good, bad] as WaveComponent[]

describe('bad input is refused with a message that names the function, the component and the field', () => {
  it.each([
    [
      { amplitude: 0.5, wavelength: -1 },
      /^createWaves: component 2: wavelength must be a positive finite number of metres \(got -1\)$/,
    ],
    [{ amplitude: 0.5, wavelength: 0 }, /component 2: wavelength .* \(got 0\)/],
    [{ amplitude: 0.5 }, /component 2: wavelength .* \(got undefined\)/],
    [{ amplitude: 0.5, wavelength: '10' }, /component 2: wavelength .* \(got "10"\)/],
    [{ amplitude: 0.5, wavelength: Infinity }, /component 2: wavelength .* \(got Infinity\)/],
    [{ amplitude: -0.1, wavelength: 10 }, /component 2: amplitude must be .* \(got -0.1\)/],
    [{ amplitude: NaN, wavelength: 10 }, /component 2: amplitude .* \(got NaN\)/],
    [{ wavelength: 10 }, /component 2: amplitude .* \(got undefined\)/],
    [{ ...good, direction: NaN }, /component 2: direction must be a finite angle in radians \(got NaN\)/],
    [{ ...good, direction: null }, /component 2: direction .* \(got null\)/],
    [{ ...good, phase: -Infinity }, /component 2: phase must be a finite angle in radians \(got -Infinity\)/],
    [{ ...good, speed: -3 }, /component 2: speed must be .* m\/s.* \(got -3\)/],
    [{ ...good, speed: NaN }, /component 2: speed .* \(got NaN\)/],
    [null, /component 2: must be an object .* \(got null\)/],
    [7, /component 2: must be an object .* \(got 7\)/],
    [[0.5, 10], /component 2: must be an object .* \(got an array\)/],
  ])('component %j', (bad, message) => {
    expect(() => createWaves(withBad(bad))).toThrow(message)
  })

  it('an empty list points to flatWater; a non-list is named', () => {
    expect(() => createWaves([])).toThrow(/createWaves: .*empty.*flatWater/)
    expect(() => createWaves(good as unknown as WaveComponent[])).toThrow(
      /createWaves: components must be an array .*\(got an object\)/,
    )
    expect(() => createWaves(undefined as unknown as WaveComponent[])).toThrow(/\(got undefined\)/)
  })

  it('gravity and level are checked', () => {
    expect(() => createWaves([good], { gravity: 0 })).toThrow(
      /createWaves: gravity must be a positive finite number of m\/s² \(got 0\)/,
    )
    expect(() => createWaves([good], { gravity: NaN })).toThrow(/gravity .*\(got NaN\)/)
    expect(() => createWaves([good], { level: Infinity })).toThrow(
      /createWaves: level must be a finite height in metres \(got Infinity\)/,
    )
    expect(() => flatWater(NaN)).toThrow(/flatWater: level must be a finite height in metres \(got NaN\)/)
    expect(() => flatWater('1' as unknown as number)).toThrow(/flatWater: level .*\(got "1"\)/)
  })

  it('evaluation refuses non-finite points and times instead of returning NaN', () => {
    const waves = createWaves([good])
    expect(() => waves.heightAt(NaN, 0, 0)).toThrow(/heightAt: x and z must be finite .*\(got x = NaN, z = 0\)/)
    expect(() => waves.heightAt(0, 0, Infinity)).toThrow(
      /heightAt: time t must be a finite number of seconds \(got Infinity\)/,
    )
    expect(() => waves.normalAt(0, Infinity, 0, { x: 0, y: 0, z: 0 })).toThrow(/normalAt: .*z = Infinity/)
    expect(() => waves.velocityAt(0, NaN, 0, 0, { x: 0, y: 0, z: 0 })).toThrow(
      /velocityAt: y must be finite|velocityAt: y must be a finite number/,
    )
    expect(() => waves.timePhases(NaN, [])).toThrow(/timePhases: time t .*\(got NaN\)/)
    expect(() => waves.heightsAt([0, 0, NaN, 1], 0, [])).toThrow(/heightsAt \(point 1\): .*x = NaN/)
    expect(() => waves.heightsAt([0, 0, 1, 1], 0, [], 3)).toThrow(
      /heightsAt: count must be a whole number from 0 to 2 .*\(got 3\)/,
    )
    expect(() => flatWater().heightAt(0, NaN, 0)).toThrow(/heightAt: .*z = NaN/)
    // A refused time does not poison the cache: the next good call still answers.
    expect(waves.heightAt(1, 2, 3)).toBeCloseTo(
      0.5 * Math.sin(((2 * Math.PI) / 10) * 1 - Math.sqrt(9.81 * ((2 * Math.PI) / 10)) * 3),
      12,
    )
  })

  it('windSea and seaState refuse bad wind speeds, counts, options and names', () => {
    expect(() => windSea(0)).toThrow(/windSea: windSpeed is 0.*flatWater/)
    expect(() => windSea(-5)).toThrow(/windSea: windSpeed must be a positive finite number of m\/s \(got -5\)/)
    expect(() => windSea(NaN)).toThrow(/windSea: windSpeed .*\(got NaN\)/)
    expect(() => windSea(Infinity)).toThrow(/windSea: windSpeed .*\(got Infinity\)/)
    expect(() => windSea(10, { count: 0 })).toThrow(/windSea: count must be a whole number from 1 to 64 \(got 0\)/)
    expect(() => windSea(10, { count: 65 })).toThrow(/windSea: count .*\(got 65\)/)
    expect(() => windSea(10, { count: 2.5 })).toThrow(/windSea: count .*\(got 2.5\)/)
    expect(() => windSea(10, { seed: 0.5 })).toThrow(/windSea: seed must be an integer \(got 0.5\)/)
    expect(() => windSea(10, { spread: -0.1 })).toThrow(
      /windSea: spread must be an angle from 0 to π radians \(got -0.1\)/,
    )
    expect(() => windSea(10, { spread: 4 })).toThrow(/windSea: spread .*\(got 4\)/)
    expect(() => windSea(10, { direction: NaN })).toThrow(/windSea: direction .*\(got NaN\)/)
    expect(() => windSea(10, { gravity: -9.81 })).toThrow(/windSea: gravity .*\(got -9.81\)/)
    expect(() => seaState('hurricane' as SeaStateName)).toThrow(
      /seaState: unknown sea state "hurricane"; the presets are 'calm', 'moderate', 'rough', 'storm'/,
    )
    expect(() => seaState('toString' as SeaStateName)).toThrow(/unknown sea state "toString"/)
    expect(() => seaState('calm', { count: 100 })).toThrow(/count .*\(got 100\)/)
    expect(windSea(10, { count: 1 })).toHaveLength(1)
    expect(windSea(10, { count: 64 })).toHaveLength(64)
  })
})
