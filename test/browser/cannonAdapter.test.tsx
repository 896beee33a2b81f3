// How far the @react-three/cannon adapter ends from the reference path. The same box (2 × 1 × 2 m, 1 t) is
// dropped from the same height onto still water twice in one canvas: in this package's <Physics> with
// <Buoyant> (forces once per fixed step), and in @react-three/cannon's worker with useCannonWorkerBuoyancy
// (impulses once per frame, from a state a frame old). Frames are driven by hand (frameloop "never") with
// a known sequence of deltas, waiting for the worker's answer after each, so the run is repeatable and fast.
import { Physics as CannonPhysics, useBox } from '@react-three/cannon'
import { advance } from '@react-three/fiber'
import { createRef, useEffect } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { Buoyant, type BuoyantApi, Physics, Waves, useCannonWorkerBuoyancy } from 'react-three-buoyancy'
import { boxMesh, createHull, flatWater } from 'react-three-buoyancy/core'
import { type MountedCanvas, mountCanvas } from './mountCanvas.js'

const MASS = 1000 // kg
const WATER = 1025 // kg/m³
const DROP = 0.6 // m: the box's centre starts this high, its bottom 0.1 m above the water
const hull = createHull(boxMesh(2, 1, 2).positions, boxMesh(2, 1, 2).indices)
/** Archimedes: ρ A T = m, A = 4 m². */
const DRAFT = MASS / (WATER * 4)

/** What the worker reported last: the box's centre height, and how many answers came. */
const worker = { y: NaN, replies: 0 }

function WorkerBox() {
  const [ref, api] = useBox(() => ({ mass: MASS, args: [2, 1, 2], position: [8, DROP, 0] }))
  useCannonWorkerBuoyancy(api, hull, { mass: MASS })
  useEffect(
    () =>
      api.position.subscribe((p) => {
        worker.y = p[1]
        worker.replies++
      }),
    [api],
  )
  return (
    <mesh ref={ref}>
      <boxGeometry args={[2, 1, 2]} />
      <meshBasicMaterial color="orange" />
    </mesh>
  )
}

let mounted: MountedCanvas | null = null
afterEach(async () => {
  await mounted?.unmount()
  mounted = null
})

async function nextReply(since: number, timeoutMs = 5000): Promise<void> {
  const start = performance.now()
  while (worker.replies <= since) {
    if (performance.now() - start > timeoutMs) throw new Error('the @react-three/cannon worker did not answer')
    await new Promise((resolve) => setTimeout(resolve, 1))
  }
}

/** Runs both boxes through `seconds` of frames of the given deltas; returns both heave histories. */
async function run(deltas: (frame: number) => number, seconds: number) {
  worker.y = NaN
  worker.replies = 0
  const reference = createRef<BuoyantApi>()
  mounted = await mountCanvas({
    frameloop: 'never',
    children: (
      <Waves waves={flatWater()}>
        <Physics interpolate={false}>
          {/* the seeds' model, which is what useCannonWorkerBuoyancy has (no seakeeping in the worker) */}
          <Buoyant
            ref={reference}
            name="reference"
            mass={MASS}
            position={[-8, DROP, 0]}
            waveForce="hydrostatic"
            radiation={false}
          >
            <mesh>
              <boxGeometry args={[2, 1, 2]} />
            </mesh>
          </Buoyant>
        </Physics>
        <CannonPhysics>
          <WorkerBox />
        </CannonPhysics>
      </Waves>
    ),
  })
  let time = 0
  // The worker builds its body, then answers every step: frames of no time until it has reported the box.
  for (let frame = 0; worker.replies < 2; frame++) {
    if (frame > 200) throw new Error('the @react-three/cannon worker never reported the box')
    advance(time)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  const history: { t: number; reference: number; worker: number }[] = []
  for (let frame = 0; time < seconds; frame++) {
    const delta = deltas(frame)
    time += delta
    const replies = worker.replies
    advance(time)
    await nextReply(replies)
    history.push({ t: time, reference: reference.current!.body.position.y, worker: worker.y })
  }
  return history
}

function summary(history: { t: number; reference: number; worker: number }[]) {
  const tail = history.filter((h) => h.t > history.at(-1)!.t - 2)
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length
  // Draft: the bottom (centre − 0.5 m) below the water, averaged over the last 2 s.
  const referenceDraft = 0.5 - mean(tail.map((h) => h.reference))
  const workerDraft = 0.5 - mean(tail.map((h) => h.worker))
  const differences = history.map((h) => h.worker - h.reference)
  return {
    referenceDraft,
    workerDraft,
    rms: Math.sqrt(mean(differences.map((d) => d * d))),
    max: Math.max(...differences.map(Math.abs)),
    workerJitter: Math.max(...tail.map((h) => h.worker)) - Math.min(...tail.map((h) => h.worker)),
  }
}

describe('@react-three/cannon adapter against the reference path', () => {
  it('steady 60 Hz frames: the same equilibrium draft within 1 %, and the heave history measured', async () => {
    const result = summary(await run(() => 1 / 60, 12))
    console.log(`[cannon adapter, steady 1/60 s frames] ${JSON.stringify(result)}`)
    expect(result.referenceDraft).toBeCloseTo(DRAFT, 3)
    expect(Math.abs(result.workerDraft - result.referenceDraft) / result.referenceDraft).toBeLessThan(0.01)
  })

  it('uneven frames (1/30 to 1/120 s): the draft still within 1 %; the motion differs more', async () => {
    const pattern = [1 / 60, 1 / 30, 1 / 120, 1 / 45, 1 / 90, 1 / 60, 1 / 40]
    const result = summary(await run((frame) => pattern[frame % pattern.length], 12))
    console.log(`[cannon adapter, uneven frames] ${JSON.stringify(result)}`)
    expect(Math.abs(result.workerDraft - DRAFT) / DRAFT).toBeLessThan(0.01)
  })
})
