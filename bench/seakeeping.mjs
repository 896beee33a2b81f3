// The cost of the seakeeping model (issue 14): one world.step of the reference boat (30 m, round bilge,
// 40 stations) in a 4-component sea, seeds' model ({ waveForce: 'hydrostatic', radiation: false }) beside
// the new one ({ waveForce: 'froudeKrylov', radiation: 'auto' }), against the built package (dist/).
//
//   npm run build && node bench/seakeeping.mjs [--rounds N]
//
// Prints the minimum over rounds of the median µs per step of each, and their ratio (target ≤ 1.5), and
// writes them with the machine to bench/results/seakeeping.json and bench/SEAKEEPING.md (each run overwrites).
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { World } from 'cannon-es'
import { attachBuoyancy, createBuoyantBody } from '../dist/cannon/index.js'
import { boatHullMesh, computeHydrostatics, createHull, createWaves, flatWater } from '../dist/core/index.js'
import { machineFacts, machineLines, writeReport } from './machine.mjs'
import { tableFromCapytaine } from '../scripts/capytaineToTable.mjs'

const started = new Date()
const loadBefore = loadavg()

const rounds = Number(process.argv[process.argv.indexOf('--rounds') + 1]) || 5
const sea = createWaves([
  { amplitude: 0.5, wavelength: 60, direction: 0.2 },
  { amplitude: 0.35, wavelength: 40, direction: -0.3 },
  { amplitude: 0.25, wavelength: 25, direction: 0.6 },
  { amplitude: 0.15, wavelength: 15, direction: -0.8 },
])

const BOAT = { length: 30, beam: 8, depth: 4, bilge: 'round', stations: 40, sectionSegments: 12 }

function boat(options) {
  const mesh = boatHullMesh(BOAT)
  const source = createHull(mesh.positions, mesh.indices)
  const identity = { position: { x: 0, y: 0, z: 0 }, quaternion: { x: 0, y: 0, z: 0, w: 1 } }
  const still = computeHydrostatics(source, identity, flatWater(0))
  const made = createBuoyantBody(source, { density: (1025 * still.displacedVolume) / source.volume })
  const world = new World()
  world.gravity.set(0, -9.81, 0)
  world.addBody(made.body)
  attachBuoyancy(world, made.body, made.hull, sea, options)
  return world
}

function medianStep(world, steps = 300) {
  const times = []
  for (let i = 0; i < steps; i++) {
    const t = performance.now()
    world.step(1 / 60)
    times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  return times[steps >> 1] * 1000
}

// the boat's BEM coefficients as a table (test/unit/seakeeping/reference): Cummins' memory of five damped modes
const bemTable = tableFromCapytaine(
  JSON.parse(readFileSync(new URL('../test/unit/seakeeping/reference/boat.json', import.meta.url), 'utf8')),
)
const models = {
  seeds: { waveForce: 'hydrostatic', radiation: false },
  seakeeping: { waveForce: 'froudeKrylov', radiation: 'auto' },
  table: { waveForce: 'froudeKrylov', radiation: bemTable },
}
const worlds = Object.fromEntries(Object.entries(models).map(([name, options]) => [name, boat(options)]))
for (const world of Object.values(worlds)) medianStep(world, 1000) // warm-up
const best = { seeds: Infinity, seakeeping: Infinity, table: Infinity }
for (let r = 0; r < rounds; r++) {
  for (const name of Object.keys(models)) best[name] = Math.min(best[name], medianStep(worlds[name]))
}
const triangles = boatHullMesh(BOAT).indices.length / 3
const ratio = best.seakeeping / best.seeds
const result = {
  body: `reference boat (${triangles} triangles)`,
  sea: '4 components, wavelengths 60, 40, 25, 15 m',
  rounds,
  microsecondsPerStep: best,
  ratio,
  target: 1.5,
}
const machine = machineFacts(started, loadBefore)
writeReport({
  script: 'seakeeping.mjs',
  json: 'seakeeping.json',
  data: { machine, result },
  page: 'SEAKEEPING.md',
  title: 'Seakeeping cost',
  body: [
    '## Machine',
    '',
    ...machineLines(machine),
    '',
    '## One world.step',
    '',
    `The ${result.body} in a sea of ${result.sea}: the minimum over ${rounds} rounds of the median of 300 steps.`,
    '',
    '| model | options | µs per step |',
    '|---|---|---|',
    `| seeds' | \`{ waveForce: 'hydrostatic', radiation: false }\` | ${best.seeds.toFixed(1)} |`,
    `| seakeeping (default) | \`{ waveForce: 'froudeKrylov', radiation: 'auto' }\` | ${best.seakeeping.toFixed(1)} |`,
    `| with the BEM's coefficients as a table (Cummins' memory of 5 damped modes) | \`{ waveForce: 'froudeKrylov', radiation: table }\` | ${best.table.toFixed(1)} |`,
    '',
    `**Ratio ${ratio.toFixed(2)}** (target ≤ ${result.target}).`,
    '',
  ],
})
