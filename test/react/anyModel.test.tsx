// <Buoyant> floats what it draws: the boat fixture (stories/anyModel/boat.glb, an open hull, a cabin that
// sinks into it and a mast, the cabin first in the file) floats upright at the draft computed here in
// closed form from the dimensions the file carries, whatever the order of its meshes.
import ReactThreeTestRenderer from '@react-three/test-renderer'
import { readFileSync } from 'node:fs'
import { createRef } from 'react'
import { type Group, type Object3D, Quaternion, Vector3 } from 'three'
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js'
import { describe, expect, it, vi } from 'vitest'
import { Buoyant, type BuoyantApi, Physics, type PhysicsApi, Waves } from 'react-three-buoyancy'
import { flatWater } from 'react-three-buoyancy/core'
import { mount, unmountAfterEach } from './mount.js'

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
  let area = 0
  let momentX = 0
  const deck = boat.deck
  for (let i = 0; i < deck.length; i++) {
    const [x0, z0] = deck[i]
    const [x1, z1] = deck[(i + 1) % deck.length]
    const cross = x0 * z1 - x1 * z0
    area += cross / 2
    momentX += ((x0 + x1) * cross) / 6
  }
  area = Math.abs(area)
  const centroidX = Math.abs(momentX) === 0 ? 0 : momentX / (Math.sign(momentX) * Math.sign(area) * area)
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

describe('<Buoyant> floats a glTF model as drawn', () => {
  it('the open boat with its cabin and mast floats upright at its true draft, whatever the order of its meshes', async () => {
    const scene = await loadBoat()
    const boat = (scene.getObjectByName('boat')!.userData as { boat: BoatDimensions }).boat
    const truth = trueBoat(boat)
    const warnings: string[] = []
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.join(' ')))
    const orders: [string, Group][] = [
      ['as in the file (cabin first)', scene],
      ['hull first', reordered(scene, ['hull', 'cabin', 'mast'])],
      ['mast first', reordered(scene, ['mast', 'hull', 'cabin'])],
    ]
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
              position={[12 * i, 0.2, 0]}
              density={DENSITY}
              // over the centre of buoyancy at the true draft (so it floats level), and low (ballast)
              centerOfMass={[truth.buoyancyX, 0.3, 0]}
            >
              <primitive object={model} />
            </Buoyant>
          ))}
        </Physics>
      </Waves>,
    )
    await ReactThreeTestRenderer.act(async () => {
      for (let i = 0; i < 1200; i++) physics.current!.step()
    })
    for (const [i, [name]] of orders.entries()) {
      const api = refs[i].current!
      const report = api.hullReport!
      // the solid a person would call the boat: the capped hull united with cabin and mast
      expect(report.volume / truth.volume - 1, `${name}: volume`).toBeLessThan(0.02)
      expect(report.volume / truth.volume - 1, `${name}: volume`).toBeGreaterThan(-0.02)
      expect(report.parts, name).toBe(3)
      const pose = physics
        .current!.namedBodies.get(name)!
        .readPose({ position: new Vector3(), quaternion: new Quaternion() })
      // the keel is at the group's origin: the group sits at −draft
      expect(pose.position.y + truth.draft, `${name}: keel ${pose.position.y} vs draft ${truth.draft}`).toBeCloseTo(
        0,
        2,
      )
      const up = new Vector3(0, 1, 0).applyQuaternion(pose.quaternion as Quaternion)
      expect(Math.acos(Math.min(1, up.y)), `${name}: tilt (rad)`).toBeLessThan(0.01)
      expect(api.body.velocity.length(), name).toBeLessThan(1e-3)
    }
    // One warning per body, the report's sentence: the hull is not the meshes taken as they are.
    expect(warnings).toHaveLength(orders.length)
    for (const [i, [name]] of orders.entries()) {
      expect(
        warnings.some((w) =>
          w.startsWith(`<Buoyant name=${JSON.stringify(name)}>: ${refs[i].current!.hullReport!.sentence}`),
        ),
      ).toBe(true)
    }
  })
})
