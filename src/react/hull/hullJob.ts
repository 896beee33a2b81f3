import { buildHull } from '../../core/internal.js'
import { type HullJob, cachedHullJob } from './hullCache.js'
import { buildHullInBackground } from './hullWorkerClient.js'
import type { BuildHullOptions, HullPart } from './hullTypes.js'

/**
 * Inputs of at most this many triangles are built at once on the main thread, so a small model's body
 * exists from the first render (the ~12–5,000-triangle hulls most scenes float). Larger ones go to the
 * worker: buildHull on a 200k-triangle mesh takes about a second.
 */
export const MAIN_THREAD_TRIANGLES = 5000

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error))
}

function builtNow(parts: HullPart[], options: BuildHullOptions): HullJob {
  const job: HullJob = { result: null, error: null, settled: Promise.resolve() }
  try {
    job.result = buildHull(parts, options)
  } catch (error) {
    job.error = asError(error)
  }
  return job
}

function builtInBackground(parts: HullPart[], options: BuildHullOptions): HullJob {
  const job: HullJob = { result: null, error: null, settled: Promise.resolve() }
  job.settled = buildHullInBackground(parts, options).then(
    (built) => void (job.result = built),
    (error: unknown) => void (job.error = asError(error)),
  )
  return job
}

/**
 * The hull of `parts`, shared by every caller with the same `objects` (the geometries, in order) and
 * `key` (their versions, placements and the options): built now when small, else in the background.
 */
export function hullJob(
  objects: readonly object[],
  key: string,
  parts: HullPart[],
  triangles: number,
  options: BuildHullOptions,
): HullJob {
  return cachedHullJob(objects, `${key}|${JSON.stringify(options)}`, () =>
    triangles <= MAIN_THREAD_TRIANGLES ? builtNow(parts, options) : builtInBackground(parts, options),
  )
}
