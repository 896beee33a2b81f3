import { type RefObject, StrictMode, createRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import {
  Buoyant,
  type BuoyantApi,
  Cargo,
  Compartment,
  Physics,
  type PhysicsApi,
  type RightingLeverCurveState,
  Waves,
  useRightingLeverCurve,
} from 'react-three-buoyancy'
import { findEquilibrium, flatWater, loadCargo, shipAttitude } from 'react-three-buoyancy/core'
import { BARGE, BargeMesh, act, bargeHull, heelOf, listeners, mount, trimOf } from './loads.support.js'

const DENSITY = 0.4 * 1025
const DEGREE = Math.PI / 180
/** The barge's mesh sits off the group's origin, so a cargo placed in the group's frame must be converted. */
const MESH_AT: [number, number, number] = [3, 0.5, -1]
const CRATE = { mass: 12000, size: [2, 1, 2] as const }

function CurveProbe({ into }: { into: { current: RightingLeverCurveState | null } }) {
  into.current = useRightingLeverCurve({ minInterval: 0 })
  return null
}

function Barge({
  crateZ,
  api,
  physics,
  curve,
}: {
  crateZ: number
  api: RefObject<BuoyantApi | null>
  physics: RefObject<PhysicsApi | null>
  curve: { current: RightingLeverCurveState | null }
}) {
  return (
    <Waves waves={flatWater()}>
      <Physics ref={physics}>
        <Buoyant ref={api} name="barge" density={DENSITY}>
          <BargeMesh at={MESH_AT} />
          <Cargo
            name="crate"
            mass={CRATE.mass}
            position={[MESH_AT[0] + 2, MESH_AT[1] + 1, MESH_AT[2] + crateZ]}
            size={CRATE.size}
          />
          <CurveProbe into={curve} />
        </Buoyant>
      </Physics>
    </Waves>
  )
}

describe('<Cargo>: moved at run time, the ship lists to the heel its statics predict', () => {
  it('a 12 t crate moved 2.2 m across a 20 × 3 × 6 m barge: rest heel = findEquilibrium’s (± 1°), and the GZ curve crosses zero there', async () => {
    const api = createRef<BuoyantApi>()
    const physics = createRef<PhysicsApi>()
    const curve: { current: RightingLeverCurveState | null } = { current: null }
    const renderer = await mount(<Barge crateZ={0} api={api} physics={physics} curve={curve} />)
    const dryMass = DENSITY * BARGE.length * BARGE.depth * BARGE.beam
    expect(api.current!.body.mass).toBeCloseTo(dryMass + CRATE.mass, 6)
    // the drop's heave and trim excite a little roll (1e-3 rad at 10 s), which decays by about 2.5 every
    // 5 s with radiation 'auto''s roll inertia from the hull's own sections: 2e-4 rad at 30 s, 6e-6 at 60 s
    await act(async () => {
      for (let i = 0; i < 60 * 60; i++) physics.current!.step()
    })
    expect(Math.abs(heelOf(api.current!.body.quaternion))).toBeLessThan(1e-4)

    await renderer.update(<Barge crateZ={2.2} api={api} physics={physics} curve={curve} />)
    await act(async () => {
      for (let i = 0; i < 60 * 60; i++) physics.current!.step()
    })

    // the statics of the hull as the user wrote it (the group's frame), with the crate where the user put it
    const hull = bargeHull(...MESH_AT)
    const crate = {
      mass: CRATE.mass,
      position: { x: MESH_AT[0] + 2, y: MESH_AT[1] + 1, z: MESH_AT[2] + 2.2 },
      size: { x: 2, y: 1, z: 2 },
    }
    const expected = findEquilibrium(hull, loadCargo(hull.massProperties(DENSITY), [crate]))
    const heel = heelOf(api.current!.body.quaternion)
    expect(expected.heel).toBeGreaterThan(3 * DEGREE)
    expect(Math.abs(heel - expected.heel)).toBeLessThan(1 * DEGREE)
    expect(Math.abs(trimOf(api.current!.body.quaternion) - expected.trim)).toBeLessThan(1 * DEGREE)
    expect(shipAttitude(api.current!.body.quaternion).heel).toBeCloseTo(heel, 12)

    // the live GZ curve (recomputed for the moved crate) rests where the ship rests
    await act(async () => renderer.advanceFrames(1, 0))
    const state = curve.current!
    expect(state.problem).toBeNull()
    const rest = state.curve!.equilibriumHeels.find((h) => Math.abs(h - heel) < 5 * DEGREE)
    expect(rest).toBeDefined()
    expect(Math.abs(rest! - heel)).toBeLessThan(1 * DEGREE)
    expect(state.loading!.mass).toBeCloseTo(dryMass + CRATE.mass, 6)
  })
})

describe('<Cargo>: mount and unmount', () => {
  it('loads and unloads the body: mass back to dry, no listener left, the loads run before the buoyancy', async () => {
    const physics = createRef<PhysicsApi>()
    const api = createRef<BuoyantApi>()
    const scene = (cargo: number) => (
      <Waves waves={flatWater()}>
        <Physics ref={physics}>
          <Buoyant ref={api} name="barge" density={DENSITY}>
            <BargeMesh />
            {Array.from({ length: cargo }, (_, i) => (
              <Cargo key={i} mass={1000} position={[i, 0, 1]} />
            ))}
          </Buoyant>
        </Physics>
      </Waves>
    )
    const renderer = await mount(scene(2))
    const world = physics.current!.world
    const dry = DENSITY * BARGE.length * BARGE.depth * BARGE.beam
    expect(api.current!.body.mass).toBeCloseTo(dry + 2000, 6)
    // the stand-in's listener first, then the buoyancy's
    expect(listeners(world, 'preStep').map((l) => l.name)).toEqual(['runPreStep', 'onPreStep'])
    await renderer.update(scene(1))
    expect(api.current!.body.mass).toBeCloseTo(dry + 1000, 6)
    await renderer.update(scene(0))
    expect(api.current!.body.mass).toBeCloseTo(dry, 6)
    expect(listeners(world, 'preStep')).toHaveLength(1)
    expect(listeners(world, 'postStep')).toHaveLength(1)
    await renderer.update(scene(1))
    expect(listeners(world, 'preStep')).toHaveLength(2)
    await renderer.update(
      <Waves waves={flatWater()}>
        <Physics ref={physics} />
      </Waves>,
    )
    expect(listeners(world, 'preStep')).toHaveLength(0)
    expect(listeners(world, 'postStep')).toHaveLength(0)
  })

  it('under StrictMode (effects run twice) the cargo and a compartment’s water are added once', async () => {
    const api = createRef<BuoyantApi>()
    const physics = createRef<PhysicsApi>()
    await mount(
      <StrictMode>
        <Waves waves={flatWater()}>
          <Physics ref={physics}>
            <Buoyant ref={api} density={DENSITY}>
              <BargeMesh />
              <Cargo mass={1000} position={[1, 0, 0]} />
              <Compartment box={{ size: [2, 2, 2] }} initialVolume={2} />
            </Buoyant>
          </Physics>
        </Waves>
      </StrictMode>,
    )
    const dry = DENSITY * BARGE.length * BARGE.depth * BARGE.beam
    expect(api.current!.body.mass).toBeCloseTo(dry + 1000 + 2 * 1025, 6)
    expect(listeners(physics.current!.world, 'preStep')).toHaveLength(2)
  })

  it('a change of the body’s mass keeps the cargo on top of the new dry mass', async () => {
    const api = createRef<BuoyantApi>()
    const scene = (density: number) => (
      <Waves waves={flatWater()}>
        <Physics>
          <Buoyant ref={api} density={density}>
            <BargeMesh />
            <Cargo mass={5000} position={[0, 0, 0]} />
          </Buoyant>
        </Physics>
      </Waves>
    )
    const renderer = await mount(scene(400))
    const volume = BARGE.length * BARGE.depth * BARGE.beam
    expect(api.current!.body.mass).toBeCloseTo(400 * volume + 5000, 6)
    await renderer.update(scene(300))
    expect(api.current!.body.mass).toBeCloseTo(300 * volume + 5000, 6)
  })
})

describe('<Cargo>: a bad prop', () => {
  it('is reported, and the cargo stays as it last was with good props (it was left out: the ship jumped)', async () => {
    const errors: string[] = []
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(String(args[0])))
    try {
      const physics = createRef<PhysicsApi>()
      const api = createRef<BuoyantApi>()
      const scene = (mass: number, x: number) => (
        <Waves waves={flatWater()}>
          <Physics ref={physics}>
            <Buoyant ref={api} name="barge" density={DENSITY}>
              <BargeMesh />
              <Cargo name="crate" mass={mass} position={[x, 0, 1]} />
            </Buoyant>
          </Physics>
        </Waves>
      )
      const renderer = await mount(scene(3000, 2))
      const dry = DENSITY * BARGE.length * BARGE.depth * BARGE.beam
      expect(api.current!.body.mass).toBeCloseTo(dry + 3000, 6)
      // a slider passes NaN: said, and the 3 t stay on board
      await renderer.update(scene(NaN, 2))
      expect(errors.some((e) => /<Cargo name="crate">.*mass/.test(e))).toBe(true)
      expect(api.current!.body.mass).toBeCloseTo(dry + 3000, 6)
      // a good value again takes over
      await renderer.update(scene(4000, 2))
      expect(api.current!.body.mass).toBeCloseTo(dry + 4000, 6)
      // a bad one on a first render: nothing to keep, nothing carried
      await renderer.update(
        <Waves waves={flatWater()}>
          <Physics ref={physics}>
            <Buoyant ref={api} name="barge" density={DENSITY}>
              <BargeMesh />
              <Cargo key="new" name="crate" mass={-1} position={[0, 0, 0]} />
            </Buoyant>
          </Physics>
        </Waves>,
      )
      expect(api.current!.body.mass).toBeCloseTo(dry, 6)
    } finally {
      spy.mockRestore()
    }
  })
})
