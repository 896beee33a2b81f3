import { type ThreeElements, useFrame } from '@react-three/fiber'
import { type Ref, useContext, useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef } from 'react'
import type { ColorRepresentation, Mesh } from 'three'
import { ClockContext } from '../clock/ClockContext.js'
import { WaveContext } from './WaveContext.js'
import { OceanSky } from './OceanSky.js'
import { whitecapThreshold, writeOceanDetail } from './oceanDetail.js'
import { createOceanGeometry, setOceanBounds } from './oceanGeometry.js'
import { OCEAN_DEFAULTS } from './oceanProps.js'
import { createOceanHorizonGeometry, horizonCell } from './oceanHorizonGeometry.js'
import { createOceanLookUniforms, createOceanMaterials, setOceanQuality } from './oceanMaterials.js'
import type { OceanPreset } from './oceanPresets.js'
import { OCEAN_QUALITY_LEVELS, type OceanQuality } from './oceanQuality.js'
import { writeOceanUniforms } from './oceanUniforms.js'
import { useOceanQuality } from './useOceanQuality.js'
import { useOceanSettings } from './useOceanSettings.js'
import { useSun } from './useSun.js'
import { WaterlineContext, waterlineBounds } from './waterlineFoam.js'

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
  /**
   * Side of a square patch of sea, m. Without it (the default) the sea reaches the horizon: a grid centred
   * under the camera, fine near it and widening with distance out to 20 km.
   */
  size?: number
  /**
   * Grid cells per side of the square patch (vertices per side − 1), default 128; without `size`, cells
   * across the fine centre of the horizon grid (a cell there is an eighth of the shortest wavelength,
   * from 0.25 to 4 m), default 128 (48 at quality 'low', whose far cells also widen faster).
   */
  resolution?: number
  /**
   * Per-pixel work: 'high' (the field summed per pixel, 12 shading-only detail waves, whitecaps), 'medium'
   * (6 detail waves), 'low' (the vertices' normal interpolated, no detail waves nor whitecaps, a coarser grid;
   * contact foam stays; for software renderers and weak GPUs), or 'auto' (default):
   * 'high', one level lower each time the median frame time of a window (30 frames or 3 s) exceeds 1/20 s;
   * on a software renderer (SwiftShader, llvmpipe, Microsoft Basic Render Driver…: every pixel is CPU work)
   * 'low' from the start with the canvas's pixel ratio capped at 1 (0.75 or 0.5 on a canvas of more than a
   * quarter megapixel), then lowered to 0.75 and 0.5 while frames stay slow. 'auto' never steps back up
   * (no oscillation). At every level the surface is displaced by the exact sum of sines the physics reads;
   * the levels differ in shading and in the grid's density.
   */
  quality?: OceanQuality
  /** The look of water and sky: 'day' (default), 'sunset' or 'overcast'. */
  preset?: OceanPreset
  /** Water body colour. Default: the preset's ('day': '#0b3a4f'). */
  color?: ColorRepresentation
  /** Whitecaps and foam along floating bodies' waterlines: 0 none, 1 (default) natural, up to 2. */
  foam?: number
  /** Short shading-only waves (normals and glitter; the surface is not displaced by them): 0 none, 1 default. */
  detail?: number
  /**
   * Strength of the reflected sky when the scene has no environment map (0 none, 1 default: physical,
   * Fresnel with F0 = 0.02). With `scene.environment` (drei's `<Environment>`) three reflects that instead.
   */
  reflect?: number
  /**
   * Draw the preset's sky dome behind everything while the scene has no background (default true), and fade
   * the far sea into it when the scene has no fog.
   */
  sky?: boolean
  /** GGX roughness of the water at rest; unresolved far waves add to it. Default 0.06. */
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
   * on the same world points every frame and the surface does not swim. Default false with `size`; the
   * horizon grid always follows.
   */
  followCamera?: boolean
  /**
   * The ocean's mesh. Its material is a patched MeshPhysicalMaterial; `userData.oceanUniforms` holds the
   * {@link OceanUniforms} it is drawn with. Those are written each frame for this mesh's own origin, which
   * follows the camera (in whole grid cells) without `size` or with `followCamera`: another mesh drawn with
   * them is right only while it sits exactly where this one does (a mesh 20 m away was up to 0.6 m off on
   * 'moderate'). For a mesh of your own, write uniforms of your own for its origin, from
   * react-three-buoyancy/shader: `createOceanUniforms()` once, then in a `useFrame`
   * `writeOceanUniforms(uniforms, field, clock.renderTime, mesh.position.x, mesh.position.z)`, with `field`
   * from `useWaves()` and `clock` from `useSimulationClock()` (see `writeOceanUniforms` for the mesh's frame).
   */
  ref?: Ref<Mesh>
}

/**
 * The sea surface of the enclosing `<Waves>`: a grid displaced in the vertex shader by the same sum of sines
 * that the physics reads, shaded per pixel on a `MeshPhysicalMaterial` (lights, fog, shadows, environment
 * maps and tone mapping behave as in any three.js scene): Fresnel reflection of the environment or of the
 * preset's sky, light scattered through the crests, GGX glitter from the real slope distribution, short
 * shading-only waves, whitecaps where the sea steepens and foam along floating bodies' waterlines. It is drawn at the time of the shared
 * simulation clock, so a paused or hand-stepped simulation shows a paused or stepped sea.
 *
 * Place it in an untransformed parent: heights are world heights. The raycast hits the bounds of the waves,
 * and the triangles of the flat grid.
 * A prop out of range is logged once (every one of them, each once) and keeps its last good value (its
 * default on a first render) while the other props apply; the sea drawn stays the one of `<Waves>`, which
 * the physics reads. A sea of more than OCEAN_MAX_WAVES components is logged once too, and the last sea
 * drawn kept (flat water at its level before any).
 * @throws Error outside `<Waves>`
 */
export function Ocean({
  size: sizeProp,
  resolution: resolutionProp,
  quality: qualityProp = OCEAN_DEFAULTS.quality,
  preset: presetProp = OCEAN_DEFAULTS.preset,
  color,
  foam: foamProp = OCEAN_DEFAULTS.foam,
  detail: detailProp = OCEAN_DEFAULTS.detail,
  reflect: reflectProp = OCEAN_DEFAULTS.reflect,
  sky = true,
  roughness: roughnessProp = OCEAN_DEFAULTS.roughness,
  metalness: metalnessProp = OCEAN_DEFAULTS.metalness,
  opacity: opacityProp = OCEAN_DEFAULTS.opacity,
  transparent,
  wireframe = false,
  followCamera = false,
  ref,
  ...meshProps
}: OceanProps) {
  const sea = useContext(WaveContext)
  const clock = useContext(ClockContext)
  if (sea === null || clock === null) {
    throw new Error(
      '<Ocean> must be placed inside <Waves waves={...}>: it draws the wave field and clock that <Waves> provides',
    )
  }
  // A prop out of range (a slider reaching size 0, a NaN roughness) keeps its last good value and is said
  // once; the sea stays the one the physics reads (useOceanSettings).
  const settings = useOceanSettings({
    field: sea,
    size: sizeProp,
    resolution: resolutionProp,
    quality: qualityProp,
    preset: presetProp,
    foam: foamProp,
    detail: detailProp,
    reflect: reflectProp,
    roughness: roughnessProp,
    metalness: metalnessProp,
    opacity: opacityProp,
  })
  const { field, size, quality, look, foam, detail, reflect, roughness, metalness, opacity } = settings
  const level = useOceanQuality(quality)
  const resolution = settings.resolution ?? OCEAN_QUALITY_LEVELS[level].resolution
  const growth = OCEAN_QUALITY_LEVELS[level].growth
  const waterlines = useContext(WaterlineContext)

  const cell = size === undefined ? horizonCell(field) : size / resolution
  const gridSize = size ?? 2 * HORIZON_RADIUS
  const geometry = useMemo(
    () =>
      size === undefined
        ? createOceanHorizonGeometry(cell, Math.ceil(resolution / 2), HORIZON_RADIUS, growth)
        : createOceanGeometry(size, resolution),
    [size, resolution, cell, growth],
  )
  useEffect(() => () => geometry.dispose(), [geometry])
  useLayoutEffect(
    () => setOceanBounds(geometry, gridSize, field.level, field.maxAmplitude),
    [geometry, gridSize, field],
  )
  const follows = followCamera || size === undefined

  const uniforms = useMemo(createOceanLookUniforms, [])
  const materials = useMemo(() => createOceanMaterials(uniforms), [uniforms])
  useEffect(
    () => () => {
      materials.surface.dispose()
      materials.depth.dispose()
      materials.distance.dispose()
    },
    [materials],
  )

  useLayoutEffect(() => setOceanQuality(materials.surface, level), [materials, level])

  const isTransparent = transparent ?? opacity < 1
  useLayoutEffect(() => {
    uniforms.uOceanScatter.value.set(look.scatter)
    uniforms.uOceanSkyZenith.value.set(look.skyZenith)
    uniforms.uOceanSkyHorizon.value.set(look.skyHorizon)
    uniforms.uOceanSunColor.value.set(look.sunColor)
    uniforms.uOceanFoam.value = foam
    uniforms.uOceanWhitecap.value = whitecapThreshold(field)
    uniforms.uOceanReflect.value = reflect
    materials.surface.envMapIntensity = reflect
  }, [uniforms, materials, look, foam, reflect, field])
  const sun = useSun(uniforms.uOceanSunDirection.value, look.sunDirection)

  useLayoutEffect(() => {
    const surface = materials.surface
    surface.color.set(color ?? look.color)
    surface.roughness = roughness
    surface.metalness = metalness
    surface.opacity = opacity
    surface.wireframe = wireframe
    if (surface.transparent !== isTransparent) {
      surface.transparent = isTransparent
      surface.needsUpdate = true
    }
  }, [materials, color, look, roughness, metalness, opacity, isTransparent, wireframe])

  const userData = useMemo(() => ({ ...meshProps.userData, oceanUniforms: uniforms }), [meshProps.userData, uniforms])
  const mesh = useRef<Mesh>(null)
  useImperativeHandle(ref, () => mesh.current as Mesh, [])

  // Runs at the default priority, after the clock has been advanced for this frame (CLOCK_FRAME_PRIORITY).
  useFrame(({ camera, scene }) => {
    const surface = mesh.current
    if (surface === null) return
    let offsetX = 0
    let offsetZ = 0
    if (follows) {
      const cameraWorld = camera.matrixWorld.elements
      offsetX = Math.round(cameraWorld[12] / cell) * cell
      offsetZ = Math.round(cameraWorld[14] / cell) * cell
    }
    surface.position.set(offsetX, 0, offsetZ)
    const time = clock.renderTime
    writeOceanUniforms(uniforms, field, time, offsetX, offsetZ)
    writeOceanDetail(uniforms, field, time, detail, offsetX, offsetZ)
    const segments = uniforms.uOceanWaterline.value
    const count = foam > 0 && waterlines !== null ? waterlines.write(segments, offsetX, offsetZ) : 0
    uniforms.uOceanWaterlineCount.value = count
    waterlineBounds(segments, count, uniforms.uOceanWaterlineBounds.value)
    sun.update(scene)
    const drawsSky = sky && scene.background === null
    // The far sea fades into the sky's horizon, reached at the far plane (three's fog does this when set).
    const far = (camera as { far?: number }).far ?? 1000
    uniforms.uOceanHaze.value = drawsSky && scene.fog === null ? far / 2 : 0
  })

  return (
    <>
      <mesh
        {...meshProps}
        ref={mesh}
        geometry={geometry}
        material={materials.surface}
        customDepthMaterial={materials.depth}
        customDistanceMaterial={materials.distance}
        userData={userData}
      />
      {sky && <OceanSky uniforms={uniforms} />}
    </>
  )
}

/** Radius of the horizon grid, m: past a 200 m high camera's horizon (50 km) the haze has long closed. */
const HORIZON_RADIUS = 20_000
