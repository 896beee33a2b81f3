// <Ocean> with drei's <Environment> and <Sky>, in a real browser (SwiftShader): the water must reflect the
// environment map drei puts on scene.environment (three's image-based lighting on the ocean's
// MeshPhysicalMaterial), and drei's sky must draw over the ocean's own sky dome rather than under it.
import { Environment, Sky } from '@react-three/drei'
import { _roots } from '@react-three/fiber'
import type { ReactNode } from 'react'
import { afterEach, expect, it } from 'vitest'
import { Ocean, Waves } from 'react-three-buoyancy'
import { type MountedCanvas, mountCanvas } from './mountCanvas.js'

const WIDTH = 96,
  HEIGHT = 54

let mounted: MountedCanvas | null = null
afterEach(async () => {
  await mounted?.unmount()
  mounted = null
})

/** Mean red, green and blue (0–255) of the rows [fromRow, toRow) of one frame of `scene`, row 0 at the top. */
async function meanColour(scene: ReactNode, fromRow: number, toRow: number): Promise<[number, number, number]> {
  mounted = await mountCanvas(
    {
      frameloop: 'never',
      dpr: 1,
      gl: { preserveDrawingBuffer: true, antialias: false },
      // a low camera looking at the horizon: the sea below it seen at grazing angles, where water
      // reflects most (Fresnel), and the sky above it
      camera: { position: [0, 3, 0], rotation: [-0.05, 0, 0], far: 4000 },
      children: scene,
    },
    60_000,
    { width: WIDTH, height: HEIGHT },
  )
  const state = _roots.get(mounted.canvas)!.store.getState()
  // drei's <Environment> renders its cube map in an effect: give it frames, then draw the one we read
  for (let frame = 1; frame <= 3; frame++) {
    state.advance(frame, true)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const gl = state.gl.getContext()
  const pixels = new Uint8Array(WIDTH * HEIGHT * 4)
  gl.readPixels(0, 0, WIDTH, HEIGHT, gl.RGBA, gl.UNSIGNED_BYTE, pixels)
  const sum = [0, 0, 0]
  let count = 0
  // readPixels' row 0 is the bottom of the canvas
  for (let row = fromRow; row < toRow; row++) {
    const y = HEIGHT - 1 - row
    for (let x = 0; x < WIDTH; x++) {
      for (let c = 0; c < 3; c++) sum[c] += pixels[4 * (y * WIDTH + x) + c]
      count++
    }
  }
  await mounted.unmount()
  mounted = null
  return [sum[0] / count, sum[1] / count, sum[2] / count]
}

const sea = (extra?: ReactNode) => (
  <>
    <ambientLight intensity={0.2} />
    <Waves waves="calm">
      <Ocean quality="high" />
    </Waves>
    {extra}
  </>
)

it("reflects drei's <Environment>: a red environment makes the sea near the horizon red", async () => {
  const lowerRows = [Math.ceil(HEIGHT * 0.6), HEIGHT] as const
  const plain = await meanColour(sea(), ...lowerRows)
  const red = await meanColour(
    sea(
      <Environment resolution={16} frames={1}>
        <color attach="background" args={['#ff0000']} />
      </Environment>,
    ),
    ...lowerRows,
  )
  // without it the water is blue-green (its own sky's reflection); with it, the reflection is the red map
  expect(plain[2]).toBeGreaterThan(plain[0])
  expect(red[0] - red[2]).toBeGreaterThan(plain[0] - plain[2] + 20)
}, 120_000)

it("draws drei's <Sky> over the ocean's own sky dome", async () => {
  const upperRows = [0, Math.floor(HEIGHT * 0.3)] as const
  // drei's Sky at a low sun: warmer than the 'day' preset's pale blue
  const dreiSky = <Sky sunPosition={[100, 2, -1000]} turbidity={10} rayleigh={3} />
  const own = await meanColour(sea(), ...upperRows)
  const skyAlone = await meanColour(dreiSky, ...upperRows)
  const both = await meanColour(sea(dreiSky), ...upperRows)
  const distance = (a: number[], b: number[]) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2])
  // above the horizon the picture is drei's sky, as drawn with no ocean, not the ocean's own dome
  expect(distance(own, skyAlone)).toBeGreaterThan(15)
  expect(distance(both, skyAlone)).toBeLessThan(distance(own, skyAlone) / 4)
}, 120_000)
