import type { BufferGeometry } from 'three'
import type { Hull, TriangleMesh } from '../../core/internal.js'
import type { HullInput } from '../buoyant/hullSource.js'
import type { BuildHullOptions, HullMethod } from './hullTypes.js'

/**
 * A `<Buoyant>`'s `hull` or `collider` prop: a Hull (used as it is), a mesh or BufferGeometry (made a hull
 * by buildHull), or how to make the hull of the meshes it draws: a method name (`hull="convex"`) or
 * buildHull options (`hull={{ method: 'wrap', maxTriangles: 2000 }}`).
 */
export type HullProp = HullInput | HullMethod | BuildHullOptions

/** Where a `<Buoyant>`'s hull comes from, and how it is made. */
export type HullPlan =
  | { kind: 'hull'; hull: Hull; from: string }
  | { kind: 'mesh'; mesh: TriangleMesh | BufferGeometry; options: BuildHullOptions; chosen: boolean; from: string }
  | { kind: 'drawn'; options: BuildHullOptions; chosen: boolean; from: string }

const METHODS: readonly string[] = ['auto', 'exact', 'convex', 'wrap']

function isHull(value: object): value is Hull {
  return typeof (value as Hull).massProperties === 'function'
}

function isMesh(value: object): value is TriangleMesh | BufferGeometry {
  return (value as BufferGeometry).isBufferGeometry === true || 'positions' in value
}

/** Only the options buildHull reads, in a fixed order (they key the hull cache). */
function buildOptions(options: BuildHullOptions): BuildHullOptions {
  const out: BuildHullOptions = {}
  if (options.method !== undefined) out.method = options.method
  if (options.maxTriangles !== undefined) out.maxTriangles = options.maxTriangles
  return out
}

/**
 * Reads the `hull` and `collider` props (`hull` wins). With neither, or with a method or options, the hull
 * is built from the drawn meshes. `chosen` is true when the user named a method: a hull that is not the
 * input taken exactly is then what they asked for, and is not warned about.
 * @throws Error for a method name buildHull does not know or a prop of another kind
 */
export function hullPlan(hull: HullProp | undefined, collider: HullProp | undefined): HullPlan {
  const prop = hull ?? collider
  const from =
    hull !== undefined ? 'the hull prop' : collider !== undefined ? 'the collider prop' : 'the meshes it draws'
  if (prop === undefined) return { kind: 'drawn', options: {}, chosen: false, from }
  if (typeof prop === 'string') {
    if (!METHODS.includes(prop)) {
      throw new Error(
        `${from} must be a hull, a mesh, or one of ${METHODS.map((m) => `"${m}"`).join(', ')}; got "${prop}"`,
      )
    }
    return { kind: 'drawn', options: { method: prop }, chosen: prop !== 'auto', from: 'the meshes it draws' }
  }
  if (typeof prop !== 'object' || prop === null) {
    throw new Error(`${from} must be a hull, a mesh, a method name or buildHull options; got ${String(prop)}`)
  }
  if (isHull(prop)) return { kind: 'hull', hull: prop, from }
  if (isMesh(prop)) return { kind: 'mesh', mesh: prop, options: {}, chosen: false, from }
  const options = buildOptions(prop)
  return {
    kind: 'drawn',
    options,
    chosen: options.method !== undefined && options.method !== 'auto',
    from: 'the meshes it draws',
  }
}
