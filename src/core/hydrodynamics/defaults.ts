// Default coefficients of the hydrodynamics, with the reason for each (see types.ts for the formulas).

/** v_r, m/s: coefficients read as pressures at walking speed through water. */
export const DEFAULT_REFERENCE_SPEED = 1

/** ν, m²/s: water at about 20 °C (docs/PHYSICS.md §3); sea water at 15 °C is 1.19e-6, a 4 % change in C_f. */
export const DEFAULT_KINEMATIC_VISCOSITY = 1.0e-6
/** The ITTC-57 line is a fit for turbulent flow; below this Reynolds number C_f is held at its value here. */
export const MIN_REYNOLDS_NUMBER = 1e5

/**
 * C_PD2, N/m²: ½ ρ v_r² C_D with ρ = 1025 and C_D ≈ 1, the stagnation pressure on a face that meets the
 * flow square on (a flat plate broadside has C_D ≈ 1.2, a sphere's front about 1).
 */
export const DEFAULT_PRESSURE_QUADRATIC = 500
/**
 * C_PD1, N/m²: a small linear part so that slow drift (surge, sway, yaw, which have no hydrostatic
 * stiffness and so no radiation damping here) still dies out: a 1 m cube of half density drifting
 * sideways loses speed at about 0.2 /s from it.
 */
export const DEFAULT_PRESSURE_LINEAR = 100
/** f_P: Kerner's falloff; 0.5 keeps faces at a glancing angle to the flow in play. */
export const DEFAULT_PRESSURE_FALLOFF = 0.5
/** C_SD2, N/m²: the base pressure of a bluff body's wake is about half its stagnation pressure. */
export const DEFAULT_SUCTION_QUADRATIC = 250
/** C_SD1, N/m²: as C_PD1. */
export const DEFAULT_SUCTION_LINEAR = 100
/** f_S, as f_P. */
export const DEFAULT_SUCTION_FALLOFF = 0.5

/**
 * Γ_max, m/s²: a flat bottom hitting the water at v sweeps Γ ≈ (S_bottom / S_hull) v / dt, about
 * 100 m/s² for a box at 10 m/s (a 5 m drop), while rocking afloat stays below 1 m/s²: slamming is full
 * for real impacts and nothing at all for ordinary motion.
 */
export const DEFAULT_SLAMMING_THRESHOLD = 100
/** p: a quadratic ramp, so that moderate entries slam a little and hard ones fully (Kerner uses p ≈ 2). */
export const DEFAULT_SLAMMING_POWER = 2
/** s: a full slam stops the entering faces' share of momentum in about this long (a few frames). */
export const DEFAULT_SLAMMING_STOP_TIME = 0.05

/**
 * Fractions of critical damping. Ships are damped strongly in heave and pitch (ζ ≈ 0.2 to 0.3 near
 * resonance) and lightly in roll (ζ ≈ 0.05 to 0.1); docs/PHYSICS.md asks for 5 to 20 % so that a body comes to
 * rest after a few oscillations. The quadratic pressure drag adds a few percent more at large amplitude.
 */
export const DEFAULT_RADIATION_HEAVE = 0.15
export const DEFAULT_RADIATION_ROLL = 0.08
export const DEFAULT_RADIATION_PITCH = 0.15

/** Ueng's speed boat (Ueng 2013, Table 1), 1/s. */
export const DEFAULT_UENG_HEAVE = 1.6
export const DEFAULT_UENG_PITCH = 0.6
export const DEFAULT_UENG_ROLL = 0.4

/**
 * Above this ω·dt (ω the natural frequency of heave, roll or pitch from the current waterplane), the
 * explicit step of cannon-es resolves the oscillation badly (4.7 % period error at 1, unstable beyond 2):
 * the restoring force of that mode is then integrated linearly implicitly (see implicitRestoring).
 */
export const STIFF_STEP = 1
