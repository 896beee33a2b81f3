import { useGLTF } from '@react-three/drei'
import { Buoyant } from 'react-three-buoyancy'

/** A glTF model floats as what it draws: every mesh in it makes the hull. */
export function Boat({ url = '/boat.glb' }: { url?: string }) {
  const { scene } = useGLTF(url)
  return (
    <Buoyant name="boat" density={350} position={[0, 1, 0]} debug={{ hull: true }}>
      <primitive object={scene} />
    </Buoyant>
  )
}
// inside <Waves><Physics> … <Suspense fallback={null}><Boat /></Suspense> … </Physics></Waves>
