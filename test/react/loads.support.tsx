import ReactThreeTestRenderer from '@react-three/test-renderer'
import type { World } from 'cannon-es'
import type { ReactNode } from 'react'
import { afterEach, vi } from 'vitest'
import { type Hull, boxMesh, createHull } from 'react-three-buoyancy/core'

type Renderer = Awaited<ReturnType<typeof ReactThreeTestRenderer.create>>
const mounted: Renderer[] = []

/** Mounts an r3f element with the test renderer; unmounted after each test. */
export async function mount(element: ReactNode): Promise<Renderer> {
  const renderer = await ReactThreeTestRenderer.create(element)
  mounted.push(renderer)
  return renderer
}

afterEach(async () => {
  while (mounted.length > 0) await mounted.pop()!.unmount()
  vi.restoreAllMocks()
})

export const act = ReactThreeTestRenderer.act

/** The step listeners cannon-es holds on a world. */
export function listeners(world: World, type: 'preStep' | 'postStep'): { name: string }[] {
  return (world as unknown as { _listeners?: Record<string, { name: string }[]> })._listeners?.[type] ?? []
}

/** A 20 × 3 × 6 m barge (length along x), centred on (cx, cy, cz) of the group that holds it. */
export const BARGE = { length: 20, depth: 3, beam: 6 }
export function bargeHull(cx = 0, cy = 0, cz = 0): Hull {
  const mesh = boxMesh(BARGE.length, BARGE.depth, BARGE.beam)
  for (let o = 0; o < mesh.positions.length; o += 3) {
    mesh.positions[o] += cx
    mesh.positions[o + 1] += cy
    mesh.positions[o + 2] += cz
  }
  return createHull(mesh.positions, mesh.indices)
}

/** A barge's mesh as a child of a `<Buoyant>`, placed at `at` in the group. */
export function BargeMesh({ at = [0, 0, 0] }: { at?: [number, number, number] }) {
  return (
    <mesh position={at}>
      <boxGeometry args={[BARGE.length, BARGE.depth, BARGE.beam]} />
    </mesh>
  )
}

/** Heel (rad) of a body orientation, about its x axis, from where the world's vertical points in it. */
export function heelOf(q: { x: number; y: number; z: number; w: number }): number {
  const upZ = 2 * (q.y * q.z - q.x * q.w)
  const upY = 1 - 2 * (q.x * q.x + q.z * q.z)
  return Math.atan2(-upZ, upY)
}

/** Trim (rad) of a body orientation: the rise of its x axis. */
export function trimOf(q: { x: number; y: number; z: number; w: number }): number {
  return Math.asin(2 * (q.x * q.y + q.z * q.w))
}
