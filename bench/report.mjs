// bench/RESULTS.md from a run of `npm run bench` (the same numbers as bench/results/hydrostatics.json).
import { CLIPPINGS, INTEGRATORS, SUBDIVISIONS } from './cases.mjs'
import { format } from './targets.mjs'

const verdict = (pass) => (pass === null ? 'not measured' : pass ? '**pass**' : '**FAIL**')

function cell(r) {
  if (!r) return '–'
  const t = r.microsecondsPerStep
  const rounds = t.roundMedians ?? []
  return rounds.length > 1
    ? `${format(t.median)} <sub>(${rounds.map(format).join(' / ')})</sub>`
    : `${format(t.median)}`
}

export function renderReport(report) {
  const { machine, method, results } = report
  const byId = new Map(results.map((r) => [r.id, r]))
  const lines = []
  const out = (line = '') => lines.push(line)

  out('# Benchmarks: the hydrostatics step')
  out()
  out(`Written by \`${report.command}\` on ${machine.date.slice(0, 10)}; each run overwrites this file and`)
  out("bench/results/hydrostatics.json (the same numbers with every configuration's details).")
  out()
  out('## Machine')
  out()
  out(`- CPU: ${machine.cpu}, ${machine.cores} cores (${machine.memoryGiB} GiB); one thread measured`)
  out(`- Node ${machine.node} (V8 ${machine.v8}), ${machine.os}`)
  out(
    `- ${machine.date}; load average ${machine.loadAverageBefore.join(', ')} before and ${machine.loadAverageAfter.join(', ')} after`,
  )
  out(
    `  (1, 5, 15 min: the machine is shared, other processes run meanwhile); the run took ${machine.durationSeconds} s`,
  )
  out()
  out('## Method')
  out()
  out('- `npm run bench` builds the package with `tsc -p tsconfig.build.json` and times the shipped code:')
  out('  bench/hydrostatics.mjs imports `dist/core/index.js`. Every configuration runs in its own Node process,')
  out(
    `  so V8 compiles it as an app that uses one integrator and clipping would. There are ${method.rounds} rounds over all`,
  )
  out('  configurations, minutes apart. This machine is shared and has slow phases: the same build measured')
  out("  1,640, 2,720 and 4,097 µs in three rounds of one configuration. So each configuration's figure is")
  out("  the median of its least disturbed round, and the tables show every round's median beside it.")
  out(`- A step is one \`computeHydrostatics(hull, pose, sea, options, out)\` per body at t = i/60 s (cycling`)
  out('  through 10 s), each body at the wave height under its origin, tilted, so about half of it is wet.')
  out('  Warm-up: V8 optimizes a function after a few thousand calls, which a large hull reaches only after')
  out('  minutes at its own pace (an app at 60 Hz within a minute), so the same step first runs 3,000 times')
  out('  on a 1,280-triangle sphere with the same options, every 100th time on the measured bodies; then')
  out(
    `  ${method.warmupMs} ms of steps on the measured bodies. Then batches of steps lasting about 1 ms are timed for ${method.sampleMsPerRound} ms;`,
  )
  out("  a sample is a batch's time over its steps. Tables give the **median µs per step** of the best round and,")
  out('  small, the median of each round.')
  out("- Heap allocation per step: the growth of V8's young generation (`v8.getHeapSpaceStatistics()`, new")
  out('  space + new large-object space, where every object and boxed number is born) over windows of n and')
  out('  2n steps (2n up to 2,000, about 0.2 s) right after a forced collection (`--expose-gc`), minus what')
  out('  reading the statistics allocates; the difference of the two windows over n is the figure, so a')
  out('  constant per window (the measuring loop: 16 B) cancels. A window in which a collection happened')
  out('  (recorded by `v8.GCProfiler`, which allocates nothing) is measured again. Pairs are measured until')
  out('  one shows nothing, for up to 1.5 s: an allocation in the code shows in every pair; one that lasts')
  out('  only until V8 has optimized a function called once a step (late for a large hull, later on a loaded')
  out("  machine: seen as 16 B a step on 81,920 triangles for the first thousand steps) stops. A round's")
  out('  figure is its smallest pair; the tables give the worst round. The number of collections during')
  out('  the timed samples is reported as well: with nothing allocated there are none.')
  out(`- Sphere: \`icosphereMesh(1, n)\` (radius 1 m) made a hull by \`createHull\`. Sea: ${report.seas.moderate}.`)
  out()
  out('## Targets')
  out()
  out('| target | limit | measured | |')
  out('|---|---|---|---|')
  for (const t of report.targets) out(`| ${t.name} | ${t.limit} | ${t.measured} | ${verdict(t.pass)} |`)
  out()

  for (const n of SUBDIVISIONS) {
    const any = results.find((r) => r.kind === 'sphere' && r.subdivisions === n && r.sea === 'moderate')
    if (!any) continue
    out(`## ${any.triangles.toLocaleString('en-US')} triangles (icosphere n = ${n}), moderate sea: µs per step`)
    out()
    out(`| integrator | ${CLIPPINGS.join(' | ')} |`)
    out(`|---|${CLIPPINGS.map(() => '---').join('|')}|`)
    for (const integrator of INTEGRATORS) {
      out(`| ${integrator} | ${CLIPPINGS.map((c) => cell(byId.get(`sphere${n}-${integrator}-${c}`))).join(' | ')} |`)
    }
    out()
  }

  const fleet = results.filter((r) => r.kind === 'fleet')
  if (fleet.length) {
    out('## 100 hulls of 1,280 triangles, one step (100 calls, each hull its own pose)')
    out()
    out('| integrator, clipping | µs per step | µs per hull |')
    out('|---|---|---|')
    for (const r of fleet)
      out(`| ${r.integrator}, ${r.clipping} | ${cell(r)} | ${format(r.microsecondsPerStep.median / r.bodies)} |`)
    out()
  }

  const typescriptSum = results.filter((r) => r.kind === 'wave-sum')
  if (typescriptSum.length) {
    out('## The wave sum: WebAssembly SIMD against the TypeScript reference (exact + linear, moderate sea)')
    out()
    out('| hull | WebAssembly sum µs | TypeScript sum µs |')
    out('|---|---|---|')
    for (const r of typescriptSum) {
      const wasm = byId.get(`sphere${r.subdivisions}-exact-linear`)
      out(`| sphere, ${r.triangles.toLocaleString('en-US')} triangles | ${cell(wasm)} | ${cell(r)} |`)
    }
    out()
  }

  const steep = results.filter((r) => r.sea === 'steep')
  if (steep.length) {
    out("## computeHydrostatics' adaptive defaults on short steep waves (tolerance 0.02 of ρ g V, maxDepth 5)")
    out()
    out(`Sea: ${report.seas.steep}. Exact integrator.`)
    out()
    out('| hull | linear µs | adaptive µs | adaptive / linear |')
    out('|---|---|---|---|')
    const hulls = [...new Set(steep.map((r) => r.id.replace(/-exact-(linear|adaptive)$/, '')))]
    for (const h of hulls) {
      const linear = byId.get(`${h}-exact-linear`)
      const adaptive = byId.get(`${h}-exact-adaptive`)
      const name = h.includes('box')
        ? '3 × 1 × 2 m box, 12 triangles'
        : `sphere, ${(linear ?? adaptive).triangles.toLocaleString('en-US')} triangles`
      const ratio =
        linear && adaptive ? (adaptive.microsecondsPerStep.median / linear.microsecondsPerStep.median).toFixed(1) : '–'
      out(`| ${name} | ${cell(linear)} | ${cell(adaptive)} | ${ratio} |`)
    }
    out()
    out('The cost is bounded by maxDepth: at most 4^5 = 1,024 leaves per hull triangle. The box reaches the')
    out('cap (3.6 m edges against 1.5 m waves); there the force is within 2e-4 of ρgV of the converged')
    out('value (maxDepth 6 took twice the time for 1e-4). A fine hull refines one level (the 1,280-triangle sphere).')
    out()
  }

  out('## Heap allocation per step after warm-up')
  out()
  const allocating = results.filter((r) => r.allocation.bytesPerStepMax !== 0)
  if (allocating.length === 0) {
    out(`0 bytes per step in all ${results.length} configurations and every round, and no garbage collection`)
    out('while the samples were timed.')
  } else {
    out('| configuration | bytes per step (worst round) | collections while timing |')
    out('|---|---|---|')
    for (const r of allocating)
      out(`| ${r.id} | ${format(r.allocation.bytesPerStepMax)} | ${r.allocation.collectionsWhileTiming} |`)
    out()
    out(`All ${results.length - allocating.length} other configurations: 0 bytes per step.`)
  }
  out()
  if (report.skipped.length) {
    out('## Not measured')
    out()
    for (const s of report.skipped) out(`- ${s.what}: ${s.reason}.`)
    out()
  }
  return `${lines.join('\n')}`
}
