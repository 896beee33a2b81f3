import {
  boxMesh,
  computeHydrostatics,
  createHull,
  createHydrostaticsResult,
  createWaves,
  seaState,
} from 'react-three-buoyancy/core'

const mesh = boxMesh(4, 1, 2) // or geometry.attributes.position.array + geometry.index?.array
const hull = createHull(mesh.positions, mesh.indices) // welds, checks it is closed, flips an inside-out mesh
const sea = createWaves(seaState('moderate'))
const out = createHydrostaticsResult() // reuse it: the call then allocates nothing
const pose = { position: { x: 0, y: 0, z: 0 }, quaternion: { x: 0, y: 0, z: 0, w: 1 } }
computeHydrostatics(hull, pose, sea, { time: 12.5, clipping: 'adaptive' }, out)

const { force, torque, displacedVolume, centerOfBuoyancy, wettedArea, waterplaneArea } = out
console.log({ force, torque, displacedVolume, centerOfBuoyancy, wettedArea, waterplaneArea })
