// The third part of `npm run bench`: the storm soak (issue 16), bench/soak.mjs against dist/ (built by
// scripts/bench.mjs), recorded in bench/results/soak.json and bench/SOAK.md with the machine it ran on.
// Arguments after `--` go to bench/soak.mjs (--minutes N, --hulls N). Takes minutes.
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describeMachine } from './machine.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const started = new Date()
const loadBefore = loadavg()
const run = spawnSync(process.execPath, ['--expose-gc', join(root, 'bench/soak.mjs'), ...process.argv.slice(2)], {
  cwd: root,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
})
const loadAfter = loadavg()
const result = JSON.parse(run.stdout.trim().split('\n').pop())
const machine = describeMachine(started, loadBefore, loadAfter)
mkdirSync(join(root, 'bench/results'), { recursive: true })
writeFileSync(join(root, 'bench/results/soak.json'), `${JSON.stringify({ machine, result }, null, 2)}\n`)

const mib = (x) => x.toFixed(1)
const m = result.memory
const lines = [
  '# Storm soak',
  '',
  'Written by `npm run bench` (scripts/bench-soak.mjs running bench/soak.mjs against dist/); each run',
  'overwrites this file and bench/results/soak.json.',
  '',
  '## Machine',
  '',
  `- CPU: ${machine.cpu}, ${machine.cores} cores (${machine.memoryGiB} GiB); one thread`,
  `- Node ${machine.node}; ${machine.date}; load average ${loadBefore.map((l) => l.toFixed(2)).join(', ')} before and ${loadAfter.map((l) => l.toFixed(2)).join(', ')} after`,
  '',
  '## Run',
  '',
  `${result.hulls} hulls (${result.triangles.toLocaleString('en-US')} triangles in all: boxes, boats, catamarans, spheres, thin boards,`,
  `cylinders, tori, very light cubes) in one world on seaState('storm') (orbital speed Σ A ω = ${result.orbitalSpeed.toFixed(2)} m/s),`,
  `${result.simulatedMinutes} simulated minutes at 60 Hz (${result.steps.toLocaleString('en-US')} steps) in ${result.wallSeconds.toFixed(0)} s`,
  `(${result.microsecondsPerStep.toFixed(0)} µs a step for the whole fleet).`,
  '',
  `**${result.problems.length === 0 ? 'No non-finite state, no launch' : `Problems: ${result.problems.join('; ')}`}**`,
  '(launch: a speed above 3 Σ A ω + 2 m/s, or a centre higher above the surface than the hull radius).',
  '',
  '| hull | count | top speed, m/s | highest centre above the surface / radius | most dry steps | skipped steps |',
  '|---|---|---|---|---|---|',
  ...Object.entries(result.byKind).map(
    ([name, k]) =>
      `| ${name} | ${k.count} | ${k.topSpeed.toFixed(2)} | ${k.highestAboveRadius.toFixed(2)} | ${(100 * k.dryStepFraction).toFixed(2)} % | ${k.skippedSteps} |`,
  ),
  '',
  '## Memory (after a full GC)',
  '',
  '| when | heap used, MiB | resident, MiB |',
  '|---|---|---|',
  `| before the world | ${mib(m.before.heapUsedMiB)} | ${mib(m.before.rssMiB)} |`,
  `| fleet attached | ${mib(m.afterSetup.heapUsedMiB)} | ${mib(m.afterSetup.rssMiB)} |`,
  `| after ${result.simulatedMinutes} minutes | ${mib(m.after.heapUsedMiB)} | ${mib(m.after.rssMiB)} |`,
  '',
]
writeFileSync(join(root, 'bench/SOAK.md'), lines.join('\n'))
console.log(lines.join('\n'))
if (run.status !== 0) process.exit(1)
