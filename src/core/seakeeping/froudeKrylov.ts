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
 * Quadrature: each wet triangle is split into n² similar sub-triangles, n chosen so that
 * k_max · (longest edge) / n ≤ STEP, and the integrand is taken at each sub-triangle's centroid
 * (exact for linear integrands). The error of the centroid rule on a sub-triangle of diameter h is
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

export interface FroudeKrylovSea {
  /** components × COMPONENT_ROW numbers */
  readonly rows: Float64Array
  readonly count: number
  /** largest wavenumber, rad/m */
  readonly maxWavenumber: number
  /** mean water level, m */
  readonly level: number
  /** per component: its time phase at the step being integrated (scratch) */
  readonly phases: Float64Array
  /** per component: sin θ and cos θ at the point being integrated (scratch) */
  readonly sines: Float64Array
  readonly cosines: Float64Array
  /** the point's wave head rate and acceleration (scratch) */
  readonly kinematics: Float64Array
}

/** Pack a sea's components once (at attach). */
export function createFroudeKrylovSea(components: readonly ResolvedWaveComponent[], level = 0): FroudeKrylovSea {
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
  const count = components.length
  return {
    rows,
    count,
    maxWavenumber,
    level,
    phases: new Float64Array(count),
    sines: new Float64Array(count),
    cosines: new Float64Array(count),
    kinematics: new Float64Array(2),
  }
}

/**
 * p_FK − p_hs divided by ρ g at a world point, returned; and in sea.kinematics the wave part of p_FK / ρ g
 * differentiated once and twice in time (Σ A_i e^{−k_i d} ∂ₜ sin θ_i, ∂ₜ²; the diffraction estimate
 * of seakeeping.ts weighs the water's motion with them). The depth below the local surface is taken
 * from the sea itself, not interpolated from the wet triangle's corners: a whole wet hull triangle can
 * span a wavelength (the hydrostatics integrates the true η over it too).
 */
function excessHead(sea: FroudeKrylovSea, x: number, y: number, z: number): number {
  const rows = sea.rows,
    sines = sea.sines,
    cosines = sea.cosines
  let eta = sea.level
  for (let i = 0, at = 0; i < sea.count; i++, at += COMPONENT_ROW) {
    const theta = rows[at + KX] * x + rows[at + KZ] * z + sea.phases[i]
    const sine = Math.sin(theta)
    sines[i] = sine
    cosines[i] = Math.cos(theta)
    eta += rows[at + AMPLITUDE] * sine
  }
  const d = Math.max(0, eta - y)
  let head = 0,
    rate = 0,
    acceleration = 0
  for (let i = 0, at = 0; i < sea.count; i++, at += COMPONENT_ROW) {
    const decayed = rows[at + AMPLITUDE] * Math.exp(-rows[at + K] * d)
    const omega = rows[at + OMEGA]
    head += (decayed - rows[at + AMPLITUDE]) * sines[i]
    rate -= decayed * omega * cosines[i]
    acceleration -= decayed * omega * omega * sines[i]
  }
  sea.kinematics[0] = rate
  sea.kinematics[1] = acceleration
  return head
}

/**
 * Add the Froude–Krylov correction's force and torque (about `about`, world) over a recorded wet
 * surface (world positions; the depths are re-evaluated from the sea) to out[0..2] (force, N) and out[3..5] (torque, N·m),
 * and the first and second time derivatives of the wave part of the Froude–Krylov force and torque to
 * out[6..11] and out[12..17] (the wet surface held still: linear theory).
 *
 * @param weight ρ g, N/m³
 */
export function addFroudeKrylovCorrection(
  sea: FroudeKrylovSea,
  surface: WetSurface,
  time: number,
  weight: number,
  about: { x: number; y: number; z: number },
  out: Float64Array,
): void {
  const rows = sea.rows
  for (let i = 0, at = 0; i < sea.count; i++, at += COMPONENT_ROW) {
    sea.phases[i] = rows[at + PHASE] - rows[at + OMEGA] * time
  }
  const t = surface.triangles
  const kin = sea.kinematics
  const ox = about.x,
    oy = about.y,
    oz = about.z
  let fx = 0,
    fy = 0,
    fz = 0,
    tx = 0,
    ty = 0,
    tz = 0
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
    // outward normal times area
    const nx = 0.5 * (uy * vz - uz * vy),
      ny = 0.5 * (uz * vx - ux * vz),
      nz = 0.5 * (ux * vy - uy * vx)
    const longest = Math.sqrt(
      Math.max(
        ux * ux + uy * uy + uz * uz,
        vx * vx + vy * vy + vz * vz,
        (ux - vx) * (ux - vx) + (uy - vy) * (uy - vy) + (uz - vz) * (uz - vz),
      ),
    )
    const n = Math.max(1, Math.ceil((sea.maxWavenumber * longest) / STEP))
    // Σ head and Σ head · position over the sub-triangles' centroids (barycentric s along u, r along v)
    let sum = 0,
      sx = 0,
      sy = 0,
      sz = 0,
      rate = 0,
      rx = 0,
      ry = 0,
      rz = 0,
      acc = 0,
      qx = 0,
      qy = 0,
      qz = 0
    for (let up = 0; up < 2; up++) {
      const shift = up === 0 ? 1 / 3 : 2 / 3
      const rowsLeft = up === 0 ? n : n - 1
      for (let i = 0; i < rowsLeft; i++) {
        for (let j = 0; j < rowsLeft - i; j++) {
          const s = (i + shift) / n,
            r = (j + shift) / n
          const px = ax + s * ux + r * vx,
            py = ay + s * uy + r * vy,
            pz = az + s * uz + r * vz
          const head = excessHead(sea, px + ox, py + oy, pz + oz)
          sum += head
          sx += head * px
          sy += head * py
          sz += head * pz
          const r1 = kin[0],
            r2 = kin[1]
          rate += r1
          rx += r1 * px
          ry += r1 * py
          rz += r1 * pz
          acc += r2
          qx += r2 * px
          qy += r2 * py
          qz += r2 * pz
        }
      }
    }
    // force −∫ p n dA, each sub-triangle 1/n² of the area
    const scale = -weight / (n * n)
    fx += scale * sum * nx
    fy += scale * sum * ny
    fz += scale * sum * nz
    // torque −∫ p (r × n) dA = (Σ head r) × n · scale
    tx += scale * (sy * nz - sz * ny)
    ty += scale * (sz * nx - sx * nz)
    tz += scale * (sx * ny - sy * nx)
    addWrench(out, 6, scale, rate, rx, ry, rz, nx, ny, nz)
    addWrench(out, 12, scale, acc, qx, qy, qz, nx, ny, nz)
  }
  out[0] += fx
  out[1] += fy
  out[2] += fz
  out[3] += tx
  out[4] += ty
  out[5] += tz
}

/** out[at..at+5] += force and torque of a head integral (Σ h, Σ h r) on a face n: −ρ g ∫ h n, −ρ g ∫ h r × n. */
function addWrench(
  out: Float64Array,
  at: number,
  scale: number,
  sum: number,
  sx: number,
  sy: number,
  sz: number,
  nx: number,
  ny: number,
  nz: number,
): void {
  out[at] += scale * sum * nx
  out[at + 1] += scale * sum * ny
  out[at + 2] += scale * sum * nz
  out[at + 3] += scale * (sy * nz - sz * ny)
  out[at + 4] += scale * (sz * nx - sx * nz)
  out[at + 5] += scale * (sx * ny - sy * nx)
}
