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

const toldSeas = new WeakSet<object>()

/**
 * Says once per sea when its waves were made for another gravity than the body falls with (createWaves'
 * `gravity` option against the world's or options.gravity, by more than 1 %): the waves then move and
 * push as on another planet, and a sea made for 1e4 m/s² threw a box 7 m above the surface without a
 * word (an independent audit). A sea made that way on purpose is left as it is. Still water is not a sea
 * made for a gravity: flatWater() with a world on the Moon says nothing.
 */
export function warnSeaGravity(water: object, gravity: number, caller: string): void {
  const { gravity: sea, components } = water as { gravity?: unknown; components?: unknown }
  // still water (flatWater, made for the standard g) has no waves to move as on another planet
  if (Array.isArray(components) && components.length === 0) return
  if (typeof sea !== 'number' || !(Math.abs(sea - gravity) > 0.01 * gravity) || toldSeas.has(water)) return
  toldSeas.add(water)
  console.warn(
    `${caller}: the sea's waves were made for g = ${sea} m/s² and the body floats under g = ${gravity}: they move as on another planet. Pass createWaves(…, { gravity: ${gravity} }) if that is not meant.`,
  )
}

const toldBodies = new WeakSet<object>()

/**
 * Says once per body when options.gravity differs from the world's by more than 1 % while the world pulls
 * along −y: the water then pushes with the one and the body falls with the other, and floats at the wrong
 * draft (options.gravity 5 under the world's 9.81 held a box at 0.95 m instead of 0.49: an independent
 * audit). options.gravity is for a world that pulls another way (or not at all, with gravity applied by
 * the user); one that pulls along −y is left as it is.
 */
export function warnGravityMismatch(world: World, body: object, gravity: number, caller: string): void {
  const g = world.gravity
  if (g.x !== 0 || g.z !== 0 || !(g.y < 0) || !(Math.abs(-g.y - gravity) > 0.01 * gravity)) return
  if (toldBodies.has(body)) return
  toldBodies.add(body)
  console.warn(
    `${caller}: options.gravity is ${gravity} m/s² but the world pulls the body down with ${-g.y}: the water pushes with the one and the body falls with the other, so it floats at the wrong draft. Leave options.gravity out to use the world's.`,
  )
}
