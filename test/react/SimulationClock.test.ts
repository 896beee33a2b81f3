import { describe, expect, it } from 'vitest'
import { SimulationClock } from 'react-three-buoyancy'

describe('SimulationClock', () => {
  it('advance(dt) adds exactly dt, even while paused or scaled: a hand step is a step', () => {
    const clock = new SimulationClock({ paused: true, timeScale: 3 })
    expect(clock.advance(0.25)).toBe(0.25)
    expect(clock.advance(1 / 60)).toBe(0.25 + 1 / 60)
  })

  it('advanceFrame clamps a long frame to maxFrameDelta, scales by timeScale, and does nothing while paused', () => {
    const clock = new SimulationClock({ timeScale: 2, maxFrameDelta: 0.1 })
    expect(clock.advanceFrame(0.016)).toBeCloseTo(0.032, 15)
    expect(clock.advanceFrame(5)).toBeCloseTo(0.2, 15) // a sleeping tab does not jump the sea by 10 s
    expect(clock.time).toBeCloseTo(0.232, 15)
    clock.paused = true
    expect(clock.advanceFrame(0.016)).toBe(0)
    expect(clock.time).toBeCloseTo(0.232, 15)
    clock.paused = false
    expect(clock.advanceFrame(-1)).toBe(0)
    expect(clock.advanceFrame(Number.NaN)).toBe(0)
    expect(clock.time).toBeCloseTo(0.232, 15)
  })

  it('renderTime trails time by the interpolation lag a fixed-step world reports', () => {
    const clock = new SimulationClock({ time: 10 })
    clock.interpolationLag = 0.004
    expect(clock.renderTime).toBeCloseTo(9.996, 12)
  })

  it('refuses NaN, infinite or negative input with the name of the field', () => {
    const clock = new SimulationClock()
    expect(() => clock.advance(Number.NaN)).toThrow(
      /advance\(dt\): dt must be a finite number ≥ 0 of seconds \(got NaN\)/,
    )
    expect(() => clock.advance(-1)).toThrow(/dt must be a finite number ≥ 0/)
    expect(() => (clock.time = Number.POSITIVE_INFINITY)).toThrow(
      /time must be a finite number of seconds \(got Infinity\)/,
    )
    expect(() => (clock.timeScale = -1)).toThrow(/timeScale must be a finite number ≥ 0 \(got -1\)/)
    expect(() => new SimulationClock({ maxFrameDelta: 0 })).toThrow(/maxFrameDelta must be a positive finite number/)
    expect(() => (clock.interpolationLag = Number.NaN)).toThrow(/interpolationLag/)
    expect(clock.time).toBe(0)
  })
})
