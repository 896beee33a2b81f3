// Screenshots of fixed ocean scenes (WebGL2 on SwiftShader, 480 × 270 at DPR 1, fixed simulated time),
// compared with the committed references in __screenshots__ with a small tolerance, so a change of look is
// seen. `npx vitest run --project browser test/browser/oceanLook -u` rewrites the references after a
// deliberate change (look at them first).
import { _roots } from '@react-three/fiber'
import { createRef } from 'react'
import { page } from 'vitest/browser'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PhysicsApi } from 'react-three-buoyancy'
import { type MountedCanvas, mountCanvas } from '../mountCanvas.js'
import { LOOK_SCENES, type LookScene, LookSceneContent } from './lookScenes.js'

// A page larger than every canvas drawn (the default iframe is narrower than some).
beforeAll(async () => {
  await page.viewport(1280, 800)
})

let mounted: MountedCanvas | null = null
const errors: string[] = []
beforeEach(() => {
  errors.length = 0
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(' ')))
})
afterEach(async () => {
  await mounted?.unmount()
  mounted = null
  vi.restoreAllMocks()
})

/** Mounts the scene at its fixed time, draws two frames by hand and returns the canvas. */
export async function drawLookScene(scene: LookScene, width: number, height: number): Promise<HTMLCanvasElement> {
  const physics = createRef<PhysicsApi>()
  mounted = await mountCanvas(
    {
      frameloop: 'never',
      dpr: 1,
      gl: { preserveDrawingBuffer: true, antialias: false },
      camera: { position: scene.camera.position, fov: scene.camera.fov, near: 0.1, far: 4000 },
      children: <LookSceneContent scene={scene} physics={physics} />,
    },
    60_000,
    { width, height },
  )
  const state = _roots.get(mounted.canvas)!.store.getState()
  state.setSize(width, height)
  state.advance(1000, true)
  if (scene.boat) {
    // 4 s of simulation from rest (after a first frame, in which the ocean asked for the wet surface): the
    // box settles at its draft and its last step's waterline is recorded.
    for (let i = 0; i < 240; i++) physics.current!.step()
  }
  state.advance(1000 + 1000 / 60, true)
  return mounted.canvas
}

describe('the ocean looks as it did (screenshots against committed references)', () => {
  for (const scene of LOOK_SCENES) {
    it(`${scene.name}`, async () => {
      const canvas = await drawLookScene(scene, 480, 270)
      expect(errors).toEqual([])
      await expect.element(page.elementLocator(canvas)).toMatchScreenshot(scene.name, {
        comparatorName: 'pixelmatch',
        // SwiftShader is deterministic; the tolerance absorbs a Chromium update's rounding, not a new look.
        comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.01 },
      })
    }, 60_000)
  }
})
