// The WebAssembly SIMD kernel of the Froude–Krylov correction's decayed waves (decayedWavesKernel.ts,
// assembly/waveSum.ts) against the TypeScript loop it replaces: the same force, torque and their time
// derivatives to the last bit, on hulls whose wet surfaces give odd and even numbers of points, in seas
// of 1 to 70 components (more than a kernel call takes: they run in batches), at large times.
import { describe, expect, it } from 'vitest'
import {
  boatHullMesh,
  computeHydrostatics,
  createHull,
  createWaves,
  createWetSurface,
  icosphereMesh,
  seaState,
} from 'react-three-buoyancy/core'
import {
  addFroudeKrylovCorrection,
  createFroudeKrylovHull,
  createFroudeKrylovSea,
  FK_TIME,
  FK_WEIGHT,
} from '../../../src/core/internal.js'
import { decayedWavesKernel, enableDecayedWavesKernel } from '../../../src/core/seakeeping/decayedWavesKernel.js'

const seas = [
  ['one short swell', createWaves([{ amplitude: 0.4, wavelength: 3.7, direction: 2.2, phase: 0.3 }])],
  ['a moderate sea (4 components)', createWaves(seaState('moderate', { count: 4 }))],
  [
    'a storm with a swell, 70 components, level 0.3 m',
    createWaves([...seaState('storm', { count: 64 }), ...seaState('moderate', { count: 6 })], { level: 0.3 }),
  ],
] as const

const hulls = [
  ['an 80-triangle sphere', icosphereMesh(1.5, 1)],
  ['a 10 m boat', boatHullMesh({ length: 10, beam: 3, depth: 1.5, bilge: 'round', stations: 12, sectionSegments: 6 })],
] as const

/** force, torque and their time derivatives of the correction on `mesh` at several poses and instants */
function corrections(
  mesh: (typeof hulls)[number][1],
  sea: (typeof seas)[number][1],
  kernel: boolean,
  derivatives = true,
): number[] {
  enableDecayedWavesKernel(kernel)
  try {
    const hull = createHull(mesh.positions, mesh.indices)
    const axes = createFroudeKrylovHull(hull)
    const fk = createFroudeKrylovSea(sea.components, sea.level)
    const wet = createWetSurface()
    const all: number[] = []
    for (let i = 0; i < 12; i++) {
      const t = i === 11 ? 3600.5 : 0.7 * i
      const pose = {
        position: { x: 3 * Math.sin(i), y: 0.5 - 0.15 * i, z: 2 * Math.cos(i) },
        quaternion: { x: 0.1 * Math.sin(2 * i), y: 0.2, z: 0.05, w: 0.97 },
      }
      computeHydrostatics(hull, pose, sea, { time: t, wetSurface: wet })
      // (what the derivatives' slots hold must be left there when they are not asked for)
      const out = new Float64Array(18).fill(derivatives ? 0 : 7, 6)
      fk.step[FK_TIME] = t
      fk.step[FK_WEIGHT] = 1025 * 9.81
      addFroudeKrylovCorrection(fk, wet, pose.position, out, { hull: axes, ...pose }, derivatives)
      all.push(...out)
    }
    return all
  } finally {
    enableDecayedWavesKernel(true)
  }
}

describe('the WebAssembly kernel of the decayed waves', () => {
  it('is available in Node (WebAssembly SIMD)', () => {
    expect(decayedWavesKernel()).not.toBeNull()
  })

  for (const [seaName, sea] of seas) {
    for (const [hullName, mesh] of hulls) {
      it(`${hullName} in ${seaName}: the TypeScript loop's correction to the last bit`, () => {
        const fast = corrections(mesh, sea, true)
        const reference = corrections(mesh, sea, false)
        expect(fast.some((value) => value !== 0)).toBe(true)
        expect(fast).toEqual(reference)
      })
    }
  }

  it('without the derivatives: the same force and torque to the last bit, in the kernel and the loop, the rest untouched', () => {
    const [, sea] = seas[1]
    for (const [, mesh] of hulls) {
      const full = corrections(mesh, sea, true)
      for (const kernel of [true, false]) {
        const heads = corrections(mesh, sea, kernel, false)
        for (let i = 0; i < full.length; i++) expect(heads[i]).toBe(i % 18 < 6 ? full[i] : 7)
      }
    }
  })
})
