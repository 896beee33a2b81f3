export { computeHydrostatics } from './hydrostatics.js'
export { createHydrostaticsResult } from './result.js'
export { createWaterPatch } from './water-patch.js'
