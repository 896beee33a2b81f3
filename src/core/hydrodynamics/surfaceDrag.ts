import { CHUNK } from '../hydrostatics/chunk.js'
import { wetSurfaceOffsets } from '../hydrostatics/wet-surface.js'
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
/** 1: the drag sums; 0: the waterplane moments only (drag off) */
export const DRAG = 9
export const COEFFICIENTS_SIZE = 10

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


// The step's constants, set by beginSurfaceDrag for the batches that follow: the face velocity
// relative to the water is affine in the face's centroid r (relative to the centre of mass),
// v + ω × r − (u0 + J r) = A + M r, so a triangle pays one matrix product for both motions.
/** shift from the batches' coordinates to the centre of mass, m */
const SHIFT = 0
/** A, m/s */
const AFFINE = 3
/** M, row-major, 1/s */
const MATRIX = 6
const STEP_SIZE = 15
const stepConstants = new Float64Array(STEP_SIZE)
let coefficients: Float64Array = new Float64Array(COEFFICIENTS_SIZE)
let sums: Float64Array = new Float64Array(SURFACE_SIZE)
let exactWater: MovingWater | null = null
/** the world position of a batch point is its coordinates + origin (exact water velocities) */
const worldOrigin = new Float64Array(3)
const exactSample = { x: 0, y: 0, z: 0 }
const THIRD = 1 / 3
/** per batch: the water's velocity at each centroid ('exact' mode), and the waterline edges as vertex offset pairs */
let waterVelocities = new Float64Array(3 * CHUNK)
const waterlineEdges = new Int32Array(6 * CHUNK)

/**
 * Start the sums of one step into `acc` (layout above; zeroed here), for triangles given in batches to
 * addSurfaceDrag with positions relative to `origin` (world, m).
 *
 * @param k the body (kinematics.ts)
 * @param flow the water's linear velocity field (waterVelocity.ts); ignored for the water's velocity
 *   when `water` is given, whose velocityAt is then asked at every centroid
 * @param c the coefficients (layout above); with `drag` false only the waterplane moments are summed
 */
export function beginSurfaceDrag(
  k: Float64Array, flow: Float64Array, c: Float64Array, water: MovingWater | null, origin: Float64Array, acc: Float64Array,
): void {
  coefficients = c
  sums = acc
  exactWater = water
  acc.fill(0)
  const p = stepConstants
  const px = k[POSITION], py = k[POSITION + 1], pz = k[POSITION + 2]
  p[SHIFT] = origin[0] - px
  p[SHIFT + 1] = origin[1] - py
  p[SHIFT + 2] = origin[2] - pz
  worldOrigin[0] = origin[0]
  worldOrigin[1] = origin[1]
  worldOrigin[2] = origin[2]
  const wx = k[ANGULAR_VELOCITY], wy = k[ANGULAR_VELOCITY + 1], wz = k[ANGULAR_VELOCITY + 2]
  // ω × r as a matrix
  p[MATRIX] = 0; p[MATRIX + 1] = -wz; p[MATRIX + 2] = wy
  p[MATRIX + 3] = wz; p[MATRIX + 4] = 0; p[MATRIX + 5] = -wx
  p[MATRIX + 6] = -wy; p[MATRIX + 7] = wx; p[MATRIX + 8] = 0
  p[AFFINE] = k[VELOCITY]
  p[AFFINE + 1] = k[VELOCITY + 1]
  p[AFFINE + 2] = k[VELOCITY + 2]
  if (water !== null) return
  // minus the linear flow u0 + J r, with u0 = u(centre of mass) = U + J (G − P)
  const g = FLOW_GRADIENT
  const ox = px - flow[FLOW_ORIGIN], oy = py - flow[FLOW_ORIGIN + 1], oz = pz - flow[FLOW_ORIGIN + 2]
  for (let i = 0; i < 3; i++) {
    const j0 = flow[g + 3 * i], j1 = flow[g + 3 * i + 1], j2 = flow[g + 3 * i + 2]
    p[AFFINE + i] -= flow[FLOW_VELOCITY + i] + j0 * ox + j1 * oy + j2 * oz
    p[MATRIX + 3 * i] -= j0
    p[MATRIX + 3 * i + 1] -= j1
    p[MATRIX + 3 * i + 2] -= j2
  }
}

/**
 * One pass over the recorded wet surface `wet` (world positions): beginSurfaceDrag, then its triangles
 * in batches to addSurfaceDrag. `acc` receives the sums (layout above).
 */
export function accumulateSurfaceDrag(
  wet: WetSurface, k: Float64Array, flow: Float64Array, c: Float64Array, water: MovingWater | null, acc: Float64Array,
): Float64Array {
  worldOrigin.fill(0)
  beginSurfaceDrag(k, flow, c, water, worldOrigin, acc)
  const offsets = wetSurfaceOffsets(wet.count)
  // a recorded surface does not say which triangles were cut: each batch is searched for waterline edges
  for (let first = 0; first < wet.count; first += CHUNK) addSurfaceDrag(wet.triangles, offsets, first, Math.min(wet.count, first + CHUNK), true)
  return acc
}

/**
 * Add wet triangles first to end − 1 (a WetTriangleSink batch: vertex offsets into t, positions relative
 * to the origin given to beginSurfaceDrag) to the step's sums: the viscous, pressure and suction drag of
 * Kerner part 2 (PHYSICS.md §3; formulas in DragOptions) on each, relative to the water's velocity at its
 * centroid, the slamming sums, and the waterplane moments.
 *
 * (Evaluating both sides without a branch, to spare mispredictions, measured slower: one more square
 * root per face.)
 */
export function addSurfaceDrag(t: Float64Array, offsets: Int32Array, first: number, end: number, cut: boolean): void {
  // only pieces that clipping cut can have waterline edges
  if (cut) addWaterlines(t, waterlinePass(t, offsets, first, end))
  if (coefficients[DRAG] === 0) return
  if (exactWater !== null) sampleWater(exactWater, t, offsets, first, end)
  dragPass(t, offsets, first, end)
}

/**
 * The waterline edges of triangles first to end − 1 into waterlineEdges (vertex offset pairs, in the
 * triangles' winding); returns their number × 2. A waterline edge has depth 0 at both ends (clipping
 * puts its cut points there).
 */
function waterlinePass(t: Float64Array, offsets: Int32Array, first: number, end: number): number {
  const edges = waterlineEdges
  let edgeCount = 0
  for (let k = 3 * first; k < 3 * end; k += 3) {
    const a = offsets[k], b = offsets[k + 1], d = offsets[k + 2]
    const onA = t[a + 3] === 0, onB = t[b + 3] === 0, onC = t[d + 3] === 0
    if (onA && onB) { edges[edgeCount] = a; edges[edgeCount + 1] = b; edgeCount += 2 }
    if (onB && onC) { edges[edgeCount] = b; edges[edgeCount + 1] = d; edgeCount += 2 }
    if (onC && onA) { edges[edgeCount] = d; edges[edgeCount + 1] = a; edgeCount += 2 }
  }
  return edgeCount
}

/**
 * The water's velocity at the centroids of triangles first to end − 1, into waterVelocities (3 numbers
 * a triangle, from 0): the 'exact' water-velocity mode, asked before dragPass so that its loop calls
 * nothing.
 */
function sampleWater(water: MovingWater, t: Float64Array, offsets: Int32Array, first: number, end: number): void {
  if (waterVelocities.length < 3 * (end - first)) waterVelocities = new Float64Array(3 * CHUNK)
  const o = worldOrigin, time = coefficients[TIME]
  for (let k = 3 * first, i = 0; k < 3 * end; k += 3, i += 3) {
    const a = offsets[k], b = offsets[k + 1], d = offsets[k + 2]
    const x = o[0] + (t[a] + t[b] + t[d]) * THIRD
    const y = o[1] + (t[a + 1] + t[b + 1] + t[d + 1]) * THIRD
    const z = o[2] + (t[a + 2] + t[b + 2] + t[d + 2]) * THIRD
    water.velocityAt(x, y, z, time, exactSample)
    waterVelocities[i] = exactSample.x
    waterVelocities[i + 1] = exactSample.y
    waterVelocities[i + 2] = exactSample.z
  }
}

/**
 * The per-triangle sums of addSurfaceDrag. Its loop calls no function: a call anywhere in a loop's
 * body, even on a branch never taken, made V8 reload every array and spill every register on each
 * iteration (measured: the waterline's helper call alone cost 12 of 44 ns a triangle).
 */
function dragPass(t: Float64Array, offsets: Int32Array, first: number, end: number): void {
  const p = stepConstants, c = coefficients, acc = sums
  const sx = p[SHIFT], sy = p[SHIFT + 1], sz = p[SHIFT + 2]
  const a0 = p[AFFINE], a1 = p[AFFINE + 1], a2 = p[AFFINE + 2]
  const m00 = p[MATRIX], m01 = p[MATRIX + 1], m02 = p[MATRIX + 2]
  const m10 = p[MATRIX + 3], m11 = p[MATRIX + 4], m12 = p[MATRIX + 5]
  const m20 = p[MATRIX + 6], m21 = p[MATRIX + 7], m22 = p[MATRIX + 8]
  const viscous = c[VISCOUS]
  const pL = c[PRESSURE_LINEAR], pQ = c[PRESSURE_QUADRATIC], pF = c[PRESSURE_FALLOFF]
  const sL = c[SUCTION_LINEAR], sQ = c[SUCTION_QUADRATIC], sF = c[SUCTION_FALLOFF]
  const slamming = c[SLAMMING] !== 0
  const exact = exactWater !== null
  const sampled = waterVelocities

  let fX = acc[FORCE], fY = acc[FORCE + 1], fZ = acc[FORCE + 2]
  let tX = acc[TORQUE], tY = acc[TORQUE + 1], tZ = acc[TORQUE + 2]
  let power = acc[POWER], swept = acc[SWEPT_RATE]
  let sfX = acc[SLAM_FORCE], sfY = acc[SLAM_FORCE + 1], sfZ = acc[SLAM_FORCE + 2]
  let stX = acc[SLAM_TORQUE], stY = acc[SLAM_TORQUE + 1], stZ = acc[SLAM_TORQUE + 2]
  let slamPower = acc[SLAM_POWER]
  for (let k = 3 * first; k < 3 * end; k += 3) {
    const a = offsets[k], b = offsets[k + 1], d = offsets[k + 2]
    // (the edges do not need the shift to the centre of mass, only the centroid does)
    const ax = t[a], ay = t[a + 1], az = t[a + 2]
    const bx = t[b], by = t[b + 1], bz = t[b + 2]
    const cx = t[d], cy = t[d + 1], cz = t[d + 2]
    const ux = bx - ax, uy = by - ay, uz = bz - az
    const qx = cx - ax, qy = cy - ay, qz = cz - az
    const nx0 = uy * qz - uz * qy, ny0 = uz * qx - ux * qz, nz0 = ux * qy - uy * qx
    const rx = (ax + bx + cx) * THIRD + sx, ry = (ay + by + cy) * THIRD + sy, rz = (az + bz + cz) * THIRD + sz
    // the face's velocity relative to the water at its centroid
    let rvx = a0 + m00 * rx + m01 * ry + m02 * rz
    let rvy = a1 + m10 * rx + m11 * ry + m12 * rz
    let rvz = a2 + m20 * rx + m21 * ry + m22 * rz
    if (exact) {
      const i = k - 3 * first
      rvx -= sampled[i]; rvy -= sampled[i + 1]; rvz -= sampled[i + 2]
    }
    const speed2 = rvx * rvx + rvy * rvy + rvz * rvz
    const twiceArea2 = nx0 * nx0 + ny0 * ny0 + nz0 * nz0
    // a face at rest in the water, or of no area, feels nothing (and would divide by zero below)
    if (!(speed2 * twiceArea2 > 0)) continue
    const speed = Math.sqrt(speed2)
    const twiceArea = Math.sqrt(twiceArea2)
    const area = 0.5 * twiceArea
    const inverse = 1 / (twiceArea * speed)
    // cos θ between the face's outward normal and its motion through the water
    const cosine = (rvx * nx0 + rvy * ny0 + rvz * nz0) * inverse
    const toUnit = inverse * speed
    const nx = nx0 * toUnit, ny = ny0 * toUnit, nz = nz0 * toUnit
    const normalSpeed = cosine * speed
    let gx = 0, gy = 0, gz = 0
    if (viscous > 0) {
      // viscous drag along the tangential velocity rv − (rv·n) n, |rv_t| = speed sin θ
      const sine2 = 1 - cosine * cosine
      const shear = -viscous * area * speed * Math.sqrt(sine2 > 0 ? sine2 : 0)
      gx = shear * (rvx - normalSpeed * nx)
      gy = shear * (rvy - normalSpeed * ny)
      gz = shear * (rvz - normalSpeed * nz)
    }
    // pressure drag on a face moving into the water, suction on one moving away, both along n, with
    // cos θ^f written out for the common exponents (a helper V8 did not inline boxed its numbers)
    if (cosine > 0) {
      const fall = pF === 0.5 ? Math.sqrt(cosine) : pF === 1 ? cosine : Math.pow(cosine, pF)
      const push = -(pL * speed + pQ * speed2) * area * fall
      gx += push * nx; gy += push * ny; gz += push * nz
      if (slamming) {
        // S (u·n)⁺ and its moment: the faces entering the water
        const entering = area * normalSpeed
        swept += entering
        const ex = entering * nx, ey = entering * ny, ez = entering * nz
        sfX += ex; sfY += ey; sfZ += ez
        stX += ry * ez - rz * ey; stY += rz * ex - rx * ez; stZ += rx * ey - ry * ex
        slamPower += entering * normalSpeed
      }
    } else if (cosine < 0) {
      const fall = sF === 0.5 ? Math.sqrt(-cosine) : sF === 1 ? -cosine : Math.pow(-cosine, sF)
      const push = (sL * speed + sQ * speed2) * area * fall
      gx += push * nx; gy += push * ny; gz += push * nz
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
}

/**
 * Add the waterline edges that dragPass listed (vertex offsets p, q into t, a batch's coordinates, in
 * the winding of their wet triangle; `count` offsets) to the waterplane's area and moments about the
 * centre of mass in the step's sums (waterplane.ts layout).
 *
 * The waterplane C and the wet surface S bound the displaced volume, so ∫_C f dA = −∫_S f n_y dA for
 * f(x, z) (the flux of (0, f, 0) through the closed boundary vanishes). By Stokes' theorem with the
 * field (g, 0, 0), ∂g/∂z = f, that is −∮ g dx around the boundary of S, the waterline, traversed in
 * the wet triangles' winding: g = z, xz, z²/2, x²z, z³/3, xz²/2 for f = 1, x, z, x², z², xz. On a
 * straight edge each g is at most cubic in the edge parameter, so Simpson's rule is exact. Only the
 * waterline is visited (tens of edges, not every wet triangle), and on waves the result is the area
 * inside the waterline projected on the horizontal, as stability/waterplane.ts computes it from the
 * whole wet surface.
 */
function addWaterlines(t: Float64Array, count: number): void {
  const sx = stepConstants[SHIFT], sz = stepConstants[SHIFT + 2], edges = waterlineEdges, acc = sums
  let area = 0, firstX = 0, firstZ = 0, secondXX = 0, secondZZ = 0, secondXZ = 0
  for (let e = 0; e < count; e += 2) {
    const p = edges[e], q = edges[e + 1]
    const x0 = t[p] + sx, z0 = t[p + 2] + sz, x1 = t[q] + sx, z1 = t[q + 2] + sz
    const xm = 0.5 * (x0 + x1), zm = 0.5 * (z0 + z1)
    // −∫ g dx = −dx (g0 + 4 gm + g1) / 6
    const w = -(x1 - x0) / 6
    area += w * (z0 + 4 * zm + z1)
    firstX += w * (x0 * z0 + 4 * xm * zm + x1 * z1)
    firstZ += 0.5 * w * (z0 * z0 + 4 * zm * zm + z1 * z1)
    secondXX += w * (x0 * x0 * z0 + 4 * xm * xm * zm + x1 * x1 * z1)
    secondZZ += (w / 3) * (z0 * z0 * z0 + 4 * zm * zm * zm + z1 * z1 * z1)
    secondXZ += 0.5 * w * (x0 * z0 * z0 + 4 * xm * zm * zm + x1 * z1 * z1)
  }
  acc[WATERPLANE + AREA] += area
  acc[WATERPLANE + FIRST_X] += firstX
  acc[WATERPLANE + FIRST_Z] += firstZ
  acc[WATERPLANE + SECOND_XX] += secondXX
  acc[WATERPLANE + SECOND_ZZ] += secondZZ
  acc[WATERPLANE + SECOND_XZ] += secondXZ
}
