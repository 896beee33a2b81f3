// Independent reference for the wet part of a hull on any water: the area where eta(x, z) > y.
// Each triangle r = a + u (b − a) + v (c − a) is cut into `rows` rows of constant v; along each row
// the depth is sampled at 32 points and every sign change is bisected to round-off, so the wet
// length L(v) is exact up to crossings closer than a sample step, and the area 2S ∫ L(v) dv comes
// from the midpoint rule in v.
import type { WaterSurface } from 'react-three-buoyancy/core'

const SAMPLES = 32

export function wetAreaReference(
  world: Float64Array,
  indices: ArrayLike<number>,
  water: WaterSurface,
  t: number,
  rows: number,
): number {
  let area = 0
  for (let k = 0; k < indices.length; k += 3) {
    const a = 3 * indices[k],
      b = 3 * indices[k + 1],
      c = 3 * indices[k + 2]
    const ux = world[b] - world[a],
      uy = world[b + 1] - world[a + 1],
      uz = world[b + 2] - world[a + 2]
    const vx = world[c] - world[a],
      vy = world[c + 1] - world[a + 1],
      vz = world[c + 2] - world[a + 2]
    const twiceArea = Math.hypot(uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx)
    const depth = (u: number, v: number) =>
      water.heightAt(world[a] + u * ux + v * vx, world[a + 2] + u * uz + v * vz, t) - (world[a + 1] + u * uy + v * vy)
    let integral = 0
    for (let i = 0; i < rows; i++) {
      const v = (i + 0.5) / rows
      const end = 1 - v
      let u0 = 0
      let d0 = depth(0, v)
      let wetStart = d0 > 0 ? 0 : NaN
      let length = 0
      for (let s = 1; s <= SAMPLES; s++) {
        const u1 = (end * s) / SAMPLES
        const d1 = depth(u1, v)
        if (d0 > 0 !== d1 > 0) {
          let lo = u0,
            hi = u1
          for (let n = 0; n < 60 && hi - lo > 1e-15; n++) {
            const mid = 0.5 * (lo + hi)
            if (depth(mid, v) > 0 === d0 > 0) lo = mid
            else hi = mid
          }
          const crossing = 0.5 * (lo + hi)
          if (d1 > 0) wetStart = crossing
          else length += crossing - wetStart
        }
        u0 = u1
        d0 = d1
      }
      if (d0 > 0) length += end - wetStart
      integral += length / rows
    }
    area += twiceArea * integral
  }
  return area
}
