#!/usr/bin/env node
// Ten minutes of the 'storm' sea state for each of a set of small bodies, one at a time, with the options
// given as JSON (default: the defaults): the deepest and highest the centre goes against the surface above
// it, the top speed and the dry steps. A check of the seakeeping terms off their still-water draft (a
// buried body; docs/DEVELOPING.md). Against dist/: `npm run build && node scripts/storm-bodies.mjs ['{"radiation":false}']`
import { World } from 'cannon-es'
import { attachBuoyancy, createBuoyantBody } from '../dist/cannon/index.js'
import { boxMesh, createHull, createWaves, icosphereMesh, seaState } from '../dist/core/index.js'

const options = JSON.parse(process.argv[2] ?? '{}')
const waves = createWaves(seaState('storm'))
const orbital = waves.components.reduce((sum, c) => sum + c.amplitude * c.angularFrequency, 0)
// [name, mesh, density relative to 1025 kg/m³]
const bodies = [
  ['board 1 × 0.02 × 1 m', boxMesh(1, 0.02, 1), 0.1],
  ['hatch cover 1 × 0.02 × 1 m', boxMesh(1, 0.02, 1), 0.5],
  ['board 1 × 0.05 × 1 m', boxMesh(1, 0.05, 1), 0.1],
  ['surfboard 2 × 0.07 × 0.5 m', boxMesh(2, 0.07, 0.5), 0.1],
  ['plank 2 × 0.05 × 0.3 m', boxMesh(2, 0.05, 0.3), 0.5],
  ['raft 3 × 0.2 × 2 m', boxMesh(3, 0.2, 2), 0.3],
  ['box 2 × 1 × 4 m', boxMesh(2, 1, 4), 0.5],
  ['sphere r = 1 m', icosphereMesh(1, 1), 0.6],
]
console.log(`storm, Σ A ω = ${orbital.toFixed(2)} m/s, options ${JSON.stringify(options)}`)
console.log(
  '| body | deepest below the surface, m | highest above, m | top speed, m/s | dry steps of 36,000 | hull radius, m |',
)
console.log('| --- | --- | --- | --- | --- | --- |')
for (const [name, mesh, relative] of bodies) {
  const world = new World()
  world.gravity.set(0, -9.80665, 0)
  const hull = createHull(mesh.positions, mesh.indices)
  const x = 48
  const made = createBuoyantBody(
    hull,
    { density: relative * 1025 },
    { position: { x, y: waves.heightAt(x, 0, 0), z: 0 } },
  )
  world.addBody(made.body)
  const handle = attachBuoyancy(world, made.body, made.hull, waves, options)
  const b = made.body
  let below = -Infinity,
    above = -Infinity,
    speed = 0,
    dry = 0
  for (let i = 0; i < 60 * 600; i++) {
    world.step(1 / 60)
    const surface = waves.heightAt(b.position.x, b.position.z, world.time)
    below = Math.max(below, surface - b.position.y)
    above = Math.max(above, b.position.y - surface)
    speed = Math.max(speed, b.velocity.length())
    if (handle.last.displacedVolume === 0) dry++
  }
  const cells = [below, above, speed].map((v) => v.toFixed(2))
  console.log(`| ${name} at ${relative} | ${cells.join(' | ')} | ${dry} | ${hull.boundingRadius.toFixed(2)} |`)
}
