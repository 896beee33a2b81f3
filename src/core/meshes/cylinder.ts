import { requireInteger, requirePositive } from './checkArguments.js'
import type { TriangleMesh } from './types.js'

/**
 * A capped cylinder along y, centred on the origin: a prism on the regular polygon of `segments`
 * sides inscribed in the circle of `radius` (its volume is (segments/2) r² sin(2π/segments) · height).
 * Vertex k of each rim sits at angle 2πk/segments from +x toward +z; each cap is a fan about its
 * centre. 2·segments + 2 vertices, 4·segments triangles.
 *
 * @param radius m
 * @param height m, along y
 * @param segments sides of the polygon, 3 or more
 */
export function cylinderMesh(radius: number, height: number, segments: number): TriangleMesh {
  requirePositive('cylinderMesh', 'radius', radius)
  requirePositive('cylinderMesh', 'height', height)
  requireInteger('cylinderMesh', 'segments', segments, 3, 1 << 20)
  const positions = new Float64Array(3 * (2 * segments + 2))
  // Vertex k: bottom rim; segments + k: top rim; then the bottom and top centres.
  for (let k = 0; k < segments; k++) {
    const angle = (2 * Math.PI * k) / segments
    const x = radius * Math.cos(angle)
    const z = radius * Math.sin(angle)
    positions.set([x, -height / 2, z], 3 * k)
    positions.set([x, height / 2, z], 3 * (segments + k))
  }
  const bottomCentre = 2 * segments
  const topCentre = 2 * segments + 1
  positions.set([0, -height / 2, 0, 0, height / 2, 0], 3 * bottomCentre)

  const indices = new Uint32Array(12 * segments)
  for (let k = 0; k < segments; k++) {
    const next = (k + 1) % segments
    const b0 = k,
      b1 = next,
      t0 = segments + k,
      t1 = segments + next
    indices.set([b0, t0, t1, b0, t1, b1, topCentre, t1, t0, bottomCentre, b0, b1], 12 * k)
  }
  return { positions, indices }
}
