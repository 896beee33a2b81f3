import type { WaterSurface } from '../types.js'

// The water, time and torque point of the call in progress, for the clippings that need the true
// depth at points other than the hull's vertices (curved, adaptive). Module state rather than an
// object per call: computeHydrostatics is not re-entrant, and the hot loop must not allocate.
let water: WaterSurface | null = null
let time = 0
let originX = 0
let originY = 0
let originZ = 0

/** Point the probe at this call's water; positions given to depthAt are relative to (x, y, z). */
export function setDepthProbe(surface: WaterSurface | null, t: number, x: number, y: number, z: number): void {
  water = surface
  time = t
  originX = x
  originY = y
  originZ = z
}

/** True depth eta(x, z, t) − y (m, positive under water) at a point relative to the torque point. */
export function depthAt(x: number, y: number, z: number): number {
  const wx = x + originX
  const wz = z + originZ
  const height = (water as WaterSurface).heightAt(wx, wz, time)
  if (!(height - height === 0)) {
    throw new Error(
      `computeHydrostatics: water.heightAt(${wx}, ${wz}, ${time}) returned ${height} at a point inside a hull triangle; it must be a finite number`,
    )
  }
  return height - (y + originY)
}
