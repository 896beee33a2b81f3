// react-three-buoyancy: React components and hooks for @react-three/fiber.
// No side effects at import (no window or document at module scope), so it imports on a server.
export { SimulationClock } from './clock/SimulationClock.js'
export { ClockContext, CLOCK_FRAME_PRIORITY, useSimulationClock } from './clock/ClockContext.js'
export { WaveContext, useWaves } from './water/WaveContext.js'
export { Waves, type WavesProps } from './water/Waves.js'
export type { WavesInput } from './water/resolveWaves.js'
export { Ocean, type OceanProps } from './water/Ocean.js'
export { OCEAN_MAX_WAVES, oceanSurfaceGLSL, patchOceanVertexShader } from './water/oceanShader.js'
export { type OceanUniforms, createOceanUniforms, writeOceanUniforms } from './water/oceanUniforms.js'
export {
  type OceanLookUniforms,
  attachOceanLook,
  attachOceanShader,
  createOceanLookUniforms,
} from './water/oceanMaterials.js'
export { OCEAN_PRESETS, type OceanPreset } from './water/oceanPresets.js'
export {
  type OceanShadingUniforms,
  createOceanShadingUniforms,
  oceanShadingFragmentGLSL,
  patchOceanFragmentShader,
  patchOceanShadingVertexShader,
} from './water/oceanShading.js'
export { type OceanSkyUniforms, createOceanSkyUniforms, oceanSkyGLSL } from './water/oceanSky.js'
export { type OceanDetailUniforms, createOceanDetailUniforms, writeOceanDetail } from './water/oceanDetail.js'
export { createOceanHorizonGeometry } from './water/oceanHorizonGeometry.js'
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
export { DEFAULT_BODY_DENSITY, type BodyFrame } from '../cannon/internal.js'
export {
  useCannonWorkerBuoyancy,
  type CannonWorkerBodyApi,
  type CannonWorkerBuoyancyOptions,
  type CannonWorkerBuoyancyState,
} from './interop/useCannonWorkerBuoyancy.js'
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
export { shipAttitude, type ShipAttitude } from '../core/internal.js'
