// Free decay of one mode in linear potential flow, from the BEM's own added mass A(ω) and damping B(ω), by
// Fourier inversion of the frequency response: a method independent of the library's time-domain memory
// (radiationMemory.ts convolves an impulse response; this integrates over frequency), pure (the data as
// loaded by reference.ts).
import type { BemBody } from './bemCurves.js'

/** A(ω) or B(ω) of a BEM column between its frequencies, linear; beyond them, as `below` and `above` say. */
function interpolate(
  omega: number[],
  column: number[],
  w: number,
  below: (w: number) => number,
  above: (w: number) => number,
): number {
  if (w <= omega[0]) return below(w)
  const last = omega.length - 1
  if (w >= omega[last]) return above(w)
  let i = 1
  while (omega[i] < w) i++
  const f = (w - omega[i - 1]) / (omega[i] - omega[i - 1])
  return column[i - 1] + f * (column[i] - column[i - 1])
}

/**
 * The mode's motion sampled every `dt` s from t = 0 (value at t = 0 first), for `duration` s, of the linear
 * equation with frequency-dependent coefficients, H(ω) = 1 / (C − ω² (M + A(ω)) + i ω B(ω)):
 * - 'velocity': set moving at t = 0 from rest at equilibrium (an impulse; the motion per unit of impulse,
 *   h(t) = (1/π) ∫₀^∞ Re[H(ω) e^{iωt}] dω);
 * - 'displacement': released from rest at a unit displacement held since ever (no memory of motion):
 *   1 − C ∫₀^t h(τ) dτ, the step response, whose transform is (2/π) ∫₀^∞ Re H(ω) sin(ωt) / ω dω.
 * Outside the BEM's band (0.3 – 3.2 rad/s): the end values of A; B falls as ω² below and as 1/ω³ above
 * (deep water). The crossings are insensitive to both: the band holds the modes' frequencies and most of
 * their damping.
 */
export function linearDecay(
  body: BemBody,
  /** a mode of the BEM's data: Heave, Roll or Pitch */
  mode: string,
  start: 'velocity' | 'displacement',
  dt: number,
  duration: number,
): Float64Array {
  const { M, C } = body.natural[mode]
  const omega = body.omega_rad_s,
    added = body.added_mass[mode],
    damping = body.radiation_damping[mode]
  const first = omega[0],
    last = omega[omega.length - 1]
  const steps = Math.round(duration / dt) + 1
  const out = new Float64Array(steps)
  // ω up to 40 rad/s (|H| falls as 1/ω² beyond the modes: the truncation moves a crossing by far less than
  // dt), in steps of 0.002 rad/s (the inversion repeats every 2π / 0.002 s)
  const dw = 0.002,
    top = 40
  for (let w = dw / 2; w < top; w += dw) {
    const a = interpolate(
      omega,
      added,
      w,
      () => added[0],
      () => added[added.length - 1],
    )
    const b = interpolate(
      omega,
      damping,
      w,
      (x) => damping[0] * (x / first) ** 2,
      (x) => damping[damping.length - 1] * (last / x) ** 3,
    )
    const re = C - w * w * (M + a),
      im = w * b
    const norm = re * re + im * im
    const hRe = re / norm,
      hIm = -im / norm
    for (let n = 0; n < steps; n++) {
      const t = n * dt
      out[n] +=
        start === 'velocity'
          ? ((hRe * Math.cos(w * t) - hIm * Math.sin(w * t)) * dw) / Math.PI
          : ((-2 * C * hRe * Math.sin(w * t)) / w) * (dw / Math.PI)
    }
  }
  if (start === 'displacement') for (let n = 0; n < steps; n++) out[n] += 1
  return out
}
