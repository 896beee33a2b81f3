import { Body, World } from 'cannon-es'
import { type Hull, createHull, flatWater, icosphereMesh } from '../../core/internal.js'
import {
  type BodyFrame,
  type BuoyancyHandle,
  applyMassProperties,
  attachBuoyancy,
  createBodyFrame,
} from '../../cannon/internal.js'
import { createCollisionShape } from '../buoyant/collisionShape.js'

let primed = false

/**
 * While the worker builds a large hull, runs the main thread's share of what follows on small spheres, one
 * step a task: createHull on the worker's arrays, the body frame (mass properties, principal axes, the
 * centred hull), then a body's first attachment and steps (its per-hull buffers, the hydrostatics and drag
 * loops), and its convex collision shape. Cold, V8 runs that code slowly whatever the size: on a 4,000-triangle hull in Chromium createHull
 * took 165 ms and the frame 67 ms, against 2–3 ms and 4–14 ms once compiled; a cold round on 1,280
 * triangles took 224 ms, hence the small spheres first. Once per page.
 */
export function primeHullCode(): void {
  if (primed) return
  primed = true
  let hull: Hull | null = null
  let frame: BodyFrame | null = null
  let world: World | null = null
  let handle: BuoyancyHandle | null = null
  const hullRound = (subdivisions: number) => () => {
    const sphere = icosphereMesh(1, subdivisions)
    hull = createHull(sphere.positions, sphere.indices)
    createHull(hull.positions, hull.indices, { weldTolerance: 0 })
    frame = createBodyFrame(hull, { density: 500 }, undefined, 'primeHullCode')
  }
  const rounds: (() => void)[] = [0, 1, 1, 2, 2, 2, 3, 3, 3, 3, 3, 3].map(hullRound)
  rounds.push(
    // the convex collision shape (three's ConvexHull, the planes merged, cannon's ConvexPolyhedron): cold,
    // a background hull's shape took 100–570 ms in one task on a loaded machine
    () => {
      const small = icosphereMesh(1, 1) // 42 vertices: the first, coldest round on the fewest points
      createCollisionShape(createHull(small.positions, small.indices), 'convex')
    },
    () => void createCollisionShape(frame!.hull, 'convex'),
    () => {
      world = new World()
      world.gravity.set(0, -9.81, 0)
      const body = new Body()
      applyMassProperties(body, frame!.massProperties)
      world.addBody(body)
      handle = attachBuoyancy(world, body, frame!.hull, flatWater())
    },
    ...Array.from({ length: 6 }, () => () => world!.step(1 / 60)),
    () => handle!.detach(),
  )
  let next = 0
  const run = () => {
    rounds[next++]()
    if (next < rounds.length) setTimeout(run, 0)
  }
  setTimeout(run, 0)
}
