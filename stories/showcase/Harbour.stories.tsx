import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useMemo } from 'react'
import { Buoyant, Ocean, Physics, Waves } from 'react-three-buoyancy'
import { SEA_STATES, flatWater } from 'react-three-buoyancy/core'
import {
  HARBOUR_DEFAULTS,
  type HarbourControls,
  HarbourScene,
  type ShowcaseDrag,
  type ShowcaseSea,
  dragOption,
} from './HarbourScene.js'
import { SHOWCASE_HULLS, type ShowcaseHull, geometryOf } from './hullGeometries.js'

const seas: ShowcaseSea[] = ['flat', ...(Object.keys(SEA_STATES) as ShowcaseSea[])]

/** Controls shared by both stories: the world, the sea and the debug view. */
const worldArgTypes = {
  sea: { control: 'select', options: seas, description: 'Still water or a Pierson–Moskowitz sea state.' },
  paused: { control: 'boolean', description: 'Pause the clock: sea and bodies stop together.' },
  timeScale: { control: { type: 'range', min: 0, max: 3, step: 0.05 }, description: 'Simulated seconds per second.' },
  fixedStep: { control: { type: 'range', min: 1 / 240, max: 1 / 20, step: 1 / 240 }, description: 'Physics step, s.' },
  interpolate: { control: 'boolean', description: 'Draw bodies between their last two fixed states.' },
  integrator: {
    control: 'select',
    options: ['exact', 'centroid', 'kerner', 'volume'],
    description: "Pressure integrator ('centroid' shows the ghost torque).",
  },
  clipping: {
    control: 'select',
    options: ['flat', 'linear', 'curved', 'adaptive'],
    description: 'Waterline clipping.',
  },
  drag: { control: 'select', options: ['default', 'hydrostatics only', 'Ueng damping'] satisfies ShowcaseDrag[] },
  collisions: {
    control: 'select',
    options: ['convex', 'box', false],
    description: 'Collision shape against other bodies.',
  },
  waterDensity: { control: { type: 'range', min: 800, max: 1300, step: 5 }, description: 'kg/m³' },
  wetSurface: { control: 'boolean', description: 'Debug: the wet triangles the pressure acts on.' },
  waterline: { control: 'boolean', description: 'Debug: the waterline polyline.' },
  forces: { control: 'boolean', description: 'Debug: buoyancy (blue) and weight (orange) arrows, to scale.' },
  centers: { control: 'boolean', description: 'Debug: centre of buoyancy (blue) and of mass (orange).' },
  oceanResolution: {
    control: { type: 'range', min: 32, max: 256, step: 16 },
    description: 'Ocean grid cells across its fine centre (the sea reaches the horizon).',
  },
} as const

const meta: Meta<HarbourControls> = {
  title: 'Showcase/Harbour',
  parameters: { layout: 'fullscreen', oceanSky: true },
  args: HARBOUR_DEFAULTS,
  argTypes: worldArgTypes,
}
export default meta

/**
 * Five hulls on one sea: a crate, a raft, a ballasted boat, a catamaran (two shells, one body) and a ring
 * buoy (not convex). Exact hydrostatics on every triangle, drag, and the debug view (waterline on).
 */
export const Harbour: StoryObj<HarbourControls> = {
  render: (args) => <HarbourScene controls={args} />,
}

// ── One hull, every prop ─────────────────────────────────────────────────────────────────────────────

interface HullLabArgs extends HarbourControls {
  hull: ShowcaseHull
  /** kg/m³ of the body */
  density: number
  /** m above the hull's centroid (negative: ballast) */
  centerOfMassY: number
  /** m: where the group starts */
  dropHeight: number
  /** degrees */
  heel: number
  /** degrees */
  trim: number
  /** m/s */
  velocityX: number
  /** rad/s */
  spinY: number
  linearDamping: number
  angularDamping: number
  /** 'adaptive' clipping tolerance: the force error allowed, a fraction of ρ g V (a step's default 0.25) */
  tolerance: number
}

function HullLabScene(args: HullLabArgs) {
  const geometry = useMemo(() => geometryOf(SHOWCASE_HULLS[args.hull]()), [args.hull])
  useEffect(() => () => geometry.dispose(), [geometry])
  const waves = useMemo(() => (args.sea === 'flat' ? flatWater() : args.sea), [args.sea])
  const degrees = Math.PI / 180
  return (
    <Waves waves={waves} paused={args.paused} timeScale={args.timeScale}>
      <Ocean resolution={args.oceanResolution} receiveShadow />
      <Physics
        fixedStep={args.fixedStep}
        interpolate={args.interpolate}
        debug={{ wetSurface: args.wetSurface, waterline: args.waterline, forces: args.forces, centers: args.centers }}
      >
        {/* Keyed by hull: a new hull starts from the starting pose; other props change in place. */}
        <Buoyant
          key={args.hull}
          name={args.hull}
          position={[0, args.dropHeight, 0]}
          rotation={[args.heel * degrees, 0, args.trim * degrees]}
          velocity={[args.velocityX, 0, 0]}
          angularVelocity={[0, args.spinY, 0]}
          density={args.density}
          centerOfMass={[0, args.centerOfMassY, 0]}
          integrator={args.integrator}
          clipping={args.clipping}
          tolerance={args.tolerance}
          drag={dragOption(args.drag)}
          collisions={args.collisions}
          waterDensity={args.waterDensity}
          linearDamping={args.linearDamping}
          angularDamping={args.angularDamping}
        >
          <mesh geometry={geometry} castShadow receiveShadow>
            <meshStandardMaterial color="#f4f1ea" roughness={0.7} />
          </mesh>
        </Buoyant>
      </Physics>
    </Waves>
  )
}

/**
 * One hull with every `<Buoyant>` prop as a control: density, ballast, starting pose and motion, drag,
 * integrator and clipping. Try the 'centroid' integrator on flat water: its ghost torque rocks a hull
 * that the exact integral leaves at rest.
 */
export const HullLab: StoryObj<HullLabArgs> = {
  name: 'Hull lab',
  render: (args) => <HullLabScene {...args} />,
  args: {
    ...HARBOUR_DEFAULTS,
    sea: 'calm',
    hull: 'boat',
    density: 300,
    centerOfMassY: -0.35,
    dropHeight: 1.5,
    heel: 20,
    trim: 0,
    velocityX: 0,
    spinY: 0,
    linearDamping: 0.01,
    angularDamping: 0.01,
    tolerance: 0.25,
    forces: true,
    centers: true,
  },
  argTypes: {
    hull: { control: 'select', options: Object.keys(SHOWCASE_HULLS) },
    density: {
      control: { type: 'range', min: 100, max: 1000, step: 10 },
      description: "kg/m³ of the body (the water's is waterDensity).",
    },
    centerOfMassY: {
      control: { type: 'range', min: -0.6, max: 0.6, step: 0.01 },
      description: 'm from the centroid: ballast below, top-heavy above.',
    },
    dropHeight: { control: { type: 'range', min: -1, max: 5, step: 0.1 }, description: 'Starting height, m.' },
    heel: { control: { type: 'range', min: -90, max: 90, step: 1 }, description: 'Starting heel (about x), degrees.' },
    trim: { control: { type: 'range', min: -45, max: 45, step: 1 }, description: 'Starting trim (about z), degrees.' },
    velocityX: { control: { type: 'range', min: -5, max: 5, step: 0.1 }, description: 'm/s' },
    spinY: { control: { type: 'range', min: -2, max: 2, step: 0.05 }, description: 'rad/s about y' },
    linearDamping: { control: { type: 'range', min: 0, max: 0.5, step: 0.01 }, description: "cannon-es's own damping" },
    angularDamping: { control: { type: 'range', min: 0, max: 0.5, step: 0.01 } },
    tolerance: {
      control: { type: 'range', min: 0.005, max: 0.5, step: 0.005 },
      description:
        "'adaptive' clipping tolerance: the force error allowed, a fraction of ρ g V (a step's default 0.25)",
    },
  },
}
