import { requirePositive } from './checkArguments.js'
import type { TriangleMesh } from './types.js'

// Corner i + 2j + 4k sits at the (i, j, k) end of the x, y and z sizes; each face is a quad
// listed counter-clockwise seen from outside.
const FACES = [
  [0, 4, 6, 2], // -x
  [1, 3, 7, 5], // +x
  [0, 1, 5, 4], // -y
  [2, 6, 7, 3], // +y
  [0, 2, 3, 1], // -z
  [4, 5, 7, 6], // +z
]

/**
 * A box centred on the origin: 8 vertices, 12 triangles.
 *
 * @param width size along x, m
 * @param height size along y, m
 * @param depth size along z, m
 */
export function boxMesh(width: number, height: number, depth: number): TriangleMesh {
  requirePositive('boxMesh', 'width', width)
  requirePositive('boxMesh', 'height', height)
  requirePositive('boxMesh', 'depth', depth)
  const positions = new Float64Array(24)
  for (let corner = 0; corner < 8; corner++) {
    positions[3 * corner] = ((corner & 1) - 0.5) * width
    positions[3 * corner + 1] = (((corner >> 1) & 1) - 0.5) * height
    positions[3 * corner + 2] = (((corner >> 2) & 1) - 0.5) * depth
  }
  const indices = new Uint32Array(36)
  FACES.forEach(([a, b, c, d], face) => {
    indices.set([a, b, c, a, c, d], 6 * face)
  })
  return { positions, indices }
}
