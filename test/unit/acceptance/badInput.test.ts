// Bad input never gives NaN: an Error that names the input, or a documented safe value.
import * as THREE from 'three'
import { describe, expect, it } from 'vitest'
import {
  computeHydrostatics,
  createHull,
  createWaves,
  flatWater,
  type HydrostaticsOptions,
  type Pose,
  type WaterSurface,
} from 'react-three-buoyancy/core'
import { axisAngle, relErr, v3 } from './reference.js'

const g = new THREE.BoxGeometry(2, 1, 1)
const hull = createHull(g.attributes.position.array, g.index!.array)
const upright: Pose = { position: v3(0, 0, 0), quaternion: { x: 0, y: 0, z: 0, w: 1 } }

/** The message of the Error `f` throws; fails the test when it returns instead. */
function thrown(f: () => unknown): string {
  let result: unknown
  try {
    result = f()
  } catch (e) {
    expect(e).toBeInstanceOf(Error)
    return (e as Error).message
  }
  throw new Error(`expected an Error, got ${JSON.stringify(result)}`)
}

const allFinite = (r: ReturnType<typeof computeHydrostatics>) =>
  [
    r.force.x,
    r.force.y,
    r.force.z,
    r.torque.x,
    r.torque.y,
    r.torque.z,
    r.displacedVolume,
    r.wettedArea,
    r.centerOfBuoyancy.x,
    r.centerOfBuoyancy.y,
    r.centerOfBuoyancy.z,
  ].every(Number.isFinite)

describe('computeHydrostatics refuses what would make NaN', () => {
  it('a NaN or infinite position', () => {
    for (const bad of [NaN, Infinity]) {
      const m = thrown(() =>
        computeHydrostatics(hull, { position: v3(0, bad, 0), quaternion: upright.quaternion }, flatWater()),
      )
      expect(m).toMatch(/computeHydrostatics/)
      expect(m).toMatch(/position/)
    }
  })

  it('a NaN or zero quaternion', () => {
    for (const q of [
      { x: 0, y: 0, z: 0, w: 0 },
      { x: NaN, y: 0, z: 0, w: 1 },
      { x: 0, y: 0, z: 0, w: Infinity },
    ]) {
      expect(thrown(() => computeHydrostatics(hull, { position: v3(0, 0, 0), quaternion: q }, flatWater()))).toMatch(
        /quaternion/,
      )
    }
  })

  it('a quaternion that is not unit length is normalised (documented), not applied as a scaling', () => {
    const q = axisAngle(v3(1, 0, 0), 0.4)
    const a = computeHydrostatics(hull, { position: v3(0, 0, 0), quaternion: q }, flatWater()).displacedVolume
    const b = computeHydrostatics(
      hull,
      { position: v3(0, 0, 0), quaternion: { x: 3 * q.x, y: 3 * q.y, z: 3 * q.z, w: 3 * q.w } },
      flatWater(),
    ).displacedVolume
    expect(relErr(b, a)).toBeLessThan(1e-12)
  })

  it('a NaN, zero, negative or infinite density or gravity names the option', () => {
    for (const bad of [NaN, 0, -1025, Infinity]) {
      expect(thrown(() => computeHydrostatics(hull, upright, flatWater(), { density: bad }))).toMatch(/density/)
      expect(thrown(() => computeHydrostatics(hull, upright, flatWater(), { gravity: bad }))).toMatch(/gravity/)
    }
  })

  it('a NaN or infinite time', () => {
    const sea = createWaves([{ amplitude: 0.2, wavelength: 5 }])
    for (const bad of [NaN, Infinity])
      expect(thrown(() => computeHydrostatics(hull, upright, sea, { time: bad }))).toMatch(/time/)
  })

  it('an unknown integrator or clipping name', () => {
    const m = thrown(() =>
      computeHydrostatics(hull, upright, flatWater(), { integrator: 'simpson' } as unknown as HydrostaticsOptions),
    )
    expect(m).toMatch(/integrator/)
    expect(m).toMatch(/simpson/)
    expect(
      thrown(() =>
        computeHydrostatics(hull, upright, flatWater(), { clipping: 'cubic' } as unknown as HydrostaticsOptions),
      ),
    ).toMatch(/clipping/)
  })

  it('a NaN torqueAbout', () => {
    expect(thrown(() => computeHydrostatics(hull, upright, flatWater(), { torqueAbout: v3(0, NaN, 0) }))).toMatch(
      /torqueAbout/,
    )
  })

  it('a water whose heightAt returns NaN (everywhere, or at one vertex), with every clipping', () => {
    const everywhere: WaterSurface = { heightAt: () => NaN }
    const oneVertex: WaterSurface = { heightAt: (x, z) => (x > 0.9 && z > 0.4 ? NaN : 0) }
    for (const water of [everywhere, oneVertex]) {
      for (const clipping of ['flat', 'linear', 'curved', 'adaptive'] as const) {
        // 'flat' reads the height under the body origin only (documented), where oneVertex is finite
        if (water === oneVertex && clipping === 'flat') continue
        const m = thrown(() => computeHydrostatics(hull, upright, water, { clipping }))
        expect(m).toMatch(/water|height/i)
        expect(m).toMatch(/NaN/)
      }
    }
  })

  it('a water whose heightAt returns ±Infinity or undefined', () => {
    for (const value of [Infinity, -Infinity, undefined]) {
      const water = { heightAt: () => value } as unknown as WaterSurface
      expect(thrown(() => computeHydrostatics(hull, upright, water))).toMatch(/water|height/i)
    }
  })

  it('not a hull, not a pose, not a water', () => {
    expect(thrown(() => computeHydrostatics({} as never, upright, flatWater()))).toMatch(/hull/)
    expect(thrown(() => computeHydrostatics(hull, {} as never, flatWater()))).toMatch(/pose|position/)
    expect(thrown(() => computeHydrostatics(hull, upright, {} as never))).toMatch(/water|heightAt/)
  })
})

describe('edge cases give finite numbers', () => {
  it('a face exactly on the water, a vertex touching it, a hull grazing a crest', () => {
    const sea = createWaves([{ amplitude: 0.5, wavelength: 10 }])
    const cases: [Pose, WaterSurface][] = [
      [{ position: v3(0, 0.5, 0), quaternion: upright.quaternion }, flatWater()], // bottom face on the surface
      [{ position: v3(0, -0.5, 0), quaternion: upright.quaternion }, flatWater()], // top face on the surface
      [{ position: v3(0, Math.hypot(1, 0.5), 0), quaternion: axisAngle(v3(0, 0, 1), Math.atan2(1, 0.5)) }, flatWater()],
      [{ position: v3(2.5, 1.0 + 1e-12, 0), quaternion: upright.quaternion }, sea],
    ]
    for (const [pose, water] of cases) {
      for (const integrator of ['exact', 'centroid', 'kerner', 'volume'] as const) {
        for (const clipping of ['flat', 'linear', 'curved', 'adaptive'] as const) {
          expect(allFinite(computeHydrostatics(hull, pose, water, { integrator, clipping }))).toBe(true)
        }
      }
    }
  })
})

describe('createWaves and flatWater refuse bad numbers, naming the component', () => {
  it('NaN amplitude, non-positive wavelength, NaN direction, negative speed, an empty list', () => {
    const good = { amplitude: 0.2, wavelength: 5 }
    expect(thrown(() => createWaves([good, { amplitude: NaN, wavelength: 5 }]))).toMatch(
      /component 1.*amplitude|amplitude.*component 1/,
    )
    for (const wavelength of [0, -3, NaN, Infinity]) {
      expect(thrown(() => createWaves([{ amplitude: 0.2, wavelength }]))).toMatch(/wavelength/)
    }
    expect(thrown(() => createWaves([{ amplitude: 0.2, wavelength: 5, direction: NaN }]))).toMatch(/direction/)
    expect(thrown(() => createWaves([{ amplitude: 0.2, wavelength: 5, speed: -1 }]))).toMatch(/speed/)
    expect(thrown(() => createWaves([]))).toMatch(/empty|flatWater/)
    expect(thrown(() => createWaves([good], { gravity: 0 }))).toMatch(/gravity/)
    expect(thrown(() => flatWater(NaN))).toMatch(/level/)
  })
})
