import type { BuoyancyOptions } from 'react-three-buoyancy/cannon'
import { boxMesh, createWaves } from 'react-three-buoyancy/core'
import { floating, STEP } from '../dynamics/simulate.js'

/** The reference barge of test/unit/seakeeping/reference (20 m × 4 m × 8 m box, draft 2 m: half its depth). */
export const BARGE = { length: 20, depth: 4, beam: 8, relativeDensity: 0.5 }
/** Wave amplitude of the regular-wave runs, m (the validation wave). */
export const WAVE_AMPLITUDE = 0.25
const GRAVITY = 9.81
/**
 * 'adaptive' clipping tolerance (a fraction of ρ g V) that resolves the wave force on the 12-triangle barge:
 * the wave force is a few per cent of ρ g V, the default 0.25 is a bound for floating crates (the unit
 * tests, test/unit/seakeeping/rao.ts, use the same).
 */
export const WAVE_FORCE_TOLERANCE = 0.002

/** Deep-water wavelength of a period, m: g T² / 2π. */
export function wavelengthOf(period: number): number {
  return (GRAVITY * period * period) / (2 * Math.PI)
}

/** An RAO of the barge: heave in m per m of wave amplitude, pitch and roll in degrees per m. */
export interface BargeRao {
  heave: number
  pitch: number
  roll: number
}

/**
 * Heave, pitch and roll RAOs of the barge at one period, in waves travelling toward `direction` (0: head
 * seas, along the barge; π/2: beam seas): the first harmonic of each over `measure` periods after `settle`
 * periods, divided by the wave amplitude (pitch and roll: the rotations about z and x, small-angle, from the
 * quaternion). Short runs (the story computes a few periods on demand); the unit tests (test/unit/seakeeping)
 * hold the validation with longer ones.
 */
export function bargeRao(
  period: number,
  options: BuoyancyOptions,
  settle: number,
  measure: number,
  direction = 0,
): BargeRao {
  const waves = createWaves([{ amplitude: WAVE_AMPLITUDE, wavelength: wavelengthOf(period), direction }], {
    gravity: GRAVITY,
  })
  // The box's centre on the mean level: its draft is half its depth at relative density 0.5 (equilibrium).
  const f = floating(boxMesh(BARGE.length, BARGE.depth, BARGE.beam), BARGE.relativeDensity, {
    water: waves,
    buoyancy: { tolerance: WAVE_FORCE_TOLERANCE, ...options },
  })
  for (let i = Math.round((settle * period) / STEP); i > 0; i--) f.world.step(STEP)
  const n = Math.round((measure * period) / STEP)
  const heave = [0, 0],
    pitch = [0, 0],
    roll = [0, 0]
  const add = (sums: number[], value: number, phase: number) => {
    sums[0] += value * Math.cos(phase)
    sums[1] += value * Math.sin(phase)
  }
  for (let i = 0; i < n; i++) {
    f.world.step(STEP)
    const phase = (2 * Math.PI * f.world.time) / period
    const q = f.body.quaternion
    // trim about z and heel about x, rad: 2 × the quaternion's z and x for small angles (their sign with w's)
    const sign = q.w < 0 ? -2 : 2
    add(heave, f.body.position.y, phase)
    add(pitch, sign * q.z, phase)
    add(roll, sign * q.x, phase)
  }
  const amplitude = (sums: number[]) => (2 * Math.hypot(sums[0], sums[1])) / n / WAVE_AMPLITUDE
  const degrees = 180 / Math.PI
  return { heave: amplitude(heave), pitch: amplitude(pitch) * degrees, roll: amplitude(roll) * degrees }
}
