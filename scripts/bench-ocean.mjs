// Part of `npm run bench`: the ocean's cost, measured in headless Chromium (its WebGL: SwiftShader here) and
// written to bench/results/ocean.json and bench/OCEAN.md:
// - bench/ocean/oceanCost.bench.tsx: GPU time per frame at 1920 × 1080 per configuration and quality level;
// - bench/ocean/quickStartFrame.bench.tsx: the README's quick start at 1280 × 720, whole frames per quality
//   level and per shading feature, and the quick start itself run for a few seconds (frames counted).
// `node scripts/bench-ocean.mjs --frames 9` times more frames per configuration (default 5).
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const framesAt = process.argv.indexOf('--frames')
const frames = framesAt > 0 ? process.argv[framesAt + 1] : '5'
const loadBefore = loadavg()[0]
const run = spawnSync('npx', ['vitest', 'run', '--config', 'bench/ocean/vitest.config.ts'], {
  cwd: root,
  encoding: 'utf8',
  env: { ...process.env, VITE_OCEAN_FRAMES: frames },
  maxBuffer: 64 * 1024 * 1024,
})
const lines = (tag) =>
  `${run.stdout}\n${run.stderr}`
    .split('\n')
    .map((line) => line.match(new RegExp(`\\[${tag}\\] (\\{.*\\})`)))
    .filter((match) => match !== null)
    .map((match) => JSON.parse(match[1]))
const rows = lines('ocean-cost')
const frameRows = lines('ocean-frame')
if (run.status !== 0 || rows.length === 0 || frameRows.length === 0) {
  process.stdout.write(run.stdout)
  process.stderr.write(run.stderr)
  console.error('bench-ocean: the browser run failed')
  process.exit(1)
}
const load = `load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after`
const plain = rows[0].medianMs
const quickStart = frameRows.filter((r) => r.kind === 'frame')
const userRun = frameRows.find((r) => r.kind === 'run')
const report = {
  date: new Date().toISOString(),
  cpu: cpus()[0]?.model,
  cores: cpus().length,
  load,
  rows,
  quickStart,
  userRun,
}
mkdirSync(join(root, 'bench/results'), { recursive: true })
writeFileSync(join(root, 'bench/results/ocean.json'), `${JSON.stringify(report, null, 2)}\n`)
const table = rows
  .map(
    (r) =>
      `| ${r.name} | ${r.medianMs.toFixed(1)} | ${r.minMs.toFixed(1)} | ${(r.medianMs - plain).toFixed(1)} | ${r.triangles} |`,
  )
  .join('\n')
const frameTable = quickStart
  .map(
    (r) =>
      `| ${r.name} | ${r.medianMs.toFixed(0)} | ${r.minMs.toFixed(0)} | ${(1000 / r.medianMs).toFixed(1)} | ${r.triangles} |`,
  )
  .join('\n')
const fps = userRun ? userRun.frames / userRun.seconds : 0
writeFileSync(
  join(root, 'bench/OCEAN.md'),
  `# Ocean cost per frame

Written by \`node scripts/bench-ocean.mjs\` (part of \`npm run bench\`) on ${report.date}: ${report.cores} × ${report.cpu}, ${load}.
Renderer: ${rows[0].renderer}.

## The README's quick start at 1280 × 720, per quality level

bench/ocean/quickStartFrame.bench.tsx: the quick start's scene (moderate sea, boat, lights, camera) in a
\`<Canvas>\` with fiber's defaults (antialias on, DPR ${quickStart[0].dpr}), one frame = physics step, uniforms, render and
a 1-pixel readPixels that waits for the renderer; median of ${quickStart[0].frames} frames. Rows "without …" turn one
feature of 'high' off through the material's #defines, to show what it costs.

| configuration | median ms | min ms | frames a second | triangles |
| --- | --- | --- | --- | --- |
${frameTable}

The quick start itself (docs/snippets/quickStart.tsx: its own \`<Canvas>\`, requestAnimationFrame, the default
\`quality="auto"\`), counted after ${userRun?.warmSeconds} s of running: **${userRun?.frames} frames in ${userRun?.seconds.toFixed(1)} s, ${fps.toFixed(1)} frames a second**, at a pixel ratio of ${userRun?.dpr}.

## GPU time at 1920 × 1080

bench/ocean/oceanCost.bench.tsx, method: ${rows[0].method}, median of ${rows[0].frames} frames per configuration.
The moderate sea seen from 8 m, looking 40 m ahead to the horizon (the sea fills about 60 % of the frame).

| configuration | median ms | min ms | over the plain plane, ms | triangles |
| --- | --- | --- | --- | --- |
${table}

On SwiftShader (a CPU rasteriser on shared cores) these are CPU milliseconds, useful to compare configurations
with one another, not what a GPU takes.
`,
)
console.log(
  `bench-ocean: wrote bench/OCEAN.md and bench/results/ocean.json (${rows.length} + ${frameRows.length} rows)`,
)
