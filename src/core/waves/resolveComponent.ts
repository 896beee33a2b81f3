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
