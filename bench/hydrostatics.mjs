// One configuration of `npm run bench`, run in its own process against the built package (dist/):
//   node --expose-gc bench/hydrostatics.mjs '<case as JSON>' [sampleMs]
// Prints one line of JSON: the per-step samples (µs), the allocation per step and what was measured.
import * as core from '../dist/core/index.js'
import { SEAS } from './cases.mjs'
import { allocationPerStep, timeSteps } from './measure.mjs'

const config = JSON.parse(process.argv[2])
const sampleMs = Number(process.argv[3] ?? 400)
const warmupMs = Number(process.argv[4] ?? 300)

// a simulation at 60 Hz, cycling through 10 s of sea
const STEP_SECONDS = 1 / 60
const CYCLE = 600
const sea = core.createWaves(SEAS[config.sea].components(core))
if (config.wasm === false) (await import('../dist/core/waves/wasmWaveSum.js')).enableWasmWaveSum(false)

/** The measured hull's mesh. */
function mesh() {
  if (config.kind === 'box') return core.boxMesh(3, 1, 2)
  return core.icosphereMesh(1, config.subdivisions)
}

function quaternionAbout(ax, ay, az, angle) {
  const n = Math.hypot(ax, ay, az)
  const s = Math.sin(angle / 2) / n
  return { x: ax * s, y: ay * s, z: az * s, w: Math.cos(angle / 2) }
}

// Bodies float at the wave height under their origin, so about half of each hull is wet at every
// step; each has its own tilt. Heights and times are tabulated up front, so a step only sets numbers.
function makeBodies(mesh, count) {
  const list = []
  for (let b = 0; b < count; b++) {
    const hull = core.createHull(mesh.positions, mesh.indices)
    const x = count === 1 ? 0 : 5 * (b % 10) - 22.5
    const z = count === 1 ? 0 : 5 * Math.floor(b / 10) - 22.5
    const heights = new Float64Array(CYCLE)
    for (let i = 0; i < CYCLE; i++) heights[i] = sea.heightAt(x, z, i * STEP_SECONDS)
    list.push({
      hull,
      heights,
      pose: { position: { x, y: 0, z }, quaternion: quaternionAbout(1, 0.3 * b, 0.5, 0.3 + 0.05 * b) },
      out: core.createHydrostaticsResult(),
    })
  }
  return list
}
const count = config.kind === 'fleet' ? config.hulls : 1
const bodies = makeBodies(mesh(), count)
const times = new Float64Array(CYCLE).map((_, i) => i * STEP_SECONDS)
const options = { integrator: config.integrator, clipping: config.clipping, time: 0 }

let active = bodies
function step(i) {
  const k = i % CYCLE
  options.time = times[k]
  for (let b = 0; b < active.length; b++) {
    const body = active[b]
    body.pose.position.y = body.heights[k]
    core.computeHydrostatics(body.hull, body.pose, sea, options, body.out)
  }
}

// Pre-warm: V8 optimizes a function after a few thousand calls, which a large hull reaches only
// after minutes at its own pace (an app at 60 Hz gets there within a minute). So the same step runs
// 3,000 times on one 1,280-triangle sphere with these options, every 100th time on the measured
// bodies (so that their first-call paths are seen too), before the timed warm-up on the bodies.
const PREWARM_STEPS = 3000
const small = makeBodies(core.icosphereMesh(1, 3), 1)
for (let i = 0; i < PREWARM_STEPS; i++) {
  active = i % 100 === 0 ? bodies : small
  step(i)
}
active = bodies

const timing = await timeSteps(step, { warmupMs, sampleMs })
const allocation = await allocationPerStep(step, {
  steps: Math.max(20, Math.min(2000, Math.round(200e3 / median(timing.samples)))),
})

// what the steps computed, for the report: mean wetted area and submerged fraction of the first body
let wetArea = 0
let submerged = 0
for (let i = 0; i < CYCLE; i += 10) {
  step(i)
  wetArea += bodies[0].out.wettedArea
  submerged += bodies[0].out.displacedVolume / bodies[0].hull.volume
}

process.stdout.write(
  `${JSON.stringify({
    id: config.id,
    triangles: bodies[0].hull.triangleCount,
    vertices: bodies[0].hull.vertexCount,
    bodies: count,
    seaCurvature: sea.maxCurvature,
    meanWettedArea: wetArea / (CYCLE / 10),
    meanSubmergedFraction: submerged / (CYCLE / 10),
    samples: timing.samples,
    batch: timing.batch,
    prewarmSteps: PREWARM_STEPS,
    warmupSteps: timing.warmupSteps,
    collectionsWhileTiming: timing.collectionsWhileTiming,
    allocation,
  })}\n`,
)

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}
