import ReactThreeTestRenderer from '@react-three/test-renderer'
import { Body, Sphere, Vec3 } from 'cannon-es'
import { type ReactNode, createRef } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { Physics, type PhysicsApi, SimulationClock, Waves, useSimulationClock } from 'react-three-buoyancy'

type Renderer = Awaited<ReturnType<typeof ReactThreeTestRenderer.create>>
const mounted: Renderer[] = []
async function mount(element: ReactNode): Promise<Renderer> {
  const renderer = await ReactThreeTestRenderer.create(element)
  mounted.push(renderer)
  return renderer
}
afterEach(async () => {
  while (mounted.length > 0) await mounted.pop()!.unmount()
})

const seen: { clock: SimulationClock | null } = { clock: null }
function ClockProbe() {
  seen.clock = useSimulationClock()
  return null
}

/** A free ball with no gravity: its position is a closed form of time. */
function ballIn(physics: PhysicsApi, velocity: number): Body {
  const ball = new Body({ mass: 1, shape: new Sphere(0.5), velocity: new Vec3(velocity, 0, 0), linearDamping: 0 })
  physics.world.addBody(ball)
  return ball
}

describe('<Physics>: fixed steps from frame deltas', () => {
  it('inside <Waves> it drives the waves clock: world.time equals clock.time, and the flag clears on unmount', async () => {
    const physics = createRef<PhysicsApi>()
    const renderer = await mount(
      <Waves waves="calm">
        <Physics ref={physics}>
          <ClockProbe />
        </Physics>
      </Waves>,
    )
    const clock = seen.clock!
    expect(physics.current!.clock).toBe(clock)
    expect(clock.driven).toBe(true)
    await renderer.advanceFrames(30, 1 / 60)
    expect(physics.current!.stepCount).toBe(30)
    expect(physics.current!.world.time).toBe(clock.time)
    expect(clock.time).toBeCloseTo(0.5, 12)

    await renderer.update(
      <Waves waves="calm">
        <ClockProbe />
      </Waves>,
    )
    expect(seen.clock).toBe(clock)
    expect(clock.driven).toBe(false)
    expect(clock.interpolationLag).toBe(0)
    await renderer.advanceFrames(3, 0.01) // <Waves> advances its clock again by itself
    expect(clock.time).toBeCloseTo(0.53, 12)
  })

  it('outside <Waves> it makes its own clock, which a <Waves> inside reuses', async () => {
    const physics = createRef<PhysicsApi>()
    await mount(
      <Physics ref={physics}>
        <Waves waves="calm">
          <ClockProbe />
        </Waves>
      </Physics>,
    )
    expect(seen.clock).toBe(physics.current!.clock)
    expect(seen.clock!.driven).toBe(true)
  })

  it('runs floor(simulated time / step) steps under any frame rate, and lags the render by step − accumulator', async () => {
    for (const [delta, frames] of [
      [1 / 30, 30],
      [1 / 60, 60],
      [1 / 144, 144],
      [0.007, 100],
    ]) {
      const physics = createRef<PhysicsApi>()
      const renderer = await mount(<Physics ref={physics} fixedStep={1 / 60} />)
      await renderer.advanceFrames(frames, delta)
      const elapsed = frames * delta
      const api = physics.current!
      expect(api.stepCount).toBe(Math.floor(elapsed * 60 + 1e-6))
      expect(api.clock.time).toBeCloseTo(api.stepCount / 60, 12)
      // The drawn moment is one step behind the newest plus what the accumulator holds.
      const accumulated = elapsed - api.stepCount / 60
      expect(api.clock.renderTime).toBeCloseTo(api.clock.time - 1 / 60 + accumulated, 9)
      await renderer.unmount()
      mounted.pop()
    }
  })

  it('clamps a long frame to maxFrameDelta and runs at most maxSubSteps steps a frame', async () => {
    const physics = createRef<PhysicsApi>()
    const renderer = await mount(<Physics ref={physics} maxFrameDelta={0.1} maxSubSteps={4} />)
    await renderer.advanceFrames(1, 5) // a five-second hitch: 0.1 s would be 6 steps, the cap is 4
    expect(physics.current!.stepCount).toBe(4)
    expect(physics.current!.clock.time).toBeCloseTo(4 / 60, 12)
    await renderer.advanceFrames(1, 0.001) // the dropped backlog does not come back
    expect(physics.current!.stepCount).toBe(4)
  })

  it('paused and timeScale act through the clock; step(dt) still steps a paused world', async () => {
    const physics = createRef<PhysicsApi>()
    const scene = (paused: boolean, timeScale: number) => (
      <Physics ref={physics} paused={paused} timeScale={timeScale} />
    )
    const renderer = await mount(scene(true, 1))
    await renderer.advanceFrames(10, 1 / 60)
    expect(physics.current!.stepCount).toBe(0)
    physics.current!.step()
    physics.current!.step(0.01)
    expect(physics.current!.stepCount).toBe(2)
    expect(physics.current!.clock.time).toBeCloseTo(1 / 60 + 0.01, 12)
    expect(physics.current!.clock.interpolationLag).toBe(0)

    const world = physics.current!.world
    await renderer.update(scene(false, 0.5))
    expect(physics.current!.world).toBe(world)
    await renderer.advanceFrames(20, 1 / 60) // 10 steps' worth of simulated time
    expect(physics.current!.stepCount).toBe(12)
    expect(() => physics.current!.step(-1)).toThrow(/step\(dt\).*positive/)
  })

  it('before/after callbacks run once per step, in order, with the step times; gravity changes in place', async () => {
    const physics = createRef<PhysicsApi>()
    const log: string[] = []
    const scene = (gravity: [number, number, number]) => (
      <Physics
        ref={physics}
        gravity={gravity}
        beforeStep={(e) => log.push(`before ${e.stepCount} ${e.time.toFixed(4)}`)}
        afterStep={(e) => log.push(`after ${e.stepCount} ${e.time.toFixed(4)} ${e.world.time.toFixed(4)}`)}
      />
    )
    const renderer = await mount(scene([0, -9.81, 0]))
    await renderer.advanceFrames(1, 2 / 60)
    expect(log).toEqual(['before 0 0.0000', 'after 1 0.0167 0.0167', 'before 1 0.0167', 'after 2 0.0333 0.0333'])
    const world = physics.current!.world
    await renderer.update(scene([0, -1.62, 0]))
    expect(physics.current!.world).toBe(world)
    expect(world.gravity.y).toBe(-1.62)
  })

  it('a prop out of range (fixedStep 0, a NaN gravity, a callback that is no function, a NaN time scale) is said once; the last good values go on', async () => {
    const physics = createRef<PhysicsApi>()
    const errors: string[] = []
    const original = console.error
    console.error = (...args: unknown[]) => void errors.push(args.map(String).join(' '))
    try {
      const scene = (fixedStep: number, gravity: [number, number, number], beforeStep?: unknown) => (
        <Physics ref={physics} fixedStep={fixedStep} gravity={gravity} beforeStep={beforeStep as undefined} />
      )
      const renderer = await mount(scene(1 / 60, [0, -9.81, 0]))
      await renderer.update(scene(0, [0, -9.81, 0]))
      await renderer.update(scene(0, [0, -9.81, 0]))
      await renderer.advanceFrames(1, 2 / 60)
      expect(physics.current!.stepCount).toBe(2)
      await renderer.update(scene(1 / 60, [0, Number.NaN, 0]))
      expect(physics.current!.world.gravity.y).toBe(-9.81)
      await renderer.update(scene(1 / 60, [0, -9.81, 0], 'x'))
      await renderer.advanceFrames(1, 1 / 60)
      expect(physics.current!.stepCount).toBe(3)
      // a time scale a slider left at NaN: the clock keeps its last good one (thrown from the layout
      // effect, it unmounted the canvas)
      await renderer.update(<Physics ref={physics} timeScale={Number.NaN} />)
      await renderer.advanceFrames(1, 1 / 60)
      expect(physics.current!.stepCount).toBe(4)
      expect(errors).toEqual([
        expect.stringMatching(/^<Physics>: fixedStep must be a positive finite number of seconds/),
        expect.stringMatching(/^<Physics>: gravity y must be a finite number/),
        expect.stringMatching(/^<Physics>: beforeStep must be a function/),
        expect.stringMatching(/^<Physics>: timeScale must be a finite number ≥ 0 \(got NaN\)/),
      ])
    } finally {
      console.error = original
    }
  })

  it('two worlds on one clock are refused with a readable error', async () => {
    seen.clock = null
    const errors: unknown[] = []
    const originalError = console.error
    console.error = (...args: unknown[]) => errors.push(args[0])
    try {
      await expect(
        mount(
          <Waves waves="calm">
            <ClockProbe />
            <Physics />
            <Physics />
          </Waves>,
        ),
      ).rejects.toThrow(/another <Physics> already drives this simulation clock/)
    } finally {
      console.error = originalError
    }
    // React unmounted the failed tree: the first world let go of the clock.
    expect(seen.clock!.driven).toBe(false)
  })

  it('a free body moves by the closed form; the world keeps time with the clock over 1000 steps', async () => {
    const physics = createRef<PhysicsApi>()
    const renderer = await mount(<Physics ref={physics} gravity={[0, 0, 0]} />)
    const ball = ballIn(physics.current!, 2)
    await renderer.advanceFrames(1000, 1 / 60)
    expect(physics.current!.stepCount).toBe(1000)
    expect(physics.current!.world.time).toBe(physics.current!.clock.time)
    expect(ball.position.x).toBeCloseTo((2 * 1000) / 60, 9)
  })
})
