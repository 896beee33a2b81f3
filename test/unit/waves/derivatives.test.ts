import { describe, expect, it } from 'vitest'
import { createWaves, seaState, type WaveField } from 'react-three-buoyancy/core'
import { samplePoints, threeWaves } from './samplePoints.js'

// Every analytic derivative of the field is checked against central finite differences of heightAt.
const seas: [string, WaveField][] = [
  ['a hand-written three-component sea', createWaves(threeWaves, { level: 1.5 })],
  ['the storm preset', createWaves(seaState('storm'))],
]

describe.each(seas)('derivatives of %s', (_, waves) => {
  const points = samplePoints(40, 300, 600)
  const h = 1e-4

  it('the slope and the normal follow from the height by central differences', () => {
    const slope = { x: 0, z: 0 }
    const normal = { x: 0, y: 0, z: 0 }
    for (const { x, z, t } of points) {
      const dx = (waves.heightAt(x + h, z, t) - waves.heightAt(x - h, z, t)) / (2 * h)
      const dz = (waves.heightAt(x, z + h, t) - waves.heightAt(x, z - h, t)) / (2 * h)
      waves.slopeAt(x, z, t, slope)
      expect(slope.x).toBeCloseTo(dx, 7)
      expect(slope.z).toBeCloseTo(dz, 7)
      waves.normalAt(x, z, t, normal)
      const length = Math.hypot(dx, 1, dz)
      expect(normal.x).toBeCloseTo(-dx / length, 7)
      expect(normal.y).toBeCloseTo(1 / length, 7)
      expect(normal.z).toBeCloseTo(-dz / length, 7)
      expect(Math.hypot(normal.x, normal.y, normal.z)).toBeCloseTo(1, 12)
    }
  })

  it('the vertical surface velocity is the time derivative of the height', () => {
    for (const { x, z, t } of points) {
      const dt = (waves.heightAt(x, z, t + h) - waves.heightAt(x, z, t - h)) / (2 * h)
      expect(waves.verticalVelocityAt(x, z, t)).toBeCloseTo(dt, 7)
    }
  })

  it('the slopes are not trivially zero (the sample points see a real sea)', () => {
    const slope = { x: 0, z: 0 }
    const largest = Math.max(...points.map(({ x, z, t }) => Math.hypot(waves.slopeAt(x, z, t, slope).x, slope.z)))
    expect(largest).toBeGreaterThan(0.01)
  })

  it('maxCurvature bounds the second derivative along any direction', () => {
    const h2 = 1e-2
    for (const { x, z, t } of points) {
      for (const angle of [0, 0.7, 1.9, 3]) {
        const ux = Math.cos(angle) * h2
        const uz = Math.sin(angle) * h2
        const second =
          (waves.heightAt(x + ux, z + uz, t) - 2 * waves.heightAt(x, z, t) + waves.heightAt(x - ux, z - uz, t)) /
          h2 ** 2
        expect(Math.abs(second)).toBeLessThanOrEqual(waves.maxCurvature * (1 + 1e-3))
      }
    }
  })
})
