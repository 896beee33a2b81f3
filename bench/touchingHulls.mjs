// Fine hulls that touch: the collision cost of the default convex shape (collisionShape.ts: a 96-point
// envelope whose separating-axis test is EnvelopePolyhedron's). A pair of 1,280-triangle spheres pressed
// 0.1 m into each other, with our envelope and with cannon-es's own ConvexPolyhedron of the same points (the
// baseline, in the same run), and a 5 × 5 pile of them 1.9 m apart, the first 4 steps (they push apart
// after), against the built package:
//
//   npm run build && node bench/touchingHulls.mjs
//
// writes the figures with the machine to bench/results/touching-hulls.json and bench/TOUCHING-HULLS.md.
import { loadavg } from 'node:os'
import { ConvexPolyhedron, SAPBroadphase, World } from 'cannon-es'
import { attachBuoyancy, createBuoyantBody } from '../dist/cannon/index.js'
import { createHull, flatWater, icosphereMesh } from '../dist/core/index.js'
import { createCollisionShape } from '../dist/react/buoyant/collisionShape.js'
import { machineFacts, machineLines, writeReport } from './machine.mjs'

const started = new Date()
const loadBefore = loadavg()
const mesh = icosphereMesh(1, 3)
const hull = createHull(mesh.positions, mesh.indices)
const envelope = createCollisionShape(hull, 'convex').shape
// cannon-es's own polyhedron of the same points and faces
const plain = new ConvexPolyhedron({
  vertices: envelope.vertices.map((v) => v.clone()),
  faces: envelope.faces.map((f) => [...f]),
})

/** ms of each of the first `steps` steps of `count` spheres `spacing` m apart on a grid, with `shape` */
function firstSteps(shape, count, spacing, steps) {
  const world = new World()
  world.gravity.set(0, -9.81, 0)
  world.broadphase = new SAPBroadphase(world)
  const columns = Math.ceil(Math.sqrt(count))
  for (let i = 0; i < count; i++) {
    const x = spacing * (i % columns),
      z = spacing * Math.floor(i / columns)
    const made = createBuoyantBody(hull, { density: 500 }, { position: { x, y: 0, z } })
    made.body.shapes.length = 0
    made.body.shapeOffsets.length = 0
    made.body.shapeOrientations.length = 0
    made.body.addShape(shape)
    world.addBody(made.body)
    attachBuoyancy(world, made.body, made.hull, flatWater(0), { waveForce: 'hydrostatic', radiation: false })
  }
  const times = []
  for (let s = 0; s < steps; s++) {
    const t = performance.now()
    world.step(1 / 60)
    times.push(performance.now() - t)
  }
  return { times, contacts: world.contacts.length }
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]
/** the median over `rounds` fresh worlds of the mean of their first steps */
function measure(shape, count, spacing, steps, rounds) {
  const means = []
  let contacts = 0
  for (let r = 0; r < rounds + 1; r++) {
    const run = firstSteps(shape, count, spacing, steps)
    // (the first world warms the code up)
    if (r > 0) means.push(run.times.reduce((a, b) => a + b, 0) / steps)
    contacts = run.contacts
  }
  return { ms: median(means), contacts }
}

const rows = [
  { name: 'a pair 0.1 m into each other, our envelope', ...measure(envelope, 2, 1.9, 4, 7) },
  { name: "a pair 0.1 m into each other, cannon-es's own polyhedron", ...measure(plain, 2, 1.9, 2, 3) },
  { name: 'a 5 × 5 pile 1.9 m apart (40 touching pairs), our envelope', ...measure(envelope, 25, 1.9, 4, 5) },
]

const machine = machineFacts(started, loadBefore)
writeReport({
  script: 'touchingHulls.mjs',
  json: 'touching-hulls.json',
  data: { machine, rows },
  page: 'TOUCHING-HULLS.md',
  title: 'Fine hulls that touch',
  body: [
    ...machineLines(machine),
    '',
    `Spheres of 1,280 triangles (radius 1 m) with the default convex collision shape: a ${envelope.vertices.length}-point envelope`,
    "(collisionShape.ts), whose separating-axis test is EnvelopePolyhedron's, or cannon-es's own polyhedron of the",
    'same points and faces. The full `world.step(1/60)` (hydrostatic floating on flat water, and the contacts), the',
    'mean of the first steps of a fresh world, the median over fresh worlds after one to warm up.',
    '',
    '| case | ms a step | contacts |',
    '| --- | --: | --: |',
    ...rows.map((r) => `| ${r.name} | ${r.ms.toFixed(2)} | ${r.contacts} |`),
    '',
  ],
})
