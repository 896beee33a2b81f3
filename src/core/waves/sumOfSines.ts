import type { Vector, WaterSurface } from '../types.js'
import type { ResolvedWaveComponent, WaveField } from './types.js'
import { describeValue } from '../checks.js'
import { sinPi } from './fastSine.js'
import { wasmWaveSum } from './wasmWaveSum.js'
import { wrapPhase } from './wrapPhase.js'

function refusePoint(method: string, x: number, z: number): never {
  throw new Error(
    `${method}: x and z must be finite numbers of metres (got x = ${describeValue(x)}, z = ${describeValue(z)})`,
  )
}

function refuseTime(method: string, t: unknown): never {
  throw new Error(`${method}: time t must be a finite number of seconds (got ${describeValue(t)})`)
}

/**
 * Heights of `count` points (x, z pairs in `xz`, m) at the time `time[0]` (s) into `out`: heightsAt
 * for the physics' hot loop. Every argument is an array or a small integer, so calling it boxes no
 * number (a fractional time passed as a number would be, once per call, when V8 does not inline the
 * call). The points are not checked: the caller's are finite by construction, and a NaN height
 * would say otherwise.
 */
export type HeightsAtTime = (xz: Float64Array, out: Float64Array, count: number, time: Float64Array) => void

/**
 * Orbital velocities of `count` points (x, y, z triples in `xyz`, m) at the time `time[0]` (s) into
 * `out` (u, v, w triples, m/s): velocityAt for the hydrodynamics, with arrays for arguments so that
 * nothing is boxed. The points are not checked (the caller's are finite by construction).
 */
export type VelocitiesAtTime = (xyz: Float64Array, out: Float64Array, count: number, time: Float64Array) => void

/** What the hydrostatics may ask of a WaveField beyond the public interface. */
export interface WaveSampler {
  /** the allocation-free height sampler */
  readonly heightsAtTime: HeightsAtTime
  /** the allocation-free velocity sampler */
  readonly velocitiesAtTime: VelocitiesAtTime
  /**
   * S = Σ A_i k_i (dimensionless), a bound on the surface's horizontal slope: at any one time,
   * |eta(p) − eta(q)| ≤ S |p − q| for horizontal points p, q (each sine's gradient is at most A k).
   */
  readonly maxSlope: number
}

const samplers = new WeakMap<WaterSurface, WaveSampler>()

/** The sampler of a WaveField made by buildWaveField, or undefined for any other surface. */
export function waveSamplerOf(surface: WaterSurface): WaveSampler | undefined {
  return samplers.get(surface)
}

/**
 * Fewer points than this are summed in TypeScript: a call into WebAssembly with its copies costs more
 * than a few points' sums (the curved clipping's one-point probes were 40 % slower through it).
 */
const MIN_KERNEL_POINTS = 16

/** Points per pass of the wave sum (see sumWaves in buildWaveField). */
const POINTS_PER_PASS = 1024

/**
 * The evaluator behind createWaves and flatWater: already-checked components in flat Float64Arrays,
 * and the time phases of the last time asked for, so that the many heightAt calls of one physics step
 * cost one sine per component per point and allocate nothing.
 *
 * Heights are summed in half-turns: with θ_i = kx_i x + kz_i z + offset_i, sin θ_i = sinPi(θ_i / π),
 * and θ_i / π = (kx_i / π) x + (kz_i / π) z + offset_i / π is computed from coefficients divided by π
 * once. sinPi reduces its argument exactly and is a polynomial within 7e-16 of the sine
 * (fastSine.ts), so a height differs from the radian sum with Math.sin by no more than the
 * rounding of θ itself (a few 1e-16 · (1 + |θ_i|) · A_i per component). heightAt and heightsAt run
 * the same arithmetic in the same order: they agree to the last bit. The velocity uses sinPi too; the
 * slope and normal (not in the hot loop) keep Math.cos of the radian phase.
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
  // kx / π and kz / π (half-turns per metre)
  const kxHalfTurns = new Float64Array(count)
  const kzHalfTurns = new Float64Array(count)
  const wavenumber = new Float64Array(count)
  const angularFrequency = new Float64Array(count)
  const phase = new Float64Array(count)
  let maxCurvature = 0
  let maxAmplitude = 0
  let maxSlope = 0
  for (let i = 0; i < count; i++) {
    const c = components[i]
    amplitude[i] = c.amplitude
    kx[i] = c.kx
    kz[i] = c.kz
    kxHalfTurns[i] = c.kx / Math.PI
    kzHalfTurns[i] = c.kz / Math.PI
    wavenumber[i] = c.wavenumber
    angularFrequency[i] = c.angularFrequency
    phase[i] = c.phase
    maxCurvature += c.amplitude * c.wavenumber * c.wavenumber
    maxAmplitude += c.amplitude
    maxSlope += c.amplitude * c.wavenumber
  }

  // Per component, for the time cached: ω t wrapped into [0, 2π), the sine's offset phase − that
  // (radians), and the offset in half-turns. Times travel in typed arrays (the one cached, the one
  // asked for), where a fractional number is stored and passed on without being boxed.
  const timePhase = new Float64Array(count)
  const offset = new Float64Array(count)
  const offsetHalfTurns = new Float64Array(count)
  const cachedTime = new Float64Array([NaN])
  const askedTime = new Float64Array(1)

  /** The time t (s) in askedTime, so it reaches advanceTo without a boxed argument (this is inlined). */
  function ask(t: number): Float64Array {
    askedTime[0] = t
    return askedTime
  }

  /** Make the time phases those of time[0] (s), which must be finite; `method` names the caller in the error. */
  function advanceTo(time: Float64Array, method: string): void {
    const t = time[0]
    if (!Number.isFinite(t)) refuseTime(method, t)
    for (let i = 0; i < count; i++) {
      const wrapped = wrapPhase(angularFrequency[i] * t)
      timePhase[i] = wrapped
      offset[i] = phase[i] - wrapped
      offsetHalfTurns[i] = offset[i] / Math.PI
      kernelCoefficients[4 + 4 * i] = offsetHalfTurns[i]
    }
    cachedTime[0] = t
  }

  // The same numbers for the WebAssembly kernel (wasmWaveSum.ts): the level, then amplitude, kx/π,
  // kz/π and offset/π per component
  const kernelCoefficients = new Float64Array(1 + 4 * count)
  kernelCoefficients[0] = level
  for (let i = 0; i < count; i++) {
    kernelCoefficients[1 + 4 * i] = amplitude[i]
    kernelCoefficients[2 + 4 * i] = kxHalfTurns[i]
    kernelCoefficients[3 + 4 * i] = kzHalfTurns[i]
  }

  // The wave sum at n points, POINTS_PER_PASS at a time: the level, then one component at a time
  // over the pass's points, so each component's numbers stay in registers and the points' sines,
  // being independent, overlap in the processor. Short passes, each a call with no call after its
  // loops, let V8 optimize sumPass as an ordinary hot function; one long loop would be compiled
  // while it runs and, for thousands of calls, entered through the baseline tier, boxing numbers.
  // Where WebAssembly SIMD is available the kernel computes the same sums two points at a time
  // (bit-identical: test/unit/waves/wasmWaveSum.test.ts); these passes are the reference and the fallback.
  function sumWaves(xz: ArrayLike<number>, out: { [i: number]: number }, n: number): void {
    const kernel = n >= MIN_KERNEL_POINTS ? wasmWaveSum() : null
    if (kernel !== null) {
      kernel(kernelCoefficients, count, xz, out, n)
      return
    }
    for (let first = 0; first < n; first += POINTS_PER_PASS)
      sumPass(xz, out, first, Math.min(n, first + POINTS_PER_PASS))
  }

  function sumPass(xz: ArrayLike<number>, out: { [i: number]: number }, first: number, end: number): void {
    for (let p = first; p < end; p++) out[p] = level
    for (let i = 0; i < count; i++) {
      const a = amplitude[i],
        ax = kxHalfTurns[i],
        az = kzHalfTurns[i],
        o = offsetHalfTurns[i]
      for (let p = first; p < end; p++) out[p] += a * sinPi(ax * xz[2 * p] + az * xz[2 * p + 1] + o)
    }
  }

  function checkPoints(xz: ArrayLike<number>, n: number): void {
    for (let first = 0; first < n; first += POINTS_PER_PASS) checkPass(xz, first, Math.min(n, first + POINTS_PER_PASS))
  }

  function checkPass(xz: ArrayLike<number>, first: number, end: number): void {
    for (let p = first; p < end; p++) {
      const x = xz[2 * p]
      const z = xz[2 * p + 1]
      if (!(Number.isFinite(x) && Number.isFinite(z))) refusePoint(`heightsAt (point ${p})`, x, z)
    }
  }

  // ∂eta/∂x and ∂eta/∂z at a point, shared by slopeAt and normalAt (through a typed array, so no
  // number is boxed on the way back)
  const slope = new Float64Array(2)
  function sumSlope(x: number, z: number, t: number, method: string): void {
    if (!(Number.isFinite(x) && Number.isFinite(z))) refusePoint(method, x, z)
    if (t !== cachedTime[0]) advanceTo(ask(t), method)
    let slopeX = 0
    let slopeZ = 0
    for (let i = 0; i < count; i++) {
      const a = amplitude[i] * Math.cos(kx[i] * x + kz[i] * z + offset[i])
      slopeX += a * kx[i]
      slopeZ += a * kz[i]
    }
    slope[0] = slopeX
    slope[1] = slopeZ
  }

  // Linear deep-water orbital velocities of n points (xyz triples) into out (uvw triples), for the cached
  // time. Depth is measured from the mean level; above it (in a crest) the surface value is held rather
  // than extrapolated: the simple choice (Wheeler stretching would be the refined one), and it keeps
  // the velocity bounded by Σ A ω wherever it is asked. Half-turn phases and sinPi as in the height sum;
  // cos πθ = sin π(θ + ½).
  const velocityPoint = new Float64Array(3)
  const velocity = new Float64Array(3)
  function sumVelocities(xyz: Float64Array, out: Float64Array, n: number): void {
    for (let p = 0; p < 3 * n; p += 3) {
      const x = xyz[p],
        z = xyz[p + 2]
      const depthBelowLevel = Math.min(xyz[p + 1] - level, 0)
      let u = 0,
        v = 0,
        w = 0
      for (let i = 0; i < count; i++) {
        const theta = kxHalfTurns[i] * x + kzHalfTurns[i] * z + offsetHalfTurns[i]
        const orbital = amplitude[i] * angularFrequency[i] * Math.exp(wavenumber[i] * depthBelowLevel)
        // horizontal speed along the direction of travel (cos d, sin d) = (kx, kz) / k
        const horizontal = (orbital * sinPi(theta)) / wavenumber[i]
        u += horizontal * kx[i]
        w += horizontal * kz[i]
        v -= orbital * sinPi(theta + 0.5)
      }
      out[p] = u
      out[p + 1] = v
      out[p + 2] = w
    }
  }

  const velocitiesAtTime: VelocitiesAtTime = (xyz, out, n, time) => {
    if (time[0] !== cachedTime[0]) advanceTo(time, 'velocitiesAt')
    sumVelocities(xyz, out, n)
  }

  const heightsAtTime: HeightsAtTime = (xz, out, n, time) => {
    if (time[0] !== cachedTime[0]) advanceTo(time, 'heightsAt')
    sumWaves(xz, out, n)
  }

  const field: WaveField = {
    components: Object.freeze(components.slice()),
    gravity,
    level,
    maxCurvature,
    maxAmplitude,

    heightAt(x: number, z: number, t: number): number {
      if (!(Number.isFinite(x) && Number.isFinite(z))) refusePoint('heightAt', x, z)
      if (t !== cachedTime[0]) advanceTo(ask(t), 'heightAt')
      let eta = level
      for (let i = 0; i < count; i++)
        eta += amplitude[i] * sinPi(kxHalfTurns[i] * x + kzHalfTurns[i] * z + offsetHalfTurns[i])
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
      if (t !== cachedTime[0]) advanceTo(ask(t), 'heightsAt')
      checkPoints(xz, n)
      sumWaves(xz, out, n)
    },

    slopeAt<T extends { x: number; z: number }>(x: number, z: number, t: number, out: T): T {
      sumSlope(x, z, t, 'slopeAt')
      out.x = slope[0]
      out.z = slope[1]
      return out
    },

    normalAt<T extends Vector>(x: number, z: number, t: number, out: T): T {
      sumSlope(x, z, t, 'normalAt')
      const slopeX = slope[0]
      const slopeZ = slope[1]
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
      if (t !== cachedTime[0]) advanceTo(ask(t), 'verticalVelocityAt')
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
      if (t !== cachedTime[0]) advanceTo(ask(t), 'velocityAt')
      velocityPoint[0] = x
      velocityPoint[1] = y
      velocityPoint[2] = z
      sumVelocities(velocityPoint, velocity, 1)
      out.x = velocity[0]
      out.y = velocity[1]
      out.z = velocity[2]
      return out
    },

    timePhases<T extends { [i: number]: number }>(t: number, out: T): T {
      if (t !== cachedTime[0]) advanceTo(ask(t), 'timePhases')
      for (let i = 0; i < count; i++) out[i] = timePhase[i]
      return out
    },
  }
  Object.freeze(field)
  samplers.set(field, Object.freeze({ heightsAtTime, velocitiesAtTime, maxSlope }))
  return field
}
