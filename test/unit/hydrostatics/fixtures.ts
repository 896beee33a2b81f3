// The meshes the hydrostatics tests float, built by the library's own generators and createHull.
import { boatHullMesh, boxMesh, createHull, cylinderMesh, icosphereMesh, torusMesh } from 'react-three-buoyancy/core'
import type { Hull } from 'react-three-buoyancy/core'

export const RHO_G = 1025 * 9.81

export function hullOf(mesh: { positions: Float64Array; indices: Uint32Array }): Hull {
  return createHull(mesh.positions, mesh.indices)
}

/** Named hulls of different kinds: convex, coarse, curved, with a hole, a boat. */
export function testHulls(): Array<[string, Hull]> {
  return [
    ['box', hullOf(boxMesh(2, 1, 3))],
    ['icosphere', hullOf(icosphereMesh(1, 2))],
    ['torus', hullOf(torusMesh(1.2, 0.4, 8, 12))],
    ['cylinder', hullOf(cylinderMesh(0.8, 2, 10))],
    ['boat', hullOf(boatHullMesh())],
  ]
}
