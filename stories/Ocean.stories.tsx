import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo, useRef } from 'react'
import { OCEAN_PRESETS, Ocean, type OceanPreset, type OceanQuality, Waves } from 'react-three-buoyancy'
import {
  SEA_STATES,
  type SeaStateName,
  type WaveComponent,
  type WaveField,
  createWaves,
  flatWater,
  seaState,
} from 'react-three-buoyancy/core'
import { SurfaceProbes } from './SurfaceProbes.js'
import { DomOverlay } from './stability/DomOverlay.js'

/** Controls every ocean story shares. */
interface OceanControls {
  paused: boolean
  timeScale: number
  preset: OceanPreset
  quality: OceanQuality
  foam: number
  detail: number
  wireframe: boolean
  probes: boolean
}

const sharedArgs: OceanControls = {
  paused: false,
  timeScale: 1,
  preset: 'day',
  quality: 'auto',
  foam: 1,
  detail: 1,
  wireframe: false,
  probes: true,
}

const sharedArgTypes = {
  paused: { control: 'boolean', description: 'Pause the simulation clock: the sea stops.' },
  timeScale: { control: { type: 'range', min: 0, max: 4, step: 0.05 }, description: 'Simulated seconds per second.' },
  preset: { control: 'select', options: Object.keys(OCEAN_PRESETS), description: 'The look of water and sky.' },
  quality: {
    control: 'select',
    options: ['auto', 'high', 'medium', 'low'],
    description: "Per-pixel work; 'auto' is 'low' on a software renderer, else 'high' until frames get slow.",
  },
  foam: { control: { type: 'range', min: 0, max: 2, step: 0.05 }, description: 'Whitecaps and waterline foam.' },
  detail: { control: { type: 'range', min: 0, max: 2, step: 0.05 }, description: 'Shading-only short waves.' },
  wireframe: { control: 'boolean', description: 'Show the displaced grid.' },
  probes: { control: 'boolean', description: 'Orange floats placed at the CPU heightAt: they sit on the GPU sea.' },
} as const

function OceanScene({ waves, controls }: { waves: WaveField; controls: OceanControls }) {
  // Probes about two per shortest wavelength, 2 to 10 m apart.
  const shortest = Math.min(...waves.components.map((c) => (2 * Math.PI) / Math.hypot(c.kx, c.kz)), 20)
  return (
    <Waves waves={waves} paused={controls.paused} timeScale={controls.timeScale}>
      <Ocean
        preset={controls.preset}
        quality={controls.quality}
        foam={controls.foam}
        detail={controls.detail}
        wireframe={controls.wireframe}
        receiveShadow
      />
      {controls.probes && <SurfaceProbes spacing={Math.min(Math.max(shortest / 2, 2), 10)} />}
    </Waves>
  )
}

const meta: Meta = {
  title: 'Ocean/Seas',
  parameters: { layout: 'fullscreen', oceanSky: true },
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

/** The sea of the sliders, or why createWaves refused it (a wave higher than it is long, too fast). */
function handTunedSea(components: WaveComponent[]): WaveField | string {
  // All amplitudes at zero is still water: a field with no components.
  if (components.length === 0) return flatWater()
  try {
    return createWaves(components)
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

function HandTunedStory(args: HandTunedArgs) {
  const components = handTunedComponents(args)
  const key = JSON.stringify(components)
  const sea = useMemo(() => handTunedSea(components), [key])
  // a refused sea keeps the last one drawn, with the reason over it
  const lastGood = useRef<WaveField>(flatWater())
  if (typeof sea !== 'string') lastGood.current = sea
  return (
    <>
      <OceanScene waves={lastGood.current} controls={args} />
      {typeof sea === 'string' && <DomOverlay render={() => refusalMarkup(sea)} />}
    </>
  )
}

function refusalMarkup(message: string): string {
  const text = message.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  return `<div style="position:absolute;top:12px;left:12px;max-width:36em;padding:8px 12px;background:#fee2e2;color:#7f1d1d;border-radius:6px;font-size:13px">${text}</div>`
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
