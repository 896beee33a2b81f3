import { DEFAULT_MAX_TRIANGLES, buildHull } from '../../core/internal.js'
import { type HullJob, cachedHullJob } from './hullCache.js'
import { buildHullInBackground } from './hullWorkerClient.js'
import type { BuildHullOptions, HullPart } from './hullTypes.js'
import type { BodyLoading } from './stillWaterModes.js'

/**
 * Inputs of at most this many triangles that are clean and closed are taken exactly at once, on the main
 * thread (a few ms), so such a model's body exists from the first render. Everything else is built in the
 * background, small or not: wrapping even a 37-triangle open boat takes ~300 ms (a grid), and buildHull
 * on a 200k-triangle mesh about a second.
 */
export const MAIN_THREAD_TRIANGLES = 4000

/** The share of its bounding box below which a clean model may be hollow or thin-walled (a sphere fills 52 %). */
const HOLLOW_SHARE = 0.25

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error))
}

/** Settled now when the parts are clean, closed and small: what 'auto' (or 'exact') gives then. */
function exactNow(parts: HullPart[], options: BuildHullOptions): HullJob | null {
  const job: HullJob = { result: null, error: null, settled: Promise.resolve(), stillWater: null }
  try {
    job.result = buildHull(parts, { ...options, method: 'exact' })
    // clean and closed: 'auto' differs from 'exact' for a hollow of one mesh (its inner shells left out) and
    // says when a mesh may be a vessel modelled with wall thickness; both fill little of their bounding box.
    // Only then is it asked (one part: several whose bounds overlap it would wrap, which is not quick)
    const { volume, bounds } = job.result.hull
    const box = (bounds.max.x - bounds.min.x) * (bounds.max.y - bounds.min.y) * (bounds.max.z - bounds.min.z)
    if (options.method !== 'exact' && parts.length === 1 && volume < HOLLOW_SHARE * box) {
      job.result = buildHull(parts, { ...options, method: 'auto' })
    }
  } catch (error) {
    // 'exact' refuses with buildHull's own message, naming the ways out
    if (options.method !== 'exact') return null
    job.error = asError(error)
  }
  return job
}

function builtInBackground(parts: HullPart[], options: BuildHullOptions, loading: BodyLoading): HullJob {
  const job: HullJob = { result: null, error: null, settled: Promise.resolve(), stillWater: null }
  job.settled = buildHullInBackground(parts, options, loading).then(
    ({ stillWater, ...built }) => {
      job.result = built
      job.stillWater = stillWater
    },
    (error: unknown) => void (job.error = asError(error)),
  )
  return job
}

/**
 * The hull of `parts`, shared by every caller with the same `objects` (the geometries, in order) and
 * `key` (their versions, placements and the options): taken exactly now when small, clean and closed,
 * else built in the background, with the still-water modes of the first caller's `loading`.
 */
export function hullJob(
  objects: readonly object[],
  key: string,
  parts: HullPart[],
  triangles: number,
  options: BuildHullOptions,
  loading: BodyLoading,
): HullJob {
  return cachedHullJob(objects, `${key}|${JSON.stringify(options)}`, () => {
    const method = options.method ?? 'auto'
    const budget = Math.min(MAIN_THREAD_TRIANGLES, options.maxTriangles ?? DEFAULT_MAX_TRIANGLES)
    const small = triangles <= budget && (method === 'auto' || method === 'exact')
    return (small ? exactNow(parts, options) : null) ?? builtInBackground(parts, options, loading)
  })
}
