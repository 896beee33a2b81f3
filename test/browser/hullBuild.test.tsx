// Building a large hull does not hold the main thread: a 200k-triangle sphere and a 200k-triangle torus
// knot mount as <Buoyant> children, and the browser's own long-task entries (PerformanceObserver
// 'longtask') from the mount until both bodies float are recorded. Built on the main thread, one such hull
// is a single task of a second or more (buildHull on 200k triangles); here the build runs in the worker,
// which sends the hull's parts back (hullFromParts wraps them in O(1)), and the body frame moves the hull
// without createHull's checks (transformHull).
// Three assertions: two structural ones that load cannot break (the main thread ran none of createHull's
// checks, so neither createHull nor buildHull, which ends in it, ran there: counted by core's hullChecks; and
// it searched neither body's still-water equilibrium, which the worker computed with the hull: counted by
// core's modeSearches), and the
// long tasks under MAIN_THREAD_BOUND_MS, a bound above what a loaded machine shows (the figures, with a
// control page, are in bench/HULL-LONG-TASKS.md: `node scripts/bench-hull-long-tasks.mjs`).
// The canvas does not draw (frameloop 'never'): a frame of these 400k triangles is a long task of the
// browser's own on this machine (57–88 ms of the page's thread in the bench's control), not ours. The bodies collide
// with the default convex shape, built from at most 96 points of the hull whatever its size.
import { createRef } from 'react'
import { afterEach, expect, it, vi } from 'vitest'
import type { BuoyantApi, PhysicsApi } from 'react-three-buoyancy'
import { hullChecks, modeSearches } from '../../src/core/internal.js'
import {
  LONG_TASK_MS,
  LargeHullScene,
  type LargeHullsHandle,
  largeGeometries,
  recordLongTasks,
  waitFor,
} from './largeHulls.js'
import { type MountedCanvas, mountCanvas } from './mountCanvas.js'

let mounted: MountedCanvas | null = null
afterEach(async () => {
  await mounted?.unmount()
  mounted = null
  vi.restoreAllMocks()
})

/**
 * No task may come near the length of a main-thread build of one such hull (≥ 1 s quiet, 3–5 s loaded).
 * What the test claims about our work is the structural assertion on hullChecks; this bound only has to hold
 * under CI's load: after issue 12's changes the longest tasks at a load average of 6–10 were 0–128 ms,
 * once 111 and 290 ms in one run (not attributed: that run had no phase marks). Two clean-clone CI runs of
 * sessions 11–12 had one task of 544 and 577 ms (the second 254 ms in, the mount or an early priming round,
 * in a run whose hulls took 2.9 s instead of 2.0: a loaded machine; three busy loops beside the test gave no
 * task over 50 ms), so
 * the bound is 1 s, still under a loaded main-thread build by three times.
 */
const MAIN_THREAD_BOUND_MS = 1000

it('a 200k-triangle sphere and torus knot are made hulls off the main thread, then float', async () => {
  const geometries = largeGeometries()
  expect(geometries.sphere.index!.count / 3).toBeGreaterThan(199_000)
  expect(geometries.knot.index!.count / 3).toBe(200_000)
  vi.spyOn(console, 'warn').mockImplementation(() => {})

  const physics = createRef<PhysicsApi>()
  const refs = [createRef<BuoyantApi>(), createRef<BuoyantApi>()]
  const handle: LargeHullsHandle = { show: () => {} }
  mounted = await mountCanvas({
    frameloop: 'never',
    children: <LargeHullScene geometries={geometries} buoyant handle={handle} physics={physics} bodies={refs} />,
  })

  const checked = { ...hullChecks }
  const searched = { ...modeSearches }
  const recorder = recordLongTasks()
  handle.show(true)
  // Until their hulls are ready the bodies are not in the world, and the models are drawn where placed.
  await waitFor(() => physics.current!.world.bodies.length >= 2, 'the hulls were built')
  const ready = performance.now() - recorder.started
  const longTasks = (await recorder.stop()).filter((task) => task.duration > LONG_TASK_MS)
  console.info(
    `hulls ready after ${ready.toFixed(0)} ms; long tasks (start, ms): ${JSON.stringify(longTasks.map((t) => [Math.round(t.start), Math.round(t.duration)]))}`,
  )

  // the main thread checked no hull: the worker built both, and the main thread wrapped its parts
  expect(hullChecks).toEqual(checked)
  // nor searched either body's equilibrium (radiation 'auto''s still-water modes): the worker sent them with
  // the hull. What it did search is primeHullCode's box (12 triangles), far fewer than either hull.
  const fewest = Math.min(...refs.map((ref) => ref.current!.hull!.triangleCount))
  expect(fewest).toBeGreaterThan(2 * (20 + 80 + 320))
  expect(modeSearches.triangles - searched.triangles).toBeLessThan(fewest)
  expect(Math.max(0, ...longTasks.map((task) => task.duration))).toBeLessThan(MAIN_THREAD_BOUND_MS)
  for (const ref of refs) {
    const report = ref.current!.hullReport!
    expect(report.inputTriangles).toBeGreaterThan(199_000)
    expect(ref.current!.hull!.triangleCount).toBeLessThanOrEqual(5_000)
  }
  // the hulls float: a sphere at density 400 of 1025 sits with its centre above the water
  for (let i = 0; i < 600; i++) physics.current!.step()
  const centre = refs[0].current!.body.position.y
  expect(centre).toBeGreaterThan(0)
  expect(centre).toBeLessThan(1)
  geometries.sphere.dispose()
  geometries.knot.dispose()
}, 120_000)
