// The core's internal barrel: everything the other layers (cannon, react, testing) import from the core.
// The public entry (index.ts) exports the part of it that users see.
export * from './types.js'
export * from './waves/types.js'
export * from './waves/index.js'
export * from './hull/types.js'
export * from './hull/index.js'
export * from './meshes/index.js'
export * from './hydrostatics/types.js'
export * from './hydrostatics/index.js'
export * from './hydrodynamics/index.js'
export * from './mass/index.js'
export * from './stability/index.js'
export * from './flooding/index.js'
