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

// Gauss–Legendre on (−1, 1): 2 points for panels far from the field point, 4 near
const GAUSS_2 = { x: [-Math.SQRT1_2 * Math.sqrt(2 / 3), Math.SQRT1_2 * Math.sqrt(2 / 3)], w: [1, 1] }
const GAUSS_4 = {
  x: [-0.8611363115940526, -0.3399810435848563, 0.3399810435848563, 0.8611363115940526],
  w: [0.3478548451374538, 0.6521451548625461, 0.6521451548625461, 0.3478548451374538],
}
const segment = new Float64Array(3)
const kernel = new Float64Array(5)

/**
 * Potential (out[0], out[1]: re, im) and velocity (out[2..5]: z re, im, y re, im) at (pz, py) of a unit
 * source strength spread over panel j, Green's function G above (wave number ν, logNu = ln ν). Without
 * `gradient` only the potential.
 */
function panelInfluence(
  panels: Float64Array,
  j: number,
  pz: number,
  py: number,
  self: boolean,
  nu: number,
  logNu: number,
  gradient: boolean,
  out: Float64Array,
): void {
  const z0 = panels[6 * j],
    y0 = panels[6 * j + 1],
    z1 = panels[6 * j + 2],
    y1 = panels[6 * j + 3]
  const dz = z1 - z0,
    dy = y1 - y0
  const length = Math.sqrt(dz * dz + dy * dy)
  const tz = dz / length,
    ty = dy / length
  const mz = 0.5 * (z0 + z1),
    my = 0.5 * (y0 + y1)
  // (1/2π) ln r and (1/2π) ln r₁ (the mirror image of the panel, same strength)
  logSegment(mz, my, tz, ty, 0.5 * length, pz, py, self, segment)
  let vz = segment[0],
    vy = segment[1],
    phi = segment[2]
  logSegment(mz, -my, tz, -ty, 0.5 * length, pz, py, false, segment)
  vz += segment[0]
  vy += segment[1]
  phi += segment[2]
  const imagePotential = segment[2]

  // R by Gauss–Legendre, on more pieces where it varies on a scale shorter than the panel: the wave
  // length 2π/ν, and the distance from the field point's mirror image (R's kink at w = 0)
  const near = distanceToSegment(pz, -py, z0, y0, z1, y1)
  const perWave = Math.ceil(0.5 * nu * length)
  let pieces = Math.min(8, Math.max(perWave, Math.ceil((0.5 * length) / Math.max(near, 1e-3 * length))))
  if (self && pieces % 2 === 1) pieces++ // the field point at a piece's end, not inside a Gauss rule
  const far = near > 2 * length && perWave === 1
  const rule = far ? GAUSS_2 : GAUSS_4
  const points = rule.x.length
  let rRe = 0,
    rIm = 0,
    zRe = 0,
    zIm = 0
  // the side of the field point the panel is on (0: it reaches across, or below it)
  const side = pz > z0 && pz > z1 ? 1 : pz < z0 && pz < z1 ? -1 : 0
  if (far && side !== 0) {
    // one piece, w linear along the panel, w = w₀ ± u at the two points: their mean from the Taylor
    // series about w₀ (the same numbers to rounding, with one E₁ instead of two)
    const slope = 0.5 * GAUSS_2.x[1] * nu
    gaussPairMean(nu * (py + 0.5 * (y0 + y1)), nu * side * (pz - 0.5 * (z0 + z1)), slope * dy, -slope * side * dz)
    const smooth = kernel[0],
      imaginary = kernel[1],
      cos = kernel[2],
      sin = kernel[3]
    rRe = length * ((logNu - smooth) / Math.PI + sin)
    rIm = -length * cos
    if (gradient) {
      zRe = length * nu * side * (imaginary / Math.PI + cos)
      zIm = length * nu * side * sin
    }
  } else {
    for (let piece = 0; piece < pieces; piece++) {
      for (let g = 0; g < points; g++) {
        const t = (piece + 0.5 * (1 + rule.x[g])) / pieces
        const weight = (0.5 * rule.w[g] * length) / pieces
        const x = pz - (z0 + t * dz)
        const wRe = nu * (py + y0 + t * dy),
          wIm = nu * Math.abs(x)
        scaledExponentialIntegral(wRe, wIm, kernel)
        const cos = kernel[2],
          sin = kernel[3]
        // R = −(1/π) Re[e^w E₁ + ln w] + (1/π) ln ν − i e^w; at w = 0 the limit −γ … with ln|w| cancelling
        const smooth = wRe === 0 && wIm === 0 ? -EULER : kernel[0] + kernel[4]
        rRe += weight * ((logNu - smooth) / Math.PI + sin)
        rIm -= weight * cos
        if (gradient) {
          const sign = x > 0 ? 1 : x < 0 ? -1 : 0
          zRe += weight * nu * sign * (kernel[1] / Math.PI + cos)
          zIm += weight * nu * sign * sin
        }
      }
    }
  }
  out[0] = phi + rRe
  out[1] = rIm
  out[2] = vz + zRe
  out[3] = zIm
  // ∂R/∂y = ν R + (ν/π) ln r₁, whose integral is 2ν times the image's potential
  out[4] = vy + nu * rRe + 2 * nu * imagePotential
  out[5] = nu * rIm
}

/**
 * The means over w = w₀ ± u (|u| < 0.15 |w₀| and < 0.6, both in the upper half-plane) into kernel:
 * [0] Re F with F = e^w E₁(w) + ln w, [1] Im G with G = e^w E₁(w), [2], [3] e^w. Their Taylor series
 * about w₀, even terms only: G′ = G − 1/w, so G's coefficients follow g_k = (g_{k−1} − (−1)^{k−1} / w₀^k) / k
 * from g₀ = G(w₀) (the error of each carried on divided by k), F′ = G gives F's, g_{k−1} / k, and e^w's
 * are e^{w₀} / k!.
 */
function gaussPairMean(w0Re: number, w0Im: number, uRe: number, uIm: number): void {
  scaledExponentialIntegral(w0Re, w0Im, kernel)
  const expRe = kernel[2],
    expIm = kernel[3]
  let fRe = kernel[0] + kernel[4]
  let gRe = kernel[0],
    gIm = kernel[1]
  let sumGRe = gRe,
    sumGIm = gIm
  let sumERe = 1,
    sumEIm = 0
  // q = (−1)^k / w₀^{k+1}, m = −1 / w₀; p = u^k, e = u^k / k!
  const inverse = 1 / (w0Re * w0Re + w0Im * w0Im)
  const mRe = -w0Re * inverse,
    mIm = w0Im * inverse
  let qRe = w0Re * inverse,
    qIm = -w0Im * inverse
  let pRe = 1,
    pIm = 0,
    eRe = 1,
    eIm = 0
  for (let k = 1; k < 60; k++) {
    const previousRe = gRe,
      previousIm = gIm
    const r = RECIPROCALS[k]
    gRe = (gRe - qRe) * r
    gIm = (gIm - qIm) * r
    let t = qRe * mRe - qIm * mIm
    qIm = qRe * mIm + qIm * mRe
    qRe = t
    t = pRe * uRe - pIm * uIm
    pIm = pRe * uIm + pIm * uRe
    pRe = t
    t = (eRe * uRe - eIm * uIm) * r
    eIm = (eRe * uIm + eIm * uRe) * r
    eRe = t
    if ((k & 1) === 1) continue
    const termFRe = (previousRe * pRe - previousIm * pIm) * r
    const termGRe = gRe * pRe - gIm * pIm,
      termGIm = gRe * pIm + gIm * pRe
    fRe += termFRe
    sumGRe += termGRe
    sumGIm += termGIm
    sumERe += eRe
    sumEIm += eIm
    if (
      termGRe * termGRe + termGIm * termGIm <= 1e-34 * (sumGRe * sumGRe + sumGIm * sumGIm) &&
      termFRe * termFRe <= 1e-34 * (fRe * fRe + sumGRe * sumGRe + sumGIm * sumGIm) &&
      eRe * eRe + eIm * eIm <= 1e-34
    ) {
      break
    }
  }
  kernel[0] = fRe
  kernel[1] = sumGIm
  kernel[2] = expRe * sumERe - expIm * sumEIm
  kernel[3] = expRe * sumEIm + expIm * sumERe
}

/**
 * Velocity (out[0], out[1]: z, y) and potential (out[2]) at (pz, py) of a unit source strength spread
 * over the segment of midpoint (mz, my), unit tangent (tz, ty) and half-length h, Green's function
 * (1/2π) ln r: sourceSegment of sectionAddedMass with its logarithms and angles shared. In the segment's
 * frame (x along, η across, a = x + h, b = x − h, r₊² = a² + η², r₋² = b² + η²):
 *   u_x = (ln r₊ − ln r₋) / 2π,   u_η = (atan2(η, b) − atan2(η, a)) / 2π,
 *   φ = (a ln r₊ − b ln r₋ − 2h + η (atan(a/η) − atan(b/η))) / 2π, and the last bracket is 2π u_η.
 * `self`: the point is the segment's own midpoint (η = 0 there, the normal jump left to the caller).
 */
function logSegment(
  mz: number,
  my: number,
  tz: number,
  ty: number,
  h: number,
  pz: number,
  py: number,
  self: boolean,
  out: Float64Array,
): void {
  const dz = pz - mz,
    dy = py - my
  const x = dz * tz + dy * ty
  const eta = self ? 0 : -dz * ty + dy * tz
  const a = x + h,
    b = x - h
  const plus = a * a + eta * eta,
    minus = b * b + eta * eta
  const logPlus = 0.5 * Math.log(plus),
    logMinus = 0.5 * Math.log(minus)
  const ux = logPlus - logMinus
  const uEta = self ? 0 : Math.atan2(eta, b) - Math.atan2(eta, a)
  const scale = 1 / (2 * Math.PI)
  out[0] = scale * (ux * tz - uEta * ty)
  out[1] = scale * (ux * ty + uEta * tz)
  // 0 ln 0 = 0
  out[2] = scale * ((plus > 0 ? a * logPlus : 0) - (minus > 0 ? b * logMinus : 0) - 2 * h + eta * uEta)
}

function distanceToSegment(pz: number, py: number, z0: number, y0: number, z1: number, y1: number): number {
  const dz = z1 - z0,
    dy = y1 - y0
  const t = Math.min(1, Math.max(0, ((pz - z0) * dz + (py - y0) * dy) / (dz * dz + dy * dy)))
  const ez = pz - z0 - t * dz,
    ey = py - y0 - t * dy
  return Math.sqrt(ez * ez + ey * ey)
}

const EULER = 0.5772156649015329
/** 1 / k, k = 0 … 499 */
const RECIPROCALS = Float64Array.from({ length: 500 }, (_, k) => 1 / k)
/** 1 / (k (k − 1)), k = 0 … 499 */
const PAIR_RECIPROCALS = Float64Array.from({ length: 500 }, (_, k) => 1 / (k * (k - 1)))

/**
 * The exponential integral E₁(w) = ∫_w^∞ e^{−t} / t dt for complex w, principal branch; on the negative
 * real axis (im = +0) the limit from above, E₁(−x + i0) = −Ei(x) − iπ. Returns [re, im].
 */
export function exponentialIntegral(re: number, im: number): [number, number] {
  const below = im < 0 || Object.is(im, -0)
  const out = new Float64Array(5)
  scaledExponentialIntegral(re, below ? -im : im, out)
  // E₁ = e^{−w} (e^w E₁)
  const ex = Math.exp(-re),
    c = ex * Math.cos(im),
    s = -ex * Math.sin(im)
  const eRe = out[0],
    eIm = below ? -out[1] : out[1]
  return [c * eRe - s * eIm, c * eIm + s * eRe]
}

/**
 * e^w E₁(w) for im ≥ 0 into out[0], out[1] (re, im), and on the way e^w into out[2], out[3] and ln |w|
 * into out[4], by the method that is accurate where w is:
 * - far left (re < −40): the asymptotic series Σ (−1)^k k! / w^{k+1} (Abramowitz & Stegun 5.1.51), to its
 *   smallest term; the part it misses is of order e^{re} < 10⁻¹⁷;
 * - near the origin or the negative real axis (|w| < 4, or im < 6 and re < 0): the power series
 *   E₁ = −γ − ln w − Σ (−w)^k / (k · k!) (A&S 5.1.11), whose terms there cancel little (the rounding
 *   error is about 10⁻¹⁶ e^{|w| + re} < 10⁻¹³);
 * - elsewhere: the continued fraction 1 / (w + 1 − 1² / (w + 3 − 2² / (w + 5 − …))) (A&S 5.1.22, its even
 *   part), by the modified Lentz method.
 */
function scaledExponentialIntegral(re: number, im: number, out: Float64Array): void {
  const m2 = re * re + im * im
  const modulus = Math.sqrt(m2)
  const ex = Math.exp(re),
    c = ex * Math.cos(im),
    s = ex * Math.sin(im)
  const logModulus = 0.5 * Math.log(m2)
  out[2] = c
  out[3] = s
  out[4] = logModulus
  if (re < -40) {
    const ir = re / m2,
      ii = -im / m2
    let tr = ir,
      ti = ii,
      sr = tr,
      si = ti
    for (let k = 1; k < 60; k++) {
      const a = -k * (tr * ir - ti * ii),
        b = -k * (tr * ii + ti * ir)
      const size = a * a + b * b
      if (size > tr * tr + ti * ti) break
      tr = a
      ti = b
      sr += tr
      si += ti
      if (size < 1e-34 * (sr * sr + si * si)) break
    }
    out[0] = sr
    out[1] = si
    return
  }
  if (modulus < 4 || (im < 6 && re < 0)) {
    // t_k = (−w)^k / k!, sum Σ t_k / k: the odd and the even terms apart, each advanced by w² / (k (k − 1))
    // (two independent chains of multiplications), and the sum tested every second term
    const qr = re * re - im * im,
      qi = 2 * re * im
    let ar = -re,
      ai = -im,
      br = 0.5 * qr,
      bi = 0.5 * qi
    let sr = ar + 0.5 * br,
      si = ai + 0.5 * bi
    for (let k = 3; k < 499; k += 2) {
      const f = PAIR_RECIPROCALS[k],
        g = PAIR_RECIPROCALS[k + 1]
      const a = (ar * qr - ai * qi) * f,
        b = (ar * qi + ai * qr) * f,
        c = (br * qr - bi * qi) * g,
        d = (br * qi + bi * qr) * g
      ar = a
      ai = b
      br = c
      bi = d
      sr += ar * RECIPROCALS[k] + br * RECIPROCALS[k + 1]
      si += ai * RECIPROCALS[k] + bi * RECIPROCALS[k + 1]
      if (k > modulus && ar * ar + ai * ai + br * br + bi * bi < 1e-34 * k * k * (sr * sr + si * si)) break
    }
    const e1Re = -EULER - logModulus - sr,
      e1Im = -Math.atan2(im, re) - si
    out[0] = c * e1Re - s * e1Im
    out[1] = c * e1Im + s * e1Re
    return
  }
  // modified Lentz: b₀ = w + 1, then a_k = −k², b_k = w + 1 + 2k
  const bi = im
  let br = re + 1
  let cr = 1e300,
    ci = 0
  let inverse = 1 / (br * br + bi * bi)
  let dr = br * inverse,
    di = -bi * inverse
  let hr = dr,
    hi = di
  for (let k = 1; k < 1000; k++) {
    const a = -k * k
    br += 2
    let xr = a * dr + br,
      xi = a * di + bi
    inverse = 1 / (xr * xr + xi * xi)
    dr = xr * inverse
    di = -xi * inverse
    inverse = 1 / (cr * cr + ci * ci)
    xr = br + a * cr * inverse
    xi = bi - a * ci * inverse
    cr = xr
    ci = xi
    const er = cr * dr - ci * di,
      ei = cr * di + ci * dr
    const next = hr * er - hi * ei
    hi = hr * ei + hi * er
    hr = next
    if (Math.abs(er - 1) + Math.abs(ei) < 1e-16) break
  }
  out[0] = hr
  out[1] = hi
}
