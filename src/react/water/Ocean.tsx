import { type ThreeElements, useFrame } from '@react-three/fiber'
import { type Ref, useContext, useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef } from 'react'
import type { ColorRepresentation, Mesh } from 'three'
import { ClockContext } from '../clock/ClockContext.js'
import { WaveContext } from './WaveContext.js'
import { createOceanGeometry, setOceanBounds } from './oceanGeometry.js'
import { createOceanMaterials } from './oceanMaterials.js'
import { checkOceanWaveCount, createOceanUniforms, writeOceanUniforms } from './oceanUniforms.js'

/**
 * Mesh props that `<Ocean>` owns: the surface must sit where the physics thinks it is (world x-z, mean
 * level from the wave field), so its transform, geometry and material are not the user's to set.
 */
type OwnedMeshProps =
  | 'position'
  | 'rotation'
  | 'scale'
  | 'quaternion'
  | 'matrix'
  | 'matrixWorld'
  | 'up'
  | 'geometry'
  | 'material'
  | 'customDepthMaterial'
  | 'customDistanceMaterial'
  | 'args'
  | 'children'
  | 'ref'

/** Props of {@link Ocean}. Other mesh props (receiveShadow, castShadow, renderOrder, name, events…) pass through. */
export interface OceanProps extends Omit<ThreeElements['mesh'], OwnedMeshProps> {
  /** Side of the square patch of sea, m. Default 200. */
  size?: number
  /** Grid cells per side (vertices per side − 1). Default 128. A cell should be well under the shortest wavelength. */
  resolution?: number
  /** Water colour. Default '#1b5873'. */
  color?: ColorRepresentation
  /** Default 0.3. */
  roughness?: number
  /** Default 0. */
  metalness?: number
  /** 0..1, default 1. */
  opacity?: number
  /** Default: true when opacity < 1. */
  transparent?: boolean
  /** Draw the triangle edges (to see the grid and the displacement). Default false. */
  wireframe?: boolean
  /**
   * Keep the patch centred under the camera in x-z. The offset snaps to whole grid cells, so vertices land
   * on the same world points every frame and the surface does not swim. Default false.
   */
  followCamera?: boolean
  /**
   * The ocean's mesh. Its material is a patched MeshStandardMaterial; `userData.oceanUniforms` holds the
   * {@link OceanUniforms} it is drawn with (for a custom shader that wants the same sea).
   */
  ref?: Ref<Mesh>
}

/**
 * The sea surface of the enclosing `<Waves>`: a square grid displaced in the vertex shader by the same sum
 * of sines that the physics reads, with its analytic normal, on a `MeshStandardMaterial` (lights, fog,
 * shadows and tone mapping behave as in any three.js scene). It is drawn at the time of the shared
 * simulation clock, so a paused or hand-stepped simulation shows a paused or stepped sea.
 *
 * Place it in an untransformed parent: heights are world heights. The raycast hits the bounds of the waves,
 * and the triangles of the flat grid.
 * @throws Error outside `<Waves>`, for a bad size or resolution, or a field of more than OCEAN_MAX_WAVES components
 */
export function Ocean({
  size = 200,
  resolution = 128,
  color = '#1b5873',
  roughness = 0.3,
  metalness = 0,
  opacity = 1,
  transparent,
  wireframe = false,
  followCamera = false,
  ref,
  ...meshProps
}: OceanProps) {
  const field = useContext(WaveContext)
  const clock = useContext(ClockContext)
  if (field === null || clock === null) {
    throw new Error(
      '<Ocean> must be placed inside <Waves waves={...}>: it draws the wave field and clock that <Waves> provides',
    )
  }
  checkOceanWaveCount(field, '<Ocean>')

  const geometry = useMemo(() => createOceanGeometry(size, resolution), [size, resolution])
  useEffect(() => () => geometry.dispose(), [geometry])
  useLayoutEffect(() => setOceanBounds(geometry, size, field.level, field.maxAmplitude), [geometry, size, field])

  const uniforms = useMemo(createOceanUniforms, [])
  const materials = useMemo(() => createOceanMaterials(uniforms), [uniforms])
  useEffect(
    () => () => {
      materials.surface.dispose()
      materials.depth.dispose()
      materials.distance.dispose()
    },
    [materials],
  )

  const isTransparent = transparent ?? opacity < 1
  useLayoutEffect(() => {
    const surface = materials.surface
    surface.color.set(color)
    surface.roughness = roughness
    surface.metalness = metalness
    surface.opacity = opacity
    surface.wireframe = wireframe
    if (surface.transparent !== isTransparent) {
      surface.transparent = isTransparent
      surface.needsUpdate = true
    }
  }, [materials, color, roughness, metalness, opacity, isTransparent, wireframe])

  const userData = useMemo(() => ({ ...meshProps.userData, oceanUniforms: uniforms }), [meshProps.userData, uniforms])
  const mesh = useRef<Mesh>(null)
  useImperativeHandle(ref, () => mesh.current as Mesh, [])

  // Runs at the default priority, after the clock has been advanced for this frame (CLOCK_FRAME_PRIORITY).
  useFrame(({ camera }) => {
    const surface = mesh.current
    if (surface === null) return
    let offsetX = 0
    let offsetZ = 0
    if (followCamera) {
      const cell = size / resolution
      const cameraWorld = camera.matrixWorld.elements
      offsetX = Math.round(cameraWorld[12] / cell) * cell
      offsetZ = Math.round(cameraWorld[14] / cell) * cell
    }
    surface.position.set(offsetX, 0, offsetZ)
    writeOceanUniforms(uniforms, field, clock.renderTime, offsetX, offsetZ)
  })

  return (
    <mesh
      {...meshProps}
      ref={mesh}
      geometry={geometry}
      material={materials.surface}
      customDepthMaterial={materials.depth}
      customDistanceMaterial={materials.distance}
      userData={userData}
    />
  )
}
