import { useFrame } from '@react-three/fiber'
import { useEffect, useMemo, useRef } from 'react'
import { type Mesh, SphereGeometry } from 'three'
import { type OceanSkyUniforms, createOceanSkyMaterial } from './skyShading.js'

/**
 * The sky dome of `<Ocean sky>`: the same analytic sky the water reflects, centred on the camera and drawn
 * on the far plane before everything else, while the scene has no background of its own.
 */
export function OceanSky({ uniforms }: { uniforms: OceanSkyUniforms }) {
  const geometry = useMemo(() => new SphereGeometry(1, 48, 24), [])
  const material = useMemo(() => createOceanSkyMaterial(uniforms), [uniforms])
  useEffect(
    () => () => {
      geometry.dispose()
      material.dispose()
    },
    [geometry, material],
  )
  const dome = useRef<Mesh>(null)
  useFrame(({ camera, scene }) => {
    const mesh = dome.current
    if (mesh === null) return
    mesh.visible = scene.background === null
    const far = (camera as { far?: number }).far ?? 1000
    const near = (camera as { near?: number }).near ?? 0.1
    // Inside the frustum on every side (the vertex shader pins it to the far plane anyway).
    mesh.scale.setScalar(Math.max(Math.sqrt(far * near) * 2, near * 4))
    camera.getWorldPosition(mesh.position)
  })
  return (
    <mesh
      ref={dome}
      geometry={geometry}
      material={material}
      frustumCulled={false}
      renderOrder={-1000}
      raycast={() => undefined}
    />
  )
}
