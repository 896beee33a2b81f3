export { buildHull } from './buildHull.js'
export { DEFAULT_MAX_TRIANGLES } from './buildHull.js'
