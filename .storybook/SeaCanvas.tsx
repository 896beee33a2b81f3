import { OrbitControls } from '@react-three/drei'
import { Canvas } from '@react-three/fiber'
import type { ReactNode } from 'react'

/** Sky colour of the showcase: the background, and the colour a story's fog should fade to. */
export const SKY = '#a9cfe8'

/**
 * The stage of every story: a camera above the sea looking at the origin, a low sun beyond the sea (so the
 * waves glint toward the camera) that casts shadows, a sky light, and orbit controls that keep the camera
 * above the water. With `oceanSky` the scene has no background, so `<Ocean>` draws its sky and horizon.
 */
export function SeaCanvas({ children, oceanSky = false }: { children: ReactNode; oceanSky?: boolean }) {
  return (
    <div style={{ position: 'fixed', inset: 0 }}>
      <Canvas shadows="percentage" camera={{ position: [28, 14, 34], fov: 50, near: 0.1, far: 3000 }}>
        {!oceanSky && <color attach="background" args={[SKY]} />}
        <hemisphereLight args={['#e8f4ff', '#16324a', 1.1]} />
        <directionalLight
          position={[-70, 45, -90]}
          intensity={1.6}
          castShadow
          shadow-mapSize={[1024, 1024]}
          shadow-camera-left={-40}
          shadow-camera-right={40}
          shadow-camera-top={40}
          shadow-camera-bottom={-40}
        />
        <OrbitControls makeDefault target={[0, 0, 0]} maxPolarAngle={Math.PI * 0.47} maxDistance={600} />
        {children}
      </Canvas>
    </div>
  )
}
