import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { boatHullMesh, createWaves, flatWater, seaState } from 'react-three-buoyancy/core'
import type { WaterSurface } from 'react-three-buoyancy/core'
import { DT, aboutX, float } from './support.js'

type Stepper = (world: import('cannon-es').World, frame: number) => void

/** Position, quaternion, velocity and angular velocity after each frame. */
function trajectory(water: WaterSurface, frames: number, step: Stepper): number[] {
  const f = float(boatHullMesh(), 0.3, { water, quaternion: aboutX(0.1), position: { x: 0, y: 0.4, z: 0 } })
  const out: number[] = []
  for (let frame = 0; frame < frames; frame++) {
    step(f.world, frame)
    const b = f.body
    out.push(b.position.x, b.position.y, b.position.z, b.quaternion.x, b.quaternion.y, b.quaternion.z, b.quaternion.w)
    out.push(b.velocity.x, b.velocity.y, b.velocity.z, b.angularVelocity.x, b.angularVelocity.y, b.angularVelocity.z)
  }
  return out
}

const single: Stepper = (world) => world.step(DT)
const sea = () => createWaves(seaState('rough'))

describe('determinism', () => {
  it('two identical runs on a rough sea are bit-identical', () => {
    const a = trajectory(sea(), 600, single)
    const b = trajectory(sea(), 600, single)
    expect(a.every((v, i) => Object.is(v, b[i]))).toBe(true)
    expect(a.every(Number.isFinite)).toBe(true)
  })
})

describe('forces are applied per internal step, not per call of world.step', () => {
  // Three internal steps per frame, three ways. world.step(dt, 3 dt) sub-steps inside one call (and
  // advances world.time only after them): the forces must still be recomputed at each sub-step, at the
  // sub-step's own wave time.
  const threeCalls: Stepper = (world) => {
    world.step(DT)
    world.step(DT)
    world.step(DT)
  }
  const substeps: Stepper = (world) => world.step(DT, 3 * DT, 10)
  // cannon-es abandons a frame's remaining sub-steps when they take longer than dt of wall-clock time
  // (docs/DEVELOPING.md): on a loaded machine that would make the comparison flaky, so its clock stands still here
  beforeEach(() => {
    vi.spyOn(performance, 'now').mockReturnValue(0)
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('on still water, the three are bit-identical', () => {
    const reference = trajectory(flatWater(0), 200, threeCalls)
    const sub = trajectory(flatWater(0), 200, substeps)
    expect(sub.every((v, i) => Object.is(v, reference[i]))).toBe(true)
  })

  it('on a rough sea, sub-steps match single steps to round-off in the wave time', () => {
    const reference = trajectory(sea(), 200, threeCalls)
    const sub = trajectory(sea(), 200, substeps)
    let worst = 0
    for (let i = 0; i < reference.length; i++) worst = Math.max(worst, Math.abs(sub[i] - reference[i]))
    expect(worst).toBeLessThan(1e-9)
    // and that is not because the sea does nothing: the boat moves by metres
    const start = reference.slice(0, 3),
      end = reference.slice(reference.length - 13, reference.length - 10)
    expect(Math.hypot(end[0] - start[0], end[1] - start[1], end[2] - start[2])).toBeGreaterThan(0.1)
  })
})
