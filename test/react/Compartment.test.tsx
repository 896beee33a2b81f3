import { createRef } from 'react'
import { type Mesh, type MeshStandardMaterial, Quaternion, Vector3 } from 'three'
import { describe, expect, it, vi } from 'vitest'
import {
  Buoyant,
  type BuoyantApi,
  Cargo,
  Compartment,
  type CompartmentApi,
  Physics,
  type PhysicsApi,
  Waves,
} from 'react-three-buoyancy'
import { boxMesh, createHull, findEquilibrium, flatWater } from 'react-three-buoyancy/core'
import { BARGE, BargeMesh, act, bargeHull, listeners, mount, trimOf } from './loads.support.js'
import { SEEDS } from './seeds.js'

const DENSITY = 0.4 * 1025
const WATER = 1025
const DEGREE = Math.PI / 180
/** The barge's mesh is off the group's origin: compartments and holes are given in the group's frame. */
const MESH_AT: [number, number, number] = [2, 0.5, 1]
/** An aft compartment, 6 × 3 × 5 m, bottom plating to deck, in the mesh’s own frame. */
const AFT = { center: [-6, 0, 0] as const, size: [6, 3, 5] as const }
const at = (x: number, y: number, z: number): [number, number, number] => [
  x + MESH_AT[0],
  y + MESH_AT[1],
  z + MESH_AT[2],
]

function Holed({
  api,
  compartment,
  physics,
  holeArea,
}: {
  api: React.Ref<BuoyantApi>
  compartment: React.Ref<CompartmentApi>
  physics: React.Ref<PhysicsApi>
  holeArea: number
}) {
  return (
    <Waves waves={flatWater()}>
      <Physics ref={physics}>
        <Buoyant ref={api} name="barge" density={DENSITY} {...SEEDS}>
          <BargeMesh at={MESH_AT} />
          <Compartment
            ref={compartment}
            name="aft"
            box={{ center: at(...AFT.center), size: AFT.size }}
            holes={[{ position: at(-6, -1.5, 0), area: holeArea }]}
          />
        </Buoyant>
      </Physics>
    </Waves>
  )
}

describe('<Compartment>: a hole under the waterline floods it', () => {
  it('takes on water until it stands at the sea level inside, sinks deeper and trims aft, to the statics of that loading', async () => {
    const api = createRef<BuoyantApi>()
    const compartment = createRef<CompartmentApi>()
    const physics = createRef<PhysicsApi>()
    const renderer = await mount(<Holed api={api} compartment={compartment} physics={physics} holeArea={0} />)
    await act(async () => {
      for (let i = 0; i < 60 * 20; i++) physics.current!.step()
    })
    const dryDraft = (DENSITY / WATER) * BARGE.depth
    const keel = () => api.current!.body.position.y - BARGE.depth / 2
    expect(keel()).toBeCloseTo(-dryDraft, 3)
    expect(compartment.current!.state!.waterVolume).toBe(0)

    // the hole opens (its area changes in place)
    await renderer.update(<Holed api={api} compartment={compartment} physics={physics} holeArea={0.4} />)
    await act(async () => {
      for (let i = 0; i < 60 * 150; i++) physics.current!.step()
    })
    const state = compartment.current!.state!
    expect(state.inflow).toBeGreaterThan(10)
    // lost buoyancy: the water inside stands where the sea does
    expect(Math.abs(state.level)).toBeLessThan(0.01)
    expect(api.current!.body.mass).toBeCloseTo(
      DENSITY * BARGE.length * BARGE.depth * BARGE.beam + WATER * state.waterVolume,
      3,
    )

    // drawn: the water clipped at its level, and a level free surface there
    await act(async () => renderer.advanceFrames(1, 0))
    const water = renderer.scene.instance.getObjectByName('compartmentWater') as Mesh
    expect(water.visible).toBe(true)
    expect((water.material as MeshStandardMaterial).clippingPlanes![0].constant).toBe(state.level)
    const surface = renderer.scene.instance.getObjectByName('compartmentSurface')!
    surface.updateWorldMatrix(true, false)
    const normal = new Vector3(0, 0, 1).transformDirection(surface.matrixWorld)
    expect(Math.abs(normal.y)).toBeCloseTo(1, 9)
    expect(new Vector3().setFromMatrixPosition(surface.matrixWorld).y).toBeCloseTo(state.level, 9)

    // the statics of the barge as written, with that water in that compartment
    const hull = bargeHull(...MESH_AT)
    const box = boxMesh(...AFT.size)
    for (let o = 0; o < box.positions.length; o += 3) {
      box.positions[o] += at(...AFT.center)[0]
      box.positions[o + 1] += at(...AFT.center)[1]
      box.positions[o + 2] += at(...AFT.center)[2]
    }
    const dry = hull.massProperties(DENSITY)
    const expected = findEquilibrium(hull, {
      mass: dry.mass,
      centerOfMass: dry.centerOfMass,
      liquids: [{ container: createHull(box.positions, box.indices), volume: state.waterVolume }],
    })
    const trim = trimOf(api.current!.body.quaternion)
    // stern down: the bow (+x) rises
    expect(expected.trim).toBeGreaterThan(0.5 * DEGREE)
    expect(Math.abs(trim - expected.trim)).toBeLessThan(0.1 * DEGREE)
    expect(expected.draft).toBeGreaterThan(dryDraft + 0.1)
    // the body origin, the dry centre of mass, is the mesh's centre: where the statics' pose puts that point
    const q = expected.pose.quaternion
    const centre = new Vector3(...MESH_AT).applyQuaternion(new Quaternion(q.x, q.y, q.z, q.w))
    expect(api.current!.body.position.y).toBeCloseTo(expected.pose.position.y + centre.y, 3)
  })
})

describe('<Compartment>: mount, unmount, rebuild', () => {
  it('keeps its water through a rebuild, and leaves no listener and no water mass behind', async () => {
    const physics = createRef<PhysicsApi>()
    const api = createRef<BuoyantApi>()
    const compartment = createRef<CompartmentApi>()
    const scene = (holeX: number | null) => (
      <Waves waves={flatWater()}>
        <Physics ref={physics}>
          <Buoyant ref={api} density={DENSITY}>
            <BargeMesh />
            <Cargo mass={2000} position={[0, 0, 0]} />
            {holeX !== null && (
              <Compartment
                ref={compartment}
                box={{ center: [0, -0.5, 0], size: [4, 2, 4] }}
                initialVolume={3}
                holes={[{ position: [holeX, -1.5, 0], area: 0 }]}
              />
            )}
          </Buoyant>
        </Physics>
      </Waves>
    )
    const renderer = await mount(scene(0))
    const world = physics.current!.world
    const dry = DENSITY * BARGE.length * BARGE.depth * BARGE.beam
    expect(api.current!.body.mass).toBeCloseTo(dry + 2000 + 3 * WATER, 6)
    expect(listeners(world, 'preStep').map((l) => l.name)).toEqual(['runPreStep', 'onPreStep'])
    const before = compartment.current!.state
    // a hole moved: the compartment is rebuilt with the water it held, and still runs before the buoyancy
    await renderer.update(scene(1))
    expect(compartment.current!.state).not.toBe(before)
    expect(compartment.current!.state!.waterVolume).toBeCloseTo(3, 12)
    expect(listeners(world, 'preStep').map((l) => l.name)).toEqual(['runPreStep', 'onPreStep'])
    expect(api.current!.body.mass).toBeCloseTo(dry + 2000 + 3 * WATER, 6)
    await renderer.update(scene(null))
    expect(api.current!.body.mass).toBeCloseTo(dry + 2000, 6)
    await renderer.update(
      <Waves waves={flatWater()}>
        <Physics ref={physics} />
      </Waves>,
    )
    expect(listeners(world, 'preStep')).toHaveLength(0)
    expect(listeners(world, 'postStep')).toHaveLength(0)
  })
})

describe('<Cargo> and <Compartment>: bad props are reported and the rest floats on', () => {
  it('a negative mass, a compartment outside the hull, a negative hole area: one readable console.error each', async () => {
    const errors: string[] = []
    vi.spyOn(console, 'error').mockImplementation((message: unknown) => {
      errors.push(String(message))
    })
    const onError = vi.fn()
    const physics = createRef<PhysicsApi>()
    const api = createRef<BuoyantApi>()
    await mount(
      <Waves waves={flatWater()}>
        <Physics ref={physics}>
          <Buoyant ref={api} name="barge" density={DENSITY}>
            <BargeMesh />
            <Cargo name="anvil" mass={-5} position={[0, 0, 0]} onError={onError} />
            <Cargo name="crate" mass={1000} position={[0, 0, 0]} />
            <Compartment name="overboard" box={{ center: [9, 0, 0], size: [4, 2, 2] }} />
            <Compartment
              name="leaky"
              box={{ center: [0, 0, 0], size: [2, 2, 2] }}
              holes={[{ position: [0, -1, 0], area: -0.1 }]}
            />
            <Compartment name="sound" box={{ center: [-5, 0, 0], size: [2, 2, 2] }} initialVolume={1} />
          </Buoyant>
        </Physics>
      </Waves>,
    )
    expect(errors).toContain(
      '<Cargo name="anvil"> in <Buoyant name="barge">: mass must be a finite number ≥ 0 (kg), got -5',
    )
    expect(
      errors.some((e) =>
        /^<Compartment name="overboard"> in <Buoyant name="barge">: the compartment is not inside the hull: its vertex \d+ at \(.*\) lies 1 m outside it/.test(
          e,
        ),
      ),
    ).toBe(true)
    expect(errors).toContain(
      '<Compartment name="leaky"> in <Buoyant name="barge">: holes[0].area must be a finite number ≥ 0 (m²), got -0.1',
    )
    expect(errors).toHaveLength(3)
    expect(onError).toHaveBeenCalledTimes(1)
    expect(onError.mock.calls[0][0].message).toMatch(/anvil.*mass must be/)
    // the barge carries the good cargo and the sound compartment's water, and floats
    const dry = DENSITY * BARGE.length * BARGE.depth * BARGE.beam
    expect(api.current!.body.mass).toBeCloseTo(dry + 1000 + WATER, 6)
    await act(async () => {
      for (let i = 0; i < 60 * 20; i++) physics.current!.step()
    })
    const draft = (dry + 1000 + WATER) / (WATER * BARGE.length * BARGE.beam)
    expect(api.current!.body.position.y - BARGE.depth / 2).toBeGreaterThan(-draft - 0.05)
    expect(api.current!.body.position.y - BARGE.depth / 2).toBeLessThan(-draft + 0.05)
  })
})

describe('<Compartment>: the flow through a hole follows the world’s gravity', () => {
  it('under <Physics gravity={[0, -3.71, 0]}> a hole passes C_d a √(2 g d) with g = 3.71 (it took 9.81: 1.6 times the flow)', async () => {
    const physics = createRef<PhysicsApi>()
    const compartment = createRef<CompartmentApi>()
    const g = 3.71
    await mount(
      <Waves waves={flatWater()}>
        <Physics ref={physics} gravity={[0, -g, 0]}>
          <Buoyant density={DENSITY} position={[0, BARGE.depth / 2 - (DENSITY / WATER) * BARGE.depth, 0]}>
            <BargeMesh />
            <Compartment
              ref={compartment}
              box={{ center: [0, 0, 0], size: [4, 3, 6] }}
              holes={[{ position: [0, -1.5, 0], area: 0.1 }]}
            />
          </Buoyant>
        </Physics>
      </Waves>,
    )
    await act(async () => physics.current!.step())
    const hole = compartment.current!.state!.holes[0]
    expect(hole.head).toBeGreaterThan(1)
    expect(hole.flowRate).toBeCloseTo(0.6 * 0.1 * Math.sqrt(2 * g * hole.head), 12)
  })
})

describe('<Compartment>: a bad prop for a moment keeps the water it holds', () => {
  // one sea for every render: a new one re-attaches the loads (rebuilding the compartment with its water)
  const calm = flatWater()
  function Flooded({
    physics,
    compartment,
    holeArea,
    holeX = 0,
  }: {
    physics: React.Ref<PhysicsApi>
    compartment: React.Ref<CompartmentApi>
    holeArea: number
    holeX?: number
  }) {
    return (
      <Waves waves={calm}>
        <Physics ref={physics}>
          <Buoyant density={DENSITY} {...SEEDS}>
            <BargeMesh />
            <Compartment
              ref={compartment}
              name="midship"
              box={{ center: [0, 0, 0], size: [4, 3, 6] }}
              holes={[{ position: [holeX, -1.5, 0], area: holeArea }]}
            />
          </Buoyant>
        </Physics>
      </Waves>
    )
  }

  /** The barge of <Flooded> flooding for 20 s through a 0.4 m² hole, with console.error collected. */
  async function floodedFor20s() {
    const errors: string[] = []
    vi.spyOn(console, 'error').mockImplementation((message: unknown) => {
      errors.push(String(message))
    })
    const physics = createRef<PhysicsApi>()
    const compartment = createRef<CompartmentApi>()
    const renderer = await mount(<Flooded physics={physics} compartment={compartment} holeArea={0.4} />)
    const steps = async (n: number) =>
      act(async () => {
        for (let i = 0; i < n; i++) physics.current!.step()
      })
    await steps(60 * 20)
    return { errors, physics, compartment, renderer, steps }
  }

  it('a NaN hole area is reported and the compartment floods on with its water; put right, the water stays (it was dropped and refilled from initialVolume)', async () => {
    const { errors, physics, compartment, renderer, steps } = await floodedFor20s()
    const flooded = compartment.current!.state!
    expect(flooded.waterVolume).toBeGreaterThan(10)

    await renderer.update(<Flooded physics={physics} compartment={compartment} holeArea={NaN} />)
    expect(errors).toEqual([
      '<Compartment name="midship"> in <Buoyant>: holes[0].area must be a finite number ≥ 0 (m²), got NaN',
    ])
    expect(compartment.current!.problem).toMatch(/holes\[0\]\.area/)
    // the same compartment, with its water, still flooding through the hole it had
    expect(compartment.current!.state).toBe(flooded)
    const held = flooded.waterVolume
    await steps(1)
    expect(Math.abs(compartment.current!.state!.waterVolume - held)).toBeLessThan(0.1)

    await renderer.update(<Flooded physics={physics} compartment={compartment} holeArea={0.4} />)
    expect(compartment.current!.problem).toBeNull()
    expect(compartment.current!.state!.waterVolume).toBeGreaterThan(held - 0.1)
    expect(compartment.current!.state!.inflow).toBeGreaterThan(10)
    expect(errors).toHaveLength(1)
  })

  it('a hole moved off the compartment is reported, and the compartment floods on as it was with its water', async () => {
    const { errors, physics, compartment, renderer } = await floodedFor20s()
    const held = compartment.current!.state!.waterVolume
    expect(held).toBeGreaterThan(10)
    const hole = { ...compartment.current!.state!.holes[0].position }

    await renderer.update(<Flooded physics={physics} compartment={compartment} holeArea={0.4} holeX={8} />)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(
      /^<Compartment name="midship"> in <Buoyant>: holes\[0\]\.position .* outside its compartment/,
    )
    expect(compartment.current!.problem).toMatch(/outside its compartment/)
    const state = compartment.current!.state!
    expect(state.waterVolume).toBeCloseTo(held, 9)
    // through the hole it had
    expect(state.holes[0].position).toEqual(hole)

    // moved back: no problem, and the water is still there
    await renderer.update(<Flooded physics={physics} compartment={compartment} holeArea={0.4} holeX={1} />)
    expect(compartment.current!.problem).toBeNull()
    expect(compartment.current!.state!.waterVolume).toBeCloseTo(held, 9)
  })
})
