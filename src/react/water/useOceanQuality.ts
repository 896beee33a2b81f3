import { useFrame, useThree } from '@react-three/fiber'
import { useLayoutEffect, useMemo, useState } from 'react'
import { FrameRateGovernor } from './FrameRateGovernor.js'
import type { OceanQuality, OceanQualityLevel } from './oceanQuality.js'
import { isSoftwareRenderer, rendererName } from './softwareRenderer.js'

/** The levels from the most to the least costly: 'auto' steps down this list. */
const LEVELS: readonly OceanQualityLevel[] = ['high', 'medium', 'low']
/**
 * On a software renderer, where every pixel is CPU work, 'auto' caps the canvas's pixel ratio at 1, and below
 * 'low' steps it down to these (bench/OCEAN.md: the frame time falls with the pixel count).
 */
const SOFTWARE_PIXEL_RATIOS: readonly number[] = [1, 0.75, 0.5]
/**
 * The pixels a software renderer's canvas starts with at most (CSS pixels × ratio²): 'auto' starts at the
 * first ratio that keeps within it. Each step down resizes the drawing buffer, which waits for the frames
 * queued in the GPU process: on SwiftShader the quick start (1280 × 720) stalled 0.7–0.9 s at each of its two
 * steps, and always took both (a plain plane's frame there is 65 ms, past the governor's 1/20 s). A quarter
 * megapixel starts it at 0.5, where it ended; a small canvas still starts at 1 and steps down if slow.
 */
const SOFTWARE_START_PIXELS = 0.25e6

/** The first of SOFTWARE_PIXEL_RATIOS whose pixels fit SOFTWARE_START_PIXELS on a canvas of `area` CSS px². */
function softwareStart(area: number): number {
  const fits = SOFTWARE_PIXEL_RATIOS.findIndex((ratio) => area * ratio * ratio <= SOFTWARE_START_PIXELS)
  return fits < 0 ? SOFTWARE_PIXEL_RATIOS.length - 1 : fits
}

/**
 * The level `<Ocean quality>` draws at. A fixed level is kept. 'auto' starts at 'low' on a software renderer
 * and at 'high' elsewhere, then steps down one level each time a FrameRateGovernor window is slow (median
 * frame over 1/20 s); on a software renderer it caps the pixel ratio at 1 (0.75 or 0.5 from the start on a
 * canvas of more than a quarter megapixel, before its first frame) and steps it down to 0.75 and 0.5. It
 * never steps back up, so it cannot oscillate.
 */
export function useOceanQuality(quality: OceanQuality): OceanQualityLevel {
  const gl = useThree((state) => state.gl)
  // (read so that the cap is put back after fiber applies a new size or <Canvas dpr>: see below)
  const dpr = useThree((state) => state.viewport.dpr)
  const size = useThree((state) => state.size)
  const auto = quality === 'auto'
  const software = useMemo(() => auto && isSoftwareRenderer(rendererName(gl.getContext())), [auto, gl])
  const start: OceanQualityLevel = auto ? (software ? 'low' : 'high') : quality
  const levels = LEVELS.slice(LEVELS.indexOf(start))
  // the canvas's size when the ocean mounts (a later resize does not move the start)
  const [area] = useState(() => size.width * size.height)
  const ratios = software ? SOFTWARE_PIXEL_RATIOS.slice(softwareStart(area)) : []
  const steps = levels.length - 1 + Math.max(ratios.length - 1, 0)

  // Steps taken down from `start`; a new starting level (another quality prop or renderer) starts afresh.
  const [drops, setDrops] = useState({ start, count: 0 })
  const count = auto && drops.start === start ? drops.count : 0
  const level = levels[Math.min(count, levels.length - 1)]
  const ratioCap = ratios.length > 0 ? ratios[Math.max(count - (levels.length - 1), 0)] : Infinity

  // The cap is set on the renderer, not through fiber's setDpr: fiber puts the store's ratio back to its
  // <Canvas dpr> (default [1, 2]) each time the <Canvas> re-renders, so an app re-rendering the component
  // that holds its <Canvas> (any state there) resized the drawing buffer twice a render, back and down: on
  // SwiftShader 0.2–0.5 s each time. Fiber sets the renderer's ratio itself only when the size or the store's
  // ratio changes; then this puts the cap back. (A layout effect: the first cap applies before the first
  // frame, when resizing costs no wait.)
  useLayoutEffect(() => {
    if (gl.getPixelRatio() > ratioCap) gl.setPixelRatio(ratioCap)
  }, [gl, dpr, size, ratioCap])

  const governor = useMemo(() => (auto ? new FrameRateGovernor() : null), [auto])
  useFrame((_, delta) => {
    if (governor === null || count >= steps || !governor.frame(delta)) return
    setDrops((d) => ({ start, count: Math.min((d.start === start ? d.count : 0) + 1, steps) }))
  })
  return level
}
