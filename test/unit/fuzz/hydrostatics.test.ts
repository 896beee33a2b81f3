import { describe, expect, it, vi } from 'vitest'
import { computeHydrostatics, createHull, createWaves, flatWater } from 'react-three-buoyancy/core'
import type { HydrostaticsOptions, WaterSurface } from 'react-three-buoyancy/core'
import { ABSURD, closedMesh, outcome, random, timed } from './random.js'

const HANG_MS = 5000

describe('fuzz: computeHydrostatics over poses, waves and options (seeded)', () => {
  it('600 calls: finite force and torque, or an Error naming the function; never NaN, never a hang', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const r = random(16_002)
    const hulls = Array.from({ length: 12 }, () => {
      const mesh = closedMesh(r)
      return createHull(mesh.positions, mesh.indices)
    })
    let refused = 0
    for (let i = 0; i < 600; i++) {
      const hull = r.pick(hulls)
      const size = hull.boundingRadius
      const wild = r.chance(0.15)
      const pose = {
        position: {
          x: wild ? r.pick(ABSURD) : r.uniform(-1, 1) * r.logUniform(0, 9),
          y: r.uniform(-2, 2) * size,
          z: r.uniform(-1, 1) * r.logUniform(0, 6),
        },
        quaternion: wild
          ? { x: r.pick(ABSURD), y: 0, z: 0, w: r.pick(ABSURD) }
          : { x: r.uniform(-1, 1), y: r.uniform(-1, 1), z: r.uniform(-1, 1), w: r.uniform(-1, 1) },
      }
      let water: WaterSurface = flatWater(r.uniform(-1, 1))
      if (r.chance(0.6)) {
        const made = outcome(/^createWaves: /, () =>
          createWaves(
            Array.from({ length: r.integer(1, 6) }, () => ({
              amplitude: r.chance(0.1) ? r.pick(ABSURD) : r.logUniform(-3, 1),
              wavelength: r.chance(0.1) ? r.pick(ABSURD) : r.logUniform(-1, 3),
              direction: r.uniform(0, 6.3),
            })),
          ),
        )
        if ('error' in made) {
          refused++
          continue
        }
        water = made.value
      }
      const options: HydrostaticsOptions = {
        time: r.chance(0.05) ? r.pick(ABSURD) : r.uniform(0, 1e5),
        clipping: r.pick(['flat', 'linear', 'curved', 'adaptive', undefined] as const),
        integrator: r.pick(['exact', 'centroid', 'kerner', 'volume', undefined] as const),
      }
      // (maxDepth 12 with a tiny tolerance costs ~1 s a call by design: refusals.test.ts has that one)
      if (r.chance(0.3)) options.maxDepth = r.pick([0, 3, 5, 8, ...ABSURD.filter((x) => !(x > 8 && x <= 12))])
      if (r.chance(0.3)) options.tolerance = r.pick([1e-9, 1e-6, 1e-3, 0.1, ...ABSURD])
      if (r.chance(0.2)) options.density = r.pick([1, 1025, 1e200, ...ABSURD])
      if (r.chance(0.2)) options.gravity = r.pick([1.6, 9.81, 1e200, ...ABSURD])
      let result: ReturnType<typeof outcome<ReturnType<typeof computeHydrostatics>>> | undefined
      const ms = timed(
        () => (result = outcome(/^computeHydrostatics: /, () => computeHydrostatics(hull, pose, water, options))),
      )
      expect(ms, `call ${i}`).toBeLessThan(HANG_MS)
      if ('error' in result!) {
        refused++
        continue
      }
      const { force, torque, displacedVolume } = result!.value
      const all = [force.x, force.y, force.z, torque.x, torque.y, torque.z, displacedVolume]
      expect(all.every(Number.isFinite), `call ${i}: ${all}`).toBe(true)
      expect(displacedVolume).toBeGreaterThanOrEqual(0)
      // the exact integration cannot displace more than the hull ('centroid' and 'kerner' approximate the
      // pressure over large triangles under waves, and may)
      if (options.integrator === 'exact' || options.integrator === undefined) {
        // (to 2 %: under a wave the waterline is not plane, and the divergence theorem closes it approximately)
        expect(displacedVolume, `call ${i}`).toBeLessThanOrEqual(hull.volume * 1.02)
      }
    }
    expect(refused).toBeGreaterThan(30)
    expect(refused).toBeLessThan(400)
    vi.restoreAllMocks()
  }, 60_000)
})
