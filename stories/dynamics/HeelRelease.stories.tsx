import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { boxMesh } from 'react-three-buoyancy/core'
import { Note, Panel } from './Panel.js'
import { Plot } from './Plot.js'
import { attitude, floating, radians, record } from './simulate.js'

interface HeelArgs {
  heel: number
  beam: number
  relativeDensity: number
  radiationRoll: number
  pressureQuadratic: number
  drag: boolean
  seconds: number
}

/** A box barge 1 m deep and 4 m long, heeled about its length and let go: roll decay. */
function HeelRelease(args: HeelArgs) {
  const run = useMemo(() => {
    const depth = 1
    const f = floating(boxMesh(args.beam, depth, 4), args.relativeDensity, {
      position: { x: 0, y: depth / 2 - args.relativeDensity * depth, z: 0 },
      quaternion: { x: 0, y: 0, z: Math.sin(radians(args.heel) / 2), w: Math.cos(radians(args.heel) / 2) },
      buoyancy: {
        drag: args.drag
          ? { radiation: { roll: args.radiationRoll }, pressure: { quadratic: args.pressureQuadratic } }
          : false,
      },
    })
    const series = record(f.world, args.seconds, () => {
      const { x, y, z, w } = f.body.quaternion
      return {
        roll: (2 * Math.atan2(z, w) * 180) / Math.PI,
        heel: attitude({ x, y, z, w }).heel,
        heave: f.body.position.y,
      }
    })
    // the closed form of docs/PHYSICS.md §4 (no added mass): T = 2π k / √(g GM)
    const T = args.relativeDensity * depth
    const GM = T / 2 + (args.beam * args.beam) / (12 * T) - depth / 2
    const k = Math.sqrt((args.beam * args.beam + depth * depth) / 12)
    const period = GM > 0 ? (2 * Math.PI * k) / Math.sqrt(9.81 * GM) : NaN
    return { series, GM, period }
  }, [args.heel, args.beam, args.relativeDensity, args.radiationRoll, args.pressureQuadratic, args.drag, args.seconds])
  const { series } = run
  const crossings: number[] = []
  for (let i = 1; i < series.roll.length; i++) {
    if (series.roll[i - 1] < 0 && series.roll[i] >= 0) crossings.push(series.t[i])
  }
  const measured =
    crossings.length > 1 ? (crossings[crossings.length - 1] - crossings[0]) / (crossings.length - 1) : NaN
  return (
    <Panel>
      <Plot
        title="Heel release: roll angle"
        xLabel="time, s"
        yLabel="roll, degrees"
        series={[{ name: 'roll', color: '#1b5873', x: series.t, y: series.roll }]}
        references={[{ y: 0, label: 'upright' }]}
      />
      <Plot
        title="Heave of the centre of mass"
        xLabel="time, s"
        yLabel="m"
        series={[{ name: 'heave', color: '#16a085', x: series.t, y: series.heave }]}
      />
      <Note>
        GM = {run.GM.toFixed(3)} m; roll period 2πk/√(g GM) = {run.period.toFixed(3)} s, measured{' '}
        {Number.isFinite(measured) ? measured.toFixed(3) : '—'} s (damping lengthens it by 1/√(1 − ζ²)).
      </Note>
    </Panel>
  )
}

const meta: Meta<HeelArgs> = { title: 'Dynamics/Heel release', parameters: { layout: 'fullscreen' } }
export default meta

export const RollDecay: StoryObj<HeelArgs> = {
  name: 'Roll decay',
  render: (args) => <HeelRelease {...args} />,
  args: {
    heel: 10,
    beam: 2,
    relativeDensity: 0.5,
    radiationRoll: 0.08,
    pressureQuadratic: 500,
    drag: true,
    seconds: 30,
  },
  argTypes: {
    heel: { control: { type: 'range', min: 0, max: 30, step: 0.5 }, description: 'initial heel, degrees' },
    beam: {
      control: { type: 'range', min: 1.2, max: 4, step: 0.1 },
      description: 'barge beam, m (depth 1 m, length 4 m)',
    },
    relativeDensity: { control: { type: 'range', min: 0.2, max: 0.8, step: 0.01 } },
    radiationRoll: {
      control: { type: 'range', min: 0, max: 0.5, step: 0.01 },
      description: 'radiation damping in roll, fraction of critical',
    },
    pressureQuadratic: { control: { type: 'range', min: 0, max: 3000, step: 10 }, description: 'C_PD2, N/m² at 1 m/s' },
    drag: { control: 'boolean', description: 'off: hydrostatics only, the roll never decays' },
    seconds: { control: { type: 'range', min: 5, max: 120, step: 1 } },
  },
}
