import ReactThreeTestRenderer from '@react-three/test-renderer'
import { Body, Sphere, Vec3 } from 'cannon-es'
import { createRef, useState } from 'react'
import { type BufferGeometry, type LineSegments, type Mesh, Vector3 } from 'three'
import { describe, expect, it, vi } from 'vitest'
import {
  Buoyant,
  type BuoyantApi,
  type BuoyancyState,
  Physics,
  type PhysicsApi,
  Waves,
  useAfterPhysicsStep,
  useBeforePhysicsStep,
  useBuoyancy,
  useHydrostatics,
  usePhysics,
} from 'react-three-buoyancy'
import { createBuoyantBody } from 'react-three-buoyancy/cannon'
import { type HydrostaticsResult, createHull, flatWater, icosphereMesh } from 'react-three-buoyancy/core'
import { mount, unmountAfterEach } from './mount.js'
import { SEEDS } from './seeds.js'

unmountAfterEach(() => vi.useRealTimers())

const WATER = 1025
const ball = icosphereMesh(0.5, 2)
const ballHull = createHull(ball.positions, ball.indices)

describe('useBuoyancy: a body the user created', () => {
  it('floats it at the draft where ρ_water V_displaced = m (Archimedes), adds it to the world and takes it out again', async () => {
    const built = createBuoyantBody(ballHull, { density: 600 }, { position: { x: 0, y: 1, z: 0 } })
    const physics = createRef<PhysicsApi>()
    const seen: { state: BuoyancyState | null } = { state: null }
    function Floater() {
      seen.state = useBuoyancy(built.body, built.hull, { name: 'ball', ...SEEDS })
      return null
    }
    const scene = (withBall: boolean) => (
      <Waves waves={flatWater()}>
        <Physics ref={physics}>{withBall && <Floater />}</Physics>
      </Waves>
    )
    const renderer = await mount(scene(true))
    const world = physics.current!.world
    expect(world.bodies).toEqual([built.body])
    expect(physics.current!.namedBodies.get('ball')!.body).toBe(built.body)
    await ReactThreeTestRenderer.act(async () => {
      for (let i = 0; i < 900; i++) physics.current!.step()
    })
    const mass = 600 * ballHull.volume
    expect(built.body.mass).toBeCloseTo(mass, 9)
    expect(seen.state!.last.displacedVolume).toBeCloseTo(mass / WATER, 4)
    // Vertical balance: the buoyancy is the weight.
    expect(seen.state!.last.force.y).toBeCloseTo(mass * 9.81, 0)

    await renderer.update(scene(false))
    expect(world.bodies).toEqual([])
    expect(physics.current!.namedBodies.size).toBe(0)
  })

  it('leaves a body the user added to the world in it on unmount', async () => {
    const built = createBuoyantBody(ballHull, { density: 600 })
    const physics = createRef<PhysicsApi>()
    function Floater() {
      const { world } = usePhysics()
      useState(() => world.addBody(built.body))
      useBuoyancy(built.body, built.hull)
      return null
    }
    const scene = (withBall: boolean) => (
      <Waves waves="calm">
        <Physics ref={physics}>{withBall && <Floater />}</Physics>
      </Waves>
    )
    const renderer = await mount(scene(true))
    await renderer.update(scene(false))
    expect(physics.current!.world.bodies).toEqual([built.body])
  })
})

describe('step hooks', () => {
  it('run once per fixed step whatever the frame rate: a force applied before each step holds a body against gravity', async () => {
    const physics = createRef<PhysicsApi>()
    const body = new Body({ mass: 2, shape: new Sphere(0.1), position: new Vec3(0, 5, 0), linearDamping: 0 })
    const counts = { before: 0, after: 0 }
    function Hover() {
      const { world } = usePhysics()
      useState(() => world.addBody(body))
      // Forces are cleared after every cannon-es step: applied per step, m g cancels gravity exactly.
      useBeforePhysicsStep(() => {
        counts.before++
        body.applyForce(new Vec3(0, 2 * 9.81, 0))
      })
      useAfterPhysicsStep(() => {
        counts.after++
      })
      return null
    }
    const renderer = await mount(
      <Physics ref={physics}>
        <Hover />
      </Physics>,
    )
    await ReactThreeTestRenderer.act(async () => renderer.advanceFrames(100, 1 / 144))
    expect(counts.before).toBe(physics.current!.stepCount)
    expect(counts.after).toBe(physics.current!.stepCount)
    expect(physics.current!.stepCount).toBe(Math.floor((100 / 144) * 60))
    expect(body.position.y).toBeCloseTo(5, 12)
  })
})

describe('useHydrostatics: live numbers for a UI', () => {
  it('reports a copy of the latest result at a few hertz, and only re-renders when it changed', async () => {
    vi.useFakeTimers()
    const physics = createRef<PhysicsApi>()
    const box = createRef<BuoyantApi>()
    const readings: (HydrostaticsResult | null)[] = []
    function Readout() {
      readings.push(useHydrostatics(box, { hz: 5 }))
      return null
    }
    await mount(
      <Waves waves={flatWater()}>
        <Physics ref={physics}>
          <Buoyant ref={box} name="box" density={400}>
            <mesh>
              <boxGeometry args={[2, 1, 2]} />
            </mesh>
          </Buoyant>
          <Readout />
        </Physics>
      </Waves>,
    )
    await ReactThreeTestRenderer.act(async () => {
      for (let i = 0; i < 900; i++) physics.current!.step()
    })
    // Distinct readings (React may call a component once more before it bails out of an unchanged state).
    const distinct = () => new Set(readings).size
    const before = distinct()
    await ReactThreeTestRenderer.act(async () => vi.advanceTimersByTime(1000))
    // At most 5 updates in a second, and a settled body gives one new reading, not five.
    expect(distinct() - before).toBe(1)
    const reading = readings.at(-1)!
    expect(reading.displacedVolume).toBeCloseTo((400 * 4) / WATER, 3)
    expect(reading).not.toBe(box.current!.last) // a copy: the live result keeps changing under it
    await ReactThreeTestRenderer.act(async () => vi.advanceTimersByTime(1000))
    expect(distinct() - before).toBe(1) // nothing stepped: nothing new
    // A moving body: one new reading per tick, five in a second.
    const moved = distinct()
    for (let tick = 0; tick < 5; tick++) {
      await ReactThreeTestRenderer.act(async () => {
        for (let i = 0; i < 3; i++) physics.current!.step()
        box.current!.body.velocity.y = 0.5
        vi.advanceTimersByTime(200)
      })
    }
    expect(distinct() - moved).toBe(5)
  })
})

describe('the debug view', () => {
  it("draws the wet surface and a waterline that lies on the water: a box's waterline is its 8 m perimeter at y = 0", async () => {
    const physics = createRef<PhysicsApi>()
    const box = createRef<BuoyantApi>()
    const renderer = await mount(
      <Waves waves={flatWater()}>
        <Physics ref={physics} debug>
          <Buoyant ref={box} name="box" density={500} {...SEEDS}>
            <mesh>
              <boxGeometry args={[2, 1, 2]} />
            </mesh>
          </Buoyant>
        </Physics>
      </Waves>,
    )
    await ReactThreeTestRenderer.act(async () => {
      for (let i = 0; i < 600; i++) physics.current!.step()
    })
    await ReactThreeTestRenderer.act(async () => renderer.advanceFrames(1, 0))
    const lines = renderer.scene.findAll((node) => node.type === 'LineSegments')[0].instance as LineSegments
    const wet = renderer.scene.findAll(
      (node) =>
        node.type === 'Mesh' && (node.instance as Mesh).geometry.drawRange.count > 0 && node.props.renderOrder === 999,
    )[0].instance as Mesh
    lines.updateWorldMatrix(true, false)
    const geometry = lines.geometry as BufferGeometry
    const position = geometry.getAttribute('position')
    const count = geometry.drawRange.count
    expect(count).toBeGreaterThan(0)
    let perimeter = 0
    const a = new Vector3()
    const b = new Vector3()
    for (let i = 0; i < count; i += 2) {
      a.fromBufferAttribute(position, i).applyMatrix4(lines.matrixWorld)
      b.fromBufferAttribute(position, i + 1).applyMatrix4(lines.matrixWorld)
      expect(Math.abs(a.y)).toBeLessThan(1e-5)
      expect(Math.abs(b.y)).toBeLessThan(1e-5)
      perimeter += a.distanceTo(b)
    }
    expect(perimeter).toBeCloseTo(8, 4)
    // The wet triangles cover the bottom (4 m²) and the four sides up to the draft: the wetted area.
    expect(wet.geometry.drawRange.count / 3).toBe(box.current!.wetSurface!.count)
    expect(box.current!.last.wettedArea).toBeCloseTo(4 + 8 * (500 / WATER), 3)
  })
})
