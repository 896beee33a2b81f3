// A module worker that runs buildHull off the main thread (hullWorkerClient.ts starts it). It answers
// each request with the hull's parts (its arrays, volume integrals and measures), the report and the
// still-water modes of the asking body's frame: the Hull object itself (it has a method) cannot cross to
// the main thread, which wraps those parts in O(1).
import { buildHull, hullParts } from '../../core/internal.js'
import { stillWaterModesOf } from './stillWaterModes.js'
import type { HullWorkerReply, HullWorkerRequest } from './hullWorkerClient.js'

const scope = globalThis as unknown as {
  onmessage: ((event: { data: HullWorkerRequest }) => void) | null
  postMessage(message: HullWorkerReply, transfer: ArrayBuffer[]): void
}

scope.onmessage = ({ data }) => {
  try {
    const { hull, report } = buildHull(data.parts, data.options)
    const stillWater = data.loading === undefined ? null : stillWaterModesOf(hull, data.loading)
    const parts = hullParts(hull)
    // moved, not copied: this thread keeps nothing of the hull (createHull made both arrays: plain buffers)
    const moved = [parts.positions.buffer, parts.indices.buffer] as ArrayBuffer[]
    scope.postMessage({ id: data.id, parts, report, stillWater }, moved)
  } catch (error) {
    scope.postMessage({ id: data.id, error: error instanceof Error ? error.message : String(error) }, [])
  }
}
