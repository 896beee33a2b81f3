// The reference's diffraction force as a RadiationTable.diffraction (core/seakeeping/radiationTable.ts),
// for `radiation: table` with the BEM's excitation.
//
// The reference gives amplitudes only: |FK|, |diffraction| and |total| per mode (reference/README.md). The
// diffraction's phase relative to the Froude–Krylov force follows from the three, |T|² = |F|² + |D|² +
// 2 |F| |D| cos Δ, up to its sign; the Froude–Krylov force's own phase (relative to the wave's elevation
// at the centre of mass) is that of the library's, on the body held at its equilibrium (it is the
// undisturbed wave's pressure: geometry, not a model). For a mode that no other is coupled to (the barge's
// heave and pitch in head seas, either body's heave in beam seas) the response's amplitude depends on
// |F + D| alone, which the reference fixes, so the sign does not matter. For coupled modes (the boat's
// heave and pitch in head seas, roll with sway, whose excitation the reference does not give) it does.
// So the table gives the modes whose diffraction this decides: the barge's heave and pitch (it is
// symmetric fore and aft, and its pitch in beam seas is 0), the boat's heave (a check in beam seas; in
// head seas, where its heave is coupled with its pitch, not one). The other modes keep the library's
// estimate.
import { computeStepHydrostatics, createWaves, createWetSurface, flatWater } from '../../../src/core/internal.js'
import {
  addFroudeKrylovCorrection,
  createFroudeKrylovHull,
  createFroudeKrylovSea,
  FK_TIME,
  FK_WEIGHT,
} from '../../../src/core/internal.js'
import type { DiffractionTable, Mode } from '../../../src/core/internal.js'
import { G, referenceBody, RHO } from './rao.js'
import type { BodyName } from './rao.js'
import { BEAM, bem, HEAD } from './reference.js'

/** The headings the reference gives (library directions: toward +x, toward +z) and their modes. */
const HEADINGS = [
  { direction: 0, key: HEAD, modes: ['heave', 'pitch'] as Mode[] },
  { direction: Math.PI / 2, key: BEAM, modes: ['heave', 'roll'] as Mode[] },
]
/** the force or torque component (hydrostatics result order: force x y z, torque x y z) of a mode */
const COMPONENT: Partial<Record<Mode, number>> = { heave: 1, roll: 3, pitch: 5 }
const SAMPLES = 16

type Held = ReturnType<typeof referenceBody> & { axes: ReturnType<typeof createFroudeKrylovHull> }

/**
 * The Froude–Krylov force of `mode` on the body held at its equilibrium, per m of wave amplitude, as a
 * complex number X with F(t) = Re(X a e^{iψ}), ψ the phase of the elevation at the centre of mass (the
 * first harmonic of hydrostatics + correction over one period).
 */
function heldFroudeKrylov(held: Held, omega: number, direction: number): Map<Mode, [number, number]> {
  const pose = { position: held.body.position, quaternion: held.body.quaternion }
  const amplitude = 0.01
  const period = (2 * Math.PI) / omega
  const waves = createWaves([{ amplitude, wavelength: (2 * Math.PI * G) / (omega * omega), direction }], { gravity: G })
  const sea = createFroudeKrylovSea(waves.components)
  const hull = held.axes
  const wet = createWetSurface()
  const out = new Float64Array(18)
  const [k] = waves.components
  const sums = new Map<Mode, [number, number]>()
  for (let i = 0; i < SAMPLES; i++) {
    const t = (i / SAMPLES) * period
    // as the step takes it (attachBuoyancy's clipping tolerance)
    const r = computeStepHydrostatics(held.hull, pose, waves, {
      time: t,
      gravity: G,
      density: RHO,
      wetSurface: wet,
      torqueAbout: pose.position,
    })
    out.fill(0)
    out.set([r.force.x, r.force.y, r.force.z, r.torque.x, r.torque.y, r.torque.z])
    sea.step[FK_TIME] = t
    sea.step[FK_WEIGHT] = RHO * G
    addFroudeKrylovCorrection(sea, wet, pose.position, out, { hull, ...pose })
    // η = a sin θ at the centre (WaveField): F = a (Re X sin θ + Im X cos θ)
    const theta = k.kx * pose.position.x + k.kz * pose.position.z - omega * t + k.phase
    for (const [mode, index] of Object.entries(COMPONENT) as Array<[Mode, number]>) {
      const sum = sums.get(mode) ?? [0, 0]
      sum[0] += (2 / SAMPLES / amplitude) * out[index] * Math.sin(theta)
      sum[1] += (2 / SAMPLES / amplitude) * out[index] * Math.cos(theta)
      sums.set(mode, sum)
    }
  }
  return sums
}

const made = new Map<BodyName, DiffractionTable>()

/** The reference's diffraction force at its frequencies and two headings (made once per body). */
export function diffractionTable(name: BodyName): DiffractionTable {
  const known = made.get(name)
  if (known !== undefined) return known
  const tabled: Mode[] = name === 'barge' ? ['heave', 'pitch'] : ['heave']
  const ref = bem(name)
  const body = referenceBody(name, flatWater(0), { radiation: false, drag: false })
  const held: Held = { ...body, axes: createFroudeKrylovHull(body.hull) }
  const order = ref.omega_rad_s.map((_, i) => i).sort((a, b) => ref.omega_rad_s[a] - ref.omega_rad_s[b])
  const real: Partial<Record<Mode, number[][]>> = {}
  const imaginary: Partial<Record<Mode, number[][]>> = {}
  for (const mode of tabled) {
    real[mode] = HEADINGS.map(() => order.map(() => 0))
    imaginary[mode] = HEADINGS.map(() => order.map(() => 0))
  }
  HEADINGS.forEach(({ direction, key, modes }, h) => {
    order.forEach((i, j) => {
      const fk = heldFroudeKrylov(held, ref.omega_rad_s[i], direction)
      for (const mode of modes.filter((m) => tabled.includes(m))) {
        const column = ref.excitation_amplitude_per_m[key][mode[0].toUpperCase() + mode.slice(1)]
        const f = column.FK[i],
          d = column.diffraction[i],
          total = column.total[i]
        const cosine = Math.max(-1, Math.min(1, (total * total - f * f - d * d) / (2 * f * d)))
        const [re, im] = fk.get(mode) as [number, number]
        const angle = Math.atan2(im, re) + Math.acos(cosine)
        ;(real[mode] as number[][])[h][j] = d * Math.cos(angle)
        ;(imaginary[mode] as number[][])[h][j] = d * Math.sin(angle)
      }
    })
  })
  const table = { headings: HEADINGS.map((h) => h.direction), real, imaginary }
  made.set(name, table)
  return table
}
