// react-three-buoyancy/cannon as a user drives it: Archimedes at rest, sinking, forces per internal step,
// wave time from world.time, bad bodies refused, no NaN in a storm.
import * as CANNON from 'cannon-es'
import * as THREE from 'three'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { attachBuoyancy, createBuoyantBody } from 'react-three-buoyancy/cannon'
import { computeHydrostatics, createHull, createWaves, flatWater, seaState, type Hull } from 'react-three-buoyancy/core'
import { G, RHO, add, axisAngle, flatReference, relErr, rotate, triangles, v3, worldTriangles } from './reference.js'
// the seeds' model: these tests validate it (drafts, periods without added mass, the modal drag's decay)
import { SEEDS } from '../cannon/support.js'
import { STEP_TOLERANCE } from '../../../src/core/internal.js'

const boxHull = (lx: number, ly: number, lz: number): Hull => {
  const g = new THREE.BoxGeometry(lx, ly, lz)
  return createHull(g.attributes.position.array, g.index!.array)
}

function world() {
  const w = new CANNON.World()
  w.gravity.set(0, -G, 0)
  return w
}

/** A plain cannon-es body for a box centred on its origin (principal axes are the box's). */
function boxBody(lx: number, ly: number, lz: number, density: number, y: number) {
  const body = new CANNON.Body({
    mass: density * lx * ly * lz,
    shape: new CANNON.Box(new CANNON.Vec3(lx / 2, ly / 2, lz / 2)),
  })
  body.position.set(0, y, 0)
  return body
}

const finiteState = (b: CANNON.Body) =>
  [
    b.position.x,
    b.position.y,
    b.position.z,
    b.quaternion.x,
    b.quaternion.y,
    b.quaternion.z,
    b.quaternion.w,
    b.velocity.x,
    b.velocity.y,
    b.velocity.z,
    b.angularVelocity.x,
    b.angularVelocity.y,
    b.angularVelocity.z,
  ].every(Number.isFinite)

afterEach(() => vi.restoreAllMocks())

describe('Archimedes in still water', () => {
  it('a barge of density 500 in fresh water (ρ = 1000) comes to rest at half its height (±1 %)', () => {
    // 2 × 0.5 × 2 m: stable upright (BM = B²/12T = 1.33 m ≫ KG − KB), so "half its height" is its draft
    const w = world()
    const body = boxBody(2, 0.5, 2, 500, 0.3)
    body.quaternion.setFromEuler(0.08, 0, -0.05)
    w.addBody(body)
    const handle = attachBuoyancy(w, body, boxHull(2, 0.5, 2), flatWater(), { ...SEEDS, density: 1000 })
    for (let i = 0; i < 60 * 40; i++) w.step(1 / 60)
    const draft = 0.25 - body.position.y
    expect(Math.abs(draft - 0.25)).toBeLessThan(0.01 * 0.25)
    expect(body.velocity.length()).toBeLessThan(1e-3)
    expect(body.angularVelocity.length()).toBeLessThan(1e-3)
    // the displaced volume balances the weight: m / ρ
    expect(relErr(handle.last.displacedVolume, (500 * 2) / 1000)).toBeLessThan(0.01)
  })

  it('in sea water by default (ρ = 1025): draft s H with s = 500/1025, through createBuoyantBody, level 0.7', () => {
    const w = world()
    const { body, hull } = createBuoyantBody(boxHull(3, 0.6, 1.2), { density: 500 }, { position: { x: 0, y: 1, z: 0 } })
    w.addBody(body)
    attachBuoyancy(w, body, hull, flatWater(0.7))
    for (let i = 0; i < 60 * 40; i++) w.step(1 / 60)
    const T = (500 / RHO) * 0.6
    expect(Math.abs(0.7 + 0.3 - body.position.y - T)).toBeLessThan(0.01 * T)
  })

  it('a body of density 2000 sinks and keeps sinking', () => {
    const w = world()
    const body = boxBody(1, 1, 1, 2000, 0)
    w.addBody(body)
    const handle = attachBuoyancy(w, body, boxHull(1, 1, 1), flatWater())
    for (let i = 0; i < 60 * 5; i++) w.step(1 / 60)
    expect(body.position.y).toBeLessThan(-3)
    expect(body.velocity.y).toBeLessThan(-0.1)
    // fully under: the buoyancy is ρ g V, half its weight
    expect(relErr(handle.last.force.y, RHO * G * 1)).toBeLessThan(1e-9)
  })
})

/** Mean period of a sampled oscillation, from its upward crossings of its mean (linear interpolation). */
function period(samples: number[], dt: number): number {
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length
  const crossings: number[] = []
  for (let i = 1; i < samples.length; i++) {
    const a = samples[i - 1] - mean,
      b = samples[i] - mean
    if (a < 0 && b >= 0) crossings.push((i - 1 + a / (a - b)) * dt)
  }
  return (crossings[crossings.length - 1] - crossings[0]) / (crossings.length - 1)
}

describe('the default drag: at rest in a few oscillations; stiff light bodies stay stable', () => {
  /** Local maxima of |x| above `fraction` of `x0`, and the time after which |x| stays under 2 % of x0. */
  function decay(x: number[], x0: number, dt: number) {
    let peaks = 0,
      last = 0
    for (let i = 1; i < x.length - 1; i++) {
      const a = Math.abs(x[i])
      if (a > Math.abs(x[i - 1]) && a >= Math.abs(x[i + 1]) && a > 0.05 * x0) peaks++
      if (a > 0.02 * x0) last = i
    }
    return { peaks, settled: last * dt }
  }

  function release(dy: number, heel: number) {
    const w = world()
    const T = (500 / RHO) * 0.5
    const rest = 0.25 - T
    const { body, hull } = createBuoyantBody(
      boxHull(2, 0.5, 2),
      { density: 500 },
      {
        position: { x: 0, y: rest + dy, z: 0 },
        quaternion: axisAngle(v3(1, 0, 0), heel),
      },
    )
    w.addBody(body)
    attachBuoyancy(w, body, hull, flatWater(), SEEDS)
    const heave: number[] = [],
      roll: number[] = []
    for (let i = 0; i < 60 * 20; i++) {
      w.step(1 / 60)
      heave.push(body.position.y - rest)
      roll.push(2 * Math.asin(body.quaternion.x))
    }
    return { heave, roll }
  }

  it('heave from 0.1 m above rest: a few oscillations, within 2 % by 6 s', () => {
    const { peaks, settled } = decay(release(0.1, 0).heave, 0.1, 1 / 60)
    expect(peaks).toBeGreaterThanOrEqual(1)
    expect(peaks).toBeLessThanOrEqual(8)
    expect(settled).toBeLessThan(6)
  })

  it('roll from 0.2 rad: a few oscillations, within 2 % by 8 s', () => {
    const { peaks, settled } = decay(release(0, 0.2).roll, 0.2, 1 / 60)
    expect(peaks).toBeGreaterThanOrEqual(1)
    expect(peaks).toBeLessThanOrEqual(10)
    expect(settled).toBeLessThan(8)
  })

  it('a plank of density 50 (ω dt ≈ 1 in heave at 60 Hz) rests at its 2.4 mm draft, no NaN', () => {
    const w = world()
    const { body, hull } = createBuoyantBody(
      boxHull(2, 0.05, 2),
      { density: 50 },
      {
        position: { x: 0, y: 0.3, z: 0 },
        quaternion: axisAngle(v3(1, 0, 0), 0.2),
      },
    )
    w.addBody(body)
    const handle = attachBuoyancy(w, body, hull, flatWater(), SEEDS)
    for (let i = 0; i < 60 * 30; i++) w.step(1 / 60)
    expect(finiteState(body)).toBe(true)
    const T = (50 / RHO) * 0.05
    expect(Math.abs(body.position.y - (0.025 - T))).toBeLessThan(0.01 * T)
    expect(body.velocity.length()).toBeLessThan(1e-2)
    expect(handle.skippedSteps).toBe(0)
  })
})

describe('natural periods with no drag and no added mass (docs/PHYSICS.md §4)', () => {
  // barge 2 × 0.5 × 2 m of density 500 in sea water: T = s D, A_wp = 4 m²
  const lx = 2,
    ly = 0.5,
    lz = 2,
    density = 500
  const m = density * lx * ly * lz
  const T = (density / RHO) * ly

  function oscillate(start: { dy: number; heel: number }, read: (b: CANNON.Body) => number) {
    const w = world()
    const { body, hull } = createBuoyantBody(
      boxHull(lx, ly, lz),
      { density },
      {
        position: { x: 0, y: ly / 2 - T + start.dy, z: 0 },
        quaternion: axisAngle(v3(1, 0, 0), start.heel),
        body: { linearDamping: 0, angularDamping: 0 },
      },
    )
    w.addBody(body)
    const handle = attachBuoyancy(w, body, hull, flatWater(), { ...SEEDS, drag: false })
    const samples: number[] = []
    const dt = 1 / 240
    for (let i = 0; i < 240 * 8; i++) {
      w.step(dt)
      samples.push(read(body))
    }
    expect(handle.stiff).toBe(0)
    return period(samples, dt)
  }

  it('heave: 2π √(m / (ρ g A_wp))', () => {
    const want = 2 * Math.PI * Math.sqrt(m / (RHO * G * lx * lz))
    expect(
      relErr(
        oscillate({ dy: -0.02, heel: 0 }, (b) => b.position.y),
        want,
      ),
    ).toBeLessThan(0.01)
  })

  it('roll: 2π k / √(g GM), k² = (B² + D²)/12 of the solid box', () => {
    const GM = T / 2 + (lz * lz) / (12 * T) - ly / 2
    const k = Math.sqrt((lz * lz + ly * ly) / 12)
    const want = (2 * Math.PI * k) / Math.sqrt(G * GM)
    const roll = (b: CANNON.Body) => 2 * Math.asin(b.quaternion.x) // rotation about x only
    expect(relErr(oscillate({ dy: 0, heel: 0.02 }, roll), want)).toBeLessThan(0.01)
  })
})

describe('energy: buoyancy conserves it, drag only takes it away', () => {
  // U = m g y_G − ρ g V_sub y_B for flat water at 0 (dU/dy = m g − ρ g V_sub: the weight less the buoyancy);
  // V_sub y_B from the divergence theorem on the body's own triangles (reference.ts)
  const lx = 2,
    ly = 0.5,
    lz = 2,
    density = 500
  const source = boxHull(lx, ly, lz)

  function energies(drag: boolean) {
    const w = world()
    const { body, hull } = createBuoyantBody(
      source,
      { density },
      {
        position: { x: 0, y: 0.35, z: 0 },
        quaternion: axisAngle(v3(1, 0.2, 0), 0.35),
        body: { linearDamping: 0, angularDamping: 0 },
      },
    )
    w.addBody(body)
    attachBuoyancy(w, body, hull, flatWater(), drag ? SEEDS : { ...SEEDS, drag: false })
    const tris = triangles(hull.positions, hull.indices)
    const m = body.mass
    const energy = () => {
      const pose = { position: body.position, quaternion: body.quaternion }
      const sub = flatReference(worldTriangles(tris, pose), 0)
      const potential = m * G * body.position.y - (sub.volume > 0 ? RHO * G * sub.volume * sub.center.y : 0)
      const wb = body.quaternion.conjugate().vmult(body.angularVelocity)
      const I = body.inertia
      return (
        potential +
        0.5 * m * body.velocity.lengthSquared() +
        0.5 * (I.x * wb.x ** 2 + I.y * wb.y ** 2 + I.z * wb.z ** 2)
      )
    }
    // the least potential: upright at the Archimedes draft
    const T = (density / RHO) * ly
    const rest = flatReference(
      worldTriangles(tris, { position: v3(0, ly / 2 - T, 0), quaternion: { x: 0, y: 0, z: 0, w: 1 } }),
      0,
    )
    const floor = m * G * (ly / 2 - T) - RHO * G * rest.volume * rest.center.y
    const e: number[] = [energy()]
    for (let i = 0; i < 240 * 10; i++) {
      w.step(1 / 240)
      e.push(energy())
    }
    return { e, floor }
  }

  it('without drag the energy stays within 3 % of what it started with above rest (10 s)', () => {
    const { e, floor } = energies(false)
    const free = e[0] - floor
    expect(free).toBeGreaterThan(100)
    for (const x of e) expect(Math.abs(x - e[0])).toBeLessThan(0.03 * free)
  })

  it('with the default drag it never rises above the start and is nearly all gone after 10 s', () => {
    const { e, floor } = energies(true)
    const free = e[0] - floor
    for (const x of e) expect(x - e[0]).toBeLessThan(0.03 * free)
    expect(e[e.length - 1] - floor).toBeLessThan(0.02 * free)
  })
})

describe('createBuoyantBody: a mesh off its origin and turned still floats upright at its draft', () => {
  it('source box turned 0.5 rad about y and moved (3, 1, −2) from its origin', () => {
    const g = new THREE.BoxGeometry(3, 0.6, 1.2)
    g.rotateY(0.5)
    g.translate(3, 1, -2)
    const sourceHull = createHull(g.attributes.position.array, g.index!.array)
    const w = world()
    const made = createBuoyantBody(sourceHull, { density: 500 }, { position: { x: 10, y: -1, z: 4 } })
    const { body, meshTransform } = made
    // at creation the mesh sits where it was put: its centroid at position + (3, 1, −2)
    expect(body.position.vsub(new CANNON.Vec3(13, 0, 2)).length()).toBeLessThan(1e-6) // float32 geometry
    w.addBody(body)
    attachBuoyancy(w, body, made.hull, flatWater())
    for (let i = 0; i < 60 * 40; i++) w.step(1 / 60)
    const T = (500 / RHO) * 0.6
    // the source vertices in the world: body pose ∘ meshTransform
    const ys: number[] = []
    for (const [p] of triangles(g.attributes.position.array, g.index!.array)) {
      const inBody = add(meshTransform.position, rotate(meshTransform.quaternion, p))
      ys.push(body.position.y + rotate(body.quaternion, inBody).y)
    }
    expect(Math.abs(Math.min(...ys) + T)).toBeLessThan(0.01 * T)
    expect(Math.abs(Math.max(...ys) - (0.6 - T))).toBeLessThan(0.01 * T)
  })
})

describe('forces once per internal step, wave time from world.time', () => {
  const sea = createWaves(seaState('moderate'))

  function run(substeps: boolean) {
    const w = world()
    const body = boxBody(2, 0.6, 1, 600, 0.2)
    body.quaternion.setFromEuler(0.1, 0.3, 0)
    w.addBody(body)
    attachBuoyancy(w, body, boxHull(2, 0.6, 1), sea)
    const dt = 1 / 64 // exact in binary: the accumulator counts whole steps
    let internal = 0
    w.addEventListener('postStep', () => internal++)
    if (substeps) {
      // cannon-es bails out of sub-stepping on wall-clock time; freeze that clock so the count is exact
      vi.spyOn(performance, 'now').mockReturnValue(0)
      for (let i = 0; i < 100; i++) w.step(dt, 3 * dt, 10)
    } else {
      for (let i = 0; i < 300; i++) w.step(dt)
    }
    vi.restoreAllMocks()
    return { body, internal, time: w.time }
  }

  it('world.step with sub-steps gives the same motion as the same number of single steps', () => {
    const a = run(true),
      b = run(false)
    expect(a.internal).toBe(300)
    expect(b.internal).toBe(300)
    expect(a.time).toBeCloseTo(b.time, 12)
    const d = a.body.position.vsub(b.body.position).length()
    expect(d).toBeLessThan(1e-9)
    expect(
      Math.abs(a.body.quaternion.w - b.body.quaternion.w) + a.body.velocity.vsub(b.body.velocity).length(),
    ).toBeLessThan(1e-9)
    // and the body did move on the waves (the comparison is not of two bodies at rest)
    expect(Math.abs(a.body.position.y - 0.2)).toBeGreaterThan(0.01)
  })

  it('`last` is the hydrostatics of the pose before the step integrates, at wave time world.time', () => {
    const w = world()
    const body = boxBody(2, 0.6, 1, 600, 0.1)
    w.addBody(body)
    const hull = boxHull(2, 0.6, 1)
    const seen: { position: CANNON.Vec3; quaternion: CANNON.Quaternion; time: number }[] = []
    w.addEventListener('preStep', () => {
      seen.push({ position: body.position.clone(), quaternion: body.quaternion.clone(), time: w.time })
    })
    const handle = attachBuoyancy(w, body, hull, sea)
    let wetSteps = 0
    for (let i = 0; i < 90; i++) {
      w.step(1 / 60)
      const { position, quaternion, time } = seen[seen.length - 1]
      // (with the step's clipping tolerance, STEP_TOLERANCE)
      const want = computeHydrostatics(hull, { position, quaternion }, sea, { time, tolerance: STEP_TOLERANCE })
      const scale = RHO * G * hull.volume
      expect(Math.abs(handle.last.force.y - want.force.y)).toBeLessThan(1e-9 * scale)
      expect(
        Math.abs(handle.last.torque.x - want.torque.x) + Math.abs(handle.last.torque.z - want.torque.z),
      ).toBeLessThan(1e-9 * scale)
      if (want.force.y > 0.05 * scale) wetSteps++
    }
    expect(wetSteps).toBeGreaterThan(30)
    expect(seen[89].time).toBeCloseTo(89 / 60, 9)
  })

  it('detach() removes the buoyancy: the body then falls freely', () => {
    const w = world()
    const body = boxBody(1, 1, 1, 500, 0)
    body.linearDamping = 0
    w.addBody(body)
    const handle = attachBuoyancy(w, body, boxHull(1, 1, 1), flatWater(), { drag: false })
    w.step(1 / 60)
    handle.detach()
    const v0 = body.velocity.y
    for (let i = 0; i < 30; i++) w.step(1 / 60)
    expect(body.velocity.y - v0).toBeCloseTo(-G * 0.5, 6)
  })
})

describe('bodies attachBuoyancy refuses (documented: static, kinematic, massless)', () => {
  it('a zero-mass body throws an Error that says why', () => {
    const w = world()
    const body = new CANNON.Body({ mass: 0 })
    w.addBody(body)
    expect(() => attachBuoyancy(w, body, boxHull(1, 1, 1), flatWater())).toThrow(/mass|static/i)
  })

  it('a kinematic body throws', () => {
    const w = world()
    const body = new CANNON.Body({ mass: 1, type: CANNON.Body.KINEMATIC })
    w.addBody(body)
    expect(() => attachBuoyancy(w, body, boxHull(1, 1, 1), flatWater())).toThrow(/kinematic/i)
  })

  it('a NaN density throws, naming it', () => {
    const w = world()
    const body = boxBody(1, 1, 1, 500, 0)
    w.addBody(body)
    expect(() => attachBuoyancy(w, body, boxHull(1, 1, 1), flatWater(), { density: NaN })).toThrow(/density/)
  })
})

describe('storm', () => {
  it('no NaN after 10 000 steps in the storm preset', () => {
    const w = world()
    const sea = createWaves(seaState('storm'))
    const { body, hull } = createBuoyantBody(boxHull(4, 1, 2), { density: 450 }, { position: { x: 0, y: 0, z: 0 } })
    w.addBody(body)
    const handle = attachBuoyancy(w, body, hull, sea)
    let maxDepth = 0
    for (let i = 0; i < 10000; i++) {
      w.step(1 / 60)
      if (i % 250 === 0) {
        expect(finiteState(body)).toBe(true)
        maxDepth = Math.max(maxDepth, sea.heightAt(body.position.x, body.position.z, w.time) - body.position.y)
      }
    }
    expect(finiteState(body)).toBe(true)
    expect(Number.isFinite(handle.last.force.y) && Number.isFinite(handle.last.torque.z)).toBe(true)
    expect(handle.skippedSteps).toBe(0)
    // it still floats: never far under the surface it rides
    expect(maxDepth).toBeLessThan(3)
    expect(Math.abs(body.position.y)).toBeLessThan(15)
  })
})
