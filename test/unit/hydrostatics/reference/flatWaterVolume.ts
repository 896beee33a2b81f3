// Independent reference for flat water (docs/PHYSICS.md §1): the submerged volume and its first moments
// from the divergence theorem, V = ∫ (y − h) n_y dA, ∫x dV = ∫ x (y − h) n_y dA,
// ∫y dV = ∫ (y² − h²)/2 n_y dA, ∫z dV = ∫ z (y − h) n_y dA, over the hull clipped by y = h.
// The fields vanish on the waterline cap, so the cap needs no triangulation. Clipping here is a
// Sutherland–Hodgman pass on each triangle, and integration the edge-midpoint rule (exact for
// quadratics): written apart from the library's clipping and integrators on purpose.
import type { Vector } from 'react-three-buoyancy/core'
import { cross, difference } from './random.js'

export interface FlatReference {
  volume: number
  centerOfBuoyancy: Vector
  force: Vector
  torque: Vector
}

function clipBelow(polygon: number[][], h: number): number[][] {
  const out: number[][] = []
  for (let i = 0; i < polygon.length; i++) {
    const p = polygon[i]
    const q = polygon[(i + 1) % polygon.length]
    const pIn = p[1] <= h
    const qIn = q[1] <= h
    if (pIn) out.push(p)
    if (pIn !== qIn) {
      const s = (h - p[1]) / (q[1] - p[1])
      out.push([p[0] + s * (q[0] - p[0]), h, p[2] + s * (q[2] - p[2])])
    }
  }
  return out
}

export function flatWaterReference(
  world: Float64Array,
  indices: ArrayLike<number>,
  level: number,
  torqueAbout: Vector,
  rhoG: number,
): FlatReference {
  let volume = 0,
    mx = 0,
    my = 0,
    mz = 0
  const fields = (x: number, y: number, z: number) => {
    const d = y - level
    return [d, x * d, (y * y - level * level) / 2, z * d]
  }
  for (let t = 0; t < indices.length; t += 3) {
    const corner = (k: number) => {
      const i = indices[t + k]
      return [world[3 * i], world[3 * i + 1], world[3 * i + 2]]
    }
    const polygon = clipBelow([corner(0), corner(1), corner(2)], level)
    for (let k = 1; k + 1 < polygon.length; k++) {
      const a = polygon[0],
        b = polygon[k],
        c = polygon[k + 1]
      const ny2 = (b[2] - a[2]) * (c[0] - a[0]) - (b[0] - a[0]) * (c[2] - a[2]) // 2 S n_y
      const sum = [0, 0, 0, 0]
      for (const [p, q] of [
        [a, b],
        [b, c],
        [c, a],
      ]) {
        const f = fields((p[0] + q[0]) / 2, (p[1] + q[1]) / 2, (p[2] + q[2]) / 2)
        for (let m = 0; m < 4; m++) sum[m] += f[m]
      }
      const w = ny2 / 6 // (S n_y) / 3 per midpoint
      volume += w * sum[0]
      mx += w * sum[1]
      my += w * sum[2]
      mz += w * sum[3]
    }
  }
  const centerOfBuoyancy = volume > 0 ? { x: mx / volume, y: my / volume, z: mz / volume } : { x: NaN, y: NaN, z: NaN }
  const force = { x: 0, y: rhoG * volume, z: 0 }
  const torque = volume > 0 ? cross(difference(centerOfBuoyancy, torqueAbout), force) : { x: 0, y: 0, z: 0 }
  return { volume, centerOfBuoyancy, force, torque }
}
