// <Ocean quality>: the levels' shader defines, 'auto' (software renderers, the frame-rate governor) and the
// pieces behind them, under the test renderer (no real GPU; the browser tests cover SwiftShader).
import type { ReactNode } from 'react'
import ReactThreeTestRenderer from '@react-three/test-renderer'
import { useThree } from '@react-three/fiber'
import { Vector4, type Mesh, type MeshPhysicalMaterial } from 'three'
import { describe, expect, it, vi } from 'vitest'
import { OCEAN_QUALITY_LEVELS, Ocean, Waves } from 'react-three-buoyancy'
import { FrameRateGovernor } from '../../src/react/water/FrameRateGovernor.js'
import { isSoftwareRenderer, rendererName } from '../../src/react/water/softwareRenderer.js'
import { waterlineBounds } from '../../src/react/water/waterlineFoam.js'
import { horizonAxis, horizonCell } from '../../src/react/water/oceanHorizonGeometry.js'
import { createWaves, seaState } from 'react-three-buoyancy/core'
import { type Renderer, mount, unmount, unmountAfterEach } from './mount.js'

unmountAfterEach(() => vi.restoreAllMocks())

describe('software renderer detection', () => {
  it('names CPU rasterisers as software and GPUs as not (renderer strings as browsers report them)', () => {
    for (const software of [
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
      'Google SwiftShader',
      'llvmpipe (LLVM 15.0.6, 256 bits)',
      'ANGLE (Mesa, llvmpipe (LLVM 12.0.0, 256 bits), OpenGL 4.5)',
      'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0, D3D11)',
      'Apple Software Renderer',
    ]) {
      expect(isSoftwareRenderer(software), software).toBe(true)
    }
    for (const gpu of [
      'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)',
      'ANGLE (Intel, Mesa Intel(R) UHD Graphics 620 (KBL GT2), OpenGL 4.6)',
      'Apple M1',
      'Adreno (TM) 640',
      'Mali-G78',
      'WebKit WebGL',
      '',
    ]) {
      expect(isSoftwareRenderer(gpu), gpu).toBe(false)
    }
  })

  it('reads UNMASKED_RENDERER_WEBGL where offered, else RENDERER, else gives an empty name', () => {
    const RENDERER = 0x1f01
    const UNMASKED = 0x9246
    const parameters: Record<number, string> = { [RENDERER]: 'WebKit WebGL', [UNMASKED]: 'llvmpipe (LLVM 15)' }
    const getParameter = (p: number) => parameters[p]
    const unmasked = { UNMASKED_RENDERER_WEBGL: UNMASKED }
    expect(rendererName({ RENDERER, getParameter, getExtension: () => unmasked })).toBe('llvmpipe (LLVM 15)')
    expect(rendererName({ RENDERER, getParameter, getExtension: () => null })).toBe('WebKit WebGL')
    expect(rendererName({ RENDERER, getParameter: () => undefined, getExtension: () => null })).toBe('')
    expect(rendererName({})).toBe('')
  })
})

describe('FrameRateGovernor', () => {
  const run = (governor: FrameRateGovernor, times: number[]) => times.map((t) => governor.frame(t))
  const dropsAt = (drops: boolean[]) => drops.flatMap((drop, i) => (drop ? [i] : []))

  it('never drops at 60 frames a second, nor for a few long hitches among them', () => {
    const times = Array.from({ length: 1000 }, (_, i) => (i % 25 === 0 ? 2 : 1 / 60))
    expect(dropsAt(run(new FrameRateGovernor(), times))).toEqual([])
  })

  it('at 16 frames a second: 1 s settles, a window of 30 frames is judged slow, and again after each drop', () => {
    // frames 0–15 settle (1 s), 16–45 fill the window (30 frames, 1.9 s): drop at 45, then 46–61 settle…
    expect(dropsAt(run(new FrameRateGovernor(), Array(140).fill(1 / 16)))).toEqual([45, 91, 137])
  })

  it('at 1 frame a second a window closes after 3 s, but holds at least 5 frames', () => {
    // frame 0 settles (1 s); 1–5: five frames (5 s ≥ 3 s) → drop at 5; frame 6 settles; 7–11 → 11
    expect(dropsAt(run(new FrameRateGovernor(), Array(12).fill(1)))).toEqual([5, 11])
    // windows of 3 s: a 0.5 s frame rate is judged after 6 frames (1 s settles = frames 0–1)
    expect(dropsAt(run(new FrameRateGovernor(), Array(8).fill(0.5)))).toEqual([7])
  })

  it('a window is judged by its median: 14 slow frames of 30 do not drop, 16 do', () => {
    const window = (slow: number) => [...Array(slow).fill(0.2), ...Array(30 - slow).fill(0.01)]
    const governor = () => new FrameRateGovernor({ settleSeconds: 0, windowSeconds: 100 })
    expect(dropsAt(run(governor(), window(14)))).toEqual([])
    expect(dropsAt(run(governor(), window(16)))).toEqual([29])
  })

  it('ignores non-finite and negative deltas, and refuses absurd settings naming itself', () => {
    const governor = new FrameRateGovernor({ settleSeconds: 0, minFrames: 1, windowFrames: 1 })
    expect(run(governor, [Number.NaN, -1, Infinity, 0.01])).toEqual([false, false, false, false])
    expect(run(governor, [1])).toEqual([true])
    expect(() => new FrameRateGovernor({ slowFrame: 0 })).toThrow(/FrameRateGovernor: slowFrame and windowSeconds/)
    expect(() => new FrameRateGovernor({ windowFrames: 2, minFrames: 5 })).toThrow(/FrameRateGovernor/)
    expect(() => new FrameRateGovernor({ minFrames: 1.5 })).toThrow(/FrameRateGovernor/)
    expect(() => new FrameRateGovernor({ settleSeconds: Number.NaN })).toThrow(/FrameRateGovernor/)
  })
})

describe('waterlineBounds', () => {
  it('is the x-z box of the segments written, and an empty (inverted) box without any', () => {
    const segments = new Float32Array([1, -2, 3, 4, -5, 0.5, 2, 6, 99, 99, 99, 99])
    expect(waterlineBounds(segments, 2, new Vector4()).toArray()).toEqual([-5, -2, 3, 6])
    const empty = waterlineBounds(segments, 0, new Vector4())
    expect(empty.x).toBeGreaterThan(empty.z)
    expect(empty.y).toBeGreaterThan(empty.w)
  })
})

function oceanMaterial(renderer: Renderer): MeshPhysicalMaterial {
  const mesh = renderer.scene.children[0]?.instance as Mesh | undefined
  if (!mesh?.isMesh) throw new Error('no ocean mesh in the scene')
  return mesh.material as MeshPhysicalMaterial
}
const probed = { dpr: Number.NaN }
function DprProbe() {
  probed.dpr = useThree((state) => state.viewport.dpr)
  return null
}
const detailCount = (renderer: Renderer) => oceanMaterial(renderer).defines?.OCEAN_DETAIL_COUNT as number
const sea = (ocean: ReactNode) => <Waves waves="moderate">{ocean}</Waves>
/** `count` frames of `delta` s, and the React updates they cause. */
const frames = (renderer: Renderer, count: number, delta: number) =>
  ReactThreeTestRenderer.act(async () => renderer.advanceFrames(count, delta))

describe('<Ocean quality>', () => {
  it('sets each level’s shader defines and default grid; resolution given by the user wins', async () => {
    const vertices: Record<string, number> = {}
    for (const level of ['high', 'medium', 'low'] as const) {
      const renderer = await mount(sea(<Ocean quality={level} />))
      const material = oceanMaterial(renderer)
      expect(material.defines?.OCEAN_DETAIL_COUNT).toBe(OCEAN_QUALITY_LEVELS[level].detailWaves)
      expect(material.defines?.OCEAN_WHITECAPS).toBe(OCEAN_QUALITY_LEVELS[level].whitecaps ? 1 : 0)
      vertices[level] = (renderer.scene.children[0].instance as Mesh).geometry.getAttribute('position').count
      await renderer.unmount()
    }
    expect(vertices.medium).toBe(vertices.high)
    expect(vertices.low).toBeLessThan(vertices.high / 2) // fewer fine cells, faster-growing far cells
    // The resolution prop sets the fine cells (resolution / 2 each side) at any level; the growth stays the level's.
    const given = await mount(sea(<Ocean quality="low" resolution={128} />))
    const cell = horizonCell(createWaves(seaState('moderate')))
    const side = horizonAxis(cell, 64, 20_000, OCEAN_QUALITY_LEVELS.low.growth).length
    expect((given.scene.children[0].instance as Mesh).geometry.getAttribute('position').count).toBe(side * side)
  })

  it("'auto' on a GPU (not a software renderer) starts at 'high' and drops one level per slow stretch, never rising", async () => {
    const fast = await mount(sea(<Ocean />))
    expect(detailCount(fast)).toBe(OCEAN_QUALITY_LEVELS.high.detailWaves)
    await frames(fast, 300, 1 / 64)
    expect(detailCount(fast)).toBe(OCEAN_QUALITY_LEVELS.high.detailWaves)
    await unmount(fast)
    const renderer = await mount(sea(<Ocean />))
    // 8 frames a second: 8 frames settle (1 s), the window closes after 24 (3 s) and is slow
    await frames(renderer, 31, 1 / 8)
    expect(detailCount(renderer)).toBe(OCEAN_QUALITY_LEVELS.high.detailWaves)
    await frames(renderer, 1, 1 / 8)
    expect(detailCount(renderer)).toBe(OCEAN_QUALITY_LEVELS.medium.detailWaves)
    await frames(renderer, 32, 1 / 8)
    expect(detailCount(renderer)).toBe(OCEAN_QUALITY_LEVELS.low.detailWaves)
    await frames(renderer, 300, 1 / 64)
    expect(detailCount(renderer)).toBe(OCEAN_QUALITY_LEVELS.low.detailWaves)
  })

  it('a fixed level is kept however slow the frames', async () => {
    const renderer = await mount(sea(<Ocean quality="high" />))
    await frames(renderer, 300, 0.2)
    expect(detailCount(renderer)).toBe(OCEAN_QUALITY_LEVELS.high.detailWaves)
  })

  it("'auto' on a GPU (the test renderer's is not software) leaves the canvas's pixel ratio alone, however slow", async () => {
    const renderer = await mount(
      <>
        {sea(<Ocean />)}
        <DprProbe />
      </>,
    )
    const before = probed.dpr
    await frames(renderer, 300, 0.5)
    expect(detailCount(renderer)).toBe(OCEAN_QUALITY_LEVELS.low.detailWaves)
    expect(probed.dpr).toBe(before)
  })
})
