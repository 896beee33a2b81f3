// The Storybook home in real Chromium (WebGL on SwiftShader): it renders, and after 10 s of simulated time
// every hull floats at the surface of the sea the ocean draws.
import { createRef } from 'react'
import { expect, it } from 'vitest'
import type { PhysicsApi } from 'react-three-buoyancy'
import { createWaves, seaState } from 'react-three-buoyancy/core'
import { HARBOUR_DEFAULTS, HARBOUR_FLEET, HarbourScene } from '../../stories/showcase/HarbourScene.js'
import { waitFor } from './largeHulls.js'
import { canvasPerTest, mountCanvas } from './mountCanvas.js'

const canvases = canvasPerTest()

it('renders the showcase, and after 10 s of simulation every body floats at the surface', async () => {
  const physics = createRef<PhysicsApi>()
  const mounted = canvases.keep(
    await mountCanvas({
      camera: { position: [28, 14, 34], fov: 50 },
      children: (
        <>
          <hemisphereLight args={['#e8f4ff', '#16324a', 1.1]} />
          <HarbourScene
            controls={{ ...HARBOUR_DEFAULTS, sea: 'moderate', forces: true, centers: true, wetSurface: true }}
            physicsRef={physics}
          />
        </>
      ),
    }),
  )
  const api = physics.current!
  // the first hull's still-water modes fill a task's budget: the others compute theirs in tasks of their
  // own and join a little later (react/hull/stillWaterModes.ts)
  await waitFor(() => api.namedBodies.size === HARBOUR_FLEET.length, 'every body of the fleet joined', 20_000)
  expect([...api.namedBodies.keys()].sort()).toEqual(HARBOUR_FLEET.map((f) => f.props.name).sort())

  const start = api.clock.time
  for (let i = 0; i < 600; i++) api.step()
  expect(api.clock.time - start).toBeCloseTo(10, 9)

  // The same sea as <Waves waves="moderate">: heights at the bodies, at the world's time.
  const sea = createWaves(seaState('moderate'))
  for (const [name, { body }] of api.namedBodies) {
    const height = body.position.y - sea.heightAt(body.position.x, body.position.z, api.clock.time)
    // Floating: the centre of mass within the body's own size of the water line, neither sunk nor flying.
    expect(Math.abs(height), `${name}: ${height.toFixed(2)} m from the surface`).toBeLessThan(body.boundingRadius)
    expect(body.velocity.length(), `${name} speed`).toBeLessThan(5)
  }

  // The canvas keeps drawing with the stepped world.
  const drawn = mounted.frames()
  const wait = performance.now()
  while (mounted.frames() < drawn + 2 && performance.now() - wait < 15_000) await new Promise((r) => setTimeout(r, 20))
  expect(mounted.frames()).toBeGreaterThanOrEqual(drawn + 2)
  expect(canvases.errors).toEqual([])
})
