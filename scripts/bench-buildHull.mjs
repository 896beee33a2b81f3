// The third part of `npm run bench`: buildHull and createHull on 200k-triangle meshes (issue 12), from
// bench/buildHull.mjs run against dist/ (built by scripts/bench.mjs just before), recorded in
// bench/results/buildHull.json and bench/BUILDHULL.md with the machine it ran on.
//   node scripts/bench-buildHull.mjs [repeats]
import { mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { machineFacts, machineLines, runJsonLines } from '../bench/machine.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
/** issue 12: buildHull on a 200k-triangle mesh within 1.5 s in Node */
const TARGET_MS = 1500
const started = new Date()
const loadBefore = loadavg()
const rows = runJsonLines(join(root, 'bench/buildHull.mjs'), process.argv.slice(2), root)
const machine = machineFacts(started, loadBefore)
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
mkdirSync(join(root, 'bench/results'), { recursive: true })
writeFileSync(
  join(root, 'bench/results/buildHull.json'),
  JSON.stringify({ machine, targetMs: TARGET_MS, rows }, null, 2) + '\n',
)
const lines = [
  '# Benchmarks: building hulls from large meshes',
  '',
  'Written by `npm run bench` (scripts/bench-buildHull.mjs running bench/buildHull.mjs against dist/); each run',
  'overwrites this file and bench/results/buildHull.json.',
  '',
  '## Machine',
  '',
  ...machineLines(machine, 'one thread measured'),
  '',
  '## Results',
  '',
  `One process, each call repeated; the figures are the fastest call's CPU time (what one idle core takes: this machine is shared) and wall-clock time, and the median wall-clock time. Target (issue 12): buildHull on a 200k-triangle mesh ≤ ${TARGET_MS} ms.`,
  '',
  '| case | method used | triangles in → out | CPU ms (fastest) | wall ms (fastest) | wall ms (median) | volume error |',
  '|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${r.method} | ${r.inputTriangles.toLocaleString('en')} → ${r.triangles.toLocaleString('en')} | ${Math.min(...r.cpuMs)} | ${Math.min(...r.ms)} | ${median(r.ms)} | ${(r.volumeError * 100).toFixed(3)} % |`,
  ),
  '',
  'Volume error: against the closed form of the smooth solid (4π/3, 2π²Rr²), so it includes the input mesh’s',
  "own faceting (the 'exact' row shows it).",
  '',
]
writeFileSync(join(root, 'bench/BUILDHULL.md'), lines.join('\n'))
const worst = Math.max(...rows.filter((r) => r.name.startsWith('buildHull auto')).map((r) => Math.min(...r.cpuMs)))
console.log(`bench-buildHull: buildHull 'auto' on 200k triangles ${worst} ms CPU (target ${TARGET_MS} ms)`)
for (const r of rows)
  console.log(
    `  ${r.name}: ${Math.min(...r.cpuMs)} ms CPU, ${Math.min(...r.ms)} ms wall, ${r.triangles} triangles, ${(r.volumeError * 100).toFixed(3)} %`,
  )
