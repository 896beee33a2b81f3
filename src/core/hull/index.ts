export { createHull } from './createHull.js'
