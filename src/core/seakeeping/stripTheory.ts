import type { WetSections } from './hullSections.js'
import type { RadiationTable } from './radiationTable.js'
import { sectionRadiation, type SectionRadiation } from './sectionRadiation.js'

/** Headings round the circle, for the diffraction force and the Haskind integral over them (10° apart). */
const HEADINGS = 36
/** Numbers of sectionExcitation's result. */
const EXCITATION_SIZE = 12

/**
 * Zero-speed strip theory (Salvesen, Tuck & Faltinsen 1970, U = 0): the hull's heave, roll and pitch added
 * mass, radiation damping and diffraction force per frequency, from the 2-D radiation problem of each wet
 * section (sectionRadiation.ts, close-fit panels with the free-surface Green function), summed over the
 * length:
 *   A₃₃ = Σ a₃₃ Δx,   A₅₅ = Σ x² a₃₃ Δx,   A₄₄ = Σ a₄₄ Δx (about the centre of mass);
 * the pitch potential is x φ₃ (the section heaves by x per radian of pitch).
 * Excitation, by the Haskind–Newman identity on each section (Green's theorem between the diffraction
 * potential and the radiation potential φ_j, both outgoing): F_j^D = iωρ ∫ φ_j ∂φ₀/∂n dl, and the
 * Froude–Krylov part F_j^FK = −iωρ ∫ φ₀ n_j dl, with the incident wave
 * φ₀ = −i g/ω e^{k y} e^{i k (x cos β + z sin β)} (η = Re(e^{i(k·x − ωt)}): capytaine's convention, the
 * table's), its normal derivative taken in the section's plane: k (n_y + i sin β n_z) φ₀.
 * Damping: each section radiates its waves in 2-D, with none of the 3-D spreading; at low frequency that
 * leaves strip theory's damping falling as ω where a body's falls as ω³ (4 × the BEM's in the barge's
 * heave at 0.5 rad/s, 300 × in its pitch). The 3-D Haskind relation of deep water,
 * B_jj = k ω / (4π ρ g²) ∫ |X_j(β)|² dβ, with strip theory's excitation X_j = F^FK + F^D, has the 3-D
 * behaviour; each mode takes the smaller of the two.
 * Roll: the held body's roll moment (about the centre of mass) is not what drives a free body, which sways.
 * Its sway ξ₂ = (X₂ − Z₂₄ ξ₄) / Z₂₂ pushes on its roll through the sway–roll coupling Z₄₂ = −ω² A₄₂ − iω B₄₂
 * (Z₂₂ = −ω² (M + A₂₂) − iω B₂₂, M = ρ V from the sections' areas), so the roll equation of the free
 * body is Z₄₄ ξ₄ = X₄ − (Z₄₂ / Z₂₂) X₂ (less the coupling's term Z₄₂ Z₂₄ / Z₂₂ in the impedance, an added
 * inertia below 0.1 % of the barge's: left out). The library has no sway–roll coupling of its own, so the
 * table's roll diffraction is D₄ − (Z₄₂ / Z₂₂) X₂: held, it gave the boat's beam-sea roll 1.7 × the BEM's
 * in long waves, where the body sways with the water. On the barge's roll excitation the Froude–Krylov
 * moment and the diffraction's cancel to a third of either near its roll resonance (BEM: 687 and 444 kN·m
 * to 248 at 3.9 s); the relative-motion estimate that roll had before missed that by × 0.6–2.8.
 */
export function stripTheoryTable(
  sections: WetSections,
  frequencies: readonly number[],
  density: number,
  gravity: number,
  panels: number,
): RadiationTable {
  const n = frequencies.length
  const addedMass = { heave: new Array<number>(n), roll: new Array<number>(n), pitch: new Array<number>(n) }
  const damping = { heave: new Array<number>(n), roll: new Array<number>(n), pitch: new Array<number>(n) }
  const heavePitch = { addedMass: new Array<number>(n), damping: new Array<number>(n) }
  const headings = Array.from({ length: HEADINGS }, (_, h) => (2 * Math.PI * h) / HEADINGS)
  const perHeading = () => headings.map(() => new Array<number>(n).fill(0))
  const real = { heave: perHeading(), roll: perHeading(), pitch: perHeading() }
  const imaginary = { heave: perHeading(), roll: perHeading(), pitch: perHeading() }
  // per heading at one frequency: the held body's whole sway force X₂ (re, im)
  const sway = new Float64Array(2 * HEADINGS)
  const mass = density * displacedVolume(sections)
  const dx = sections.spacing
  // per heading: the whole excitation of heave, roll, pitch (re, im), for the Haskind integral
  const total = new Float64Array(6 * HEADINGS)
  const force = new Float64Array(EXCITATION_SIZE),
    turned = new Float64Array(EXCITATION_SIZE)
  // identical sections (a prismatic hull's) are solved once: the stations that share each
  const distinct = new Map<string, number[]>()
  sections.segments.forEach((segments, s) => {
    if (segments.length === 0) return
    const key = shapeKey(segments)
    const stations = distinct.get(key)
    if (stations === undefined) distinct.set(key, [s])
    else stations.push(s)
  })
  frequencies.forEach((omega, i) => {
    const k = (omega * omega) / gravity
    const strip = new Float64Array(3)
    let a3 = 0,
      a4 = 0,
      a5 = 0,
      a35 = 0,
      b35 = 0
    // sway and the sway–roll coupling: added mass and damping
    let a2 = 0,
      b2 = 0,
      a24 = 0,
      b24 = 0
    total.fill(0)
    sway.fill(0)
    for (const stations of distinct.values()) {
      const section = sectionRadiation(
        sections.segments[stations[0]],
        omega,
        density,
        gravity,
        sections.centreHeight,
        panels,
      )
      headings.forEach((beta, h) => {
        // the section's force at x = 0; at station x it is turned by the wave's phase there, k x cos β
        sectionExcitation(section, omega, k, beta, density, gravity, sections.centreHeight, force)
        // the wave's phase integrated exactly over the station's length (the section held), not taken at
        // its middle: right for waves a few stations long (measured together with 30 → 20 panels, the
        // reference cells moved by at most 0.04; the boat's short head-sea heave was decided by the
        // frequency spacing instead, 0.42 × the BEM's with 12 frequencies, 0.59 × with 16)
        const along = k * Math.cos(beta)
        const span = dx * sinc((along * dx) / 2)
        for (const s of stations) {
          const x = sections.stations[s]
          const c = Math.cos(along * x) * span,
            sn = Math.sin(along * x) * span
          for (let j = 0; j < EXCITATION_SIZE; j += 2) {
            turned[j] = force[j] * c - force[j + 1] * sn
            turned[j + 1] = force[j] * sn + force[j + 1] * c
          }
          real.heave[h][i] += turned[0]
          imaginary.heave[h][i] += turned[1]
          real.pitch[h][i] += x * turned[0]
          imaginary.pitch[h][i] += x * turned[1]
          real.roll[h][i] += turned[2]
          imaginary.roll[h][i] += turned[3]
          sway[2 * h] += turned[8] + turned[10]
          sway[2 * h + 1] += turned[9] + turned[11]
          const t = 6 * h
          total[t] += turned[0] + turned[4]
          total[t + 1] += turned[1] + turned[5]
          total[t + 2] += turned[2] + turned[6]
          total[t + 3] += turned[3] + turned[7]
          total[t + 4] += x * (turned[0] + turned[4])
          total[t + 5] += x * (turned[1] + turned[5])
        }
      })
      for (const s of stations) {
        const x = sections.stations[s]
        a3 += section.addedMass.heave * dx
        a4 += section.addedMass.roll * dx
        a5 += x * x * section.addedMass.heave * dx
        a35 += x * section.addedMass.heave * dx
        b35 += x * section.damping.heave * dx
        strip[0] += section.damping.heave * dx
        strip[1] += section.damping.roll * dx
        strip[2] += x * x * section.damping.heave * dx
        a2 += section.addedMass.sway * dx
        b2 += section.damping.sway * dx
        a24 += section.addedMass.swayRoll * dx
        b24 += section.damping.swayRoll * dx
      }
    }
    // the free body's roll diffraction: D₄ − (Z₄₂ / Z₂₂) X₂
    const w2 = omega * omega
    const swayRe = -w2 * (mass + a2),
      swayIm = -omega * b2
    const couplingRe = -w2 * a24,
      couplingIm = -omega * b24
    const size = swayRe * swayRe + swayIm * swayIm
    const ratioRe = size > 0 ? (couplingRe * swayRe + couplingIm * swayIm) / size : 0,
      ratioIm = size > 0 ? (couplingIm * swayRe - couplingRe * swayIm) / size : 0
    for (let h = 0; h < HEADINGS; h++) {
      const xr = sway[2 * h],
        xi = sway[2 * h + 1]
      real.roll[h][i] -= ratioRe * xr - ratioIm * xi
      imaginary.roll[h][i] -= ratioRe * xi + ratioIm * xr
    }
    const haskind = ((k * omega) / (4 * Math.PI * density * gravity * gravity)) * ((2 * Math.PI) / HEADINGS)
    const damped = (mode: number) => {
      let sum = 0
      for (let h = 0; h < HEADINGS; h++) sum += total[6 * h + 2 * mode] ** 2 + total[6 * h + 2 * mode + 1] ** 2
      // (a sharp-cornered section's damping, where it is a small fraction of its value at resonance,
      // carries the panels' error of a few percent of that: it can come out slightly negative)
      return Math.max(0, Math.min(strip[mode], haskind * sum))
    }
    addedMass.heave[i] = a3
    addedMass.roll[i] = a4
    addedMass.pitch[i] = a5
    damping.heave[i] = damped(0)
    damping.roll[i] = damped(1)
    damping.pitch[i] = damped(2)
    // heave–pitch: A₃₅ = Σ x a₃₃ Δx; the damping keeps the strips' correlation B₃₅ / √(B₃₃ B₅₅) on the
    // diagonal actually taken, so that the pair stays passive (the correlation is within ±1 by Cauchy–Schwarz
    // where every section's damping is ≥ 0; held there, as a sharp section's may be slightly negative)
    heavePitch.addedMass[i] = a35
    const strips = Math.sqrt(strip[0] * strip[2])
    const correlation = strips > 0 ? Math.max(-1, Math.min(1, b35 / strips)) : 0
    heavePitch.damping[i] = correlation * Math.sqrt(damping.heave[i] * damping.pitch[i])
  })
  return {
    frequencies,
    addedMass,
    damping,
    coupling: { heavePitch },
    diffraction: { headings, real, imaginary },
  }
}

/**
 * One section's wave force per metre of length and of wave amplitude, relative to the elevation at its
 * own station on the centre line (the wave travelling at β from +x toward +z with wave number k), real
 * and imaginary parts: the diffraction force of heave (out[0], out[1]) and roll (out[2], out[3]), the
 * Froude–Krylov force of heave and roll (out[4] … out[7]), then sway's diffraction (out[8], out[9]) and
 * Froude–Krylov force (out[10], out[11]).
 */
function sectionExcitation(
  section: SectionRadiation,
  omega: number,
  k: number,
  beta: number,
  density: number,
  gravity: number,
  rollAxis: number,
  out: Float64Array,
): void {
  const { panels, potential } = section
  const across = Math.sin(beta)
  out.fill(0)
  for (let p = 0, count = panels.length / 5; p < count; p++) {
    const z = panels[5 * p],
      y = panels[5 * p + 1],
      nz = panels[5 * p + 2],
      ny = panels[5 * p + 3],
      length = panels[5 * p + 4]
    // φ₀ dl = −i g/ω e^{ky} e^{iψ} dl, ψ = k (x cos β + z sin β)
    const amplitude = (gravity / omega) * Math.exp(k * y) * length
    const psi = k * z * across
    const c = Math.cos(psi),
      s = Math.sin(psi)
    const incidentRe = amplitude * s,
      incidentIm = -amplitude * c
    // ∂φ₀/∂n = k (n_y + i sin β n_z) φ₀
    const slopeRe = k * (ny * incidentRe - across * nz * incidentIm),
      slopeIm = k * (ny * incidentIm + across * nz * incidentRe)
    const heaveRe = potential.heave[2 * p],
      heaveIm = potential.heave[2 * p + 1],
      rollRe = potential.roll[2 * p],
      rollIm = potential.roll[2 * p + 1],
      swayRe = potential.sway[2 * p],
      swayIm = potential.sway[2 * p + 1]
    // Σ φ_j ∂φ₀/∂n dl (iωρ below)
    out[0] += heaveRe * slopeRe - heaveIm * slopeIm
    out[1] += heaveRe * slopeIm + heaveIm * slopeRe
    out[2] += rollRe * slopeRe - rollIm * slopeIm
    out[3] += rollRe * slopeIm + rollIm * slopeRe
    out[8] += swayRe * slopeRe - swayIm * slopeIm
    out[9] += swayRe * slopeIm + swayIm * slopeRe
    // Σ φ₀ n_j dl (−iωρ below)
    const rollNormal = (y - rollAxis) * nz - z * ny
    out[4] += incidentRe * ny
    out[5] += incidentIm * ny
    out[6] += incidentRe * rollNormal
    out[7] += incidentIm * rollNormal
    out[10] += incidentRe * nz
    out[11] += incidentIm * nz
  }
  // iωρ (u + i v) = ωρ (−v + i u); −iωρ (u + i v) = ωρ (v − i u)
  const w = omega * density
  for (let j = 0; j < EXCITATION_SIZE; j += 2) {
    // diffraction: out[0 … 3] and out[8, 9]; the rest Froude–Krylov
    const diffraction = j < 4 || j === 8
    const u = out[j],
      v = out[j + 1]
    out[j] = diffraction ? -w * v : w * v
    out[j + 1] = diffraction ? w * u : -w * u
  }
}

/**
 * The wet volume the sections stand for, m³: each section's area (∮ z dy over its wet contour; the
 * waterline that closes it has dy = 0) times the stations' spacing.
 */
function displacedVolume(sections: WetSections): number {
  let volume = 0
  for (const segments of sections.segments) {
    let area = 0
    for (let s = 0; s < segments.length; s += 6)
      area += ((segments[s] + segments[s + 2]) / 2) * (segments[s + 3] - segments[s + 1])
    volume += Math.abs(area) * sections.spacing
  }
  return volume
}

/**
 * A section's shape as a key: its contour's length, extent and first and second moments along the
 * contour, to 1e-7 of its length. Two cuts of one prismatic hull have the same contour split into different
 * segments (each cut crosses other triangles), so their segments differ where their shape does not.
 */
function shapeKey(segments: readonly number[]): string {
  let length = 0,
    z = 0,
    y = 0,
    zz = 0,
    yy = 0,
    low = 0,
    wide = 0
  for (let s = 0; s < segments.length; s += 6) {
    const z0 = segments[s],
      y0 = segments[s + 1],
      z1 = segments[s + 2],
      y1 = segments[s + 3]
    const l = Math.hypot(z1 - z0, y1 - y0)
    length += l
    z += (l * (z0 + z1)) / 2
    y += (l * (y0 + y1)) / 2
    zz += (l * (z0 * z0 + z0 * z1 + z1 * z1)) / 3
    yy += (l * (y0 * y0 + y0 * y1 + y1 * y1)) / 3
    low = Math.min(low, y0, y1)
    wide = Math.max(wide, Math.abs(z0), Math.abs(z1))
  }
  // in units of the contour's length, to 1e-7 of it (a symmetric section's first moment across is 0 to rounding)
  const shape = [z / length, y / length, Math.sqrt(zz / length), Math.sqrt(yy / length), low, wide]
  return `${length.toPrecision(7)} ${shape.map((v) => Math.round((v / length) * 1e7)).join(' ')}`
}

function sinc(x: number): number {
  return Math.abs(x) < 1e-6 ? 1 - (x * x) / 6 : Math.sin(x) / x
}
