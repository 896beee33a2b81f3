import { describe, expect, it } from 'vitest'
import {
  boxMesh,
  computeHydrostatics,
  createHull,
  createWaves,
  createWetSurface,
  icosphereMesh,
} from 'react-three-buoyancy/core'
import {
  addFroudeKrylovCorrection,
  closedForm,
  createFroudeKrylovHull,
  createFroudeKrylovSea,
  FK_TIME,
  FK_WEIGHT,
  STEP_TOLERANCE,
} from '../../../src/core/internal.js'
import { atPeriod, BEAM, bem, HEAD } from './reference.js'
import { refinedMesh } from '../refinedMesh.js'

// The barge of the reference (boxMesh(20, 4, 8), draft 2 m) held at its equilibrium in a regular wave of
// 0.25 m: the first harmonic of hydrostatics + correction (the Froude–Krylov force) against its closed
// form on a box, and against the BEM's FK excitation (capytaine, reference/README.md). The correction
// re-integrates the true η where the hydrostatics interpolated its corner depths (on this 12-triangle
// box the whole 20 × 8 m bottom triangles: the hydrostatic heave force at T = 2.5 s is 23 % off its
// closed form with the default tolerance),
// so the sum holds at the default clipping tolerance as well as at the fine one.
const RHO = 1025,
  G = 9.81,
  A = 0.25,
  L = 20,
  B = 8,
  T = 2
/** a fine 'adaptive' tolerance (fraction of rho g V): the clipping refines these 20 m triangles to ~1 m */
const FINE_TOLERANCE = 0.002
const hull = createHull(boxMesh(L, 4, B).positions, boxMesh(L, 4, B).indices)
const pose = { position: { x: 0, y: 0, z: 0 }, quaternion: { x: 0, y: 0, z: 0, w: 1 } }
const bodyAxes = createFroudeKrylovHull(hull)

/** First-harmonic amplitude, per m of wave, of force/torque component `pick` over one period. */
function firstHarmonic(
  period: number,
  direction: number,
  pick: (f: Float64Array) => number,
  terms: 'both' | 'hydrostatic' = 'both',
  // attachBuoyancy's clipping tolerance unless told
  tolerance: number = STEP_TOLERANCE,
) {
  const waves = createWaves([{ amplitude: A, wavelength: (G * period * period) / (2 * Math.PI), direction }], {
    gravity: G,
  })
  const sea = createFroudeKrylovSea(waves.components)
  const wet = createWetSurface()
  const samples = 32
  let c = 0,
    s = 0
  const out = new Float64Array(18)
  for (let i = 0; i < samples; i++) {
    const t = (i / samples) * period
    const r = computeHydrostatics(hull, pose, waves, {
      time: t,
      gravity: G,
      density: RHO,
      wetSurface: wet,
      tolerance,
    })
    out.set([r.force.x, r.force.y, r.force.z, r.torque.x, r.torque.y, r.torque.z])
    sea.step[FK_TIME] = t
    sea.step[FK_WEIGHT] = RHO * G
    if (terms !== 'hydrostatic') addFroudeKrylovCorrection(sea, wet, pose.position, out, { hull: bodyAxes, ...pose })
    const v = pick(out)
    c += v * Math.cos((2 * Math.PI * i) / samples)
    s += v * Math.sin((2 * Math.PI * i) / samples)
  }
  return (2 * Math.hypot(c, s)) / samples / A
}

describe('Froude–Krylov force on a held barge', () => {
  it.each([
    [2.5, "attachBuoyancy's", undefined],
    [4, "attachBuoyancy's", undefined],
    [6, "attachBuoyancy's", undefined],
    [10, "attachBuoyancy's", undefined],
    [4, 'fine', FINE_TOLERANCE],
    [10, 'fine', FINE_TOLERANCE],
  ] as const)(
    'head-sea heave at T = %s s, %s clipping tolerance: hydrostatics + correction within 2 % of the closed form',
    (period, _, tolerance) => {
      // the quadrature's own bound (k h ≤ 0.5 a sub-triangle: at most (k h)² / 8 = 3 % of the local
      // amplitude before the errors cancel over a wavelength); measured 1.4 % at 2.5 s, 0.2 % at 4 s
      // bottom pressure ρ g A e^{−k T} sin θ over the L × B bottom; the sides are vertical
      const k = (4 * Math.PI * Math.PI) / (G * period * period)
      const closed = RHO * G * Math.exp(-k * T) * B * Math.abs((2 * Math.sin((k * L) / 2)) / k)
      const got = firstHarmonic(period, 0, (f) => f[1], 'both', tolerance)
      expect(Math.abs(got / closed - 1)).toBeLessThan(0.02)
    },
  )

  it.each([2.5, 4, 6, 10])(
    'head-sea heave at T = %s s: hydrostatics + correction within 8 % of the BEM FK',
    (period) => {
      const got = firstHarmonic(period, 0, (f) => f[1])
      const ref = bem('barge')
      const fk = atPeriod(ref, ref.excitation_amplitude_per_m[HEAD].Heave.FK, period)
      expect(Math.abs(got / fk - 1)).toBeLessThan(0.08)
    },
  )

  it('the hydrostatic model is the undecayed pressure: 2.5 s head-sea heave many times the FK force', () => {
    const k = (4 * Math.PI * Math.PI) / (G * 2.5 * 2.5)
    const hydrostatic = firstHarmonic(2.5, 0, (f) => f[1], 'hydrostatic', FINE_TOLERANCE)
    const closed = RHO * G * B * ((2 * Math.abs(Math.sin((k * L) / 2))) / k)
    expect(Math.abs(hydrostatic / closed - 1)).toBeLessThan(0.05)
  })

  it.each([3, 5, 8])('head-sea pitch and beam-sea roll at T = %s s: within 8 % of the BEM FK', (period) => {
    const ref = bem('barge')
    const pitch = firstHarmonic(period, 0, (f) => f[5])
    const roll = firstHarmonic(period, Math.PI / 2, (f) => f[3])
    expect(Math.abs(pitch / atPeriod(ref, ref.excitation_amplitude_per_m[HEAD].Pitch.FK, period) - 1)).toBeLessThan(
      0.08,
    )
    expect(Math.abs(roll / atPeriod(ref, ref.excitation_amplitude_per_m[BEAM].Roll.FK, period) - 1)).toBeLessThan(0.08)
  })
})

// A sphere held under the surface: every wet triangle is whole, and the correction takes the pressure
// at the hull's vertices. The wave part of the linear pressure, ρ g A e^{k y} sin(k x − ω t), is a
// harmonic function, so its gradient's integral over a ball is the volume times its value at the
// centre (the mean-value property): the Froude–Krylov force's wave part has amplitude
// ρ g A k V e^{−k h} in heave and in surge, h the centre's depth; its time derivatives ω and ω² times
// that. (Wheeler's stretching differs from e^{k y} by e^{−k η}: a relative k A = 0.1 % here.)
describe('Froude–Krylov force on a held, submerged sphere (vertex quadrature)', () => {
  const radius = 1,
    depth = 2.5,
    amplitude = 0.002,
    wavelength = 10
  const mesh = icosphereMesh(radius, 3)
  const sphere = createHull(mesh.positions, mesh.indices)
  const k = (2 * Math.PI) / wavelength
  const waves = createWaves([{ amplitude, wavelength }], { gravity: G })
  const omega = waves.components[0].angularFrequency
  // turned and placed off the origin: the vertex rule's shares are read in body axes and turned to
  // world axes (a wrong turn or a wrong moment arm moves the heave into surge or breaks the torque)
  const turn = { x: 0.3, y: -0.5, z: 0.2, w: 0.8 }
  const norm = Math.hypot(turn.x, turn.y, turn.z, turn.w)
  const held = {
    position: { x: 0.7, y: -depth, z: -0.4 },
    quaternion: { x: turn.x / norm, y: turn.y / norm, z: turn.z / norm, w: turn.w / norm },
  }
  const sphereAxes = createFroudeKrylovHull(sphere)

  const period = (2 * Math.PI) / omega
  const closed = RHO * G * amplitude * k * sphere.volume * Math.exp(-k * depth)

  /**
   * A function of time giving hydrostatics + correction about `about` (out[0..17]: force, torque and
   * their rates), and whether every wet corner so far was a hull vertex.
   */
  function heldLoads(about: { x: number; y: number; z: number }) {
    const sea = createFroudeKrylovSea(waves.components)
    const wet = createWetSurface()
    const out = new Float64Array(18)
    const state = { wholeCorners: true }
    const at = (t: number) => {
      const r = computeHydrostatics(sphere, held, waves, {
        time: t,
        gravity: G,
        density: RHO,
        wetSurface: wet,
        torqueAbout: about,
      })
      out.fill(0)
      out.set([r.force.x, r.force.y, r.force.z, r.torque.x, r.torque.y, r.torque.z])
      sea.step[FK_TIME] = t
      sea.step[FK_WEIGHT] = RHO * G
      addFroudeKrylovCorrection(sea, wet, about, out, { hull: sphereAxes, ...held })
      for (let m = 0; m < 3 * wet.count; m++) state.wholeCorners &&= (wet.corners as Int32Array)[m] >= 0
      return out
    }
    return { at, state }
  }

  /** first-harmonic amplitudes of out[index] over a period, hydrostatics + correction */
  function harmonics(indices: readonly number[]) {
    const loads = heldLoads(held.position)
    const samples = 32
    const c = indices.map(() => 0),
      s = indices.map(() => 0)
    for (let i = 0; i < samples; i++) {
      const out = loads.at((i / samples) * period)
      indices.forEach((index, j) => {
        c[j] += out[index] * Math.cos((2 * Math.PI * i) / samples)
        s[j] += out[index] * Math.sin((2 * Math.PI * i) / samples)
      })
    }
    return {
      amplitudes: indices.map((_, j) => (2 * Math.hypot(c[j], s[j])) / samples),
      wholeCorners: loads.state.wholeCorners,
    }
  }

  it('heave and surge within 1 % of ρ g A k V e^{−k h}; their rates ω and ω² times it', () => {
    const { amplitudes, wholeCorners } = harmonics([1, 0, 7, 13])
    expect(wholeCorners).toBe(true)
    const [heave, surge, heaveRate, heaveAcceleration] = amplitudes
    expect(Math.abs(heave / closed - 1)).toBeLessThan(0.01)
    expect(Math.abs(surge / closed - 1)).toBeLessThan(0.01)
    expect(Math.abs(heaveRate / (omega * closed) - 1)).toBeLessThan(0.01)
    expect(Math.abs(heaveAcceleration / (omega * omega * closed) - 1)).toBeLessThan(0.01)
  })
  it('torque about a point off the centre: (centre − point) × force at every instant, within 1 % of the wave part', () => {
    // the centre relative to the torque point
    const dx = -0.7,
      dy = -0.4,
      dz = 0.3
    const loads = heldLoads({ x: held.position.x - dx, y: held.position.y - dy, z: held.position.z - dz })
    for (let i = 0; i < 16; i++) {
      const out = loads.at((i / 16) * period)
      // every pressure force on a sphere passes through its centre
      const expected = [dy * out[2] - dz * out[1], dz * out[0] - dx * out[2], dx * out[1] - dy * out[0]]
      for (let axis = 0; axis < 3; axis++) {
        expect(Math.abs(out[3 + axis] - expected[axis])).toBeLessThan(0.01 * Math.hypot(dx, dy, dz) * closed)
      }
    }
  })
})

// A coarse box in waves shorter than its faces: its clipped pieces (k h up to 4.4) take the three-point
// rule on a few sub-triangles. Against the same box with every face split into 100 triangles, whose
// short whole triangles take the vertex rule and whose small pieces the centroid: a different quadrature
// on a different mesh, converged (refining it to 1,600 a face moves the force by < 0.05 %). The clipping
// is fine (tolerance 0.001) so that what is compared is the quadrature: at the default tolerance the two
// meshes' waterlines differ by the clipping's own error, 1.3 % here (what the correction cannot fix, the
// header of froudeKrylov.ts).
describe('Froude–Krylov force on a coarse box in short waves (three-point rule)', () => {
  /** boxMesh(2, 1, 2) with every triangle split into m² */
  function refinedBox(m: number) {
    const { positions, indices } = refinedMesh(boxMesh(2, 1, 2), m)
    return createHull(positions, indices)
  }

  /** hydrostatics + correction on `hull` held at `held`, a function of time (at a clipping tolerance if given) */
  function boxLoads(
    hull: ReturnType<typeof createHull>,
    waves: ReturnType<typeof createWaves>,
    held: { position: { x: number; y: number; z: number }; quaternion: { x: number; y: number; z: number; w: number } },
    tolerance?: number,
  ) {
    const sea = createFroudeKrylovSea(waves.components)
    const axes = createFroudeKrylovHull(hull)
    const wet = createWetSurface()
    return (t: number) => {
      const r = computeHydrostatics(hull, held, waves, {
        time: t,
        gravity: G,
        density: RHO,
        wetSurface: wet,
        tolerance,
      })
      const out = new Float64Array(18)
      out.set([r.force.x, r.force.y, r.force.z, r.torque.x, r.torque.y, r.torque.z])
      sea.step[FK_TIME] = t
      sea.step[FK_WEIGHT] = RHO * G
      addFroudeKrylovCorrection(sea, wet, held.position, out, { hull: axes, ...held })
      return out
    }
  }

  /**
   * The coarse and refined boxes' loads at 8 instants `interval` s apart agree within `bound` × the wave
   * force ρ g A × waterplane (by default A = 0.1 m and the 2 × 2 m box's 4 m²); torques in N·m with `arm`
   * (by default the box's half-diagonal, 1.5 m).
   */
  function expectAgreement(
    coarse: (t: number) => Float64Array,
    fine: (t: number) => Float64Array,
    interval: number,
    bound: number,
    { amplitude = 0.1, waterplane = 4, arm = 1.5 } = {},
  ) {
    const scale = RHO * G * amplitude * waterplane
    for (let i = 0; i < 8; i++) {
      const a = coarse(i * interval),
        b = fine(i * interval)
      for (let j = 0; j < 3; j++) expect(Math.abs(a[j] - b[j])).toBeLessThan(bound * scale)
      for (let j = 3; j < 6; j++) expect(Math.abs(a[j] - b[j])).toBeLessThan(bound * scale * arm)
    }
  }

  it("a submerged coarse box by its edges' midpoints (k h 1.3–1.8): within 0.3 % of the refined box (vertex rule)", () => {
    const waves = createWaves([{ amplitude: 0.1, wavelength: 10, direction: 0.4 }], { gravity: G })
    const held = { position: { x: 0.3, y: -1.6, z: -0.2 }, quaternion: { x: 0.05, y: 0.1, z: 0, w: 0.99373 } }
    const coarse = boxLoads(createHull(boxMesh(2, 1, 2).positions, boxMesh(2, 1, 2).indices), waves, held)
    const fine = boxLoads(refinedBox(10), waves, held)
    // (the three-point rule on the same box is off by the same 0.22 % in heave at t = 0.6 s: that is the
    // refined box's own error; a midpoint's share taken from the vertex rule is 5 % off in roll)
    expectAgreement(coarse, fine, 0.3, 0.003)
  })

  it('a swell with a short chop: an 8 × 2 × 6 m box within 0.15 % of the refined box', () => {
    // 60 m swell of 0.4 m, 8 m chop of 0.1 m: the rules follow the chop's wavenumber (0.096 % and 0.071 %
    // off: what is left is the clipping's); at the swell's alone they are 0.30 % and 0.25 % off.
    const waves = createWaves(
      [
        { amplitude: 0.4, wavelength: 60, direction: 0.4 },
        { amplitude: 0.1, wavelength: 8, direction: -0.7 },
      ],
      { gravity: G },
    )
    const mesh = boxMesh(8, 2, 6)
    for (const y of [0.3, -2.5]) {
      const held = { position: { x: 0.3, y, z: -0.2 }, quaternion: { x: 0.05, y: 0.1, z: 0, w: 0.99373 } }
      const refined = refinedMesh(mesh, 12)
      const coarse = boxLoads(createHull(mesh.positions, mesh.indices), waves, held)
      const fine = boxLoads(createHull(refined.positions, refined.indices), waves, held)
      expectAgreement(coarse, fine, 0.37, 0.0015, { amplitude: 0.5, waterplane: 48, arm: 5 })
    }
  })

  // Faces 60–90 × k long ('linear' clipping keeps them whole): the closed form (triangleExponential.ts)
  // against the three-point rule on 26² sub-triangles of each (closedForm.above set past them), on the same
  // recorded surface, floating and submerged. Measured within 1e-6 of ρ g A × waterplane; the correction
  // itself is up to 4 % of it here.
  it('a 40 × 2 × 40 m box in 4 m waves: its faces in closed form, as the three-point rule on 26² pieces', () => {
    const waves = createWaves(
      [
        { amplitude: 0.1, wavelength: 4, direction: 0.4 },
        { amplitude: 0.05, wavelength: 5.5, direction: -1.1 },
      ],
      { gravity: G },
    )
    const mesh = boxMesh(40, 2, 40)
    const hull = createHull(mesh.positions, mesh.indices)
    const sea = createFroudeKrylovSea(waves.components)
    const axes = createFroudeKrylovHull(hull)
    const scale = RHO * G * 0.15 * 1600
    let largest = 0
    for (const y of [0.2, -2.2]) {
      const held = { position: { x: 0.3, y, z: -0.2 }, quaternion: { x: 0.002, y: 0.1, z: 0.001, w: 0.99499 } }
      for (let i = 0; i < 6; i++) {
        const wet = createWetSurface()
        computeHydrostatics(hull, held, waves, { time: 0.29 * i, clipping: 'linear', wetSurface: wet })
        sea.step[FK_TIME] = 0.29 * i
        sea.step[FK_WEIGHT] = RHO * G
        const loads = (above: number) => {
          closedForm.above = above
          const out = new Float64Array(18)
          addFroudeKrylovCorrection(sea, wet, held.position, out, { hull: axes, ...held })
          return out
        }
        const exact = loads(12),
          rule = loads(Infinity)
        closedForm.above = 12
        for (let j = 0; j < 18; j++) {
          // the rate and acceleration scale with ω and ω² (about 4 and 16 /s here)
          const unit = j < 6 ? 1 : j < 12 ? 4 : 16
          const arm = j % 6 < 3 ? 1 : 28
          expect(Math.abs(exact[j] - rule[j])).toBeLessThan(1e-4 * scale * unit * arm)
        }
        largest = Math.max(largest, Math.hypot(exact[0], exact[1], exact[2]) / scale)
      }
    }
    // the correction is not negligible there: what is compared is a force of percents of the scale
    expect(largest).toBeGreaterThan(0.01)
  })

  it('force and torque within 0.2 % of the wave force ρ g A × waterplane of the refined box', () => {
    const waves = createWaves([{ amplitude: 0.1, wavelength: 4, direction: 0.4 }], { gravity: G })
    const held = { position: { x: 0.3, y: 0.05, z: -0.2 }, quaternion: { x: 0.05, y: 0.1, z: 0, w: 0.99373 } }
    const coarse = boxLoads(createHull(boxMesh(2, 1, 2).positions, boxMesh(2, 1, 2).indices), waves, held, 0.001)
    const fine = boxLoads(refinedBox(10), waves, held, 0.001)
    expectAgreement(coarse, fine, 0.2, 0.002)
  })
})
