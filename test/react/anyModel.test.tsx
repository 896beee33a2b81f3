// <Buoyant> floats what it draws: the boat fixture (stories/anyModel/boat.glb, an open hull, a cabin that
// sinks into it and a mast, the cabin first in the file) floats upright at the draft computed here in
// closed form from the dimensions the file carries, whatever the order of its meshes.
import ReactThreeTestRenderer from '@react-three/test-renderer'
import { readFileSync } from 'node:fs'
import { createRef } from 'react'
import { BufferAttribute, BufferGeometry, type Group, type Object3D, Quaternion, Vector3 } from 'three'
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js'
import { describe, expect, it, vi } from 'vitest'
import { Buoyant, type BuoyantApi, Physics, type PhysicsApi, Waves } from 'react-three-buoyancy'
import { flatWater } from 'react-three-buoyancy/core'
import { mount, unmountAfterEach } from './mount.js'
import { SEEDS } from './seeds.js'

unmountAfterEach(() => vi.restoreAllMocks())

const WATER = 1025
const DENSITY = 350

interface BoatDimensions {
  deck: [number, number][]
  depth: number
  bottomScale: number
  cabin: number[]
  mast: number[]
}

async function loadBoat(): Promise<Group> {
  const file = readFileSync(new URL('../../stories/anyModel/boat.glb', import.meta.url))
  const buffer = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength)
  const gltf = await new GLTFLoader().parseAsync(buffer, '')
  return gltf.scene
}

/**
 * The hull is a frustum: its plan at height y is the deck outline scaled by k(y) = s + (1 − s) y / depth
 * about the vertical axis (s the bottom scale), so the volume below y = d is A ∫ k² dy and its first
 * moment in x is A x̄ ∫ k³ dy (A, x̄ the deck outline's area and centroid).
 */
function frustum(boat: BoatDimensions) {
  let signedArea = 0
  let signedMomentX = 0
  const deck = boat.deck
  for (let i = 0; i < deck.length; i++) {
    const [x0, z0] = deck[i]
    const [x1, z1] = deck[(i + 1) % deck.length]
    const cross = x0 * z1 - x1 * z0
    signedArea += cross / 2
    signedMomentX += ((x0 + x1) * cross) / 6
  }
  const area = Math.abs(signedArea)
  const centroidX = signedMomentX / signedArea
  const s = boat.bottomScale
  const slope = (1 - s) / boat.depth
  const k = (d: number) => s + slope * d
  const volume = (d: number) => (area * (k(d) ** 3 - s ** 3)) / (3 * slope)
  const buoyancyX = (d: number) => (centroidX * area * ((k(d) ** 4 - s ** 4) / (4 * slope))) / volume(d)
  return { volume, buoyancyX }
}

/** The boat's true solid: the hull capped at its deck, united with the cabin and mast above it. */
function trueBoat(boat: BoatDimensions) {
  const hull = frustum(boat)
  const [, , , , cabinTop] = boat.cabin
  const box = (b: number[], fromY: number) => (b[3] - b[0]) * (b[4] - fromY) * (b[5] - b[2])
  // The cabin's part below the deck lies inside the hull, the mast's below the cabin roof inside the cabin.
  const volume = hull.volume(boat.depth) + box(boat.cabin, boat.depth) + box(boat.mast, cabinTop)
  const displaced = (DENSITY * volume) / WATER
  // Draft: hull.volume(d) = displaced (it grows with d: bisection).
  let low = 0
  let high = boat.depth
  for (let i = 0; i < 100; i++) {
    const mid = (low + high) / 2
    if (hull.volume(mid) < displaced) low = mid
    else high = mid
  }
  return { volume, draft: low, buoyancyX: hull.buoyancyX(low) }
}

/** The same model with its meshes in another order: `order` names the root's children, flattened. */
function reordered(scene: Group, order: string[]): Group {
  const copy = scene.clone()
  copy.updateMatrixWorld(true)
  const root = copy.getObjectByName('boat')!
  const byName = new Map<string, Object3D>()
  for (const name of order) byName.set(name, copy.getObjectByName(name)!)
  for (const name of order) {
    const object = byName.get(name)!
    // keep where it is drawn: attach() preserves the world transform
    root.attach(object)
  }
  root.children.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name))
  return copy
}

/** Floats the boat in each order of its meshes on still water, from 5 cm high and heeled 3°, until at rest. */
async function floatBoat(orderNames: [string, string[] | null][]) {
  const scene = await loadBoat()
  const boat = (scene.getObjectByName('boat')!.userData as { boat: BoatDimensions }).boat
  const truth = trueBoat(boat)
  const warnings: string[] = []
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.join(' ')))
  const orders = orderNames.map(([name, order]) => [name, order === null ? scene : reordered(scene, order)] as const)
  const physics = createRef<PhysicsApi>()
  const refs = orders.map(() => createRef<BuoyantApi>())
  await mount(
    <Waves waves={flatWater()}>
      <Physics ref={physics}>
        {orders.map(([name, model], i) => (
          <Buoyant
            key={name}
            ref={refs[i]}
            name={name}
            position={[12 * i, 0.05 - truth.draft, 0]}
            rotation={[0.05, 0, 0]}
            density={DENSITY}
            {...SEEDS}
            // over the centre of buoyancy at the true draft (so it floats level), and low (ballast)
            centerOfMass={[truth.buoyancyX, 0.3, 0]}
          >
            <primitive object={model} />
          </Buoyant>
        ))}
      </Physics>
    </Waves>,
  )
  // an open model is capped or wrapped in the background (here in Node: a later task each)
  for (let i = 0; i < 500 && physics.current!.world.bodies.length < orders.length; i++) {
    await ReactThreeTestRenderer.act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  }
  await ReactThreeTestRenderer.act(async () => {
    for (let i = 0; i < 480; i++) physics.current!.step()
  })
  const poses = orders.map(([name]) =>
    physics.current!.namedBodies.get(name)!.readPose({ position: new Vector3(), quaternion: new Quaternion() }),
  )
  return { truth, warnings, names: orders.map(([name]) => name), apis: refs.map((ref) => ref.current!), poses }
}

describe('<Buoyant> floats a glTF model as drawn', () => {
  it('the open boat floats the same, upright and at rest, whatever the order of its meshes; one warning each', async () => {
    const { warnings, names, apis, poses } = await floatBoat([
      ['as in the file (cabin first)', null],
      ['hull first', ['hull', 'cabin', 'mast']],
    ])
    for (const [i, name] of names.entries()) {
      const report = apis[i].hullReport!
      expect(report.parts, name).toBe(3)
      // the hull of all three meshes, not the 12-triangle cabin the first mesh alone was
      expect(report.volume / apis[0].hullReport!.volume - 1, `${name}: volume`).toBeCloseTo(0, 6)
      expect(poses[i].position.y - poses[0].position.y, `${name}: draft`).toBeCloseTo(0, 3)
      const up = new Vector3(0, 1, 0).applyQuaternion(poses[i].quaternion as Quaternion)
      expect(Math.acos(Math.min(1, up.y)), `${name}: tilt (rad)`).toBeLessThan(0.01)
      expect(apis[i].body.velocity.length(), `${name}: speed (m/s)`).toBeLessThan(5e-3)
      // One warning per body, the report's sentence: the hull is not the meshes taken as they are.
      expect(
        warnings.filter((w) => w.startsWith(`<Buoyant name=${JSON.stringify(name)}>: ${report.sentence}`)),
      ).toHaveLength(1)
    }
    expect(warnings.filter((w) => w.startsWith('<Buoyant'))).toHaveLength(names.length)
  }, 120_000)

  it('the open boat floats at its true draft: the capped hull united with cabin and mast, in closed form', async () => {
    const { truth, apis, poses } = await floatBoat([['boat', null]])
    const report = apis[0].hullReport!
    // the solid a person would call the boat (a Monte Carlo estimate agreed with the closed form to 0.2 %)
    expect(Math.abs(report.volume / truth.volume - 1), `volume ${report.volume} vs ${truth.volume} m³`).toBeLessThan(
      0.02,
    )
    // the keel is at the group's origin: the group sits at −draft
    expect(poses[0].position.y + truth.draft, `keel at ${poses[0].position.y}, draft ${truth.draft}`).toBeCloseTo(0, 2)
  }, 120_000)
})

describe('<Buoyant> floats an open vessel modelled with wall thickness on its outer hull', () => {
  it('a 2 × 1 × 2 m tub with 5 cm walls and 800 kg rests at m / (ρ · 4 m²), where as its walls it sank', async () => {
    // the tub: outer box 2 × 1 × 2 from y = 0, inside 1.9 × 0.95 × 1.9 from y = 0.05, joined along the rim
    const corners = (h: number, y0: number) =>
      [y0, 1].flatMap((y) => [-h, h].flatMap((x) => [-h, h].map((z) => [x, y, z])))
    const positions = new Float32Array([...corners(1, 0), ...corners(0.95, 0.05)].flat())
    const quad = (a: number, b: number, c: number, d: number) => [a, b, c, a, c, d]
    const open = (k: number) => [
      ...quad(k + 0, k + 2, k + 3, k + 1),
      ...quad(k + 0, k + 1, k + 5, k + 4),
      ...quad(k + 2, k + 6, k + 7, k + 3),
      ...quad(k + 0, k + 4, k + 6, k + 2),
      ...quad(k + 1, k + 3, k + 7, k + 5),
    ]
    const rim = [...quad(4, 6, 14, 12), ...quad(6, 7, 15, 14), ...quad(7, 5, 13, 15), ...quad(5, 4, 12, 13)]
    const geometry = new BufferGeometry()
    geometry.setAttribute('position', new BufferAttribute(positions, 3))
    geometry.setIndex([...open(0), ...open(8), ...rim])
    const warnings: string[] = []
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.join(' ')))
    const physics = createRef<PhysicsApi>()
    const tub = createRef<BuoyantApi>()
    const mass = 800
    await mount(
      <Waves waves={flatWater()}>
        <Physics ref={physics}>
          <Buoyant ref={tub} name="tub" position={[0, -0.1, 0]} mass={mass} centerOfMass={[0, 0.2, 0]} {...SEEDS}>
            <mesh geometry={geometry} />
          </Buoyant>
        </Physics>
      </Waves>,
    )
    for (let i = 0; i < 500 && physics.current!.world.bodies.length < 1; i++) {
      await ReactThreeTestRenderer.act(() => new Promise((resolve) => setTimeout(resolve, 10)))
    }
    await ReactThreeTestRenderer.act(async () => {
      for (let i = 0; i < 600; i++) physics.current!.step()
    })
    const report = tub.current!.hullReport!
    expect(report.method).toBe('capped')
    expect(report.volume).toBeCloseTo(4, 9)
    expect(warnings.filter((w) => w.includes('wall thickness'))).toHaveLength(1)
    // the tub's bottom (its origin) rests at the draft of the outer box, 800 / (1025 · 4) = 0.195 m
    const pose = physics
      .current!.namedBodies.get('tub')!
      .readPose({ position: new Vector3(), quaternion: new Quaternion() })
    expect(pose.position.y).toBeCloseTo(-mass / (WATER * 4), 3)
  }, 60_000)
})
