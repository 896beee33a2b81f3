// react-three-buoyancy: React components and hooks for @react-three/fiber.
// No side effects at import (no window or document at module scope), so it imports on a server.
export { SimulationClock } from './clock/SimulationClock.js'
export { useSimulationClock } from './clock/ClockContext.js'
export { useWaves } from './water/WaveContext.js'
export { Waves, type WavesProps } from './water/Waves.js'
export type { WavesInput } from './water/resolveWaves.js'
export { Ocean, type OceanProps } from './water/Ocean.js'
export { OCEAN_PRESETS, type OceanPreset } from './water/oceanPresets.js'
export {
  OCEAN_QUALITY_LEVELS,
  type OceanQuality,
  type OceanQualityLevel,
  type OceanQualitySettings,
} from './water/oceanQuality.js'
export { Physics, type PhysicsProps } from './physics/Physics.js'
export { usePhysics } from './physics/PhysicsContext.js'
export type { PhysicsApi, StepCallback, StepEvent, NamedBody } from './physics/PhysicsApi.js'
export type { DebugLayers, DebugProp } from './debug/debugLayers.js'
export { Buoyant, type BuoyantApi, type BuoyantProps } from './buoyant/Buoyant.js'
export { BuoyancyDebug, type BuoyancyDebugProps, type BuoyancyDebugSource } from './debug/BuoyancyDebug.js'
export { useBuoyancy, type BuoyancyState, type UseBuoyancyOptions } from './buoyant/useBuoyancy.js'
export { useHydrostatics, type HydrostaticsSource, type UseHydrostaticsOptions } from './buoyant/useHydrostatics.js'
export { useBeforePhysicsStep, useAfterPhysicsStep } from './physics/useStepCallbacks.js'
export type { CollisionShape } from './buoyant/collisionShape.js'
export type { HullInput } from './buoyant/hullSource.js'
export type { HullProp } from './hull/hullProp.js'
export { NOT_A_HULL_PART } from './hull/drawnMeshes.js'
export { DEFAULT_BODY_DENSITY, type BodyFrame } from '../cannon/internal.js'
export {
  useCannonWorkerBuoyancy,
  type CannonWorkerBodyApi,
  type CannonWorkerBuoyancyOptions,
  type CannonWorkerBuoyancyState,
} from './interop/useCannonWorkerBuoyancy.js'
export { cannonBoxBody, cannonConvexBody, type CannonBuoyantBody } from './interop/cannonBodies.js'
export { Cargo, type CargoProps } from './loads/Cargo.js'
export {
  Compartment,
  type CompartmentApi,
  type CompartmentHole,
  type CompartmentProps,
  type CompartmentPump,
} from './loads/Compartment.js'
export { StabilityOverlay, type StabilityOverlayProps } from './debug/StabilityOverlay.js'
export {
  useRightingLeverCurve,
  type RightingLeverCurveState,
  type UseRightingLeverCurveOptions,
} from './debug/useRightingLeverCurve.js'
export { useBuoyantLoads } from './buoyant/BuoyantContext.js'
export type { BuoyantLoads } from '../cannon/internal.js'
