import { type ReactNode, useEffect, useRef, useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'

/**
 * The plots of a dynamics story, laid over the sea canvas that every story is drawn in (the React physics
 * world is a later issue: these stories simulate with cannon-es directly and plot the result). The story
 * renders inside the canvas's three.js tree, so the plots get a DOM root of their own on a fixed overlay;
 * it is emptied when the story goes (a synchronous unmount inside a render is an error in React 19).
 */
export function Panel({ children }: { children: ReactNode }): ReactNode {
  const [host] = useState(() => document.createElement('div'))
  const root = useRef<Root | null>(null)
  useEffect(() => {
    Object.assign(host.style, {
      position: 'fixed',
      inset: '0',
      overflow: 'auto',
      padding: '16px',
      boxSizing: 'border-box',
      zIndex: '10',
      display: 'flex',
      flexWrap: 'wrap',
      alignContent: 'flex-start',
      gap: '12px',
    })
    document.body.appendChild(host)
    const created = createRoot(host)
    root.current = created
    return () => {
      root.current = null
      // emptied, not unmounted: an unmount deferred to a later task ran inside the next story's act() in the
      // story tests (two Panel stories in one file), where React counts it as an update outside act and logs
      // an error; emptying it here is an update inside this commit, as a render is. The empty root is left.
      created.render(null)
      host.remove()
    }
  }, [host])
  useEffect(() => {
    root.current?.render(<>{children}</>)
  })
  return null
}

/** A line of numbers under a plot: what was measured against what was expected. */
export function Note({ children }: { children: ReactNode }): ReactNode {
  return (
    <div
      style={{
        background: 'rgba(255,255,255,0.92)',
        borderRadius: 6,
        padding: '6px 10px',
        font: '12px system-ui, sans-serif',
        maxWidth: 560,
        alignSelf: 'flex-start',
      }}
    >
      {children}
    </div>
  )
}
