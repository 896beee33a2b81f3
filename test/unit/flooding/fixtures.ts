import { boxMesh, createHull } from 'react-three-buoyancy/core'
import type { Hull, Pose } from 'react-three-buoyancy/core'

export const RHO = 1025
export const G = 9.81
export const DEG = Math.PI / 180

/** A box hull L × D × B (x, y, z) centred on the body origin. */
export function boxHull(length: number, depth: number, breadth: number): Hull {
  const mesh = boxMesh(length, depth, breadth)
  return createHull(mesh.positions, mesh.indices)
}

/** A pose at `position`, heeled about x by `heel` (rad). */
export function heeledPose(heel: number, x = 0, y = 0, z = 0): Pose {
  return {
    position: { x, y, z },
    quaternion: { x: Math.sin(heel / 2), y: 0, z: 0, w: Math.cos(heel / 2) },
  }
}
