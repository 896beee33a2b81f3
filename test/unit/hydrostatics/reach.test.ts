// Vertices out of the water's reach are not sampled under 'linear' and 'curved' clipping on a
// WaveField (src/core/hydrostatics/reach.ts). That must change nothing: the same sea behind a plain
// WaterSurface (no slope bound known, every vertex sampled through the public heightsAt, which
// agrees with the field's sampler to the last bit) gives the same result to the last bit.
import { describe, expect, it } from 'vitest'
import { boxMesh, computeHydrostatics, createWaves, icosphereMesh, seaState } from 'react-three-buoyancy/core'
import type { HydrostaticsOptions, Hull, Pose, WaterSurface } from 'react-three-buoyancy/core'
import { hullOf } from './fixtures.js'
import { randomQuaternion, seededRandom, worldPositions } from './reference/random.js'

const sea = createWaves([
  ...seaState('moderate', { count: 4 }),
  { amplitude: 0.08, wavelength: 3, direction: 2, phase: 1 },
])
const plain: WaterSurface = {
  heightAt: (x, z, t) => sea.heightAt(x, z, t),
  heightsAt: (xz: ArrayLike<number>, t: number, out: { [i: number]: number }, count?: number) =>
    sea.heightsAt(xz, t, out, count),
} as WaterSurface
const maxSlope = sea.components.reduce((sum, c) => sum + c.amplitude * c.wavenumber, 0)

/** Vertices that the slope bound rules out of the water, and whether one of them is on a triangle the water cuts. */
function reachOf(hull: Hull, pose: Pose, t: number) {
  const world = worldPositions(hull.positions, pose.position, pose.quaternion)
  const top = sea.heightAt(pose.position.x, pose.position.z, t)
  const depth = (i: number) => sea.heightAt(world[3 * i], world[3 * i + 2], t) - world[3 * i + 1]
  const unreachable = (i: number) =>
    top + maxSlope * Math.hypot(world[3 * i] - pose.position.x, world[3 * i + 2] - pose.position.z) - world[3 * i + 1] <
    -1e-6
  let outOfReach = 0
  for (let i = 0; i < hull.vertexCount; i++) if (unreachable(i)) outOfReach++
  let cutWithUnreachable = false
  for (let f = 0; f < hull.triangleCount; f++) {
    const v = [0, 1, 2].map((k) => hull.indices[3 * f + k])
    const wet = v.filter((i) => depth(i) > 0).length
    if (wet > 0 && wet < 3 && v.some(unreachable)) cutWithUnreachable = true
  }
  return { outOfReach, cutWithUnreachable }
}

describe("vertices out of the water's reach are not sampled, and nothing changes", () => {
  const cases: Array<[string, Hull]> = [
    ['icosphere', hullOf(icosphereMesh(1.5, 3))],
    // long sides: a corner high above the water shares a triangle with one under it
    ['box', hullOf(boxMesh(4, 1.2, 2.5))],
  ]
  for (const [name, hull] of cases) {
    for (const clipping of ['linear', 'curved'] as const) {
      it(`${name}, ${clipping}: equal to the last bit to every vertex sampled`, () => {
        const random = seededRandom(name.length + clipping.length)
        let culled = 0
        let cutAcross = false
        for (let n = 0; n < 12; n++) {
          const t = 20 * random()
          const x = 10 * random(),
            z = 10 * random()
          const pose = {
            position: { x, y: sea.heightAt(x, z, t) + 0.6 * (random() - 0.5), z },
            quaternion: randomQuaternion(random),
          }
          const options: HydrostaticsOptions = { clipping, time: t }
          const reached = computeHydrostatics(hull, pose, sea, options)
          const everyVertex = computeHydrostatics(hull, pose, plain, options)
          expect(reached).toEqual(everyVertex)
          const reach = reachOf(hull, pose, t)
          culled += reach.outOfReach
          cutAcross ||= reach.cutWithUnreachable
        }
        // the cases do exercise the bound, and (on the box) a cut triangle with a vertex out of reach
        expect(culled).toBeGreaterThan(0)
        if (name === 'box') expect(cutAcross).toBe(true)
      })
    }
  }
})
