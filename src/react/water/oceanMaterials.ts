import { type Material, MeshDepthMaterial, MeshDistanceMaterial, MeshPhysicalMaterial } from 'three'
import { type OceanDetailUniforms, createOceanDetailUniforms } from './oceanDetail.js'
import { type OceanQualityLevel, oceanQualityDefines } from './oceanQuality.js'
import { patchOceanVertexShader } from './oceanShader.js'
import {
  type OceanShadingUniforms,
  createOceanShadingUniforms,
  patchOceanFragmentShader,
  patchOceanShadingVertexShader,
} from './oceanShading.js'
import { type OceanSkyUniforms, createOceanSkyUniforms } from './skyShading.js'
import { type OceanUniforms, createOceanUniforms } from './oceanUniforms.js'

/** The three materials of one ocean, all displaced by the same uniforms. */
export interface OceanMaterials {
  /** The lit surface: a MeshPhysicalMaterial (ior 1.333, so three's Fresnel has water's F0 = 0.02). */
  surface: MeshPhysicalMaterial
  /** Shadow pass of directional and spot lights (`mesh.customDepthMaterial`). */
  depth: MeshDepthMaterial
  /** Shadow pass of point lights (`mesh.customDistanceMaterial`). */
  distance: MeshDistanceMaterial
}

/** Every uniform the lit water reads: the waves, their detail, its look and the fallback sky. */
export type OceanLookUniforms = OceanUniforms & OceanDetailUniforms & OceanShadingUniforms & OceanSkyUniforms

/** Fresh uniforms for the lit water: flat, at the defaults of the 'day' look. */
export function createOceanLookUniforms(): OceanLookUniforms {
  return {
    ...createOceanUniforms(),
    ...createOceanDetailUniforms(),
    ...createOceanShadingUniforms(),
    ...createOceanSkyUniforms(),
  }
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

/** Makes a MeshPhysicalMaterial draw the lit water: displaced like attachOceanShader, shaded per pixel. */
export function attachOceanLook(material: MeshPhysicalMaterial, uniforms: OceanLookUniforms): void {
  material.onBeforeCompile = (shader) => {
    Object.assign(shader.uniforms, uniforms)
    shader.vertexShader = patchOceanShadingVertexShader(patchOceanVertexShader(shader.vertexShader))
    shader.fragmentShader = patchOceanFragmentShader(shader.fragmentShader)
  }
  material.customProgramCacheKey = () => 'react-three-buoyancy/ocean-look'
}

/** Sets the lit water's quality level (its fragment shader's #defines); recompiles only when it changes. */
export function setOceanQuality(material: MeshPhysicalMaterial, level: OceanQualityLevel): void {
  const defines = oceanQualityDefines(level)
  const current = material.defines ?? {}
  if (Object.entries(defines).every(([name, value]) => current[name] === value)) return
  material.defines = { ...current, ...defines }
  material.needsUpdate = true
}

/** The lit water surface and the matching shadow materials, all following the ocean uniforms. */
export function createOceanMaterials(uniforms: OceanLookUniforms): OceanMaterials {
  const surface = new MeshPhysicalMaterial({ ior: 1.333, roughness: 0.06, metalness: 0 })
  attachOceanLook(surface, uniforms)
  const depth = new MeshDepthMaterial()
  const distance = new MeshDistanceMaterial()
  for (const material of [depth, distance]) attachOceanShader(material, uniforms)
  return { surface, depth, distance }
}
