import { useMemo } from 'react'
import { DirectionalLight, type Object3D, Vector3 } from 'three'

/** Frames between two searches of the scene for its sun. */
const SEARCH_EVERY = 60

/**
 * Keeps `direction` pointing at the scene's sun: the first visible DirectionalLight among the scene's
 * top-level objects (from its target to it), searched once a second or so, or the preset's direction
 * when there is none. The sky dome then draws its sun where the light comes from.
 */
export function useSun(direction: Vector3, fallback: readonly [number, number, number]) {
  return useMemo(() => {
    let frames = 0
    let light: DirectionalLight | null = null
    const target = new Vector3()
    return {
      update(scene: Object3D) {
        if (frames++ % SEARCH_EVERY === 0) {
          light = null
          for (const child of scene.children) {
            if (child instanceof DirectionalLight && child.visible) {
              light = child
              break
            }
          }
        }
        if (light === null) {
          direction.set(fallback[0], fallback[1], fallback[2]).normalize()
          return
        }
        light.getWorldPosition(direction)
        light.target.getWorldPosition(target)
        direction.sub(target).normalize()
      },
    }
  }, [direction, fallback])
}
