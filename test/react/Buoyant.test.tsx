import ReactThreeTestRenderer from '@react-three/test-renderer'
import type { World } from 'cannon-es'
import { type RefObject, StrictMode, createRef } from 'react'
import { BoxGeometry, Vector3, type Mesh } from 'three'
import { describe, expect, it, vi } from 'vitest'
import {
  Buoyant,
  type BuoyantApi,
  type BuoyantProps,
  Cargo,
  Physics,
  type PhysicsApi,
  Waves,
} from 'react-three-buoyancy'
import { boxMesh, flatWater } from 'react-three-buoyancy/core'
import { mount, unmount, unmountAfterEach } from './mount.js'
import { FineBall } from './fineBall.js'
import { modeSearches } from '../../src/core/seakeeping/modeStiffness.js'
import { SEEDS } from './seeds.js'

unmountAfterEach(() => vi.restoreAllMocks())

const WATER = 1025
const still = flatWater()

function listeners(world: World, type: 'preStep' | 'postStep'): number {
  return (world as unknown as { _listeners?: Record<string, unknown[]> })._listeners?.[type]?.length ?? 0
}

/** A 2 × 1 × 2 m box of the given density, its group at `y`. */
function Box({
  name = 'box',
  y = 0,
  density = 500,
  ...rest
}: Omit<BuoyantProps, 'children' | 'position'> & { y?: number }) {
  return (
    <Buoyant
      name={name}
      position={[0, y, 0]}
      density={rest.mass === undefined ? density : undefined}
      {...SEEDS}
      {...rest}
    >
      <mesh>
        <boxGeometry args={[2, 1, 2]} />
      </mesh>
    </Buoyant>
  )
}

/** Steps the world `count` times. */
async function steps(physics: RefObject<PhysicsApi | null>, count: number): Promise<void> {
  await ReactThreeTestRenderer.act(async () => {
    for (let i = 0; i < count; i++) physics.current!.step()
  })
}

describe('<Buoyant>: a box floats at its Archimedes draft', () => {
  it('settles with its bottom at −(ρ_body/ρ_water)·h on still water, and the drawn group follows the body', async () => {
    const physics = createRef<PhysicsApi>()
    const box = createRef<BuoyantApi>()
    const renderer = await mount(
      <Waves waves={still}>
        <Physics ref={physics}>
          <Box ref={box} y={0.3} />
        </Physics>
      </Waves>,
    )
    await ReactThreeTestRenderer.act(async () => {
      for (let i = 0; i < 900; i++) physics.current!.step()
    })
    const draft = (500 / WATER) * 1
    // The body origin is the box's centre: bottom at y − 0.5.
    expect(box.current!.body.position.y - 0.5).toBeCloseTo(-draft, 3)
    expect(box.current!.last.displacedVolume).toBeCloseTo(4 * draft, 3)
    expect(Math.abs(box.current!.body.velocity.y)).toBeLessThan(1e-3)
    // step() shows the newest state: the group is drawn exactly at the body.
    const group = renderer.scene.findByProps({ name: 'box' }).instance
    expect(group.position.y).toBe(box.current!.body.position.y)
  })

  it('draws the children where they were placed even when the centre of mass is elsewhere', async () => {
    const physics = createRef<PhysicsApi>()
    const renderer = await mount(
      <Waves waves={flatWater(-100)}>
        <Physics ref={physics}>
          <Buoyant name="offset" position={[3, 2, 1]} rotation={[0, Math.PI / 2, 0]} density={400}>
            <mesh name="hull" position={[1, 0.5, 0]} rotation={[0, 0, 0.3]}>
              <boxGeometry args={[3, 1, 1]} />
            </mesh>
          </Buoyant>
        </Physics>
      </Waves>,
    )
    const body = physics.current!.namedBodies.get('offset')!.body
    // The body sits at the mesh's centre (its centre of mass): the group (3, 2, 1) turned 90° about y, then
    // (1, 0.5, 0) in the group, gives (3, 2.5, 0).
    expect(
      new Vector3(body.position.x, body.position.y, body.position.z).distanceTo(new Vector3(3, 2.5, 0)),
    ).toBeLessThan(1e-12)
    physics.current!.step()
    // One step of free fall (semi-implicit Euler: Δy = −g dt²), and the mesh is drawn with it.
    const mesh = renderer.scene.findByProps({ name: 'hull' }).instance as Mesh
    mesh.updateWorldMatrix(true, false)
    const origin = new Vector3().setFromMatrixPosition(mesh.matrixWorld)
    expect(origin.distanceTo(new Vector3(3, 2.5 - 9.81 / 3600, 0))).toBeLessThan(1e-9)
    // Its orientation too: the mesh's x axis is the group's (turned 90° about y) tilted by 0.3 rad about z.
    const xAxis = new Vector3().setFromMatrixColumn(mesh.matrixWorld, 0)
    expect(xAxis.distanceTo(new Vector3(0, Math.sin(0.3), -Math.cos(0.3)))).toBeLessThan(1e-9)
  })
})

describe('<Buoyant>: group props', () => {
  it("pass through to the group that draws it (visible, userData, renderOrder), except the transform, which is the physics'", async () => {
    const physics = createRef<PhysicsApi>()
    const renderer = await mount(
      <Waves waves={still}>
        <Physics ref={physics}>
          <Buoyant name="tagged" density={500} visible={false} userData={{ tag: 'crate' }} renderOrder={3}>
            <mesh>
              <boxGeometry args={[2, 1, 2]} />
            </mesh>
          </Buoyant>
        </Physics>
      </Waves>,
    )
    const group = renderer.scene.findByProps({ name: 'tagged' }).instance
    expect(group.visible).toBe(false)
    expect(group.userData).toEqual({ tag: 'crate' })
    expect(group.renderOrder).toBe(3)
    // (a scale is refused: the bad-props tests below)
    expect(group.scale.toArray()).toEqual([1, 1, 1])
    expect(physics.current!.namedBodies.get('tagged')).toBeDefined()
  })
})

describe('<Buoyant>: where the hull comes from', () => {
  it('a collider stands in for a detailed child mesh, and a hull prop for no child at all', async () => {
    const physics = createRef<PhysicsApi>()
    const fromCollider = createRef<BuoyantApi>()
    const fromHull = createRef<BuoyantApi>()
    const collider = new BoxGeometry(2, 1, 2)
    const slab = boxMesh(2, 1, 2)
    await mount(
      <Waves waves={still}>
        <Physics ref={physics}>
          <Buoyant ref={fromCollider} name="collider" collider={collider} density={500}>
            {/* What is drawn is a sphere; what floats is the collider's box. */}
            <mesh>
              <sphereGeometry args={[1, 16, 12]} />
            </mesh>
          </Buoyant>
          <Buoyant ref={fromHull} name="hull" hull={slab} position={[6, 0, 0]} density={500} />
        </Physics>
      </Waves>,
    )
    expect(fromCollider.current!.hull!.volume).toBeCloseTo(4, 12)
    expect(fromHull.current!.hull!.volume).toBeCloseTo(4, 12)
    await ReactThreeTestRenderer.act(async () => {
      for (let i = 0; i < 900; i++) physics.current!.step()
    })
    for (const api of [fromCollider.current!, fromHull.current!]) {
      expect(api.body.position.y - 0.5).toBeCloseTo(-500 / WATER, 3)
    }
  })

  it('a child that throws is caught by that <Buoyant>: reported, and the rest of the scene floats on', async () => {
    const errors: string[] = []
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(' ')))
    const onError = vi.fn()
    function Broken(): never {
      throw new Error('the model failed to load')
    }
    const physics = createRef<PhysicsApi>()
    await mount(
      <Waves waves={still}>
        <Physics ref={physics}>
          <Box name="good" y={1} />
          <Buoyant name="broken" onError={onError}>
            <Broken />
          </Buoyant>
        </Physics>
      </Waves>,
    )
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: '<Buoyant name="broken">: the model failed to load' }),
    )
    expect(errors.join('\n')).toMatch(/the model failed to load/)
    await ReactThreeTestRenderer.act(async () => {
      for (let i = 0; i < 60; i++) physics.current!.step()
    })
    expect([...physics.current!.namedBodies.keys()]).toEqual(['good'])
    expect(physics.current!.world.bodies).toHaveLength(1)
  })
})

describe('<Buoyant>: lifecycle', () => {
  it('mount and unmount, also under StrictMode, leave no bodies and no step listeners behind', async () => {
    for (const strict of [false, true]) {
      const physics = createRef<PhysicsApi>()
      const scene = (count: number) => {
        const tree = (
          <Waves waves="calm">
            <Physics ref={physics}>
              {Array.from({ length: count }, (_, i) => (
                <Box key={i} name={`box${i}`} y={2 * i} />
              ))}
            </Physics>
          </Waves>
        )
        return strict ? <StrictMode>{tree}</StrictMode> : tree
      }
      const renderer = await mount(scene(3))
      const world = physics.current!.world
      expect(world.bodies.length).toBe(3)
      expect(listeners(world, 'preStep')).toBe(3)
      expect(listeners(world, 'postStep')).toBe(3)
      await ReactThreeTestRenderer.act(async () => physics.current!.step())

      await renderer.update(scene(1))
      expect(physics.current!.world).toBe(world)
      expect(world.bodies.length).toBe(1)
      expect(listeners(world, 'preStep')).toBe(1)
      expect([...physics.current!.namedBodies.keys()]).toEqual(['box0'])

      await renderer.update(scene(0))
      expect(world.bodies.length).toBe(0)
      expect(listeners(world, 'preStep')).toBe(0)
      expect(listeners(world, 'postStep')).toBe(0)
      expect(physics.current!.namedBodies.size).toBe(0)
      await unmount(renderer)
    }
  })

  it('props change in place: mass, drag and position re-apply without remounting the world or the body', async () => {
    const physics = createRef<PhysicsApi>()
    const box = createRef<BuoyantApi>()
    const scene = (props: { mass: number; drag?: false; x?: number }) => (
      <Waves waves="calm">
        <Physics ref={physics}>
          <Buoyant ref={box} name="box" mass={props.mass} drag={props.drag} position={[props.x ?? 0, 0, 0]}>
            <mesh>
              <boxGeometry args={[2, 1, 2]} />
            </mesh>
          </Buoyant>
        </Physics>
      </Waves>
    )
    const renderer = await mount(scene({ mass: 1000 }))
    const world = physics.current!.world
    const body = box.current!.body
    const hull = box.current!.hull
    await ReactThreeTestRenderer.act(async () => physics.current!.step())

    await renderer.update(scene({ mass: 1500 }))
    expect(physics.current!.world).toBe(world)
    expect(box.current!.body).toBe(body)
    // in this commit, or (on a loaded machine, when the mount's modes took past the commit's budget) in a
    // task of its own just after it
    await vi.waitFor(
      async () => {
        await ReactThreeTestRenderer.act(async () => {})
        expect(body.mass).toBe(1500)
      },
      { timeout: 10_000, interval: 50 },
    )
    expect(body.inertia.x).toBeCloseTo((1500 * (1 + 4)) / 12, 9)
    // Same shape, rebuilt for the new mass (the centre of mass did not move).
    expect(Array.from(box.current!.hull!.positions)).toEqual(Array.from(hull!.positions))
    expect(world.bodies).toEqual([body])

    await renderer.update(scene({ mass: 1500, drag: false }))
    expect(listeners(world, 'preStep')).toBe(1)
    expect(world.bodies).toEqual([body])

    await renderer.update(scene({ mass: 1500, drag: false, x: 7 }))
    expect(body.position.x).toBeCloseTo(7, 12)
  })

  it('a density slider on a fine body, whose still-water modes took long: a change keeps the body as it is until the new ones are ready, outside the commit', async () => {
    // a sphere's ten strip sections all differ: its modes (radiation 'auto''s strip theory for each draft)
    // take 60–180 ms here, past the commit's 20 ms budget; computed in each commit, a slider froze the page
    const ball = createRef<BuoyantApi>()
    const scene = (density: number) => <FineBall density={density} ballRef={ball} />
    // the mount computes them in its commit, and measures them
    const renderer = await mount(scene(400))
    const volume = ball.current!.hull!.volume
    expect(ball.current!.body!.mass).toBeCloseTo(400 * volume, 6)
    const searches = modeSearches.calls
    await renderer.update(scene(450))
    // not in this commit: the body floats on with its mass
    expect(modeSearches.calls).toBe(searches)
    expect(ball.current!.body!.mass).toBeCloseTo(400 * volume, 6)
    // then, in tasks of its own, the new frame
    await vi.waitFor(
      async () => {
        await ReactThreeTestRenderer.act(async () => {})
        expect(ball.current!.body!.mass).toBeCloseTo(450 * volume, 6)
      },
      { timeout: 10_000, interval: 50 },
    )
    expect(modeSearches.calls).toBe(searches + 1)
  })
})

describe('<Buoyant>: bad props are reported and do not take the scene down', () => {
  it('a negative mass and an open mesh each log one readable error; the good box beside them floats', async () => {
    const errors: string[] = []
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      errors.push(args.map(String).join(' '))
    })
    const physics = createRef<PhysicsApi>()
    const onError = vi.fn()
    await mount(
      <StrictMode>
        <Waves waves={still}>
          <Physics ref={physics}>
            <Box name="good" y={1} />
            <Buoyant name="negative" mass={-5} onError={onError}>
              <mesh>
                <boxGeometry />
              </mesh>
            </Buoyant>
            <Buoyant name="open" position={[5, 0, 0]} hull="exact">
              <mesh>
                <planeGeometry args={[2, 2]} />
              </mesh>
            </Buoyant>
          </Physics>
        </Waves>
      </StrictMode>,
    )
    await ReactThreeTestRenderer.act(async () => {
      for (let i = 0; i < 900; i++) physics.current!.step()
    })
    expect(errors).toHaveLength(2)
    expect(errors[0]).toMatch(
      /^<Buoyant name="negative">: mass must be a positive finite number of kilograms \(got -5\)/,
    )
    // 'exact' refuses what is not closed, and the message names the ways out.
    expect(errors[1]).toMatch(
      /^<Buoyant name="open">: cannot float the meshes it draws \("Mesh"\): .*hull="wrap".*collider/,
    )
    expect(onError).toHaveBeenCalledTimes(1)
    expect(physics.current!.world.bodies.length).toBe(1)
    const good = physics.current!.namedBodies.get('good')!.body
    expect(good.position.y - 0.5).toBeCloseTo(-500 / WATER, 2)
  })

  it('an unknown hull value is reported once, and the body floats once the prop is put right', async () => {
    // hull="convx" re-rendered for ever ("Maximum update depth exceeded") until React unmounted the body
    const errors: string[] = []
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      errors.push(args.map(String).join(' '))
    })
    const physics = createRef<PhysicsApi>()
    const onError = vi.fn()
    const scene = (hull: string) => (
      <Waves waves={still}>
        <Physics ref={physics}>
          <Box name="typo" hull={hull as 'convex'} onError={onError} />
        </Physics>
      </Waves>
    )
    const renderer = await mount(scene('convx'))
    await steps(physics, 30)
    expect(onError).toHaveBeenCalledTimes(1)
    expect(onError.mock.calls[0][0].message).toMatch(/hull prop must be .*got "convx"/)
    expect(errors.filter((e) => /Maximum update depth/.test(e))).toHaveLength(0)
    expect(physics.current!.world.bodies.length).toBe(0)
    await ReactThreeTestRenderer.act(async () => renderer.update(scene('convex')))
    // (a convex hull is made in a task of its own)
    for (let i = 0; i < 200 && physics.current!.world.bodies.length === 0; i++) {
      await ReactThreeTestRenderer.act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 10))
        physics.current!.step()
      })
    }
    expect(physics.current!.world.bodies.length).toBe(1)
  })

  it('a bad buoyancy option put right floats the body, and a second bad one is reported again', async () => {
    // a tolerance of 0 put right left the body out of the world (the attach's problem was held until the
    // hull, name or collision shape changed), and a later −1 was not reported (an audit of the Hull lab)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const physics = createRef<PhysicsApi>()
    const onError = vi.fn()
    const scene = (tolerance: number) => (
      <Waves waves={still}>
        <Physics ref={physics}>
          <Box name="lab" tolerance={tolerance} onError={onError} />
        </Physics>
      </Waves>
    )
    const renderer = await mount(scene(0))
    await steps(physics, 10)
    expect(onError).toHaveBeenCalledTimes(1)
    expect(onError.mock.calls[0][0].message).toMatch(/options\.tolerance must be .* got 0$/)
    expect(physics.current!.world.bodies.length).toBe(0)
    await ReactThreeTestRenderer.act(async () => renderer.update(scene(0.25)))
    // (the still-water modes are computed in a task of their own)
    for (let i = 0; i < 200 && physics.current!.world.bodies.length === 0; i++) {
      await ReactThreeTestRenderer.act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 10))
        physics.current!.step()
      })
    }
    expect(physics.current!.world.bodies.length).toBe(1)
    await steps(physics, 600)
    expect(physics.current!.world.bodies[0].position.y - 0.5).toBeCloseTo(-500 / WATER, 2)
    await ReactThreeTestRenderer.act(async () => renderer.update(scene(-1)))
    await steps(physics, 10)
    expect(onError).toHaveBeenCalledTimes(2)
    expect(onError.mock.calls[1][0].message).toMatch(/options\.tolerance must be .* got -1$/)
  })

  it.each([
    ['linearDamping', Number.NaN, 'linearDamping must be a number from 0 to less than 1'],
    ['angularDamping', 5, 'angularDamping must be a number from 0 to less than 1'],
    ['collisions', 'bogus', `collisions must be 'convex', 'box' or false, got "bogus"`],
    // (the group's transform is the body's: scale={2} floated the model at 1 without a word)
    // (NaN as itself: JSON wrote it as null, which a reader hunting for it would not find)
    ['position', [0, Number.NaN, 0], 'position must be 3 finite numbers (m), got [0,NaN,0]'],
    ['scale', 2, "scale cannot be set on <Buoyant>, whose transform is the body's: scale its child instead"],
  ])('%s={%s} is reported, not a body that quietly does something else', async (prop, value, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const physics = createRef<PhysicsApi>()
    const onError = vi.fn()
    await mount(
      <Waves waves={still}>
        <Physics ref={physics}>
          <Box name="damped" {...{ [prop]: value }} onError={onError} />
        </Physics>
      </Waves>,
    )
    await steps(physics, 30)
    expect(onError).toHaveBeenCalledTimes(1)
    expect(onError.mock.calls[0][0].message).toContain(message)
    expect(physics.current!.world.bodies.length).toBe(0)
  })

  it('a body heavier than its hull can hold up is said once to sink (a mass in the wrong unit, most often)', async () => {
    const warnings: string[] = []
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')))
    const physics = createRef<PhysicsApi>()
    // a 2 × 1 × 2 m box holds up 4,100 kg of sea water; 5,000 kg sinks, 4,000 kg floats
    await mount(
      <StrictMode>
        <Waves waves={still}>
          <Physics ref={physics}>
            <Box name="anchor" mass={5000} />
            <Box name="barge" mass={4000} y={3} />
          </Physics>
        </Waves>
      </StrictMode>,
    )
    await steps(physics, 30)
    const sinking = warnings.filter((w) => /more than its hull can hold up/.test(w))
    expect(sinking).toHaveLength(1)
    expect(sinking[0]).toContain('<Buoyant name="anchor">: 5,000 kg is more than its hull can hold up (4,100 kg')
  })

  it('a cargo that takes a body past what its hull can hold up is said to sink it too, once', async () => {
    // (a 60 t <Cargo> on a 24 t barge sank in silence: only the dry mass was checked; an independent audit)
    const warnings: string[] = []
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')))
    const physics = createRef<PhysicsApi>()
    const scene = (cargo: number) => (
      <Waves waves={still}>
        <Physics ref={physics}>
          <Buoyant name="dinghy" mass={2000} {...SEEDS}>
            <mesh>
              <boxGeometry args={[2, 1, 2]} />
            </mesh>
            <Cargo mass={cargo} position={[0, 0, 0]} />
          </Buoyant>
        </Physics>
      </Waves>
    )
    const renderer = await mount(scene(1000))
    await steps(physics, 10)
    const sinking = () => warnings.filter((w) => /more than its hull can hold up/.test(w))
    expect(sinking()).toHaveLength(0)
    // 2,000 kg and 3,000 kg of cargo against the 4,100 kg of water its 4 m³ hold
    await ReactThreeTestRenderer.act(async () => renderer.update(scene(3000)))
    await steps(physics, 10)
    expect(sinking()).toHaveLength(1)
    expect(sinking()[0]).toContain('<Buoyant name="dinghy">: 5,000 kg with 3,000 kg of cargo is more than its hull')
    await steps(physics, 10)
    expect(sinking()).toHaveLength(1)
  })

  it('a body whose velocity is set to NaN from outside is reported once, not left hanging without a word', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const physics = createRef<PhysicsApi>()
    const box = createRef<BuoyantApi>()
    const onError = vi.fn()
    await mount(
      <Waves waves={still}>
        <Physics ref={physics}>
          <Box ref={box} name="broken" onError={onError} />
        </Physics>
      </Waves>,
    )
    await steps(physics, 10)
    expect(onError).not.toHaveBeenCalled()
    box.current!.body.velocity.set(Number.NaN, 0, 0)
    await steps(physics, 10)
    expect(onError).toHaveBeenCalledTimes(1)
    expect(onError.mock.calls[0][0].message).toMatch(/its steps are skipped: the body's velocity .*not finite/)
  })

  it('a <Buoyant> whose only mesh is hidden says, once, after 3 s, that it has nothing drawn to float', async () => {
    const warnings: string[] = []
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.join(' ')))
    let now = 1000
    vi.spyOn(performance, 'now').mockImplementation(() => now)
    const renderer = await mount(
      <Waves waves={still}>
        <Physics>
          <Buoyant name="hidden">
            <mesh visible={false}>
              <boxGeometry />
            </mesh>
          </Buoyant>
        </Physics>
      </Waves>,
    )
    const told = () => warnings.filter((w) => w.includes('nothing drawn to float yet'))
    await renderer.advanceFrames(5, 1 / 60)
    expect(told()).toHaveLength(0)
    now += 3500
    await renderer.advanceFrames(5, 1 / 60)
    expect(told()).toHaveLength(1)
    expect(told()[0]).toMatch(/^<Buoyant name="hidden">: nothing drawn to float yet/)
  })

  it('a <Buoyant> outside <Physics> or without water says where it must go', async () => {
    const errors: string[] = []
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      errors.push(args.map(String).join(' '))
    })
    await mount(
      <Physics>
        <Box name="dry" />
      </Physics>,
    )
    expect(errors.join('\n')).toMatch(/<Buoyant name="dry">: no water to float on: place it inside <Waves/)
    errors.length = 0
    const renderer = await mount(
      <Waves waves="calm">
        <Box name="lost" />
        <mesh name="still here" />
      </Waves>,
    )
    expect(errors.join('\n')).toMatch(/<Buoyant name="lost">: no physics world here; place it inside <Physics>/)
    expect(renderer.scene.findByProps({ name: 'still here' })).toBeDefined()
  })

  it('draws bodies between their last two fixed states: lerp at alpha = accumulator / step', async () => {
    const physics = createRef<PhysicsApi>()
    const renderer = await mount(
      <Waves waves={flatWater(-100)}>
        <Physics ref={physics}>
          <Buoyant name="faller" position={[0, 10, 0]} linearDamping={0}>
            <mesh>
              <boxGeometry />
            </mesh>
          </Buoyant>
        </Physics>
      </Waves>,
    )
    const group = renderer.scene.findByProps({ name: 'faller' }).instance
    const dt = 1 / 60
    // Semi-implicit Euler from rest: after n steps y_n = 10 − g dt² n (n + 1) / 2.
    const y = (n: number) => 10 - (9.81 * dt * dt * n * (n + 1)) / 2
    await ReactThreeTestRenderer.act(async () => renderer.advanceFrames(7, dt / 4)) // 1.75 steps: one step, alpha 0.75
    expect(physics.current!.stepCount).toBe(1)
    expect(group.position.y).toBeCloseTo(y(0) + 0.75 * (y(1) - y(0)), 12)
    expect(physics.current!.clock.renderTime).toBeCloseTo(0.75 * dt, 12)
    await ReactThreeTestRenderer.act(async () => renderer.advanceFrames(3, dt / 2)) // 3.25 steps: three, alpha 0.25
    expect(physics.current!.stepCount).toBe(3)
    expect(group.position.y).toBeCloseTo(y(2) + 0.25 * (y(3) - y(2)), 12)
    expect(physics.current!.clock.renderTime).toBeCloseTo(2.25 * dt, 12)
  })
})
