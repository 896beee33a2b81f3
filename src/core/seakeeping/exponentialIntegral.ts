/**
 * The complex exponential integral E₁ for the free-surface Green function of sectionRadiation.ts: its
 * wave part is (1/π) Re[e^w E₁(w)] with w = ν (y + y′ + i|z − z′|), evaluated for every pair of panels at
 * every frequency, so e^w E₁(w) is computed directly, with e^w and ln |w| on the way.
 */
/** Euler's constant γ */
export const EULER = 0.5772156649015329
/** 1 / k, k = 0 … 499 */
export const RECIPROCALS = Float64Array.from({ length: 500 }, (_, k) => 1 / k)
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
export function scaledExponentialIntegral(re: number, im: number, out: Float64Array): void {
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
