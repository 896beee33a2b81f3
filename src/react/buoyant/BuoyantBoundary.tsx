import { Component, type ErrorInfo, type ReactNode } from 'react'

interface BoundaryProps {
  label: string
  onError?: (error: Error) => void
  children?: ReactNode
}

/**
 * Keeps one failing `<Buoyant>` (or anything inside it) from taking the whole canvas down: what it throws
 * while rendering is caught here, reported (React logs it; `onError` is called), and the `<Buoyant>`
 * renders nothing until it is remounted. Bad props do not get this far: `<Buoyant>` reports them itself.
 */
export class BuoyantBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null }

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  override componentDidCatch(error: Error, _info: ErrorInfo) {
    // (an Error from the <Buoyant> itself already starts with its label)
    const label = this.props.label
    const message = error.message.startsWith(`${label}: `) ? error.message : `${label}: ${error.message}`
    this.props.onError?.(new Error(message, { cause: error }))
  }

  override render() {
    return this.state.error === null ? this.props.children : null
  }
}
