// The hull worker's side of the exchange, run here in Node with the worker's global scope stood in for: it
// answers with the hull's parts, moving its two large arrays, and the main thread's O(1) wrap of those
// parts (after a structured clone, as postMessage makes) is the hull buildHull gives for the same request;
// the still-water modes it sends with them are those the main thread would compute for the body's frame.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { boxMesh, buildHull, icosphereMesh } from 'react-three-buoyancy/core'
import { hullFromParts, modeSearches, modeStiffness } from '../../src/core/internal.js'
import { createBodyFrame } from '../../src/cannon/internal.js'
import { rememberStillWaterModes } from '../../src/react/hull/stillWaterModes.js'
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

it('sends the still-water modes of the asking body, which its frame on the main thread takes without a search', () => {
  // a 4 x 1 x 2 m box of 2,050 kg, its centre of mass given 0.1 m below its centroid (it floats level)
  const box = boxMesh(4, 1, 2)
  const parts = [{ positions: box.positions, indices: box.indices }]
  const centerOfMass = { x: 0, y: -0.1, z: 0 }
  scope.onmessage!({ data: { id: 9, parts, options: {}, loading: { mass: 2050, centerOfMass } } })
  const { message } = sent.pop()!
  if (!('parts' in message)) throw new Error(`the worker refused: ${message.error}`)
  const modes = message.stillWater

  // the main thread's body frame of the hull it wraps takes the worker's modes: no search here
  const frame = createBodyFrame(hullFromParts(message.parts), { mass: 2050 }, centerOfMass, 'test')
  const searched = { ...modeSearches }
  rememberStillWaterModes(frame, modes)
  const taken = modeStiffness(frame.hull, frame.mass, 1025, 9.81)!
  expect(modeSearches).toEqual(searched)
  // what a search on the main thread gives for the same body (another Hull object: nothing remembered)
  const reference = createBodyFrame(buildHull(parts).hull, { mass: 2050 }, centerOfMass, 'test')
  expect(taken).toEqual(modeStiffness(reference.hull, reference.mass, 1025, 9.81))
  expect(modeSearches.calls).toBe(searched.calls + 1)
  // and they are the box's: heave stiffness ρ g A_wp of its 4 x 2 m waterplane, draft 2050 / (1025 · 8) m
  expect(taken.heave / (1025 * 9.81 * 8)).toBeCloseTo(1, 9)
  expect(taken.displacedVolume).toBeCloseTo(2, 9)
  expect(taken.draft).toBeCloseTo(0.25, 9)

  // a body sharing the hull with another mass is not given them: it is searched on the main thread
  const heavier = createBodyFrame(hullFromParts(message.parts), { mass: 3000 }, centerOfMass, 'test')
  rememberStillWaterModes(heavier, modes)
  const own = modeStiffness(heavier.hull, heavier.mass, 1025, 9.81)!
  expect(modeSearches.calls).toBe(searched.calls + 2)
  expect(own.displacedVolume).toBeCloseTo(3000 / 1025, 9)
})
