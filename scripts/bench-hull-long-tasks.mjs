// The main thread's long tasks while two 200k-triangle models mount (issue 12), in real Chromium: runs
// bench/browser/hullLongTasks.run.tsx in the browser test project (BENCH_BROWSER=1 adds bench/browser to
// it) and records what it prints in bench/results/hull-long-tasks.json and bench/HULL-LONG-TASKS.md, with
// the machine and its load. Compare runs only at similar load (`uptime`): on 2 shared cores under a load
// of 8–10 every task is 3–5 times its quiet length. `--rounds N` (default 3): N browsers, each a cold page.
// Other arguments go to vitest (e.g. `-c vitest.local.config.ts` from a git worktree whose node_modules is
// a symlink: docs/DEVELOPING.md).
import { writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { machineFacts, runBrowserBench } from '../bench/machine.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const started = new Date()
const loadBefore = loadavg()
const args = process.argv.slice(2)
const at = args.indexOf('--rounds')
const rounds = at >= 0 ? Number(args.splice(at, 2)[1]) : 3
const runs = Array.from({ length: rounds }, () =>
  runBrowserBench('bench/browser/hullLongTasks.run.tsx', 'hull-long-tasks ', root, args),
)
// one row per run and phase, over the rounds: the longest task of each round, and every task over 50 ms
const rows = runs[0].map((first, i) => ({
  run: first.run,
  phase: first.phase,
  longest: Math.max(...runs.map((round) => round[i].longest)),
  longestByRound: runs.map((round) => round[i].longest),
  tasks: runs.flatMap((round) => round[i].tasks),
  readyMs: first.readyMs === undefined ? undefined : runs.map((round) => round[i].readyMs),
  userAgent: first.userAgent,
}))
const facts = machineFacts(started, loadBefore)
const machine = { ...facts, browser: rows[0].userAgent }
for (const row of rows) delete row.userAgent
writeFileSync(
  join(root, 'bench/results/hull-long-tasks.json'),
  `${JSON.stringify({ date: started.toISOString(), machine, rows }, null, 2)}\n`,
)
const lines = [
  '# Long tasks while 200k-triangle models mount (issue 12)',
  '',
  `Measured ${started.toISOString()} by \`node scripts/bench-hull-long-tasks.mjs\` on ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, ${machine.browser} (headless, WebGL on SwiftShader); load average ${machine.loadBefore.map((l) => l.toFixed(2)).join(' / ')} before, ${machine.loadAfter.map((l) => l.toFixed(2)).join(' / ')} after.`,
  '',
  'A 199,200-triangle sphere and a 200,000-triangle torus knot (test/browser/largeHulls.tsx), every main-thread task over 50 ms (PerformanceObserver `longtask`). _control_: the same meshes with no `<Buoyant>`, mounted, then drawn once (the draw’s share of the page’s main thread: the buffers handed to the GPU process, where SwiftShader rasterises; the browser’s work, whatever the library does). _buoyant_: both as `<Buoyant>` children (frame loop off), from the mount until both bodies are in the world, their hulls and still-water modes computed in the worker; the first run is the page’s first hull build (our code cold; React’s and three’s warmed by the control), the second builds new geometries again in the same page. Target: no long task caused by the hull build over 50 ms.',
  '',
  `| run | phase | longest task | longest in each of ${rounds} browsers | tasks over 50 ms, all rounds | hulls ready after |`,
  '| --- | --- | --: | --- | --- | --- |',
  ...rows.map(
    (r) =>
      `| ${r.run} | ${r.phase} | ${r.longest} ms | ${r.longestByRound.join(', ')} ms | ${r.tasks.length === 0 ? 'none' : r.tasks.map((t) => `${t} ms`).join(', ')} | ${r.readyMs === undefined ? '' : `${r.readyMs.join(', ')} ms`} |`,
  ),
  '',
]
writeFileSync(join(root, 'bench/HULL-LONG-TASKS.md'), lines.join('\n'))
for (const r of rows)
  console.log(
    `${`${r.run}: ${r.phase}`.padEnd(50)} longest ${r.longest} ms  by round ${JSON.stringify(r.longestByRound)}`,
  )
