// <Ocean quality="auto"> (the default) in a real browser whose WebGL is SwiftShader, a software renderer:
// it must choose 'low' and draw the canvas at a pixel ratio of at most 1.
import { _roots } from '@react-three/fiber'
import type { Mesh, MeshPhysicalMaterial } from 'three'
import { afterEach, expect, it } from 'vitest'
import { OCEAN_QUALITY_LEVELS, Ocean, Waves } from 'react-three-buoyancy'
import { isSoftwareRenderer, rendererName } from '../../src/react/water/softwareRenderer.js'
import { type MountedCanvas, mountCanvas } from './mountCanvas.js'

let mounted: MountedCanvas | null = null
afterEach(async () => {
  await mounted?.unmount()
  mounted = null
})

it("'auto' on SwiftShader: the renderer is recognised as software, the ocean draws at 'low', the DPR is capped at 1", async () => {
  mounted = await mountCanvas(
    {
      frameloop: 'never',
      dpr: 2,
      camera: { position: [0, 5, 10], far: 4000 },
      children: (
        <Waves waves="moderate">
          <Ocean name="ocean" />
        </Waves>
      ),
    },
    60_000,
    { width: 160, height: 90 },
  )
  const state = _roots.get(mounted.canvas)!.store.getState()
  const name = rendererName(state.gl.getContext())
  expect(name).toMatch(/SwiftShader/)
  expect(isSoftwareRenderer(name)).toBe(true)
  state.advance(1000, true)
  const ocean = state.scene.getObjectByName('ocean') as Mesh<never, MeshPhysicalMaterial>
  expect(ocean.material.defines?.OCEAN_DETAIL_COUNT).toBe(OCEAN_QUALITY_LEVELS.low.detailWaves)
  expect(ocean.material.defines?.OCEAN_WHITECAPS).toBe(0)
  expect(_roots.get(mounted.canvas)!.store.getState().viewport.dpr).toBe(1)
  expect(mounted.canvas.width).toBe(160)
}, 60_000)
