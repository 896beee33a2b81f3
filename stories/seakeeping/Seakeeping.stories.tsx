import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useMemo, useState } from 'react'
import { Buoyant, Ocean, Physics, Waves } from 'react-three-buoyancy'
import type { BuoyancyOptions } from 'react-three-buoyancy/cannon'
import { boxMesh, createHull } from 'react-three-buoyancy/core'
import bem from '../../test/unit/seakeeping/reference/barge.json'
import { tableFromCapytaine } from '../../scripts/tableFromCapytaine.mjs'
import { BEAM, type BemBody, HEAD, rollWithViscousDamping } from '../../test/unit/seakeeping/bemCurves.js'
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
/**
 * Periods the library's curve is computed at, s: short waves, the BEM's pitch and heave resonances (4.27 and
 * 4.34 s), its roll resonance (4.97 s), long waves.
 */
const PERIODS = [2.5, 3, 4, 4.3, 5, 6, 8]
type Mode = keyof BargeRao
type Heading = 'head' | 'beam'
/** Where the waves come from (library direction), and the BEM's key for it. */
const HEADINGS: Record<Heading, { direction: number; key: string }> = {
  head: { direction: 0, key: HEAD },
  beam: { direction: Math.PI / 2, key: BEAM },
}
/** How each mode is plotted: the heading it is shown in, the BEM's key, its units, the plot's range. */
const MODES: Record<
  Mode,
  { heading: Heading; key: 'Heave' | 'Pitch' | 'Roll'; units: string; scale: number; top: number }
> = {
  heave: { heading: 'head', key: 'Heave', units: 'm/m', scale: 1, top: 1.6 },
  // the BEM's rotations are in rad per m; plotted in degrees
  pitch: { heading: 'head', key: 'Pitch', units: '°/m', scale: 180 / Math.PI, top: 24 },
  // potential flow's undamped roll peak (147 °/m at 5 s) is off the plot: its curve with a viscous roll
  // damping of 5 % of critical beside it
  roll: { heading: 'beam', key: 'Roll', units: '°/m', scale: 180 / Math.PI, top: 60 },
}
const reference = bem as BemBody

interface SeakeepingArgs {
  model: ModelName
  mode: Mode
  period: number
}

/**
 * The BEM's RAO of the barge in `mode` over the plotted periods (capytaine, reference/README.md), and for
 * roll the same with a viscous roll damping of 5 % of critical (potential flow has none).
 */
function bemCurves(mode: Mode) {
  const { heading, key, scale } = MODES[mode]
  const x: number[] = [],
    y: number[] = [],
    viscous: number[] = []
  reference.period_s.forEach((period, i) => {
    if (period >= 2 && period <= 12) {
      x.push(period)
      y.push(reference.rao[HEADINGS[heading].key][key][i] * scale)
      if (mode === 'roll') viscous.push(rollWithViscousDamping(reference, period) * scale)
    }
  })
  return { x, y, viscous: mode === 'roll' ? viscous : null }
}

interface Curve {
  model: ModelName | null
  heading: Heading | null
  x: number[]
  y: BargeRao[]
  done: boolean
}
const NO_CURVE: Curve = { model: null, heading: null, x: [], y: [], done: false }

/**
 * The library's RAOs for the model and heading asked for (one run gives every mode), computed on demand one
 * period per task (the page stays responsive and the curve grows); shown only while that model and heading
 * are the ones selected.
 */
function useLibraryCurve(model: ModelName, heading: Heading) {
  const [curve, setCurve] = useState<Curve>(NO_CURVE)
  const [requested, setRequested] = useState<{ model: ModelName; heading: Heading } | null>(null)
  useEffect(() => {
    if (requested === null) return
    const x: number[] = [],
      y: BargeRao[] = []
    const run = () => {
      const period = PERIODS[x.length]
      x.push(period)
      y.push(bargeRao(period, MODELS[requested.model], 6, 2, HEADINGS[requested.heading].direction))
      const done = x.length === PERIODS.length
      setCurve({ ...requested, x: [...x], y: [...y], done })
      if (!done) timer = setTimeout(run)
    }
    let timer = setTimeout(run)
    return () => clearTimeout(timer)
  }, [requested])
  const selected = requested?.model === model && requested.heading === heading
  const shown = curve.model === model && curve.heading === heading ? curve : NO_CURVE
  return { points: shown, running: selected && !shown.done, start: () => setRequested({ model, heading }) }
}

/**
 * The barge in a regular wave of 0.25 m (head seas for heave and pitch, beam seas for roll), and that mode's
 * RAO from the library beside the BEM's.
 */
function Seakeeping({ model, mode, period }: SeakeepingArgs) {
  const hull = useMemo(() => {
    const mesh = boxMesh(BARGE.length, BARGE.depth, BARGE.beam)
    return createHull(mesh.positions, mesh.indices)
  }, [])
  const { heading } = MODES[mode]
  const waves = useMemo(
    () => [{ amplitude: WAVE_AMPLITUDE, wavelength: wavelengthOf(period), direction: HEADINGS[heading].direction }],
    [period, heading],
  )
  const curves = useMemo(() => bemCurves(mode), [mode])
  const library = useLibraryCurve(model, heading)
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
            title={`Barge, ${heading} seas: ${mode} RAO`}
            xLabel="wave period, s"
            yLabel={MODES[mode].units}
            series={[
              { name: 'BEM (capytaine)', color: '#2980b9', x: curves.x, y: curves.y, dashed: true },
              ...(curves.viscous === null
                ? []
                : [
                    {
                      name: 'BEM + viscous roll damping (5 % of critical)',
                      color: '#16a085',
                      x: curves.x,
                      y: curves.viscous,
                      dashed: true,
                    },
                  ]),
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
            estimate: the reference has no phases to give it). Roll is shown in beam seas: radiation 'auto' takes the
            strip sections' diffraction of a free body, which sways with the wave.
          </Note>
        </div>
      </Panel>
    </Waves>
  )
}

const meta: Meta<SeakeepingArgs> = { title: 'Seakeeping/Regular waves', parameters: { layout: 'fullscreen' } }
export default meta

export const RegularWave: StoryObj<SeakeepingArgs> = {
  name: 'Regular wave',
  render: (args) => <Seakeeping {...args} />,
  args: { model: 'seakeeping (Froude–Krylov, radiation auto)', mode: 'heave', period: 3 },
  argTypes: {
    model: { control: 'inline-radio', options: Object.keys(MODELS) },
    mode: { control: 'inline-radio', options: Object.keys(MODES), description: 'the RAO plotted' },
    period: { control: { type: 'range', min: 2.5, max: 12, step: 0.5 }, description: 'wave period, s' },
  },
}

/** The barge rolling in beam seas near its roll resonance (4.97 s), with the roll RAO plot. */
export const BeamSeaRoll: StoryObj<SeakeepingArgs> = {
  ...RegularWave,
  name: 'Beam-sea roll',
  args: { ...RegularWave.args, mode: 'roll', period: 5 },
}
