export type {
  CompartmentState,
  CompartmentOptions,
  Flooding,
  FloodingOptions,
  Hole,
  HoleOptions,
  Pump,
  PumpOptions,
} from './types.js'
export { createFlooding } from './createFlooding.js'
export { holeDischarge, holeHead } from './holeFlow.js'
