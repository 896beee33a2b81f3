import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useMemo, useState } from 'react'
import { Buoyant, Ocean, Physics, Waves } from 'react-three-buoyancy'
import type { BuoyancyOptions } from 'react-three-buoyancy/cannon'
import { boxMesh, createHull } from 'react-three-buoyancy/core'
import bem from '../../test/unit/seakeeping/reference/barge.json'
import { tableFromCapytaine } from '../../scripts/tableFromCapytaine.mjs'
import { Note, Panel } from '../dynamics/Panel.js'
import { Plot } from '../dynamics/Plot.js'
import { BARGE, type BargeRao, WAVE_AMPLITUDE, WAVE_FORCE_TOLERANCE, bargeRao, wavelengthOf } from './rao.js'

type ModelName =
  | 'seakeeping (Froude–Krylov, radiation auto)'
  | "seakeeping with the BEM's coefficients as a table"
  | "seeds' (hydrostatic, no radiation)"
const MODELS: Record<ModelName, BuoyancyOptions> = {
  'seakeeping (Froude–Krylov, radiation auto)': { waveForce: 'froudeKrylov', radiation: 'auto' },
  // a RadiationTable acts through Cummins' equation: the table's A(ω) and B(ω) at every period
  "seakeeping with the BEM's coefficients as a table": {
    waveForce: 'froudeKrylov',
    radiation: tableFromCapytaine(bem),
  },
  "seeds' (hydrostatic, no radiation)": { waveForce: 'hydrostatic', radiation: false },
}
const HEAD = 'head (library direction 0: waves travel toward +x)'
/**
 * Periods the library's curve is computed at, s: short waves, the BEM's pitch and heave resonances (4.27 and
 * 4.34 s), long waves.
 */
const PERIODS = [2.5, 3, 4, 4.3, 5, 6, 8]
type Mode = keyof BargeRao
/** How each mode is plotted: the BEM's key, its units, the plot's range. */
const MODES: Record<Mode, { key: 'Heave' | 'Pitch'; units: string; scale: number; top: number }> = {
  heave: { key: 'Heave', units: 'm/m', scale: 1, top: 1.6 },
  // the BEM's rotations are in rad per m; plotted in degrees
  pitch: { key: 'Pitch', units: '°/m', scale: 180 / Math.PI, top: 24 },
}

interface SeakeepingArgs {
  model: ModelName
  mode: Mode
  period: number
}

/** The BEM's head-sea RAO of the barge in `mode` over the plotted periods (capytaine, reference/README.md). */
function bemCurve(mode: Mode) {
  const { key, scale } = MODES[mode]
  const x: number[] = [],
    y: number[] = []
  bem.period_s.forEach((period, i) => {
    if (period >= 2 && period <= 12) {
      x.push(period)
      y.push(bem.rao[HEAD][key][i] * scale)
    }
  })
  return { x, y }
}

interface Curve {
  model: ModelName | null
  x: number[]
  y: BargeRao[]
  done: boolean
}
const NO_CURVE: Curve = { model: null, x: [], y: [], done: false }

/**
 * The library's heave and pitch RAOs for the model asked for (one run gives both), computed on demand one
 * period per task (the page stays responsive and the curve grows); shown only while that model is the one
 * selected.
 */
function useLibraryCurve(model: ModelName) {
  const [curve, setCurve] = useState<Curve>(NO_CURVE)
  const [requested, setRequested] = useState<ModelName | null>(null)
  useEffect(() => {
    if (requested === null) return
    const x: number[] = [],
      y: BargeRao[] = []
    const run = () => {
      const period = PERIODS[x.length]
      x.push(period)
      y.push(bargeRao(period, MODELS[requested], 6, 2))
      const done = x.length === PERIODS.length
      setCurve({ model: requested, x: [...x], y: [...y], done })
      if (!done) timer = setTimeout(run)
    }
    let timer = setTimeout(run)
    return () => clearTimeout(timer)
  }, [requested])
  const shown = curve.model === model ? curve : NO_CURVE
  return { points: shown, running: requested === model && !shown.done, start: () => setRequested(model) }
}

/** The barge in a regular head sea of 0.25 m, and its heave or pitch RAO from the library beside the BEM's. */
function Seakeeping({ model, mode, period }: SeakeepingArgs) {
  const hull = useMemo(() => {
    const mesh = boxMesh(BARGE.length, BARGE.depth, BARGE.beam)
    return createHull(mesh.positions, mesh.indices)
  }, [])
  const waves = useMemo(() => [{ amplitude: WAVE_AMPLITUDE, wavelength: wavelengthOf(period), direction: 0 }], [period])
  const reference = useMemo(() => bemCurve(mode), [mode])
  const library = useLibraryCurve(model)
  const options = MODELS[model]
  return (
    <Waves waves={waves}>
      <Ocean size={300} resolution={96} />
      <Physics>
        <Buoyant
          key={model}
          hull={hull}
          density={BARGE.relativeDensity * 1025}
          tolerance={WAVE_FORCE_TOLERANCE}
          waveForce={options.waveForce}
          radiation={options.radiation}
        >
          <mesh castShadow>
            <boxGeometry args={[BARGE.length, BARGE.depth, BARGE.beam]} />
            <meshStandardMaterial color="#8a4b2d" roughness={0.8} />
          </mesh>
        </Buoyant>
      </Physics>
      <Panel>
        <div style={{ background: 'rgba(255, 255, 255, 0.92)', padding: 8, borderRadius: 4 }}>
          <Plot
            title={`Barge, head seas: ${mode} RAO`}
            xLabel="wave period, s"
            yLabel={MODES[mode].units}
            series={[
              { name: 'BEM (capytaine)', color: '#2980b9', x: reference.x, y: reference.y, dashed: true },
              {
                name: `library, ${model}`,
                color: '#c0392b',
                x: library.points.x,
                y: library.points.y.map((rao) => rao[mode]),
              },
            ]}
            yRange={[0, MODES[mode].top]}
            width={620}
          />
          <button type="button" disabled={library.running} onClick={library.start}>
            {library.running
              ? `computing… (${library.points.x.length} of ${PERIODS.length})`
              : `compute the library's RAO (${PERIODS.length} periods, about a minute)`}
          </button>
          <Note>
            20 m × 8 m barge, draft 2 m, in a regular wave of {WAVE_AMPLITUDE} m and {period} s (wavelength{' '}
            {wavelengthOf(period).toFixed(1)} m). The seeds' model (hydrostatic pressure to the local surface, no added
            mass) heaves like a cork in waves shorter than the barge; Froude–Krylov pressure with added mass and
            radiation damping follows the BEM. With the BEM's own coefficients as a table they act through Cummins'
            equation, the BEM's added mass and damping at every period (the diffraction force is still the library's
            estimate: the reference has no phases to give it).
          </Note>
        </div>
      </Panel>
    </Waves>
  )
}

const meta: Meta<SeakeepingArgs> = { title: 'Dynamics/Seakeeping', parameters: { layout: 'fullscreen' } }
export default meta

export const RegularWave: StoryObj<SeakeepingArgs> = {
  render: (args) => <Seakeeping {...args} />,
  args: { model: 'seakeeping (Froude–Krylov, radiation auto)', mode: 'heave', period: 3 },
  argTypes: {
    model: { control: 'inline-radio', options: Object.keys(MODELS) },
    mode: { control: 'inline-radio', options: Object.keys(MODES), description: 'the RAO plotted' },
    period: { control: { type: 'range', min: 2.5, max: 12, step: 0.5 }, description: 'wave period, s' },
  },
}
