// The cost of one full physics step with floating bodies (issue 4): attachBuoyancy's hydrostatics and drag
// plus cannon-es's own step, for 1, 10 and 100 hulls of 1,280 triangles, against the built package (dist/).
//
//   node --expose-gc bench/dynamics.mjs [--sample-ms N] [--rounds N] [--only TEXT] [--json]
//
// Each configuration runs in its own Node process (so V8 compiles it as an app would). Prints a table of
// median µs per world.step (and per hull), the heap allocation per step, and the target (100 hulls ≤ 6 ms);
// with --json, one JSON line per configuration instead. Build dist/ first (npm run build).
import { spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const TARGET_US = 6000

/** What is measured: hull count × sea × what the step does. */
function configurations() {
  const list = []
  for (const hulls of [1, 10, 100]) {
    for (const sea of ['moderate', 'flat']) {
      list.push({ id: `dynamics-${hulls}-${sea}-drag`, hulls, sea, drag: true })
    }
    list.push({ id: `dynamics-${hulls}-moderate-hydrostatics-only`, hulls, sea: 'moderate', drag: false })
  }
  list.push({ id: 'dynamics-100-cannon-only', hulls: 100, sea: 'moderate', drag: false, noBuoyancy: true })
  return list
}

async function measureOne(config, sampleMs) {
  const core = await import('../dist/core/index.js')
  const cannon = await import('../dist/cannon/index.js')
  const { World } = await import('cannon-es')
  const { SEAS } = await import('./cases.mjs')
  const { allocationPerStep, timeSteps } = await import('./measure.mjs')

  const water = config.sea === 'flat' ? core.flatWater(0) : core.createWaves(SEAS.moderate.components(core))
  const world = new World()
  world.gravity.set(0, -9.81, 0)
  if (config.noBuoyancy) world.gravity.set(0, 0, 0)
  const mesh = core.icosphereMesh(1, 3)
  const source = core.createHull(mesh.positions, mesh.indices)
  for (let b = 0; b < config.hulls; b++) {
    // a 10 × 10 grid 5 m apart, light wood (500 kg/m³): about half of each sphere wet
    const x = config.hulls === 1 ? 0 : 5 * (b % 10) - 22.5
    const z = config.hulls === 1 ? 0 : 5 * Math.floor(b / 10) - 22.5
    const made = cannon.createBuoyantBody(source, { density: 500 }, { position: { x, y: water.heightAt(x, z, 0), z } })
    world.addBody(made.body)
    if (!config.noBuoyancy)
      cannon.attachBuoyancy(world, made.body, made.hull, water, config.drag ? {} : { drag: false })
  }
  // let the fleet settle into the sea before timing, so the wet fraction is the steady one
  for (let i = 0; i < 120; i++) world.step(1 / 60)
  const step = () => world.step(1 / 60)
  const timing = await timeSteps(step, { warmupMs: 300, sampleMs })
  const allocation = await allocationPerStep(step, { steps: 200 })
  return {
    id: config.id,
    samples: timing.samples,
    allocation: allocation.bytesPerStep,
    hulls: config.hulls,
    triangles: source.triangleCount,
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const at = args.indexOf(name)
  return at >= 0 && at + 1 < args.length ? args[at + 1] : fallback
}

if (args[0] === '--child') {
  const result = await measureOne(JSON.parse(args[1]), Number(args[2]))
  process.stdout.write(`${JSON.stringify(result)}\n`)
} else {
  const sampleMs = Number(option('--sample-ms', 400))
  const rounds = Number(option('--rounds', 3))
  const only = option('--only', '')
  const json = args.includes('--json')
  const pooled = new Map()
  for (let round = 0; round < rounds; round++) {
    for (const config of configurations().filter((c) => c.id.includes(only))) {
      const child = spawnSync(
        process.execPath,
        ['--expose-gc', join(here, 'dynamics.mjs'), '--child', JSON.stringify(config), String(sampleMs)],
        {
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
        },
      )
      if (child.status !== 0) throw new Error(`bench/dynamics: ${config.id} failed:\n${child.stderr}`)
      const run = JSON.parse(child.stdout.trim().split('\n').pop())
      const entry = pooled.get(config.id) ?? { ...run, samples: [], allocations: [], roundMedians: [] }
      entry.samples.push(...run.samples)
      entry.roundMedians.push(median(run.samples))
      entry.allocations.push(run.allocation)
      pooled.set(config.id, entry)
    }
  }
  for (const entry of pooled.values()) {
    // the least disturbed round's median (the machine is shared and has slow phases; see bench/RESULTS.md)
    const perStep = Math.min(...entry.roundMedians)
    const row = {
      id: entry.id,
      hulls: entry.hulls,
      triangles: entry.triangles,
      medianMicrosecondsPerStep: perStep,
      roundMedians: entry.roundMedians,
      microsecondsPerHull: perStep / entry.hulls,
      bytesPerStep: Math.max(...entry.allocations),
    }
    if (json) process.stdout.write(`${JSON.stringify(row)}\n`)
    else {
      console.log(
        `${entry.id.padEnd(40)} ${perStep.toFixed(1).padStart(9)} µs/step  ${(perStep / entry.hulls).toFixed(1).padStart(7)} µs/hull  alloc ${row.bytesPerStep.toFixed(0)} B/step`,
      )
    }
  }
  const fleet = pooled.get('dynamics-100-moderate-drag')
  if (fleet && !json) {
    const value = Math.min(...fleet.roundMedians)
    console.log(
      `target: 100 hulls × 1,280 triangles, full step on the moderate sea ≤ ${TARGET_US} µs: ${value.toFixed(0)} µs ${value <= TARGET_US ? 'met' : 'NOT met'}`,
    )
  }
}
