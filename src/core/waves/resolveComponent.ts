import type { ResolvedWaveComponent, WaveComponent } from './types.js'
import { describeValue } from '../checks.js'

/**
 * Checks one user component and derives what the sum needs (k, ω, period, k's x and z parts).
 * `where` names the caller and the component's index for the error messages.
 */
export function resolveComponent(component: unknown, gravity: number, where: string): ResolvedWaveComponent {
  if (typeof component !== 'object' || component === null || Array.isArray(component)) {
    throw new Error(
      `${where}: must be an object { amplitude, wavelength, direction?, phase?, speed? } (got ${describeValue(component)})`,
    )
  }
  const { amplitude, wavelength, direction = 0, phase = 0, speed } = component as WaveComponent
  if (typeof wavelength !== 'number' || !Number.isFinite(wavelength) || wavelength <= 0) {
    throw new Error(
      `${where}: wavelength must be a positive finite number of metres (got ${describeValue(wavelength)})`,
    )
  }
  if (typeof amplitude !== 'number' || !Number.isFinite(amplitude) || amplitude < 0) {
    throw new Error(
      `${where}: amplitude must be a finite number of metres, 0 or more (got ${describeValue(amplitude)})`,
    )
  }
  if (typeof direction !== 'number' || !Number.isFinite(direction)) {
    throw new Error(`${where}: direction must be a finite angle in radians (got ${describeValue(direction)})`)
  }
  if (typeof phase !== 'number' || !Number.isFinite(phase)) {
    throw new Error(`${where}: phase must be a finite angle in radians (got ${describeValue(phase)})`)
  }
  if (speed !== undefined && (typeof speed !== 'number' || !Number.isFinite(speed) || speed < 0)) {
    throw new Error(
      `${where}: speed must be a finite phase speed in m/s, 0 or more, or left out for deep-water dispersion (got ${describeValue(speed)})`,
    )
  }
  const wavenumber = (2 * Math.PI) / wavelength
  // Deep-water dispersion ω² = g k gives the phase speed c = ω / k = sqrt(g / k).
  const phaseSpeed = speed ?? Math.sqrt(gravity / wavenumber)
  const angularFrequency = wavenumber * phaseSpeed
  // a wavelength so short (1e-320 m) that k, ω or the surface's curvature A k² overflows: NaN heights
  if (!Number.isFinite(angularFrequency) || !Number.isFinite(amplitude * wavenumber * wavenumber)) {
    throw new Error(
      `${where}: wavelength ${wavelength} m with amplitude ${amplitude} m is too short to compute (k = ${wavenumber} 1/m, ω = ${angularFrequency} rad/s, A k² = ${amplitude * wavenumber * wavenumber} 1/m)`,
    )
  }
  warnIfBreaking(amplitude * wavenumber, where)
  return Object.freeze({
    amplitude,
    wavelength,
    direction,
    phase,
    speed: phaseSpeed,
    wavenumber,
    angularFrequency,
    period: angularFrequency > 0 ? (2 * Math.PI) / angularFrequency : Infinity,
    kx: wavenumber * Math.cos(direction),
    kz: wavenumber * Math.sin(direction),
  })
}

/** A k above which a periodic wave cannot exist: Stokes's limiting steepness H / L ≈ 0.142, A k = π H / L. */
export const BREAKING_STEEPNESS = 0.44

/** A sum of sines steeper than a real wave can be still computes, but the sea it draws is no sea: say so. */
function warnIfBreaking(steepness: number, where: string): void {
  if (!(steepness > BREAKING_STEEPNESS)) return
  console.warn(
    `${where}: steepness A k = ${steepness.toPrecision(3)} is above the ${BREAKING_STEEPNESS} at which a real wave breaks (Stokes's limit H / L ≈ 0.142); the surface is computed as given, but it folds over itself (A k > 1) or is steeper than any sea`,
  )
}
