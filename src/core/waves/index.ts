// Waves: the one sum-of-sines field that the physics and the ocean shader share (docs/PHYSICS.md §5).
// The interfaces are in ./types.ts, exported by the core's index.
export { createWaves, type CreateWavesOptions } from './createWaves.js'
export { flatWater } from './flatWater.js'
export { windSea, MAX_WIND_SEA_COMPONENTS, type WindSeaOptions } from './windSea.js'
export { SEA_STATES, seaState, type SeaStateName, type SeaStatePreset } from './seaStates.js'
