// Which meshes a <Buoyant> floats when it has no hull prop, where it puts them, and what it shares.
import ReactThreeTestRenderer from '@react-three/test-renderer'
import { createRef } from 'react'
import {
  Bone,
  BoxGeometry,
  Float32BufferAttribute,
  InstancedMesh,
  Matrix4,
  Quaternion,
  type Mesh,
  Skeleton,
  SkinnedMesh,
  SphereGeometry,
  Uint16BufferAttribute,
  Vector3,
} from 'three'
import { describe, expect, it, vi } from 'vitest'
import { Buoyant, type BuoyantApi, Cargo, Physics, type PhysicsApi, Waves } from 'react-three-buoyancy'
import { flatWater } from 'react-three-buoyancy/core'
import { MAIN_THREAD_TRIANGLES } from '../../src/react/hull/hullJob.js'
import { mount, unmountAfterEach } from './mount.js'

unmountAfterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const still = flatWater(-100) // far below: nothing floats, nothing moves before the checks

function scene(children: React.ReactNode, physics?: React.Ref<PhysicsApi>) {
  return (
    <Waves waves={still}>
      <Physics ref={physics}>{children}</Physics>
    </Waves>
  )
}

describe('<Buoyant> with no hull prop floats every mesh it draws', () => {
  it('two separate boxes are both in the hull, each where it is drawn; what <Cargo> draws is not', async () => {
    const api = createRef<BuoyantApi>()
    await mount(
      scene(
        <Buoyant ref={api} name="two" density={500}>
          <mesh position={[-2, 0, 0]}>
            <boxGeometry args={[2, 1, 2]} />
          </mesh>
          <group position={[3, 0, 0]} rotation={[0, Math.PI / 2, 0]}>
            <mesh>
              <boxGeometry args={[1, 1, 4]} />
            </mesh>
          </group>
          <Cargo mass={10} position={[0, 2, 0]}>
            <mesh>
              <boxGeometry args={[10, 10, 10]} />
            </mesh>
          </Cargo>
        </Buoyant>,
      ),
    )
    const hull = api.current!.hull!
    // 4 m³ + 4 m³, the cargo crate (1,000 m³) left out
    expect(hull.volume).toBeCloseTo(8, 9)
    expect(api.current!.hullReport!.parts).toBe(2)
    // the second box turned 90° about y: 4 m along x, centred at x = 3; in the group's frame the body sits
    // at the solid's centroid, x = (−2·4 + 3·4)/8 = 0.5
    expect(api.current!.frame!.centerOfMass.x).toBeCloseTo(0.5, 9)
    expect(hull.bounds.max.x - hull.bounds.min.x).toBeCloseTo(3 + 2 + 2 + 1, 9) // from −3 to 5
  })

  it('an InstancedMesh floats as all its drawn instances; a SkinnedMesh as its bind pose', async () => {
    const box = new BoxGeometry(1, 1, 1)
    const instanced = new InstancedMesh(box, undefined, 3)
    for (let i = 0; i < 3; i++) instanced.setMatrixAt(i, new Matrix4().makeTranslation(2 * i, 0, 0))
    const skinned = skinnedBox()
    const instances = createRef<BuoyantApi>()
    const skin = createRef<BuoyantApi>()
    await mount(
      scene(
        <>
          <Buoyant ref={instances} name="instances" density={500}>
            <primitive object={instanced} />
          </Buoyant>
          <Buoyant ref={skin} name="skinned" density={500} position={[10, 0, 0]}>
            <primitive object={skinned} />
          </Buoyant>
        </>,
      ),
    )
    expect(instances.current!.hull!.volume).toBeCloseTo(3, 9)
    expect(instances.current!.hullReport!.parts).toBe(3)
    expect(instances.current!.frame!.centerOfMass.x).toBeCloseTo(2, 9)
    // The bone lifts the drawn box 5 m; the hull is the geometry as stored (centred on the origin).
    expect(skin.current!.hull!.volume).toBeCloseTo(8, 9)
    expect(skin.current!.frame!.centerOfMass.y).toBeCloseTo(0, 9)
  })

  it('bodies drawing the same geometry share one hull; a named method is not warned about', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const sphere = new SphereGeometry(1, 16, 12)
    const apis = [createRef<BuoyantApi>(), createRef<BuoyantApi>(), createRef<BuoyantApi>()]
    await mount(
      scene(
        <>
          {apis.map((ref, i) => (
            <Buoyant key={i} ref={ref} name={`ball ${i}`} position={[3 * i, 0, 0]} density={300}>
              <mesh geometry={sphere} />
            </Buoyant>
          ))}
          <Buoyant name="convex" hull="convex" position={[0, 0, 9]} density={300}>
            <mesh position={[-1, 0, 0]}>
              <boxGeometry />
            </mesh>
            <mesh position={[1, 0, 0]}>
              <boxGeometry />
            </mesh>
          </Buoyant>
        </>,
      ),
    )
    // one report and one centred hull for the three
    expect(apis[1].current!.hullReport).toBe(apis[0].current!.hullReport)
    expect(apis[2].current!.hull).toBe(apis[0].current!.hull)
    expect(warn.mock.calls.filter(([message]) => String(message).startsWith('<Buoyant'))).toEqual([])
  })

  it('a large model is drawn where the props place it until its hull is built, then its body is added', async () => {
    // closed, a little above the main-thread limit: built in the background (a later task here in Node)
    const segments = Math.ceil(Math.sqrt(MAIN_THREAD_TRIANGLES / 2)) + 2
    const sphere = new SphereGeometry(1, segments, segments)
    expect(sphere.index!.count / 3).toBeGreaterThan(MAIN_THREAD_TRIANGLES)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    // the later task waits until the test lets it run
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const physics = createRef<PhysicsApi>()
    const api = createRef<BuoyantApi>()
    const renderer = await mount(
      scene(
        <Buoyant ref={api} name="big" position={[1, 2, 3]} density={300} debug={{ hull: true }}>
          <mesh geometry={sphere} />
        </Buoyant>,
        physics,
      ),
    )
    expect(physics.current!.world.bodies).toHaveLength(0)
    expect(api.current!.hull).toBeNull()
    const group = renderer.scene.findByProps({ name: 'big' }).instance
    expect(group.position.toArray()).toEqual([1, 2, 3])
    await ReactThreeTestRenderer.act(async () => void (await vi.runAllTimersAsync()))
    vi.useRealTimers()
    for (let i = 0; i < 200 && physics.current!.world.bodies.length === 0; i++) {
      await ReactThreeTestRenderer.act(() => new Promise((resolve) => setTimeout(resolve, 10)))
    }
    expect(physics.current!.world.bodies).toHaveLength(1)
    // added where the props placed the group (the body sits at the hull's centre of mass within it)
    const pose = physics.current!.namedBodies.get('big')!.readPose({
      position: new Vector3(),
      quaternion: new Quaternion(),
    })
    expect(pose.position.distanceTo(new Vector3(1, 2, 3))).toBeLessThan(1e-9)
    // the hull debug layer draws that hull
    await ReactThreeTestRenderer.act(async () => renderer.advanceFrames(1, 1 / 60))
    const meshes: Mesh[] = []
    renderer.scene.instance.traverse((object) => void ((object as Mesh).isMesh === true && meshes.push(object as Mesh)))
    const overlay = meshes.find((mesh) => mesh.geometry.index?.count === 3 * api.current!.hull!.triangleCount)
    expect(overlay).toBeDefined()
  })
})

/** A 2 m box skinned to one bone, the bone moved 5 m up after binding. */
function skinnedBox(): SkinnedMesh {
  const geometry = new BoxGeometry(2, 2, 2)
  const count = geometry.getAttribute('position').count
  geometry.setAttribute('skinIndex', new Uint16BufferAttribute(new Uint16Array(4 * count), 4))
  const weights = new Float32Array(4 * count)
  for (let i = 0; i < count; i++) weights[4 * i] = 1
  geometry.setAttribute('skinWeight', new Float32BufferAttribute(weights, 4))
  const mesh = new SkinnedMesh(geometry)
  const bone = new Bone()
  mesh.add(bone)
  mesh.bind(new Skeleton([bone]))
  bone.position.y = 5
  return mesh
}
