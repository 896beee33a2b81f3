import type { Quaternion, Vector } from '../types.js'

/**
 * The motion of a rigid body as the drag reads it. A CANNON.Body qualifies as it is: its origin is
 * its centre of mass and its axes are principal axes (see `centerHull` in `react-three-buoyancy/cannon`).
 */
export interface RigidBodyState {
  /** centre of mass, world, m */
  position: Vector
  /** body → world */
  quaternion: Quaternion
  /** m/s, world */
  velocity: Vector
  /** rad/s, world */
  angularVelocity: Vector
  /** kg, > 0 */
  mass: number
  /** principal moments of inertia about the body axes through the centre of mass, kg·m² (0: that axis does not turn) */
  inertia: Vector
}

/** A force and a torque, world frame: N and N·m (the torque about the body's centre of mass). */
export interface Wrench {
  force: Vector
  torque: Vector
}

/**
 * Kerner's pressure drag on the faces that move into the water (cos θ = û·n > 0, û the direction of the
 * face's velocity relative to the water):
 * F = −(linear · q + quadratic · q²) · S · cos θ^falloff · n, q = |u| / referenceSpeed.
 */
export interface PressureDragOptions {
  /** C_PD1, N/m² (the pressure at the reference speed from the linear term); default 100 */
  linear?: number
  /** C_PD2, N/m²; default 500 (about ½ ρ v_r² C_D with C_D ≈ 1, a bluff face's stagnation pressure) */
  quadratic?: number
  /** f_P, dimensionless, ≥ 0: how fast the force falls off as the face turns edge-on to the flow; default 0.5 */
  falloff?: number
}

/**
 * Kerner's suction drag on the faces that move away from the water (cos θ < 0), pulling them back:
 * F = +(linear · q + quadratic · q²) · S · |cos θ|^falloff · n.
 */
export interface SuctionDragOptions {
  /** C_SD1, N/m²; default 100 */
  linear?: number
  /** C_SD2, N/m²; default 250 (a wake's base pressure is about half the stagnation pressure) */
  quadratic?: number
  /** f_S, dimensionless, ≥ 0; default 0.5 */
  falloff?: number
}

/**
 * Skin friction against the tangential flow, ITTC-57: F = −½ ρ C_f S |v_t| v_t per wet triangle, with
 * C_f = 0.075 / (log10 Rn − 2)², Rn = |U| L / ν (U the body's speed through the water). Rn is held at
 * 1e5 or more, below which the ITTC line is not meant to be used (and at Rn = 100 it divides by zero).
 */
export interface ViscousDragOptions {
  /** ν, m²/s; default 1.0e-6 (water at about 20 °C) */
  kinematicViscosity?: number
  /** L, m: the length the flow runs along; default the longest side of the hull's bounding box */
  length?: number
}

/**
 * Slamming (Kerner part 2): when the volume of water that the entering faces sweep grows fast (a hull
 * hitting the water), those faces are pushed back so as to stop their share of the body's momentum.
 * With Q = Σ S_i max(u_i·n_i, 0) the swept volume rate (m³/s) and Γ = (Q − Q_prev) / (S_hull dt) its
 * growth per unit hull area (m/s²), the ramp is r = clamp(Γ / threshold, 0, 1)^power, and each entering
 * face gets F_i = −r · (2 S_i / S_hull) · m · (u_i·n_i) / stopTime · n_i. Like every drag here it is
 * capped so that it never reverses the motion.
 */
export interface SlammingOptions {
  /** Γ_max, m/s²: the growth of swept volume per unit area at which slamming is full; default 100 */
  threshold?: number
  /** p, dimensionless, > 0: the ramp's exponent; default 2 */
  power?: number
  /** s, > 0: the time in which a full slam would stop the entering faces' share of momentum; default 0.05 */
  stopTime?: number
}

/**
 * A linear damping standing in for the energy a body radiates as waves, as fractions of critical
 * damping of its own modes, recomputed every step from the current waterplane: heave c = 2ζ√(ρ g A_wp m)
 * on the velocity of the centre of flotation relative to the water; roll and pitch c = 2ζ√(|K| I) about
 * the waterplane's principal axes (roll about the long one), K = ρ g (I_wp + V (y_B − y_G)) the rotational
 * stiffness (ρ g V GM) and I the body's moment of inertia about that axis, on the angular velocity
 * relative to the tilting of the water surface.
 */
export interface RadiationDampingOptions {
  /** ζ heave, fraction of critical; default 0.15 */
  heave?: number
  /** ζ roll (about the waterplane's long axis); default 0.08 */
  roll?: number
  /** ζ pitch (about the waterplane's short axis); default 0.15 */
  pitch?: number
}

/**
 * Ueng's damping (Ueng 2013, eq. 7, 15, 22): R_h = b_h M v_h, R_p = b_p I_p ω_p, R_r = b_r I_r ω_r, the
 * coefficients in 1/s (Ueng uses 0 to 2). Applied while the body is wet; heave on the vertical velocity
 * relative to the water, roll and pitch about the waterplane's principal axes.
 * `true` takes the values of Ueng's speed boat (Table 1): heave 1.6, pitch 0.6, roll 0.4.
 */
export interface UengDampingOptions {
  /** b_h, 1/s; default 1.6 */
  heave?: number
  /** b_p, 1/s; default 0.6 */
  pitch?: number
  /** b_r, 1/s; default 0.4 */
  roll?: number
}

/**
 * The hydrodynamic forces of `attachBuoyancy` (docs/PHYSICS.md §3). Each part takes `true` (its defaults),
 * `false` (off) or an object of coefficients (unset ones default). Every velocity is taken relative to the
 * water's own orbital velocity (a WaveField's `velocityAt`; a water without it counts as still).
 *
 * Every damping is a rate per second, and the sum of all of them is applied so that it can never reverse
 * the motion it resists (see `dissipationLimit`): in still water the drag only ever removes energy.
 */
export interface DragOptions {
  /** v_r, m/s: the speed that the pressure and suction coefficients refer to; default 1 */
  referenceSpeed?: number
  /** skin friction (ITTC-57); default on */
  viscous?: boolean | ViscousDragOptions
  /** default on */
  pressure?: boolean | PressureDragOptions
  /** default on */
  suction?: boolean | SuctionDragOptions
  /** default on */
  slamming?: boolean | SlammingOptions
  /** wave-radiation-like linear damping; default on: it is what brings a floating body to rest */
  radiation?: boolean | RadiationDampingOptions
  /** Ueng's heave, pitch and roll damping, an alternative to `radiation`; default off */
  ueng?: boolean | UengDampingOptions
  /**
   * Hirae's angular-momentum damping (via Stenberg 2026), L ← L e^{−rate·dt}: the rate in 1/s, or false (the
   * default). Hirae's per-frame factor α at a frame time h is the rate −ln(α) / h.
   */
  angularMomentum?: false | number
  /**
   * How the water's velocity is read: 'linear' (default) samples `velocityAt` at six points around the
   * centre of buoyancy once per step and uses that linear field over the hull (good while the hull is
   * shorter than the waves); 'exact' calls it at every wet triangle; 'still' takes the water at rest.
   */
  waterVelocity?: 'linear' | 'exact' | 'still'
  /**
   * Where each wet face's drag is taken: 'centroid' (Kerner's rule, the seeds') at its centroid;
   * 'resolved' on pieces of the faces large against the body (made once per hull: a box's largest faces
   * 4 × 4, a fine hull's whole; docs/PHYSICS.md §3), so that they feel the velocity changing across them
   * as the body turns (a box of 12 triangles otherwise rolls with half the drag damping of the same box
   * of 768). attachBuoyancy
   * and `<Buoyant>` take 'resolved' with radiation on (their default), 'centroid' with radiation false;
   * createHydrodynamics takes 'centroid' unless told. The pieces split the hull's wholly wet
   * triangles (computeWithHydrostatics); the pieces clipping cuts, and `compute`'s recorded triangles,
   * keep their centroids.
   */
  faces?: 'centroid' | 'resolved'
}

/** The step a drag is computed for. Reuse one object and set its fields: nothing is allocated. */
export interface HydrodynamicsStep {
  /** wave time, s */
  time: number
  /** the step the drag will act over, s, > 0 (its limit and the slamming ramp need it) */
  dt: number
  /** water density, kg/m³ */
  density: number
  /** m/s², > 0 */
  gravity: number
}

/** What the hydrodynamics of one step produced (world frame, about the centre of mass). */
export interface HydrodynamicsResult extends Wrench {
  /**
   * W: the rate of work of the drag on the motion relative to the water, after the limit; ≤ 0 (in still
   * water it is the rate at which the drag removes the body's energy).
   */
  power: number
  /** The factor (0, 1] the dissipation limit scaled the drag by this step: 1 when it did not need to. */
  limit: number
  /** The slamming ramp r of this step, 0 to 1. */
  slamming: number
}
