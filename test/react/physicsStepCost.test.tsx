import ReactThreeTestRenderer from '@react-three/test-renderer'
import { Body, SAPBroadphase, Sphere, Vec3 } from 'cannon-es'
import { createRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Physics, type PhysicsApi } from 'react-three-buoyancy'

let renderer: Awaited<ReturnType<typeof ReactThreeTestRenderer.create>> | null = null
afterEach(async () => {
  vi.restoreAllMocks()
  await renderer?.unmount()
  renderer = null
})

async function physicsWith(bodies: number): Promise<PhysicsApi> {
  const physics = createRef<PhysicsApi>()
  renderer = await ReactThreeTestRenderer.create(<Physics ref={physics} gravity={[0, 0, 0]} />)
  const api = physics.current!
  // balls 0.5 m in radius, 3 m apart along z: no two touch
  for (let i = 0; i < bodies; i++) {
    api.world.addBody(new Body({ mass: 1, shape: new Sphere(0.5), position: new Vec3(0, 0, 3 * i) }))
  }
  return api
}

describe('<Physics>: a broadphase for fleets and the cost of a step', () => {
  it('sweeps and prunes by default: 200 bodies apart cost a few pair tests a step, not all 19,900', async () => {
    const api = await physicsWith(200)
    expect(api.world.broadphase).toBeInstanceOf(SAPBroadphase)
    const tests = vi.spyOn(api.world.broadphase, 'intersectionTest')
    api.step()
    // the axis is detected from the spread (z here): no pair overlaps on it, so none is tested
    expect(tests.mock.calls.length).toBe(0)
    expect(api.world.bodies.every((b) => b.position.z === api.world.bodies.indexOf(b) * 3)).toBe(true)
  })

  it('a pair that overlaps is still found and collides', async () => {
    const api = await physicsWith(50)
    const ball = new Body({
      mass: 1,
      shape: new Sphere(0.5),
      position: new Vec3(0.9, 0, 0),
      velocity: new Vec3(-1, 0, 0),
    })
    api.world.addBody(ball)
    for (let i = 0; i < 10; i++) api.step()
    // without the contact it would have moved 10/60 m towards −x
    expect(ball.velocity.x).toBeGreaterThan(-1)
  })

  it('reports the last step in ms and per body, from the clock around the whole step', async () => {
    const api = await physicsWith(7)
    expect(api.lastStepMs).toBe(0)
    expect(api.lastStepMsPerBody).toBe(0)
    const now = vi.spyOn(performance, 'now')
    now.mockReturnValueOnce(100).mockReturnValueOnce(103.5)
    api.step()
    expect(now).toHaveBeenCalledTimes(2)
    expect(api.lastStepMs).toBeCloseTo(3.5, 12)
    expect(api.lastStepMsPerBody).toBeCloseTo(0.5, 12)
  })
})
