import { Body, Box, ConvexPolyhedron, Vec3, World } from 'cannon-es'
import { Matrix4, Quaternion, Vector3 } from 'three'
import { describe, expect, it } from 'vitest'
import { boxMesh, createHull, torusMesh } from 'react-three-buoyancy/core'
import { createBodyFrame } from '../../src/cannon/bodyFrame.js'
import { applyBodyFrame } from '../../src/react/buoyant/applyBodyFrame.js'
import { createCollisionShape } from '../../src/react/buoyant/collisionShape.js'
import { bodyToUserPose, userToBodyPose } from '../../src/react/physics/framePoses.js'

/** A box mesh moved by a rigid transform: its solid is known in closed form in its own axes. */
function movedBox(w: number, h: number, d: number, position: Vector3, rotation: Quaternion) {
  const mesh = boxMesh(w, h, d)
  const m = new Matrix4().compose(position, rotation, new Vector3(1, 1, 1))
  const p = new Vector3()
  for (let i = 0; i < mesh.positions.length; i += 3) {
    p.set(mesh.positions[i], mesh.positions[i + 1], mesh.positions[i + 2]).applyMatrix4(m)
    mesh.positions.set([p.x, p.y, p.z], i)
  }
  return createHull(mesh.positions, mesh.indices)
}

describe('body frame: centre of mass and principal axes for cannon-es', () => {
  it('a tilted, offset box gets its centre as origin and its own edges as axes, with the closed-form moments', () => {
    const rotation = new Quaternion().setFromAxisAngle(new Vector3(1, 2, 3).normalize(), 0.7)
    const center = new Vector3(3, -1, 2)
    const frame = createBodyFrame(movedBox(4, 1, 2, center, rotation), { density: 500 }, undefined, 'test')
    const mass = 500 * 8
    expect(frame.mass).toBeCloseTo(mass, 9)
    expect(frame.centerOfMass.x).toBeCloseTo(3, 12)
    expect(frame.centerOfMass.y).toBeCloseTo(-1, 12)
    expect(frame.centerOfMass.z).toBeCloseTo(2, 12)
    // The moments of a box about its edges' directions, m (b² + c²) / 12, in some order.
    const expected = [(mass * (1 + 4)) / 12, (mass * (16 + 4)) / 12, (mass * (16 + 1)) / 12].sort((a, b) => a - b)
    const moments = [frame.principalMoments.x, frame.principalMoments.y, frame.principalMoments.z].sort((a, b) => a - b)
    for (let i = 0; i < 3; i++) expect(moments[i]).toBeCloseTo(expected[i], 6)
    // Independent check: the body-frame hull, integrated afresh, has its centroid at 0 and a diagonal tensor.
    const again = frame.hull.massProperties(500)
    expect(Math.hypot(again.centerOfMass.x, again.centerOfMass.y, again.centerOfMass.z)).toBeLessThan(1e-12)
    const I = again.inertia
    expect(Math.max(Math.abs(I[1]), Math.abs(I[2]), Math.abs(I[5]))).toBeLessThan(1e-9 * (I[0] + I[4] + I[8]))
    expect([I[0], I[4], I[8]]).toEqual(
      [frame.principalMoments.x, frame.principalMoments.y, frame.principalMoments.z].map((v) => expect.closeTo(v, 6)),
    )
  })

  it('an axis-aligned box keeps its axes (the body frame is the group frame moved to the centroid)', () => {
    const frame = createBodyFrame(
      movedBox(4, 1, 2, new Vector3(0, 0.5, 0), new Quaternion()),
      { mass: 1000 },
      undefined,
      'test',
    )
    expect(frame.orientation).toEqual({ x: 0, y: 0, z: 0, w: 1 })
    expect(frame.centerOfMass.y).toBeCloseTo(0.5, 12)
    expect(frame.principalMoments.x).toBeCloseTo((1000 * (1 + 4)) / 12, 9)
  })

  it('a centre of mass moved by d adds m d² about the axes across d (parallel axes)', () => {
    const mass = 800
    const frame = createBodyFrame(
      movedBox(2, 1, 1, new Vector3(), new Quaternion()),
      { mass },
      { x: 0, y: -0.25, z: 0 },
      'test',
    )
    expect(frame.centerOfMass).toEqual({ x: 0, y: -0.25, z: 0 })
    expect(frame.principalMoments.x).toBeCloseTo((mass * (1 + 1)) / 12 + mass * 0.0625, 9)
    expect(frame.principalMoments.y).toBeCloseTo((mass * (4 + 1)) / 12, 9)
    expect(frame.principalMoments.z).toBeCloseTo((mass * (4 + 1)) / 12 + mass * 0.0625, 9)
    // The hull moved with it: its vertices now span y from −0.25 to 0.75.
    expect(frame.hull.bounds.min.y).toBeCloseTo(-0.25, 12)
    expect(frame.hull.bounds.max.y).toBeCloseTo(0.75, 12)
  })

  it('user ↔ body poses are inverse, and place the centre of mass where the group frame says', () => {
    const frame = createBodyFrame(
      movedBox(3, 1, 1, new Vector3(1, 0, 0), new Quaternion().setFromAxisAngle(new Vector3(0, 1, 0), 0.4)),
      { density: 300 },
      undefined,
      'test',
    )
    const user = {
      position: new Vector3(5, 2, -1),
      quaternion: new Quaternion().setFromAxisAngle(new Vector3(1, 0, 0), 0.3),
    }
    const body = { position: new Vector3(), quaternion: new Quaternion() }
    userToBodyPose(frame, user.position, user.quaternion, body.position, body.quaternion)
    const com = new Vector3(frame.centerOfMass.x, frame.centerOfMass.y, frame.centerOfMass.z)
      .applyQuaternion(user.quaternion)
      .add(user.position)
    expect(body.position.distanceTo(com)).toBeLessThan(1e-12)
    const back = { position: new Vector3(), quaternion: new Quaternion() }
    bodyToUserPose(frame, body.position, body.quaternion, back.position, back.quaternion)
    expect(back.position.distanceTo(user.position)).toBeLessThan(1e-12)
    expect(Math.abs(back.quaternion.dot(user.quaternion))).toBeCloseTo(1, 12)
  })

  it('refuses a bad mass spec with the prop names', () => {
    const hull = movedBox(1, 1, 1, new Vector3(), new Quaternion())
    expect(() => createBodyFrame(hull, { mass: -5 }, undefined, '<Buoyant>')).toThrow(
      /<Buoyant>: mass must be a positive/,
    )
    expect(() => createBodyFrame(hull, { mass: 5, density: 3 }, undefined, '<Buoyant>')).toThrow(
      /mass or density, not both/,
    )
    expect(() => createBodyFrame(hull, { density: 0 }, undefined, '<Buoyant>')).toThrow(/density must be a positive/)
  })
})

describe('collision shapes cannon-es collides with boxes', () => {
  /** Drops a body with the frame's shape onto a static box whose top is at y = 0; returns where it rests. */
  function restingHeight(shape: 'convex' | 'box', hull: ReturnType<typeof createHull>): number {
    const world = new World({ gravity: new Vec3(0, -9.81, 0) })
    const ground = new Body({ mass: 0, shape: new Box(new Vec3(20, 1, 20)), position: new Vec3(0, -1, 0) })
    world.addBody(ground)
    const frame = createBodyFrame(hull, { density: 500 }, undefined, 'test')
    const body = new Body()
    applyBodyFrame(body, frame, shape)
    body.position.set(0, 1.2, 0)
    world.addBody(body)
    for (let i = 0; i < 240; i++) world.step(1 / 60)
    return body.position.y
  }

  it('a box hull as its convex envelope rests on a box at its half height', () => {
    const hull = createHull(boxMesh(2, 1, 2).positions, boxMesh(2, 1, 2).indices)
    expect(restingHeight('convex', hull)).toBeCloseTo(0.5, 1)
    expect(restingHeight('box', hull)).toBeCloseTo(0.5, 1)
  })

  it('a torus (not convex) collides as its envelope: lying flat it rests at its tube radius', () => {
    const torus = torusMesh(1, 0.3, 24, 12)
    const hull = createHull(torus.positions, torus.indices)
    const { shape } = createCollisionShape(createBodyFrame(hull, { density: 500 }, undefined, 'test').hull, 'convex')
    expect(shape).toBeInstanceOf(ConvexPolyhedron)
    const flatHeight = Math.abs(hull.bounds.min.y)
    expect(restingHeight('convex', hull)).toBeCloseTo(flatHeight, 1)
  })

  it("inertia stays the hull's after the shape is added (cannon-es would put its bounding-box estimate)", () => {
    const hull = createHull(torusMesh(1, 0.3, 24, 12).positions, torusMesh(1, 0.3, 24, 12).indices)
    const frame = createBodyFrame(hull, { density: 500 }, undefined, 'test')
    const body = new Body()
    applyBodyFrame(body, frame, 'convex')
    expect(body.inertia.x).toBe(frame.principalMoments.x)
    expect(body.invInertia.y).toBe(1 / frame.principalMoments.y)
    expect(body.mass).toBe(frame.mass)
  })
})
