import { Body, World } from 'cannon-es'
import { attachBuoyancy, createBuoyantBody } from 'react-three-buoyancy/cannon'
import type { BuoyancyHandle, BuoyancyOptions, BuoyantBodyOptions } from 'react-three-buoyancy/cannon'
import { createHull, flatWater, STANDARD_GRAVITY } from 'react-three-buoyancy/core'
import type { Hull, TriangleMesh, WaterSurface } from 'react-three-buoyancy/core'

export const DT = 1 / 60
export const RHO = 1025
export const G = STANDARD_GRAVITY

/**
 * The seeds' model (hydrostatic wave pressure, no added mass or radiation), bit for bit what
 * attachBuoyancy did before its defaults became the seakeeping model (issue 14): the tests that validate
 * that model (drafts, periods without added mass, energy, the square log) pass it explicitly.
 */
export const SEEDS: BuoyancyOptions = Object.freeze({ waveForce: 'hydrostatic', radiation: false })

/** A world with gravity along −y and nothing else. */
export function createWorld(): World {
  const world = new World()
  world.gravity.set(0, -G, 0)
  return world
}

export interface Floater {
  world: World
  body: Body
  /** hull in body coordinates */
  hull: Hull
  handle: BuoyancyHandle
}

export interface FloaterOptions extends BuoyantBodyOptions {
  water?: WaterSurface
  buoyancy?: BuoyancyOptions
  /** cannon-es damping, default 0 (ours only) */
  cannonDamping?: number
  world?: World
}

/** A body of relative density `relativeDensity` (to water of 1025 kg/m³) made from a mesh, floating. */
export function float(mesh: TriangleMesh, relativeDensity: number, options: FloaterOptions = {}): Floater {
  const world = options.world ?? createWorld()
  const source = createHull(mesh.positions, mesh.indices)
  const damping = options.cannonDamping ?? 0
  const made = createBuoyantBody(
    source,
    { density: relativeDensity * RHO },
    {
      ...options,
      body: { linearDamping: damping, angularDamping: damping, ...options.body },
    },
  )
  world.addBody(made.body)
  const handle = attachBuoyancy(world, made.body, made.hull, options.water ?? flatWater(0), options.buoyancy)
  return { world, body: made.body, hull: made.hull, handle }
}

/** Step a world n times at dt, calling `each` after every step. */
export function run(world: World, steps: number, each?: (step: number) => void, dt = DT): void {
  for (let i = 0; i < steps; i++) {
    world.step(dt)
    each?.(i)
  }
}

/** Rotation about x by `angle` radians, as a quaternion. */
export function aboutX(angle: number) {
  return { x: Math.sin(angle / 2), y: 0, z: 0, w: Math.cos(angle / 2) }
}
export function aboutZ(angle: number) {
  return { x: 0, y: 0, z: Math.sin(angle / 2), w: Math.cos(angle / 2) }
}

/** Linear and angular speed of a body. */
export function speeds(body: Body): { linear: number; angular: number } {
  return { linear: body.velocity.length(), angular: body.angularVelocity.length() }
}

/** Times of upward zero crossings of a sampled signal (linear interpolation between samples). */
export function upCrossings(values: readonly number[], dt: number, mean = 0): number[] {
  const times: number[] = []
  for (let i = 1; i < values.length; i++) {
    const a = values[i - 1] - mean,
      b = values[i] - mean
    if (a < 0 && b >= 0) times.push((i - 1 + a / (a - b)) * dt)
  }
  return times
}

/** With REPORT=1 in the environment, print a measured figure beside its expectation (for the report). */
export function report(what: string, expected: number, got: number, unit = ''): void {
  if (!process.env.REPORT) return
  const error = expected !== 0 ? ` (${(((got - expected) / expected) * 100).toFixed(3)} %)` : ''
  console.log(`REPORT ${what}: expected ${expected.toPrecision(6)}${unit}, got ${got.toPrecision(6)}${unit}${error}`)
}
