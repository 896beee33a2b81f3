// react-three-buoyancy: React components and hooks for @react-three/fiber.
// No side effects at import (no window or document at module scope), so it imports on a server.
export { SimulationClock } from './SimulationClock.js'
export { ClockContext, CLOCK_FRAME_PRIORITY, useSimulationClock } from './ClockContext.js'
export { WaveContext, useWaves } from './WaveContext.js'
export { Waves, type WavesProps } from './Waves.js'
export type { WavesInput } from './resolveWaves.js'
export { Ocean, type OceanProps } from './Ocean.js'
export { OCEAN_MAX_WAVES, oceanSurfaceGLSL, patchOceanVertexShader } from './oceanShader.js'
export { type OceanUniforms, createOceanUniforms, writeOceanUniforms } from './oceanUniforms.js'
export { attachOceanShader } from './oceanMaterials.js'
