import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { Note, Panel } from './Panel.js'
import { Plot } from './Plot.js'
import { SHAPES, SHAPE_NAMES, type ShapeName } from './shapes.js'
import { aboutX, floating, lowestPoint, radians, record } from './simulate.js'

interface DropArgs {
  shape: ShapeName
  dropHeight: number
  relativeDensity: number
  tilt: number
  slamming: boolean
  drag: boolean
  seconds: number
}

function DropTest(args: DropArgs) {
  const run = useMemo(() => {
    const mesh = SHAPES[args.shape]()
    // place the lowest point dropHeight above the water
    const probe = floating(mesh, args.relativeDensity, { quaternion: aboutX(radians(args.tilt)) })
    const lift = args.dropHeight - lowestPoint(probe.hull, probe.body)
    const f = floating(mesh, args.relativeDensity, {
      position: { x: 0, y: lift, z: 0 },
      quaternion: aboutX(radians(args.tilt)),
      buoyancy: { drag: args.drag ? { slamming: args.slamming } : false },
    })
    let slams = 0
    const series = record(f.world, args.seconds, () => {
      if (f.handle.drag.slamming > 0) slams++
      return {
        centre: f.body.position.y,
        keel: lowestPoint(f.hull, f.body),
        speed: f.body.velocity.y,
        slam: f.handle.drag.slamming,
      }
    })
    return { series, slams }
  }, [args.shape, args.dropHeight, args.relativeDensity, args.tilt, args.slamming, args.drag, args.seconds])
  const { series } = run
  const rebound = Math.max(
    ...series.keel.filter((_, i) => series.speed[i] > 0 && series.keel.slice(0, i).some((k) => k < 0)),
    -Infinity,
  )
  return (
    <Panel>
      <Plot
        title="Drop test: height over time"
        xLabel="time, s"
        yLabel="height, m"
        series={[
          { name: 'centre of mass', color: '#1b5873', x: series.t, y: series.centre },
          { name: 'lowest point', color: '#c0392b', x: series.t, y: series.keel },
        ]}
        references={[
          { y: 0, label: 'water', color: '#2980b9' },
          { y: args.dropHeight, label: 'drop height', color: '#999' },
        ]}
      />
      <Plot
        title="Vertical speed and slamming ramp"
        xLabel="time, s"
        yLabel="m/s  ·  ramp × 10"
        series={[
          { name: 'vertical speed', color: '#1b5873', x: series.t, y: series.speed },
          { name: 'slamming ramp × 10', color: '#e67e22', x: series.t, y: series.slam.map((r) => 10 * r) },
        ]}
      />
      <Note>
        Highest the lowest point rose after turning back up:{' '}
        {Number.isFinite(rebound) ? `${rebound.toFixed(3)} m` : '—'} (dropped from {args.dropHeight} m). Steps with
        slamming: {run.slams}. Final vertical speed {series.speed[series.speed.length - 1].toExponential(1)} m/s.
      </Note>
    </Panel>
  )
}

const meta: Meta<DropArgs> = {
  title: 'Dynamics/Drop test',
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: 'A hull dropped onto still water: cannon-es with attachBuoyancy, plotted.' } },
  },
}
export default meta

export const Drop: StoryObj<DropArgs> = {
  render: (args) => <DropTest {...args} />,
  args: {
    shape: SHAPE_NAMES[0],
    dropHeight: 5,
    relativeDensity: 0.5,
    tilt: 0,
    slamming: true,
    drag: true,
    seconds: 20,
  },
  argTypes: {
    shape: { control: 'select', options: SHAPE_NAMES },
    dropHeight: {
      control: { type: 'range', min: 0, max: 10, step: 0.1 },
      description: 'lowest point above the water at release, m',
    },
    relativeDensity: {
      control: { type: 'range', min: 0.05, max: 0.95, step: 0.01 },
      description: 'body density / water density',
    },
    tilt: { control: { type: 'range', min: 0, max: 45, step: 1 }, description: 'tilt about x at release, degrees' },
    slamming: { control: 'boolean', description: 'Kerner slamming on entry' },
    drag: { control: 'boolean', description: 'all hydrodynamic drag (off: hydrostatics only)' },
    seconds: { control: { type: 'range', min: 5, max: 60, step: 1 } },
  },
}
