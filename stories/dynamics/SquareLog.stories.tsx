import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { boxMesh } from 'react-three-buoyancy/core'
import type { Quaternion } from 'react-three-buoyancy/core'
import { Note, Panel } from './Panel.js'
import { Plot } from './Plot.js'
import { aboutX, floating, radians, record } from './simulate.js'

interface LogArgs {
  extraDensity: number
  startHeel: number
  seconds: number
}

const COLORS = ['#1b5873', '#16a085', '#8e44ad', '#c0392b', '#d35400', '#2c3e50']

/** Heel of a square section from upright, folded by its 90° symmetry into [0°, 45°]. */
function heel(q: Quaternion): number {
  const { x, y, z, w } = q
  const yUp = 1 - 2 * (x * x + z * z),
    zUp = 2 * (y * z + x * w)
  return (Math.acos(Math.min(1, Math.max(Math.abs(yUp), Math.abs(zUp)))) * 180) / Math.PI
}

/** The log's square cross-section at its final pose and the water line, drawn to scale. */
function Section({ q, y, s }: { q: Quaternion; y: number; s: number }) {
  const { x: qx, y: qy, z: qz, w: qw } = q
  // corners (y, z) = (±½, ±½) of the section, to world (z, y) through the rotation's y–z block
  const corners = [
    [0.5, 0.5],
    [-0.5, 0.5],
    [-0.5, -0.5],
    [0.5, -0.5],
  ].map(([by, bz]) => {
    const wy = (1 - 2 * (qx * qx + qz * qz)) * by + 2 * (qy * qz - qx * qw) * bz + y
    const wz = 2 * (qy * qz + qx * qw) * by + (1 - 2 * (qx * qx + qy * qy)) * bz
    return `${(60 + 60 * wz).toFixed(1)},${(60 - 60 * wy).toFixed(1)}`
  })
  return (
    <svg width={120} height={130} style={{ background: '#fff', borderRadius: 6, font: '11px system-ui' }}>
      <rect x={0} y={60} width={120} height={60} fill="#cfe6f5" />
      <polygon points={corners.join(' ')} fill="#b9874b" stroke="#5d3d16" />
      <line x1={0} x2={120} y1={60} y2={60} stroke="#2980b9" />
      <text x={4} y={126}>
        s = {s.toFixed(2)}: {heel(q).toFixed(1)}°
      </text>
    </svg>
  )
}

function SquareLogs(args: LogArgs) {
  const runs = useMemo(() => {
    const densities = [0.15, 0.25, 0.5, 0.75, 0.85, args.extraDensity]
    return densities.map((s) => {
      // a 6 m log of 1 m section, along x
      const f = floating(boxMesh(6, 1, 1), s, {
        quaternion: aboutX(radians(args.startHeel)),
        position: { x: 0, y: 0.5 - s, z: 0 },
      })
      const series = record(f.world, args.seconds, () => ({ heel: heel(f.body.quaternion) }), 4)
      return { s, series, q: { ...f.body.quaternion }, y: f.body.position.y }
    })
  }, [args.extraDensity, args.startHeel, args.seconds])
  return (
    <Panel>
      <Plot
        title="Square log: heel over time"
        xLabel="time, s"
        yLabel="heel, degrees (folded into 0–45)"
        series={runs.map((r, i) => ({
          name: `s = ${r.s}`,
          color: COLORS[i],
          x: r.series.t,
          y: r.series.heel,
          dashed: i === 5,
        }))}
        references={[
          { y: 45, label: '45°' },
          { y: (Math.atan(0.5) * 180) / Math.PI, label: '26.57° (s = ¼, ¾)' },
        ]}
        width={760}
      />
      {runs.map((r) => (
        <Section key={r.s} q={r.q} y={r.y} s={r.s} />
      ))}
      <Note>
        Upright for s &lt; 0.211 or s &gt; 0.789, 45° for 9/32 ≤ s ≤ 23/32, in between an intermediate heel (26.57° at s
        = ¼ and ¾); the dashed line is the density of the slider.
      </Note>
    </Panel>
  )
}

const meta: Meta<LogArgs> = { title: 'Dynamics/Square log regimes', parameters: { layout: 'fullscreen' } }
export default meta

export const Regimes: StoryObj<LogArgs> = {
  render: (args) => <SquareLogs {...args} />,
  args: { extraDensity: 0.23, startHeel: 10, seconds: 60 },
  argTypes: {
    extraDensity: {
      control: { type: 'range', min: 0.05, max: 0.95, step: 0.01 },
      description: 'a sixth log of this relative density',
    },
    startHeel: { control: { type: 'range', min: 0, max: 44, step: 1 }, description: 'heel at release, degrees' },
    seconds: { control: { type: 'range', min: 10, max: 120, step: 5 } },
  },
}
