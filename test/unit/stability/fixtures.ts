import { boxMesh, createHull, cylinderMesh } from 'react-three-buoyancy/core'
import type { Hull } from 'react-three-buoyancy/core'

export const RHO = 1025
export const DEG = Math.PI / 180

/** A box barge: length L along x, depth D along y, breadth B along z, centred on the body origin. */
export function barge(length: number, depth: number, breadth: number): Hull {
  const mesh = boxMesh(length, depth, breadth)
  return createHull(mesh.positions, mesh.indices)
}

/** A horizontal circular cylinder along x (radius, length), from cylinderMesh turned y → x. */
export function horizontalCylinder(radius: number, length: number, segments: number): Hull {
  const mesh = cylinderMesh(radius, length, segments)
  const p = mesh.positions
  for (let o = 0; o < p.length; o += 3) {
    const x = p[o],
      y = p[o + 1]
    // (x, y, z) → (y, −x, z): a proper rotation, so the winding stays outward
    p[o] = y
    p[o + 1] = -x
  }
  return createHull(p, mesh.indices)
}
