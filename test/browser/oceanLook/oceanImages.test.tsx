/// <reference types="vite/client" />
// Not a test: writes the README's images (docs/images/*.png, 960 × 540) when VITE_OCEAN_IMAGES is set, as
// `node scripts/ocean-images.mjs` does; skipped otherwise. The showcase image is the Storybook home scene
// after 10 s of simulation.
import { _roots } from '@react-three/fiber'
import { createRef } from 'react'
import { page } from 'vitest/browser'
import { beforeAll, describe, it } from 'vitest'
import type { PhysicsApi } from 'react-three-buoyancy'
import { HARBOUR_DEFAULTS, HarbourScene } from '../../../stories/showcase/HarbourScene.js'
import { mountCanvas } from '../mountCanvas.js'
import { LOOK_SCENES, drawLookScene } from './lookScenes.js'

const WIDTH = 960
const HEIGHT = 540
const docsImage = (name: string) => `../../../docs/images/${name}.png`

describe.runIf(import.meta.env.VITE_OCEAN_IMAGES)('README images', () => {
  beforeAll(async () => {
    await page.viewport(1280, 800)
  })

  for (const scene of LOOK_SCENES.filter((s) => s.quality === 'high')) {
    it(
      scene.name,
      async () => {
        const mounted = await drawLookScene(scene, WIDTH, HEIGHT)
        await page.screenshot({ element: mounted.canvas, path: docsImage(scene.name) })
        await mounted.unmount()
      },
      120_000,
    )
  }

  it('showcase', async () => {
    const physics = createRef<PhysicsApi>()
    const mounted = await mountCanvas(
      {
        frameloop: 'never',
        dpr: 1,
        gl: { preserveDrawingBuffer: true },
        camera: { position: [26, 9, 30], fov: 50, near: 0.1, far: 4000 },
        children: (
          <>
            <hemisphereLight args={['#e8f4ff', '#16324a', 0.8]} />
            <directionalLight position={[-70, 45, -90]} intensity={2} />
            <HarbourScene controls={{ ...HARBOUR_DEFAULTS, sea: 'moderate' }} physicsRef={physics} />
          </>
        ),
      },
      60_000,
      { width: WIDTH, height: HEIGHT },
    )
    const state = _roots.get(mounted.canvas)!.store.getState()
    state.setSize(WIDTH, HEIGHT)
    state.camera.lookAt(0, 0, 0)
    state.advance(1000, true)
    for (let i = 0; i < 600; i++) physics.current!.step()
    state.advance(1000 + 1000 / 60, true)
    await page.screenshot({ element: mounted.canvas, path: docsImage('showcase') })
    await mounted.unmount()
  }, 120_000)
})
