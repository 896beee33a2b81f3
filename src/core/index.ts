// react-three-buoyancy/core: plain TypeScript math, no react, three or cannon-es.
export * from './types.js'
export * from './waves/types.js'
export * from './waves/index.js'
export * from './hull/types.js'
export * from './hull/index.js'
export * from './meshes/index.js'
export * from './hydrostatics/types.js'
export * from './hydrostatics/index.js'
