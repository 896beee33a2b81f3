// EnvelopePolyhedron finds its edge directions through a grid; cannon-es's own ConvexPolyhedron (its
// computeEdges, a search of every direction kept so far) is the reference: the same list, in the same order.
import { ConvexPolyhedron, Quaternion, Vec3 } from 'cannon-es'
import { expect, it } from 'vitest'
import { boatHullMesh, boxMesh, createHull, icosphereMesh } from 'react-three-buoyancy/core'
import { envelopeFaces } from '../../src/react/buoyant/collisionShape.js'
import { EnvelopePolyhedron } from '../../src/react/buoyant/EnvelopePolyhedron.js'

type Props = ConstructorParameters<typeof ConvexPolyhedron>[0] & object

const vec3s = (xyz: number[]) =>
  Array.from({ length: xyz.length / 3 }, (_, i) => new Vec3(xyz[3 * i], xyz[3 * i + 1], xyz[3 * i + 2]))

/** The same props twice (each shape keeps the arrays it is given). */
function both(make: () => Props): { ours: number[][]; cannon: number[][] } {
  const directions = (shape: ConvexPolyhedron) => shape.uniqueEdges.map((e) => [e.x, e.y, e.z])
  return { ours: directions(new EnvelopePolyhedron(make())), cannon: directions(new ConvexPolyhedron(make())) }
}

function envelopeProps(mesh: { positions: ArrayLike<number>; indices: ArrayLike<number> }): () => Props {
  const envelope = envelopeFaces(createHull(mesh.positions, mesh.indices))!
  return () => ({
    vertices: vec3s(envelope.vertices),
    faces: envelope.faces.map((face) => face.slice()),
    normals: vec3s(envelope.normals),
    axes: vec3s(envelope.axes),
  })
}

it('gives the edge directions cannon-es gives the envelopes of a box and of a 5,120-triangle sphere', () => {
  const box = both(envelopeProps(boxMesh(4, 1, 2)))
  expect(box.ours).toEqual(box.cannon)
  // a box's twelve edges run along three axes, each both ways
  expect(box.cannon).toHaveLength(6)
  const sphere = both(envelopeProps(icosphereMesh(1, 4)))
  expect(sphere.ours).toEqual(sphere.cannon)
  // (96 points, ~190 triangles: about 100 edge directions, each both ways)
  expect(sphere.cannon.length).toBeGreaterThan(150)
})

it('tells directions apart as cannon-es does: within 1e-6 in each component they are one', () => {
  // a unit cube whose corners are moved by up to `jitter`: its parallel edges differ in direction by about
  // that much, so 1e-7 keeps cannon-es's six directions and 1e-5 makes most edges their own
  const cube = (jitter: number) => () => {
    let seed = 11
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1
    const vertices: Vec3[] = []
    for (const x of [-0.5, 0.5])
      for (const y of [-0.5, 0.5])
        for (const z of [-0.5, 0.5])
          vertices.push(new Vec3(x + jitter * random(), y + jitter * random(), z + jitter * random()))
    // corners indexed 4x + 2y + z (0 or 1 each); each face counter-clockwise seen from outside
    const faces = [
      [0, 1, 3, 2],
      [4, 6, 7, 5],
      [0, 4, 5, 1],
      [2, 3, 7, 6],
      [0, 2, 6, 4],
      [1, 5, 7, 3],
    ]
    return { vertices, faces }
  }
  const tight = both(cube(1e-7))
  expect(tight.ours).toEqual(tight.cannon)
  expect(tight.cannon).toHaveLength(6)
  const loose = both(cube(1e-5))
  expect(loose.ours).toEqual(loose.cannon)
  expect(loose.cannon.length).toBeGreaterThan(12)
  // between the two: some edges merge, some do not
  const between = both(cube(7e-7))
  expect(between.ours).toEqual(between.cannon)
})

it("separates two envelopes as cannon-es does, with its least overlap, testing only the edge pairs of the Minkowski difference's faces", () => {
  // a sphere's and a boat's envelopes, each as ours and as cannon-es's own polyhedron, at seeded random
  // poses from well apart to deep in each other
  const sphere = envelopeProps(icosphereMesh(1, 4)),
    boat = envelopeProps(
      boatHullMesh({ length: 4, beam: 1.4, depth: 0.8, bilge: 'round', stations: 24, sectionSegments: 8 }),
    )
  const ours = [new EnvelopePolyhedron(sphere()), new EnvelopePolyhedron(boat())]
  const cannon = [new ConvexPolyhedron(sphere()), new ConvexPolyhedron(boat())]
  let seed = 7
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1
  const turn = () => new Quaternion(random(), random(), random(), random()).normalize()
  let touching = 0,
    edgeAxes = 0
  for (let i = 0; i < 300; i++) {
    const [a, b] = i % 3 === 0 ? [0, 1] : i % 3 === 1 ? [1, 0] : [1, 1]
    const posA = new Vec3(0, 0, 0),
      quatA = turn()
    const posB = new Vec3(2.4 * random(), 1.5 * random(), 2.4 * random()),
      quatB = turn()
    const found = new Vec3(),
      reference = new Vec3()
    const separated = !ours[a].findSeparatingAxis(ours[b], posA, quatA, posB, quatB, found)
    expect(separated).toBe(!cannon[a].findSeparatingAxis(cannon[b], posA, quatA, posB, quatB, reference))
    if (separated) continue
    touching++
    // the same least overlap, along an axis pointing the same way (from B towards A)
    const overlap = (axis: Vec3) => cannon[a].testSepAxis(axis, cannon[b], posA, quatA, posB, quatB) as number
    expect(Math.abs(overlap(found) - overlap(reference))).toBeLessThan(1e-9)
    expect(found.dot(reference)).toBeGreaterThan(0)
    // (an axis of least overlap that is no face's normal comes from a pair of edges)
    const faceAxis = [
      ...ours[a].faceNormals.map((n) => quatA.vmult(n)),
      ...ours[b].faceNormals.map((n) => quatB.vmult(n)),
    ]
    if (!faceAxis.some((n) => Math.abs(Math.abs(n.dot(reference)) - 1) < 1e-9)) edgeAxes++
  }
  expect(touching).toBeGreaterThan(100)
  expect(edgeAxes).toBeGreaterThan(10)
})
