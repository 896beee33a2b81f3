import { WET_TRIANGLE_STRIDE } from '../hydrostatics/wet-surface.js'
import type { WetSurface } from '../hydrostatics/wet-surface.js'
import { ANGULAR_VELOCITY, POSITION, VELOCITY } from './kinematics.js'
import { AREA, FIRST_X, FIRST_Z, SECOND_XX, SECOND_XZ, SECOND_ZZ, WATERPLANE_SIZE } from './waterplane.js'
import { FLOW_GRADIENT, FLOW_ORIGIN, FLOW_VELOCITY } from './waterVelocity.js'
import type { MovingWater } from './waterVelocity.js'

// Coefficients of one step, in one Float64Array.
/** ½ ρ C_f, kg/m³ (0: viscous drag off) */
export const VISCOUS = 0
/** C_PD1 / v_r, N·s/m³ */
export const PRESSURE_LINEAR = 1
/** C_PD2 / v_r², N·s²/m⁴ */
export const PRESSURE_QUADRATIC = 2
/** f_P */
export const PRESSURE_FALLOFF = 3
/** C_SD1 / v_r, C_SD2 / v_r², f_S */
export const SUCTION_LINEAR = 4
export const SUCTION_QUADRATIC = 5
export const SUCTION_FALLOFF = 6
/** 1: accumulate the slamming sums */
export const SLAMMING = 7
/** wave time, s (for exact water velocities) */
export const TIME = 8
export const COEFFICIENTS_SIZE = 9

// Sums over the wet surface (world frame, torques about the centre of mass).
/** N */
export const FORCE = 0
/** N·m */
export const TORQUE = 3
/** Σ F_i·u_i, W (u_i relative to the water; ≤ 0) */
export const POWER = 6
/** Q = Σ S_i (u_i·n_i)⁺, m³/s: the volume rate the entering faces sweep */
export const SWEPT_RATE = 7
/** Σ S_i (u_i·n_i)⁺ n_i, m³/s, and its moment Σ r_i × (…), m⁴/s: slamming before its ramp and scale */
export const SLAM_FORCE = 8
export const SLAM_TORQUE = 11
/** Σ S_i ((u_i·n_i)⁺)², m⁴/s² */
export const SLAM_POWER = 14
/** The waterplane moments (waterplane.ts layout) start here. */
export const WATERPLANE = 15
export const SURFACE_SIZE = WATERPLANE + WATERPLANE_SIZE


const exactSample = { x: 0, y: 0, z: 0 }
const THIRD = 1 / 3

/**
 * One pass over the wet triangles: the viscous, pressure and suction drag of Kerner part 2 (PHYSICS.md §3;
 * formulas in DragOptions) on each, relative to the water's velocity at its centroid, the slamming sums, and
 * the waterplane moments, into `acc` (layout above; zeroed here).
 *
 * The water's velocity comes from the linear field `flow` (waterVelocity.ts), or, when `exactWater` is
 * given, from its velocityAt at every centroid.
 *
 * @param k the body (kinematics.ts)
 * @param c the coefficients (layout above)
 */
export function accumulateSurfaceDrag(
  wet: WetSurface, k: Float64Array, flow: Float64Array, c: Float64Array, exactWater: MovingWater | null, acc: Float64Array,
): Float64Array {
  const time = c[TIME]
  acc.fill(0)
  const px = k[POSITION], py = k[POSITION + 1], pz = k[POSITION + 2]
  const vx = k[VELOCITY], vy = k[VELOCITY + 1], vz = k[VELOCITY + 2]
  const wx = k[ANGULAR_VELOCITY], wy = k[ANGULAR_VELOCITY + 1], wz = k[ANGULAR_VELOCITY + 2]
  // the flow at the centre of mass, and its gradient: u(r) = u0 + J r for r relative to the centre of mass
  const g = FLOW_GRADIENT
  const j00 = flow[g], j01 = flow[g + 1], j02 = flow[g + 2]
  const j10 = flow[g + 3], j11 = flow[g + 4], j12 = flow[g + 5]
  const j20 = flow[g + 6], j21 = flow[g + 7], j22 = flow[g + 8]
  const ox = px - flow[FLOW_ORIGIN], oy = py - flow[FLOW_ORIGIN + 1], oz = pz - flow[FLOW_ORIGIN + 2]
  const u0x = flow[FLOW_VELOCITY] + j00 * ox + j01 * oy + j02 * oz
  const u0y = flow[FLOW_VELOCITY + 1] + j10 * ox + j11 * oy + j12 * oz
  const u0z = flow[FLOW_VELOCITY + 2] + j20 * ox + j21 * oy + j22 * oz

  const viscous = c[VISCOUS]
  const pL = c[PRESSURE_LINEAR], pQ = c[PRESSURE_QUADRATIC], pF = c[PRESSURE_FALLOFF]
  const sL = c[SUCTION_LINEAR], sQ = c[SUCTION_QUADRATIC], sF = c[SUCTION_FALLOFF]
  const pressure = pL > 0 || pQ > 0
  const suction = sL > 0 || sQ > 0
  const slamming = c[SLAMMING] !== 0

  let fX = 0, fY = 0, fZ = 0, tX = 0, tY = 0, tZ = 0, power = 0
  let swept = 0, sfX = 0, sfY = 0, sfZ = 0, stX = 0, stY = 0, stZ = 0, slamPower = 0
  // waterplane moments, as in stability/waterplane.ts (waterplaneMoments), kept in locals in this hot loop
  let wpArea = 0, wpX = 0, wpZ = 0, wpXX = 0, wpZZ = 0, wpXZ = 0
  const t = wet.triangles
  for (let i = 0, o = 0; i < wet.count; i++, o += WET_TRIANGLE_STRIDE) {
    const ax = t[o] - px, ay = t[o + 1] - py, az = t[o + 2] - pz
    const bx = t[o + 4] - px, by = t[o + 5] - py, bz = t[o + 6] - pz
    const cx = t[o + 8] - px, cy = t[o + 9] - py, cz = t[o + 10] - pz
    const ux = bx - ax, uy = by - ay, uz = bz - az
    const qx = cx - ax, qy = cy - ay, qz = cz - az
    const nx0 = uy * qz - uz * qy, ny0 = uz * qx - ux * qz, nz0 = ux * qy - uy * qx
    const twiceArea = Math.sqrt(nx0 * nx0 + ny0 * ny0 + nz0 * nz0)
    if (twiceArea === 0) continue
    {
      const k = -ny0 / 6
      const m1x = ax + bx, m1z = az + bz, m2x = bx + cx, m2z = bz + cz, m3x = cx + ax, m3z = cz + az
      wpArea += k
      wpX += k * (ax + bx + cx)
      wpZ += k * (az + bz + cz)
      // the midpoints are half these sums: their squares carry ¼
      wpXX += k * (m1x * m1x + m2x * m2x + m3x * m3x)
      wpZZ += k * (m1z * m1z + m2z * m2z + m3z * m3z)
      wpXZ += k * (m1x * m1z + m2x * m2z + m3x * m3z)
    }
    const area = 0.5 * twiceArea
    const inverse = 1 / twiceArea
    const nx = nx0 * inverse, ny = ny0 * inverse, nz = nz0 * inverse
    const rx = (ax + bx + cx) * THIRD, ry = (ay + by + cy) * THIRD, rz = (az + bz + cz) * THIRD
    // the face's velocity relative to the water at its centroid
    let rvx = vx + wy * rz - wz * ry
    let rvy = vy + wz * rx - wx * rz
    let rvz = vz + wx * ry - wy * rx
    if (exactWater !== null) {
      exactWater.velocityAt(px + rx, py + ry, pz + rz, time, exactSample)
      rvx -= exactSample.x; rvy -= exactSample.y; rvz -= exactSample.z
    } else {
      rvx -= u0x + j00 * rx + j01 * ry + j02 * rz
      rvy -= u0y + j10 * rx + j11 * ry + j12 * rz
      rvz -= u0z + j20 * rx + j21 * ry + j22 * rz
    }
    const speed2 = rvx * rvx + rvy * rvy + rvz * rvz
    if (!(speed2 > 0)) continue
    const speed = Math.sqrt(speed2)
    const normalSpeed = rvx * nx + rvy * ny + rvz * nz
    const cosine = normalSpeed / speed
    let gx = 0, gy = 0, gz = 0
    if (viscous > 0) {
      const tx = rvx - normalSpeed * nx, ty = rvy - normalSpeed * ny, tz = rvz - normalSpeed * nz
      const tangential2 = speed2 - normalSpeed * normalSpeed
      const s = -viscous * area * Math.sqrt(tangential2 > 0 ? tangential2 : 0)
      gx = s * tx; gy = s * ty; gz = s * tz
    }
    if (cosine > 0) {
      if (pressure) {
        // cos θ^f_P, the common exponents without Math.pow
        const fall = pF === 0.5 ? Math.sqrt(cosine) : pF === 1 ? cosine : pF === 0 ? 1 : Math.pow(cosine, pF)
        const s = -(pL * speed + pQ * speed2) * area * fall
        gx += s * nx; gy += s * ny; gz += s * nz
      }
      if (slamming) {
        const s = area * normalSpeed
        swept += s
        const sx = s * nx, sy = s * ny, sz = s * nz
        sfX += sx; sfY += sy; sfZ += sz
        stX += ry * sz - rz * sy; stY += rz * sx - rx * sz; stZ += rx * sy - ry * sx
        slamPower += s * normalSpeed
      }
    } else if (cosine < 0 && suction) {
      const fall = sF === 0.5 ? Math.sqrt(-cosine) : sF === 1 ? -cosine : sF === 0 ? 1 : Math.pow(-cosine, sF)
      const s = (sL * speed + sQ * speed2) * area * fall
      gx += s * nx; gy += s * ny; gz += s * nz
    }
    fX += gx; fY += gy; fZ += gz
    tX += ry * gz - rz * gy; tY += rz * gx - rx * gz; tZ += rx * gy - ry * gx
    power += gx * rvx + gy * rvy + gz * rvz
  }
  acc[FORCE] = fX; acc[FORCE + 1] = fY; acc[FORCE + 2] = fZ
  acc[TORQUE] = tX; acc[TORQUE + 1] = tY; acc[TORQUE + 2] = tZ
  acc[POWER] = power
  acc[SWEPT_RATE] = swept
  acc[SLAM_FORCE] = sfX; acc[SLAM_FORCE + 1] = sfY; acc[SLAM_FORCE + 2] = sfZ
  acc[SLAM_TORQUE] = stX; acc[SLAM_TORQUE + 1] = stY; acc[SLAM_TORQUE + 2] = stZ
  acc[SLAM_POWER] = slamPower
  acc[WATERPLANE + AREA] = 3 * wpArea
  acc[WATERPLANE + FIRST_X] = wpX
  acc[WATERPLANE + FIRST_Z] = wpZ
  acc[WATERPLANE + SECOND_XX] = 0.25 * wpXX
  acc[WATERPLANE + SECOND_ZZ] = 0.25 * wpZZ
  acc[WATERPLANE + SECOND_XZ] = 0.25 * wpXZ
  return acc
}
