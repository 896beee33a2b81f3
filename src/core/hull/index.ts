export { createHull } from './createHull.js'
export { transformHull } from './transform.js'
