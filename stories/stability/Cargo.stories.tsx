import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { type BuoyantApi, Cargo } from 'react-three-buoyancy'
import { findEquilibrium, flatWater, shipAttitude } from 'react-three-buoyancy/core'
import { DEG, MOTION_ARG_TYPES, MOTION_DEFAULTS, type MotionControls } from './motionControls.js'
import { createShipProbe } from './shipProbe.js'
import { SPEED_BOAT } from './speedBoatHull.js'
import { MOTION_SERIES, UengBoat, UengStage, hull, useRest } from './uengScene.js'

interface CargoArgs extends MotionControls {
  /** t */
  cargoMass: number
  /** m, mesh frame: along the length (bow +x), up from the boat's middle, across (starboard +z) */
  cargoX: number
  cargoY: number
  cargoZ: number
}

const meta: Meta<CargoArgs> = {
  title: 'Stability/Unbalanced cargo',
  parameters: { layout: 'fullscreen' },
  args: {
    ...MOTION_DEFAULTS,
    dampingHeave: 0.1,
    dampingPitch: 0.1,
    dampingRoll: 0.1,
    cargoMass: 40,
    cargoX: 9,
    cargoY: 3,
    cargoZ: 3,
  },
  argTypes: {
    ...MOTION_ARG_TYPES,
    cargoMass: { control: { type: 'range', min: 0, max: 150, step: 1 }, description: 'Cargo mass, t.' },
    cargoX: {
      control: { type: 'range', min: -14, max: 12, step: 0.25 },
      description: 'Cargo along the length, m (bow +x; 0 is the middle of the hull).',
    },
    cargoY: {
      control: { type: 'range', min: 2, max: 9, step: 0.25 },
      description:
        'Cargo height, m from the middle of the hull (keel −7.5, chine 1.3, deck 7.5; above 6 it rides on deck).',
    },
    cargoZ: {
      control: { type: 'range', min: -3.4, max: 3.4, step: 0.1 },
      description: 'Cargo across, m (starboard, the right, is +z).',
    },
  },
}
export default meta

const CRATE: [number, number, number] = [4, 3, 3]

function UnbalancedCargo(args: CargoArgs) {
  // where the empty boat rests: the cargo is put aboard there, and the boat capsizes (in Ueng's sense) to a new rest
  const resting = useRest(args.kg)
  const { centerOfMass, bodyY: restY } = resting
  const probe = useMemo(() => createShipProbe(MOTION_SERIES), [])
  const cargo = args.cargoMass * 1000
  const position: [number, number, number] = [args.cargoX, args.cargoY, args.cargoZ]
  // the statics' answer for this loading, to set beside the live heel and the GZ curve's zero
  const predicted = useMemo(() => {
    const total = SPEED_BOAT.mass + cargo
    const g = centerOfMass.map((c, i) => (SPEED_BOAT.mass * c + cargo * position[i]) / total)
    try {
      const eq = findEquilibrium(hull, { mass: total, centerOfMass: { x: g[0], y: g[1], z: g[2] } })
      return `findEquilibrium: rest at heel ${(eq.heel / DEG).toFixed(1)}°, trim ${(eq.trim / DEG).toFixed(1)}°, draft ${eq.draft.toFixed(2)} m`
    } catch (error) {
      return `findEquilibrium: ${error instanceof Error ? error.message : String(error)}`
    }
  }, [cargo, args.cargoX, args.cargoY, args.cargoZ, centerOfMass])
  const sample = (api: BuoyantApi) => {
    const attitude = shipAttitude(api.body.quaternion)
    return [api.body.position.y - restY, attitude.trim / DEG, attitude.heel / DEG]
  }
  return (
    <UengStage
      controls={args}
      waves={flatWater()}
      probe={probe}
      panel={{
        title: 'Unbalanced cargo (Ueng, Fig. 12)',
        lines: [
          `${args.cargoMass} t of cargo at (${position.join(', ')}) m: G moves forward and to starboard; the boat pitches, rolls and settles where GZ = 0.`,
          predicted,
        ],
        plots: [
          { title: 'heave', columns: [0], minSpan: 0.5 },
          { title: 'pitch and roll', columns: [1, 2], minSpan: 2 },
        ],
        window: 90,
        gz: true,
      }}
    >
      <UengBoat key={args.kg} controls={args} probe={probe} resting={resting} gz sample={sample}>
        <Cargo name="containers" mass={cargo} position={position} size={CRATE}>
          <mesh>
            <boxGeometry args={CRATE} />
            <meshStandardMaterial color="#dc2626" roughness={0.6} />
          </mesh>
        </Cargo>
      </UengBoat>
    </UengStage>
  )
}

/**
 * Ueng's cargo experiment: heavy cargo in the right front part of the boat moves G forward and to
 * starboard; the boat pitches and rolls, oscillates (his damping 0.1), and comes to a new rest at the heel
 * where its righting-lever curve crosses zero (the GZ plot marks both; findEquilibrium's answer is printed
 * beside them). Move the cargo with the controls: the boat lists and trims anew.
 */
export const UnbalancedCargoStory: StoryObj<CargoArgs> = {
  name: 'Unbalanced cargo',
  render: (args) => <UnbalancedCargo {...args} />,
}
