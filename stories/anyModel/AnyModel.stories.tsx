import { useGLTF } from '@react-three/drei'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Suspense, createRef, useEffect, useMemo } from 'react'
import { SphereGeometry, TorusKnotGeometry } from 'three'
import { Buoyant, type BuoyantApi, Ocean, Physics, StabilityOverlay, Waves } from 'react-three-buoyancy'
import { type SeaStateName, flatWater } from 'react-three-buoyancy/core'
import { ReportPanel } from './ReportPanel.js'

/** The fixture scripts/make-boat-glb.mjs writes: an open hull with no deck, a cabin (first) and a mast. */
const BOAT_URL = new URL('./boat.glb', import.meta.url).href

interface AnyModelArgs {
  /** how buildHull makes the simulation hull of the drawn meshes */
  method: 'auto' | 'exact' | 'convex' | 'wrap'
  sea: 'flat' | SeaStateName
  /** draw the simulation hull over the model */
  showHull: boolean
  /** the model's length along its own x, or along z as glTF models have it (the fixture turned a quarter turn) */
  modelledAlong: 'x' | 'z'
  /** draw G, B, the transverse metacentre M and the righting lever (<StabilityOverlay>) */
  showStability: boolean
}

const meta: Meta<AnyModelArgs> = {
  title: 'Showcase/Any model',
  parameters: { layout: 'fullscreen', oceanSky: true },
  args: { method: 'auto', sea: 'calm', showHull: true, modelledAlong: 'z', showStability: true },
  argTypes: {
    method: {
      control: { type: 'inline-radio' },
      options: ['auto', 'exact', 'convex', 'wrap'],
      description:
        "buildHull's method: 'auto' caps the open hull and unites the parts; 'exact' refuses an open mesh (the error says what to do); 'convex' wraps the mast in; 'wrap' is the solid the parts enclose.",
    },
    sea: { control: { type: 'inline-radio' }, options: ['flat', 'calm', 'moderate'] },
    showHull: { description: 'The hull debug layer: the simulation hull drawn over the model.' },
    modelledAlong: {
      control: { type: 'inline-radio' },
      options: ['x', 'z'],
      description:
        "glTF models face +z, so a boat's length is usually along z. It floats and rocks the same either way, and <StabilityOverlay> takes the longer of x and z as the ship's length (lengthAxis 'auto'): M stays over B by the heel's metacentric radius.",
    },
    showStability: { description: 'G (red), B (blue), the transverse metacentre M (green) and GZ (amber).' },
  },
}
export default meta

/** The fixture's length is along x; turned by −90° about y its bow (+x) points along +z, as glTF's would. */
const ALONG_Z: [number, number, number] = [0, -Math.PI / 2, 0]

function Boat({
  method,
  showHull,
  modelledAlong,
  showStability,
  apiRef,
}: AnyModelArgs & { apiRef: React.Ref<BuoyantApi> }) {
  const { scene } = useGLTF(BOAT_URL)
  const alongZ = modelledAlong === 'z'
  return (
    <Buoyant
      ref={apiRef}
      name="boat"
      position={[0, 0.5, 0]}
      density={350}
      // ballast: the weight sits low, over the hull's centre of buoyancy (0.34 m aft of the middle)
      centerOfMass={alongZ ? [0, 0.3, -0.34] : [-0.34, 0.3, 0]}
      hull={method === 'auto' ? undefined : method}
      debug={{ hull: showHull, waterline: true }}
    >
      <group rotation={alongZ ? ALONG_Z : [0, 0, 0]}>
        <primitive object={scene} />
      </group>
      {showStability && <StabilityOverlay />}
    </Buoyant>
  )
}

function AnyModelScene(args: AnyModelArgs) {
  const api = useMemo(() => createRef<BuoyantApi>(), [])
  const waves = args.sea === 'flat' ? flatWater() : args.sea
  return (
    <Waves waves={waves}>
      <Ocean />
      <Physics>
        <Suspense fallback={null}>
          <Boat key={`${args.method} ${args.modelledAlong}`} {...args} apiRef={api} />
        </Suspense>
      </Physics>
      <ReportPanel bodies={[{ label: 'boat.glb', ref: api }]} />
    </Waves>
  )
}

/**
 * A glTF boat as modellers export it, loaded with drei's useGLTF and floated with no hull prop: the open
 * hull gets its deck, the cabin sinking into it counts once, the mast stands on it. The green overlay is
 * the hull the physics integrates; the panel is `ref.current.hullReport`.
 */
export const AnyModel: StoryObj<AnyModelArgs> = { name: 'Any model', render: (args) => <AnyModelScene {...args} /> }

interface HighPolyArgs {
  /** triangles of each mesh, thousands */
  thousands: number
  /** of both bodies, kg/m³ */
  density: number
  /** between the two bodies' centres, m */
  apart: number
  sea: 'flat' | SeaStateName
  showHull: boolean
}

function HighPolyScene({ thousands, density, apart, sea, showHull }: HighPolyArgs) {
  const refs = useMemo(() => [createRef<BuoyantApi>(), createRef<BuoyantApi>()], [])
  // sphere: 2 · w · (h − 1) triangles with w = 1.6 h; torus knot: 2 · tubular · radial with tubular = 10 radial
  const geometries = useMemo(() => {
    const h = Math.max(8, Math.round(Math.sqrt((thousands * 1000) / 3.2)))
    const radial = Math.max(8, Math.round(Math.sqrt((thousands * 1000) / 20)))
    return [new SphereGeometry(1.5, Math.round(1.6 * h), h), new TorusKnotGeometry(1.4, 0.45, 10 * radial, radial)]
  }, [thousands])
  useEffect(() => () => geometries.forEach((g) => g.dispose()), [geometries])
  const waves = sea === 'flat' ? flatWater() : sea
  return (
    <Waves waves={waves}>
      <Ocean />
      <Physics>
        {geometries.map((geometry, i) => (
          <Buoyant
            key={`${i}-${thousands}-${apart}`}
            ref={refs[i]}
            name={i === 0 ? 'sphere' : 'torus knot'}
            position={[((i === 0 ? -1 : 1) * apart) / 2, 2, 0]}
            density={density}
            debug={{ hull: showHull }}
          >
            <mesh geometry={geometry}>
              <meshStandardMaterial color={i === 0 ? '#f4f1ea' : '#e25d3f'} roughness={0.6} />
            </mesh>
          </Buoyant>
        ))}
      </Physics>
      <ReportPanel
        bodies={[
          { label: 'sphere', ref: refs[0] },
          { label: 'torus knot', ref: refs[1] },
        ]}
      />
    </Waves>
  )
}

/**
 * A 200k-triangle sphere and torus knot: their hulls are built in a worker (the page stays responsive) and
 * simplified to the simulation budget; each body appears in the water when its hull is ready. Slide the
 * density: each change takes new still-water modes, made off the page's frames (the body floats on with
 * its old loading for those few frames). Bring them together: their collision shapes are envelopes of at
 * most 96 points, cheap to test when they touch.
 */
export const HighPoly: StoryObj<HighPolyArgs> = {
  name: 'High-poly meshes',
  args: { thousands: 200, density: 400, apart: 8, sea: 'calm', showHull: true },
  argTypes: {
    thousands: {
      control: { type: 'range', min: 2, max: 400, step: 2 },
      description: 'Triangles of each mesh, thousands.',
    },
    density: {
      control: { type: 'range', min: 100, max: 900, step: 10 },
      description: 'Of both bodies, kg/m³ (the water: 1025).',
    },
    apart: {
      control: { type: 'range', min: 2, max: 12, step: 0.5 },
      description: "Between the bodies' centres when they are placed, m (a change places them again).",
    },
  },
  render: (args) => <HighPolyScene {...args} />,
}
