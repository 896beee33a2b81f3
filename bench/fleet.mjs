// Fleets at 60 Hz (issue 13): the full world.step with attachBuoyancy's default options (hydrostatics with
// 'adaptive' clipping, drag) on the moderate sea, for 100 and 300 bodies of a 12-triangle box, an
// 80-triangle and a 1,280-triangle icosphere, each fleet in a Node process of its own, the default against
// clipping 'linear' and the seeds' model (no seakeeping terms) in that process,
// timed in alternation (the machine is shared: a slow phase hits them all), with the default's accuracy beside
// its cost. Runs against the built package (dist/: npm run build).
//
//   node bench/fleet.mjs [--rounds N] [--only TEXT] [--write]
//
// --write records bench/results/fleet.json and bench/FLEET.md with the machine and its load.
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import { dirname, join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const core = await import('../dist/core/index.js')
const cannon = await import('../dist/cannon/index.js')
// internal (not exported): the correction the defaults add, for the accuracy figures
const froudeKrylov = await import('../dist/core/internal.js')
const { froudeKrylovProxy } = await import('../dist/cannon/froudeKrylovProxy.js')
const { SAPBroadphase, World } = await import('cannon-es')
const { SEAS } = await import('./cases.mjs')

/** The hulls of the fleets, with the grid spacing that keeps them apart (m). */
const HULLS = [
  { id: 'box12', name: '1 × 0.5 × 2 m box, 12 triangles', mesh: () => core.boxMesh(1, 0.5, 2), spacing: 3 },
  { id: 'ico80', name: 'icosphere r 1 m, 80 triangles', mesh: () => core.icosphereMesh(1, 1), spacing: 4 },
  { id: 'ico1280', name: 'icosphere r 1 m, 1,280 triangles', mesh: () => core.icosphereMesh(1, 3), spacing: 4 },
]
const COUNTS = [100, 300]
// the seeds' model beside them: what a crowd that needs no seakeeping pays (waveForce 'hydrostatic', radiation false)
const MODES = { default: {}, linear: { clipping: 'linear' }, seeds: { waveForce: 'hydrostatic', radiation: false } }

/** The targets of issue 13, checked against this run. */
function targets(rows) {
  const at = (hull, count, mode) => rows.find((r) => r.hull === hull && r.count === count)?.[mode]
  const list = []
  for (const r of rows) {
    list.push({
      name: `default / 'linear', ${r.count} × ${r.hullName}`,
      limit: '≤ 1.3',
      value: r.default.msPerStep / r.linear.msPerStep,
      pass: r.default.msPerStep / r.linear.msPerStep <= 1.3,
    })
  }
  for (const [name, hull, count, limit, perBody] of [
    ['12-triangle box, µs a body (300)', 'box12', 300, 5, true],
    ['300 boxes, ms a step', 'box12', 300, 2, false],
    ['100 × 1,280 triangles, ms a step', 'ico1280', 100, 6, false],
  ]) {
    const m = at(hull, count, 'default')
    if (!m) continue
    const value = perBody ? (m.msPerStep * 1000) / count : m.msPerStep
    list.push({ name, limit: `≤ ${limit}`, value, pass: value <= limit })
  }
  for (const r of rows) {
    for (const part of ['force', 'torque']) {
      list.push({
        name: `${part} error of the default, ${r.count} × ${r.hullName} (fraction of rho g V${part === 'torque' ? ' × bounding radius' : ''})`,
        limit: '≤ 0.01',
        value: r.accuracy[part],
        pass: r.accuracy[part] <= 0.01,
      })
    }
  }
  return list
}

/** A fleet on a grid, settled into the sea for 2 s, in a world as `<Physics>` makes it (sweep and prune). */
function fleet(hull, count, water, options) {
  const world = new World()
  world.gravity.set(0, -9.81, 0)
  world.broadphase = new SAPBroadphase(world)
  const mesh = hull.mesh()
  const source = core.createHull(mesh.positions, mesh.indices)
  const columns = Math.ceil(Math.sqrt(count))
  const bodies = []
  for (let b = 0; b < count; b++) {
    const x = hull.spacing * (b % columns),
      z = hull.spacing * Math.floor(b / columns)
    const made = cannon.createBuoyantBody(source, { density: 500 }, { position: { x, y: water.heightAt(x, z, 0), z } })
    world.addBody(made.body)
    cannon.attachBuoyancy(world, made.body, made.hull, water, options)
    bodies.push(made)
  }
  world.broadphase.autoDetectAxis()
  for (let i = 0; i < 120; i++) world.step(1 / 60)
  return { world, bodies }
}

/** ms per step over `steps` steps of each world, the worlds taken in turn, `rounds` times; medians. */
function alternate(worlds, rounds, steps) {
  const samples = worlds.map(() => [])
  for (let round = 0; round < rounds; round++) {
    // alternate which goes first, so neither always follows the other's garbage
    const order = round % 2 === 0 ? worlds.map((_, i) => i) : worlds.map((_, i) => worlds.length - 1 - i)
    for (const i of order) {
      const world = worlds[i]
      const start = performance.now()
      for (let s = 0; s < steps; s++) world.step(1 / 60)
      samples[i].push((performance.now() - start) / steps)
    }
  }
  return samples.map((list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)])
}

/**
 * The default's force and torque error on the settled poses of the fleet, against a converged reference
 * ('adaptive' at tolerance 1e-6 and depth 7, 4^7 pieces a triangle; the unit tests check 'adaptive'
 * against an independent brute-force quadrature), as fractions of rho g V (torque: of rho g V times the
 * bounding radius). The worst of the first 20 bodies. Two figures: the pressure the defaults apply
 * (waveForce 'froudeKrylov': the hydrostatics plus the Froude–Krylov correction on its wet surface,
 * which re-integrates the true wave between the clipped corners), and the hydrostatics alone (the seeds'
 * waveForce 'hydrostatic').
 */
function accuracy(bodies, water, time) {
  const errors = { force: 0, torque: 0, hydrostaticForce: 0, hydrostaticTorque: 0 }
  const sea = froudeKrylov.createFroudeKrylovSea(water.components, water.level)
  sea.step[froudeKrylov.FK_TIME] = time
  sea.step[froudeKrylov.FK_WEIGHT] = 1025 * 9.81
  /**
   * [hydrostatic force and torque, Froude–Krylov force and torque] of one clipping, the correction taken
   * over `over` (the hull, or the proxy the defaults take it on, clipped as they clip it)
   */
  const loads = (hull, body, options, over = hull) => {
    const wet = core.createWetSurface()
    const r = core.computeHydrostatics(hull, body, water, { ...options, time, wetSurface: wet })
    const hydrostatic = [r.force.x, r.force.y, r.force.z, r.torque.x, r.torque.y, r.torque.z]
    if (over !== hull) core.computeHydrostatics(over, body, water, { time, wetSurface: wet, clipping: 'linear' })
    const total = new Float64Array(18)
    total.set(hydrostatic)
    const axes = {
      hull: froudeKrylov.createFroudeKrylovHull(over),
      position: body.position,
      quaternion: body.quaternion,
    }
    froudeKrylov.addFroudeKrylovCorrection(sea, wet, body.position, total, axes)
    return [hydrostatic, [...total.subarray(0, 6)]]
  }
  for (const { body, hull } of bodies.slice(0, 20)) {
    const scale = 1025 * 9.81 * hull.volume
    const proxy = froudeKrylovProxy(hull)
    // (with the clipping tolerance the step takes, unless the mode sets one: computeHydrostatics' own is finer)
    const got = loads(
      hull,
      body,
      { tolerance: froudeKrylov.STEP_TOLERANCE, ...MODES.default },
      proxy === null || proxy === 'pending' ? hull : proxy,
    )
    const want = loads(hull, body, { tolerance: 1e-6, maxDepth: 7 })
    const d = (a, b, at) => Math.hypot(a[at] - b[at], a[at + 1] - b[at + 1], a[at + 2] - b[at + 2])
    errors.force = Math.max(errors.force, d(got[1], want[1], 0) / scale)
    errors.torque = Math.max(errors.torque, d(got[1], want[1], 3) / (scale * hull.boundingRadius))
    errors.hydrostaticForce = Math.max(errors.hydrostaticForce, d(got[0], want[0], 0) / scale)
    errors.hydrostaticTorque = Math.max(errors.hydrostaticTorque, d(got[0], want[0], 3) / (scale * hull.boundingRadius))
  }
  return errors
}

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const at = args.indexOf(name)
  return at >= 0 && at + 1 < args.length ? args[at + 1] : fallback
}
const rounds = Number(option('--rounds', 7))
// --tolerance X: the 'default' fleet with another 'adaptive' tolerance (to choose the default)
if (option('--tolerance', null) !== null) MODES.default = { tolerance: Number(option('--tolerance', null)) }
const water = core.createWaves(SEAS.moderate.components(core))

/**
 * One fleet, timed and checked in this process: the default and 'linear' worlds in alternation, then the
 * default's accuracy.
 */
function measureFleet(hull, count) {
  const worlds = Object.values(MODES).map((options) => fleet(hull, count, water, options))
  // about 0.3 s of stepping a sample, at least 5 steps
  const probe = performance.now()
  for (const { world } of worlds) for (let s = 0; s < 10; s++) world.step(1 / 60)
  const perStep = (performance.now() - probe) / (10 * worlds.length)
  const steps = Math.max(5, Math.round(300 / perStep))
  const [defaultMs, linearMs, seedsMs] = alternate(
    worlds.map((w) => w.world),
    rounds,
    steps,
  )
  return {
    hull: hull.id,
    hullName: hull.name,
    count,
    default: { msPerStep: defaultMs, usPerBody: (defaultMs * 1000) / count },
    linear: { msPerStep: linearMs, usPerBody: (linearMs * 1000) / count },
    seeds: { msPerStep: seedsMs, usPerBody: (seedsMs * 1000) / count },
    accuracy: accuracy(worlds[0].bodies, water, worlds[0].world.time),
  }
}

if (args[0] === '--child') {
  const hull = HULLS.find((h) => h.id === args[1])
  process.stdout.write(`${JSON.stringify(measureFleet(hull, Number(args[2])))}\n`)
  process.exit(0)
}

const only = option('--only', '')
const loadBefore = loadavg()
const started = new Date()
const rows = []
for (const hull of HULLS) {
  for (const count of COUNTS) {
    if (!`${hull.id}-${count}`.includes(only)) continue
    // Each fleet in a Node process of its own, as an app floating that fleet would run: in one process for
    // all of them, the fleets measured after others (and after the converged references of their accuracy
    // check, 'adaptive' at depth 7) stepped 15–25 % slower than alone (100 fine spheres: 8.7 ms against 6.9).
    const child = spawnSync(
      process.execPath,
      [fileURLToPath(import.meta.url), '--child', hull.id, String(count), ...args.filter((a) => a !== '--write')],
      { encoding: 'utf8', maxBuffer: 1 << 24 },
    )
    if (child.status !== 0) throw new Error(`fleet ${hull.id} × ${count} failed: ${child.stderr}`)
    const row = JSON.parse(child.stdout.trim().split('\n').pop())
    rows.push(row)
    console.log(
      `${`${count} × ${hull.name}`.padEnd(40)} default ${row.default.msPerStep.toFixed(2).padStart(6)} ms (${row.default.usPerBody.toFixed(1).padStart(5)} µs a body)  linear ${row.linear.msPerStep.toFixed(2).padStart(6)} ms  seeds ${row.seeds.msPerStep.toFixed(2).padStart(6)} ms  ratio ${(row.default.msPerStep / row.linear.msPerStep).toFixed(2)}  force error ${(100 * row.accuracy.force).toFixed(3)} %  torque ${(100 * row.accuracy.torque).toFixed(3)} %`,
    )
  }
}
const checked = targets(rows)
for (const t of checked)
  console.log(`${t.pass ? 'met    ' : 'NOT met'} ${t.name}: ${t.value.toPrecision(3)} (${t.limit})`)

if (args.includes('--write')) {
  const machine = {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    loadBefore: loadBefore.map((l) => Number(l.toFixed(2))),
    loadAfter: loadavg().map((l) => Number(l.toFixed(2))),
  }
  writeFileSync(
    join(root, 'bench/results/fleet.json'),
    `${JSON.stringify({ date: started.toISOString(), machine, sea: SEAS.moderate.description, rows, targets: checked }, null, 2)}\n`,
  )
  const lines = [
    '# Fleets at 60 Hz (issue 13)',
    '',
    `Measured ${started.toISOString()} by \`node bench/fleet.mjs --write\` (part of \`npm run bench\`) on ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node}; load average ${machine.loadBefore.join(' / ')} before, ${machine.loadAfter.join(' / ')} after (the machine is shared: the default, 'linear' and the seeds' model were timed in alternation in one process per fleet, so a slow phase hits all three).`,
    '',
    `Full \`world.step(1/60)\` of a cannon-es world with a sweep-and-prune broadphase (as \`<Physics>\` makes it), every body floated by \`attachBuoyancy\` with its default options (Froude–Krylov pressure, radiation 'auto', 'adaptive' clipping, drag) or with \`clipping: 'linear'\`, and the seeds' model beside them (\`waveForce: 'hydrostatic', radiation: false\`: no seakeeping terms), light wood (500 kg/m³), settled 2 s on ${SEAS.moderate.description}. Medians of ${rounds} samples. Accuracy: the default's worst force and torque error over 20 settled bodies against a converged reference ('adaptive', tolerance 1e-6, depth 7), as fractions of rho g V (torque: rho g V × bounding radius): of the pressure the defaults apply (hydrostatics + Froude–Krylov correction, on the hull's proxy for the 1,280-triangle one) and, beside it, of the hydrostatics alone (waveForce 'hydrostatic').`,
    '',
    "| fleet | default ms a step | µs a body | linear ms a step | default / linear | seeds' model ms a step | force error | torque error | hydrostatics alone: force | torque |",
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
    ...rows.map(
      (r) =>
        `| ${r.count} × ${r.hullName} | ${r.default.msPerStep.toFixed(2)} | ${r.default.usPerBody.toFixed(1)} | ${r.linear.msPerStep.toFixed(2)} | ${(r.default.msPerStep / r.linear.msPerStep).toFixed(2)} | ${r.seeds.msPerStep.toFixed(2)} | ${(100 * r.accuracy.force).toFixed(3)} % | ${(100 * r.accuracy.torque).toFixed(3)} % | ${(100 * r.accuracy.hydrostaticForce).toFixed(3)} % | ${(100 * r.accuracy.hydrostaticTorque).toFixed(3)} % |`,
    ),
    '',
    '| target | limit | measured | |',
    '| --- | --: | --: | --- |',
    ...checked.map((t) => `| ${t.name} | ${t.limit} | ${t.value.toPrecision(3)} | ${t.pass ? 'met' : 'NOT met'} |`),
    '',
  ]
  writeFileSync(join(root, 'bench/FLEET.md'), lines.join('\n'))
}
