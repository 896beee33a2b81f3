// <Ocean quality="auto"> (the default) in a real browser whose WebGL is SwiftShader, a software renderer:
// it must choose 'low', draw the canvas at a pixel ratio of at most 1, and lower that while frames are slow;
// a canvas of more than a quarter megapixel starts lower, before its first frame.
import { type CanvasProps, _roots } from '@react-three/fiber'
import type { Mesh, MeshPhysicalMaterial } from 'three'
import { afterEach, expect, it, vi } from 'vitest'
import { OCEAN_QUALITY_LEVELS, Ocean, Waves } from 'react-three-buoyancy'
import { isSoftwareRenderer, rendererName } from '../../src/react/water/softwareRenderer.js'
import { type MountedCanvas, mountCanvas } from './mountCanvas.js'

let mounted: MountedCanvas | null = null

/** A canvas of `box` CSS pixels with the default `<Ocean>` (quality 'auto') on a moderate sea. */
function mountOcean(props: Pick<CanvasProps, 'frameloop' | 'dpr'>, box: { width: number; height: number }) {
  const children = (
    <Waves waves="moderate">
      <Ocean name="ocean" />
    </Waves>
  )
  return mountCanvas({ ...props, camera: { position: [0, 5, 10], far: 4000 }, children }, 60_000, box)
}
afterEach(async () => {
  await mounted?.unmount()
  mounted = null
})

it("'auto' on SwiftShader: recognised as software, the ocean draws at 'low', the DPR is capped at 1, then lowered to 0.5 while slow", async () => {
  mounted = await mountOcean({ frameloop: 'never', dpr: 2 }, { width: 160, height: 90 })
  const state = _roots.get(mounted.canvas)!.store.getState()
  const name = rendererName(state.gl.getContext())
  expect(name).toMatch(/SwiftShader/)
  expect(isSoftwareRenderer(name)).toBe(true)
  state.advance(1, true) // timestamps in seconds: fiber's delta is their difference, in their unit
  const ocean = state.scene.getObjectByName('ocean') as Mesh<never, MeshPhysicalMaterial>
  expect(ocean.material.defines?.OCEAN_DETAIL_COUNT).toBe(OCEAN_QUALITY_LEVELS.low.detailWaves)
  expect(ocean.material.defines?.OCEAN_WHITECAPS).toBe(0)
  expect(state.gl.getPixelRatio()).toBe(1)
  expect(mounted.canvas.width).toBe(160)

  // Frames half a second apart: the first frame's 1 s has settled; a window closes after 3 s of slow frames
  // (6 frames) and lowers the pixel ratio to 0.75; 1 s of settling and 6 more frames, to 0.5; no lower.
  // React commits a drop, and its effect sets the pixel ratio, in tasks of their own: on a loaded machine
  // that takes more than one turn of the event loop, so each expected value is waited for (up to 20 s),
  // and a value that must not have changed yet is read after a pause that covers such a commit.
  // (the cap is the renderer's: fiber's store keeps the <Canvas dpr>)
  const dpr = () => state.gl.getPixelRatio()
  const frames = async (from: number, count: number) => {
    for (let i = 1; i <= count; i++) {
      state.advance(1 + (from + i) * 0.5, true)
      await new Promise((resolve) => setTimeout(resolve, 0)) // React renders the drop, as between real frames
    }
  }
  const becomes = (value: number) => vi.waitFor(() => expect(dpr()).toBe(value), { timeout: 20_000, interval: 50 })
  const stays = async (value: number) => {
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(dpr()).toBe(value)
  }
  await frames(0, 5)
  await stays(1)
  await frames(5, 1)
  await becomes(0.75)
  await frames(6, 7)
  await stays(0.75)
  await frames(13, 1)
  await becomes(0.5)
  await frames(14, 30)
  await stays(0.5)
  expect(mounted.canvas.width).toBe(80)
  expect(ocean.material.defines?.OCEAN_DETAIL_COUNT).toBe(OCEAN_QUALITY_LEVELS.low.detailWaves)
}, 60_000)

it("'auto' on SwiftShader: a 1280 × 720 canvas starts at a pixel ratio of 0.5, where its two steps down used to end", async () => {
  // each step down resizes the drawing buffer, which waits for the frames queued in the GPU process (0.7–0.9 s
  // in the quick start, twice); a canvas this size always stepped down to 0.5, so it starts there
  mounted = await mountOcean({ dpr: 1 }, { width: 1280, height: 720 })
  const state = _roots.get(mounted.canvas)!.store.getState()
  expect(state.gl.getPixelRatio()).toBe(0.5)
  expect(mounted.canvas.width).toBe(640)
}, 60_000)

it("'auto' on SwiftShader: the app's <Canvas> re-rendering does not resize the drawing buffer", async () => {
  // fiber puts its store's ratio back to <Canvas dpr> at each render of the <Canvas>: a cap kept there was
  // undone and redone, two resizes a render (0.2–0.5 s each on SwiftShader, for an app with any state
  // beside its <Canvas>)
  mounted = await mountOcean({ dpr: 1 }, { width: 1280, height: 720 })
  const gl = _roots.get(mounted.canvas)!.store.getState().gl
  const resizes = vi.spyOn(gl, 'setSize')
  for (let i = 0; i < 3; i++) {
    mounted.rerender()
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  expect(resizes).not.toHaveBeenCalled()
  expect(gl.getPixelRatio()).toBe(0.5)
  expect(mounted.canvas.width).toBe(640)
}, 60_000)
