import { EULER, RECIPROCALS, scaledExponentialIntegral } from './exponentialIntegral.js'

/**
 * The influence of one panel of uniform source strength on a point, with sectionRadiation.ts's
 * free-surface Green function G = (1/2π) ln(r / r₁) − (1/π) Re[e^w E₁(w)] − i e^w (its header gives the
 * derivation): the logarithms in closed form for the panel and its image, the rest by Gauss–Legendre.
 */
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
export function panelInfluence(
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
