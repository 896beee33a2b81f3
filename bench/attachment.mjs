// What a fleet's attachment costs (issue 13): radiation 'auto' (the default) makes its strip-theory table
// once per hull and loading, so 100 boxes of one hull and one density pay for one table, and 100 boxes of
// 100 densities for 100. Times attachBuoyancy on 100 such boxes (1 × 0.5 × 2 m, 12 triangles, on
// seaState('moderate')) three ways, against the built package (dist/):
//
//   npm run build && node bench/attachment.mjs
//
// writes the figures with the machine to bench/results/attachment.json and bench/ATTACHMENT.md.
import { loadavg } from 'node:os'
import { Body, Box, Vec3, World } from 'cannon-es'
import { attachBuoyancy } from '../dist/cannon/index.js'
import { boxMesh, createHull, createWaves, seaState } from '../dist/core/index.js'
import { machineFacts, machineLines, writeReport } from './machine.mjs'

const started = new Date()
const loadBefore = loadavg()
const BODIES = 100
const sea = createWaves(seaState('moderate', { count: 4 }))

/** Milliseconds to attach BODIES boxes of one new hull, the i-th of density `density(i)`. */
function attachFleet(density, options) {
  const mesh = boxMesh(1, 0.5, 2)
  const hull = createHull(mesh.positions, mesh.indices)
  const world = new World()
  world.gravity.set(0, -9.81, 0)
  const t = performance.now()
  for (let i = 0; i < BODIES; i++) {
    const body = new Body({ mass: density(i), shape: new Box(new Vec3(0.5, 0.25, 1)) })
    world.addBody(body)
    attachBuoyancy(world, body, hull, sea, options)
  }
  return performance.now() - t
}

// densities 300–700 kg/m³, each body its own (the box is 1 m³: its mass in kg)
const spread = (i) => 300 + (400 * i) / (BODIES - 1)
attachFleet(spread) // warm-up: the section solver and the equilibrium search compiled
const cases = [
  { name: 'one density (500 kg/m³), defaults', ms: attachFleet(() => 500) },
  { name: `${BODIES} densities (300–700 kg/m³), defaults`, ms: attachFleet(spread) },
  { name: `${BODIES} densities, \`radiation: false\``, ms: attachFleet(spread, { radiation: false }) },
]
const machine = machineFacts(started, loadBefore)
writeReport({
  script: 'attachment.mjs',
  json: 'attachment.json',
  data: { machine, bodies: BODIES, cases },
  page: 'ATTACHMENT.md',
  title: "A fleet's attachment",
  body: [
    ...machineLines(machine),
    '',
    `attachBuoyancy on ${BODIES} boxes of one hull (1 × 0.5 × 2 m, 12 triangles) on seaState('moderate'), after a`,
    "warm-up. Radiation 'auto' makes a strip-theory table per hull and loading (the hull's ten wet sections,",
    'each distinct shape solved at 16 frequencies): bodies that share both share it.',
    '',
    '| fleet | ms for all | ms a body |',
    '| --- | --: | --: |',
    ...cases.map((c) => `| ${c.name} | ${c.ms.toFixed(0)} | ${(c.ms / BODIES).toFixed(2)} |`),
    '',
  ],
})
