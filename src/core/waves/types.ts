import type { Vector, WaterSurface } from '../types.js'

/** One sine of the sea, as a user writes it (docs/PHYSICS.md §5). */
export interface WaveComponent {
  /** m, 0 to 1e9; A k above 0.44 (a breaking wave) warns, above π (higher than it is long) is refused */
  amplitude: number
  /** m */
  wavelength: number
  /** radians in the x-z plane: the wave travels toward (cos d, sin d); default 0 */
  direction?: number
  /** radians, default 0; any finite angle (reduced to (−π, π] once it is more than a turn) */
  phase?: number
  /**
   * phase speed, m/s; default deep-water dispersion, omega = sqrt(g k); at most 10 × the fastest water
   * wave of this length, sqrt(g / k + k σ / ρ)
   */
  speed?: number
}

/** A component with everything derived once: what the physics and the shader read. */
export interface ResolvedWaveComponent {
  readonly amplitude: number
  readonly wavelength: number
  readonly direction: number
  /** radians: the component's phase, reduced to (−π, π] when it was given as more than a turn */
  readonly phase: number
  /** phase speed, m/s */
  readonly speed: number
  /** wavenumber k = 2π / wavelength, rad/m */
  readonly wavenumber: number
  /** angular frequency ω = k · speed, rad/s */
  readonly angularFrequency: number
  /** s, 2π / ω (Infinity for a standing pattern of speed 0) */
  readonly period: number
  /** k cos(direction), rad/m */
  readonly kx: number
  /** k sin(direction), rad/m */
  readonly kz: number
}

/**
 * A sum-of-sines sea: eta(x, z, t) = level + Σ A_i sin(k_i (cos d_i x + sin d_i z) − ω_i t + phase_i).
 * The one source of the numbers the ocean shader and the physics use.
 */
export interface WaveField extends WaterSurface {
  readonly components: readonly ResolvedWaveComponent[]
  /** Mean water level, m (world y of the undisturbed surface); default 0. */
  readonly level: number
  /** m/s² */
  readonly gravity: number
  /** K = Σ A k² (1/m): a bound on |∂²eta/∂s²| along any horizontal direction, for error-bounded clipping. */
  readonly maxCurvature: number
  /** Σ A (m): the highest the surface can rise above its mean level. */
  readonly maxAmplitude: number
  /** Unit surface normal (world, y up), from the analytic slope. */
  normalAt<T extends Vector>(x: number, z: number, t: number, out: T): T
  /** ∂eta/∂t, m/s. */
  verticalVelocityAt(x: number, z: number, t: number): number
  /**
   * The water's orbital velocity at a point, m/s (linear deep-water theory): per component, A ω e^{k ỹ} sin θ
   * along the direction of travel and −A ω e^{k ỹ} cos θ vertically, with ỹ = min(y − level, 0). Above the
   * mean level the mean-level value is held (the simple choice; it keeps crest velocities bounded by Σ A ω).
   */
  velocityAt<T extends Vector>(x: number, y: number, z: number, t: number, out: T): T
  /**
   * Each component's time phase ω_i t wrapped into [0, 2π), computed in double precision.
   * Wrapping keeps float32 shader arguments small after hours of simulated time: the GPU evaluates
   * sin(kx_i x + kz_i z − timePhase_i + phase_i). Writes one number per component into `out` and returns it.
   */
  timePhases<T extends { [i: number]: number }>(t: number, out: T): T
  /** The surface slope (∂eta/∂x, ∂eta/∂z), dimensionless, written to `out.x` and `out.z`. */
  slopeAt<T extends { x: number; z: number }>(x: number, z: number, t: number, out: T): T
  /** Heights of `count` points given as x, z pairs in `xz`: the batched form of heightAt for hot loops. */
  heightsAt(xz: ArrayLike<number>, t: number, out: { [i: number]: number }, count?: number): void
}
