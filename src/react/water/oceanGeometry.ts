import { Box3, type BufferGeometry, PlaneGeometry, Sphere, Vector3 } from 'three'

/**
 * @throws Error naming the prop when size is not a positive finite number of metres or resolution is not a
 * whole number of segments from 1 to 4096
 */
export function checkOceanGrid(size: number, resolution: number): void {
  checkOceanSize(size)
  checkOceanResolution(resolution)
}

/** @throws Error naming the prop when size is not a positive finite number of metres */
export function checkOceanSize(size: number): void {
  if (typeof size !== 'number' || !Number.isFinite(size) || size <= 0) {
    throw new Error(`<Ocean>: size must be a positive finite number of metres (got ${String(size)})`)
  }
}

/** @throws Error naming the prop when resolution is not a whole number of segments from 1 to 4096 */
export function checkOceanResolution(resolution: number): void {
  if (typeof resolution !== 'number' || !Number.isInteger(resolution) || resolution < 1 || resolution > 4096) {
    throw new Error(
      `<Ocean>: resolution must be a whole number of segments per side from 1 to 4096 (got ${String(resolution)})`,
    )
  }
}

/**
 * A square grid of `resolution` × `resolution` cells, `size` m wide, lying in the x-z plane at y = 0 and
 * facing +y, centred on the origin. The vertex shader displaces it; y stays exactly 0 here (a rotated
 * PlaneGeometry would carry cos(π/2) ≈ 6e-17 rounding into y).
 */
export function createOceanGeometry(size: number, resolution: number): PlaneGeometry {
  checkOceanGrid(size, resolution)
  const geometry = new PlaneGeometry(size, size, resolution, resolution)
  const position = geometry.getAttribute('position')
  const normal = geometry.getAttribute('normal')
  // (x, y, 0) → (x, 0, −y) is the rotation by −π/2 about x: the winding stays counter-clockwise from above.
  for (let i = 0; i < position.count; i++) {
    position.setXYZ(i, position.getX(i), 0, -position.getY(i))
    normal.setXYZ(i, 0, 1, 0)
  }
  return geometry
}

/**
 * Bounds of the displaced plane, so frustum culling and raycasting see the waves, not the flat grid:
 * heights stay within level ± maxAmplitude (m).
 */
export function setOceanBounds(geometry: BufferGeometry, size: number, level: number, maxAmplitude: number): void {
  const half = size / 2
  geometry.boundingBox = new Box3(
    new Vector3(-half, level - maxAmplitude, -half),
    new Vector3(half, level + maxAmplitude, half),
  )
  geometry.boundingSphere = new Sphere(new Vector3(0, level, 0), Math.hypot(half * Math.SQRT2, maxAmplitude))
}
