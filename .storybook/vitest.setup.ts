// Setup of the `storybook` vitest project: a story passes only if it drew its scene without a word of
// complaint. Any console.error (React's render errors, three.js shader compile errors, failed loads) or
// uncaught error or rejection during the story fails it, and the story must have rendered a WebGL frame.
import { _roots } from '@react-three/fiber'
import { afterEach, beforeEach } from 'vitest'

// SwiftShader draws the per-pixel sea on the CPU: a frame of a full-screen ocean takes seconds, more on a
// loaded machine
const FRAME_TIMEOUT_MS = 100_000

let complaints: string[] = []
const consoleError = console.error

function describe(value: unknown): string {
  if (value instanceof Error) return value.stack ?? value.message
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))
}

function onError(event: ErrorEvent) {
  complaints.push(`uncaught error: ${describe(event.error ?? event.message)}`)
}
function onRejection(event: PromiseRejectionEvent) {
  complaints.push(`unhandled rejection: ${describe(event.reason)}`)
}

/** Frames the story's canvases have drawn; `_roots` is fiber's registry of canvas → root (an internal export). */
function renderedFrames(): number {
  const canvases = Array.from(document.querySelectorAll('canvas'))
  let frames = 0
  for (const canvas of canvases) {
    const root = _roots.get(canvas)
    if (root) frames = Math.max(frames, root.store.getState().gl.info.render.frame)
  }
  return frames
}

async function waitForRenderedFrame(): Promise<void> {
  const start = performance.now()
  // Two frames: the first compiles the shaders (where compile errors are logged), the second proves the
  // loop goes on.
  while (renderedFrames() < 2) {
    if (complaints.length > 0) return // the story has failed already; say why without waiting
    if (performance.now() - start > FRAME_TIMEOUT_MS) {
      throw new Error(`the story's WebGL canvas rendered no frame within ${FRAME_TIMEOUT_MS / 1000} s`)
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

beforeEach(() => {
  complaints = []
  console.error = (...args: unknown[]) => {
    complaints.push(args.map(describe).join(' '))
    consoleError(...args)
  }
  window.addEventListener('error', onError)
  window.addEventListener('unhandledrejection', onRejection)
})

afterEach(async () => {
  try {
    await waitForRenderedFrame()
  } finally {
    console.error = consoleError
    window.removeEventListener('error', onError)
    window.removeEventListener('unhandledrejection', onRejection)
  }
  if (complaints.length > 0) throw new Error(`the story logged errors:\n${complaints.join('\n---\n')}`)
})
