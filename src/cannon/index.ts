// react-three-buoyancy/cannon: float cannon-es bodies (core + cannon-es only).
// The public entry: what users import. The react layer imports ./internal.js, which holds more.
export {
  MAX_BUOYANCY_RATIO,
  applyMassProperties,
  attachBuoyancy,
  attachCargo,
  attachFlooding,
  centerHull,
  combineMassProperties,
  createBuoyantBody,
  hullMassProperties,
  pointMassProperties,
  principalFrame,
  type AppliedMassProperties,
  type BuoyancyHandle,
  type BuoyancyOptions,
  type BuoyantBody,
  type BuoyantBodyOptions,
  type CargoHandle,
  type CargoOptions,
  type CenteredHull,
  type FloodingAttachOptions,
  type FloodingHandle,
  type MassSpec,
  type PrincipalFrame,
  type SourceShape,
} from './internal.js'
// the drag options attachBuoyancy takes, and the stiff-mode flags, as the core defines them
export { STIFF_HEAVE, STIFF_PITCH, STIFF_ROLL, type DragOptions, type HydrodynamicsResult } from '../core/index.js'
