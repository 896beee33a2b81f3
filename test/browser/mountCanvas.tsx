// Mounts an r3f <Canvas> in the test page (real WebGL on SwiftShader), for the browser tests.
import { Canvas, type CanvasProps, _roots } from '@react-three/fiber'
import { type Root, createRoot } from 'react-dom/client'
import { afterEach, beforeEach, vi } from 'vitest'

/** A canvas in the page and the React root holding it. */
export interface MountedCanvas {
  canvas: HTMLCanvasElement
  /** frames the WebGL renderer has drawn */
  frames(): number
  /** render the same <Canvas> again, as an app does when the component holding it re-renders */
  rerender(): void
  unmount(): Promise<void>
}

// The canvas renders on its own (fiber's root, requestAnimationFrame), as in an app: not a test-renderer
// environment, so React must not expect act() around its updates.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

/** Renders `<Canvas {...props}>{children}</Canvas>` in a box (640 × 360 CSS px) and waits for its first frame. */
export async function mountCanvas(
  props: CanvasProps,
  timeoutMs = 20_000,
  { width = 640, height = 360 } = {},
): Promise<MountedCanvas> {
  const container = document.createElement('div')
  container.style.cssText = `position: fixed; left: 0; top: 0; width: ${width}px; height: ${height}px`
  document.body.appendChild(container)
  const root: Root = createRoot(container)
  root.render(<Canvas {...props} />)
  const start = performance.now()
  let canvas: HTMLCanvasElement | null = null
  const frames = () => (canvas === null ? 0 : (_roots.get(canvas)?.store.getState().gl.info.render.frame ?? 0))
  while (canvas === null || _roots.get(canvas) === undefined || (props.frameloop !== 'never' && frames() < 1)) {
    canvas = container.querySelector('canvas')
    if (performance.now() - start > timeoutMs) throw new Error(`mountCanvas: no frame within ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  // A frame of React work after the root exists: the scene's layout effects have run.
  await new Promise((resolve) => setTimeout(resolve, 50))
  return {
    canvas,
    frames,
    rerender() {
      root.render(<Canvas {...props} />)
    },
    async unmount() {
      root.unmount()
      await new Promise((resolve) => setTimeout(resolve, 0))
      container.remove()
    },
  }
}

/**
 * For a test file whose tests each draw one canvas: registers the hooks that collect each test's
 * console.error calls into `errors` (instead of printing them) and unmount the canvas `keep` was given
 * after the test.
 */
export function canvasPerTest(): { errors: string[]; keep<T extends MountedCanvas>(mounted: T): T } {
  const errors: string[] = []
  let kept: MountedCanvas | null = null
  beforeEach(() => {
    errors.length = 0
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(' ')))
  })
  afterEach(async () => {
    await kept?.unmount()
    kept = null
    vi.restoreAllMocks()
  })
  return {
    errors,
    keep(mounted) {
      kept = mounted
      return mounted
    },
  }
}
