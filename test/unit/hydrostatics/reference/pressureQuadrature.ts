// Independent reference for any water: brute-force quadrature of p = rho g max(eta − y, 0) over
// each triangle on a barycentric grid of m² small triangles (one point at each small centroid),
// summing p n dA and (r − c) × p n dA, with m doubled until the sums settle.
import type { Vector, WaterSurface } from 'react-three-buoyancy/core'

export interface PressureReference {
  force: Vector
  torque: Vector
  /** the last grid size used */
  m: number
}

function quadrature(
  world: Float64Array,
  indices: ArrayLike<number>,
  water: WaterSurface,
  t: number,
  about: Vector,
  rhoG: number,
  m: number,
): PressureReference {
  let fx = 0,
    fy = 0,
    fz = 0,
    tx = 0,
    ty = 0,
    tz = 0
  for (let k = 0; k < indices.length; k += 3) {
    const a = 3 * indices[k],
      b = 3 * indices[k + 1],
      c = 3 * indices[k + 2]
    const ax = world[a],
      ay = world[a + 1],
      az = world[a + 2]
    const ux = world[b] - ax,
      uy = world[b + 1] - ay,
      uz = world[b + 2] - az
    const vx = world[c] - ax,
      vy = world[c + 1] - ay,
      vz = world[c + 2] - az
    // (u × v) / 2 = S n; each small triangle carries S n / m²
    const sx = (uy * vz - uz * vy) / (2 * m * m)
    const sy = (uz * vx - ux * vz) / (2 * m * m)
    const sz = (ux * vy - uy * vx) / (2 * m * m)
    const sample = (bu: number, bv: number) => {
      const x = ax + bu * ux + bv * vx,
        y = ay + bu * uy + bv * vy,
        z = az + bu * uz + bv * vz
      const depth = water.heightAt(x, z, t) - y
      if (depth <= 0) return
      const p = -rhoG * depth
      const dfx = p * sx,
        dfy = p * sy,
        dfz = p * sz
      fx += dfx
      fy += dfy
      fz += dfz
      const rx = x - about.x,
        ry = y - about.y,
        rz = z - about.z
      tx += ry * dfz - rz * dfy
      ty += rz * dfx - rx * dfz
      tz += rx * dfy - ry * dfx
    }
    for (let i = 0; i < m; i++) {
      for (let j = 0; i + j < m; j++) {
        sample((i + 1 / 3) / m, (j + 1 / 3) / m)
        if (i + j <= m - 2) sample((i + 2 / 3) / m, (j + 2 / 3) / m)
      }
    }
  }
  return { force: { x: fx, y: fy, z: fz }, torque: { x: tx, y: ty, z: tz }, m }
}

/**
 * Converged pressure integral: doubles m from `start` until force and torque change by less than
 * `forceTolerance` (N) and `torqueTolerance` (N·m), up to m = `limit`; throws if it does not settle.
 */
export function pressureReference(
  world: Float64Array,
  indices: ArrayLike<number>,
  water: WaterSurface,
  t: number,
  about: Vector,
  rhoG: number,
  forceTolerance: number,
  torqueTolerance: number,
  start = 32,
  limit = 1024,
): PressureReference {
  let previous = quadrature(world, indices, water, t, about, rhoG, start)
  for (let m = 2 * start; m <= limit; m *= 2) {
    const next = quadrature(world, indices, water, t, about, rhoG, m)
    const df = Math.hypot(
      next.force.x - previous.force.x,
      next.force.y - previous.force.y,
      next.force.z - previous.force.z,
    )
    const dt = Math.hypot(
      next.torque.x - previous.torque.x,
      next.torque.y - previous.torque.y,
      next.torque.z - previous.torque.z,
    )
    if (df < forceTolerance && dt < torqueTolerance) return next
    previous = next
  }
  throw new Error(`pressureReference: did not converge by m = ${limit}`)
}
