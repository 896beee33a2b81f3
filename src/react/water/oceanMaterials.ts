import { type Material, MeshDepthMaterial, MeshDistanceMaterial, MeshStandardMaterial } from 'three'
import { patchOceanVertexShader } from './oceanShader.js'
import type { OceanUniforms } from './oceanUniforms.js'

/** The three materials of one ocean, all displaced by the same uniforms. */
export interface OceanMaterials {
  /** The lit surface. */
  surface: MeshStandardMaterial
  /** Shadow pass of directional and spot lights (`mesh.customDepthMaterial`). */
  depth: MeshDepthMaterial
  /** Shadow pass of point lights (`mesh.customDistanceMaterial`). */
  distance: MeshDistanceMaterial
}

/**
 * Makes `material` draw the ocean: its vertex shader is patched at compile time and its uniforms are the
 * very objects in `uniforms`, so writing `uniforms.*.value` each frame updates it without recompiling.
 */
export function attachOceanShader(material: Material, uniforms: OceanUniforms): void {
  material.onBeforeCompile = (shader) => {
    Object.assign(shader.uniforms, uniforms)
    shader.vertexShader = patchOceanVertexShader(shader.vertexShader)
  }
  // The patched program must not be shared with unpatched materials of the same kind.
  material.customProgramCacheKey = () => 'react-three-buoyancy/ocean'
}

/** A standard lit surface and the matching shadow materials, all following the ocean uniforms. */
export function createOceanMaterials(uniforms: OceanUniforms): OceanMaterials {
  const surface = new MeshStandardMaterial()
  const depth = new MeshDepthMaterial()
  const distance = new MeshDistanceMaterial()
  for (const material of [surface, depth, distance]) attachOceanShader(material, uniforms)
  return { surface, depth, distance }
}
