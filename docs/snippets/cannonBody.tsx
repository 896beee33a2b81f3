import { Physics as CannonPhysics, useBox } from '@react-three/cannon'
import { Canvas } from '@react-three/fiber'
import { Ocean, Waves, cannonBoxBody, useCannonWorkerBuoyancy } from 'react-three-buoyancy'

// One size and one mass for both the worker's box and the hull that floats it.
const crate = cannonBoxBody([2, 1, 2], { mass: 1000 })

function Crate() {
  const [ref, api] = useBox(() => ({ ...crate.body, position: [0, 1, 0] }))
  useCannonWorkerBuoyancy(api, crate.hull, { mass: crate.body.mass })
  return (
    <mesh ref={ref} name="crate">
      <boxGeometry args={crate.body.args} />
      <meshStandardMaterial color="orange" />
    </mesh>
  )
}

export const CannonHarbour = () => (
  <Canvas camera={{ position: [8, 4, 8] }}>
    <ambientLight />
    <Waves waves="calm">
      <Ocean size={100} />
      <CannonPhysics>
        <Crate />
      </CannonPhysics>
    </Waves>
  </Canvas>
)
