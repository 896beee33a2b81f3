// Hydrodynamics (docs/PHYSICS.md §3): drag and damping over the wet surface that the hydrostatics records.
export type {
  DragOptions,
  HydrodynamicsResult,
  HydrodynamicsStep,
  PressureDragOptions,
  RadiationDampingOptions,
  RigidBodyState,
  SlammingOptions,
  SuctionDragOptions,
  UengDampingOptions,
  ViscousDragOptions,
  Wrench,
} from './types.js'
export { createHydrodynamics, createHydrodynamicsResult, type HydrodynamicsModel } from './hydrodynamics.js'
export { frictionCoefficient } from './frictionCoefficient.js'
export { resolveDrag, type ResolvedDrag } from './resolveDrag.js'
export { STIFF_HEAVE, STIFF_PITCH, STIFF_ROLL } from './implicitRestoring.js'
export { DRAG_DEFAULTS } from './dragDefaults.js'
