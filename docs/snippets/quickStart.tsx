import { Canvas } from '@react-three/fiber'
import { Buoyant, Ocean, Physics, Waves } from 'react-three-buoyancy'

export const Harbour = () => (
  <Canvas camera={{ position: [12, 6, 12] }}>
    <ambientLight intensity={0.4} />
    <directionalLight position={[20, 30, 10]} />
    {/* waves: a preset, a list of sines, or createWaves(...) */}
    <Waves waves="moderate">
      <Ocean size={300} followCamera />
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
