import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { boatHullMesh, createWaves, SEA_STATES, seaState } from 'react-three-buoyancy/core'
import type { SeaStateName } from 'react-three-buoyancy/core'
import { Note, Panel } from './Panel.js'
import { Plot } from './Plot.js'
import { attitude, floating, record } from './simulate.js'

interface SeaArgs {
  seaState: SeaStateName
  relativeDensity: number
  heading: number
  drag: boolean
  seconds: number
}

/** The boat hull on a named sea: heave against the surface under it, roll and pitch over time. */
function HeaveAndRoll(args: SeaArgs) {
  const run = useMemo(() => {
    const waves = createWaves(seaState(args.seaState))
    const turn = (args.heading * Math.PI) / 180
    const f = floating(boatHullMesh(), args.relativeDensity, {
      water: waves,
      position: { x: 0, y: waves.heightAt(0, 0, 0), z: 0 },
      quaternion: { x: 0, y: Math.sin(turn / 2), z: 0, w: Math.cos(turn / 2) },
      buoyancy: { drag: args.drag ? {} : false },
    })
    return record(f.world, args.seconds, () => {
      const a = attitude(f.body.quaternion)
      return {
        heave: f.body.position.y,
        surface: waves.heightAt(f.body.position.x, f.body.position.z, f.world.time),
        heel: a.heel,
        roll: a.roll,
        pitch: a.pitch,
      }
    })
  }, [args.seaState, args.relativeDensity, args.heading, args.drag, args.seconds])
  const preset = SEA_STATES[args.seaState]
  return (
    <Panel>
      <Plot
        title="Heave against the surface under the boat"
        xLabel="time, s"
        yLabel="m"
        series={[
          { name: 'centre of mass', color: '#1b5873', x: run.t, y: run.heave },
          { name: 'water surface', color: '#2980b9', x: run.t, y: run.surface, dashed: true },
        ]}
        width={760}
      />
      <Plot
        title="Roll and pitch"
        xLabel="time, s"
        yLabel="degrees"
        series={[
          { name: 'roll', color: '#1b5873', x: run.t, y: run.roll },
          { name: 'pitch', color: '#c0392b', x: run.t, y: run.pitch },
        ]}
        width={760}
      />
      <Note>
        {preset.description} Peak period {preset.peakPeriod.toFixed(1)} s.
      </Note>
    </Panel>
  )
}

const meta: Meta<SeaArgs> = { title: 'Dynamics/Heave and roll on a sea', parameters: { layout: 'fullscreen' } }
export default meta

export const OnASea: StoryObj<SeaArgs> = {
  name: 'On a sea',
  render: (args) => <HeaveAndRoll {...args} />,
  args: { seaState: 'moderate', relativeDensity: 0.3, heading: 30, drag: true, seconds: 60 },
  argTypes: {
    seaState: { control: 'select', options: Object.keys(SEA_STATES) },
    relativeDensity: { control: { type: 'range', min: 0.1, max: 0.7, step: 0.01 } },
    heading: {
      control: { type: 'range', min: -180, max: 180, step: 5 },
      description: 'bow direction, degrees from +x (the waves travel toward about +x)',
    },
    drag: { control: 'boolean' },
    seconds: { control: { type: 'range', min: 10, max: 180, step: 5 } },
  },
}
