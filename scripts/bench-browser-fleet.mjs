// The fleets in real Chromium (issue 13): runs bench/browser/fleet.run.tsx in the browser test project
// (BENCH_BROWSER=1 adds bench/browser to it) and records what it prints in bench/results/browser-fleet.json
// and bench/BROWSER-FLEET.md, with the machine and its load.
import { writeFileSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runBrowserBench } from '../bench/machine.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const started = new Date()
const loadBefore = loadavg()
const rows = runBrowserBench('bench/browser/fleet.run.tsx', 'fleet-result ', root)
const machine = {
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: cpus().length,
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  browser: rows[0].userAgent,
  loadBefore: loadBefore.map((l) => Number(l.toFixed(2))),
  loadAfter: loadavg().map((l) => Number(l.toFixed(2))),
}
writeFileSync(
  join(root, 'bench/results/browser-fleet.json'),
  `${JSON.stringify({ date: started.toISOString(), machine, rows }, null, 2)}\n`,
)
const lines = [
  '# Fleets in Chromium (issue 13)',
  '',
  `Measured ${started.toISOString()} by \`node scripts/bench-browser-fleet.mjs\` on ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, ${machine.browser} (headless, WebGL on SwiftShader, frame loop off while stepping); load average ${machine.loadBefore.join(' / ')} before, ${machine.loadAfter.join(' / ')} after.`,
  '',
  '`<FleetScene>` (stories/fleet): every body a `<Buoyant>` with the default options and the default convex collision shape on `<Waves waves="moderate">`, in `<Physics>` (sweep and prune); 120 steps to settle, then the median of `lastStepMs` over 120 steps.',
  '',
  '| hull | bodies | ms a step | µs a body |',
  '| --- | --: | --: | --: |',
  ...rows.map((r) => `| ${r.hull} | ${r.count} | ${r.msPerStep.toFixed(2)} | ${r.usPerBody.toFixed(1)} |`),
  '',
]
writeFileSync(join(root, 'bench/BROWSER-FLEET.md'), lines.join('\n'))
for (const r of rows)
  console.log(
    `${r.hull.padEnd(30)} ${String(r.count).padStart(4)}  ${r.msPerStep.toFixed(2)} ms  ${r.usPerBody.toFixed(1)} µs a body`,
  )
