import {
  APEX,
  HEAD_FORCE,
  HEAD_TORQUE,
  MOMENT_Y,
  TET_MOMENT,
  TET_VOLUME,
  WATERPLANE_AREA,
  WETTED_AREA,
} from './accumulator.js'
import { ABOUT, POSITION, RHO_G } from './pose.js'
import type { HydrostaticsResult } from './types.js'

/**
 * A zeroed result to pass as `out` to computeHydrostatics, so that the call allocates nothing.
 * Its vectors are plain objects; any object with x, y, z is accepted in their place.
 */
export function createHydrostaticsResult(): HydrostaticsResult {
  return {
    force: { x: 0, y: 0, z: 0 },
    torque: { x: 0, y: 0, z: 0 },
    displacedVolume: 0,
    centerOfBuoyancy: { x: 0, y: 0, z: 0 },
    wettedArea: 0,
    waterplaneArea: 0,
  }
}

/**
 * Turn the accumulated sums into the result (world frame). The torque point frame[ABOUT..] is the
 * origin of the sums; a dry hull reports pose.position as its centre of buoyancy.
 *
 * Centre of buoyancy of the surface integrators: the line of action of the force is the set of
 * points B with (B − c) × F = τ; we take the point of that line at the height of the submerged
 * volume's centroid (MOMENT_Y / V, from the divergence theorem without a cap). On flat water the
 * line is vertical through the true centre of buoyancy, so this is exactly the centroid of the
 * displaced volume; on waves it is the torque-free point at that height. With the 'centroid'
 * integrator its ghost torque moves the line, and B with it.
 */
export function writeResult(
  acc: Float64Array,
  volumeMethod: boolean,
  frame: Float64Array,
  out: HydrostaticsResult,
): HydrostaticsResult {
  const rhoG = frame[RHO_G]
  const cx = frame[ABOUT],
    cy = frame[ABOUT + 1],
    cz = frame[ABOUT + 2]
  let fx: number, fy: number, fz: number, tx: number, ty: number, tz: number
  let bx = 0,
    by = 0,
    bz = 0
  let placed = false
  let volume: number
  if (volumeMethod) {
    volume = acc[TET_VOLUME]
    if (volume !== 0) {
      bx = acc[APEX] + acc[TET_MOMENT] / volume
      by = acc[APEX + 1] + acc[TET_MOMENT + 1] / volume
      bz = acc[APEX + 2] + acc[TET_MOMENT + 2] / volume
      placed = true
    }
    fx = 0
    fy = rhoG * volume
    fz = 0
    // τ = (B − c) × F with F vertical
    tx = -bz * fy
    ty = 0
    tz = bx * fy
  } else {
    const hx = acc[HEAD_FORCE],
      hy = acc[HEAD_FORCE + 1],
      hz = acc[HEAD_FORCE + 2]
    const mx = acc[HEAD_TORQUE],
      my = acc[HEAD_TORQUE + 1],
      mz = acc[HEAD_TORQUE + 2]
    fx = -rhoG * hx
    fy = -rhoG * hy
    fz = -rhoG * hz
    tx = -rhoG * mx
    ty = -rhoG * my
    tz = -rhoG * mz
    volume = -hy
    const f2 = hx * hx + hy * hy + hz * hz
    if (f2 > 0) {
      // the point of the line of action nearest c: (F × τ) / |F|², the same in head units
      let lx = (hy * mz - hz * my) / f2
      let ly = (hz * mx - hx * mz) / f2
      let lz = (hx * my - hy * mx) / f2
      if (volume > 0 && hy * hy > 1e-18 * f2) {
        const s = (acc[MOMENT_Y] / volume - ly) / hy
        lx += s * hx
        ly += s * hy
        lz += s * hz
      }
      bx = lx
      by = ly
      bz = lz
      placed = true
    }
  }
  // a wet area too small to place its force reports the body origin, like a dry hull, never NaN
  placed = placed && Number.isFinite(bx) && Number.isFinite(by) && Number.isFinite(bz)
  out.force.x = fx + 0
  out.force.y = fy + 0
  out.force.z = fz + 0
  out.torque.x = tx + 0
  out.torque.y = ty + 0
  out.torque.z = tz + 0
  out.displacedVolume = volume + 0
  out.centerOfBuoyancy.x = placed ? cx + bx : frame[POSITION]
  out.centerOfBuoyancy.y = placed ? cy + by : frame[POSITION + 1]
  out.centerOfBuoyancy.z = placed ? cz + bz : frame[POSITION + 2]
  out.wettedArea = acc[WETTED_AREA]
  out.waterplaneArea = acc[WATERPLANE_AREA] + 0
  return out
}
