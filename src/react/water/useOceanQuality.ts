import { useFrame, useThree } from '@react-three/fiber'
import { useEffect, useMemo, useState } from 'react'
import { FrameRateGovernor } from './FrameRateGovernor.js'
import { type OceanQuality, type OceanQualityLevel, lowerOceanQuality } from './oceanQuality.js'
import { isSoftwareRenderer, rendererName } from './softwareRenderer.js'

/**
 * The level `<Ocean quality>` draws at. A fixed level is kept. 'auto' starts at 'low' on a software renderer
 * (and caps the canvas's pixel ratio at 1 there: every pixel is CPU work), else at 'high', and drops one
 * level each time the median frame time stays above 1/20 s (FrameRateGovernor), never rising again.
 */
export function useOceanQuality(quality: OceanQuality): OceanQualityLevel {
  const gl = useThree((state) => state.gl)
  const dpr = useThree((state) => state.viewport.dpr)
  const setDpr = useThree((state) => state.setDpr)
  const software = useMemo(() => quality === 'auto' && isSoftwareRenderer(rendererName(gl.getContext())), [quality, gl])
  const start: OceanQualityLevel = quality === 'auto' ? (software ? 'low' : 'high') : quality
  const [dropped, setDropped] = useState<{ from: OceanQualityLevel; to: OceanQualityLevel } | null>(null)
  // A drop holds while the starting level is the one it dropped from (a new quality prop starts afresh).
  const level = quality === 'auto' && dropped !== null && dropped.from === start ? dropped.to : start

  useEffect(() => {
    if (software && dpr > 1) setDpr(1)
  }, [software, dpr, setDpr])

  const governor = useMemo(() => (quality === 'auto' ? new FrameRateGovernor() : null), [quality])
  useFrame((_, delta) => {
    if (governor === null || level === 'low') return
    if (governor.frame(delta)) setDropped({ from: start, to: lowerOceanQuality(level) })
  })
  return level
}
