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

/** A head-sea RAO of the barge: heave in m per m of wave amplitude, pitch in degrees per m. */
export interface BargeRao {
  heave: number
  pitch: number
}

/**
 * Head-sea heave and pitch RAOs of the barge at one period: the first harmonic of each over `measure`
 * periods after `settle` periods, divided by the wave amplitude (pitch: the trim about z, small-angle, from
 * the quaternion). Short runs (the story computes a few periods on demand); the unit tests
 * (test/unit/seakeeping) hold the validation with longer ones.
 */
export function bargeRao(period: number, options: BuoyancyOptions, settle: number, measure: number): BargeRao {
  const waves = createWaves([{ amplitude: WAVE_AMPLITUDE, wavelength: wavelengthOf(period), direction: 0 }], {
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
    pitch = [0, 0]
  for (let i = 0; i < n; i++) {
    f.world.step(STEP)
    const phase = (2 * Math.PI * f.world.time) / period
    const q = f.body.quaternion
    // trim about z, rad: 2 × the quaternion's z for small angles (its sign with w's)
    const trim = (q.w < 0 ? -2 : 2) * q.z
    heave[0] += f.body.position.y * Math.cos(phase)
    heave[1] += f.body.position.y * Math.sin(phase)
    pitch[0] += trim * Math.cos(phase)
    pitch[1] += trim * Math.sin(phase)
  }
  const amplitude = (sums: number[]) => (2 * Math.hypot(sums[0], sums[1])) / n / WAVE_AMPLITUDE
  return { heave: amplitude(heave), pitch: (amplitude(pitch) * 180) / Math.PI }
}
