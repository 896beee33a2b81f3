import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { Quaternion, Vector3 } from 'three'
import { type BuoyantApi, type StepEvent } from 'react-three-buoyancy'
import { createWaves, flatWater, shipAttitude } from 'react-three-buoyancy/core'
import { DEG, MOTION_ARG_TYPES, MOTION_DEFAULTS, type MotionControls } from './motionControls.js'
import { createShipProbe } from './shipProbe.js'
import { MOTION_SERIES, UengBoat, UengStage, useRest } from './uengScene.js'

const meta: Meta<MotionControls> = {
  title: 'Stability/Ueng motions',
  parameters: { layout: 'fullscreen' },
  args: MOTION_DEFAULTS,
  argTypes: MOTION_ARG_TYPES,
}
export default meta

function motionSample(restY: number, restTrim: number) {
  return (api: BuoyantApi): number[] => {
    const attitude = shipAttitude(api.body.quaternion)
    return [api.body.position.y - restY, (attitude.trim - restTrim) / DEG, attitude.heel / DEG]
  }
}

// ── Heave release ────────────────────────────────────────────────────────────────────────────────────

interface HeaveArgs extends MotionControls {
  /** m the boat is pressed down before it is let go */
  press: number
}

function HeaveRelease(args: HeaveArgs) {
  const resting = useRest(args.kg)
  const probe = useMemo(() => createShipProbe(MOTION_SERIES), [])
  const start = `${args.press}|${args.kg}`
  return (
    <UengStage
      controls={args}
      waves={flatWater()}
      probe={probe}
      panel={{
        title: 'Heave release (Ueng, Fig. 9)',
        lines: [
          `Pressed ${args.press.toFixed(2)} m down and let go: the boat heaves about its rest at the 5.05 m draft, damped by b_h = ${args.dampingHeave}.`,
        ],
        plots: [{ title: 'heave', columns: [0], minSpan: 0.2 }],
        window: 30,
      }}
    >
      <UengBoat
        key={start}
        controls={args}
        probe={probe}
        resting={resting}
        position={[0, resting.rest.pose.position.y - args.press, 0]}
        sample={motionSample(resting.bodyY, resting.trim)}
      />
    </UengStage>
  )
}

/**
 * Ueng's first experiment: the boat is pressed down and released; it heaves up, falls back and oscillates
 * about its rest while the damping wears the motion down (his Fig. 9e). Change `press` to start again.
 */
export const HeaveReleaseStory: StoryObj<HeaveArgs> = {
  name: 'Heave release',
  render: (args) => <HeaveRelease {...args} />,
  args: { press: 1.5 },
  argTypes: {
    press: {
      control: { type: 'range', min: 0, max: 4, step: 0.05 },
      description: 'How far the boat is pressed down before release, m.',
    },
  },
}

// ── Pitch release ────────────────────────────────────────────────────────────────────────────────────

interface PitchArgs extends MotionControls {
  /** degrees of bow-down pitch the boat is held at before release */
  pitch: number
}

function PitchRelease(args: PitchArgs) {
  const resting = useRest(args.kg)
  const { centerOfMass, rest, rotation, bodyY, trim } = resting
  const probe = useMemo(() => createShipProbe(MOTION_SERIES), [])
  // tilted about G (about the world z axis, across the ship): the group's pose that puts G where it rests
  const tilt = new Quaternion().setFromAxisAngle(new Vector3(0, 0, 1), args.pitch * DEG)
  const tilted = tilt.clone().multiply(rotation)
  const c = new Vector3(...centerOfMass)
  const p = rest.pose.position
  const g = new Vector3(p.x, p.y, p.z).add(c.clone().applyQuaternion(rotation))
  const origin = g.sub(c.applyQuaternion(tilted))
  return (
    <UengStage
      controls={args}
      waves={flatWater()}
      probe={probe}
      panel={{
        title: 'Pitch release (Ueng, Fig. 10)',
        lines: [
          `Held at ${args.pitch}° about G and let go: G and B are off one vertical, the lever pitches the boat back, b_p = ${args.dampingPitch} damps it.`,
        ],
        plots: [
          { title: 'pitch', columns: [1], minSpan: 1 },
          { title: 'heave', columns: [0], minSpan: 0.2 },
        ],
        window: 30,
      }}
    >
      <UengBoat
        key={`${args.pitch}|${args.kg}`}
        controls={args}
        probe={probe}
        resting={resting}
        position={[origin.x, origin.y, origin.z]}
        quaternion={[tilted.x, tilted.y, tilted.z, tilted.w]}
        sample={motionSample(bodyY, trim)}
      />
    </UengStage>
  )
}

/**
 * Ueng's second experiment: the bow is pushed down 5° and released; the ship pitches back and forth about
 * its rest until the damping brings it to rest (his Fig. 10e). Change `pitch` to start again.
 */
export const PitchReleaseStory: StoryObj<PitchArgs> = {
  name: 'Pitch release',
  render: (args) => <PitchRelease {...args} />,
  args: { pitch: -5 },
  argTypes: {
    pitch: {
      control: { type: 'range', min: -15, max: 15, step: 0.5 },
      description: 'Starting pitch about G, degrees (negative: bow down).',
    },
  },
}

// ── Wave-induced motions ─────────────────────────────────────────────────────────────────────────────

interface WaveArgs extends MotionControls {
  amplitude1: number
  wavelength1: number
  direction1: number
  amplitude2: number
  wavelength2: number
  direction2: number
  amplitude3: number
  wavelength3: number
  direction3: number
}

const WAVE_SERIES = [{ label: 'wave at G m', color: '#0891b2' }, ...MOTION_SERIES]

function WaveInduced(args: WaveArgs) {
  const resting = useRest(args.kg)
  const probe = useMemo(() => createShipProbe(WAVE_SERIES), [])
  const waves = useMemo(
    () =>
      createWaves([
        { amplitude: args.amplitude1, wavelength: args.wavelength1, direction: args.direction1 * DEG },
        { amplitude: args.amplitude2, wavelength: args.wavelength2, direction: args.direction2 * DEG, phase: 1.3 },
        { amplitude: args.amplitude3, wavelength: args.wavelength3, direction: args.direction3 * DEG, phase: 2.6 },
      ]),
    [
      args.amplitude1,
      args.wavelength1,
      args.direction1,
      args.amplitude2,
      args.wavelength2,
      args.direction2,
      args.amplitude3,
      args.wavelength3,
      args.direction3,
    ],
  )
  const motion = motionSample(resting.bodyY, resting.trim)
  const sample = (api: BuoyantApi, event: StepEvent) => [
    waves.heightAt(api.body.position.x, api.body.position.z, event.time),
    ...motion(api),
  ]
  return (
    <UengStage
      controls={args}
      waves={waves}
      probe={probe}
      panel={{
        title: 'Wave-induced motions (Ueng, Fig. 11, Table 1)',
        lines: [
          `40 m, 523 t, draft 5.05 m; b_h ${args.dampingHeave}, b_p ${args.dampingPitch}, b_r ${args.dampingRoll}. Three sines, the largest from the north-east.`,
        ],
        plots: [
          { title: 'sea at G', columns: [0], minSpan: 0.5 },
          { title: 'heave', columns: [1], minSpan: 0.5 },
          { title: 'pitch', columns: [2], minSpan: 1 },
          { title: 'roll', columns: [3], minSpan: 1 },
        ],
        window: 60,
      }}
    >
      <UengBoat key={args.kg} controls={args} probe={probe} resting={resting} sample={sample} />
    </UengStage>
  )
}

/**
 * Ueng's compound motion: his speed boat (Table 1: 40 m, 10 m wide, 15 m high, 523 t, draft 5.05 m,
 * damping b_h 1.6, b_p 0.6, b_r 0.4) in a sea of three sines, the major one from the north-east. Heave,
 * pitch and roll follow the sea at G with the lag Ueng points out (his Fig. 11e). Directions are where
 * each wave travels, degrees in the x–z plane (0: toward +x, the bow; 90: toward +z, starboard).
 */
export const WaveInducedStory: StoryObj<WaveArgs> = {
  name: 'Wave-induced motions',
  render: (args) => <WaveInduced {...args} />,
  args: {
    amplitude1: 1.2,
    wavelength1: 80,
    direction1: 135,
    amplitude2: 0.6,
    wavelength2: 45,
    direction2: 160,
    amplitude3: 0.35,
    wavelength3: 25,
    direction3: 100,
    oceanResolution: 96,
  },
  argTypes: Object.fromEntries(
    [1, 2, 3].flatMap((i) => [
      [
        `amplitude${i}`,
        { control: { type: 'range', min: 0, max: 3, step: 0.05 }, description: `Wave ${i}: amplitude, m.` },
      ],
      [
        `wavelength${i}`,
        { control: { type: 'range', min: 10, max: 200, step: 1 }, description: `Wave ${i}: wavelength, m.` },
      ],
      [
        `direction${i}`,
        {
          control: { type: 'range', min: 0, max: 360, step: 5 },
          description: `Wave ${i}: direction it travels, degrees (135: from the north-east).`,
        },
      ],
    ]),
  ),
}
