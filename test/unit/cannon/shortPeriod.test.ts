import { World } from 'cannon-es'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { attachBuoyancy, createBuoyantBody } from 'react-three-buoyancy/cannon'
import { boxMesh, createHull, flatWater } from 'react-three-buoyancy/core'

// A body that heaves faster than its step can follow (an audit's 1 mm boat bounced 15 heights out of the
// water at 60 Hz) is said to, once, with the ways out.
describe('a body whose heave period is under two steps', () => {
  afterEach(() => vi.restoreAllMocks())

  function float(step: number) {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    // 1 × 0.1 × 1 mm at half the water's density: a 0.05 mm draft
    const mesh = boxMesh(0.001, 0.0001, 0.001)
    const made = createBuoyantBody(createHull(mesh.positions, mesh.indices), { density: 512.5 })
    const world = new World()
    world.gravity.set(0, -9.81, 0)
    world.addBody(made.body)
    attachBuoyancy(world, made.body, made.hull, flatWater(0))
    for (let i = 0; i < 20; i++) world.step(step)
    return warn.mock.calls.map((call) => String(call[0])).filter((text) => /heaves with a period/.test(text))
  }

  it('is said once at 60 Hz, naming its period and the step', () => {
    const said = float(1 / 60)
    expect(said).toHaveLength(1)
    const period = Number(/period of ([\d.]+) s/.exec(said[0])![1])
    expect(period).toBeLessThan(2 / 60)
    expect(period).toBeGreaterThan(0)
  })

  it('is not said when the step follows it (1 / 600 s)', () => {
    expect(float(1 / 600)).toHaveLength(0)
  })
})
