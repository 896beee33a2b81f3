import { useThree } from '@react-three/fiber'
import { useLayoutEffect, useRef } from 'react'

/** Props of {@link DomOverlay}. */
export interface DomOverlayProps {
  /** the markup to show: called `hz` times a second */
  render: () => string
  /** redraws per second; default 4 */
  hz?: number
}

/**
 * Plots drawn over the canvas from inside it (the story decorator owns the canvas, so a story's panel lives
 * in the scene): a div laid over the canvas whose markup is `render()`, redrawn a few times a second.
 * Plain markup, not a second React root: a root's updates at arbitrary times would land inside the act()
 * scope the story runner renders stories in, which React reports as an error.
 */
export function DomOverlay({ render, hz = 4 }: DomOverlayProps) {
  const gl = useThree((state) => state.gl)
  const latest = useRef(render)
  latest.current = render
  useLayoutEffect(() => {
    const parent = gl.domElement.parentNode as HTMLElement | null
    if (parent === null) return
    const host = document.createElement('div')
    host.style.cssText = 'position:absolute;inset:0;pointer-events:none;font-family:system-ui,sans-serif'
    parent.appendChild(host)
    const draw = () => {
      host.innerHTML = latest.current()
    }
    draw()
    const timer = setInterval(draw, 1000 / hz)
    return () => {
      clearInterval(timer)
      host.remove()
    }
  }, [gl, hz])
  return null
}
