import type { Meta, StoryObj } from '@storybook/react-vite'
import { Body, Plane, Vec3 } from 'cannon-es'
import { useEffect, useMemo } from 'react'
import { type BuoyantApi, Compartment, usePhysics } from 'react-three-buoyancy'
import { flatWater, shipAttitude } from 'react-three-buoyancy/core'
import { geometryOf } from '../showcase/hullGeometries.js'
import { DEG, MOTION_ARG_TYPES, MOTION_DEFAULTS, type MotionControls } from './motionControls.js'
import { createShipProbe } from './shipProbe.js'
import { SPEED_BOAT, type Side, bottomPoint, hullSliceMesh } from './speedBoatHull.js'
import { MOTION_SERIES, UengBoat, UengStage, hull, useRest } from './uengScene.js'

interface FloodingArgs extends MotionControls {
  /** m² */
  holeAft: number
  holeMid: number
  holeForwardStarboard: number
  holeForwardPort: number
  holeForePeak: number
  /** C_d of every hole */
  dischargeCoefficient: number
  /** m³/s of the pump in each compartment */
  pumpRate: number
  permeability: number
  /** world y of the sea bed, m */
  seabed: number
  showCompartments: boolean
}

const meta: Meta<FloodingArgs> = {
  title: 'Stability/Flooding',
  parameters: { layout: 'fullscreen' },
  args: {
    ...MOTION_DEFAULTS,
    holeAft: 3,
    holeMid: 4,
    holeForwardStarboard: 4,
    holeForwardPort: 1,
    holeForePeak: 3,
    dischargeCoefficient: 0.6,
    pumpRate: 0,
    permeability: 1,
    seabed: -60,
    showCompartments: true,
  },
  argTypes: {
    ...MOTION_ARG_TYPES,
    ...Object.fromEntries(
      ['holeAft', 'holeMid', 'holeForwardStarboard', 'holeForwardPort', 'holeForePeak'].map((name) => [
        name,
        {
          control: { type: 'range', min: 0, max: 8, step: 0.1 },
          description: 'Hole area, m² (0 closes it; changes at run time).',
        },
      ]),
    ),
    dischargeCoefficient: {
      control: { type: 'range', min: 0.1, max: 1, step: 0.05 },
      description: 'C_d of the holes: Q = C_d a √(2 g d).',
    },
    pumpRate: {
      control: { type: 'range', min: 0, max: 30, step: 0.5 },
      description: 'A pump in every compartment, m³/s overboard.',
    },
    permeability: {
      control: { type: 'range', min: 0.3, max: 1, step: 0.05 },
      description: 'Fraction of each compartment water can fill (rebuilds them, keeping their water).',
    },
    seabed: {
      control: { type: 'range', min: -200, max: -30, step: 5 },
      description: 'Sea bed, m: where the wreck comes to rest.',
    },
    showCompartments: { control: 'boolean', description: 'Draw the compartments and their water.' },
  },
}
export default meta

/** Bulkheads along the length (m, mesh frame), and which compartment has its hole where. */
const COMPARTMENTS: { name: string; from: number; to: number; side: Side; hole: keyof FloodingArgs }[] = [
  { name: 'aft', from: -19.85, to: -8, side: 'both', hole: 'holeAft' },
  { name: 'mid', from: -8, to: 2, side: 'both', hole: 'holeMid' },
  { name: 'forward starboard', from: 2, to: 10, side: 'starboard', hole: 'holeForwardStarboard' },
  { name: 'forward port', from: 2, to: 10, side: 'port', hole: 'holeForwardPort' },
  { name: 'fore peak', from: 10, to: 17.5, side: 'both', hole: 'holeForePeak' },
]

const SERIES = [
  ...MOTION_SERIES,
  { label: 'weight', color: '#dc2626' },
  { label: 'buoyancy', color: '#2563eb' },
  { label: 'm³', color: '#0891b2' },
]

/** A static sea bed for the wreck to settle on. */
function Seabed({ y }: { y: number }) {
  const { world } = usePhysics()
  useEffect(() => {
    const bed = new Body({ type: Body.STATIC, shape: new Plane() })
    bed.quaternion.setFromAxisAngle(new Vec3(1, 0, 0), -Math.PI / 2)
    bed.position.set(0, y, 0)
    world.addBody(bed)
    return () => world.removeBody(bed)
  }, [world, y])
  return null
}

function Sinking(args: FloodingArgs) {
  const resting = useRest(args.kg)
  const probe = useMemo(() => createShipProbe(SERIES, 300), [])
  const spaces = useMemo(() => COMPARTMENTS.map((c) => geometryOf(hullSliceMesh(c.from, c.to, c.side))), [])
  useEffect(() => () => spaces.forEach((geometry) => geometry.dispose()), [spaces])
  const maxBuoyancy = (hull.volume * 1025) / 1000
  const sample = (api: BuoyantApi) => {
    const attitude = shipAttitude(api.body.quaternion)
    const gravity = 9.81
    return [
      api.body.position.y - resting.bodyY,
      attitude.trim / DEG,
      attitude.heel / DEG,
      api.body.mass / 1000,
      api.last.force.y / gravity / 1000,
      (api.body.mass - SPEED_BOAT.mass) / 1025,
    ]
  }
  return (
    <UengStage
      controls={args}
      waves={flatWater()}
      camera={[-50, 18, 48]}
      probe={probe}
      panel={{
        title: 'Flooding until it sinks (Ueng, Fig. 13)',
        lines: [
          `Holes in the starboard bottom of five compartments, the largest forward. The hull can float at most ${maxBuoyancy.toFixed(0)} t: once the weight passes that, it sinks.`,
        ],
        plots: [
          { title: 'heave', columns: [0], minSpan: 1 },
          { title: 'pitch and roll', columns: [1, 2], minSpan: 2 },
          { title: 'weight, buoyancy (t)', columns: [3, 4], minSpan: 100 },
          { title: 'flood water', columns: [5], minSpan: 10 },
        ],
        window: 150,
        gz: true,
      }}
    >
      <Seabed y={args.seabed} />
      <UengBoat key={args.kg} controls={args} probe={probe} resting={resting} gz sample={sample}>
        {COMPARTMENTS.map((c, i) => {
          const [x, y, z] = bottomPoint((c.from + c.to) / 2, 0.5)
          return (
            <Compartment
              key={c.name}
              name={c.name}
              geometry={spaces[i]}
              permeability={args.permeability}
              holes={[
                {
                  position: [x, y, c.side === 'port' ? -z : z],
                  area: args[c.hole] as number,
                  dischargeCoefficient: args.dischargeCoefficient,
                },
              ]}
              pumps={[{ rate: args.pumpRate }]}
              visible={args.showCompartments}
            />
          )
        })}
      </UengBoat>
    </UengStage>
  )
}

/**
 * Ueng's last experiment: holes in the right-front of the speed boat let the sea into its compartments
 * (Q = C_d a √(2 g d) through each, the water inside kept level as the hull heels). The boat pitches
 * forward, lists to starboard, heaves down, and once its weight (red) passes the most buoyancy the hull
 * can give (blue levels off at ρ g V) it sinks to the sea bed, as in his Fig. 13e. Hole areas and pump
 * rates change as it runs.
 */
export const SinkingStory: StoryObj<FloodingArgs> = {
  name: 'Flooding until it sinks',
  render: (args) => <Sinking {...args} />,
}
