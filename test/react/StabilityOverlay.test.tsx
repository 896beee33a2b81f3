import { type ReactElement, createRef } from 'react'
import { type Object3D, Vector3 } from 'three'
import { describe, expect, it, vi } from 'vitest'
import {
  Buoyant,
  type BuoyantApi,
  Cargo,
  Physics,
  type PhysicsApi,
  type RightingLeverCurveState,
  StabilityOverlay,
  Waves,
  useRightingLeverCurve,
} from 'react-three-buoyancy'
import { type Stability, flatWater } from 'react-three-buoyancy/core'
import { BARGE, BargeMesh, act, mount } from './loads.support.js'
import { SEEDS } from './seeds.js'

const DENSITY = 0.4 * 1025
const WATER = 1025

/** `buoyant` on flat water, stepped `seconds` at 60 Hz, then `frames` frames drawn: the renderer */
async function atRest(buoyant: ReactElement, seconds: number, frames: number) {
  const physics = createRef<PhysicsApi>()
  const renderer = await mount(
    <Waves waves={flatWater()}>
      <Physics ref={physics}>{buoyant}</Physics>
    </Waves>,
  )
  await act(async () => {
    for (let i = 0; i < 60 * seconds; i++) physics.current!.step()
  })
  await act(async () => renderer.advanceFrames(frames, 0))
  return renderer
}

function CurveProbe({ into }: { into: { current: RightingLeverCurveState | null } }) {
  into.current = useRightingLeverCurve({ minInterval: 0 })
  return null
}

function worldPosition(root: Object3D, name: string): Vector3 {
  const object = root.getObjectByName(name)!
  object.updateWorldMatrix(true, false)
  return new Vector3().setFromMatrixPosition(object.matrixWorld)
}

describe('<StabilityOverlay>: G, B and M where the closed forms put them', () => {
  it('a box barge at rest: B at half draft, M a metacentric radius B²/(12 T) above it, G with its cargo', async () => {
    const api = createRef<BuoyantApi>()
    const readings: (Stability | null)[] = []
    const renderer = await atRest(
      <Buoyant ref={api} name="barge" density={DENSITY} position={[4, 0, -3]} {...SEEDS}>
        <BargeMesh />
        <Cargo mass={6000} position={[0, 1, 0]} />
        <StabilityOverlay hz={4} onUpdate={(s) => readings.push(s)} />
      </Buoyant>,
      20,
      5,
    )
    // one reading for five quick frames: a few per second at most
    expect(readings).toHaveLength(1)
    const dry = DENSITY * BARGE.length * BARGE.depth * BARGE.beam
    const mass = dry + 6000
    const draft = mass / (WATER * BARGE.length * BARGE.beam)
    const scene = renderer.scene.instance
    const b = worldPosition(scene, 'centerOfBuoyancy')
    const m = worldPosition(scene, 'metacentre')
    const g = worldPosition(scene, 'centerOfGravity')
    expect(b.distanceTo(new Vector3(4, -draft / 2, -3))).toBeLessThan(1e-3)
    expect(m.distanceTo(new Vector3(4, -draft / 2 + BARGE.beam ** 2 / (12 * draft), -3))).toBeLessThan(1e-3)
    const body = api.current!.body.position
    expect(g.distanceTo(new Vector3(body.x, body.y + (6000 * 1) / mass, body.z))).toBeLessThan(1e-6)
    expect(readings[0]!.metacentricRadius.transverse).toBeCloseTo(BARGE.beam ** 2 / (12 * draft), 4)
  })

  it("a barge modelled with its length along z (as glTF has it): M over B by its breadth's radius, not its length's", async () => {
    const readings: (Stability | null)[] = []
    const curve: { current: RightingLeverCurveState | null } = { current: null }
    const renderer = await atRest(
      <Buoyant name="glTF barge" density={DENSITY} {...SEEDS}>
        <mesh>
          <boxGeometry args={[BARGE.beam, BARGE.depth, BARGE.length]} />
        </mesh>
        <StabilityOverlay hz={4} onUpdate={(s) => readings.push(s)} />
        <CurveProbe into={curve} />
      </Buoyant>,
      20,
      5,
    )
    const draft = (DENSITY * BARGE.depth) / WATER
    const b = worldPosition(renderer.scene.instance, 'centerOfBuoyancy')
    const m = worldPosition(renderer.scene.instance, 'metacentre')
    // (about body x, the convention's axis, M would be L² / (12 T) = 45 m above B, not 1.7 m)
    expect(m.y - b.y).toBeCloseTo(BARGE.beam ** 2 / (12 * draft), 3)
    expect(readings.at(-1)!.metacentricRadius.longitudinal).toBeCloseTo(BARGE.length ** 2 / (12 * draft), 2)
    // useRightingLeverCurve heels it about its length too: GM = KB + BM − KG of the wall-sided box
    expect(curve.current!.lengthAxis).toBe('z')
    expect(curve.current!.curve!.metacentricHeight).toBeCloseTo(
      draft / 2 + BARGE.beam ** 2 / (12 * draft) - BARGE.depth / 2,
      3,
    )
  })

  it('heeled by an off-centre cargo, at rest: G on the vertical through B (a righting lever of zero)', async () => {
    const renderer = await atRest(
      <Buoyant name="barge" density={DENSITY} {...SEEDS}>
        <BargeMesh />
        <Cargo mass={8000} position={[0, 1, 2.5]} />
        <StabilityOverlay hz={1000} />
      </Buoyant>,
      60,
      1,
    )
    const scene = renderer.scene.instance
    const b = worldPosition(scene, 'centerOfBuoyancy')
    const g = worldPosition(scene, 'centerOfGravity')
    const m = worldPosition(scene, 'metacentre')
    expect(Math.hypot(g.x - b.x, g.z - b.z)).toBeLessThan(1e-3)
    // M is drawn on the world's vertical through B, above it
    expect(Math.hypot(m.x - b.x, m.z - b.z)).toBeLessThan(1e-6)
    expect(m.y).toBeGreaterThan(b.y)
    // and tilted away from the body's own vertical: the barge lists
    const up = new Vector3(0, 1, 0).applyQuaternion(scene.getObjectByName('barge')!.quaternion)
    expect(up.y).toBeLessThan(Math.cos(1 * (Math.PI / 180)))
  })

  it('outside a <Buoyant>: a readable error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(
      mount(
        <Waves waves={flatWater()}>
          <Physics>
            <StabilityOverlay />
          </Physics>
        </Waves>,
      ),
    ).rejects.toThrow(/<StabilityOverlay>: no floating body here; place it inside a <Buoyant>/)
  })
})
