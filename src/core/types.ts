/** Any object with numeric x, y, z: THREE.Vector3 and CANNON.Vec3 both qualify. */
export interface Vector {
  x: number
  y: number
  z: number
}

/** Any object with numeric x, y, z, w (a unit quaternion): THREE.Quaternion and CANNON.Quaternion qualify. */
export interface Quaternion {
  x: number
  y: number
  z: number
  w: number
}

/** Maps body coordinates to world: world = position + quaternion · body. A CANNON.Body and a THREE.Object3D are poses. */
export interface Pose {
  position: Vector
  quaternion: Quaternion
}

/**
 * Anything that can say where the water is. World y is up; eta(x, z, t) is the surface height.
 * Any object with `heightAt` works wherever the library accepts water (a user's FFT or height-map sampler).
 */
export interface WaterSurface {
  heightAt(x: number, z: number, t: number): number
  /**
   * Optional, 1/m: a bound on the height's second derivative along any direction (Σ A k² for a sum of
   * sines). 'adaptive' clipping refines against it; without it, it samples each triangle's centroid to
   * measure the surface's departure from the triangle's plane (one more call a triangle, three more where
   * it splits); 0 takes the water as piecewise flat (no refinement), as createWaterPatch does.
   */
  readonly maxCurvature?: number
}

/** Sea water, kg/m³. */
export const SEA_WATER_DENSITY = 1025
/** Standard gravity, m/s². */
export const STANDARD_GRAVITY = 9.81
