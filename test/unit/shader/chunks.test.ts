// What the TSDoc of each GLSL chunk of react-three-buoyancy/shader says it holds and needs, held to the
// chunks themselves: a user composing a ShaderMaterial from them relies on it (a chunk included twice is a
// GLSL redefinition and a blank mesh; a varying nobody writes is a link error).
import { describe, expect, it } from 'vitest'
import {
  oceanShadingFragmentGLSL,
  oceanSkyGLSL,
  oceanSurfaceGLSL,
  patchOceanShadingVertexShader,
  patchOceanVertexShader,
} from 'react-three-buoyancy/shader'

const vertexBase = `#include <common>
void main() {
  #include <begin_vertex>
  #include <project_vertex>
}`

const declared = (glsl: string, kind: 'uniform' | 'varying') =>
  [...glsl.matchAll(new RegExp(`^${kind} \\w+ (\\w+)`, 'gm'))].map((match) => match[1]).sort()

describe('the GLSL chunks of react-three-buoyancy/shader', () => {
  it('oceanShadingFragmentGLSL already holds oceanSkyGLSL and the wave uniforms of oceanSurfaceGLSL', () => {
    expect(oceanShadingFragmentGLSL).toContain(oceanSkyGLSL)
    expect(declared(oceanSurfaceGLSL, 'uniform')).toEqual(['uOceanLevel', 'uOceanWaveCount', 'uOceanWaves'])
    for (const name of declared(oceanSurfaceGLSL, 'uniform')) {
      expect(declared(oceanShadingFragmentGLSL, 'uniform')).toContain(name)
    }
  })

  it('oceanShadingFragmentGLSL reads the four varyings that patchOceanShadingVertexShader writes', () => {
    const varyings = ['vOceanLocal', 'vOceanShade', 'vOceanSlope', 'vOceanWorld']
    expect(declared(oceanShadingFragmentGLSL, 'varying')).toEqual(varyings)
    const vertex = patchOceanShadingVertexShader(patchOceanVertexShader(vertexBase))
    expect(declared(vertex, 'varying')).toEqual(varyings)
    for (const name of varyings) expect(vertex).toMatch(new RegExp(`^\\s*${name} = `, 'm'))
  })

  it('patchOceanVertexShader inserts oceanSurfaceGLSL itself, once', () => {
    expect(patchOceanVertexShader(vertexBase).split(oceanSurfaceGLSL)).toHaveLength(2)
  })
})
