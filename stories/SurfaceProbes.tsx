import { useFrame } from '@react-three/fiber'
import { useRef } from 'react'
import type { InstancedMesh } from 'three'
import { Object3D } from 'three'
import { useSimulationClock, useWaves } from 'react-three-buoyancy'

const placement = new Object3D()

/**
 * Small floats on a grid, each set every frame to the CPU height `heightAt(x, z, t)` of the shared wave
 * field at the clock's time: where they sit on the shader-drawn sea, CPU and GPU agree.
 */
export function SurfaceProbes({
  spacing = 8,
  perSide = 5,
  radius = 0.35,
}: {
  spacing?: number
  perSide?: number
  radius?: number
}) {
  const waves = useWaves()
  const clock = useSimulationClock()
  const probes = useRef<InstancedMesh>(null)
  useFrame(() => {
    const mesh = probes.current
    if (mesh === null) return
    const t = clock.renderTime
    const half = ((perSide - 1) * spacing) / 2
    for (let i = 0; i < perSide; i++) {
      for (let j = 0; j < perSide; j++) {
        const x = i * spacing - half
        const z = j * spacing - half
        placement.position.set(x, waves.heightAt(x, z, t), z)
        placement.updateMatrix()
        mesh.setMatrixAt(i * perSide + j, placement.matrix)
      }
    }
    mesh.instanceMatrix.needsUpdate = true
  })
  return (
    <instancedMesh ref={probes} args={[undefined, undefined, perSide * perSide]} castShadow frustumCulled={false}>
      <sphereGeometry args={[radius, 16, 12]} />
      <meshStandardMaterial color="#ff7a1a" roughness={0.5} />
    </instancedMesh>
  )
}
