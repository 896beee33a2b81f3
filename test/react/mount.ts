import ReactThreeTestRenderer from '@react-three/test-renderer'
import type { ReactNode } from 'react'
import { afterEach } from 'vitest'
import { bodiesJoined } from '../../src/react/buoyant/joiningBodies.js'

/** What the test renderer gives back for a mounted r3f element. */
export type Renderer = Awaited<ReturnType<typeof ReactThreeTestRenderer.create>>

const mounted: Renderer[] = []

/**
 * Mounts an r3f element with the test renderer, and waits for the bodies that compute their still-water
 * modes in a task of their own (a crowd's, past one task's budget: tests run back to back in one task, so
 * any test's body may be one). Unlike mountScene it does not wait for hulls built in the background: the
 * tests of those drive the timers themselves. {@link unmountAfterEach} takes it down again.
 */
export async function mount(element: ReactNode): Promise<Renderer> {
  const renderer = await ReactThreeTestRenderer.create(element)
  await ReactThreeTestRenderer.act(async () => {
    await bodiesJoined(['modes'])
  })
  mounted.push(renderer)
  return renderer
}

/** Unmounts a renderer inside a test (so the after-each clean-up does not unmount it twice). */
export async function unmount(renderer: Renderer): Promise<void> {
  await renderer.unmount()
  mounted.splice(mounted.indexOf(renderer), 1)
}

/**
 * Unmounts, newest first, whatever the test mounted, then runs `then` (restoring mocks or timers): the
 * scene must come down before the mocks it ran on do.
 */
export function unmountAfterEach(then?: () => void): void {
  afterEach(async () => {
    while (mounted.length > 0) await mounted.pop()!.unmount()
    then?.()
  })
}
