import ReactThreeTestRenderer from '@react-three/test-renderer'
import { createRef } from 'react'
import { BoxGeometry } from 'three'
import { describe, expect, it, vi } from 'vitest'
import { Buoyant, type BuoyantApi, Cargo, Compartment, Physics, type PhysicsApi, Waves } from 'react-three-buoyancy'
import { flatWater } from 'react-three-buoyancy/core'
import type { WaterSurface } from 'react-three-buoyancy/core'
import { mount, unmountAfterEach } from './mount.js'

unmountAfterEach(() => vi.restoreAllMocks())

function quietErrors(): string[] {
  const errors: string[] = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(' ')))
  return errors
}

function Cube({
  name,
  x = 0,
  water,
  api,
}: {
  name: string
  x?: number
  water?: WaterSurface
  api?: React.Ref<BuoyantApi>
}) {
  return (
    <Buoyant name={name} position={[x, 0, 0]} density={500} water={water} ref={api}>
      <mesh geometry={new BoxGeometry(1, 1, 1)} />
    </Buoyant>
  )
}

describe('<Buoyant>: a water that fails mid-run (issue 16, item 2)', () => {
  it('is reported through onError naming the body; the step does not throw and the others float on', async () => {
    const errors = quietErrors()
    const onError = vi.fn()
    const water = {
      broken: false,
      heightAt(): number {
        if (this.broken) throw new Error('wave sensor lost')
        return 0
      },
    }
    const physics = createRef<PhysicsApi>()
    const good = createRef<BuoyantApi>()
    await mount(
      <Waves waves={flatWater()}>
        <Physics ref={physics}>
          <Cube name="good" api={good} />
          <Buoyant name="wavy" position={[4, 0, 0]} density={500} water={water} onError={onError}>
            <mesh geometry={new BoxGeometry(1, 1, 1)} />
          </Buoyant>
        </Physics>
      </Waves>,
    )
    await ReactThreeTestRenderer.act(async () => {
      for (let i = 0; i < 30; i++) physics.current!.step()
    })
    water.broken = true
    await ReactThreeTestRenderer.act(async () => {
      expect(() => physics.current!.step()).not.toThrow()
    })
    expect(onError).toHaveBeenCalledTimes(1)
    expect(onError.mock.calls[0][0].message).toMatch(
      /^<Buoyant name="wavy">: attachBuoyancy: body #\d+: .*wave sensor lost/,
    )
    expect(errors.join('\n')).toMatch(/wave sensor lost/)
    // the failed body left the world; the good one floats on with its centre 0.5 − 500/1025 m above the water
    await ReactThreeTestRenderer.act(async () => {
      for (let i = 0; i < 600; i++) physics.current!.step()
    })
    expect(physics.current!.world.bodies).toEqual([good.current!.body])
    expect(good.current!.body.position.y).toBeCloseTo(0.5 - 500 / 1025, 2)
  })
})

describe('reports instead of throwing (issue 16, also)', () => {
  it('<Cargo> and <Compartment> outside <Buoyant> report through onError; the rest of the scene stays', async () => {
    quietErrors()
    const cargoError = vi.fn()
    const compartmentError = vi.fn()
    const physics = createRef<PhysicsApi>()
    await mount(
      <Waves waves={flatWater()}>
        <Physics ref={physics}>
          <Cube name="ship" />
          <Cargo name="crate" mass={100} position={[0, 0, 0]} onError={cargoError} />
          <Compartment name="hold" box={{ size: [1, 1, 1] }} onError={compartmentError} />
        </Physics>
      </Waves>,
    )
    expect(cargoError).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringMatching(/^<Cargo name="crate">: no floating body here/) }),
    )
    expect(compartmentError).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringMatching(/^<Compartment name="hold">: no floating body here/) }),
    )
    expect(physics.current!.world.bodies).toHaveLength(1)
  })

  it('<Buoyant> outside <Physics> names itself once', async () => {
    quietErrors()
    const onError = vi.fn()
    await mount(
      <Waves waves={flatWater()}>
        <Buoyant name="lost" onError={onError}>
          <mesh geometry={new BoxGeometry(1, 1, 1)} />
        </Buoyant>
      </Waves>,
    )
    expect(onError).toHaveBeenCalledTimes(1)
    expect(onError.mock.calls[0][0].message).toMatch(/^<Buoyant name="lost">: no physics world here/)
  })

  it('<Buoyant quaternion={[0, 0, 0, 0]}> is refused, not taken as the identity', async () => {
    quietErrors()
    const onError = vi.fn()
    await mount(
      <Waves waves={flatWater()}>
        <Physics>
          <Buoyant name="spun" quaternion={[0, 0, 0, 0]} onError={onError}>
            <mesh geometry={new BoxGeometry(1, 1, 1)} />
          </Buoyant>
        </Physics>
      </Waves>,
    )
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({
        message: expect.stringMatching(/^<Buoyant name="spun">: quaternion must not be zero/),
      }),
    )
  })
})

describe('SimulationClock where a double runs out (issue 16, also)', () => {
  it('refuses a step that would not advance the time (t + dt === t) instead of standing still', async () => {
    const { SimulationClock } = await import('react-three-buoyancy')
    const clock = new SimulationClock({ time: 1e14 })
    expect(clock.advance(1 / 60)).toBeGreaterThan(1e14)
    clock.time = 1e15
    expect(() => clock.advance(1 / 60)).toThrow(/SimulationClock: time 1000000000000000 s \+ 0\.01666.* s rounds back/)
    expect(clock.time).toBe(1e15)
  })
})
