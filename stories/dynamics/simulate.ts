import { World } from 'cannon-es'
import type { Body } from 'cannon-es'
import { attachBuoyancy, createBuoyantBody } from 'react-three-buoyancy/cannon'
import type { BuoyancyHandle, BuoyancyOptions } from 'react-three-buoyancy/cannon'
import { createHull, flatWater } from 'react-three-buoyancy/core'
import type { Hull, Quaternion, TriangleMesh, Vector, WaterSurface } from 'react-three-buoyancy/core'

export const STEP = 1 / 60
export const WATER_DENSITY = 1025

/** One floating body in its own world, as the stories run it. */
export interface Floating {
  world: World
  body: Body
  hull: Hull
  handle: BuoyancyHandle
}

export interface FloatOptions {
  position?: Vector
  quaternion?: Quaternion
  water?: WaterSurface
  buoyancy?: BuoyancyOptions
  world?: World
}

/**
 * A body of relative density `s` (to 1025 kg/m³ water) from a mesh, floating (cannon-es damping off), with
 * the seeds' model unless options.buoyancy says otherwise.
 */
export function floating(mesh: TriangleMesh, s: number, options: FloatOptions = {}): Floating {
  const world = options.world ?? new World()
  world.gravity.set(0, -9.81, 0)
  const made = createBuoyantBody(
    createHull(mesh.positions, mesh.indices),
    { density: s * WATER_DENSITY },
    {
      position: options.position,
      quaternion: options.quaternion,
      body: { linearDamping: 0, angularDamping: 0 },
    },
  )
  world.addBody(made.body)
  // the dynamics stories set the seeds' model against its closed forms (periods without added mass, the
  // modal drag's decay) unless a story asks for another
  const handle = attachBuoyancy(world, made.body, made.hull, options.water ?? flatWater(0), {
    waveForce: 'hydrostatic',
    radiation: false,
    ...options.buoyancy,
  })
  return { world, body: made.body, hull: made.hull, handle }
}

/** Step `seconds` at 60 Hz, sampling `sample()` every `every` steps: one array per key, and `t` (s). */
export function record(
  world: World,
  seconds: number,
  sample: () => Record<string, number>,
  every = 2,
): Record<string, number[]> {
  const out: Record<string, number[]> = { t: [] }
  const push = () => {
    out.t.push(world.time)
    for (const [key, value] of Object.entries(sample())) (out[key] ??= []).push(value)
  }
  push()
  const steps = Math.round(seconds / STEP)
  for (let i = 1; i <= steps; i++) {
    world.step(STEP)
    if (i % every === 0) push()
  }
  return out
}

/** Roll (about the body's x axis), pitch (about z) and heel (tilt of the body's y axis from vertical), degrees. */
export function attitude(q: Quaternion): { roll: number; pitch: number; heel: number } {
  const { x, y, z, w } = q
  // the body's y axis in the world
  const ux = 2 * (x * y - z * w),
    uy = 1 - 2 * (x * x + z * z),
    uz = 2 * (y * z + x * w)
  const degrees = 180 / Math.PI
  return {
    roll: Math.atan2(uz, uy) * degrees,
    pitch: -Math.atan2(ux, uy) * degrees,
    heel: Math.acos(Math.max(-1, Math.min(1, uy))) * degrees,
  }
}

/** The lowest point of a hull at a body's pose, m (world y). */
export function lowestPoint(hull: Hull, body: Body): number {
  const { x, y, z, w } = body.quaternion
  const r10 = 2 * (x * y + z * w),
    r11 = 1 - 2 * (x * x + z * z),
    r12 = 2 * (y * z - x * w)
  let lowest = Infinity
  const p = hull.positions
  for (let i = 0; i < p.length; i += 3)
    lowest = Math.min(lowest, body.position.y + r10 * p[i] + r11 * p[i + 1] + r12 * p[i + 2])
  return lowest
}

export const degrees = (radians: number) => (radians * 180) / Math.PI
export const radians = (deg: number) => (deg * Math.PI) / 180
export const aboutX = (angle: number): Quaternion => ({ x: Math.sin(angle / 2), y: 0, z: 0, w: Math.cos(angle / 2) })
