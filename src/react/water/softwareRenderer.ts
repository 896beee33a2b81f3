/**
 * Names of renderers that rasterise on the CPU: Chrome's SwiftShader (also when Chrome has blocklisted the
 * GPU), Mesa's llvmpipe and softpipe, Windows' Basic Render Driver, Apple's and others' "Software" renderers.
 */
const SOFTWARE_RENDERER = /SwiftShader|llvmpipe|softpipe|Software|Microsoft Basic Render/i

/** Whether a WebGL renderer string names a software (CPU) rasteriser. */
export function isSoftwareRenderer(renderer: string): boolean {
  return SOFTWARE_RENDERER.test(renderer)
}

/** The minimal part of a WebGL context read here (a mock context in tests may lack all of it). */
interface RendererQuery {
  getExtension?: (name: string) => unknown
  getParameter?: (parameter: number) => unknown
  RENDERER?: number
}

/**
 * The renderer string of a WebGL context: WEBGL_debug_renderer_info's UNMASKED_RENDERER_WEBGL where the
 * browser offers it, else RENDERER (which recent browsers fill with the same, sanitised); '' if neither.
 */
export function rendererName(gl: RendererQuery): string {
  if (typeof gl.getParameter !== 'function') return ''
  const info = (gl.getExtension?.('WEBGL_debug_renderer_info') ?? null) as { UNMASKED_RENDERER_WEBGL: number } | null
  const parameter = info !== null ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER
  if (parameter === undefined) return ''
  const name = gl.getParameter(parameter)
  return typeof name === 'string' ? name : ''
}
