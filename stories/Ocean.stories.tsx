import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { Ocean, Waves } from 'react-three-buoyancy'
import {
  SEA_STATES,
  type SeaStateName,
  type WaveComponent,
  type WaveField,
  createWaves,
  flatWater,
  seaState,
} from 'react-three-buoyancy/core'
import { SKY } from '../.storybook/SeaCanvas.js'
import { SurfaceProbes } from './SurfaceProbes.js'

/** Controls every ocean story shares. */
interface OceanControls {
  paused: boolean
  timeScale: number
  followCamera: boolean
  color: string
  wireframe: boolean
  probes: boolean
}

const sharedArgs: OceanControls = {
  paused: false,
  timeScale: 1,
  followCamera: true,
  color: '#1b5873',
  wireframe: false,
  probes: true,
}

const sharedArgTypes = {
  paused: { control: 'boolean', description: 'Pause the simulation clock: the sea stops.' },
  timeScale: { control: { type: 'range', min: 0, max: 4, step: 0.05 }, description: 'Simulated seconds per second.' },
  followCamera: { control: 'boolean', description: 'The patch follows the camera, snapped to its grid.' },
  color: { control: 'color' },
  wireframe: { control: 'boolean', description: 'Show the displaced grid.' },
  probes: { control: 'boolean', description: 'Orange floats placed at the CPU heightAt: they sit on the GPU sea.' },
} as const

/**
 * A patch a few longest wavelengths wide (at least 200 m, so the camera does not see its edge), with about
 * six cells to the shortest wavelength, within what a software renderer draws smoothly.
 */
function patchFor(components: readonly { wavelength: number }[]) {
  const wavelengths = components.map((c) => c.wavelength)
  const longest = wavelengths.length > 0 ? Math.max(...wavelengths) : 0
  const shortest = wavelengths.length > 0 ? Math.min(...wavelengths) : Infinity
  const size = Math.min(Math.max(2.5 * longest, 200), 1200)
  const resolution = Math.min(Math.max(Math.ceil(size / (shortest / 6)), 128), 384)
  return { size, resolution }
}

function OceanScene({ waves, controls }: { waves: WaveField; controls: OceanControls }) {
  const patch = patchFor(waves.components)
  return (
    <Waves waves={waves} paused={controls.paused} timeScale={controls.timeScale}>
      {/* The fog closes before the patch's edge: the sea reaches the horizon. */}
      <fog attach="fog" args={[SKY, patch.size * 0.2, patch.size * 0.48]} />
      <Ocean
        size={patch.size}
        resolution={patch.resolution}
        color={controls.color}
        wireframe={controls.wireframe}
        followCamera={controls.followCamera}
        receiveShadow
      />
      {controls.probes && <SurfaceProbes spacing={Math.min(patch.size / 30, 10)} />}
    </Waves>
  )
}

const meta: Meta = {
  title: 'Ocean',
  parameters: { layout: 'fullscreen' },
}
export default meta

// ── Sea states ───────────────────────────────────────────────────────────────────────────────────────

interface SeaStateArgs extends OceanControls {
  seaState: SeaStateName
}

function SeaStateStory(args: SeaStateArgs) {
  const waves = useMemo(() => createWaves(seaState(args.seaState)), [args.seaState])
  return <OceanScene waves={waves} controls={args} />
}

const seaStateNames = Object.keys(SEA_STATES) as SeaStateName[]

function seaStateStory(name: SeaStateName): StoryObj<SeaStateArgs> {
  return {
    render: (args) => <SeaStateStory {...args} />,
    args: { seaState: name, ...sharedArgs },
    argTypes: {
      seaState: {
        control: 'select',
        options: seaStateNames,
        description: `A Pierson–Moskowitz wind sea: ${seaStateNames
          .map(
            (n) =>
              `${n} (U = ${SEA_STATES[n].windSpeed} m/s, Hs ≈ ${SEA_STATES[n].significantWaveHeight.toFixed(1)} m)`,
          )
          .join(', ')}.`,
      },
      ...sharedArgTypes,
    },
    parameters: { docs: { description: { story: SEA_STATES[name].description } } },
  }
}

export const Calm = seaStateStory('calm')
export const Moderate = seaStateStory('moderate')
export const Rough = seaStateStory('rough')
export const Storm = seaStateStory('storm')

// ── A hand-tuned sum of sines ────────────────────────────────────────────────────────────────────────

interface HandTunedArgs extends OceanControls {
  deepWater: boolean
  amplitude1: number
  wavelength1: number
  direction1: number
  speed1: number
  amplitude2: number
  wavelength2: number
  direction2: number
  speed2: number
  amplitude3: number
  wavelength3: number
  direction3: number
  speed3: number
}

const GRAVITY = 9.81
/** Deep-water phase speed c = sqrt(g λ / 2π), m/s: the default of a component without a speed. */
const deepWaterSpeed = (wavelength: number) => Math.round(Math.sqrt((GRAVITY * wavelength) / (2 * Math.PI)) * 100) / 100

const handTunedDefaults = [
  { amplitude: 0.6, wavelength: 24, direction: 0 },
  { amplitude: 0.3, wavelength: 11, direction: 35 },
  { amplitude: 0.12, wavelength: 5, direction: -60 },
]

function componentArgTypes(n: 1 | 2 | 3) {
  const speedHidden = { arg: 'deepWater', truthy: false } as const
  return {
    [`amplitude${n}`]: {
      control: { type: 'range', min: 0, max: 3, step: 0.01 },
      description: `component ${n}: amplitude, m`,
    },
    [`wavelength${n}`]: {
      control: { type: 'range', min: 1, max: 200, step: 0.5 },
      description: `component ${n}: wavelength, m`,
    },
    [`direction${n}`]: {
      control: { type: 'range', min: -180, max: 180, step: 1 },
      description: `component ${n}: direction of travel, degrees from +x toward +z`,
    },
    [`speed${n}`]: {
      control: { type: 'range', min: 0, max: 20, step: 0.05 },
      description: `component ${n}: phase speed, m/s (shown when deepWater is off)`,
      if: speedHidden,
    },
  }
}

function handTunedComponents(args: HandTunedArgs): WaveComponent[] {
  const components: WaveComponent[] = []
  for (const n of [1, 2, 3] as const) {
    const amplitude = args[`amplitude${n}`]
    if (amplitude === 0) continue
    components.push({
      amplitude,
      wavelength: args[`wavelength${n}`],
      direction: (args[`direction${n}`] * Math.PI) / 180,
      ...(args.deepWater ? {} : { speed: args[`speed${n}`] }),
    })
  }
  return components
}

function HandTunedStory(args: HandTunedArgs) {
  const components = handTunedComponents(args)
  const key = JSON.stringify(components)
  // All amplitudes at zero is still water: a field with no components.
  const waves = useMemo(() => (components.length > 0 ? createWaves(components) : flatWater()), [key])
  return <OceanScene waves={waves} controls={args} />
}

export const HandTuned: StoryObj<HandTunedArgs> = {
  name: 'Hand-tuned sum of sines',
  render: (args) => <HandTunedStory {...args} />,
  args: {
    ...sharedArgs,
    deepWater: true,
    ...Object.fromEntries(
      handTunedDefaults.flatMap((c, i) => [
        [`amplitude${i + 1}`, c.amplitude],
        [`wavelength${i + 1}`, c.wavelength],
        [`direction${i + 1}`, c.direction],
        [`speed${i + 1}`, deepWaterSpeed(c.wavelength)],
      ]),
    ),
  },
  argTypes: {
    ...sharedArgTypes,
    deepWater: {
      control: 'boolean',
      description: 'Speeds from deep-water dispersion, c = sqrt(g λ / 2π); off: the speed controls apply.',
    },
    ...componentArgTypes(1),
    ...componentArgTypes(2),
    ...componentArgTypes(3),
  },
}
