/// <reference types="vite/client" />
// GPU time of one frame of the ocean at 1920 × 1080 (DPR 1), per configuration, against a plain lit plane:
// EXT_disjoint_timer_query_webgl2 when the GPU offers it, else the wall time of a frame that waits for the
// GPU (a 1-pixel readPixels). Prints one `[ocean-cost] {json}` line per configuration for the script.
import { _roots } from '@react-three/fiber'
import type { ReactNode } from 'react'
import { page } from 'vitest/browser'
import { it } from 'vitest'
import { Ocean, Waves } from 'react-three-buoyancy'
import { mountCanvas } from '../../test/browser/mountCanvas.js'

const WIDTH = 1920
const HEIGHT = 1080
const FRAMES = Number(import.meta.env.VITE_OCEAN_FRAMES ?? 5)

const configurations: { name: string; scene: ReactNode }[] = [
  {
    name: 'plain plane (MeshStandardMaterial, reference)',
    scene: (
      <mesh rotation={[-Math.PI / 2, 0, 0]}>
        <planeGeometry args={[8000, 8000]} />
        <meshStandardMaterial color="#0b3a4f" />
      </mesh>
    ),
  },
  { name: 'patch 200 m, 128 cells (size, v0.1 geometry)', scene: <Ocean size={200} resolution={128} /> },
  { name: 'horizon, detail 0, foam 0 (quality high)', scene: <Ocean quality="high" detail={0} foam={0} /> },
  { name: "horizon, quality 'high' (resolution 128)", scene: <Ocean quality="high" /> },
  { name: "horizon, quality 'medium' (resolution 128)", scene: <Ocean quality="medium" /> },
  { name: "horizon, quality 'low' (resolution 48, growth 1.12)", scene: <Ocean quality="low" /> },
  { name: "horizon, quality 'high', resolution 256", scene: <Ocean quality="high" resolution={256} /> },
]

it('ocean GPU cost per frame at 1920 × 1080', async () => {
  await page.viewport(WIDTH + 40, HEIGHT + 40)
  for (const configuration of configurations) {
    const mounted = await mountCanvas(
      {
        frameloop: 'never',
        dpr: 1,
        camera: { position: [0, 8, 20], fov: 55, near: 0.1, far: 4000 },
        children: (
          <>
            <hemisphereLight args={['#cfe3f5', '#1d3a4d', 0.6]} />
            <directionalLight position={[40, 40, -80]} intensity={2.2} />
            <Waves waves="moderate">{configuration.scene}</Waves>
          </>
        ),
      },
      120_000,
      { width: WIDTH, height: HEIGHT },
    )
    const state = _roots.get(mounted.canvas)!.store.getState()
    state.setSize(WIDTH, HEIGHT)
    state.camera.lookAt(0, 0, -40)
    const gl = state.gl.getContext() as WebGL2RenderingContext
    const timer = gl.getExtension('EXT_disjoint_timer_query_webgl2') as { TIME_ELAPSED_EXT: number } | null
    const pixel = new Uint8Array(4)
    const frame = (t: number) => {
      state.advance(t, true)
      gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel)
    }
    frame(1000) // compiles the programs
    const times: number[] = []
    for (let i = 1; i <= FRAMES; i++) {
      if (timer !== null) {
        const query = gl.createQuery()!
        gl.beginQuery(timer.TIME_ELAPSED_EXT, query)
        state.advance(1000 + i * 16, true)
        gl.endQuery(timer.TIME_ELAPSED_EXT)
        gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel)
        while (!gl.getQueryParameter(query, gl.QUERY_RESULT_AVAILABLE)) await new Promise((r) => setTimeout(r, 1))
        times.push(gl.getQueryParameter(query, gl.QUERY_RESULT) / 1e6)
      } else {
        const start = performance.now()
        frame(1000 + i * 16)
        times.push(performance.now() - start)
      }
    }
    times.sort((a, b) => a - b)
    const info = gl.getExtension('WEBGL_debug_renderer_info')
    const renderer = String(gl.getParameter(info === null ? gl.RENDERER : info.UNMASKED_RENDERER_WEBGL))
    console.log(
      `[ocean-cost] ${JSON.stringify({
        name: configuration.name,
        method: timer !== null ? 'EXT_disjoint_timer_query_webgl2' : 'frame time (readPixels sync)',
        renderer,
        frames: FRAMES,
        minMs: times[0],
        medianMs: times[Math.floor(times.length / 2)],
        triangles: state.gl.info.render.triangles,
      })}`,
    )
    await mounted.unmount()
  }
})
