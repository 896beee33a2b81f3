import { type HullParts, buildHull, hullFromParts } from '../../core/internal.js'
import type { BuildHullOptions, BuiltHull, HullPart, HullReport } from './hullTypes.js'
import { primeHullCode } from './primeHullCode.js'
import type { BodyLoading, StillWaterModes } from './stillWaterModes.js'

/** What the main thread asks the hull worker: a hull, and the still-water modes of a body loading it so. */
export interface HullWorkerRequest {
  id: number
  parts: HullPart[]
  options: BuildHullOptions
  loading?: BodyLoading
}

/** What the hull worker answers: the hull's parts, the report and the modes, or why it refused. */
export type HullWorkerReply =
  | { id: number; parts: HullParts; report: HullReport; stillWater: StillWaterModes | null }
  | { id: number; error: string }

/** A hull built in the background, with the still-water modes of the loading asked (null when none). */
export interface BackgroundHull extends BuiltHull {
  stillWater: StillWaterModes | null
}

interface Pending {
  request: HullWorkerRequest
  resolve(built: BackgroundHull): void
  reject(error: Error): void
}

// undefined: not started yet; null: no worker here (Node, SSR) or it failed to load.
let worker: Worker | null | undefined
const pending = new Map<number, Pending>()
let nextId = 1

/**
 * The Hull object (it has a method) does not cross threads: it is wrapped again around the worker's parts,
 * which createHull made and checked there. Nothing is computed or checked again here (createHull on a
 * 5,000-triangle hull was a 120–165 ms task on a loaded page), so the main thread never loops over the
 * hull for it.
 */
function hullFromReply(reply: Extract<HullWorkerReply, { parts: HullParts }>): BackgroundHull {
  return { hull: hullFromParts(reply.parts), report: reply.report, stillWater: reply.stillWater }
}

/** Builds on the main thread in a later task (after the mount that asked), for where no worker runs. */
function buildLater(request: HullWorkerRequest): Promise<BackgroundHull> {
  return new Promise((resolve, reject) =>
    setTimeout(() => {
      try {
        resolve({ ...buildHull(request.parts, request.options), stillWater: null })
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)))
      }
    }, 0),
  )
}

function startWorker(): Worker | null {
  if (worker !== undefined) return worker
  if (typeof Worker !== 'function') return (worker = null)
  try {
    // The pattern bundlers understand (Vite emits the worker and its imports as a chunk); in dist/ it is
    // a plain ES module worker beside this file.
    worker = new Worker(new URL('./hullWorker.js', import.meta.url), { type: 'module' })
  } catch {
    return (worker = null)
  }
  worker.onmessage = ({ data }: MessageEvent<HullWorkerReply>) => {
    const job = pending.get(data.id)
    if (job === undefined) return
    pending.delete(data.id)
    if ('error' in data) job.reject(new Error(data.error))
    else {
      try {
        job.resolve(hullFromReply(data))
      } catch (error) {
        job.reject(error instanceof Error ? error : new Error(String(error)))
      }
    }
  }
  // The script did not load (a bundler that moved it, a strict CSP): build here instead, and stop asking it.
  worker.onerror = (event) => {
    event.preventDefault()
    worker?.terminate()
    worker = null
    const jobs = [...pending.values()]
    pending.clear()
    for (const job of jobs) buildLater(job.request).then(job.resolve, job.reject)
  }
  return worker
}

/**
 * Builds a hull without holding the main thread: in a module worker when the platform has one, with the
 * still-water modes of the body frame `loading` gives it, else in a task of its own after the current one
 * (Node, SSR, a worker that failed to load; no modes then: the body frame's step computes them).
 */
export function buildHullInBackground(
  parts: HullPart[],
  options: BuildHullOptions,
  loading?: BodyLoading,
): Promise<BackgroundHull> {
  const request: HullWorkerRequest = { id: nextId++, parts, options, loading }
  const running = startWorker()
  if (running === null) return buildLater(request)
  primeHullCode()
  return new Promise((resolve, reject) => {
    pending.set(request.id, { request, resolve, reject })
    // in a task of its own: postMessage copies the parts (a 200k-triangle mesh is ~4 MB), which would
    // otherwise lengthen the commit that mounts the <Buoyant> (a worker that failed meanwhile ignores it:
    // onerror has handed the job to the main thread)
    setTimeout(() => running.postMessage(request), 0)
  })
}
