// Where a small hull's step goes (issue 13): 300 boxes of 12 triangles on the moderate sea, the parts of a
// full world.step timed in alternation in one process (the machine is shared), in µs a body:
//   cannon-es alone (no buoyancy) · attachBuoyancy without drag · attachBuoyancy with its defaults ·
//   computeHydrostatics called directly on the same poses · the same on a hull lifted clear of the water
//   (every vertex out of the sea's reach: what a call costs beyond its triangles).
// Runs against dist/ (npm run build).   node bench/hullOverhead.mjs [--rounds N]
import { performance } from 'node:perf_hooks'

const core = await import('../dist/core/index.js')
const cannon = await import('../dist/cannon/index.js')
// the clipping tolerance a step takes (computeHydrostatics' own default is finer)
const { STEP_TOLERANCE } = await import('../dist/core/internal.js')
const { SAPBroadphase, World } = await import('cannon-es')
const { SEAS } = await import('./cases.mjs')

const COUNT = 300
const water = core.createWaves(SEAS.moderate.components(core))
const mesh = core.boxMesh(1, 0.5, 2)
const source = core.createHull(mesh.positions, mesh.indices)

function fleet(buoyancy) {
  const world = new World()
  world.gravity.set(0, buoyancy === null ? 0 : -9.81, 0)
  world.broadphase = new SAPBroadphase(world)
  const bodies = []
  for (let b = 0; b < COUNT; b++) {
    const x = 3 * (b % 18),
      z = 3 * Math.floor(b / 18)
    const made = cannon.createBuoyantBody(source, { density: 500 }, { position: { x, y: water.heightAt(x, z, 0), z } })
    world.addBody(made.body)
    if (buoyancy !== null) cannon.attachBuoyancy(world, made.body, made.hull, water, buoyancy)
    bodies.push(made)
  }
  for (let i = 0; i < 120; i++) world.step(1 / 60)
  return { world, bodies }
}

const cannonOnly = fleet(null)
const noDrag = fleet({ drag: false })
const defaults = fleet({})
const out = core.createHydrostaticsResult()
const lifted = defaults.bodies.map(({ body }) => ({
  position: { x: body.position.x, y: body.position.y + 20, z: body.position.z },
  quaternion: body.quaternion,
}))
const parts = {
  'cannon-es alone': () => cannonOnly.world.step(1 / 60),
  'attachBuoyancy, drag: false': () => noDrag.world.step(1 / 60),
  'attachBuoyancy, defaults': () => defaults.world.step(1 / 60),
  'computeHydrostatics, same poses': () => {
    for (const { body, hull } of defaults.bodies)
      core.computeHydrostatics(hull, body, water, { time: 2, tolerance: STEP_TOLERANCE }, out)
  },
  'computeHydrostatics, hull out of the water': () => {
    for (let b = 0; b < COUNT; b++)
      core.computeHydrostatics(defaults.bodies[b].hull, lifted[b], water, { time: 2, tolerance: STEP_TOLERANCE }, out)
  },
}

const roundsAt = process.argv.indexOf('--rounds')
// (7 unless given: indexOf's −1 + 1 read argv[0], the node binary, and gave NaN rounds)
const rounds = roundsAt >= 0 ? Number(process.argv[roundsAt + 1]) : 7
const samples = Object.fromEntries(Object.keys(parts).map((k) => [k, []]))
for (let r = 0; r < rounds; r++) {
  for (const [name, run] of Object.entries(parts)) {
    const start = performance.now()
    for (let s = 0; s < 30; s++) run()
    samples[name].push(((performance.now() - start) / 30 / COUNT) * 1000)
  }
}
for (const [name, list] of Object.entries(samples)) {
  const median = [...list].sort((a, b) => a - b)[list.length >> 1]
  console.log(`${name.padEnd(44)} ${median.toFixed(2).padStart(7)} µs a body`)
}
