// Curved against linear clipping on single triangles cut by the water, where neither the other
// triangles of a hull nor their errors can hide a difference. Uses the internal clippers.
import { describe, expect, it } from 'vitest'
import { createWaves } from 'react-three-buoyancy/core'
import { createAccumulator, HEAD_FORCE, WETTED_AREA } from '../../../src/core/hydrostatics/accumulator.js'
import { clipCurved } from '../../../src/core/hydrostatics/clipCurved.js'
import { clipLinear } from '../../../src/core/hydrostatics/clipLinear.js'
import { clearDepthProbe, setDepthProbe } from '../../../src/core/hydrostatics/depthProbe.js'
import { EXACT } from '../../../src/core/hydrostatics/integrate.js'
import { FRAME_SIZE, TIME } from '../../../src/core/hydrostatics/pose.js'
import { beginPieces, endPieces, flushPieces } from '../../../src/core/hydrostatics/wetPieces.js'
import { pressureReference } from './reference/pressureQuadrature.js'
import { seededRandom } from './reference/random.js'
import { wetAreaReference } from './reference/wetArea.js'

/** The sums of the wet pieces that `clip` cuts, integrated exactly. */
function clipped(clip: () => void): Float64Array {
  const acc = createAccumulator()
  beginPieces(acc, EXACT)
  clip()
  flushPieces()
  endPieces()
  return acc
}

describe('curved clipping on single cut triangles (edges 0.2 to 1.2 m, waves 1.9 and 2.5 m)', () => {
  it('never leaves a wet region further from the truth than linear, and errs less in force overall', () => {
    const sea = createWaves([
      { amplitude: 0.08, wavelength: 2.5, direction: 0.4 },
      { amplitude: 0.05, wavelength: 1.9, direction: 2, phase: 1 },
    ])
    const t = 0.7
    const random = seededRandom(3)
    const tally = [0, 0, 0]
    let areaLinear = 0,
      areaCurved = 0,
      forceLinear = 0,
      forceCurved = 0
    try {
      // the torque point at the origin, the time t
      const frame = new Float64Array(FRAME_SIZE)
      frame[TIME] = t
      setDepthProbe(sea, frame)
      for (let cases = 0; cases < 150;) {
        const size = 0.2 + random()
        const x = 5 * random(),
          z = 5 * random(),
          y = sea.heightAt(x, z, t) + 0.1 * (random() - 0.5)
        const p = new Float64Array(9)
        for (let i = 0; i < 3; i++) {
          p[3 * i] = x + size * (random() - 0.5)
          p[3 * i + 1] = y + size * (random() - 0.5)
          p[3 * i + 2] = z + size * (random() - 0.5)
        }
        const d = [0, 1, 2].map((i) => sea.heightAt(p[3 * i], p[3 * i + 2], t) - p[3 * i + 1])
        const wetVertices = d.filter((v) => v > 0).length
        if (wetVertices === 0 || wetVertices === 3) continue
        cases++
        tally[wetVertices]++
        // the clippers read x, y, z, depth per vertex
        const triangle = new Float64Array([
          ...p.subarray(0, 3),
          d[0],
          ...p.subarray(3, 6),
          d[1],
          ...p.subarray(6, 9),
          d[2],
        ])
        const linear = clipped(() => clipLinear(triangle, 0, 4, 8))
        const curved = clipped(() => clipCurved(8, triangle, 0, 4, 8))

        const wet = wetAreaReference(p, [0, 1, 2], sea, t, 200)
        const errorLinear = Math.abs(linear[WETTED_AREA] - wet)
        const errorCurved = Math.abs(curved[WETTED_AREA] - wet)
        expect(errorCurved).toBeLessThanOrEqual(errorLinear + 1e-9 * size * size)
        areaLinear += errorLinear
        areaCurved += errorCurved

        // the accumulator holds ∫ D n dA; the reference's force with rho g = 1 is −∫ D n dA
        const reference = pressureReference(
          p,
          [0, 1, 2],
          sea,
          t,
          { x: 0, y: 0, z: 0 },
          1,
          1e-6 * size ** 3,
          1e-6 * size ** 4,
        )
        const miss = (acc: Float64Array) =>
          Math.hypot(
            acc[HEAD_FORCE] + reference.force.x,
            acc[HEAD_FORCE + 1] + reference.force.y,
            acc[HEAD_FORCE + 2] + reference.force.z,
          )
        forceLinear += miss(linear)
        forceCurved += miss(curved)
      }
    } finally {
      clearDepthProbe()
    }
    expect(tally[1]).toBeGreaterThan(30)
    expect(tally[2]).toBeGreaterThan(30)
    expect(areaCurved).toBeLessThan(0.05 * areaLinear)
    // The pressure inside a triangle is still linearised, an error curved clipping does not touch
    // and which can cancel linear's waterline error on a single triangle; over many it is smaller.
    expect(forceCurved).toBeLessThan(0.7 * forceLinear)
  })
})
