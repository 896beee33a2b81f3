import type { ResolvedWaveComponent } from '../waves/types.js'
import type { WetSurface } from '../hydrostatics/wetSurface.js'
import { WET_TRIANGLE_STRIDE } from '../hydrostatics/wetSurface.js'

/**
 * The Froude–Krylov correction to the hydrostatic pressure (PHYSICS.md, seakeeping).
 *
 * The hydrostatics integrates p_hs = ρ g (η − y): the local surface's weight of water, the same at
 * every depth below a crest. The incident wave's linear pressure decays with depth: with Wheeler
 * stretching (the decay measured from the local surface, deep water),
 *   p_FK = ρ g (−y) + ρ g Σ A_i e^{−k_i d} sin θ_i,   d = η − y ≥ 0 the depth below the local surface,
 * so the difference to integrate over the same wet surface is
 *   p_FK − p_hs = ρ g Σ A_i (e^{−k_i d} − 1) sin θ_i,
 * zero at the waterline (the surface stays a zero-pressure line, so the exact clipped wet surface
 * still applies) and −ρ g η deep down (no wave felt there). Hydrostatic + this = Froude–Krylov.
 *
 * The hydrostatics integrates its depth linearly interpolated from each recorded wet triangle's corners
 * (exact for flat water; on a coarse hull in short waves the true η between the corners is lost:
 * 3 % of the barge's heave force at 4 s with the default tolerance, far more at 2.5 s). So the
 * correction integrated here is p_FK − ρ g d_lin, d_lin that interpolated depth (the recorded corner
 * depths): hydrostatics + correction is then the Froude–Krylov pressure with the true η at every
 * quadrature point, whatever the clipping tolerance. What the clipping still decides is where the wet
 * surface ends, where the pressure is zero: an error of second order in the wave amplitude.
 *
 * Quadrature: each wet triangle is split into n² similar sub-triangles, n chosen so that
 * k_max · (longest edge) / n ≤ STEP, and the integrand is taken at each sub-triangle's centroid
 * (exact for linear integrands). The points are gathered first and the sum of sines then runs
 * component by component over all of them, as the wave sum does (sumOfSines.ts), with sin, cos and
 * e^{−kd} from polynomials in the loop (fastTrig below): Math.sin, Math.cos and Math.exp were three
 * quarters of the step's cost (bench/SEAKEEPING.md). The error of the centroid rule on a sub-triangle of diameter h is
 * at most h²/8 · max|∇²p| per unit area, and |∇²p| ≤ ρ g Σ A_i k_i² (2 + …) ≤ 3 ρ g Σ A_i k_i², so with
 * k h ≤ 0.5 the error is below 0.1 ρ g Σ A_i per unit area, i.e. a few % of the wave term's local
 * amplitude and far less after the cancellation of the sign-alternating errors over a wavelength
 * (measured: test/unit/seakeeping/froudeKrylov.test.ts, < 1 % against the closed form of a box).
 */
const STEP = 0.5

/** A sea's components packed for the integrator (one row of COMPONENT_ROW per component). */
const AMPLITUDE = 0,
  KX = 1,
  KZ = 2,
  K = 3,
  OMEGA = 4,
  PHASE = 5,
  COMPONENT_ROW = 6

/** A quadrature point: position relative to the torque point (m), its area vector (m²), the linear depth (m). */
const PX = 0,
  PY = 1,
  PZ = 2,
  WX = 3,
  WY = 4,
  WZ = 5,
  LINEAR_DEPTH = 6,
  POINT = 7
/** Per point: the depth below the local surface, then the three heads integrated (p_FK/ρg − linear depth, its ∂ₜ, ∂ₜ²). */
const DEPTH = 0,
  HEAD = 1,
  RATE = 2,
  ACCELERATION = 3,
  SUMS = 4

/** sea.step: the time the waves are taken at (s) and ρ g (N/m³), set by the caller before each call */
export const FK_TIME = 0,
  FK_WEIGHT = 1

/** A sea's components, packed once for the integrator (made by a constructor, not a literal: DEVELOPING.md, hot paths). */
export class FroudeKrylovSea {
  /** components × COMPONENT_ROW numbers */
  readonly rows: Float64Array
  readonly count: number
  /** largest wavenumber, rad/m */
  readonly maxWavenumber: number
  /** mean water level, m */
  readonly level: number
  /**
   * [FK_TIME, FK_WEIGHT] of the next call (numbers pass into the calls in arrays: V8 boxes a double passed
   * to a call it does not inline, DEVELOPING.md)
   */
  readonly step = new Float64Array(2)

  constructor(components: readonly ResolvedWaveComponent[], level: number) {
    const rows = new Float64Array(components.length * COMPONENT_ROW)
    let maxWavenumber = 0
    components.forEach((c, i) => {
      const at = i * COMPONENT_ROW
      rows[at + AMPLITUDE] = c.amplitude
      rows[at + KX] = c.kx
      rows[at + KZ] = c.kz
      rows[at + K] = c.wavenumber
      rows[at + OMEGA] = c.angularFrequency
      rows[at + PHASE] = c.phase
      maxWavenumber = Math.max(maxWavenumber, c.wavenumber)
    })
    this.rows = rows
    this.count = components.length
    this.maxWavenumber = maxWavenumber
    this.level = level
  }
}

/**
 * The quadrature buffers of a call, shared by every body (one call at a time, like the hydrostatics'
 * scratch: not re-entrant): a fleet's bodies reuse the same memory, which stays in cache. They grow by
 * doubling, so a simulation allocates only in its first steps.
 */
class QuadratureBuffers {
  /** numbers `trig` holds */
  trigCapacity = 0
  /** quadrature points `points` and `sums` hold */
  capacity = 0
  /** POINT numbers a point */
  points = new Float64Array(0)
  /** per component, per point: sin θ, cos θ */
  trig = new Float64Array(0)
  /** SUMS numbers a point */
  sums = new Float64Array(0)
  /** per wet triangle: its sub-triangles per edge */
  divisions = new Int32Array(256)

  /** room for `triangles` wet triangles */
  reserveTriangles(triangles: number): void {
    if (triangles > this.divisions.length)
      this.divisions = new Int32Array(Math.max(2 * this.divisions.length, triangles))
  }

  /** room for `points` quadrature points of `components` components */
  reserve(points: number, components: number): void {
    if (points > this.capacity) {
      let capacity = Math.max(this.capacity, 256)
      while (capacity < points) capacity *= 2
      this.capacity = capacity
      this.points = new Float64Array(capacity * POINT)
      this.sums = new Float64Array(capacity * SUMS)
    }
    const trig = 2 * this.capacity * Math.max(1, components)
    if (trig > this.trigCapacity) {
      this.trigCapacity = trig
      this.trig = new Float64Array(trig)
    }
  }
}

const shared = new QuadratureBuffers()

/** Pack a sea's components once (at attach). */
export function createFroudeKrylovSea(components: readonly ResolvedWaveComponent[], level = 0): FroudeKrylovSea {
  return new FroudeKrylovSea(components, level)
}

/**
 * Write the quadrature points of a recorded wet surface (relative to `about`) and set each point's
 * DEPTH sum to level − y (the sines are added next); returns the number of points.
 */
function gatherPoints(sea: FroudeKrylovSea, surface: WetSurface, about: { x: number; y: number; z: number }): number {
  const t = surface.triangles
  shared.reserveTriangles(surface.count)
  const divisions = shared.divisions
  let total = 0
  const perLength = sea.maxWavenumber / STEP
  for (let m = 0, at = 0; m < surface.count; m++, at += WET_TRIANGLE_STRIDE) {
    const ux = t[at + 4] - t[at],
      uy = t[at + 5] - t[at + 1],
      uz = t[at + 6] - t[at + 2]
    const vx = t[at + 8] - t[at],
      vy = t[at + 9] - t[at + 1],
      vz = t[at + 10] - t[at + 2]
    const longest = Math.sqrt(
      Math.max(
        ux * ux + uy * uy + uz * uz,
        vx * vx + vy * vy + vz * vz,
        (ux - vx) * (ux - vx) + (uy - vy) * (uy - vy) + (uz - vz) * (uz - vz),
      ),
    )
    // sub-triangles per edge: k_max (longest edge) / n ≤ STEP
    const n = Math.max(1, Math.ceil(perLength * longest))
    divisions[m] = n
    total += n * n
  }
  shared.reserve(total, sea.count)
  const points = shared.points,
    sums = shared.sums
  const ox = about.x,
    oy = about.y,
    oz = about.z
  const still = sea.level - oy
  let p = 0
  for (let m = 0, at = 0; m < surface.count; m++, at += WET_TRIANGLE_STRIDE) {
    const ax = t[at] - ox,
      ay = t[at + 1] - oy,
      az = t[at + 2] - oz
    const ux = t[at + 4] - ox - ax,
      uy = t[at + 5] - oy - ay,
      uz = t[at + 6] - oz - az
    const vx = t[at + 8] - ox - ax,
      vy = t[at + 9] - oy - ay,
      vz = t[at + 10] - oz - az
    const n = divisions[m]
    // outward normal times area, shared by the n² sub-triangles
    const share = 0.5 / (n * n)
    const wx = share * (uy * vz - uz * vy),
      wy = share * (uz * vx - ux * vz),
      wz = share * (ux * vy - uy * vx)
    // the recorded corner depths, which the hydrostatics interpolated linearly
    const da = t[at + 3],
      dau = t[at + 7] - da,
      dav = t[at + 11] - da
    if (n === 1) {
      // most wet triangles of a fine hull: the centroid alone
      const at7 = p * POINT
      const py = ay + (uy + vy) / 3
      points[at7 + PX] = ax + (ux + vx) / 3
      points[at7 + PY] = py
      points[at7 + PZ] = az + (uz + vz) / 3
      points[at7 + WX] = wx
      points[at7 + WY] = wy
      points[at7 + WZ] = wz
      points[at7 + LINEAR_DEPTH] = da + (dau + dav) / 3
      sums[p * SUMS + DEPTH] = still - py
      p++
      continue
    }
    // the sub-triangles' centroids (barycentric s along u, r along v): n(n+1)/2 upright, n(n−1)/2 inverted
    for (let up = 0; up < 2; up++) {
      const shift = up === 0 ? 1 / 3 : 2 / 3
      const rowsLeft = up === 0 ? n : n - 1
      for (let i = 0; i < rowsLeft; i++) {
        for (let j = 0; j < rowsLeft - i; j++, p++) {
          const s = (i + shift) / n,
            r = (j + shift) / n
          const at7 = p * POINT
          const py = ay + s * uy + r * vy
          points[at7 + PX] = ax + s * ux + r * vx
          points[at7 + PY] = py
          points[at7 + PZ] = az + s * uz + r * vz
          points[at7 + WX] = wx
          points[at7 + WY] = wy
          points[at7 + WZ] = wz
          points[at7 + LINEAR_DEPTH] = da + s * dau + r * dav
          sums[p * SUMS + DEPTH] = still - py
        }
      }
    }
  }
  return p
}

/**
 * For each component, sin θ and cos θ at every point into the trig buffer, and A sin θ added to the point's
 * DEPTH sum (which then holds η − y). sin and cos of θ/2 reduced to [−π/2, π/2] by Taylor series to
 * the 13th and 12th power (remainders below 7e-10), then doubled: within 2e-8 of Math.sin and Math.cos
 * (2e-8 of the wave's amplitude), at a quarter of their cost.
 */
function addSines(sea: FroudeKrylovSea, pointCount: number, about: { x: number; z: number }): void {
  const time = sea.step[FK_TIME]
  const rows = sea.rows,
    points = shared.points,
    trig = shared.trig,
    sums = shared.sums
  for (let i = 0, row = 0; i < sea.count; i++, row += COMPONENT_ROW) {
    const amplitude = rows[row + AMPLITUDE],
      kx = rows[row + KX],
      kz = rows[row + KZ]
    // θ = k·(x, z) − ω t + phase, with x, z relative to the torque point
    const phase = rows[row + PHASE] - rows[row + OMEGA] * time + kx * about.x + kz * about.z
    const base = 2 * i * pointCount
    for (let p = 0; p < pointCount; p++) {
      const theta = kx * points[p * POINT + PX] + kz * points[p * POINT + PZ] + phase
      const h = 0.5 * (theta - TWO_PI * Math.round(theta * INVERSE_TWO_PI))
      const h2 = h * h
      const sh =
        h *
        (1 +
          h2 *
            (-1 / 6 + h2 * (1 / 120 + h2 * (-1 / 5040 + h2 * (1 / 362880 + h2 * (-1 / 39916800 + h2 / 6227020800))))))
      const ch =
        1 + h2 * (-0.5 + h2 * (1 / 24 + h2 * (-1 / 720 + h2 * (1 / 40320 + h2 * (-1 / 3628800 + h2 / 479001600)))))
      const sine = 2 * sh * ch
      trig[base + 2 * p] = sine
      trig[base + 2 * p + 1] = 1 - 2 * sh * sh
      sums[p * SUMS + DEPTH] += amplitude * sine
    }
  }
}

const TWO_PI = 2 * Math.PI
const INVERSE_TWO_PI = 1 / TWO_PI

/**
 * The heads at every point: the depth d = max(0, η − y), then p_FK / ρ g − linear depth
 * (d + Σ A (e^{−kd} − 1) sin θ − d_lin) and the wave part's time derivatives. e^{−kd} = (e^{−kd/64})^64,
 * the inner one by its Taylor series to the 8th power on [−0.71, 0] (kd clamped at 45, where e^{−kd} is
 * 3e-20): within 1e-14 of Math.exp absolutely.
 */
function addDecayedWaves(sea: FroudeKrylovSea, pointCount: number): void {
  const rows = sea.rows,
    points = shared.points,
    trig = shared.trig,
    sums = shared.sums
  for (let p = 0; p < pointCount; p++) {
    const d = Math.max(0, sums[p * SUMS + DEPTH])
    sums[p * SUMS + DEPTH] = d
    sums[p * SUMS + HEAD] = d - points[p * POINT + LINEAR_DEPTH]
    sums[p * SUMS + RATE] = 0
    sums[p * SUMS + ACCELERATION] = 0
  }
  for (let i = 0, row = 0; i < sea.count; i++, row += COMPONENT_ROW) {
    const amplitude = rows[row + AMPLITUDE],
      k = rows[row + K],
      omega = rows[row + OMEGA]
    const base = 2 * i * pointCount
    for (let p = 0; p < pointCount; p++) {
      const y = Math.max(-45, -k * sums[p * SUMS + DEPTH]) * (1 / 64)
      let e =
        1 +
        y * (1 + y * (1 / 2 + y * (1 / 6 + y * (1 / 24 + y * (1 / 120 + y * (1 / 720 + y * (1 / 5040 + y / 40320)))))))
      e *= e
      e *= e
      e *= e
      e *= e
      e *= e
      e *= e
      const decayed = amplitude * e
      const sine = trig[base + 2 * p],
        cosine = trig[base + 2 * p + 1]
      sums[p * SUMS + HEAD] += (decayed - amplitude) * sine
      sums[p * SUMS + RATE] -= decayed * omega * cosine
      sums[p * SUMS + ACCELERATION] -= decayed * omega * omega * sine
    }
  }
}

/**
 * Add the Froude–Krylov correction's force and torque (about `about`, world) at time sea.step[FK_TIME]
 * with ρ g = sea.step[FK_WEIGHT] over a recorded wet
 * surface (world positions; the depths are re-evaluated from the sea) to out[0..2] (force, N) and out[3..5] (torque, N·m),
 * and the first and second time derivatives of the wave part of the Froude–Krylov force and torque to
 * out[6..11] and out[12..17] (the wet surface held still: linear theory).
 */
export function addFroudeKrylovCorrection(
  sea: FroudeKrylovSea,
  surface: WetSurface,
  about: { x: number; y: number; z: number },
  out: Float64Array,
): void {
  const weight = sea.step[FK_WEIGHT]
  const pointCount = gatherPoints(sea, surface, about)
  addSines(sea, pointCount, about)
  addDecayedWaves(sea, pointCount)
  const points = shared.points,
    sums = shared.sums
  for (let part = 0; part < 3; part++) {
    // force −ρ g ∫ h n dA and torque −ρ g ∫ h (r × n) dA of head HEAD, RATE or ACCELERATION
    let fx = 0,
      fy = 0,
      fz = 0,
      tx = 0,
      ty = 0,
      tz = 0
    for (let p = 0; p < pointCount; p++) {
      const at = p * POINT
      const h = sums[p * SUMS + HEAD + part]
      const x = points[at + PX],
        y = points[at + PY],
        z = points[at + PZ],
        wx = h * points[at + WX],
        wy = h * points[at + WY],
        wz = h * points[at + WZ]
      fx += wx
      fy += wy
      fz += wz
      tx += y * wz - z * wy
      ty += z * wx - x * wz
      tz += x * wy - y * wx
    }
    const at = 6 * part
    out[at] -= weight * fx
    out[at + 1] -= weight * fy
    out[at + 2] -= weight * fz
    out[at + 3] -= weight * tx
    out[at + 4] -= weight * ty
    out[at + 5] -= weight * tz
  }
}
