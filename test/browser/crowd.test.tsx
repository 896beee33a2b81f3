// A crowd of boxes each of its own size (so each its own hull, and radiation 'auto''s strip-theory table of
// its own: 10–25 ms each in Chromium, warm) mounted at once, as a user writes a fleet of varied crates.
// Before react/hull/stillWaterModes.ts's budget, the commit that added them computed every table: one task
// of 1.0–1.3 s quiet for these 60, nearly all the time to the last body joining (the page frozen). Now the
// mount's task computes about 20 ms of them and the hull worker the rest, each body joining when its modes
// arrive: the mount's task was 0.21–0.29 s quiet (a single crate's cold mount alone is 0.17 s), about a
// sixth of the time to the last body joining (1.4–1.6 s). Asserted: every body ends in the world and floats
// at its draft; no task of the page (the browser's own long-task entries, as in hullBuild.test.tsx) holds
// more than LONGEST_SHARE of that time (a ratio, which CI's load stretches on both sides alike); and the
// main thread searched few of the crates' equilibria (core's modeSearches counts them per thread).
import { createRef } from 'react'
import { afterEach, expect, it } from 'vitest'
import { Buoyant, Physics, type PhysicsApi, Waves } from 'react-three-buoyancy'
import { flatWater } from 'react-three-buoyancy/core'
import { modeSearches } from '../../src/core/internal.js'
import { LONG_TASK_MS, recordLongTasks, waitFor } from './largeHulls.js'
import { type MountedCanvas, mountCanvas } from './mountCanvas.js'

const COUNT = 60
const LONGEST_SHARE = 0.6
/** 0.4 m high, 0.9–1.5 m wide, 1.6–2.8 m long: at 500 kg/m³ each floats upright (its beam over twice its draft) */
const sizes = Array.from({ length: COUNT }, (_, i) => [0.9 + 0.01 * i, 0.4, 1.6 + 0.02 * i] as const)

let mounted: MountedCanvas | null = null
afterEach(async () => {
  await mounted?.unmount()
  mounted = null
})

it('60 crates of 60 sizes mount in many tasks, not one, and all float', async () => {
  const physics = createRef<PhysicsApi>()
  const searched = modeSearches.calls
  const recorder = recordLongTasks()
  mounted = await mountCanvas({
    frameloop: 'never',
    children: (
      <Waves waves={flatWater()}>
        <Physics ref={physics}>
          {sizes.map(([w, h, d], i) => (
            <Buoyant key={i} name={`crate ${i}`} position={[(i % 10) * 3, 0, Math.floor(i / 10) * 4]} density={500}>
              <mesh>
                <boxGeometry args={[w, h, d]} />
              </mesh>
            </Buoyant>
          ))}
        </Physics>
      </Waves>
    ),
  })
  await waitFor(() => physics.current!.world.bodies.length === COUNT, 'every crate joined the world')
  const joined = performance.now() - recorder.started
  const longTasks = (await recorder.stop()).filter((task) => task.duration > LONG_TASK_MS)
  console.info(
    `crowd: every crate in the world after ${joined.toFixed(0)} ms; long tasks (start, ms): ${JSON.stringify(longTasks.map((t) => [Math.round(t.start), Math.round(t.duration)]))}`,
  )
  expect(Math.max(0, ...longTasks.map((task) => task.duration))).toBeLessThan(LONGEST_SHARE * joined)
  // and the main thread searched few of the crates' equilibria: the first task's budget (and the priming's
  // box); the hull worker computed the others' modes
  expect(modeSearches.calls - searched).toBeLessThan(COUNT / 4)
  for (let i = 0; i < 600; i++) physics.current!.step()
  const pose = { position: { x: 0, y: 0, z: 0 }, quaternion: { x: 0, y: 0, z: 0, w: 1 } }
  // a 0.4 m high box of 500 kg/m³ floats at a draft of 0.4 × 500 / 1025 m: its centre that much below 0.2 m
  const draft = (0.4 * 500) / 1025
  for (let i = 0; i < COUNT; i++) {
    physics.current!.namedBodies.get(`crate ${i}`)!.readPose(pose)
    expect(pose.position.y).toBeCloseTo(0.2 - draft, 2)
  }
}, 120_000)
