import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { boxMesh, DRAG_DEFAULTS } from 'react-three-buoyancy/core'
import type { DragOptions } from 'react-three-buoyancy/core'
import { Note, Panel } from './Panel.js'
import { Plot } from './Plot.js'
import { floating, radians, record } from './simulate.js'

interface DragArgs {
  pressureLinear: number
  pressureQuadratic: number
  pressureFalloff: number
  suctionLinear: number
  suctionQuadratic: number
  suctionFalloff: number
  viscous: boolean
  slamming: boolean
  radiationHeave: number
  radiationRoll: number
  radiationPitch: number
  uengHeave: number
  uengRoll: number
  uengPitch: number
  angularMomentum: number
  seconds: number
}

/** A 2 × 1 × 4 m barge released 20 cm high, heeled 8° and trimmed 3°, under the drag of the controls. */
function DragLab(args: DragArgs) {
  const run = useMemo(() => {
    const drag: DragOptions = {
      pressure: { linear: args.pressureLinear, quadratic: args.pressureQuadratic, falloff: args.pressureFalloff },
      suction: { linear: args.suctionLinear, quadratic: args.suctionQuadratic, falloff: args.suctionFalloff },
      viscous: args.viscous,
      slamming: args.slamming,
      radiation: { heave: args.radiationHeave, roll: args.radiationRoll, pitch: args.radiationPitch },
      ueng: { heave: args.uengHeave, roll: args.uengRoll, pitch: args.uengPitch },
      angularMomentum: args.angularMomentum > 0 ? args.angularMomentum : false,
    }
    const heel = radians(8),
      trim = radians(3)
    const f = floating(boxMesh(2, 1, 4), 0.5, {
      position: { x: 0, y: 0.2, z: 0 },
      quaternion: { x: Math.sin(trim / 2), y: 0, z: Math.sin(heel / 2), w: Math.cos(heel / 2) * Math.cos(trim / 2) },
      buoyancy: { drag },
    })
    return record(f.world, args.seconds, () => {
      const { x, z, w } = f.body.quaternion
      return {
        heave: f.body.position.y,
        roll: (2 * Math.atan2(z, w) * 180) / Math.PI,
        pitch: (2 * Math.atan2(x, w) * 180) / Math.PI,
        power: -f.handle.drag.power,
      }
    })
  }, [args])
  return (
    <Panel>
      <Plot
        title="Heave"
        xLabel="time, s"
        yLabel="m"
        series={[{ name: 'centre of mass', color: '#16a085', x: run.t, y: run.heave }]}
        references={[{ y: 0, label: 'equilibrium' }]}
      />
      <Plot
        title="Roll and pitch"
        xLabel="time, s"
        yLabel="degrees"
        series={[
          { name: 'roll', color: '#1b5873', x: run.t, y: run.roll },
          { name: 'pitch', color: '#c0392b', x: run.t, y: run.pitch },
        ]}
      />
      <Plot
        title="Power the drag removes"
        xLabel="time, s"
        yLabel="W"
        series={[{ name: '−P', color: '#8e44ad', x: run.t, y: run.power }]}
      />
      <Note>
        Defaults (DRAG_DEFAULTS): pressure {JSON.stringify(DRAG_DEFAULTS.pressure)}, suction{' '}
        {JSON.stringify(DRAG_DEFAULTS.suction)}, radiation {JSON.stringify(DRAG_DEFAULTS.radiation)}; Ueng and Hirae
        off.
      </Note>
    </Panel>
  )
}

const meta: Meta<DragArgs> = { title: 'Dynamics/Drag coefficients', parameters: { layout: 'fullscreen' } }
export default meta

const coefficient = (max: number, step: number, description: string) => ({
  control: { type: 'range' as const, min: 0, max, step },
  description,
})

export const Coefficients: StoryObj<DragArgs> = {
  render: (args) => <DragLab {...args} />,
  args: {
    pressureLinear: DRAG_DEFAULTS.pressure.linear,
    pressureQuadratic: DRAG_DEFAULTS.pressure.quadratic,
    pressureFalloff: DRAG_DEFAULTS.pressure.falloff,
    suctionLinear: DRAG_DEFAULTS.suction.linear,
    suctionQuadratic: DRAG_DEFAULTS.suction.quadratic,
    suctionFalloff: DRAG_DEFAULTS.suction.falloff,
    viscous: true,
    slamming: true,
    radiationHeave: DRAG_DEFAULTS.radiation.heave,
    radiationRoll: DRAG_DEFAULTS.radiation.roll,
    radiationPitch: DRAG_DEFAULTS.radiation.pitch,
    uengHeave: 0,
    uengRoll: 0,
    uengPitch: 0,
    angularMomentum: 0,
    seconds: 20,
  },
  argTypes: {
    pressureLinear: coefficient(2000, 10, 'C_PD1, N/m² at v_r = 1 m/s'),
    pressureQuadratic: coefficient(5000, 10, 'C_PD2, N/m² at v_r'),
    pressureFalloff: coefficient(3, 0.05, 'f_P'),
    suctionLinear: coefficient(2000, 10, 'C_SD1, N/m²'),
    suctionQuadratic: coefficient(5000, 10, 'C_SD2, N/m²'),
    suctionFalloff: coefficient(3, 0.05, 'f_S'),
    viscous: { control: 'boolean', description: 'ITTC-57 skin friction' },
    slamming: { control: 'boolean' },
    radiationHeave: coefficient(1, 0.01, 'fraction of critical damping in heave'),
    radiationRoll: coefficient(1, 0.01, 'fraction of critical in roll'),
    radiationPitch: coefficient(1, 0.01, 'fraction of critical in pitch'),
    uengHeave: coefficient(2, 0.05, "Ueng's b_h, 1/s"),
    uengRoll: coefficient(2, 0.05, "Ueng's b_r, 1/s"),
    uengPitch: coefficient(2, 0.05, "Ueng's b_p, 1/s"),
    angularMomentum: coefficient(5, 0.05, "Hirae's angular-momentum damping rate, 1/s (0: off)"),
    seconds: { control: { type: 'range', min: 5, max: 60, step: 1 } },
  },
}
