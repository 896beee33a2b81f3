export { buildHull } from './buildHull.js'
