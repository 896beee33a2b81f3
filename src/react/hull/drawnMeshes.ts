import type { BufferAttribute, BufferGeometry, InstancedMesh, Mesh, Object3D } from 'three'
import { Matrix4 } from 'three'
import type { HullPart } from './hullTypes.js'

/**
 * `object.userData[NOT_A_HULL_PART] = true` leaves the object and everything under it out of the hull a
 * `<Buoyant>` builds from what it draws (`<Cargo>` and `<Compartment>` mark their own groups so).
 */
export const NOT_A_HULL_PART = 'notAHullPart'

/** The meshes a `<Buoyant>` draws, as buildHull parts in the frame of its group. */
export interface DrawnMeshes {
  /** One part per mesh, and per instance of an InstancedMesh. */
  parts: HullPart[]
  /** The geometry of each part (an instanced geometry repeats): what the hull cache is keyed by. */
  geometries: BufferGeometry[]
  /** Changes when the parts would: the geometries, their data versions and the transforms. */
  key: string
  /** Triangles over all parts. */
  triangles: number
  /** The meshes' names (or types), for messages. */
  names: string[]
}

const ids = new WeakMap<object, number>()
let nextId = 1
/** A number per object, for keys: the object itself stays collectable. */
export function objectId(value: object): number {
  let id = ids.get(value)
  if (id === undefined) ids.set(value, (id = nextId++))
  return id
}

const copies = new WeakMap<BufferAttribute, { version: number; positions: Float32Array }>()

/** The data version of an attribute (an interleaved one's is its buffer's). */
function versionOf(attribute: BufferAttribute): number {
  return (attribute as { data?: { version: number } }).data?.version ?? attribute.version
}

/**
 * x y z per vertex. three's own array when it is a plain float array of triples (buildHull only reads
 * it), else a copy (interleaved or quantized glTF attributes).
 */
function positionsOf(attribute: BufferAttribute): ArrayLike<number> {
  const array = attribute.array as ArrayLike<number>
  const plain =
    (attribute as { isInterleavedBufferAttribute?: boolean }).isInterleavedBufferAttribute !== true &&
    attribute.itemSize === 3 &&
    !attribute.normalized &&
    (array instanceof Float32Array || array instanceof Float64Array)
  if (plain)
    return array.length === 3 * attribute.count ? array : (array as Float32Array).subarray(0, 3 * attribute.count)
  // read on every render of the <Buoyant>: copied once per data version
  const version = versionOf(attribute)
  const copied = copies.get(attribute)
  if (copied !== undefined && copied.version === version) return copied.positions
  const copy = new Float32Array(3 * attribute.count)
  for (let i = 0; i < attribute.count; i++) {
    copy[3 * i] = attribute.getX(i)
    copy[3 * i + 1] = attribute.getY(i)
    copy[3 * i + 2] = attribute.getZ(i)
  }
  copies.set(attribute, { version, positions: copy })
  return copy
}

const instanceMatrix = new Matrix4()

/**
 * Every mesh under `root` that is drawn (visible, not marked {@link NOT_A_HULL_PART}), each placed by its
 * transform relative to `root` (root's own placement in the world does not enter):
 * - an InstancedMesh gives one part per drawn instance (`count`), placed by its instance matrix;
 * - a SkinnedMesh gives its geometry as stored, the bind pose: skinning and morph targets are not applied,
 *   so the hull does not follow an animation (give a `collider` for that);
 * - a BatchedMesh is left out (its geometry is a pool, not a shape).
 * Lines, points and sprites are not meshes and are left out.
 */
export function drawnMeshes(root: Object3D): DrawnMeshes {
  const found: DrawnMeshes = { parts: [], geometries: [], key: '', triangles: 0, names: [] }
  const keys: string[] = []
  const visit = (object: Object3D, placement: Matrix4) => {
    for (const child of object.children) {
      if (!child.visible || child.userData[NOT_A_HULL_PART] === true) continue
      if (child.matrixAutoUpdate) child.updateMatrix()
      const matrix = placement.clone().multiply(child.matrix)
      const mesh = child as Mesh
      if (mesh.isMesh === true && (child as { isBatchedMesh?: boolean }).isBatchedMesh !== true) {
        addMesh(found, keys, mesh, matrix)
      }
      visit(child, matrix)
    }
  }
  visit(root, new Matrix4())
  found.key = keys.join('|')
  return found
}

/** A geometry as one buildHull part (no matrix), its triangle count and a key of its data; null when empty. */
export function geometryPart(geometry: BufferGeometry): { part: HullPart; triangles: number; key: string } | null {
  const attribute = geometry.getAttribute('position') as BufferAttribute | undefined
  if (attribute === undefined || attribute.count === 0) return null
  const positions = positionsOf(attribute)
  const index = geometry.getIndex()
  const triangles = Math.floor((index === null ? attribute.count : index.count) / 3)
  const key = `${objectId(geometry)}.${versionOf(attribute)}.${index?.version ?? -1}`
  return {
    part: index === null ? { positions } : { positions, indices: index.array as ArrayLike<number> },
    triangles,
    key,
  }
}

function addMesh(found: DrawnMeshes, keys: string[], mesh: Mesh, matrix: Matrix4): void {
  const geometry = mesh.geometry
  const read = geometryPart(geometry)
  if (read === null) return
  const instanced = mesh as InstancedMesh
  const placements: Matrix4[] = []
  if (instanced.isInstancedMesh === true) {
    for (let i = 0; i < instanced.count; i++) {
      instanced.getMatrixAt(i, instanceMatrix)
      placements.push(matrix.clone().multiply(instanceMatrix))
    }
  } else placements.push(matrix)
  for (const placement of placements) {
    const elements = Array.from(placement.elements)
    found.parts.push({ ...read.part, matrix: elements })
    found.geometries.push(geometry)
    found.triangles += read.triangles
    keys.push(`${read.key}:${elements.join(',')}`)
  }
  found.names.push(mesh.name || mesh.type)
}
