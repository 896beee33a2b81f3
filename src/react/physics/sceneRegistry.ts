import type { Object3D } from 'three'
import type { PhysicsApi } from './PhysicsApi.js'

// Which <Physics> worlds a fiber scene holds, so that a test harness holding only the renderer's scene
// (react-three-buoyancy/testing) can step them. Weak: a dropped scene takes its entry with it.
const worldsByScene = new WeakMap<Object3D, Set<PhysicsApi>>()

/** Records that `scene` holds `physics`; returns the function that forgets it. */
export function registerPhysicsInScene(scene: Object3D, physics: PhysicsApi): () => void {
  let worlds = worldsByScene.get(scene)
  if (worlds === undefined) {
    worlds = new Set()
    worldsByScene.set(scene, worlds)
  }
  worlds.add(physics)
  return () => {
    worldsByScene.get(scene)?.delete(physics)
  }
}

/** The `<Physics>` worlds mounted in a fiber scene (the root `THREE.Scene` of a canvas), in mount order. */
export function physicsWorldsIn(scene: Object3D): PhysicsApi[] {
  return Array.from(worldsByScene.get(scene) ?? [])
}
