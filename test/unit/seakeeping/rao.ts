// Regular-wave response of the reference bodies (reference/README.md) simulated with attachBuoyancy:
// the first harmonic of heave, roll and pitch against the wave elevation at the body's mean position.
import { World } from 'cannon-es'
import type { Body } from 'cannon-es'
import { attachBuoyancy, createBuoyantBody } from '../../../src/cannon/internal.js'
import type { BuoyancyOptions } from '../../../src/cannon/internal.js'
import {
  boatHullMesh,
  boxMesh,
  computeHydrostatics,
  createHull,
  createWaves,
  findEquilibrium,
  flatWater,
} from '../../../src/core/internal.js'
import type { WaterSurface } from '../../../src/core/internal.js'

export const RHO = 1025
export const G = 9.81
export const DT = 1 / 60
export type BodyName = 'barge' | 'boat'

/**
 * A reference body, or the boat turned 90° about y: its length along z and its bow toward −z, as a glTF
 * model has it (the same hull; its head seas travel toward −z, and its pitch is about x).
 */
export type ModelName = BodyName | 'boat along z'

function referenceMesh(name: ModelName) {
  if (name === 'barge') return boxMesh(20, 4, 8)
  const boat = boatHullMesh({ length: 30, beam: 8, depth: 4, bilge: 'round', stations: 40, sectionSegments: 12 })
  if (name === 'boat') return boat
  const positions = Float64Array.from(boat.positions)
  for (let i = 0; i < positions.length; i += 3) {
    const x = positions[i]
    positions[i] = positions[i + 2]
    positions[i + 2] = -x
  }
  return { positions, indices: boat.indices }
}

/** The reference body floating at its equilibrium in a world of its own. */
export function referenceBody(
  name: ModelName,
  water: WaterSurface,
  options: BuoyancyOptions,
  /** called before attachBuoyancy: a preStep listener added here is scaled for the added mass as gravity is */
  before?: (world: World, body: Body) => void,
) {
  const mesh = referenceMesh(name)
  const source = createHull(mesh.positions, mesh.indices)
  const still = computeHydrostatics(
    source,
    { position: { x: 0, y: 0, z: 0 }, quaternion: { x: 0, y: 0, z: 0, w: 1 } },
    flatWater(0),
    {
      gravity: G,
      density: RHO,
    },
  )
  const density = (RHO * still.displacedVolume) / source.volume
  const made = createBuoyantBody(source, { density }, { body: { linearDamping: 0, angularDamping: 0 } })
  const eq = findEquilibrium(
    made.hull,
    { mass: made.body.mass, centerOfMass: { x: 0, y: 0, z: 0 } },
    { density: RHO, gravity: G },
  )
  made.body.position.set(eq.pose.position.x, eq.pose.position.y, eq.pose.position.z)
  const q = eq.pose.quaternion
  made.body.quaternion.set(q.x, q.y, q.z, q.w)
  const world = new World()
  world.gravity.set(0, -G, 0)
  world.addBody(made.body)
  before?.(world, made.body)
  // the default clipping tolerance: the Froude–Krylov correction re-integrates the true η where the
  // clipping interpolated it (core/seakeeping/froudeKrylov.ts), so a user's defaults get these RAOs
  const handle = attachBuoyancy(world, made.body, made.hull, water, { density: RHO, ...options })
  return { world, body: made.body, hull: made.hull, handle, equilibrium: eq }
}

/** Heel (about x), yaw (about y) and trim (about z) of a body, rad, small-angle (2 × the quaternion's vector). */
function angles(q: { x: number; y: number; z: number; w: number }) {
  const s = q.w < 0 ? -2 : 2
  return { roll: s * q.x, pitch: s * q.z }
}

export interface Rao {
  heave: number
  roll: number
  pitch: number
}

/**
 * First-harmonic amplitudes per m of wave amplitude (m/m, rad/m) after `settle` periods, over `measure`
 * periods, in a regular deep-water wave of 0.25 m travelling toward `direction`.
 */
export function regularWaveRao(
  name: ModelName,
  period: number,
  direction: number,
  options: BuoyancyOptions,
  settle = 6,
  measure = 4,
): Rao {
  const amplitude = 0.25
  const waves = createWaves([{ amplitude, wavelength: (G * period * period) / (2 * Math.PI), direction }], {
    gravity: G,
  })
  const f = referenceBody(name, waves, options)
  moor(f.world, f.body)
  const start = { y: f.body.position.y, ...angles(f.body.quaternion) }
  const steps = Math.round((settle * period) / DT)
  for (let i = 0; i < steps; i++) f.world.step(DT)
  const n = Math.round((measure * period) / DT)
  const sums = { heave: [0, 0], roll: [0, 0], pitch: [0, 0] }
  for (let i = 0; i < n; i++) {
    f.world.step(DT)
    const t = f.world.time
    const phase = (2 * Math.PI * t) / period
    const a = angles(f.body.quaternion)
    const values = { heave: f.body.position.y - start.y, roll: a.roll - start.roll, pitch: a.pitch - start.pitch }
    for (const key of ['heave', 'roll', 'pitch'] as const) {
      sums[key][0] += values[key] * Math.cos(phase)
      sums[key][1] += values[key] * Math.sin(phase)
    }
  }
  const amplitudeOf = (key: 'heave' | 'roll' | 'pitch') => (2 * Math.hypot(sums[key][0], sums[key][1])) / n / amplitude
  return { heave: amplitudeOf('heave'), roll: amplitudeOf('roll'), pitch: amplitudeOf('pitch') }
}

/** The soft mooring's period in surge and sway, s: 5 × the longest wave's of the validation. */
export const MOORING_PERIOD = 60

/**
 * A soft horizontal mooring, as in a towing tank. A free body in regular waves feels a mean drift force
 * (second order: the wave it reflects), and with the BEM's radiation memory, which has no damping at zero
 * frequency, nothing slows the drift: the boat in 4 s beam seas of 0.25 m went 16 m sideways in 40 s, and
 * its heave, measured against the wave at its starting point, came out at 0.66 × the BEM's (1.01 × in
 * waves of 2 cm). A spring of MOORING_PERIOD on the body's mass, damped at half its critical damping, holds
 * it there and is far from every wave period (its force, added after attachBuoyancy's, is not scaled for
 * the added mass: an even softer spring).
 */
function moor(world: World, body: Body): void {
  const x0 = body.position.x,
    z0 = body.position.z
  const stiffness = body.mass * ((2 * Math.PI) / MOORING_PERIOD) ** 2
  const damping = Math.sqrt(stiffness * body.mass)
  world.addEventListener('preStep', () => {
    body.force.x -= stiffness * (body.position.x - x0) + damping * body.velocity.x
    body.force.z -= stiffness * (body.position.z - z0) + damping * body.velocity.z
  })
}

/**
 * How freeDecayPeriod sets each mode going: heave released from a displacement of 0.1 m, roll and pitch
 * set turning from equilibrium (0.02 and 0.01 rad/s).
 */
export const DECAY_START = { heave: 'displacement', roll: 'velocity', pitch: 'velocity' } as const

/** Period of free decay of a mode on flat water (mean of its first two up-crossing intervals), s. */
export function freeDecayPeriod(
  name: BodyName,
  mode: 'heave' | 'roll' | 'pitch',
  options: BuoyancyOptions,
  duration = 40,
): number {
  const f = referenceBody(name, flatWater(0), options)
  const y0 = f.body.position.y
  const a0 = angles(f.body.quaternion)
  if (DECAY_START[mode] === 'displacement') f.body.position.y += 0.1
  else f.body.angularVelocity.set(mode === 'roll' ? 0.02 : 0, 0, mode === 'pitch' ? 0.01 : 0)
  const values: number[] = []
  for (let i = 0; i < Math.round(duration / DT); i++) {
    f.world.step(DT)
    const a = angles(f.body.quaternion)
    values.push(mode === 'heave' ? f.body.position.y - y0 : mode === 'roll' ? a.roll - a0.roll : a.pitch - a0.pitch)
  }
  return decayPeriod(values, DT)
}

/**
 * Period of a decaying motion sampled every `dt` s: the mean of its first two up-crossing intervals (the
 * boat's heave with the BEM's memory, ζ 0.24, has decayed to millimetres by the third, where a tenth of a
 * millimetre moves a crossing by a second).
 */
export function decayPeriod(values: ArrayLike<number>, dt: number): number {
  const crossings: number[] = []
  for (let i = 1; i < values.length; i++) {
    if (values[i - 1] < 0 && values[i] >= 0) crossings.push((i - 1 + values[i - 1] / (values[i - 1] - values[i])) * dt)
  }
  const used = crossings.slice(0, 3)
  return (used[used.length - 1] - used[0]) / (used.length - 1)
}

/** The amplitude of a signal's first harmonic, from samples at their phases ω t (a whole number of periods). */
export function firstHarmonic() {
  let cosine = 0,
    sine = 0,
    count = 0
  return {
    add(value: number, phase: number): void {
      cosine += value * Math.cos(phase)
      sine += value * Math.sin(phase)
      count++
    },
    amplitude: (): number => (2 * Math.hypot(cosine, sine)) / count,
  }
}
