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
/** The unit cube's waterplane at any draft: 1 m², second moments 1/12 m⁴; its volume at a draft of 0.6 m. */
const BOX_WATERPLANE = {
  waterplaneArea: 1,
  waterplaneTransverse: 1 / 12,
  waterplaneLongitudinal: 1 / 12,
  displacedVolume: 0.6,
}
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
  const cube = boxMesh(1, 1, 1)
  const box = measuredHull(cube.positions, cube.indices)
  const halfWet = { position: { x: 0, y: 0.1, z: 0 }, quaternion: { x: 0, y: 0, z: 0, w: 1 } }
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
    ...[box, small].map((hull) => () => void computeHydrostatics(hull, halfWet, flatWater())),
    // radiation 'auto''s section solver (stripTheory.ts) on a 2 × 0.5 m rectangle, from few panels to as
    // many as the strips take, at frequencies that take each of E₁'s branches, one solve a task (cold, a
    // first still-water modes' task with it took 650 ms in Chromium under CI's load; warm, 40–60 ms on a
    // small hull)
    ...[6, 12, 20].flatMap((panels) =>
      [0.5, 1.5, 4, 10].map((omega) => () => void sectionRadiation(RECTANGLE, omega, 1025, 9.81, 0, panels)),
    ),
    // then strip theory on the half-immersed box, whose sections are all one (16 solves, not a sphere's
    // 160: cold, with the equilibrium search in the same task, 290 ms)
    () => void estimateRadiationTable(box, halfWet, BOX_WATERPLANE, 1025, 9.81),
    // the equilibrium search and the stability at it in tasks of their own, then the box's whole modes
    () => void findEquilibrium(box, BOX_LOADING, SEA),
    () => void stabilityAt(box, halfWet, BOX_LOADING, SEA),
    () => void modeStiffness(box, 500, 1025, 9.81),
    // then a body's attachment and first steps, on spheres of 20, 80 and 320 triangles: its body frame, its
    // still-water modes (the equilibrium and stability that radiation 'auto' starts from; cold, most of a
    // 76 ms attachment; a worker-built hull's own come from the worker) each in a task of their own, then
    // the attachment, then the steps (an attachment on 1,280 triangles was one 54 ms task even after
    // these, so it is left out)
    ...[0, 1, 2].flatMap((subdivisions) => {
      let sphere: BodyFrame
      const attach = (options?: BuoyancyOptions) => () => {
        handle?.detach()
        world = new World()
        world.gravity.set(0, -9.81, 0)
        const body = new Body()
        applyBodyFrame(body, sphere, subdivisions === 2 ? 'convex' : 'box')
        world.addBody(body)
        handle = attachBuoyancy(world, body, sphere.hull, flatWater(), options)
      }
      // radiation 'auto''s modes (strip theory: 16 solves a distinct section, whatever the triangles) only on
      // the smallest: the larger spheres prime the per-triangle loops, without radiation
      const smallest = subdivisions === 0
      return [
        () => void (sphere = createBodyFrame(sphereHull(subdivisions), { density: 500 }, undefined, 'primeHullCode')),
        ...(smallest ? [() => void modeStiffness(sphere.hull, sphere.mass, 1025, 9.81)] : []),
        // the first attachment in two tasks (it was 14 ms quiet, 57 at a load of 4): without radiation (the
        // listeners and per-hull buffers), then with the default radiation 'auto'
        attach({ radiation: false }),
        ...(smallest ? [attach()] : []),
        ...Array.from({ length: subdivisions === 2 ? 6 : 2 }, () => () => world!.step(1 / 60)),
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
