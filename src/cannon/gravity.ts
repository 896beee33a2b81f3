import type { World } from 'cannon-es'

/** The gravity (m/s², > 0) a world pulls with along −y, or an Error when it pulls another way. */
export function worldGravity(world: World, caller: string): number {
  const g = world.gravity
  if (!(Number.isFinite(g.x) && Number.isFinite(g.y) && Number.isFinite(g.z))) {
    throw new Error(`${caller}: world.gravity (${g.x}, ${g.y}, ${g.z}) is not finite`)
  }
  if (g.x !== 0 || g.z !== 0 || !(g.y < 0)) {
    throw new Error(
      `${caller}: world.gravity is (${g.x}, ${g.y}, ${g.z}); the water's surface is horizontal, so gravity must point along −y (or pass options.gravity)`,
    )
  }
  return -g.y
}

/** options.gravity when given (m/s², > 0), or an Error naming the caller. */
export function checkGravity(value: unknown, caller: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || !(value > 0)) {
    throw new Error(`${caller}: options.gravity must be a finite number > 0 (m/s²), got ${String(value)}`)
  }
  return value
}
