/// <reference types="vite/client" />
// Frame time of the README's quick start at 1280 × 720 with fiber's <Canvas> defaults (antialias, default
// DPR), per ocean quality level, and what each shading feature costs (the same scene with one feature of
// 'high' turned off through the material's #defines). One frame = fiber's advance (physics step, uniforms,
// render) then a 1-pixel readPixels that waits for the GPU, so it is the whole frame a user waits for.
// Then the quick start itself (docs/snippets/quickStart.tsx, its own <Canvas>, requestAnimationFrame) is
// run for a few seconds and its frames counted. Prints `[ocean-frame] {json}` lines for the script.
import { _roots } from '@react-three/fiber'
import type { ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import type { Mesh, MeshPhysicalMaterial } from 'three'
import { page } from 'vitest/browser'
import { it } from 'vitest'
import { Buoyant, Ocean, type OceanQuality, Physics, Waves } from 'react-three-buoyancy'
import { Harbour } from '../../docs/snippets/quickStart.js'
import { mountCanvas } from '../../test/browser/mountCanvas.js'

const WIDTH = 1280
const HEIGHT = 720
const FRAMES = Number(import.meta.env.VITE_OCEAN_FRAMES ?? 5)
const RUN_SECONDS = Number(import.meta.env.VITE_OCEAN_RUN_SECONDS ?? 6)
const WARM_SECONDS = 10

/** The quick start's scene (docs/snippets/quickStart.tsx) with an ocean of the given quality. */
function quickStart(ocean: ReactNode, boat = true): ReactNode {
  return (
    <>
      <hemisphereLight args={['#cfe3f5', '#1d3a4d', 0.6]} />
      <directionalLight position={[-70, 45, -90]} intensity={2} />
      <Waves waves="moderate">
        {ocean}
        <Physics debug={{ waterline: true }}>
          {boat && (
            <Buoyant name="boat" density={400} position={[0, 1, 0]}>
              <mesh>
                <boxGeometry args={[4, 1, 2]} />
                <meshStandardMaterial color="orange" />
              </mesh>
            </Buoyant>
          )}
        </Physics>
      </Waves>
    </>
  )
}

interface Configuration {
  name: string
  scene: ReactNode
  /** #defines forced on the ocean material after mounting (a feature of 'high' turned off) */
  defines?: Record<string, number>
  /** <Canvas> props other than fiber's defaults */
  canvas?: { dpr?: number; gl?: { antialias: boolean } }
}

const level = (quality: OceanQuality): Configuration => ({
  name: `quality ${quality}`,
  scene: quickStart(<Ocean quality={quality} />),
})

const plainPlane = (
  <mesh rotation={[-Math.PI / 2, 0, 0]}>
    <planeGeometry args={[8000, 8000]} />
    <meshStandardMaterial color="#0b3a4f" />
  </mesh>
)

const configurations: Configuration[] = [
  {
    name: 'plain plane + boat (MeshStandardMaterial, reference)',
    scene: quickStart(plainPlane),
  },
  level('high'),
  level('medium'),
  level('low'),
  level('auto'),
  {
    name: 'high without detail waves',
    scene: quickStart(<Ocean quality="high" />),
    defines: { OCEAN_DETAIL_COUNT: 0 },
  },
  { name: 'high without whitecaps', scene: quickStart(<Ocean quality="high" />), defines: { OCEAN_WHITECAPS: 0 } },
  {
    name: 'low with the per-pixel field sum of high (OCEAN_FIELD_PIXEL 1)',
    scene: quickStart(<Ocean quality="low" />),
    defines: { OCEAN_FIELD_PIXEL: 1 },
  },
  { name: 'high, resolution 64', scene: quickStart(<Ocean quality="high" resolution={64} />) },
  { name: 'high, no boat (no waterline foam)', scene: quickStart(<Ocean quality="high" />, false) },
  { name: 'low, no boat', scene: quickStart(<Ocean quality="low" />, false) },
  {
    name: 'low, <Canvas gl={{ antialias: false }}>',
    scene: quickStart(<Ocean quality="low" />),
    canvas: { gl: { antialias: false } },
  },
  { name: 'low, <Canvas dpr={0.5}>', scene: quickStart(<Ocean quality="low" />), canvas: { dpr: 0.5 } },
  {
    name: 'plain plane + boat, <Canvas gl={{ antialias: false }}>',
    scene: quickStart(plainPlane),
    canvas: { gl: { antialias: false } },
  },
]

function report(row: Record<string, unknown>) {
  console.log(`[ocean-frame] ${JSON.stringify(row)}`)
}

function rendererOf(gl: WebGL2RenderingContext): string {
  const info = gl.getExtension('WEBGL_debug_renderer_info')
  return String(gl.getParameter(info === null ? gl.RENDERER : info.UNMASKED_RENDERER_WEBGL))
}

it('quick start frame time per ocean quality at 1280 × 720', async () => {
  await page.viewport(WIDTH + 40, HEIGHT + 40)
  for (const configuration of configurations) {
    const mounted = await mountCanvas(
      {
        frameloop: 'never',
        ...configuration.canvas,
        camera: { position: [12, 6, 12], far: 4000 },
        children: configuration.scene,
      },
      120_000,
      { width: WIDTH, height: HEIGHT },
    )
    const state = _roots.get(mounted.canvas)!.store.getState()
    state.setSize(WIDTH, HEIGHT)
    const gl = state.gl.getContext() as WebGL2RenderingContext
    const pixel = new Uint8Array(4)
    const frame = (t: number) => {
      state.advance(t, true)
      gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel)
    }
    // Timestamps in seconds: fiber's frame delta is their difference, 1/60 s (one physics step a frame).
    frame(1) // compiles the programs
    if (configuration.defines !== undefined) {
      state.scene.traverse((object) => {
        const m = (object as Mesh).material as MeshPhysicalMaterial | undefined
        if (m?.customProgramCacheKey?.() === 'react-three-buoyancy/ocean-look') {
          m.defines = { ...m.defines, ...configuration.defines }
          m.needsUpdate = true
        }
      })
      frame(1.01)
    }
    const times: number[] = []
    for (let i = 1; i <= FRAMES; i++) {
      const start = performance.now()
      frame(1.02 + i / 60)
      times.push(performance.now() - start)
    }
    times.sort((a, b) => a - b)
    report({
      kind: 'frame',
      name: configuration.name,
      renderer: rendererOf(gl),
      dpr: state.viewport.dpr,
      antialias: state.gl.getContextAttributes()?.antialias,
      frames: FRAMES,
      minMs: times[0],
      medianMs: times[Math.floor(times.length / 2)],
      triangles: state.gl.info.render.triangles,
    })
    await mounted.unmount()
  }

  // The README's quick start as a user runs it: its own <Canvas>, requestAnimationFrame, 'auto' quality.
  const container = document.createElement('div')
  container.style.cssText = `position: fixed; left: 0; top: 0; width: ${WIDTH}px; height: ${HEIGHT}px`
  document.body.appendChild(container)
  const root = createRoot(container)
  root.render(<Harbour />)
  const frames = () => {
    const canvas = container.querySelector('canvas')
    return (canvas && _roots.get(canvas)?.store.getState().gl.info.render.frame) || 0
  }
  while (frames() < 3) await new Promise((resolve) => setTimeout(resolve, 50))
  // 'auto' may lower the pixel ratio during its first seconds (1 s settling and 3 s windows, two steps at most)
  await new Promise((resolve) => setTimeout(resolve, WARM_SECONDS * 1000))
  const startFrames = frames()
  const start = performance.now()
  await new Promise((resolve) => setTimeout(resolve, RUN_SECONDS * 1000))
  const seconds = (performance.now() - start) / 1000
  const counted = frames() - startFrames
  const canvas = container.querySelector('canvas')!
  const dpr = _roots.get(canvas)!.store.getState().viewport.dpr
  report({ kind: 'run', name: 'README quick start', warmSeconds: WARM_SECONDS, seconds, frames: counted, dpr })
  root.unmount()
  container.remove()
})
