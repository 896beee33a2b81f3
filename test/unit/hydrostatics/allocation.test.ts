import { describe, expect, it, vi } from 'vitest'
import * as library from 'react-three-buoyancy/core'
import type { HydrostaticsOptions } from 'react-three-buoyancy/core'

type Core = typeof library
type Integrator = NonNullable<HydrostaticsOptions['integrator']>
type Clipping = NonNullable<HydrostaticsOptions['clipping']>
import { cleanWindows } from '../allocationWindows.js'

// With `out` given, a call allocates nothing at all once V8 has compiled it: measured over windows of
// calls on an 80-triangle hull (allocationWindows.ts), until one window allocates exactly 0 bytes or the
// time runs out. Code that boxed one number per call grows every window by 16 B a call, and one object
// every few calls by kilobytes: no window of it can pass.
// short windows: a collection started by anything else in the process voids a window
const CALLS = 250

describe('computeHydrostatics allocates nothing with out given', { retry: 3 }, () => {
  const names = [
    'exact / linear',
    'kerner / curved',
    'centroid / adaptive',
    'volume',
    'exact / linear, fractional density and gravity, a torque point',
    'exact / curved, recording the wet surface',
  ] as const
  type Name = (typeof names)[number]

  /** The cases on `core`'s functions, warmed up together; step(name, i) makes call i of a case. */
  function warmedCases(core: Core): (name: Name, i: number) => void {
    const mesh = core.icosphereMesh(1, 1)
    const sphere = core.createHull(mesh.positions, mesh.indices)
    const sea = core.createWaves([
      { amplitude: 0.1, wavelength: 3, direction: 0.2 },
      { amplitude: 0.05, wavelength: 1.7, direction: 1.9, phase: 2 },
    ])
    const out = core.createHydrostaticsResult()
    const pose = { position: { x: 0.2, y: 0.1, z: -0.3 }, quaternion: { x: 0.1, y: 0.2, z: 0.05, w: 0.97 } }
    // step times in a typed array, so the loop itself boxes nothing
    const times = new Float64Array(64).map((_, i) => i / 60)
    const wet = core.createWetSurface(1024)
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
    const cases: Record<Name, HydrostaticsOptions> = {
      'exact / linear': optionsOf('exact', 'linear'),
      'kerner / curved': optionsOf('kerner', 'curved'),
      'centroid / adaptive': optionsOf('centroid', 'adaptive', { tolerance: 0.05, maxDepth: 3 }),
      volume: optionsOf('volume', 'flat'),
      'exact / linear, fractional density and gravity, a torque point': optionsOf('exact', 'linear', {
        density: 1000.5,
        gravity: 9.80665,
        torqueAbout: { x: 0.1, y: 0.2, z: 0.3 },
      }),
      'exact / curved, recording the wet surface': optionsOf('exact', 'curved', { wetSurface: wet }),
    }
    const step = (name: Name, i: number) => {
      const options = cases[name]
      options.time = times[i & 63]
      core.computeHydrostatics(sphere, pose, sea, options, out)
    }
    // warm every path up together, so that no call site turns polymorphic (and is recompiled) mid-measurement
    for (let i = 0; i < 3000; i++) for (const name of names) step(name, i)
    return step
  }

  let step = warmedCases(library)
  for (const name of names) {
    it(name, async () => {
      let clean = cleanWindows((i) => step(name, i), CALLS)
      if (!clean.includes(0)) {
        // V8 can leave a function in code that boxes its numbers for the rest of a process: twice in CI the
        // curved cases allocated ~25 kB a call through every window of 80 s (forced full collections between
        // them, three retries), never on a quiet machine. A fresh copy of the library (new closures, new
        // feedback) is measured once more: code that really allocates fails again.
        vi.resetModules()
        step = warmedCases((await import('react-three-buoyancy/core')) as Core)
        clean = cleanWindows((i) => step(name, i), CALLS)
      }
      expect(clean.length, 'a window of 250 calls without a garbage collection').toBeGreaterThan(0)
      expect(Math.min(...clean)).toBe(0)
    })
  }
})
