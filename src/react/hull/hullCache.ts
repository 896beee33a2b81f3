import type { BuiltHull } from './hullTypes.js'
import type { StillWaterModes } from './stillWaterModes.js'

/** A hull built or being built: `settled` resolves (never rejects) once `result` or `error` is set. */
export interface HullJob {
  result: BuiltHull | null
  error: Error | null
  settled: Promise<void>
  /** the still-water modes the worker computed with the hull for the first body that asked, if any */
  stillWater: StillWaterModes | null
}

interface Node {
  next: WeakMap<object, Node>
  jobs: Map<string, HullJob>
}

const newNode = (): Node => ({ next: new WeakMap(), jobs: new Map() })
const root = newNode()

function nodeOf(objects: readonly object[]): Node {
  let node = root
  for (const object of objects) {
    let next = node.next.get(object)
    if (next === undefined) node.next.set(object, (next = newNode()))
    node = next
  }
  return node
}

/**
 * The hull job for these objects (the geometries a hull is read from, in order) and key (their data
 * versions, transforms and the build options), made by `make` the first time. Held weakly: a chain of
 * WeakMaps, one level per object, so a hull is dropped with its geometries. Bodies drawing the same
 * geometries in the same places share one hull, and so one centred hull and one set of per-hull buffers.
 */
export function cachedHullJob(objects: readonly object[], key: string, make: () => HullJob): HullJob {
  const node = nodeOf(objects)
  let job = node.jobs.get(key)
  if (job === undefined) node.jobs.set(key, (job = make()))
  return job
}
