// react-three-buoyancy/core: plain TypeScript math, no react, three or cannon-es.
export * from './internal.js'
