// Fixed-camera ocean scenes for the screenshot tests and the README images: a fixed simulated time, a
// paused clock, a fixed canvas size and DPR, so SwiftShader draws the same pixels every run.
import { type ReactNode, type RefObject, createRef, useLayoutEffect } from 'react'
import { _roots, useThree } from '@react-three/fiber'
import {
  Buoyant,
  Ocean,
  type OceanPreset,
  type OceanQuality,
  Physics,
  type PhysicsApi,
  SimulationClock,
  Waves,
} from 'react-three-buoyancy'
import type { WavesInput } from 'react-three-buoyancy'
import { ClockContext } from '../../../src/react/clock/ClockContext.js'
import { type MountedCanvas, mountCanvas } from '../mountCanvas.js'

export interface LookScene {
  name: string
  waves: WavesInput
  preset: OceanPreset
  camera: { position: [number, number, number]; target: [number, number, number]; fov: number }
  /** simulated time the sea is drawn at, s */
  time: number
  sun: [number, number, number]
  boat?: boolean
  /** The ocean's quality: 'high' for the look references; 'auto' is what SwiftShader users see ('low'). */
  quality: OceanQuality
}

const HIGH_SCENES: LookScene[] = [
  {
    name: 'calm',
    waves: 'calm',
    preset: 'day',
    camera: { position: [0, 3, 12], target: [0, 0, -30], fov: 55 },
    time: 40,
    sun: [40, 50, -80],
    quality: 'high',
  },
  {
    name: 'moderate',
    waves: 'moderate',
    preset: 'day',
    camera: { position: [0, 8, 20], target: [0, 0, -40], fov: 55 },
    time: 40,
    sun: [40, 40, -80],
    quality: 'high',
  },
  {
    name: 'storm-sunset',
    waves: 'storm',
    preset: 'sunset',
    camera: { position: [0, 14, 30], target: [0, 4, -60], fov: 55 },
    time: 40,
    sun: [20, 8, -100],
    quality: 'high',
  },
  {
    name: 'boat-foam',
    waves: 'moderate',
    preset: 'sunset',
    camera: { position: [9, 5, 11], target: [0, 0, 0], fov: 50 },
    time: 0,
    sun: [20, 8, -100],
    boat: true,
    quality: 'high',
  },
  {
    name: 'horizon-2m',
    waves: 'moderate',
    preset: 'day',
    camera: { position: [0, 2, 0], target: [0, 1.6, -100], fov: 60 },
    time: 40,
    sun: [60, 40, -80],
    quality: 'high',
  },
  {
    name: 'horizon-200m',
    waves: 'moderate',
    preset: 'day',
    camera: { position: [0, 200, 0], target: [0, 150, -1000], fov: 60 },
    time: 40,
    sun: [60, 40, -80],
    quality: 'high',
  },
]

/** The look references at 'high', and two at the default quality, which on SwiftShader (a software renderer) is 'low'. */
export const LOOK_SCENES: LookScene[] = [
  ...HIGH_SCENES,
  ...HIGH_SCENES.filter((scene) => scene.name === 'moderate' || scene.name === 'boat-foam').map((scene): LookScene => ({
    ...scene,
    name: `${scene.name}-auto`,
    quality: 'auto',
  })),
]

function Aim({ target }: { target: [number, number, number] }) {
  const camera = useThree((state) => state.camera)
  useLayoutEffect(() => {
    camera.lookAt(...target)
    camera.updateMatrixWorld()
  }, [camera, target])
  return null
}

/** The scene's content (inside a `<Canvas>`); a boat scene's physics is stepped by hand through `physics`. */
export function LookSceneContent({
  scene,
  physics,
}: {
  scene: LookScene
  physics?: RefObject<PhysicsApi | null>
}): ReactNode {
  const ocean = <Ocean preset={scene.preset} quality={scene.quality} />
  const content = scene.boat ? (
    <Waves waves={scene.waves} paused>
      {ocean}
      <Physics ref={physics}>
        {/* the seeds' model, as when the reference images were recorded: this test is about the water's look */}
        <Buoyant
          name="boat"
          density={450}
          position={[0, 0.4, 0]}
          rotation={[0, 0.5, 0]}
          waveForce="hydrostatic"
          radiation={false}
        >
          <mesh>
            <boxGeometry args={[5, 1.4, 2.2]} />
            <meshStandardMaterial color="#d9480f" roughness={0.6} />
          </mesh>
        </Buoyant>
      </Physics>
    </Waves>
  ) : (
    <ClockContext.Provider value={new SimulationClock({ time: scene.time, paused: true })}>
      <Waves waves={scene.waves}>{ocean}</Waves>
    </ClockContext.Provider>
  )
  return (
    <>
      <Aim target={scene.camera.target} />
      <hemisphereLight args={['#cfe3f5', '#1d3a4d', 0.6]} />
      <directionalLight position={scene.sun} intensity={2.2} />
      {content}
    </>
  )
}

/**
 * Mounts the scene in a `width` × `height` canvas at DPR 1, draws it at its fixed time (a boat scene after
 * 4 s of hand-stepped simulation) and returns the mounted canvas; unmount it when done.
 */
export async function drawLookScene(scene: LookScene, width: number, height: number): Promise<MountedCanvas> {
  const physics = createRef<PhysicsApi>()
  const mounted = await mountCanvas(
    {
      frameloop: 'never',
      dpr: 1,
      gl: { preserveDrawingBuffer: true, antialias: false },
      camera: { position: scene.camera.position, fov: scene.camera.fov, near: 0.1, far: 4000 },
      children: <LookSceneContent scene={scene} physics={physics} />,
    },
    60_000,
    { width, height },
  )
  const state = _roots.get(mounted.canvas)!.store.getState()
  state.setSize(width, height)
  state.advance(1000, true)
  if (scene.boat) {
    // 4 s of simulation from rest (after a first frame, in which the ocean asked for the wet surface): the
    // box settles at its draft and its last step's waterline is recorded.
    for (let i = 0; i < 240; i++) physics.current!.step()
  }
  state.advance(1000 + 1000 / 60, true)
  return mounted
}
