// Part of `npm run bench`: the ocean's GPU cost per frame at 1920 × 1080 for each configuration, measured in
// headless Chromium (bench/ocean/oceanCost.bench.tsx), written to bench/results/ocean.json and bench/OCEAN.md.
// `node scripts/bench-ocean.mjs --frames 9` times more frames per configuration (default 5).
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const framesAt = process.argv.indexOf('--frames')
const frames = framesAt > 0 ? process.argv[framesAt + 1] : '5'
const run = spawnSync('npx', ['vitest', 'run', '--config', 'bench/ocean/vitest.config.ts'], {
  cwd: root,
  encoding: 'utf8',
  env: { ...process.env, VITE_OCEAN_FRAMES: frames },
  maxBuffer: 64 * 1024 * 1024,
})
const rows = `${run.stdout}\n${run.stderr}`
  .split('\n')
  .map((line) => line.match(/\[ocean-cost\] (\{.*\})/))
  .filter((match) => match !== null)
  .map((match) => JSON.parse(match[1]))
if (run.status !== 0 || rows.length === 0) {
  process.stdout.write(run.stdout)
  process.stderr.write(run.stderr)
  console.error('bench-ocean: the browser run failed')
  process.exit(1)
}
const plain = rows[0].medianMs
const report = { date: new Date().toISOString(), cpu: cpus()[0]?.model, cores: cpus().length, rows }
mkdirSync(join(root, 'bench/results'), { recursive: true })
writeFileSync(join(root, 'bench/results/ocean.json'), `${JSON.stringify(report, null, 2)}\n`)
const table = rows
  .map(
    (r) =>
      `| ${r.name} | ${r.medianMs.toFixed(1)} | ${r.minMs.toFixed(1)} | ${(r.medianMs - plain).toFixed(1)} | ${r.triangles} |`,
  )
  .join('\n')
writeFileSync(
  join(root, 'bench/OCEAN.md'),
  `# Ocean GPU cost per frame, 1920 × 1080

Written by \`node scripts/bench-ocean.mjs\` (part of \`npm run bench\`) on ${report.date}: ${report.cores} × ${report.cpu}.
Renderer: ${rows[0].renderer}. Method: ${rows[0].method}, median of ${rows[0].frames} frames per configuration.
The moderate sea seen from 8 m, looking 40 m ahead to the horizon (the sea fills about 60 % of the frame).

| configuration | median ms | min ms | over the plain plane, ms | triangles |
| --- | --- | --- | --- | --- |
${table}

On SwiftShader (a CPU rasteriser on shared cores) these are CPU milliseconds, useful to compare configurations
with one another, not what a GPU takes: the per-pixel sum (sea components + 12 detail components + waterline
segments) dominates, the grid's triangle count much less.
`,
)
console.log(`bench-ocean: wrote bench/OCEAN.md and bench/results/ocean.json (${rows.length} configurations)`)
