// Small linear algebra for the tests, written independently of src (row-major 3×3 as number[]).
import { createHull, type Hull, type TriangleMesh } from 'react-three-buoyancy/core'

export const hullOf = (mesh: TriangleMesh): Hull => createHull(mesh.positions, mesh.indices)

export type Matrix3 = number[]

export function quaternionToMatrix(q: { x: number; y: number; z: number; w: number }): Matrix3 {
  const { x, y, z, w } = q
  return [
    1 - 2 * (y * y + z * z),
    2 * (x * y - z * w),
    2 * (x * z + y * w),
    2 * (x * y + z * w),
    1 - 2 * (x * x + z * z),
    2 * (y * z - x * w),
    2 * (x * z - y * w),
    2 * (y * z + x * w),
    1 - 2 * (x * x + y * y),
  ]
}

/** Rotation by `angle` rad about the unit axis (Rodrigues). */
export function axisAngleMatrix(axis: [number, number, number], angle: number): Matrix3 {
  const n = Math.hypot(...axis)
  const [x, y, z] = axis.map((a) => a / n)
  const c = Math.cos(angle)
  const s = Math.sin(angle)
  const k = 1 - c
  return [
    c + x * x * k,
    x * y * k - z * s,
    x * z * k + y * s,
    y * x * k + z * s,
    c + y * y * k,
    y * z * k - x * s,
    z * x * k - y * s,
    z * y * k + x * s,
    c + z * z * k,
  ]
}

export function multiply(a: Matrix3, b: Matrix3): Matrix3 {
  const out: Matrix3 = []
  for (let i = 0; i < 3; i++)
    for (let j = 0; j < 3; j++) {
      out.push(a[3 * i] * b[j] + a[3 * i + 1] * b[3 + j] + a[3 * i + 2] * b[6 + j])
    }
  return out
}

export function transpose(a: Matrix3): Matrix3 {
  return [a[0], a[3], a[6], a[1], a[4], a[7], a[2], a[5], a[8]]
}

export function determinant(a: Matrix3): number {
  return a[0] * (a[4] * a[8] - a[5] * a[7]) - a[1] * (a[3] * a[8] - a[5] * a[6]) + a[2] * (a[3] * a[7] - a[4] * a[6])
}

/** Applies p → R p + t to every vertex, returning new positions. */
export function transformPositions(
  positions: ArrayLike<number>,
  rotation: Matrix3,
  t: [number, number, number],
): Float64Array {
  const out = new Float64Array(positions.length)
  for (let i = 0; i < positions.length; i += 3) {
    const x = positions[i],
      y = positions[i + 1],
      z = positions[i + 2]
    for (let r = 0; r < 3; r++)
      out[i + r] = rotation[3 * r] * x + rotation[3 * r + 1] * y + rotation[3 * r + 2] * z + t[r]
  }
  return out
}

/** Reverses every triangle's winding. */
export function reverseWinding(indices: ArrayLike<number>): Uint32Array {
  const out = Uint32Array.from(indices)
  for (let t = 0; t < out.length; t += 3) {
    const b = out[t + 1]
    out[t + 1] = out[t + 2]
    out[t + 2] = b
  }
  return out
}

export function maxAbsDifference(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let max = 0
  for (let i = 0; i < a.length; i++) max = Math.max(max, Math.abs(a[i] - b[i]))
  return max
}

/** Inertia tensor (row-major) of a solid box of mass m and sizes a, b, c along its own axes, about its centre. */
export function boxInertia(mass: number, a: number, b: number, c: number): Matrix3 {
  return [(mass * (b * b + c * c)) / 12, 0, 0, 0, (mass * (a * a + c * c)) / 12, 0, 0, 0, (mass * (a * a + b * b)) / 12]
}

/** Steiner's term m (|d|² 1 − d dᵀ): the inertia added when the axes move a distance d from the centre of mass. */
export function parallelAxisTerm(mass: number, d: [number, number, number]): Matrix3 {
  const d2 = d[0] * d[0] + d[1] * d[1] + d[2] * d[2]
  const out: Matrix3 = []
  for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) out.push(mass * ((i === j ? d2 : 0) - d[i] * d[j]))
  return out
}

export function add(a: Matrix3, b: Matrix3): Matrix3 {
  return a.map((v, i) => v + b[i])
}
