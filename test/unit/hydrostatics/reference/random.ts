// Seeded randomness and rigid motions for the tests (independent of the library's pose code).
import type { Quaternion, Vector } from 'react-three-buoyancy/core'

/** mulberry32: a small seeded generator, so every run sees the same cases. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A uniformly random unit quaternion (Shoemake). */
export function randomQuaternion(random: () => number): Quaternion {
  const u1 = random(),
    u2 = 2 * Math.PI * random(),
    u3 = 2 * Math.PI * random()
  const a = Math.sqrt(1 - u1),
    b = Math.sqrt(u1)
  return { x: a * Math.sin(u2), y: a * Math.cos(u2), z: b * Math.sin(u3), w: b * Math.cos(u3) }
}

/** Rotate v by the unit quaternion q: v + 2 w (u × v) + 2 u × (u × v). */
export function rotate(q: Quaternion, v: Vector): Vector {
  const ux = q.x,
    uy = q.y,
    uz = q.z,
    w = q.w
  const tx = 2 * (uy * v.z - uz * v.y)
  const ty = 2 * (uz * v.x - ux * v.z)
  const tz = 2 * (ux * v.y - uy * v.x)
  return {
    x: v.x + w * tx + (uy * tz - uz * ty),
    y: v.y + w * ty + (uz * tx - ux * tz),
    z: v.z + w * tz + (ux * ty - uy * tx),
  }
}

/** World positions of a body-frame vertex array under a pose. */
export function worldPositions(positions: ArrayLike<number>, position: Vector, q: Quaternion): Float64Array {
  const out = new Float64Array(positions.length)
  for (let i = 0; i < positions.length; i += 3) {
    const r = rotate(q, { x: positions[i], y: positions[i + 1], z: positions[i + 2] })
    out[i] = r.x + position.x
    out[i + 1] = r.y + position.y
    out[i + 2] = r.z + position.z
  }
  return out
}

export function cross(a: Vector, b: Vector): Vector {
  return { x: a.y * b.z - a.z * b.y, y: a.z * b.x - a.x * b.z, z: a.x * b.y - a.y * b.x }
}

export function norm(v: Vector): number {
  return Math.hypot(v.x, v.y, v.z)
}

export function difference(a: Vector, b: Vector): Vector {
  return { x: a.x - b.x, y: a.y - b.y, z: a.z - b.z }
}
