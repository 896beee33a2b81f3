// Screenshots of fixed ocean scenes (WebGL2 on SwiftShader, 480 × 270 at DPR 1, fixed simulated time),
// compared with the committed references in __screenshots__ with a small tolerance, so a change of look is
// seen. `npx vitest run --project browser test/browser/oceanLook -u` rewrites the references after a
// deliberate change (look at them first).
import { page } from 'vitest/browser'
import { beforeAll, describe, expect, it } from 'vitest'
import { canvasPerTest } from '../mountCanvas.js'
import { LOOK_SCENES, drawLookScene } from './lookScenes.js'

// A page larger than every canvas drawn (the default iframe is narrower than some).
beforeAll(async () => {
  await page.viewport(1280, 800)
})

const canvases = canvasPerTest()

describe('the ocean looks as it did (screenshots against committed references)', () => {
  for (const scene of LOOK_SCENES) {
    it(`${scene.name}`, async () => {
      const mounted = canvases.keep(await drawLookScene(scene, 480, 270))
      const canvas = mounted.canvas
      expect(canvases.errors).toEqual([])
      await expect.element(page.elementLocator(canvas)).toMatchScreenshot(scene.name, {
        comparatorName: 'pixelmatch',
        // SwiftShader is deterministic; the tolerance (0.1 % of the pixels) absorbs a
        // Chromium update's rounding, not a new look: a red foam instead of white fails the boat scene.
        comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.001 },
      })
    }, 60_000)
  }
})
