import { useThree } from '@react-three/fiber'
import { type ReactNode, useLayoutEffect } from 'react'
import { Ocean, Physics, Waves, type WavesInput } from 'react-three-buoyancy'
import { SKY } from '../../.storybook/SeaCanvas.js'

/** Puts the story camera where a 40 m boat fills the view (once, when the story mounts). */
function CameraRig({ position, target }: { position: [number, number, number]; target: [number, number, number] }) {
  const camera = useThree((state) => state.camera)
  const controls = useThree((state) => state.controls) as {
    target?: { set(x: number, y: number, z: number): void }
    update?: () => void
  } | null
  useLayoutEffect(() => {
    camera.position.set(...position)
    camera.lookAt(...target)
    controls?.target?.set(...target)
    controls?.update?.()
    // once: the user's orbiting is theirs afterwards
  }, [camera, controls])
  return null
}

/** Props of {@link StabilityStage}. */
export interface StabilityStageProps {
  waves: WavesInput
  paused: boolean
  timeScale: number
  /** grid cells per side of the ocean patch (SwiftShader wants it modest) */
  oceanResolution: number
  /** 0..1: a translucent sea shows the hull, its compartments and centres under the waterline */
  oceanOpacity?: number
  camera?: [number, number, number]
  children?: ReactNode
}

/** The sea, the physics world and the camera of the stability stories. */
export function StabilityStage({
  waves,
  paused,
  timeScale,
  oceanResolution,
  oceanOpacity = 1,
  camera = [48, 20, 60],
  children,
}: StabilityStageProps) {
  return (
    <Waves waves={waves} paused={paused} timeScale={timeScale}>
      <CameraRig position={camera} target={[0, -2, 0]} />
      {/* the fog closes before the patch's edge: the sea reaches the horizon */}
      <fog attach="fog" args={[SKY, 80, 270]} />
      <Ocean size={600} resolution={oceanResolution} opacity={oceanOpacity} followCamera receiveShadow />
      <Physics>{children}</Physics>
    </Waves>
  )
}
