// react-three-buoyancy/testing: deterministic stepping and trace recording for snapshot tests.
// Needs @react-three/test-renderer (9.x, for @react-three/fiber 9) for mountScene.
export { mountScene, type MountedScene, type SceneRecordOptions, type SceneRenderer } from './mountScene.js'
export {
  recordTrace,
  sampleBodies,
  roundTo,
  type RecordOptions,
  type Trace,
  type TraceBody,
  type TraceSample,
} from './trace.js'
