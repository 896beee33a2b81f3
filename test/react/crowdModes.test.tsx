// A crowd of bodies that need still-water modes of their own (radiation 'auto''s strip theory, once per hull
// and loading: 10–200 ms each) must not compute them all in the commit that adds them: past one task's
// budget the rest wait for tasks of their own (react/hull/stillWaterModes.ts), and mountScene waits for
// them. The clock is faked so that each computation costs the same whatever the machine: the test counts
// what happened, it does not time it.
import ReactThreeTestRenderer from '@react-three/test-renderer'
import { createRef } from 'react'
import { afterEach, expect, it, vi } from 'vitest'
import { Buoyant, Physics, type PhysicsApi, Waves } from 'react-three-buoyancy'
import { boxMesh, createHull, flatWater } from 'react-three-buoyancy/core'
import { mountScene } from 'react-three-buoyancy/testing'
import { bodiesJoined } from '../../src/react/buoyant/joiningBodies.js'

afterEach(() => vi.restoreAllMocks())

const slab = (() => {
  const mesh = boxMesh(1, 0.5, 2)
  return createHull(mesh.positions, mesh.indices)
})()
const DENSITIES = [300, 350, 400, 450, 500, 550, 600, 650]

function Crowd({ physics }: { physics?: React.Ref<PhysicsApi> }) {
  return (
    <Waves waves={flatWater()}>
      <Physics ref={physics}>
        {DENSITIES.map((density, i) => (
          <Buoyant key={density} name={`crate ${i}`} hull={slab} position={[3 * i, 0, 0]} density={density} />
        ))}
      </Physics>
    </Waves>
  )
}

/** Every reading of the clock 8 ms later than the last: each body's modes "cost" at least 8 ms. */
function slowClock(): void {
  let now = 0
  vi.spyOn(performance, 'now').mockImplementation(() => (now += 8))
}

/** The crowd under the slow clock, mounted with the test renderer directly: mountScene's wait left out. */
async function mountCrowd() {
  slowClock()
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  const physics = createRef<PhysicsApi>()
  const renderer = await ReactThreeTestRenderer.create(<Crowd physics={physics} />)
  return { renderer, world: physics.current!.world }
}

it("a crowd of eight loadings computes its still-water modes a few a task: some in the mount's commit, the rest after", async () => {
  const { renderer, world } = await mountCrowd()
  try {
    // the first bodies attached in the mount's commit, within the 20 ms budget; the rest wait
    const atOnce = world.bodies.length
    expect(atOnce).toBeGreaterThan(0)
    expect(atOnce).toBeLessThan(DENSITIES.length)
    await ReactThreeTestRenderer.act(async () => {
      await bodiesJoined(['modes'])
    })
    expect(world.bodies).toHaveLength(DENSITIES.length)
  } finally {
    await renderer.unmount()
  }
})

it('mountScene waits for the crowd: every body is in the world at the first step and floats at its draft', async () => {
  slowClock()
  const scene = await mountScene(<Crowd />)
  try {
    expect(scene.physics.world.bodies).toHaveLength(DENSITIES.length)
    vi.restoreAllMocks()
    await scene.step(900)
    // a 0.5 m high box of density ρ_b floats upright at a draft of 0.5 ρ_b / ρ: its centre 0.25 m − draft
    // above the water
    DENSITIES.forEach((density, i) => {
      const pose = scene.physics.namedBodies.get(`crate ${i}`)!.readPose({
        position: { x: 0, y: 0, z: 0 },
        quaternion: { x: 0, y: 0, z: 0, w: 1 },
      })
      expect(pose.position.y).toBeCloseTo(0.25 - (0.5 * density) / 1025, 2)
    })
  } finally {
    await scene.unmount()
  }
})

it('a crowd unmounted while its bodies wait leaves nothing waiting', async () => {
  const { renderer, world } = await mountCrowd()
  expect(world.bodies.length).toBeLessThan(DENSITIES.length)
  await renderer.unmount()
  // the waiting bodies' tasks run, find them gone, and let go: no body joins a world nobody shows
  await ReactThreeTestRenderer.act(async () => {
    await bodiesJoined()
  })
  expect(world.bodies).toHaveLength(0)
})
