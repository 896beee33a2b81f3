import { Canvas } from '@react-three/fiber'
import { BoxGeometry } from 'three'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Buoyant, Physics, Waves } from 'react-three-buoyancy'
import { boxMesh, createHull } from 'react-three-buoyancy/core'
import { type MountedScene, mountScene, recordTrace } from 'react-three-buoyancy/testing'
import { FineBall } from './fineBall.js'

const scenes: MountedScene[] = []
async function mount(element: React.ReactNode): Promise<MountedScene> {
  const scene = await mountScene(element)
  scenes.push(scene)
  return scene
}
afterEach(async () => {
  while (scenes.length > 0) await scenes.pop()!.unmount()
})

const raft = createHull(boxMesh(3, 0.4, 2).positions, boxMesh(3, 0.4, 2).indices)

/** Two bodies on a moderate sea, one tilted: enough motion for a trace to tell runs apart. */
function Harbour() {
  return (
    <Waves waves="moderate">
      <Physics>
        <Buoyant name="crate" position={[0, 1, 0]} rotation={[0.2, 0, 0.1]} density={600}>
          <mesh>
            <boxGeometry args={[1, 1, 1]} />
          </mesh>
        </Buoyant>
        <Buoyant name="raft" hull={raft} position={[4, 0.5, 2]} mass={900} />
      </Physics>
    </Waves>
  )
}

/** A 1 m box with no lid: open, so its hull is built in the background (wrapped), not at once. */
function openBox(): BoxGeometry {
  const box = new BoxGeometry(1, 1, 1)
  // BoxGeometry's groups are its faces in the order +x, −x, +y, −y, +z, −z: drop +y's two triangles
  const index = Array.from(box.index!.array)
  const top = box.groups[2]
  index.splice(top.start, top.count)
  box.setIndex(index)
  box.clearGroups()
  return box
}

describe('react-three-buoyancy/testing', () => {
  it('waits for a body whose hull is built in the background: it is in the world at the first step', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const scene = await mount(
      <Waves waves="calm">
        <Physics>
          <Buoyant name="tub" position={[0, 1, 0]} density={300}>
            <mesh geometry={openBox()} />
          </Buoyant>
        </Physics>
      </Waves>,
    )
    expect(scene.physics.world.bodies).toHaveLength(1)
    const trace = await scene.record({ steps: 60, every: 60, digits: 3 })
    // dropped from 1 m, it has fallen within the first second
    expect(trace[1].bodies.tub.position[1]).toBeLessThan(0.5)
  })

  it('records named bodies every N steps, rounded, ready for toMatchSnapshot', async () => {
    const scene = await mount(<Harbour />)
    const trace = await scene.record({ steps: 120, every: 60, digits: 3 })
    expect(trace.map((sample) => [sample.step, sample.time])).toEqual([
      [0, 0],
      [60, 1],
      [120, 2],
    ])
    expect(Object.keys(trace[0].bodies)).toEqual(['crate', 'raft'])
    // The first sample is where the props placed them: group origins and Euler angles in degrees.
    expect(trace[0].bodies.crate).toEqual({ position: [0, 1, 0], rotation: [11.459, 0, 5.73] })
    expect(trace[0].bodies.raft).toEqual({ position: [4, 0.5, 2], rotation: [0, 0, 0] })
    for (const value of trace.flatMap((s) => Object.values(s.bodies).flatMap((b) => [...b.position, ...b.rotation]))) {
      expect(Number((value as number).toFixed(3))).toBe(value)
    }
    expect(trace).toMatchSnapshot()
  })

  it('the trace is the same under frame deltas of 1/30, 1/60 and 1/144 s, and by hand (fixed step)', async () => {
    const traces = []
    for (const frameDelta of [1 / 30, 1 / 60, 1 / 144, undefined]) {
      const scene = await mountScene(<Harbour />)
      traces.push(await scene.record({ steps: 90, every: 15, digits: 6, frameDelta }))
      await scene.unmount()
    }
    expect(traces[0]).toHaveLength(7)
    // Something moved (a trace of a frozen scene would match trivially).
    expect(traces[0][6].bodies.crate.position).not.toEqual(traces[0][0].bodies.crate.position)
    for (const trace of traces.slice(1)) expect(trace).toEqual(traces[0])
  })

  it('step, advanceFrames and update act on the mounted scene', async () => {
    const scene = await mount(<Harbour />)
    await scene.step(3)
    expect(scene.physics.stepCount).toBe(3)
    await scene.advanceFrames(2, 1 / 60)
    expect(scene.physics.stepCount).toBe(5)
    const world = scene.physics.world
    await scene.update(<Harbour />)
    expect(scene.physics.world).toBe(world)
  })

  it('update returns with a new density applied, even where its still-water modes came in a task of their own', async () => {
    // a fine sphere's modes (radiation 'auto''s strip theory) take past the commit's budget: a density change
    // waits for a task that stepping by hand never let run, and the ball floated on at its old mass
    const scene = (density: number) => <FineBall density={density} />
    const mounted = await mount(scene(400))
    const body = mounted.physics.namedBodies.get('ball')!.body
    const mass = body.mass
    await mounted.update(scene(450))
    await mounted.step(1)
    expect(body.mass).toBeCloseTo((mass * 450) / 400, 6)
  })

  it('the children are drawn at the body right after mounting, before any step or frame', async () => {
    // a box 2 m off the <Buoyant>'s origin: the body sits at its centre of mass, and the group is drawn so
    // that the box stays where the props put it (it stood 2 m further until the first frame)
    const mounted = await mount(
      <Waves waves="calm">
        <Physics>
          <Buoyant name="offset" mass={500}>
            <mesh name="box" position={[2, 0, -1]}>
              <boxGeometry args={[1, 1, 1]} />
            </mesh>
          </Buoyant>
        </Physics>
      </Waves>,
    )
    const box = mounted.renderer.scene.findByProps({ name: 'box' }).instance
    box.updateWorldMatrix(true, false)
    const at = box.getWorldPosition(box.position.clone())
    expect(at.x).toBeCloseTo(2, 9)
    expect(at.z).toBeCloseTo(-1, 9)
  })

  it('says what is missing: no <Physics>, an unknown body, bad options', async () => {
    await expect(mountScene(<mesh />)).rejects.toThrow(/mountScene: the scene has no <Physics>/)
    const scene = await mount(<Harbour />)
    expect(() => recordTrace(scene.physics, { steps: 1, bodies: ['ghost'] })).toThrow(
      /no body named "ghost" in the scene \(named bodies: "crate", "raft"\)/,
    )
    expect(() => recordTrace(scene.physics, { steps: -1 })).toThrow(/steps must be a whole number/)
    await expect(scene.record({ steps: 10, frameDelta: 0 })).rejects.toThrow(/frameDelta/)
  })

  it('sets the act environment itself: no act() warning where the test setup does not set it', async () => {
    const flag = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
    const before = flag.IS_REACT_ACT_ENVIRONMENT
    delete flag.IS_REACT_ACT_ENVIRONMENT
    const logged = vi.spyOn(console, 'error')
    try {
      const scene = await mount(<Harbour />)
      await scene.step(3)
      expect(flag.IS_REACT_ACT_ENVIRONMENT).toBe(true)
      expect(logged.mock.calls.filter((call) => String(call[0]).includes('act('))).toEqual([])
    } finally {
      logged.mockRestore()
      flag.IS_REACT_ACT_ENVIRONMENT = before
    }
  })

  it('refuses a <Canvas> with a message that says to pass what is inside it', async () => {
    await expect(
      mountScene(
        <Canvas>
          <Harbour />
        </Canvas>,
      ),
    ).rejects.toThrow(/^mountScene: got a <Canvas>; the test renderer is the canvas, so pass what is inside it/)
  })
})
