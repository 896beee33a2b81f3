import { describe, expect, it } from 'vitest'
import {
  computeHydrostatics,
  createHydrostaticsResult,
  createWaves,
  createWetSurface,
  icosphereMesh,
} from 'react-three-buoyancy/core'
import type { HydrostaticsOptions } from 'react-three-buoyancy/core'

type Integrator = NonNullable<HydrostaticsOptions['integrator']>
type Clipping = NonNullable<HydrostaticsOptions['clipping']>
import { hullOf } from './fixtures.js'
import { cleanWindows } from '../allocationWindows.js'

// With `out` given, a call allocates nothing at all once V8 has compiled it: measured over windows of
// calls on an 80-triangle hull (allocationWindows.ts), until one window allocates exactly 0 bytes or the
// time runs out. Code that boxed one number per call grows every window by 16 B a call, and one object
// every few calls by kilobytes: no window of it can pass.
// short windows: a collection started by anything else in the process voids a window
const CALLS = 250

describe('computeHydrostatics allocates nothing with out given', { retry: 3 }, () => {
  const sphere = hullOf(icosphereMesh(1, 1))
  const sea = createWaves([
    { amplitude: 0.1, wavelength: 3, direction: 0.2 },
    { amplitude: 0.05, wavelength: 1.7, direction: 1.9, phase: 2 },
  ])
  const out = createHydrostaticsResult()
  const pose = { position: { x: 0.2, y: 0.1, z: -0.3 }, quaternion: { x: 0.1, y: 0.2, z: 0.05, w: 0.97 } }
  // step times in a typed array, so the loop itself boxes nothing
  const times = new Float64Array(64).map((_, i) => i / 60)
  const wet = createWetSurface(1024)
  // Every case from one object literal with the same keys, so the loop's store of the time stays
  // monomorphic; stored into objects of different shapes, the time would be boxed by the test itself.
  const optionsOf = (
    integrator: Integrator,
    clipping: Clipping,
    extra: HydrostaticsOptions = {},
  ): HydrostaticsOptions => ({
    integrator,
    clipping,
    tolerance: extra.tolerance ?? 1e-3,
    maxDepth: extra.maxDepth ?? 6,
    density: extra.density ?? 1025,
    gravity: extra.gravity ?? 9.81,
    torqueAbout: extra.torqueAbout,
    wetSurface: extra.wetSurface,
    time: 0,
  })
  const cases: Array<[string, HydrostaticsOptions]> = [
    ['exact / linear', optionsOf('exact', 'linear')],
    ['kerner / curved', optionsOf('kerner', 'curved')],
    ['centroid / adaptive', optionsOf('centroid', 'adaptive', { tolerance: 0.05, maxDepth: 3 })],
    ['volume', optionsOf('volume', 'flat')],
    [
      'exact / linear, fractional density and gravity, a torque point',
      optionsOf('exact', 'linear', {
        density: 1000.5,
        gravity: 9.80665,
        torqueAbout: { x: 0.1, y: 0.2, z: 0.3 },
      }),
    ],
    ['exact / curved, recording the wet surface', optionsOf('exact', 'curved', { wetSurface: wet })],
  ]
  const step = (options: HydrostaticsOptions, i: number) => {
    options.time = times[i & 63]
    computeHydrostatics(sphere, pose, sea, options, out)
  }
  // warm every path up together, so that no call site turns polymorphic (and is recompiled) mid-measurement
  for (let i = 0; i < 3000; i++) for (const [, options] of cases) step(options, i)

  for (const [name, options] of cases) {
    it(name, () => {
      const clean = cleanWindows((i) => step(options, i), CALLS)
      expect(clean.length, 'a window of 250 calls without a garbage collection').toBeGreaterThan(0)
      expect(Math.min(...clean)).toBe(0)
    })
  }
})
