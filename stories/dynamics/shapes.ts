import { boatHullMesh, boxMesh, icosphereMesh } from 'react-three-buoyancy/core'
import type { TriangleMesh } from 'react-three-buoyancy/core'

/** The hulls the dynamics stories drop, release and rock. */
export const SHAPES = {
  'box 2 × 1 × 4 m': () => boxMesh(2, 1, 4),
  'boat hull 4 × 1.2 × 0.6 m': () => boatHullMesh(),
  'sphere r = 1 m (1,280 triangles)': () => icosphereMesh(1, 3),
} satisfies Record<string, () => TriangleMesh>

export type ShapeName = keyof typeof SHAPES
export const SHAPE_NAMES = Object.keys(SHAPES) as ShapeName[]
