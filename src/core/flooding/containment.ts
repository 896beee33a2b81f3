import type { Hull } from '../hull/types.js'
import { windingNumber } from '../hull/windingNumber.js'

const allTriangles = new WeakMap<Hull, Uint32Array>()

function trianglesOf(hull: Hull): Uint32Array {
  let list = allTriangles.get(hull)
  if (list === undefined) {
    list = new Uint32Array(hull.triangleCount)
    for (let t = 0; t < list.length; t++) list[t] = t
    allTriangles.set(hull, list)
  }
  return list
}

/**
 * How far the point p lies outside the closed hull, m: 0 when it is inside (winding number above
 * ½: the solid angle the surface subtends from p is that of a closed surface around it), else its
 * distance to the surface. A point on the surface, where the winding number is ½ on a face and
 * less on an edge or corner, is at distance 0 (a compartment may share the hull's plating).
 */
export function distanceOutside(hull: Hull, px: number, py: number, pz: number): number {
  const triangles = trianglesOf(hull)
  const winding = windingNumber(hull.positions, hull.indices, triangles, 0, triangles.length, px, py, pz)
  if (winding > 0.5) return 0
  return Math.sqrt(distanceToSurfaceSquared(hull, px, py, pz))
}

/** Squared distance from p to the nearest triangle of the hull, m². */
export function distanceToSurfaceSquared(hull: Hull, px: number, py: number, pz: number): number {
  const x = hull.positions
  const idx = hull.indices
  let best = Infinity
  for (let k = 0; k < idx.length; k += 3) {
    const a = 3 * idx[k],
      b = 3 * idx[k + 1],
      c = 3 * idx[k + 2]
    const d = pointTriangleDistanceSquared(
      px,
      py,
      pz,
      x[a],
      x[a + 1],
      x[a + 2],
      x[b],
      x[b + 1],
      x[b + 2],
      x[c],
      x[c + 1],
      x[c + 2],
    )
    if (d < best) best = d
  }
  return best
}

/**
 * Squared distance from p to the triangle abc, m². The closest point is found by the Voronoi
 * regions of the corners, then the edges, then the face (Ericson, Real-Time Collision Detection,
 * §5.1.5), with the barycentric weights from dot products of the edge vectors.
 */
function pointTriangleDistanceSquared(
  px: number,
  py: number,
  pz: number,
  ax: number,
  ay: number,
  az: number,
  bx: number,
  by: number,
  bz: number,
  cx: number,
  cy: number,
  cz: number,
): number {
  const abx = bx - ax,
    aby = by - ay,
    abz = bz - az
  const acx = cx - ax,
    acy = cy - ay,
    acz = cz - az
  const apx = px - ax,
    apy = py - ay,
    apz = pz - az
  const d1 = abx * apx + aby * apy + abz * apz
  const d2 = acx * apx + acy * apy + acz * apz
  if (d1 <= 0 && d2 <= 0) return apx * apx + apy * apy + apz * apz
  const bpx = px - bx,
    bpy = py - by,
    bpz = pz - bz
  const d3 = abx * bpx + aby * bpy + abz * bpz
  const d4 = acx * bpx + acy * bpy + acz * bpz
  if (d3 >= 0 && d4 <= d3) return bpx * bpx + bpy * bpy + bpz * bpz
  const vc = d1 * d4 - d3 * d2
  if (vc <= 0 && d1 >= 0 && d3 <= 0) {
    const v = d1 / (d1 - d3)
    return squared(apx - v * abx, apy - v * aby, apz - v * abz)
  }
  const cpx = px - cx,
    cpy = py - cy,
    cpz = pz - cz
  const d5 = abx * cpx + aby * cpy + abz * cpz
  const d6 = acx * cpx + acy * cpy + acz * cpz
  if (d6 >= 0 && d5 <= d6) return cpx * cpx + cpy * cpy + cpz * cpz
  const vb = d5 * d2 - d1 * d6
  if (vb <= 0 && d2 >= 0 && d6 <= 0) {
    const w = d2 / (d2 - d6)
    return squared(apx - w * acx, apy - w * acy, apz - w * acz)
  }
  const va = d3 * d6 - d5 * d4
  if (va <= 0 && d4 - d3 >= 0 && d5 - d6 >= 0) {
    const w = (d4 - d3) / (d4 - d3 + (d5 - d6))
    return squared(bpx - w * (cx - bx), bpy - w * (cy - by), bpz - w * (cz - bz))
  }
  const denominator = 1 / (va + vb + vc)
  const v = vb * denominator,
    w = vc * denominator
  return squared(apx - v * abx - w * acx, apy - v * aby - w * acy, apz - v * abz - w * acz)
}

function squared(x: number, y: number, z: number): number {
  return x * x + y * y + z * z
}
