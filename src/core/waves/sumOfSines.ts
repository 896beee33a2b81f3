import type { Vector } from '../types.js'
import type { ResolvedWaveComponent, WaveField } from './types.js'
import { describeValue } from './describeValue.js'
import { wrapPhase } from './wrapPhase.js'

function refusePoint(method: string, x: number, z: number): never {
  throw new Error(`${method}: x and z must be finite numbers of metres (got x = ${describeValue(x)}, z = ${describeValue(z)})`)
}

function refuseTime(method: string, t: unknown): never {
  throw new Error(`${method}: time t must be a finite number of seconds (got ${describeValue(t)})`)
}

/**
 * The evaluator behind createWaves and flatWater: already-checked components in flat Float64Arrays,
 * and the time phases of the last time asked for, so that the many heightAt calls of one physics step
 * cost one sine per component per point and allocate nothing.
 */
export function buildWaveField(
  components: readonly ResolvedWaveComponent[],
  gravity: number,
  level: number,
): WaveField {
  const count = components.length
  const amplitude = new Float64Array(count)
  const kx = new Float64Array(count)
  const kz = new Float64Array(count)
  const wavenumber = new Float64Array(count)
  const angularFrequency = new Float64Array(count)
  const phase = new Float64Array(count)
  let maxCurvature = 0
  let maxAmplitude = 0
  for (let i = 0; i < count; i++) {
    const c = components[i]
    amplitude[i] = c.amplitude
    kx[i] = c.kx
    kz[i] = c.kz
    wavenumber[i] = c.wavenumber
    angularFrequency[i] = c.angularFrequency
    phase[i] = c.phase
    maxCurvature += c.amplitude * c.wavenumber * c.wavenumber
    maxAmplitude += c.amplitude
  }

  // Per component, for the time cached: ω t wrapped into [0, 2π), and phase − that (the sine's offset).
  const timePhase = new Float64Array(count)
  const offset = new Float64Array(count)
  let cachedTime = NaN

  function advanceTo(t: number, method: string): void {
    if (!Number.isFinite(t)) refuseTime(method, t)
    for (let i = 0; i < count; i++) {
      const wrapped = wrapPhase(angularFrequency[i] * t)
      timePhase[i] = wrapped
      offset[i] = phase[i] - wrapped
    }
    cachedTime = t
  }

  const field: WaveField = {
    components: Object.freeze(components.slice()),
    gravity,
    level,
    maxCurvature,
    maxAmplitude,

    heightAt(x: number, z: number, t: number): number {
      if (!(Number.isFinite(x) && Number.isFinite(z))) refusePoint('heightAt', x, z)
      if (t !== cachedTime) advanceTo(t, 'heightAt')
      let eta = level
      for (let i = 0; i < count; i++) eta += amplitude[i] * Math.sin(kx[i] * x + kz[i] * z + offset[i])
      return eta
    },

    heightsAt(xz: ArrayLike<number>, t: number, out: { [i: number]: number }, pointCount?: number): void {
      const available = Math.floor(xz.length / 2)
      const n = pointCount ?? available
      if (!Number.isInteger(n) || n < 0 || n > available) {
        throw new Error(
          `heightsAt: count must be a whole number from 0 to ${available} (the x, z pairs in xz) (got ${describeValue(pointCount)})`,
        )
      }
      if (t !== cachedTime) advanceTo(t, 'heightsAt')
      for (let p = 0; p < n; p++) {
        const x = xz[2 * p]
        const z = xz[2 * p + 1]
        if (!(Number.isFinite(x) && Number.isFinite(z))) refusePoint(`heightsAt (point ${p})`, x, z)
        let eta = level
        for (let i = 0; i < count; i++) eta += amplitude[i] * Math.sin(kx[i] * x + kz[i] * z + offset[i])
        out[p] = eta
      }
    },

    slopeAt<T extends { x: number; z: number }>(x: number, z: number, t: number, out: T): T {
      if (!(Number.isFinite(x) && Number.isFinite(z))) refusePoint('slopeAt', x, z)
      if (t !== cachedTime) advanceTo(t, 'slopeAt')
      let slopeX = 0
      let slopeZ = 0
      for (let i = 0; i < count; i++) {
        const a = amplitude[i] * Math.cos(kx[i] * x + kz[i] * z + offset[i])
        slopeX += a * kx[i]
        slopeZ += a * kz[i]
      }
      out.x = slopeX
      out.z = slopeZ
      return out
    },

    normalAt<T extends Vector>(x: number, z: number, t: number, out: T): T {
      if (!(Number.isFinite(x) && Number.isFinite(z))) refusePoint('normalAt', x, z)
      if (t !== cachedTime) advanceTo(t, 'normalAt')
      let slopeX = 0
      let slopeZ = 0
      for (let i = 0; i < count; i++) {
        const a = amplitude[i] * Math.cos(kx[i] * x + kz[i] * z + offset[i])
        slopeX += a * kx[i]
        slopeZ += a * kz[i]
      }
      // The gradient of y − eta(x, z) is (−∂eta/∂x, 1, −∂eta/∂z): never zero, so always normalisable.
      const inverseLength = 1 / Math.sqrt(slopeX * slopeX + 1 + slopeZ * slopeZ)
      // 0 − s rather than −s, so that still water gives the normal (0, 1, 0) without negative zeros.
      out.x = 0 - slopeX * inverseLength
      out.y = inverseLength
      out.z = 0 - slopeZ * inverseLength
      return out
    },

    verticalVelocityAt(x: number, z: number, t: number): number {
      if (!(Number.isFinite(x) && Number.isFinite(z))) refusePoint('verticalVelocityAt', x, z)
      if (t !== cachedTime) advanceTo(t, 'verticalVelocityAt')
      let rate = 0
      for (let i = 0; i < count; i++) {
        rate -= amplitude[i] * angularFrequency[i] * Math.cos(kx[i] * x + kz[i] * z + offset[i])
      }
      return rate
    },

    velocityAt<T extends Vector>(x: number, y: number, z: number, t: number, out: T): T {
      if (!(Number.isFinite(x) && Number.isFinite(z))) refusePoint('velocityAt', x, z)
      if (!Number.isFinite(y)) {
        throw new Error(`velocityAt: y must be a finite number of metres (got ${describeValue(y)})`)
      }
      if (t !== cachedTime) advanceTo(t, 'velocityAt')
      // Linear deep-water theory measures depth from the mean level. Above it (in a crest) the surface
      // value is held rather than extrapolated: the simple choice (Wheeler stretching would be the refined
      // one), and it keeps the velocity bounded by Σ A ω wherever it is asked.
      const depthBelowLevel = Math.min(y - level, 0)
      let u = 0
      let v = 0
      let w = 0
      for (let i = 0; i < count; i++) {
        const theta = kx[i] * x + kz[i] * z + offset[i]
        const orbital = amplitude[i] * angularFrequency[i] * Math.exp(wavenumber[i] * depthBelowLevel)
        // Horizontal speed along the direction of travel (cos d, sin d) = (kx, kz) / k.
        const horizontal = (orbital * Math.sin(theta)) / wavenumber[i]
        u += horizontal * kx[i]
        w += horizontal * kz[i]
        v -= orbital * Math.cos(theta)
      }
      out.x = u
      out.y = v
      out.z = w
      return out
    },

    timePhases<T extends { [i: number]: number }>(t: number, out: T): T {
      if (t !== cachedTime) advanceTo(t, 'timePhases')
      for (let i = 0; i < count; i++) out[i] = timePhase[i]
      return out
    },
  }
  return Object.freeze(field)
}
