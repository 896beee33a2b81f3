import { describe, expect, it } from 'vitest'
import {
  boatHullMesh,
  boxMesh,
  computeHydrostatics,
  createHull,
  findEquilibrium,
  flatWater,
} from '../../../src/core/internal.js'
import { wetSections } from '../../../src/core/seakeeping/hullSections.js'
import { stripTheoryTable } from '../../../src/core/seakeeping/stripTheory.js'
import type { RadiationTable } from '../../../src/core/seakeeping/radiationTable.js'
import { BEAM, bem, type BemBody } from './reference.js'
import type { WetSections } from '../../../src/core/seakeeping/hullSections.js'

const RHO = 1025,
  G = 9.81

/** The reference body's strip-theory table at the BEM's frequencies from 0.8 to 2.6 rad/s. */
function strip(name: 'barge' | 'boat') {
  const mesh =
    name === 'barge'
      ? boxMesh(20, 4, 8)
      : boatHullMesh({ length: 30, beam: 8, depth: 4, bilge: 'round', stations: 40, sectionSegments: 12 })
  const hull = createHull(mesh.positions, mesh.indices)
  const upright = { position: { x: 0, y: 0, z: 0 }, quaternion: { x: 0, y: 0, z: 0, w: 1 } }
  const mass = RHO * computeHydrostatics(hull, upright, flatWater(0), { gravity: G, density: RHO }).displacedVolume
  const pose = findEquilibrium(hull, { mass, centerOfMass: { x: 0, y: 0, z: 0 } }, { density: RHO, gravity: G }).pose
  const reference = bem(name)
  const rows = reference.omega_rad_s.flatMap((w, i) => (w >= 0.79 && w <= 2.61 ? [i] : []))
  const table = stripTheoryTable(
    wetSections(hull, pose, 10, 30),
    rows.map((i) => reference.omega_rad_s[i]),
    RHO,
    G,
    30,
  )
  return { table, reference, rows }
}

/** Largest |ours / BEM − 1| of a coefficient over the rows whose frequency lies in [from, to]. */
function worst(
  s: { table: RadiationTable; reference: BemBody; rows: number[] },
  ours: 'addedMass' | 'damping',
  mode: 'heave' | 'roll' | 'pitch',
  from: number,
  to: number,
): number {
  const theirs = ours === 'addedMass' ? s.reference.added_mass : s.reference.radiation_damping
  const key = mode[0].toUpperCase() + mode.slice(1)
  let largest = 0
  s.rows.forEach((row, i) => {
    const w = s.reference.omega_rad_s[row]
    if (w >= from && w <= to) largest = Math.max(largest, Math.abs(s.table[ours][mode]![i] / theirs[key][row] - 1))
  })
  return largest
}

// Against capytaine (3-D BEM) on the same meshes: strip theory's own error, not the panels', decides
// these bounds (2-D flow past sections of a 20 × 8 m barge and a 30 × 8 m boat; measured beside each)
describe('strip theory (2-D sections by the free-surface panel method) against the 3-D BEM', () => {
  const barge = strip('barge'),
    boat = strip('boat')

  it('gives heave added mass and damping through the heave resonance: the boat within 15 %, the barge 40 %', () => {
    // boat ω_n 1.79 rad/s: measured 9 % and 9 %; barge ω_n 1.45: 22 % and 34 % (its bluff ends, where the
    // BEM's 3-D flow escapes round them, are what strip theory leaves out)
    expect(worst(boat, 'addedMass', 'heave', 1.4, 2.4)).toBeLessThan(0.15)
    expect(worst(boat, 'damping', 'heave', 1.4, 2.4)).toBeLessThan(0.15)
    expect(worst(barge, 'addedMass', 'heave', 1.1, 2.0)).toBeLessThan(0.25)
    expect(worst(barge, 'damping', 'heave', 1.1, 2.0)).toBeLessThan(0.4)
  })

  it('gives the barge its roll added inertia within 10 % and pitch damping within × 2 at resonance', () => {
    expect(worst(barge, 'addedMass', 'roll', 0.8, 2.6)).toBeLessThan(0.1)
    // measured 9 %; pitch damping 1.53 × the BEM's near ω_n (1.47 rad/s), held there by the 3-D Haskind
    // damping (strip theory's own: 2–3 ×)
    expect(worst(barge, 'damping', 'pitch', 1.3, 1.8)).toBeLessThan(0.6)
  })

  it("takes the 3-D Haskind damping where the 2-D sections' is far too large (long waves)", () => {
    // strip theory's 2-D damping falls as ω, the body's as ω³: 2.0 and 1.5 × the BEM's at 0.8 rad/s;
    // with the Haskind damping 1.23 and 1.24 ×; pitch 22 × and 9 ×, now 1.06 and 1.28 ×
    expect(worst(barge, 'damping', 'heave', 0.79, 0.81)).toBeLessThan(0.3)
    expect(worst(boat, 'damping', 'heave', 0.79, 0.81)).toBeLessThan(0.3)
    expect(worst(barge, 'damping', 'pitch', 0.79, 0.81)).toBeLessThan(0.3)
    expect(worst(boat, 'damping', 'pitch', 0.79, 0.81)).toBeLessThan(0.4)
  })

  it("gives the beam-sea heave diffraction force within 30 % of the BEM's", () => {
    // measured: the barge 1.06–1.26 ×, the boat 0.95–1.09 × (0.8–2.6 rad/s)
    // per frequency, the table's heading π/2 (one of its headings) against the BEM's beam sea
    for (const s of [barge, boat]) {
      const beam = s.table.diffraction!.headings.findIndex((h) => Math.abs(h - Math.PI / 2) < 1e-9)
      s.rows.forEach((row, i) => {
        const ours = Math.hypot(
          s.table.diffraction!.real.heave![beam][i],
          s.table.diffraction!.imaginary.heave![beam][i],
        )
        const theirs = s.reference.excitation_amplitude_per_m[BEAM].Heave.diffraction[row]
        expect(Math.abs(ours / theirs - 1)).toBeLessThan(0.3)
      })
    }
  })

  it("gives the free-floating barge's beam-sea roll excitation: the BEM's within 5 % from 6 to 21 s, 12 % from 3.7 s", () => {
    // the BEM's free body's: its roll RAO times its roll impedance |C − ω² (I + A₄₄) − iω B₄₄| (the held
    // body's moment is not what drives a body that sways: 0.73 × that at 3.6 s, 1.11 × at 8.4 s). Ours:
    // the table's roll diffraction plus the Froude–Krylov moment, which on a symmetric section is in
    // quadrature with the elevation (the slope's phase), of the BEM's amplitude. Measured: 0.97–1.00 from
    // 6 to 21 s, 0.90–0.96 from 3.7 to 6 s. Not near the roll resonance (ω_n 1.265 rad/s), where the
    // impedance is a small difference and the coupled BEM's peak moves
    const reference = bem('barge')
    const natural = reference.natural.Roll
    const rows = reference.omega_rad_s.flatMap((w, i) =>
      w >= 0.29 && w <= 1.71 && Math.abs((w * natural.T_n) / (2 * Math.PI) - 1) > 0.05 ? [i] : [],
    )
    const table = stripTheoryTable(
      bargeSections(),
      rows.map((i) => reference.omega_rad_s[i]),
      RHO,
      G,
      30,
    )
    const beam = table.diffraction!.headings.findIndex((h) => Math.abs(h - Math.PI / 2) < 1e-9)
    const excitation = reference.excitation_amplitude_per_m[BEAM].Roll
    rows.forEach((row, i) => {
      const w = reference.omega_rad_s[row]
      const ours = Math.hypot(
        table.diffraction!.real.roll![beam][i],
        table.diffraction!.imaginary.roll![beam][i] - excitation.FK[row],
      )
      const impedance = Math.hypot(
        natural.C - w * w * (natural.M + reference.added_mass.Roll[row]),
        w * reference.radiation_damping.Roll[row],
      )
      const theirs = reference.rao[BEAM].Roll[row] * impedance
      expect(Math.abs(ours / theirs - 1)).toBeLessThan(reference.period_s[row] >= 6 ? 0.05 : 0.12)
    })
  })

  it("gives a box's cut sections the roll diffraction of its exact rectangle", () => {
    // the box's triangles cut one side of each section at 1.8 m and not the other: panelled unevenly, the
    // heave potential leaked into roll's (at 0.46 rad/s, (5.5, 13.3) kN·m per m of wave where the
    // rectangle gives (−0.04, 5.9))
    const cut = bargeSections()
    const rectangle = [4, 0, 4, -2, 1, 0, 4, -2, -4, -2, 0, -1, -4, -2, -4, 0, -1, 0]
    const exact: WetSections = { ...cut, segments: cut.segments.map(() => rectangle) }
    const frequencies = [0.46, 1.2]
    const a = stripTheoryTable(cut, frequencies, RHO, G, 20),
      b = stripTheoryTable(exact, frequencies, RHO, G, 20)
    const beam = a.diffraction!.headings.findIndex((h) => Math.abs(h - Math.PI / 2) < 1e-9)
    frequencies.forEach((_, i) => {
      const size = Math.hypot(b.diffraction!.real.roll![beam][i], b.diffraction!.imaginary.roll![beam][i])
      expect(Math.abs(a.diffraction!.real.roll![beam][i] - b.diffraction!.real.roll![beam][i])).toBeLessThan(
        0.01 * size,
      )
      expect(Math.abs(a.diffraction!.imaginary.roll![beam][i] - b.diffraction!.imaginary.roll![beam][i])).toBeLessThan(
        0.01 * size,
      )
    })
  })
})

/** The reference barge's wet sections at its equilibrium (20 × 8 m, 2 m draft, G on the waterline). */
function bargeSections(): WetSections {
  const mesh = boxMesh(20, 4, 8)
  const hull = createHull(mesh.positions, mesh.indices)
  const upright = { position: { x: 0, y: 0, z: 0 }, quaternion: { x: 0, y: 0, z: 0, w: 1 } }
  return wetSections(hull, upright, 10, 30)
}
