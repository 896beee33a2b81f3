import { BufferAttribute, BufferGeometry, DoubleSide, Group, Mesh, MeshBasicMaterial } from 'three'
import type { Hull } from '../../core/internal.js'

/** The simulation hull drawn over the model in body coordinates: a faint fill and its triangle edges. */
export interface HullOverlay {
  readonly object: Group
  /** The hull drawn now (null: none yet). */
  hull: Hull | null
  show(hull: Hull | null): void
  dispose(): void
}

/**
 * Builds the hull layer of the debug view. It draws on top of the model (no depth test) so the hull
 * buildHull made (a deck capped on, a wrapped or simplified surface) can be compared with what is drawn.
 */
export function createHullOverlay(): HullOverlay {
  const geometry = new BufferGeometry()
  const overlay = { depthTest: false, depthWrite: false, transparent: true }
  const fill = new MeshBasicMaterial({ color: '#a3e635', opacity: 0.12, side: DoubleSide, ...overlay })
  const edges = new MeshBasicMaterial({ color: '#65a30d', opacity: 0.6, wireframe: true, ...overlay })
  const object = new Group()
  for (const [material, order] of [
    [fill, 997],
    [edges, 998],
  ] as const) {
    const mesh = new Mesh(geometry, material)
    mesh.renderOrder = order
    mesh.frustumCulled = false
    object.add(mesh)
  }
  const result: HullOverlay = {
    object,
    hull: null,
    show(hull) {
      result.hull = hull
      if (hull === null) {
        geometry.deleteAttribute('position')
        geometry.setIndex(null)
        return
      }
      geometry.setAttribute('position', new BufferAttribute(Float32Array.from(hull.positions), 3))
      geometry.setIndex(new BufferAttribute(Uint32Array.from(hull.indices), 1))
      geometry.computeBoundingSphere()
    },
    dispose() {
      geometry.dispose()
      fill.dispose()
      edges.dispose()
    },
  }
  return result
}
