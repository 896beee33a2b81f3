// The storm soak (issue 16): 50 mixed hulls in one cannon-es world on seaState('storm') for 20 simulated
// minutes at 60 Hz, against the built package (dist/). Checks every step that every state is finite and
// that nothing is launched (no centre higher above the surface than the hull's own radius, no speed
// above 3 × the water's orbital speed Σ A ω + 2 m/s, as test/unit/cannon/storm.test.ts asks of 10
// minutes and 5 hulls), and measures the heap and resident memory before and after (after a full GC).
//
//   node --expose-gc bench/soak.mjs [--minutes N] [--hulls N]
//
// Prints one JSON object (scripts/bench-soak.mjs records it). Build dist/ first (npm run build).
const args = process.argv.slice(2)
const option = (name, fallback) => {
  const at = args.indexOf(name)
  return at >= 0 && at + 1 < args.length ? Number(args[at + 1]) : fallback
}
const minutes = option('--minutes', 20)
const hullCount = option('--hulls', 50)

const core = await import('../dist/core/index.js')
const cannon = await import('../dist/cannon/index.js')
const { World } = await import('cannon-es')

function memory() {
  globalThis.gc?.()
  globalThis.gc?.()
  const m = process.memoryUsage()
  return { heapUsedMiB: m.heapUsed / 2 ** 20, rssMiB: m.rss / 2 ** 20 }
}

// the mix: each kind with its relative density (to water); sizes vary by a factor up to 3
const KINDS = [
  { name: 'box', mesh: (s) => core.boxMesh(2 * s, s, 4 * s), density: 0.5 },
  { name: 'boat', mesh: () => core.boatHullMesh({ stations: 10, sectionSegments: 4 }), density: 0.3 },
  { name: 'catamaran', mesh: () => core.catamaranMesh({ hull: { stations: 10, sectionSegments: 4 } }), density: 0.25 },
  { name: 'sphere', mesh: (s) => core.icosphereMesh(s, 1), density: 0.6 },
  { name: 'thin board', mesh: (s) => core.boxMesh(s, 0.02, s), density: 0.1 },
  { name: 'cylinder', mesh: (s) => core.cylinderMesh(0.5 * s, 2 * s, 12), density: 0.4 },
  { name: 'torus', mesh: (s) => core.torusMesh(s, 0.3 * s, 12, 8), density: 0.7 },
  { name: 'light cube', mesh: (s) => core.boxMesh(s, s, s), density: 0.05 },
]

const before = memory()
const waves = core.createWaves(core.seaState('storm'))
const orbital = waves.components.reduce((sum, c) => sum + c.amplitude * c.angularFrequency, 0)
const world = new World()
world.gravity.set(0, -9.81, 0)
const fleet = []
for (let i = 0; i < hullCount; i++) {
  const kind = KINDS[i % KINDS.length]
  const size = 0.7 + (((i * 37) % 23) / 23) * 1.4
  const mesh = kind.mesh(size)
  const hull = core.createHull(mesh.positions, mesh.indices)
  const x = 15 * (i % 10),
    z = 15 * Math.floor(i / 10)
  const made = cannon.createBuoyantBody(
    hull,
    { density: kind.density * 1025 },
    {
      position: { x, y: waves.heightAt(x, z, 0), z },
      body: { linearDamping: 0, angularDamping: 0 },
    },
  )
  world.addBody(made.body)
  const handle = cannon.attachBuoyancy(world, made.body, made.hull, waves)
  fleet.push({
    name: kind.name,
    body: made.body,
    hull: made.hull,
    handle,
    worst: { speed: 0, above: -Infinity, dry: 0 },
  })
}
const afterSetup = memory()

const steps = Math.round(minutes * 60 * 60)
const started = process.hrtime.bigint()
const problems = []
for (let step = 0; step < steps; step++) {
  world.step(1 / 60)
  for (const f of fleet) {
    const b = f.body
    const p = b.position,
      v = b.velocity,
      w = b.angularVelocity
    if (![p.x, p.y, p.z, v.x, v.y, v.z, w.x, w.y, w.z, b.quaternion.w].every(Number.isFinite)) {
      problems.push(`${f.name} #${b.id}: non-finite state at t = ${world.time} s`)
      break
    }
    const surface = waves.heightAt(p.x, p.z, world.time)
    f.worst.speed = Math.max(f.worst.speed, v.length())
    f.worst.above = Math.max(f.worst.above, p.y - surface)
    if (f.handle.last.displacedVolume === 0) f.worst.dry++
  }
  if (problems.length > 0) break
}
const seconds = Number(process.hrtime.bigint() - started) / 1e9
const after = memory()

const byKind = {}
for (const f of fleet) {
  const k = (byKind[f.name] ??= {
    count: 0,
    topSpeed: 0,
    highestAboveRadius: -Infinity,
    dryStepFraction: 0,
    skippedSteps: 0,
  })
  k.count++
  k.topSpeed = Math.max(k.topSpeed, f.worst.speed)
  k.highestAboveRadius = Math.max(k.highestAboveRadius, f.worst.above / f.hull.boundingRadius)
  k.dryStepFraction = Math.max(k.dryStepFraction, f.worst.dry / steps)
  k.skippedSteps += f.handle.skippedSteps
  if (f.worst.speed > 3 * orbital + 2)
    problems.push(`${f.name} #${f.body.id}: ${f.worst.speed.toFixed(2)} m/s (launch)`)
  if (f.worst.above > f.hull.boundingRadius)
    problems.push(`${f.name} #${f.body.id}: ${f.worst.above.toFixed(2)} m above the surface (launch)`)
}
console.log(
  JSON.stringify({
    hulls: hullCount,
    triangles: fleet.reduce((s, f) => s + f.hull.triangleCount, 0),
    simulatedMinutes: minutes,
    steps,
    orbitalSpeed: orbital,
    wallSeconds: seconds,
    microsecondsPerStep: (seconds * 1e6) / steps,
    memory: { before, afterSetup, after },
    byKind,
    problems,
  }),
)
process.exit(problems.length === 0 ? 0 : 2)
