import type { BufferGeometry, Matrix4 } from 'three'
import { type Hull, type TriangleMesh, createHull } from '../../core/internal.js'

/** A hull, or a closed mesh to make one from (createHull's strict rules: compartments take this). */
export type HullInput = Hull | TriangleMesh | BufferGeometry

function isBufferGeometry(input: unknown): input is BufferGeometry {
  return typeof input === 'object' && input !== null && (input as BufferGeometry).isBufferGeometry === true
}

function isHull(input: unknown): input is Hull {
  return typeof input === 'object' && input !== null && typeof (input as Hull).massProperties === 'function'
}

/**
 * The positions (transformed by `matrix`, when given) and indices of a three.js geometry.
 * @throws Error when it has no position attribute
 */
export function geometryArrays(geometry: BufferGeometry, matrix: Matrix4 | null, caller: string): TriangleMesh {
  const attribute = geometry.getAttribute('position')
  if (attribute === undefined) throw new Error(`${caller}: the geometry has no position attribute`)
  const positions = new Float64Array(attribute.count * 3)
  const e = matrix?.elements
  for (let i = 0; i < attribute.count; i++) {
    const x = attribute.getX(i)
    const y = attribute.getY(i)
    const z = attribute.getZ(i)
    if (e === undefined) {
      positions[3 * i] = x
      positions[3 * i + 1] = y
      positions[3 * i + 2] = z
    } else {
      positions[3 * i] = e[0] * x + e[4] * y + e[8] * z + e[12]
      positions[3 * i + 1] = e[1] * x + e[5] * y + e[9] * z + e[13]
      positions[3 * i + 2] = e[2] * x + e[6] * y + e[10] * z + e[14]
    }
  }
  const index = geometry.getIndex()
  const indices =
    index === null ? Uint32Array.from({ length: attribute.count }, (_, i) => i) : Uint32Array.from(index.array)
  return { positions, indices }
}

/** A hull from what a user handed over (a Hull is used as is). */
export function hullFromInput(input: HullInput, caller: string): Hull {
  if (isHull(input)) return input
  const mesh = isBufferGeometry(input) ? geometryArrays(input, null, caller) : input
  return createHull(mesh.positions, mesh.indices)
}
