import type { WetSurface } from '../hydrostatics/wetSurface.js'
import { rotationMatrix } from '../stability/attitude.js'
import { sinPi } from '../waves/fastSine.js'
import { wrapPhase } from '../waves/wrapPhase.js'
import { decay } from './decay.js'
import { COEFFICIENTS, decayedWavesKernel } from './decayedWavesKernel.js'
import type { FroudeKrylovSea } from './froudeKrylovSea.js'
import { AMPLITUDE, COMPONENT_ROW, FK_TIME, FK_WEIGHT, K, KX, KZ, OMEGA, PHASE } from './froudeKrylovSea.js'
import type { FroudeKrylovBody } from './froudeKrylovHull.js'
import { gatherPoints } from './gatherPoints.js'
import { addExactTriangles, exactSums } from './exactTriangles.js'
import { shared, WEIGHTS } from './quadraturePoints.js'

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
 * depths). Written with the sines, η − y = level − y + Σ A_i sin θ_i, the head to integrate is
 *   h = p_FK / ρ g − d_lin = (level − y − d_lin) + Σ A_i e^{−k_i D} sin θ_i,
 * which carries the true η at each quadrature point through its sines: hydrostatics + correction is the
 * Froude–Krylov pressure whatever the clipping tolerance. What the clipping still decides is where the
 * wet surface ends, where the pressure is zero: an error of second order in the wave amplitude. The
 * decay depth D is max(0, d_lin): exact at the hull's vertices (their depths are sampled), and off by the
 * surface's curvature over a triangle elsewhere, which changes e^{−kD} by k · A k² h² / 8 relatively,
 * second order in the amplitude like Wheeler's stretching itself; it spares a second pass over the points
 * for the true depth.
 *
 * The parts: froudeKrylovSea.ts packs the sea's components and froudeKrylovHull.ts each hull triangle's
 * shares, once; per call, gatherPoints.ts takes the quadrature points (its rules and their error bounds
 * are described there) into quadraturePoints.ts's shared arrays, and exactTriangles.ts integrates the
 * faces many waves long in closed form; here, the decayed waves are added at the points and the heads
 * integrated.
 */

/**
 * Add each component's decayed wave to the heads at every point: A e^{−k D} sin θ to the head, and its
 * time derivatives −ω A e^{−k D} cos θ and −ω² A e^{−k D} sin θ, with D the decay depth. One pass over
 * the points per component: sin θ and cos θ = sin(θ + π/2) by the wave sum's sinPi (phases in
 * half-turns, reduced exactly), e^{−kD} by `decay`. The WebAssembly kernel (decayedWavesKernel.ts)
 * does the same, two points at a time, where it is available and holds the points. Without
 * `derivatives`, the heads only.
 */
function addDecayedWaves(
  sea: FroudeKrylovSea,
  pointCount: number,
  about: { x: number; z: number },
  derivatives: boolean,
): void {
  const time = sea.step[FK_TIME]
  const rows = sea.rows
  if (coefficients.length < sea.count * COEFFICIENTS) coefficients = new Float64Array(sea.count * COEFFICIENTS)
  const c = coefficients
  for (let i = 0, row = 0, at = 0; i < sea.count; i++, row += COMPONENT_ROW, at += COEFFICIENTS) {
    const omega = rows[row + OMEGA]
    c[at] = rows[row + AMPLITUDE]
    c[at + 1] = rows[row + K]
    // θ / π = (k·(x, z) − ω t + phase) / π, x, z relative to the torque point; the constant part wrapped
    // first, so the per-point half-turns stay small
    c[at + 2] = rows[row + KX] / Math.PI
    c[at + 3] = rows[row + KZ] / Math.PI
    c[at + 4] =
      wrapPhase(rows[row + PHASE] - omega * time + rows[row + KX] * about.x + rows[row + KZ] * about.z) / Math.PI
    c[at + 5] = -omega
    c[at + 6] = -omega * omega
  }
  const kernel = shared.inKernel ? decayedWavesKernel() : null
  if (kernel !== null) {
    kernel.run(c, sea.count, pointCount, derivatives)
    return
  }
  const { x, z, decayDepth, head, rate, acceleration } = shared
  for (let at = 0; at < sea.count * COEFFICIENTS; at += COEFFICIENTS) {
    const amplitude = c[at],
      k = c[at + 1],
      kx = c[at + 2],
      kz = c[at + 3],
      offset = c[at + 4],
      rateScale = c[at + 5],
      accelerationScale = c[at + 6]
    for (let p = 0; p < pointCount; p++) {
      const halfTurns = kx * x[p] + kz * z[p] + offset
      const decayed = amplitude * decay(k * decayDepth[p])
      const sine = decayed * sinPi(halfTurns)
      head[p] += sine
      if (derivatives) {
        rate[p] += rateScale * decayed * sinPi(halfTurns + 0.5)
        acceleration[p] += accelerationScale * sine
      }
    }
  }
}

/** Each component's numbers for a call (COEFFICIENTS each: A, k, kx/π, kz/π, offset/π, −ω, −ω²) */
let coefficients = new Float64Array(16 * COEFFICIENTS)

/**
 * Add the Froude–Krylov correction's force and torque (about `about`, world) at time sea.step[FK_TIME]
 * with ρ g = sea.step[FK_WEIGHT] over a recorded wet
 * surface (world positions; the depths are re-evaluated from the sea) to out[0..2] (force, N) and out[3..5] (torque, N·m),
 * and, with `derivatives` (the default), the first and second time derivatives of the wave part of the
 * Froude–Krylov force and torque to out[6..11] and out[12..17] (the wet surface held still: linear
 * theory); without, out[6..17] are left as they are (the diffraction estimate is what reads them: a third
 * of the kernel's work, and of the sums', spared where nothing does).
 */
export function addFroudeKrylovCorrection(
  sea: FroudeKrylovSea,
  surface: WetSurface,
  about: { x: number; y: number; z: number },
  out: Float64Array,
  body: FroudeKrylovBody,
  derivatives = true,
): void {
  const pointCount = gatherPoints(sea, surface, about, body.hull)
  if (derivatives) {
    shared.rate.fill(0, 0, pointCount)
    shared.acceleration.fill(0, 0, pointCount)
  }
  addDecayedWaves(sea, pointCount, about, derivatives)
  addExactTriangles(sea, surface.triangles, about, derivatives)
  rotationMatrix(body.quaternion, axes)
  // from the body's origin, about which the body-axes moment shares are taken, to the torque point
  axes[OFFSET] = body.position.x - about.x
  axes[OFFSET + 1] = body.position.y - about.y
  axes[OFFSET + 2] = body.position.z - about.z
  integrateHeads(sea, pointCount, out, derivatives)
}

/**
 * The call's body → world rotation (row-major, 9 numbers), then at OFFSET the body's origin relative to
 * the torque point (m), for the points with body-axes weights
 */
const axes = new Float64Array(12)
const OFFSET = 9

/**
 * Force −ρ g Σ h (fx, fy, fz) and torque −ρ g Σ h (mx, my, mz) of the three heads, added to out[0..5],
 * out[6..11] and out[12..17]; ρ g is read from sea.step (a double passed to a call V8 does not inline is
 * boxed: 16 B a call).
 */
function integrateHeads(sea: FroudeKrylovSea, pointCount: number, out: Float64Array, derivatives: boolean): void {
  const weight = sea.step[FK_WEIGHT]
  const sums = integralSums
  const bodyPoints = shared.bodyPoints
  // the head's six sums, and the rate's and the acceleration's when asked for
  const size = derivatives ? 18 : 6
  // the body-axes points' sums, turned to world axes (a rotation commutes with the cross products of
  // the moment shares), then the world-axes points'
  sums.fill(0)
  sumHeads(0, bodyPoints, derivatives)
  for (let v = 0; v < size; v += 3) {
    const bx = sums[v],
      by = sums[v + 1],
      bz = sums[v + 2]
    sums[v] = axes[0] * bx + axes[1] * by + axes[2] * bz
    sums[v + 1] = axes[3] * bx + axes[4] * by + axes[5] * bz
    sums[v + 2] = axes[6] * bx + axes[7] * by + axes[8] * bz
  }
  // the body-axes moments are about the body's origin o: about the torque point they are M + (o − p) × F
  const ox = axes[OFFSET],
    oy = axes[OFFSET + 1],
    oz = axes[OFFSET + 2]
  for (let v = 0; v < size; v += 6) {
    const fx = sums[v],
      fy = sums[v + 1],
      fz = sums[v + 2]
    sums[v + 3] += oy * fz - oz * fy
    sums[v + 4] += oz * fx - ox * fz
    sums[v + 5] += ox * fy - oy * fx
  }
  sumHeads(bodyPoints, pointCount, derivatives)
  if (shared.exactCount > 0) for (let i = 0; i < size; i++) sums[i] += exactSums[i]
  for (let i = 0; i < size; i++) out[i] -= weight * sums[i]
}

/**
 * Add the heads' sums Σ h (fx, fy, fz), Σ h (mx, my, mz) of points from `first` to `end` − 1 to
 * integralSums (for the three heads, or the first alone without `derivatives`).
 */
function sumHeads(first: number, end: number, derivatives: boolean): void {
  const { weights, head, rate, acceleration } = shared
  const sums = integralSums
  for (let p = first, w = WEIGHTS * first; p < end; p++, w += WEIGHTS) {
    const h = head[p]
    const nx = weights[w],
      ny = weights[w + 1],
      nz = weights[w + 2],
      tx = weights[w + 3],
      ty = weights[w + 4],
      tz = weights[w + 5]
    sums[0] += h * nx
    sums[1] += h * ny
    sums[2] += h * nz
    sums[3] += h * tx
    sums[4] += h * ty
    sums[5] += h * tz
    if (derivatives) {
      const v = rate[p],
        a = acceleration[p]
      sums[6] += v * nx
      sums[7] += v * ny
      sums[8] += v * nz
      sums[9] += v * tx
      sums[10] += v * ty
      sums[11] += v * tz
      sums[12] += a * nx
      sums[13] += a * ny
      sums[14] += a * nz
      sums[15] += a * tx
      sums[16] += a * ty
      sums[17] += a * tz
    }
  }
}

const integralSums = new Float64Array(18)
