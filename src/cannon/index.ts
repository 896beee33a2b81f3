// react-three-buoyancy/cannon: float cannon-es bodies (core + cannon-es only).
export * from './internal.js'
