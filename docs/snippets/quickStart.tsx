import { Canvas } from '@react-three/fiber'
import { Buoyant, Ocean, Physics, Waves } from 'react-three-buoyancy'

export const Harbour = () => (
  <Canvas camera={{ position: [12, 6, 12], far: 4000 }}>
    <hemisphereLight args={['#cfe3f5', '#1d3a4d', 0.6]} />
    <directionalLight position={[-70, 45, -90]} intensity={2} />
    {/* waves: a preset, a list of sines, or createWaves(...) */}
    <Waves waves="moderate">
      {/* the sea to the horizon, with its sky; preset 'day' | 'sunset' | 'overcast' */}
      <Ocean />
      <Physics debug={{ waterline: true }}>
        <Buoyant name="boat" density={400} position={[0, 1, 0]}>
          <mesh>
            <boxGeometry args={[4, 1, 2]} />
            <meshStandardMaterial color="orange" />
          </mesh>
        </Buoyant>
      </Physics>
    </Waves>
  </Canvas>
)
