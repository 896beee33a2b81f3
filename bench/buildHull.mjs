// buildHull and createHull on large meshes, timed against the built package (dist/):
//   node bench/buildHull.mjs [repeats]
// Prints one line of JSON per case: milliseconds per call (every repeat), triangles in and out, volume error.
import * as core from '../dist/core/index.js'

const repeats = Number(process.argv[2] ?? 5)

/** A UV sphere of radius 1: 2 · segments · (rings − 1) triangles, as a glTF would hold it (Float32Array). */
function uvSphere(rings, segments) {
  const positions = [0, -1, 0]
  for (let i = 1; i < rings; i++) {
    const polar = Math.PI - (Math.PI * i) / rings
    for (let s = 0; s < segments; s++) {
      const a = (2 * Math.PI * s) / segments
      positions.push(Math.sin(polar) * Math.cos(a), Math.cos(polar), Math.sin(polar) * Math.sin(a))
    }
  }
  positions.push(0, 1, 0)
  const ring = (i) => 1 + (i - 1) * segments
  const top = positions.length / 3 - 1
  const indices = []
  for (let s = 0; s < segments; s++) indices.push(0, ring(1) + s, ring(1) + ((s + 1) % segments))
  for (let i = 1; i + 1 < rings; i++) {
    for (let s = 0; s < segments; s++) {
      const a = ring(i) + s,
        b = ring(i) + ((s + 1) % segments),
        c = ring(i + 1) + s,
        d = ring(i + 1) + ((s + 1) % segments)
      indices.push(a, c, b, b, c, d)
    }
  }
  for (let s = 0; s < segments; s++) indices.push(ring(rings - 1) + s, top, ring(rings - 1) + ((s + 1) % segments))
  return { positions: Float32Array.from(positions), indices: Uint32Array.from(indices) }
}

const sphere = uvSphere(251, 400) // 200,000 triangles
const torus = core.torusMesh(1, 0.3, 500, 200) // 200,000 triangles
const icosphere = core.icosphereMesh(1, 6) // 81,920 triangles
const sphereVolume = (4 / 3) * Math.PI
const torusVolume = 2 * Math.PI ** 2 * 1 * 0.3 ** 2

const cases = [
  ['buildHull auto, 200k sphere', () => core.buildHull(sphere), sphereVolume],
  ['buildHull wrap, 200k sphere', () => core.buildHull(sphere, { method: 'wrap' }), sphereVolume],
  ['buildHull convex, 200k sphere', () => core.buildHull(sphere, { method: 'convex' }), sphereVolume],
  ['buildHull exact, 200k sphere', () => core.buildHull(sphere, { method: 'exact' }), sphereVolume],
  ['buildHull auto, 200k torus', () => core.buildHull(torus), torusVolume],
  [
    'createHull, 81,920-triangle icosphere',
    () => ({ hull: core.createHull(icosphere.positions, icosphere.indices) }),
    sphereVolume,
  ],
]

for (const [name, run, truth] of cases) {
  const ms = []
  let result
  for (let r = 0; r < repeats; r++) {
    const start = performance.now()
    result = run()
    ms.push(performance.now() - start)
  }
  const hull = result.hull
  console.log(
    JSON.stringify({
      name,
      ms: ms.map((m) => Math.round(m)),
      method: result.report?.method ?? 'createHull',
      inputTriangles: result.report?.inputTriangles ?? hull.triangleCount,
      triangles: hull.triangleCount,
      volumeError: hull.volume / truth - 1,
    }),
  )
}
