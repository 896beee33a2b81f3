// react-three-buoyancy/shader: the ocean's GLSL and its uniforms, for building your own three.js material
// on the same sum of sines as the physics (three only: no React, no fiber).
export { OCEAN_MAX_WAVES, oceanSurfaceGLSL, patchOceanVertexShader } from '../react/water/oceanShader.js'
export { createOceanUniforms, writeOceanUniforms, type OceanUniforms } from '../react/water/oceanUniforms.js'
export {
  type OceanLookUniforms,
  attachOceanLook,
  attachOceanShader,
  createOceanLookUniforms,
} from '../react/water/oceanMaterials.js'
export {
  type OceanShadingUniforms,
  createOceanShadingUniforms,
  oceanShadingFragmentGLSL,
  patchOceanFragmentShader,
  patchOceanShadingVertexShader,
} from '../react/water/oceanShading.js'
export { type OceanSkyUniforms, createOceanSkyUniforms, oceanSkyGLSL } from '../react/water/skyShading.js'
export { type OceanDetailUniforms, createOceanDetailUniforms, writeOceanDetail } from '../react/water/oceanDetail.js'
export { createOceanHorizonGeometry } from '../react/water/oceanHorizonGeometry.js'
