// react-three-buoyancy/shader: the ocean's GLSL and its uniforms, for building your own three.js material
// on the same sum of sines as the physics (three only: no React, no fiber).
export { OCEAN_MAX_WAVES, oceanSurfaceGLSL, patchOceanVertexShader } from '../react/water/oceanShader.js'
export { createOceanUniforms, writeOceanUniforms, type OceanUniforms } from '../react/water/oceanUniforms.js'
export { attachOceanShader } from '../react/water/oceanMaterials.js'
