// A module worker that runs buildHull off the main thread (hullWorkerClient.ts starts it). It answers
// each request with the hull's arrays and the report; the Hull object itself (with its methods) cannot
// cross to the main thread, which rebuilds it from those arrays.
import { buildHull } from '../../core/internal.js'
import type { HullWorkerReply, HullWorkerRequest } from './hullWorkerClient.js'

const scope = globalThis as unknown as {
  onmessage: ((event: { data: HullWorkerRequest }) => void) | null
  postMessage(message: HullWorkerReply, transfer: ArrayBuffer[]): void
}

scope.onmessage = ({ data }) => {
  try {
    const { hull, report } = buildHull(data.parts, data.options)
    const positions = Float64Array.from(hull.positions)
    const indices = Uint32Array.from(hull.indices)
    scope.postMessage({ id: data.id, positions, indices, report }, [positions.buffer, indices.buffer])
  } catch (error) {
    scope.postMessage({ id: data.id, error: error instanceof Error ? error.message : String(error) }, [])
  }
}
