import { describe, expect, it } from 'vitest'
import {
  boxMesh,
  computeHydrostatics,
  createHydrostaticsResult,
  createWaves,
  flatWater,
} from 'react-three-buoyancy/core'
import type { HydrostaticsOptions, Pose, WaterSurface } from 'react-three-buoyancy/core'
import { hullOf } from './fixtures.js'

const hull = hullOf(boxMesh(2, 1, 3))
const identity = { x: 0, y: 0, z: 0, w: 1 }
const pose: Pose = { position: { x: 0, y: 0, z: 0 }, quaternion: identity }
const water = flatWater(0)

describe('computeHydrostatics refuses bad input with an Error that names it', () => {
  it.each([
    [{ x: NaN, y: 0, z: 0 }, /pose\.position.*NaN/],
    [{ x: 0, y: Infinity, z: 0 }, /pose\.position.*Infinity/],
  ])('position %o', (position, message) => {
    expect(() => computeHydrostatics(hull, { position, quaternion: identity }, water)).toThrow(message)
  })

  it.each([[{ x: NaN, y: 0, z: 0, w: 1 }], [{ x: 0, y: 0, z: 0, w: 0 }], [{ x: 0, y: Infinity, z: 0, w: 1 }]])(
    'quaternion %o',
    (quaternion) => {
      expect(() => computeHydrostatics(hull, { position: pose.position, quaternion }, water)).toThrow(
        /pose\.quaternion/,
      )
    },
  )

  it.each<[HydrostaticsOptions, RegExp]>([
    [{ density: 0 }, /options\.density.*> 0.*got 0/],
    [{ density: -1025 }, /options\.density/],
    [{ density: NaN }, /options\.density/],
    [{ gravity: Infinity }, /options\.gravity/],
    [{ gravity: -9.81 }, /options\.gravity/],
    [{ time: NaN }, /options\.time/],
    [{ integrator: 'hirae' as never }, /options\.integrator.*'exact'.*"hirae"/],
    [{ clipping: 'smooth' as never }, /options\.clipping.*"smooth"/],
    [{ torqueAbout: { x: 0, y: NaN, z: 0 } }, /options\.torqueAbout/],
    [{ curvedSamples: 0 }, /options\.curvedSamples/],
    [{ curvedSamples: 2.5 }, /options\.curvedSamples/],
    [{ tolerance: 0 }, /options\.tolerance/],
    [{ maxDepth: -1 }, /options\.maxDepth/],
    [{ maxDepth: 40 }, /options\.maxDepth/],
    [{ wetSurface: {} as never }, /options\.wetSurface must be made by createWetSurface/],
  ])('options %o', (options, message) => {
    expect(() => computeHydrostatics(hull, pose, water, options)).toThrow(message)
  })

  it('a NaN water height names the vertex, and an infinite one too', () => {
    const broken: WaterSurface = { heightAt: (x) => (x > 0 ? NaN : 0) }
    expect(() => computeHydrostatics(hull, pose, broken)).toThrow(/hull vertex \d+ \(x = 1, z = -?1\.5, t = 0\) is NaN/)
    const batched = {
      heightAt: () => 0,
      // (heightsAt must fill every height asked for: an unwritten one is refused as NaN)
      heightsAt: (_xz: ArrayLike<number>, _t: number, out: { [i: number]: number }, count = 0) => {
        for (let i = 0; i < count; i++) out[i] = i === 3 ? Infinity : 0
      },
    }
    expect(() => computeHydrostatics(hull, pose, batched)).toThrow(/hull vertex 3 .* is Infinity/)
  })

  it('a NaN height inside a triangle (adaptive, curved) or under the origin (flat) is refused too', () => {
    // finite at the box's corners, NaN elsewhere
    const corners: WaterSurface = { heightAt: (x, z) => (Math.abs(x) === 1 && Math.abs(z) === 1.5 ? 0.1 * x : NaN) }
    const sea = createWaves([{ amplitude: 0.2, wavelength: 1.5 }])
    const wavyCorners = Object.assign(corners, { maxCurvature: sea.maxCurvature })
    expect(() => computeHydrostatics(hull, pose, wavyCorners, { clipping: 'adaptive' })).toThrow(
      /heightAt\(.*\) returned NaN/,
    )
    expect(() => computeHydrostatics(hull, pose, wavyCorners, { clipping: 'curved' })).toThrow(
      /heightAt\(.*\) returned NaN/,
    )
    expect(() => computeHydrostatics(hull, pose, wavyCorners, { clipping: 'flat' })).toThrow(
      /under the body origin .* is NaN/,
    )
  })

  it('a bad maxCurvature, a water without heightAt or a hull not from createHull is refused', () => {
    expect(() =>
      computeHydrostatics(hull, pose, { heightAt: () => 0, maxCurvature: -1 } as WaterSurface, {
        clipping: 'adaptive',
      }),
    ).toThrow(/water\.maxCurvature/)
    expect(() => computeHydrostatics(hull, pose, {} as WaterSurface)).toThrow(/water must be a WaterSurface/)
    const fake = { positions: [0, 0, 0], indices: [0, 0, 0] } as never
    expect(() => computeHydrostatics(fake, pose, water)).toThrow(/createHull/)
  })

  it('never returns NaN: a hull touching the water at one vertex, or tangent to it', () => {
    const out = createHydrostaticsResult()
    for (const y of [0.5, -0.5, 0.5 + 1e-300]) {
      for (const integrator of ['exact', 'kerner', 'centroid', 'volume'] as const) {
        const result = computeHydrostatics(
          hull,
          { position: { x: 0, y, z: 0 }, quaternion: identity },
          water,
          { integrator },
          out,
        )
        const numbers = [result.force, result.torque, result.centerOfBuoyancy].flatMap((v) => [v.x, v.y, v.z])
        numbers.push(result.displacedVolume, result.wettedArea)
        expect(numbers.every(Number.isFinite)).toBe(true)
      }
    }
    // a corner down, exactly at the surface
    const s = Math.SQRT1_2
    const tilted = { x: s * Math.sin(0.5), y: 0, z: 0, w: Math.cos(0.5) }
    const result = computeHydrostatics(hull, { position: { x: 0, y: 1, z: 0 }, quaternion: tilted }, water)
    expect([result.force.y, result.centerOfBuoyancy.y].every(Number.isFinite)).toBe(true)
  })
})
