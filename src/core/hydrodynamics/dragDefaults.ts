import * as D from './defaults.js'

/**
 * Every default coefficient of DragOptions, in its shape (units and reasons in DragOptions and
 * defaults.ts): what `drag: true` or an omitted `drag` means. Frozen.
 */
export const DRAG_DEFAULTS = Object.freeze({
  referenceSpeed: D.DEFAULT_REFERENCE_SPEED,
  viscous: Object.freeze({ kinematicViscosity: D.DEFAULT_KINEMATIC_VISCOSITY }),
  pressure: Object.freeze({
    linear: D.DEFAULT_PRESSURE_LINEAR,
    quadratic: D.DEFAULT_PRESSURE_QUADRATIC,
    falloff: D.DEFAULT_PRESSURE_FALLOFF,
  }),
  suction: Object.freeze({
    linear: D.DEFAULT_SUCTION_LINEAR,
    quadratic: D.DEFAULT_SUCTION_QUADRATIC,
    falloff: D.DEFAULT_SUCTION_FALLOFF,
  }),
  slamming: Object.freeze({
    threshold: D.DEFAULT_SLAMMING_THRESHOLD,
    power: D.DEFAULT_SLAMMING_POWER,
    stopTime: D.DEFAULT_SLAMMING_STOP_TIME,
  }),
  radiation: Object.freeze({
    heave: D.DEFAULT_RADIATION_HEAVE,
    roll: D.DEFAULT_RADIATION_ROLL,
    pitch: D.DEFAULT_RADIATION_PITCH,
  }),
  /** off by default; `ueng: true` takes these (Ueng's speed boat) */
  ueng: Object.freeze({ heave: D.DEFAULT_UENG_HEAVE, pitch: D.DEFAULT_UENG_PITCH, roll: D.DEFAULT_UENG_ROLL }),
  /** off by default */
  angularMomentum: false as const,
  waterVelocity: 'linear' as const,
})
