import { wrapPhase } from '../waves/wrapPhase.js'
import type { FroudeKrylovSea } from './froudeKrylovSea.js'
import { AMPLITUDE, COMPONENT_ROW, FK_TIME, K, KX, KZ, OMEGA, PHASE } from './froudeKrylovSea.js'
import { callNumbers, shared, STILL } from './quadraturePoints.js'
import { triangleExponentialMoments } from './triangleExponential.js'

/** their sums, as integralSums (world axes, about the torque point) */
export const exactSums = new Float64Array(18)
const cornerRe = new Float64Array(3),
  cornerIm = new Float64Array(3),
  moments = new Float64Array(6)
/** per corner: its position (relative to the torque point), linear head, and the three heads' weights */
const corner = new Float64Array(3 * 7)

/**
 * The triangles gatherPoints left to the closed form, integrated exactly into exactSums: on a wet
 * triangle the decay depth D is the interpolated depth (≥ 0 at its corners), linear like the phase θ, so
 * each component's A e^{−kD} sin θ is the imaginary part of A e^{z}, z = −k D + i θ linear, and
 * ∫ λ_i e^{z} dA is triangleExponentialMoments'. With the head h = Σ_i λ_i h_i + waves, each corner i
 * gathers W_i = ∫ λ_i h dA (the linear part: A (h_i + Σ h_j) / 12), and the triangle adds
 * ∫ h n dA = (Σ W_i) n and ∫ h (r × n) dA = (Σ W_i r_i) × n.
 */
export function addExactTriangles(
  sea: FroudeKrylovSea,
  t: Float64Array,
  about: { x: number; y: number; z: number },
  derivatives: boolean,
): void {
  // (most calls have none: nothing to clear, nothing for integrateHeads to add)
  if (shared.exactCount === 0) return
  exactSums.fill(0)
  const rows = sea.rows
  const time = sea.step[FK_TIME]
  const still = callNumbers[STILL]
  const exactTriangles = shared.exactTriangles
  for (let e = 0; e < shared.exactCount; e++) {
    const at = exactTriangles[e]
    let sumLinear = 0
    for (let i = 0; i < 3; i++) {
      const c = 7 * i,
        v = at + 4 * i
      corner[c] = t[v] - about.x
      corner[c + 1] = t[v + 1] - about.y
      corner[c + 2] = t[v + 2] - about.z
      corner[c + 3] = still - corner[c + 1] - t[v + 3]
      sumLinear += corner[c + 3]
    }
    const ux = corner[7] - corner[0],
      uy = corner[8] - corner[1],
      uz = corner[9] - corner[2]
    const vx = corner[14] - corner[0],
      vy = corner[15] - corner[1],
      vz = corner[16] - corner[2]
    const nx = (uy * vz - uz * vy) / 2,
      ny = (uz * vx - ux * vz) / 2,
      nz = (ux * vy - uy * vx) / 2
    const area = Math.hypot(nx, ny, nz)
    if (!(area > 0)) continue
    for (let i = 0; i < 3; i++) {
      const c = 7 * i
      corner[c + 4] = (area * (corner[c + 3] + sumLinear)) / 12
      corner[c + 5] = corner[c + 6] = 0
    }
    for (let row = 0; row < sea.count * COMPONENT_ROW; row += COMPONENT_ROW) {
      const amplitude = rows[row + AMPLITUDE],
        k = rows[row + K],
        kx = rows[row + KX],
        kz = rows[row + KZ],
        omega = rows[row + OMEGA]
      const offset = wrapPhase(rows[row + PHASE] - omega * time + kx * about.x + kz * about.z)
      for (let i = 0; i < 3; i++) {
        const c = 7 * i
        cornerRe[i] = -k * Math.max(0, t[at + 4 * i + 3])
        cornerIm[i] = kx * corner[c] + kz * corner[c + 2] + offset
      }
      triangleExponentialMoments(cornerRe, cornerIm, moments)
      const scale = 2 * area * amplitude
      for (let i = 0; i < 3; i++) {
        const c = 7 * i
        const sine = scale * moments[2 * i + 1],
          cosine = scale * moments[2 * i]
        corner[c + 4] += sine
        corner[c + 5] -= omega * cosine
        corner[c + 6] -= omega * omega * sine
      }
    }
    const mx = nx / area,
      my = ny / area,
      mz = nz / area
    for (let head = 0; head < (derivatives ? 3 : 1); head++) {
      let w = 0,
        rx = 0,
        ry = 0,
        rz = 0
      for (let i = 0; i < 3; i++) {
        const c = 7 * i,
          weight = corner[c + 4 + head]
        w += weight
        rx += weight * corner[c]
        ry += weight * corner[c + 1]
        rz += weight * corner[c + 2]
      }
      const o = 6 * head
      exactSums[o] += w * mx
      exactSums[o + 1] += w * my
      exactSums[o + 2] += w * mz
      exactSums[o + 3] += ry * mz - rz * my
      exactSums[o + 4] += rz * mx - rx * mz
      exactSums[o + 5] += rx * my - ry * mx
    }
  }
}
