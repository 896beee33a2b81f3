import { Body, World } from 'cannon-es'
import {
  type Hull,
  boxMesh,
  computeHydrostatics,
  flatWater,
  icosphereMesh,
  measuredHull,
  estimateRadiationTable,
  findEquilibrium,
  modeStiffness,
  stabilityAt,
  sectionRadiation,
  stripTheoryTable,
  wetSections,
} from '../../core/internal.js'
import {
  type BodyFrame,
  type BuoyancyHandle,
  type BuoyancyOptions,
  attachBuoyancy,
  createBodyFrame,
} from '../../cannon/internal.js'
import { applyBodyFrame } from '../buoyant/applyBodyFrame.js'
import { createCollisionShape, envelopeFaces } from '../buoyant/collisionShape.js'
import { prepareCollisionShape } from '../buoyant/preparedShapes.js'

let primed = false

/** A 2 m wide, 0.5 m deep section: z0, y0, z1, y1, n_z, n_y per side (sectionRadiation's layout). */
const RECTANGLE = [1, 0, 1, -0.5, 1, 0, 1, -0.5, -1, -0.5, 0, -1, -1, -0.5, -1, 0, -1, 0]
/**
 * The priming's box, 1 × 0.5 × 2 m: at 500 kg it floats upright (a cube at half the water's density floats
 * tilted, and its ten strip sections are ten different shapes: 160 section solves, a 120–240 ms task in
 * Chromium, against the upright box's one shape and 16 solves); its waterplane at any draft: 2 m², second
 * moments 2³/12 and 1/12 m⁴; its volume at the pose HALF_WET (a draft of 0.15 m).
 */
const BOX = boxMesh(1, 0.5, 2)
const BOX_WATERPLANE = {
  waterplaneArea: 2,
  waterplaneTransverse: 8 / 12,
  waterplaneLongitudinal: 2 / 12,
  displacedVolume: 0.3,
}
const HALF_WET = { position: { x: 0, y: 0.1, z: 0 }, quaternion: { x: 0, y: 0, z: 0, w: 1 } }
const BOX_LOADING = { mass: 500, centerOfMass: { x: 0, y: 0, z: 0 } }
const SEA = { density: 1025, gravity: 9.81 }

/** A hull of an icosphere (closed and outward by construction: createHull's checks are not needed). */
function sphereHull(subdivisions: number): Hull {
  const sphere = icosphereMesh(1, subdivisions)
  return measuredHull(sphere.positions, sphere.indices)
}

/**
 * While the worker builds a large hull, runs the main thread's share of what follows on small spheres, one
 * step a task: the body frame (mass properties, principal axes, the centred hull), its convex collision
 * shape, then a body's first attachment and steps (its per-hull buffers, the hydrostatics and drag loops).
 * Cold, V8 runs that code slowly whatever the size (on a 4,000-triangle hull in Chromium the frame took
 * 67 ms cold, 4–14 ms compiled), so the spheres start small and each round is one task. Once per page.
 */
export function primeHullCode(): void {
  if (primed) return
  primed = true
  let frame: BodyFrame | null = null
  let world: World | null = null
  let handle: BuoyancyHandle | null = null
  const small = sphereHull(1) // 42 vertices: the coldest rounds on the fewest
  const box = measuredHull(BOX.positions, BOX.indices)
  const attach = (frame: BodyFrame, collisions: 'box' | 'convex', options?: BuoyancyOptions) => {
    handle?.detach()
    world = new World()
    world.gravity.set(0, -9.81, 0)
    const body = new Body()
    applyBodyFrame(body, frame, collisions)
    world.addBody(body)
    handle = attachBuoyancy(world, body, frame.hull, flatWater(), options)
  }
  const steps = (count: number) => Array.from({ length: count }, () => () => world!.step(1 / 60))
  let boxFrame: BodyFrame
  const rounds: (() => void)[] = [0, 1, 1, 2, 2, 2, 3, 3, 3].map((subdivisions) => () => {
    frame = createBodyFrame(sphereHull(subdivisions), { density: 500 }, undefined, 'primeHullCode')
  })
  rounds.push(
    // the convex collision shape, in the two tasks a <Buoyant> gives it: the envelope (three's ConvexHull,
    // the planes merged), then cannon's ConvexPolyhedron; cold, one such task took 20–76 ms on a loaded machine
    // (each on a new hull: the envelope is cached per hull)
    () => void envelopeFaces(small),
    () => void createCollisionShape(small, 'convex'),
    () => void envelopeFaces(sphereHull(1)),
    () => void createCollisionShape(sphereHull(1), 'convex'),
    () => void envelopeFaces(sphereHull(2)), // 162 vertices, all kept
    () => void prepareCollisionShape(sphereHull(2), 'convex'),
    () => void envelopeFaces(frame!.hull),
    // the hydrostatics' first calls (they prime its own loops), then a body's first attachment (the shape
    // added, the per-hull buffers): cold, 64 ms in one task on the 1,280-triangle sphere, so small ones first
    // (the first call, on 80 triangles, was 15 ms quiet and 51 ms at a load of 4: a box's 12 first)
    ...[box, small].map((hull) => () => void computeHydrostatics(hull, HALF_WET, flatWater())),
    // radiation 'auto''s section solver (stripTheory.ts) on a 2 × 0.5 m rectangle, from few panels to as
    // many as the strips take, at frequencies that take each of E₁'s branches, one solve a task (cold, a
    // first still-water modes' task with it took 650 ms in Chromium under CI's load; warm, 40–60 ms on a
    // small hull)
    ...[6, 12, 20].flatMap((panels) =>
      [0.5, 1.5, 4, 10].map((omega) => () => void sectionRadiation(RECTANGLE, omega, 1025, 9.81, 0, panels)),
    ),
    // then strip theory on the box held half-wet (its ten sections are one shape), first at two frequencies
    // (cold, the whole table of 16 was one task of 75–105 ms; with the equilibrium search, 290 ms), then
    // the whole table; the equilibrium search and the stability in tasks of their own
    () => void stripTheoryTable(wetSections(box, HALF_WET, 10, 20), [1, 4], 1025, 9.81, 20),
    () => void estimateRadiationTable(box, HALF_WET, BOX_WATERPLANE, 1025, 9.81),
    () => void findEquilibrium(box, BOX_LOADING, SEA),
    () => void stabilityAt(box, HALF_WET, BOX_LOADING, SEA),
    // then a body's attachment and first steps, the box's with the default radiation 'auto': its body frame,
    // its still-water modes in a task of their own (as <Buoyant> computes them; a worker-built hull's come
    // from the worker), the attachment, the steps
    () => void (boxFrame = createBodyFrame(box, { density: 500 }, undefined, 'primeHullCode')),
    () => void modeStiffness(boxFrame.hull, boxFrame.mass, 1025, 9.81),
    () => attach(boxFrame, 'box'),
    ...steps(2),
    // then spheres of 20, 80 and 320 triangles without radiation (strip theory costs 16 solves a distinct
    // section whatever the triangles, and a sphere's ten sections are ten shapes): the per-triangle loops, in
    // two tasks an attachment (it was 14 ms quiet, 57 at a load of 4: first without the listeners and
    // per-hull buffers; an attachment on 1,280 triangles was one 54 ms task even after these, so it is left out)
    ...[0, 1, 2].flatMap((subdivisions) => {
      let sphere: BodyFrame
      return [
        () => void (sphere = createBodyFrame(sphereHull(subdivisions), { density: 500 }, undefined, 'primeHullCode')),
        () => attach(sphere, subdivisions === 2 ? 'convex' : 'box', { radiation: false }),
        ...steps(subdivisions === 2 ? 6 : 2),
      ]
    }),
    () => handle!.detach(),
  )
  let next = 0
  const run = () => {
    rounds[next++]()
    if (next < rounds.length) setTimeout(run, 0)
  }
  setTimeout(run, 0)
}
