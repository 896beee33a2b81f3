export type {
  Equilibrium,
  EquilibriumOptions,
  LiquidLoad,
  Loading,
  RightingLever,
  RightingLeverCurve,
  RightingLeverCurveOptions,
  RightingLeverOptions,
  Stability,
  StabilityOptions,
  TransverseLongitudinal,
} from './types.js'
export { findEquilibrium } from './equilibrium.js'
export { stabilityAt } from './stabilityAt.js'
export { rightingLever } from './rightingLever.js'
export { rightingLeverCurve } from './rightingLeverCurve.js'
export { attitudeQuaternion } from './attitude.js'
export { shipAttitude, type ShipAttitude } from './shipAttitude.js'
export { waterplaneMoments, centralWaterplaneMoments, WATERPLANE_MOMENT_COUNT } from './waterplane.js'
export { cargoMassDistribution, loadCargo } from './cargo.js'
export type { CargoItem } from './cargo.js'
