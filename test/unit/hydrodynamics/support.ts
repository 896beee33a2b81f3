import {
  createHull,
  createHydrostaticsResult,
  createWetSurface,
  boxMesh,
  WET_TRIANGLE_STRIDE,
} from 'react-three-buoyancy/core'
import type { HydrostaticsResult, RigidBodyState, Vector, WaterSurface, WetSurface } from 'react-three-buoyancy/core'

export const RHO = 1025
export const G = 9.81

/** A wet surface holding the given world triangles (each three [x, y, z] corners, wound outward). */
export function wetSurfaceOf(triangles: number[][][]): WetSurface {
  const wet = createWetSurface(Math.max(triangles.length, 1))
  triangles.forEach((corners, i) => {
    corners.forEach((p, v) => wet.triangles.set([p[0], p[1], p[2], 0], i * WET_TRIANGLE_STRIDE + 4 * v))
  })
  wet.count = triangles.length
  return wet
}

/** A horizontal 1 m² square at height y centred on (x, z), facing down (a flat bottom), as two triangles. */
export function bottomPlate(y = -0.5, x = 0, z = 0, size = 1): number[][][] {
  const h = size / 2
  const a = [x - h, y, z - h],
    b = [x + h, y, z - h],
    c = [x + h, y, z + h],
    d = [x - h, y, z + h]
  // wound so that (b − a) × (c − a) points down
  return [
    [a, b, c],
    [a, c, d],
  ]
}

/** The same square facing up. */
export function topPlate(y = 0.5, x = 0, z = 0, size = 1): number[][][] {
  return bottomPlate(y, x, z, size).map(([a, b, c]) => [a, c, b])
}

export function body(overrides: Partial<RigidBodyState> = {}): RigidBodyState {
  return {
    position: { x: 0, y: 0, z: 0 },
    quaternion: { x: 0, y: 0, z: 0, w: 1 },
    velocity: { x: 0, y: 0, z: 0 },
    angularVelocity: { x: 0, y: 0, z: 0 },
    mass: 1e6,
    inertia: { x: 1e6, y: 1e6, z: 1e6 },
    ...overrides,
  }
}

/** A hydrostatics result that says the body is wet (volume V, centre of buoyancy at b). */
export function wetResult(volume = 1, b: Vector = { x: 0, y: -0.25, z: 0 }): HydrostaticsResult {
  const r = createHydrostaticsResult()
  r.displacedVolume = volume
  r.centerOfBuoyancy.x = b.x
  r.centerOfBuoyancy.y = b.y
  r.centerOfBuoyancy.z = b.z
  return r
}

/** A unit box hull (L = 1 m, S = 6 m²) to give the model its length and area. */
export const unitBox = () => createHull(boxMesh(1, 1, 1).positions, boxMesh(1, 1, 1).indices)

export const still: WaterSurface = { heightAt: () => 0 }

/** Water at rest in height but flowing uniformly at u (m/s). */
export function flowing(u: Vector) {
  return {
    heightAt: () => 0,
    velocityAt<T extends Vector>(_x: number, _y: number, _z: number, _t: number, out: T): T {
      out.x = u.x
      out.y = u.y
      out.z = u.z
      return out
    },
  }
}

/** Only the named term of the drag on. */
export const only = (term: 'viscous' | 'pressure' | 'suction' | 'slamming' | 'radiation') => ({
  viscous: term === 'viscous',
  pressure: term === 'pressure',
  suction: term === 'suction',
  slamming: term === 'slamming',
  radiation: term === 'radiation',
})
