/**
 * Added mass and wave damping of a 2-D ship section oscillating at frequency ω on deep water: Frank's
 * close-fit source method (Frank 1967) with the free-surface pulsating source as Green's function.
 *
 * Coordinates as in sectionAddedMass: z across the ship, y up, water below the free surface y = 0; the
 * section is the wet contour, given as segments with their outward normals (into the fluid). Time goes as
 * e^{−iωt} (capytaine's convention): Q(t) = Re(Q̂ e^{−iωt}), the pressure p̂ = iωρ φ̂, ν = ω² / g.
 *
 * Green's function (Wehausen & Laitone 1960, §13; Newman, "Marine Hydrodynamics", §6.16), from the source
 * point (z', y') to (z, y), with X = z − z', Y = y + y', r and r₁ the distances to the source and to its
 * image (z', −y'), and w = ν (Y + i |X|), which lies in the upper-left quarter of the complex plane:
 *   G = (1/2π) ln(r / r₁) − (1/π) PV∫₀^∞ e^{kY} cos(kX) / (k − ν) dk − i e^{νY} cos(νX)
 *     = (1/2π) ln(r / r₁) − (1/π) Re[e^w E₁(w)] − i e^w.
 * The principal-value integral is Re[e^w (E₁(w) + iπ)] (with τ = −(k − ν)(Y + i|X|) it is e^w times
 * ∫ e^{−τ}/τ dτ on a ray from w through τ = 0; indented round the pole on the side that keeps off E₁'s
 * cut it is E₁(w), and the indentation is −iπ), and Re[iπ e^w] = −π e^{νY} sin ν|X| turns the standing
 * term into −i e^w: far away G → −i e^{ν(y + y')} e^{iν|z − z'|}, outgoing waves for e^{−iωt} (the pole
 * passed as if ν had a small positive imaginary part). On X = 0, w lies on E₁'s cut: the limit from
 * above. G satisfies ∂G/∂y = ν G on y = 0 away from the source.
 * Near the free surface e^w E₁(w) ≈ −γ − ln w, so G = (1/2π)(ln r + ln r₁) + R with
 *   R = −(1/π) Re[e^w E₁(w) + ln w] + (1/π) ln ν − i e^w
 * continuous. Each panel's ln r and ln r₁ are integrated in closed form (logSegment, the panel and its
 * mirror image), R by Gauss–Legendre (on a panel far from the field point, its two points' mean from one
 * E₁ and a Taylor series: gaussPairMean); R's gradient is ∂R/∂y = ν R + (ν/π) ln r₁ (the log again in
 * closed form) and ∂R/∂z = ν sgn X [(1/π) Im(e^w E₁(w)) + e^w], bounded.
 *
 * Irregular frequencies (where the interior of the section, with φ = 0 on its wet contour and the
 * free-surface condition on its waterline, has an eigenmode and the source equation becomes singular) are
 * removed by a lid, sources also on the interior waterline (the idea of Ohmatsu 1975 and Lee, Newman &
 * Zhu 1996), with one more condition there: the interior flow has ∂φ/∂y = 0 just below the lid, i.e.
 * ν φ − σ = 0 (∂G/∂y = ν G, less the source's own jump σ). Then a homogeneous solution has no exterior
 * flow (the exterior problem is unique), so φ = 0 on the contour from inside too, and the interior flow,
 * with φ = 0 on the contour and ∂φ/∂y = 0 on the lid, has no eigenmode: it vanishes, so do the sources,
 * and the extended system is regular at every frequency. (φ = 0 on the lid would serve as well in
 * theory, but it jumps from the contour's φ at the waterline and the lid's sources there diverge.)
 *
 * Forces per unit velocity F_kj = −iωρ ∫ φ_j n_k dl = iω A_kj − B_kj (the radiation force −A ẍ − B ẋ).
 *
 * Cost: the complex system is factored once for the three modes (complexSolve); on a section symmetric
 * about z = 0 (found by mirrorPanels) only half the rows are computed and the system splits into a
 * symmetric half (heave) and an antisymmetric one (sway, roll). About 0.6 ms per call with 30 panels
 * (Node 20), 1 ms for an asymmetric section.
 */
import { complexSolve } from './complexSolve.js'
import { panelLength, splitPanels } from './sectionAddedMass.js'
import { panelInfluence } from './sectionGreen.js'

export interface SectionRadiation {
  /**
   * Per metre of length: sway (z), heave (y), roll (about the x axis through (0, rollAxis), positive from
   * +y toward +z: the velocity field (z, y) ↦ (y − rollAxis, −z)), and the sway–roll coupling.
   */
  addedMass: { sway: number; heave: number; roll: number; swayRoll: number }
  damping: { sway: number; heave: number; roll: number; swayRoll: number }
  /** The panels: midpoint z, y, outward unit normal n_z, n_y, length (5 numbers per panel). */
  panels: Float64Array
  /** Radiation potential per unit velocity amplitude at each panel's midpoint, re / im interleaved. */
  potential: { sway: Float64Array; heave: Float64Array; roll: Float64Array }
}

/**
 * @param segments z0, y0, z1, y1, n_z, n_y per segment (m; the outward normal need not be unit)
 * @param omega circular frequency, rad/s
 * @param rollAxis height of the roll axis above the waterline, m
 * @param panelsWanted about how many panels the wet contour is split into (the lid gets its own)
 */
export function sectionRadiation(
  segments: ArrayLike<number>,
  omega: number,
  density: number,
  gravity: number,
  rollAxis = 0,
  panelsWanted = 40,
): SectionRadiation {
  const nu = (omega * omega) / gravity
  const body = splitPanels(segments, panelsWanted)
  const bodyCount = body.length / 6
  const lid = lidPanels(body, panelsWanted)
  const all = new Float64Array(body.length + lid.length)
  all.set(body)
  all.set(lid, body.length)
  const n = all.length / 6

  // the extended system, complex: rows 0 … bodyCount − 1 the normal velocity on the contour, then the lid's
  // condition; and the potential at the contour's midpoints per unit source strength
  const matrixRe = new Float64Array(n * n),
    matrixIm = new Float64Array(n * n)
  const potentialRe = new Float64Array(bodyCount * n),
    potentialIm = new Float64Array(bodyCount * n)
  // on a section symmetric about z = 0, panel j's influence at i equals that of their mirror images j′ at
  // i′ (the wave part depends on |z − z′| and y + y′; the velocity's z flips as the normal's does): only
  // the rows of one panel of each mirror pair are needed
  const mirror = mirrorPanels(all, bodyCount)
  const influence = new Float64Array(6)
  const logNu = Math.log(nu)
  for (let i = 0; i < n; i++) {
    if (mirror !== null && mirror[i] < i) continue
    const onBody = i < bodyCount
    const length = panelLength(all, i)
    const nz = onBody ? -(all[6 * i + 3] - all[6 * i + 1]) / length : 0,
      ny = onBody ? (all[6 * i + 2] - all[6 * i]) / length : 1
    const pz = all[6 * i + 4],
      py = all[6 * i + 5]
    for (let j = 0; j < n; j++) {
      panelInfluence(all, j, pz, py, i === j, nu, logNu, onBody, influence)
      let re: number, im: number
      if (onBody) {
        re = influence[2] * nz + influence[4] * ny + (i === j ? 0.5 : 0)
        im = influence[3] * nz + influence[5] * ny
        potentialRe[i * n + j] = influence[0]
        potentialIm[i * n + j] = influence[1]
      } else {
        // ∂φ/∂y from below the lid is ν φ − σ (the free-surface condition, less the panel's own jump)
        re = nu * influence[0] - (i === j ? 1 : 0)
        im = nu * influence[1]
      }
      matrixRe[i * n + j] = re
      matrixIm[i * n + j] = im
    }
  }

  const panels = new Float64Array(5 * bodyCount)
  const flux = {
    sway: new Float64Array(bodyCount),
    heave: new Float64Array(bodyCount),
    roll: new Float64Array(bodyCount),
  }
  // the three right-hand sides (sway, heave, roll) one after another, zero on the lid
  const sigmaRe = new Float64Array(3 * n),
    sigmaIm = new Float64Array(3 * n)
  for (let i = 0; i < bodyCount; i++) {
    const length = panelLength(body, i)
    const nz = -(body[6 * i + 3] - body[6 * i + 1]) / length,
      ny = (body[6 * i + 2] - body[6 * i]) / length
    const z = body[6 * i + 4],
      y = body[6 * i + 5]
    panels[5 * i] = z
    panels[5 * i + 1] = y
    panels[5 * i + 2] = nz
    panels[5 * i + 3] = ny
    panels[5 * i + 4] = length
    flux.sway[i] = nz
    flux.heave[i] = ny
    flux.roll[i] = (y - rollAxis) * nz - z * ny
    sigmaRe[i] = flux.sway[i]
    sigmaRe[n + i] = flux.heave[i]
    sigmaRe[2 * n + i] = flux.roll[i]
  }
  if (mirror === null) complexSolve(matrixRe, matrixIm, sigmaRe, sigmaIm, n, 3)
  else solveSymmetric(matrixRe, matrixIm, mirror, sigmaRe, sigmaIm)

  /** The potential on the contour (re / im interleaved) of the c-th solution's sources (odd: antisymmetric). */
  const radiate = (c: number, odd: boolean): Float64Array => {
    const phi = new Float64Array(2 * bodyCount)
    const offset = c * n
    for (let i = 0; i < bodyCount; i++) {
      if (mirror !== null && mirror[i] < i) continue
      let re = 0,
        im = 0
      for (let j = 0; j < n; j++) {
        const pr = potentialRe[i * n + j],
          pi = potentialIm[i * n + j]
        const sr = sigmaRe[offset + j],
          si = sigmaIm[offset + j]
        re += pr * sr - pi * si
        im += pr * si + pi * sr
      }
      phi[2 * i] = re
      phi[2 * i + 1] = im
      if (mirror !== null && mirror[i] !== i) {
        phi[2 * mirror[i]] = odd ? -re : re
        phi[2 * mirror[i] + 1] = odd ? -im : im
      }
    }
    return phi
  }
  const potential = { sway: radiate(0, true), heave: radiate(1, false), roll: radiate(2, true) }

  /** ∫ φ_j n_k dl → A_kj = −ρ Re, B_kj = −ρω Im */
  const force = (phi: Float64Array, normal: Float64Array) => {
    let re = 0,
      im = 0
    for (let i = 0; i < bodyCount; i++) {
      const weight = normal[i] * panels[5 * i + 4]
      re += phi[2 * i] * weight
      im += phi[2 * i + 1] * weight
    }
    return { added: -density * re, damping: -density * omega * im }
  }
  const sway = force(potential.sway, flux.sway),
    heave = force(potential.heave, flux.heave),
    roll = force(potential.roll, flux.roll),
    swayRoll = force(potential.roll, flux.sway)
  return {
    addedMass: { sway: sway.added, heave: heave.added, roll: roll.added, swayRoll: swayRoll.added },
    damping: { sway: sway.damping, heave: heave.damping, roll: roll.damping, swayRoll: swayRoll.damping },
    panels,
    potential,
  }
}

/**
 * The extended system on a symmetric section (mirror: each panel's image, only the rows of the panels
 * i ≤ mirror[i] filled) for the sway, heave and roll right-hand sides in bRe (one after another, bIm
 * zero), solutions into bRe, bIm. Heave's flux is symmetric (n_y the same at a panel and its image) and so
 * are its sources, σ_j′ = σ_j; sway's and roll's are antisymmetric, σ_j′ = −σ_j (0 on a panel that is its
 * own image). Either way the equations at a panel and its image agree: the system splits into two of half
 * the size, over the pairs, with the entries M_ij ± M_ij′.
 */
function solveSymmetric(
  matrixRe: Float64Array,
  matrixIm: Float64Array,
  mirror: Int32Array,
  bRe: Float64Array,
  bIm: Float64Array,
): void {
  const n = mirror.length
  const even: number[] = [],
    odd: number[] = []
  for (let i = 0; i < n; i++) {
    if (mirror[i] >= i) even.push(i)
    if (mirror[i] > i) odd.push(i)
  }
  for (const [indices, sign, sides] of [
    [even, 1, [1]],
    [odd, -1, [0, 2]],
  ] as const) {
    const m = indices.length
    const aRe = new Float64Array(m * m),
      aIm = new Float64Array(m * m)
    for (let r = 0; r < m; r++) {
      const row = indices[r] * n
      for (let c = 0; c < m; c++) {
        const j = indices[c],
          image = mirror[j]
        aRe[r * m + c] = matrixRe[row + j] + (image !== j ? sign * matrixRe[row + image] : 0)
        aIm[r * m + c] = matrixIm[row + j] + (image !== j ? sign * matrixIm[row + image] : 0)
      }
    }
    const xRe = new Float64Array(sides.length * m),
      xIm = new Float64Array(sides.length * m)
    sides.forEach((side, k) => {
      for (let r = 0; r < m; r++) xRe[k * m + r] = bRe[side * n + indices[r]]
    })
    complexSolve(aRe, aIm, xRe, xIm, m, sides.length)
    sides.forEach((side, k) => {
      const offset = side * n
      bRe.fill(0, offset, offset + n)
      for (let r = 0; r < m; r++) {
        const i = indices[r]
        bRe[offset + i] = xRe[k * m + r]
        bIm[offset + i] = xIm[k * m + r]
        bRe[offset + mirror[i]] = sign * xRe[k * m + r]
        bIm[offset + mirror[i]] = sign * xIm[k * m + r]
      }
    })
  }
}

/**
 * For a section symmetric about z = 0: the index of each panel's mirror image (the panel (z0, y0)–(z1, y1)
 * mirrors to (−z1, y1)–(−z0, y0), keeping its normal outward), contour to contour and lid to lid; null if
 * some panel has none (to 10⁻¹⁰ of the extent).
 */
function mirrorPanels(panels: Float64Array, bodyCount: number): Int32Array | null {
  const n = panels.length / 6
  let extent = 0
  for (let k = 0; k < 4 * n; k++) extent = Math.max(extent, Math.abs(panels[6 * (k >> 2) + (k & 3)]))
  const tolerance = 1e-10 * extent
  const mirror = new Int32Array(n).fill(-1)
  for (let i = 0; i < n; i++) {
    if (mirror[i] >= 0) continue
    const z0 = panels[6 * i],
      y0 = panels[6 * i + 1],
      z1 = panels[6 * i + 2],
      y1 = panels[6 * i + 3]
    const last = i < bodyCount ? bodyCount : n
    for (let k = i; k < last; k++) {
      if (
        mirror[k] < 0 &&
        Math.abs(panels[6 * k] + z1) <= tolerance &&
        Math.abs(panels[6 * k + 1] - y1) <= tolerance &&
        Math.abs(panels[6 * k + 2] + z0) <= tolerance &&
        Math.abs(panels[6 * k + 3] - y0) <= tolerance
      ) {
        mirror[i] = k
        mirror[k] = i
        break
      }
    }
    if (mirror[i] < 0) return null
  }
  return mirror
}

/**
 * The lid: the interior waterline between each pair of the contour's ends on y = 0 (sorted across the
 * ship: a catamaran's section gets one lid per hull), split into panels twice as long as the contour's
 * (its sources only shape the interior flow: the results move by < 0.5 % between the two sizes).
 */
function lidPanels(body: Float64Array, panelsWanted: number): Float64Array {
  let perimeter = 0
  for (let i = 0; i < body.length / 6; i++) perimeter += panelLength(body, i)
  const tolerance = 1e-9 * perimeter
  const ends: number[] = []
  for (let i = 0; i < body.length / 6; i++) {
    for (const k of [0, 2]) if (Math.abs(body[6 * i + k + 1]) <= tolerance) ends.push(body[6 * i + k])
  }
  ends.sort((a, b) => a - b)
  const waterline = ends.filter((z, k) => k === 0 || z - ends[k - 1] > tolerance)
  const size = (2 * perimeter) / panelsWanted
  const rows: number[] = []
  for (let k = 0; k + 1 < waterline.length; k += 2) {
    const start = waterline[k],
      end = waterline[k + 1]
    const count = Math.max(2, Math.round((end - start) / size))
    // ordered from +z to −z so that the left-hand normal is +y
    for (let p = 0; p < count; p++) {
      const za = end - ((end - start) * p) / count,
        zb = end - ((end - start) * (p + 1)) / count
      rows.push(za, 0, zb, 0, 0.5 * (za + zb), 0)
    }
  }
  return Float64Array.from(rows)
}
