// react-three-buoyancy/core: plain TypeScript math, no react, three or cannon-es.
// The public entry: what users import. The other layers import ./internal.js, which holds more.

// conventions and units
export { SEA_WATER_DENSITY, STANDARD_GRAVITY, type Pose, type Quaternion, type Vector } from './internal.js'

// waves
export {
  MAX_WIND_SEA_COMPONENTS,
  SEA_STATES,
  createWaves,
  flatWater,
  seaState,
  windSea,
  type CreateWavesOptions,
  type ResolvedWaveComponent,
  type SeaStateName,
  type SeaStatePreset,
  type WaterSurface,
  type WaveComponent,
  type WaveField,
  type WindSeaOptions,
} from './internal.js'

// hulls and the meshes to make them from
export {
  MAX_ICOSPHERE_SUBDIVISIONS,
  boatHullMesh,
  boxMesh,
  buildHull,
  catamaranMesh,
  createHull,
  cylinderMesh,
  icosphereMesh,
  torusMesh,
  transformHull,
  type BoatHullOptions,
  type BuildHullMethod,
  type BuildHullOptions,
  type BuildHullPart,
  type BuildHullReport,
  type BuiltHull,
  type CatamaranOptions,
  type CreateHullOptions,
  type Hull,
  type MassProperties,
  type TriangleMesh,
} from './internal.js'

// hydrostatics
export {
  WET_TRIANGLE_STRIDE,
  computeHydrostatics,
  createHydrostaticsResult,
  createWaterPatch,
  createWetSurface,
  type Clipping,
  type HydrostaticsOptions,
  type HydrostaticsResult,
  type Integrator,
  type WaterPatch,
  type WaterPatchOptions,
  type WetSurface,
} from './internal.js'

// hydrodynamics: drag and damping
export {
  DRAG_DEFAULTS,
  STIFF_HEAVE,
  STIFF_PITCH,
  STIFF_ROLL,
  createHydrodynamics,
  createHydrodynamicsResult,
  type DragOptions,
  type HydrodynamicsModel,
  type HydrodynamicsResult,
  type HydrodynamicsStep,
  type PressureDragOptions,
  type RadiationDampingOptions,
  type RigidBodyState,
  type SlammingOptions,
  type SuctionDragOptions,
  type UengDampingOptions,
  type ViscousDragOptions,
  type Wrench,
} from './internal.js'
// seakeeping: the radiation table format (attachBuoyancy's `radiation` option)
export {
  type CouplingPair,
  type DiffractionTable,
  type Mode as SeakeepingMode,
  type RadiationTable,
} from './internal.js'

// stability and cargo
export {
  attitudeQuaternion,
  cargoMassDistribution,
  findEquilibrium,
  loadCargo,
  rightingLever,
  rightingLeverCurve,
  shipAttitude,
  stabilityAt,
  type CargoItem,
  type CombinedMassProperties,
  type Equilibrium,
  type EquilibriumOptions,
  type LiquidLoad,
  type Loading,
  type MassDistribution,
  type RightingLever,
  type RightingLeverCurve,
  type RightingLeverCurveOptions,
  type RightingLeverOptions,
  type ShipAttitude,
  type Stability,
  type StabilityOptions,
  type TransverseLongitudinal,
} from './internal.js'

// flooding
export {
  createFlooding,
  type CompartmentOptions,
  type CompartmentState,
  type Flooding,
  type FloodingOptions,
  type Hole,
  type HoleOptions,
  type Pump,
  type PumpOptions,
} from './internal.js'
