// The second half of `npm run bench`: the full physics step with floating bodies (issue 4), from
// bench/dynamics.mjs run against dist/ (built by scripts/bench.mjs just before), recorded in
// bench/results/dynamics.json and bench/DYNAMICS.md with the machine it ran on.
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describeMachine } from './machine.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const TARGET_US = 6000
const started = new Date()
const loadBefore = loadavg()
const run = spawnSync(
  process.execPath,
  ['--expose-gc', join(root, 'bench/dynamics.mjs'), '--json', ...process.argv.slice(2)],
  {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  },
)
if (run.status !== 0) {
  console.error('bench-dynamics: bench/dynamics.mjs failed')
  process.exit(1)
}
const rows = run.stdout
  .trim()
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line))
const loadAfter = loadavg()
const machine = describeMachine(started, loadBefore, loadAfter)
mkdirSync(join(root, 'bench/results'), { recursive: true })
writeFileSync(
  join(root, 'bench/results/dynamics.json'),
  `${JSON.stringify({ machine, targetMicroseconds: TARGET_US, rows }, null, 2)}\n`,
)

const fleet = rows.find((r) => r.id === 'dynamics-100-moderate-drag')
const cannonOnly = rows.find((r) => r.id === 'dynamics-100-cannon-only')
const fmt = (n) => n.toLocaleString('en-US', { maximumFractionDigits: n < 100 ? 1 : 0 })
const lines = [
  '# Benchmarks: the full physics step',
  '',
  'Written by `npm run bench` (scripts/bench-dynamics.mjs running bench/dynamics.mjs against dist/); each',
  'run overwrites this file and bench/results/dynamics.json.',
  '',
  '## Machine',
  '',
  `- CPU: ${machine.cpu}, ${machine.cores} cores (${machine.memoryGiB} GiB); one thread measured`,
  `- Node ${machine.node}; ${machine.date}; load average ${loadBefore.map((l) => l.toFixed(2)).join(', ')} before and ${loadAfter.map((l) => l.toFixed(2)).join(', ')} after`,
  '',
  '## What a step is',
  '',
  'One `world.step(1/60)` of a cannon-es world holding N bodies of 1,280 triangles (icosphere), each with',
  "`attachBuoyancy` (hydrostatics exact, drag on unless said) on seaState('moderate', { count: 4 }) or flat",
  'water. Median µs per step over batches after warm-up, each configuration in its own Node process, three',
  "rounds minutes apart: the figure is the least disturbed round's median (this shared machine has slow",
  "phases), and every round's median is listed.",
  '`cannon-only` is the same world without buoyancy: the baseline measured in the same run.',
  '',
  '| configuration | µs per step | µs per hull | heap bytes per step |',
  '|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.id} | ${fmt(r.medianMicrosecondsPerStep)} <sub>(${r.roundMedians.map(fmt).join(' / ')})</sub> | ${fmt(r.microsecondsPerHull)} | ${fmt(r.bytesPerStep)} |`,
  ),
  '',
  '## Target',
  '',
  fleet
    ? `100 hulls × 1,280 triangles, full step on the moderate sea ≤ ${fmt(TARGET_US)} µs: measured ${fmt(fleet.medianMicrosecondsPerStep)} µs, **${fleet.medianMicrosecondsPerStep <= TARGET_US ? 'pass' : 'FAIL'}**` +
      (cannonOnly ? ` (cannon-es alone: ${fmt(cannonOnly.medianMicrosecondsPerStep)} µs).` : '.')
    : 'The 100-hull configuration was not measured in this run.',
  '',
]
writeFileSync(join(root, 'bench/DYNAMICS.md'), lines.join('\n'))
console.log(lines.slice(-3).join('\n'))
