// The main thread's long tasks while a 200k-triangle sphere and a 200k-triangle torus knot mount, in real
// Chromium (scripts/bench-hull-long-tasks.mjs runs this file in the browser test project; it is not part of
// `npm test`). Three runs in one page, each printing a 'hull-long-tasks …' JSON line the script records:
// - 'control': the same two meshes with no <Buoyant> (what React and three cost for them regardless of
//   us): their mount, then their first drawn frame (the GPU upload and SwiftShader's rasterising);
// - 'buoyant, cold page': the meshes as <Buoyant> children, from the mount until both bodies are in the
//   world (the hulls built in the worker), the first hull build of the page: what a user's page does;
// - 'buoyant, again': the same with new geometries (no cached hull), the page's code now compiled.
import { _roots } from '@react-three/fiber'
import { createRef } from 'react'
import { expect, it, vi } from 'vitest'
import type { BuoyantApi, PhysicsApi } from 'react-three-buoyancy'
import {
  LargeHullScene,
  type LargeHullsHandle,
  type LongTask,
  largeGeometries,
  recordLongTasks,
  waitFor,
} from '../../test/browser/largeHulls.js'
import { mountCanvas } from '../../test/browser/mountCanvas.js'

function print(run: string, phase: string, tasks: LongTask[], extra: Record<string, number> = {}) {
  const durations = tasks.map((task) => Math.round(task.duration))
  const row = { run, phase, longest: Math.max(0, ...durations), tasks: durations, ...extra }
  console.log(`hull-long-tasks ${JSON.stringify({ ...row, userAgent: navigator.userAgent })}`)
}

async function control() {
  const geometries = largeGeometries()
  const handle: LargeHullsHandle = { show: () => {} }
  const mounted = await mountCanvas({
    frameloop: 'never',
    children: <LargeHullScene geometries={geometries} buoyant={false} handle={handle} />,
  })
  let recorder = recordLongTasks()
  handle.show(true)
  await new Promise((resolve) => setTimeout(resolve, 200))
  print('control', 'mount', await recorder.stop())
  const state = _roots.get(mounted.canvas)!.store.getState()
  recorder = recordLongTasks()
  await new Promise((resolve) => setTimeout(resolve, 0))
  state.gl.render(state.scene, state.camera)
  await new Promise((resolve) => setTimeout(resolve, 200))
  print('control', 'first frame', await recorder.stop())
  await mounted.unmount()
  geometries.sphere.dispose()
  geometries.knot.dispose()
}

async function buoyant(run: string) {
  const geometries = largeGeometries()
  const physics = createRef<PhysicsApi>()
  const bodies = [createRef<BuoyantApi>(), createRef<BuoyantApi>()]
  const handle: LargeHullsHandle = { show: () => {} }
  const mounted = await mountCanvas({
    frameloop: 'never',
    children: <LargeHullScene geometries={geometries} buoyant handle={handle} physics={physics} bodies={bodies} />,
  })
  const recorder = recordLongTasks()
  handle.show(true)
  await waitFor(() => physics.current!.world.bodies.length >= 2, 'the hulls were built')
  const readyMs = Math.round(performance.now() - recorder.started)
  print(run, 'mount until both bodies float', await recorder.stop(), { readyMs })
  expect(bodies[1].current!.hull!.triangleCount).toBeLessThanOrEqual(5_000)
  await mounted.unmount()
  geometries.sphere.dispose()
  geometries.knot.dispose()
}

it('records the long tasks of mounting two 200k-triangle models, with and without <Buoyant>', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  await control()
  await buoyant('buoyant, cold page')
  await buoyant('buoyant, again')
}, 300_000)
