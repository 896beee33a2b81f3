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
  if (amplitude > MAX_AMPLITUDE) {
    throw new Error(
      `${where}: amplitude ${amplitude} m is more than ${MAX_AMPLITUDE} m, past any sea (the pressures and moments on a hull in it would overflow)`,
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
  checkSteepness(amplitude * wavenumber, where)
  checkPhaseSpeed(phaseSpeed, amplitude, wavenumber, gravity, where)
  return Object.freeze({
    amplitude,
    wavelength,
    direction,
    phase: reducedPhase(phase),
    speed: phaseSpeed,
    wavenumber,
    angularFrequency,
    period: angularFrequency > 0 ? (2 * Math.PI) / angularFrequency : Infinity,
    kx: wavenumber * Math.cos(direction),
    kz: wavenumber * Math.sin(direction),
  })
}

/**
 * m: a wave higher than this is no sea, and it keeps ρ g A times a hull's area and arm far from overflow
 * (an amplitude of 1e300 m on a 1e305 m wave, gentle as it is, gave a body a NaN orientation).
 */
export const MAX_AMPLITUDE = 1e9

/** A k above which a periodic wave cannot exist: Stokes's limiting steepness H / L ≈ 0.142, A k = π H / L. */
export const BREAKING_STEEPNESS = 0.44

/**
 * A k above which a component is refused: its height 2 A is more than its length (H / L = A k / π > 1).
 * Between BREAKING_STEEPNESS and this the surface is computed as given, with a warning. Past it nothing a
 * body feels is water: a 0.5 m wave 1 µm long (A k = 3e6) moves the water at 3,900 m/s, and its heights
 * jump ±0.5 m between neighbouring points of a hull, so a floating box took 60 ms a step and was thrown
 * to the sky (without drag) or dragged 66 m down (with it). At A k ≤ π the same box stays afloat at
 * every wavelength from 10 µm to 1 m.
 */
export const FOLDED_STEEPNESS = Math.PI

/** Refuse a component higher than it is long; warn about one steeper than a real wave can be. */
function checkSteepness(steepness: number, where: string): void {
  if (steepness > FOLDED_STEEPNESS) {
    throw new Error(
      `${where}: steepness A k = ${steepness.toPrecision(3)} makes the wave higher than it is long (2 A > wavelength, A k > π): no water surface is like it, and the water it moves would throw a body about; a real wave breaks at A k = ${BREAKING_STEEPNESS} (Stokes's limit H / L ≈ 0.142)`,
    )
  }
  if (!(steepness > BREAKING_STEEPNESS)) return
  console.warn(
    `${where}: steepness A k = ${steepness.toPrecision(3)} is above the ${BREAKING_STEEPNESS} at which a real wave breaks (Stokes's limit H / L ≈ 0.142); the surface is computed as given, but it folds over itself (A k > 1) or is steeper than any sea`,
  )
}

/**
 * Kinematic surface tension of water σ / ρ, m³/s² (0.073 N/m over 1,000 kg/m³): with it,
 * sqrt(g / k + (σ / ρ) k) is the fastest a free water wave of wavenumber k travels (deep water; shallow
 * water only slows a wave).
 */
const SURFACE_TENSION_PER_DENSITY = 7.3e-5

/**
 * A given phase speed may be this many times that fastest speed: a stylised sea may run faster than
 * nature, but a speed of 1e12 m/s on a 20 m wave (accepted before) moved the water at 1.6e11 m/s and took
 * a floating box 2.6e9 m down; 1,000 m/s, 178 × a 20 m wave's, dragged it at 288 m/s.
 */
export const MAX_SPEED_FACTOR = 10

function checkPhaseSpeed(speed: number, amplitude: number, wavenumber: number, gravity: number, where: string): void {
  const fastest = Math.sqrt(gravity / wavenumber + SURFACE_TENSION_PER_DENSITY * wavenumber)
  if (speed <= MAX_SPEED_FACTOR * fastest) return
  throw new Error(
    `${where}: speed ${speed} m/s is more than ${MAX_SPEED_FACTOR} × the fastest a water wave of this length travels (${fastest.toPrecision(3)} m/s in deep water); its water would move at up to A k × speed = ${(amplitude * wavenumber * speed).toPrecision(3)} m/s`,
  )
}

/**
 * The phase as the sine sees it, in (−π, π] when it is not already within one turn. Math.sin reduces any
 * angle exactly, but the sum adds the phase to k x − ω t before reducing: a phase of 1e20 rad (whose
 * neighbouring doubles are 16,384 rad apart) was then lost to rounding, and the heights were flat while
 * the velocities, from Math.sin and Math.cos of the phase alone, were not.
 */
function reducedPhase(phase: number): number {
  if (Math.abs(phase) <= 2 * Math.PI) return phase
  return Math.atan2(Math.sin(phase), Math.cos(phase))
}
