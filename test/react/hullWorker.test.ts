// The hull worker's side of the exchange, run here in Node with the worker's global scope stood in for: it
// answers with the hull's parts, moving its two large arrays, and the main thread's O(1) wrap of those
// parts (after a structured clone, as postMessage makes) is the hull buildHull gives for the same request.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { buildHull, icosphereMesh } from 'react-three-buoyancy/core'
import { hullFromParts } from '../../src/core/internal.js'
import type { HullWorkerReply, HullWorkerRequest } from '../../src/react/hull/hullWorkerClient.js'

const scope = globalThis as unknown as {
  onmessage: ((event: { data: HullWorkerRequest }) => void) | null
  postMessage?: (message: HullWorkerReply, transfer: ArrayBuffer[]) => void
}
const sent: { message: HullWorkerReply; transfer: ArrayBuffer[] }[] = []

beforeAll(async () => {
  // as postMessage does: a structured clone that moves the buffers listed
  scope.postMessage = (message, transfer) =>
    void sent.push({ message: structuredClone(message, { transfer }), transfer })
  await import('../../src/react/hull/hullWorker.js')
})
afterAll(() => {
  scope.onmessage = null
  delete scope.postMessage
})

it('answers with parts that wrap into the hull buildHull builds, its arrays moved', () => {
  // 5,120 triangles: over the budget of 5,000, so the worker simplifies, as for a large model
  const sphere = icosphereMesh(2, 4)
  const parts = [{ positions: sphere.positions, indices: sphere.indices }]
  scope.onmessage!({ data: { id: 7, parts, options: {} } })
  const { message, transfer } = sent.pop()!
  if (!('parts' in message)) throw new Error(`the worker refused: ${message.error}`)
  expect(message.id).toBe(7)
  // the two arrays were moved, not copied: the worker's buffers are detached, the received ones whole
  expect(transfer.map((buffer) => buffer.byteLength)).toEqual([0, 0])

  const expected = buildHull(parts)
  const hull = hullFromParts(message.parts)
  expect(message.report).toEqual(expected.report)
  expect(hull.positions).toEqual(expected.hull.positions)
  expect(hull.indices).toEqual(expected.hull.indices)
  expect([hull.volume, hull.surfaceArea, hull.boundingRadius, hull.longestEdge]).toEqual([
    expected.hull.volume,
    expected.hull.surfaceArea,
    expected.hull.boundingRadius,
    expected.hull.longestEdge,
  ])
  expect(hull.centroid).toEqual(expected.hull.centroid)
  expect(hull.bounds).toEqual(expected.hull.bounds)
  expect(hull.massProperties(600)).toEqual(expected.hull.massProperties(600))
  // and it is the sphere: the volume within the simplification's bound of the icosphere's own
  expect(Math.abs(hull.volume / buildHull(parts, { method: 'exact' }).hull.volume - 1)).toBeLessThan(0.01)
})

it('answers a refusal with buildHull’s message', () => {
  scope.onmessage!({ data: { id: 8, parts: [{ positions: [0, 0, 0, 1, 0, 0, Number.NaN, 1, 0] }], options: {} } })
  const { message } = sent.pop()!
  expect(message.id).toBe(8)
  expect('error' in message && message.error).toMatch(/^buildHull/)
})
