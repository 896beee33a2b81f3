import { AREA, CENTROID, NORMAL, ROW } from './faceRows.js'
import {
  PRESSURE_FALLOFF,
  PRESSURE_LINEAR,
  PRESSURE_QUADRATIC,
  SLAMMING,
  SUCTION_FALLOFF,
  SUCTION_LINEAR,
  SUCTION_QUADRATIC,
  VISCOUS,
} from './dragCoefficients.js'

// The body's motion relative to the water, in the frame of the rows it is applied to: the velocity of
// a point r (relative to the centre of mass) through the water is affine in r, A + M r, with
// A = v − u(G) and M = [ω×] − J (J the water's velocity gradient), so a face pays one matrix product.
/** A, m/s */
export const AFFINE = 0
/** M, row-major, 1/s */
export const MATRIX = 3
export const MOTION_SIZE = 12

// Sums over the wet faces, in the frame of the rows (torques about the centre of mass).
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
export const DRAG_SUMS_SIZE = 15

/**
 * Add the drag of the faces list[first] to list[end − 1] (row numbers in `rows`, faceRows.ts) to `acc`
 * (layout above): Kerner part 2's viscous, pressure and suction drag (docs/PHYSICS.md §3; formulas in
 * DragOptions) on each, relative to the water at its centroid, and the slamming sums. `motion` is the
 * relative motion in the rows' frame (layout above); with `sampled` true, the water's velocity at face
 * j (in the same frame) is further subtracted from `water`[3 (j − first)…] ('exact' water velocities).
 *
 * The loop calls no function, and branches between pressure and suction: both measured faster
 * (docs/DEVELOPING.md, Hot paths).
 */
export function dragRows(
  rows: Float64Array,
  list: Int32Array,
  first: number,
  end: number,
  motion: Float64Array,
  c: Float64Array,
  water: Float64Array,
  sampled: boolean,
  acc: Float64Array,
): void {
  const a0 = motion[AFFINE],
    a1 = motion[AFFINE + 1],
    a2 = motion[AFFINE + 2]
  const m00 = motion[MATRIX],
    m01 = motion[MATRIX + 1],
    m02 = motion[MATRIX + 2]
  const m10 = motion[MATRIX + 3],
    m11 = motion[MATRIX + 4],
    m12 = motion[MATRIX + 5]
  const m20 = motion[MATRIX + 6],
    m21 = motion[MATRIX + 7],
    m22 = motion[MATRIX + 8]
  const viscous = c[VISCOUS]
  const pL = c[PRESSURE_LINEAR],
    pQ = c[PRESSURE_QUADRATIC],
    pF = c[PRESSURE_FALLOFF]
  const sL = c[SUCTION_LINEAR],
    sQ = c[SUCTION_QUADRATIC],
    sF = c[SUCTION_FALLOFF]
  const slamming = c[SLAMMING] !== 0

  let fX = acc[FORCE],
    fY = acc[FORCE + 1],
    fZ = acc[FORCE + 2]
  let tX = acc[TORQUE],
    tY = acc[TORQUE + 1],
    tZ = acc[TORQUE + 2]
  let power = acc[POWER],
    swept = acc[SWEPT_RATE]
  let sfX = acc[SLAM_FORCE],
    sfY = acc[SLAM_FORCE + 1],
    sfZ = acc[SLAM_FORCE + 2]
  let stX = acc[SLAM_TORQUE],
    stY = acc[SLAM_TORQUE + 1],
    stZ = acc[SLAM_TORQUE + 2]
  let slamPower = acc[SLAM_POWER]
  for (let j = first; j < end; j++) {
    const at = list[j] * ROW
    const area = rows[at + AREA]
    const rx = rows[at + CENTROID],
      ry = rows[at + CENTROID + 1],
      rz = rows[at + CENTROID + 2]
    const nx = rows[at + NORMAL],
      ny = rows[at + NORMAL + 1],
      nz = rows[at + NORMAL + 2]
    // the face's velocity relative to the water at its centroid
    let rvx = a0 + m00 * rx + m01 * ry + m02 * rz
    let rvy = a1 + m10 * rx + m11 * ry + m12 * rz
    let rvz = a2 + m20 * rx + m21 * ry + m22 * rz
    if (sampled) {
      const i = 3 * (j - first)
      rvx -= water[i]
      rvy -= water[i + 1]
      rvz -= water[i + 2]
    }
    const speed2 = rvx * rvx + rvy * rvy + rvz * rvz
    // a face at rest in the water, or of no area, feels nothing (and would divide by zero below)
    if (!(speed2 * area > 0)) continue
    const speed = Math.sqrt(speed2)
    // u·n = speed cos θ: into the water (> 0) or away from it
    const normalSpeed = rvx * nx + rvy * ny + rvz * nz
    let gx = 0,
      gy = 0,
      gz = 0
    if (viscous > 0) {
      // viscous drag along the tangential velocity rv − (rv·n) n, of size speed sin θ
      const tx = rvx - normalSpeed * nx,
        ty = rvy - normalSpeed * ny,
        tz = rvz - normalSpeed * nz
      const shear = -viscous * area * Math.sqrt(tx * tx + ty * ty + tz * tz)
      gx = shear * tx
      gy = shear * ty
      gz = shear * tz
    }
    // Pressure drag on a face moving into the water, suction on one moving away, both along n:
    // (C1 speed + C2 speed²) cos θ^f = (C1 + C2 speed) falloff, falloff = speed cos θ^f, which for the
    // usual f = 0.5 is √(|u·n| speed): no division, one square root (cos θ^f written out, not in a
    // helper: one V8 did not inline boxed its numbers)
    if (normalSpeed > 0) {
      const falloff =
        pF === 0.5 ? Math.sqrt(normalSpeed * speed) : pF === 1 ? normalSpeed : speed * Math.pow(normalSpeed / speed, pF)
      const push = -(pL + pQ * speed) * area * falloff
      gx += push * nx
      gy += push * ny
      gz += push * nz
      if (slamming) {
        // S (u·n)⁺ and its moment: the faces entering the water
        const entering = area * normalSpeed
        swept += entering
        const ex = entering * nx,
          ey = entering * ny,
          ez = entering * nz
        sfX += ex
        sfY += ey
        sfZ += ez
        stX += ry * ez - rz * ey
        stY += rz * ex - rx * ez
        stZ += rx * ey - ry * ex
        slamPower += entering * normalSpeed
      }
    } else if (normalSpeed < 0) {
      const away = -normalSpeed
      const falloff = sF === 0.5 ? Math.sqrt(away * speed) : sF === 1 ? away : speed * Math.pow(away / speed, sF)
      const push = (sL + sQ * speed) * area * falloff
      gx += push * nx
      gy += push * ny
      gz += push * nz
    }
    fX += gx
    fY += gy
    fZ += gz
    tX += ry * gz - rz * gy
    tY += rz * gx - rx * gz
    tZ += rx * gy - ry * gx
    power += gx * rvx + gy * rvy + gz * rvz
  }
  acc[FORCE] = fX
  acc[FORCE + 1] = fY
  acc[FORCE + 2] = fZ
  acc[TORQUE] = tX
  acc[TORQUE + 1] = tY
  acc[TORQUE + 2] = tZ
  acc[POWER] = power
  acc[SWEPT_RATE] = swept
  acc[SLAM_FORCE] = sfX
  acc[SLAM_FORCE + 1] = sfY
  acc[SLAM_FORCE + 2] = sfZ
  acc[SLAM_TORQUE] = stX
  acc[SLAM_TORQUE + 1] = stY
  acc[SLAM_TORQUE + 2] = stZ
  acc[SLAM_POWER] = slamPower
}
