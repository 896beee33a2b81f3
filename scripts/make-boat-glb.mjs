// Writes stories/anyModel/boat.glb: a small boat as a modeller exports it, for the "Any model" story and
// the React test that floats it. Run: node scripts/make-boat-glb.mjs
//
// Three meshes, the cabin first in the file (a <Buoyant> that read only its first mesh floated the cabin):
// - "cabin": a box whose lower part sinks into the hull below the deck line (the parts overlap);
// - "hull": an open hull with no deck: the frustum of a pentagonal pyramid (a pointed bow, flared sides),
//   bottom and five sides only, so every face is planar and its submerged volume has a closed form;
// - "mast": a thin box standing in the cabin, a child node of the cabin (nested transforms).
// Vertices are split per face (flat normals), as exporters write them. The dimensions go in the root
// node's extras (three puts them in userData), so a test can compute the true volume and draft on its own.
import { writeFileSync } from 'node:fs'

const boat = {
  /** deck outline at y = depth, m: stern corners, shoulders, bow point (x forward, z to port) */
  deck: [
    [-3, -1.2],
    [1, -1.2],
    [3, 0],
    [1, 1.2],
    [-3, 1.2],
  ],
  /** m, keel to deck */
  depth: 1,
  /** the bottom outline is the deck's scaled by this about the vertical axis through the origin */
  bottomScale: 0.6,
  /** boxes as [min x, min y, min z, max x, max y, max z] in the boat's frame, m */
  cabin: [-2.2, 0.8, -0.8, -0.2, 1.7, 0.8],
  mast: [-1.06, 1.5, -0.06, -0.94, 5, 0.06],
}

/** One face: its corners (a convex polygon) and the point it must face away from. */
function face(corners, inside) {
  const [a, b, c] = corners
  const u = b.map((v, k) => v - a[k])
  const w = c.map((v, k) => v - a[k])
  let n = [u[1] * w[2] - u[2] * w[1], u[2] * w[0] - u[0] * w[2], u[0] * w[1] - u[1] * w[0]]
  const outward = n.reduce((s, v, k) => s + v * (a[k] - inside[k]), 0) > 0
  const loop = outward ? corners : [...corners].reverse()
  if (!outward) n = n.map((v) => -v)
  const length = Math.hypot(...n)
  return { loop, normal: n.map((v) => v / length) }
}

/** A mesh of flat faces: each face its own vertices, fanned into triangles. */
function meshOf(faces) {
  const positions = []
  const normals = []
  const indices = []
  for (const { loop, normal } of faces) {
    const base = positions.length / 3
    for (const corner of loop) {
      positions.push(...corner)
      normals.push(...normal)
    }
    for (let i = 1; i + 1 < loop.length; i++) indices.push(base, base + i, base + i + 1)
  }
  return { positions, normals, indices }
}

function boxFaces([x0, y0, z0, x1, y1, z1], center) {
  const c = [(x0 + x1) / 2 - center[0], (y0 + y1) / 2 - center[1], (z0 + z1) / 2 - center[2]]
  const p = (x, y, z) => [x - center[0], y - center[1], z - center[2]]
  return [
    [p(x0, y0, z0), p(x0, y0, z1), p(x0, y1, z1), p(x0, y1, z0)],
    [p(x1, y0, z0), p(x1, y1, z0), p(x1, y1, z1), p(x1, y0, z1)],
    [p(x0, y0, z0), p(x1, y0, z0), p(x1, y0, z1), p(x0, y0, z1)],
    [p(x0, y1, z0), p(x0, y1, z1), p(x1, y1, z1), p(x1, y1, z0)],
    [p(x0, y0, z0), p(x0, y1, z0), p(x1, y1, z0), p(x1, y0, z0)],
    [p(x0, y0, z1), p(x1, y0, z1), p(x1, y1, z1), p(x0, y1, z1)],
  ].map((corners) => face(corners, c))
}

function hullFaces() {
  const top = boat.deck.map(([x, z]) => [x, boat.depth, z])
  const bottom = boat.deck.map(([x, z]) => [x * boat.bottomScale, 0, z * boat.bottomScale])
  const inside = [0, boat.depth / 2, 0]
  const faces = [face(bottom, inside)]
  for (let i = 0; i < top.length; i++) {
    const j = (i + 1) % top.length
    faces.push(face([bottom[i], bottom[j], top[j], top[i]], inside))
  }
  return faces // no deck: the hull is open at the top
}

const center = (box) => [(box[0] + box[3]) / 2, (box[1] + box[4]) / 2, (box[2] + box[5]) / 2]
const cabinAt = center(boat.cabin)
const mastAt = center(boat.mast)
const meshes = [
  { name: 'cabin', color: [0.93, 0.9, 0.84, 1], ...meshOf(boxFaces(boat.cabin, cabinAt)) },
  { name: 'hull', color: [0.85, 0.32, 0.2, 1], ...meshOf(hullFaces()) },
  { name: 'mast', color: [0.55, 0.4, 0.25, 1], ...meshOf(boxFaces(boat.mast, mastAt)) },
]

// glTF 2.0 binary: a JSON chunk and one buffer chunk (https://registry.khronos.org/glTF/specs/2.0/glTF-2.0.html).
const chunks = []
let byteLength = 0
const bufferViews = []
const accessors = []
function addAccessor(values, type, componentType, target, withBounds) {
  const array = componentType === 5126 ? new Float32Array(values) : new Uint16Array(values)
  const bytes = Buffer.from(array.buffer)
  const padded = Buffer.concat([bytes, Buffer.alloc((4 - (bytes.length % 4)) % 4)])
  bufferViews.push({ buffer: 0, byteOffset: byteLength, byteLength: bytes.length, target })
  chunks.push(padded)
  byteLength += padded.length
  const accessor = {
    bufferView: bufferViews.length - 1,
    componentType,
    count: values.length / (type === 'VEC3' ? 3 : 1),
    type,
  }
  if (withBounds) {
    accessor.min = [0, 1, 2].map((k) => Math.min(...values.filter((_, i) => i % 3 === k)))
    accessor.max = [0, 1, 2].map((k) => Math.max(...values.filter((_, i) => i % 3 === k)))
  }
  accessors.push(accessor)
  return accessors.length - 1
}
const gltfMeshes = meshes.map((mesh, m) => ({
  name: mesh.name,
  primitives: [
    {
      attributes: {
        POSITION: addAccessor(mesh.positions, 'VEC3', 5126, 34962, true),
        NORMAL: addAccessor(mesh.normals, 'VEC3', 5126, 34962, false),
      },
      indices: addAccessor(mesh.indices, 'SCALAR', 5123, 34963, false),
      material: m,
    },
  ],
}))
const json = {
  asset: { version: '2.0', generator: 'react-three-buoyancy scripts/make-boat-glb.mjs' },
  scene: 0,
  scenes: [{ nodes: [3] }],
  nodes: [
    { name: 'cabin', mesh: 0, translation: cabinAt, children: [2] },
    { name: 'hull', mesh: 1 },
    { name: 'mast', mesh: 2, translation: mastAt.map((v, k) => v - cabinAt[k]) },
    { name: 'boat', children: [0, 1], extras: { boat } },
  ],
  meshes: gltfMeshes,
  materials: meshes.map((mesh) => ({
    name: mesh.name,
    pbrMetallicRoughness: { baseColorFactor: mesh.color, metallicFactor: 0, roughnessFactor: 0.8 },
  })),
  accessors,
  bufferViews,
  buffers: [{ byteLength }],
}
const jsonBytes = Buffer.from(JSON.stringify(json))
const jsonChunk = Buffer.concat([jsonBytes, Buffer.alloc((4 - (jsonBytes.length % 4)) % 4, 0x20)])
const binChunk = Buffer.concat(chunks)
const header = (length, type) => {
  const h = Buffer.alloc(8)
  h.writeUInt32LE(length, 0)
  h.writeUInt32LE(type, 4)
  return h
}
const total = 12 + 8 + jsonChunk.length + 8 + binChunk.length
const start = Buffer.alloc(12)
start.writeUInt32LE(0x46546c67, 0) // 'glTF'
start.writeUInt32LE(2, 4)
start.writeUInt32LE(total, 8)
const file = Buffer.concat([
  start,
  header(jsonChunk.length, 0x4e4f534a),
  jsonChunk,
  header(binChunk.length, 0x004e4942),
  binChunk,
])
const out = new URL('../stories/anyModel/boat.glb', import.meta.url)
writeFileSync(out, file)
console.log(`wrote ${out.pathname} (${file.length} bytes)`)
