// Huge faces: the Froude–Krylov correction of a triangle many waves long, in closed form
// (core/seakeeping/triangleExponential.ts) against the three-point rule on n² sub-triangles that it replaces
// past closedForm.above. The full world.step of one 12-triangle box of 500 m and 2 km on seaState('storm'),
// with `clipping: 'linear'` (its faces reach the correction whole) and, for comparison, the defaults
// ('adaptive' refines the faces into pieces first), timed in alternation against the built package:
//
//   npm run build && node bench/hugeFaces.mjs
//
// writes the figures with the machine to bench/results/huge-faces.json and bench/HUGE-FACES.md.
import { loadavg } from 'node:os'
import { World } from 'cannon-es'
import { attachBuoyancy, createBuoyantBody } from '../dist/cannon/index.js'
import { boxMesh, createHull, createWaves, seaState } from '../dist/core/index.js'
import { closedForm } from '../dist/core/seakeeping/gatherPoints.js'
import { machineFacts, machineLines, writeReport } from './machine.mjs'

const started = new Date()
const loadBefore = loadavg()
const sea = createWaves(seaState('storm'))
const CLOSED_FORM_ABOVE = closedForm.above

/** A box `size` m square and 40 m deep, half its density in water, settled 1 s. */
function world(size, options) {
  const w = new World()
  w.gravity.set(0, -9.81, 0)
  const mesh = boxMesh(size, 40, size)
  const made = createBuoyantBody(createHull(mesh.positions, mesh.indices), { density: 500 }, {})
  w.addBody(made.body)
  attachBuoyancy(w, made.body, made.hull, sea, options)
  for (let i = 0; i < 60; i++) w.step(1 / 60)
  return w
}

/** ms a step of `w` with the correction's closed form past `above` sub-triangles a side */
function timed(w, above, steps) {
  closedForm.above = above
  const t = performance.now()
  for (let i = 0; i < steps; i++) w.step(1 / 60)
  const ms = (performance.now() - t) / steps
  closedForm.above = CLOSED_FORM_ABOVE
  return ms
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]
const rows = []
for (const size of [500, 2000]) {
  for (const [label, options] of [
    ["'linear'", { clipping: 'linear' }],
    ['defaults', {}],
  ]) {
    const w = world(size, options)
    const closed = [],
      rule = []
    for (let round = 0; round < 5; round++) {
      // alternated, each first in turn
      if (round % 2 === 0) {
        closed.push(timed(w, CLOSED_FORM_ABOVE, 20))
        rule.push(timed(w, Infinity, 20))
      } else {
        rule.push(timed(w, Infinity, 20))
        closed.push(timed(w, CLOSED_FORM_ABOVE, 20))
      }
    }
    rows.push({ size, clipping: label, closedFormMs: median(closed), ruleMs: median(rule) })
  }
}

const machine = machineFacts(started, loadBefore)
writeReport({
  script: 'hugeFaces.mjs',
  json: 'huge-faces.json',
  data: { machine, rows },
  page: 'HUGE-FACES.md',
  title: 'Huge faces: the Froude–Krylov correction in closed form',
  body: [
    ...machineLines(machine),
    '',
    `The full \`world.step(1/60)\` of one box (size × 40 × size m, 12 triangles, density 500 kg/m³) on`,
    `seaState('storm'): the correction takes a triangle more than ${CLOSED_FORM_ABOVE} × 3.5 / k_max long in closed form`,
    '(triangleExponential.ts), or, as before, by the three-point rule on n² sub-triangles; medians of 5',
    "alternated samples of 20 steps. With 'linear' clipping the faces reach the correction whole; with the",
    "defaults 'adaptive' splits them into pieces first, which the rule then takes (the closed form does not",
    'pay below about 12 sub-triangles a side): a huge body stays costly with the defaults (DEVELOPING.md).',
    '',
    '| box | clipping | closed form, ms a step | three-point rule, ms a step |',
    '| --- | --- | --: | --: |',
    ...rows.map((r) => `| ${r.size} m | ${r.clipping} | ${r.closedFormMs.toFixed(2)} | ${r.ruleMs.toFixed(2)} |`),
    '',
  ],
})
