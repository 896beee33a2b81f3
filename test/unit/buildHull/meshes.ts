// Test meshes for buildHull, built here independently of src (plain arrays, explicit formulas).
import { boxMesh } from 'react-three-buoyancy/core'

export interface Part {
  positions: number[] | Float32Array | Float64Array
  indices?: number[] | Uint32Array | Uint16Array | null
  matrix?: number[]
}

/** A column-major 4×4 translation, as three's Matrix4.elements. */
export const translation = (x: number, y: number, z: number): number[] => [
  1,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  0,
  1,
  0,
  x,
  y,
  z,
  1,
]

/** An axis-aligned box centred at (x, y, z) as a part placed by its matrix. */
export function boxPart(w: number, h: number, d: number, x = 0, y = 0, z = 0): Part {
  const mesh = boxMesh(w, h, d)
  return { positions: mesh.positions, indices: mesh.indices, matrix: translation(x, y, z) }
}

/** Parts merged into one triangle list (no matrices): a self-intersecting single mesh. */
export function oneSoup(...parts: Part[]): { positions: number[]; indices: number[] } {
  const positions: number[] = []
  const indices: number[] = []
  for (const part of parts) {
    const base = positions.length / 3
    const m = part.matrix ?? translation(0, 0, 0)
    for (let i = 0; i < part.positions.length; i += 3) {
      positions.push(part.positions[i] + m[12], part.positions[i + 1] + m[13], part.positions[i + 2] + m[14])
    }
    for (const i of part.indices ?? []) indices.push(base + i)
  }
  return { positions, indices }
}

/**
 * A surface of revolution about y through the profile points (radius, height), from the axis at the
 * bottom upwards; open at the top when the last point is off the axis.
 */
export function lathe(profile: [number, number][], segments: number): { positions: number[]; indices: number[] } {
  const positions: number[] = []
  const indices: number[] = []
  const ring = (p: number) => 1 + (p - 1) * segments // first vertex of profile point p ≥ 1
  positions.push(0, profile[0][1], 0)
  for (let p = 1; p < profile.length; p++) {
    for (let s = 0; s < segments; s++) {
      const angle = (2 * Math.PI * s) / segments
      positions.push(profile[p][0] * Math.cos(angle), profile[p][1], profile[p][0] * Math.sin(angle))
    }
  }
  for (let s = 0; s < segments; s++) indices.push(0, ring(1) + s, ring(1) + ((s + 1) % segments))
  for (let p = 1; p + 1 < profile.length; p++) {
    for (let s = 0; s < segments; s++) {
      const a = ring(p) + s,
        b = ring(p) + ((s + 1) % segments),
        c = ring(p + 1) + s,
        d = ring(p + 1) + ((s + 1) % segments)
      indices.push(a, c, b, b, c, d)
    }
  }
  const last = profile[profile.length - 1]
  if (last[0] === 0) {
    // closed at the top: a fan onto the axis point
    positions.push(0, last[1], 0)
    const top = positions.length / 3 - 1
    const r = ring(profile.length - 2)
    indices.splice(indices.length - 6 * segments)
    for (let s = 0; s < segments; s++) indices.push(r + s, top, r + ((s + 1) % segments))
  }
  return { positions, indices }
}

/** A UV sphere of radius r with `rings` × `segments` quads (2 · segments · (rings − 1) triangles). */
export function uvSphere(r: number, rings: number, segments: number): { positions: number[]; indices: number[] } {
  const profile: [number, number][] = []
  for (let i = 0; i <= rings; i++) {
    const polar = Math.PI - (Math.PI * i) / rings
    profile.push([i === 0 || i === rings ? 0 : r * Math.sin(polar), r * Math.cos(polar)])
  }
  return lathe(profile, segments)
}
