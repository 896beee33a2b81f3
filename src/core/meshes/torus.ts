import { requireInteger, requirePositive } from './checkArguments.js'
import type { TriangleMesh } from './types.js'

/**
 * A torus about the y axis, its ring in the x-z plane, centred on the origin:
 * p(u, v) = ((R + r cos v) cos u, r sin v, (R + r cos v) sin u), with u along the ring and v around
 * the tube (three.js names: `radialSegments` around the tube, `tubularSegments` along the ring).
 * Its volume approaches 2π² R r² as both counts grow. radialSegments · tubularSegments vertices,
 * twice as many triangles.
 *
 * @param majorRadius R, m: from the centre to the middle of the tube
 * @param minorRadius r, m: the tube's radius, less than R
 * @param radialSegments segments around the tube, 3 or more
 * @param tubularSegments segments along the ring, 3 or more
 */
export function torusMesh(
  majorRadius: number,
  minorRadius: number,
  radialSegments: number,
  tubularSegments: number,
): TriangleMesh {
  requirePositive('torusMesh', 'majorRadius', majorRadius)
  requirePositive('torusMesh', 'minorRadius', minorRadius)
  if (minorRadius >= majorRadius) {
    throw new Error(
      `torusMesh: minorRadius ${minorRadius} must be less than majorRadius ${majorRadius}, or the tube passes through itself`,
    )
  }
  requireInteger('torusMesh', 'radialSegments', radialSegments, 3, 1 << 16)
  requireInteger('torusMesh', 'tubularSegments', tubularSegments, 3, 1 << 16)
  const vertexOf = (i: number, j: number) => (i % tubularSegments) * radialSegments + (j % radialSegments)
  const positions = new Float64Array(3 * radialSegments * tubularSegments)
  for (let i = 0; i < tubularSegments; i++) {
    const u = (2 * Math.PI * i) / tubularSegments
    for (let j = 0; j < radialSegments; j++) {
      const v = (2 * Math.PI * j) / radialSegments
      const ring = majorRadius + minorRadius * Math.cos(v)
      positions.set([ring * Math.cos(u), minorRadius * Math.sin(v), ring * Math.sin(u)], 3 * vertexOf(i, j))
    }
  }
  // Around the tube first, then along the ring: ∂p/∂v × ∂p/∂u points out of the tube.
  const indices = new Uint32Array(6 * radialSegments * tubularSegments)
  let offset = 0
  for (let i = 0; i < tubularSegments; i++) {
    for (let j = 0; j < radialSegments; j++) {
      const a = vertexOf(i, j),
        b = vertexOf(i, j + 1),
        c = vertexOf(i + 1, j + 1),
        d = vertexOf(i + 1, j)
      indices.set([a, b, c, a, c, d], offset)
      offset += 6
    }
  }
  return { positions, indices }
}
