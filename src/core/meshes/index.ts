export type { TriangleMesh } from './types.js'
export { boxMesh } from './box.js'
