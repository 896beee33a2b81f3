import { describe, expect, it } from 'vitest'
import { createWaves, flatWater } from 'react-three-buoyancy/core'
import { samplePoints, threeWaves } from './samplePoints.js'

describe('flat water', () => {
  it('is a wave field with no components: height = level, normal up, still water', () => {
    const water = flatWater(-2)
    expect(water.components).toEqual([])
    expect(water.level).toBe(-2)
    expect(water.maxCurvature).toBe(0)
    expect(water.maxAmplitude).toBe(0)
    expect(flatWater().level).toBe(0)
    const v = { x: 9, y: 9, z: 9 }
    for (const { x, z, t } of samplePoints(10, 1000, 1e5)) {
      expect(water.heightAt(x, z, t)).toBe(-2)
      expect(water.normalAt(x, z, t, v)).toEqual({ x: 0, y: 1, z: 0 })
      expect(water.velocityAt(x, -5, z, t, v)).toEqual({ x: 0, y: 0, z: 0 })
      expect(water.verticalVelocityAt(x, z, t)).toBe(0)
    }
    const out = [7, 7]
    water.heightsAt([1, 2, 3, 4], 5, out)
    expect(out).toEqual([-2, -2])
    expect(water.timePhases(100, [])).toEqual([])
  })

  it('a zero-amplitude sea has the height, normal and velocity of flat water at the same level', () => {
    const zero = createWaves(
      threeWaves.map((c) => ({ ...c, amplitude: 0 })),
      { level: 0.75 },
    )
    const flat = flatWater(0.75)
    const a = { x: 0, y: 0, z: 0 }
    const b = { x: 0, y: 0, z: 0 }
    expect(zero.maxCurvature).toBe(0)
    for (const { x, z, t } of samplePoints(30, 500, 1e4)) {
      expect(zero.heightAt(x, z, t)).toBe(flat.heightAt(x, z, t))
      expect(zero.normalAt(x, z, t, a)).toEqual(flat.normalAt(x, z, t, b))
      expect(Math.hypot(...Object.values(zero.velocityAt(x, 0, z, t, a)))).toBe(0)
    }
  })

  it('a level shifts the whole surface and nothing else', () => {
    const base = createWaves(threeWaves)
    const raised = createWaves(threeWaves, { level: 3 })
    const a = { x: 0, y: 0, z: 0 }
    const b = { x: 0, y: 0, z: 0 }
    for (const { x, z, t } of samplePoints(20, 100, 100)) {
      expect(raised.heightAt(x, z, t)).toBeCloseTo(base.heightAt(x, z, t) + 3, 12)
      expect(raised.normalAt(x, z, t, a)).toEqual(base.normalAt(x, z, t, b))
      expect(raised.velocityAt(x, 1, z, t, a)).toEqual(base.velocityAt(x, -2, z, t, b))
    }
  })
})

describe('immutability', () => {
  it('the field, its components and its list are frozen, and later edits of the input change nothing', () => {
    const input = threeWaves.map((c) => ({ ...c }))
    const waves = createWaves(input)
    const before = waves.heightAt(3, 4, 5)
    input[0].amplitude = 10
    input.push({ amplitude: 1, wavelength: 2, direction: 0, phase: 0 })
    expect(waves.heightAt(3, 4, 5)).toBe(before)
    expect(waves.components).toHaveLength(3)
    expect(Object.isFrozen(waves)).toBe(true)
    expect(Object.isFrozen(waves.components)).toBe(true)
    expect(waves.components.every(Object.isFrozen)).toBe(true)
    expect(() => {
      ;(waves as { level: number }).level = 1
    }).toThrow(TypeError)
  })

  it('methods work detached from the object (no reliance on this)', () => {
    const waves = createWaves(threeWaves)
    const { heightAt } = waves
    expect(heightAt(1, 2, 3)).toBe(waves.heightAt(1, 2, 3))
  })
})
