/**
 * High-frequency added mass of a 2-D ship section, by a boundary-element (panel) method: the close-fit
 * alternative to Lewis forms (Frank 1967, in the limit ω → ∞, where the free surface is φ = 0).
 *
 * The section is the wet contour below the waterline y = 0 (coordinates across the ship z and up y),
 * given as segments with their outward normals; they need not be joined in order. Each segment is split
 * into panels of uniform source strength σ; φ = 0 on y = 0 is met by each panel's mirror image with −σ.
 * Green's function (1 / 2π) ln r; the exterior Neumann condition at panel i's midpoint,
 *   σ_i / 2 + Σ_j σ_j ∂Φ_j / ∂n_i = v_n,i,
 * is solved for each motion (heave: v_n = n_y; roll about the point (0, rollAxis), the rotation about
 * the ship's axis: v_n = (y − rollAxis) n_z − z n_y), and the added mass is −ρ ∫ φ v_n ds (the flow's
 * kinetic energy).
 * The influence of a straight panel is closed-form (the velocity and potential of a uniform source
 * segment). Returned per metre of length: heave kg/m, roll kg·m²/m.
 *
 * @param segments z0, y0, z1, y1, n_z, n_y per segment (m; the outward normal need not be unit)
 * @param rollAxis height of the roll axis above the waterline, m (the centre of mass: roll about G)
 * @param panelsWanted about how many panels the contour is split into
 */
export function sectionAddedMass(
  segments: ArrayLike<number>,
  density: number,
  rollAxis = 0,
  panelsWanted = 80,
): { heave: number; roll: number } {
  const panels = splitPanels(segments, panelsWanted)
  const n = panels.length / 6
  if (n === 0) return { heave: 0, roll: 0 }
  // influence matrices: normal velocity at i per unit σ_j, potential at i per unit σ_j
  const velocity = new Float64Array(n * n)
  const potential = new Float64Array(n * n)
  const induced = new Float64Array(3)
  for (let i = 0; i < n; i++) {
    const pz = panels[6 * i + 4],
      py = panels[6 * i + 5]
    const [nz, ny] = panelNormal(panels, i)
    for (let j = 0; j < n; j++) {
      const a = 6 * j
      sourceSegment(panels[a], panels[a + 1], panels[a + 2], panels[a + 3], pz, py, i === j, induced)
      let vz = induced[0],
        vy = induced[1],
        phi = induced[2]
      // the image below φ = 0: mirrored across y = 0, strength −σ
      sourceSegment(panels[a], -panels[a + 1], panels[a + 2], -panels[a + 3], pz, py, false, induced)
      vz -= induced[0]
      vy -= induced[1]
      phi -= induced[2]
      velocity[i * n + j] = vz * nz + vy * ny + (i === j ? 0.5 : 0)
      potential[i * n + j] = phi
    }
  }
  const heaveFlux = new Float64Array(n),
    rollFlux = new Float64Array(n)
  for (let i = 0; i < n; i++) {
    const [nz, ny] = panelNormal(panels, i)
    heaveFlux[i] = ny
    rollFlux[i] = (panels[6 * i + 5] - rollAxis) * nz - panels[6 * i + 4] * ny
  }
  const added = (flux: Float64Array): number => {
    const sigma = solve(velocity.slice(), flux.slice(), n)
    let sum = 0
    for (let i = 0; i < n; i++) {
      let phi = 0
      for (let j = 0; j < n; j++) phi += potential[i * n + j] * sigma[j]
      sum += phi * flux[i] * panelLength(panels, i)
    }
    return -density * sum
  }
  return { heave: added(heaveFlux), roll: added(rollFlux) }
}

/**
 * Segments (z0, y0, z1, y1, nz, ny per segment) into panels of about equal length: rows of
 * (z0, y0, z1, y1, midpoint z, midpoint y), oriented so that the outward normal is the left-hand one.
 */
export function splitPanels(segments: ArrayLike<number>, wanted: number): Float64Array {
  let perimeter = 0
  for (let s = 0; s < segments.length; s += 6) {
    perimeter += Math.hypot(segments[s + 2] - segments[s], segments[s + 3] - segments[s + 1])
  }
  const size = perimeter / wanted
  const rows: number[] = []
  for (let s = 0; s < segments.length; s += 6) {
    let z0 = segments[s],
      y0 = segments[s + 1],
      z1 = segments[s + 2],
      y1 = segments[s + 3]
    const length = Math.hypot(z1 - z0, y1 - y0)
    if (!(length > 1e-12 * perimeter)) continue
    // left-hand normal of (z0, y0) → (z1, y1) is (−(y1 − y0), z1 − z0) in (z, y): flip to the given one
    if (-(y1 - y0) * segments[s + 4] + (z1 - z0) * segments[s + 5] < 0) {
      ;[z0, y0, z1, y1] = [z1, y1, z0, y0]
    }
    const count = Math.max(1, Math.round(length / size))
    for (let k = 0; k < count; k++) {
      const a = k / count,
        b = (k + 1) / count
      const za = z0 + a * (z1 - z0),
        ya = y0 + a * (y1 - y0),
        zb = z0 + b * (z1 - z0),
        yb = y0 + b * (y1 - y0)
      rows.push(za, ya, zb, yb, 0.5 * (za + zb), 0.5 * (ya + yb))
    }
  }
  return Float64Array.from(rows)
}

export function panelLength(panels: Float64Array, i: number): number {
  return Math.hypot(panels[6 * i + 2] - panels[6 * i], panels[6 * i + 3] - panels[6 * i + 1])
}

/** The outward (left-hand) unit normal of panel i as (n_z, n_y). */
export function panelNormal(panels: Float64Array, i: number): [number, number] {
  const length = panelLength(panels, i)
  return [-(panels[6 * i + 3] - panels[6 * i + 1]) / length, (panels[6 * i + 2] - panels[6 * i]) / length]
}

/**
 * Velocity (out[0], out[1]: z, y) and potential (out[2]) at (pz, py) of a source of unit strength per
 * metre spread uniformly over the segment (z0, y0)–(z1, y1), Green's function (1 / 2π) ln r. In the
 * segment's frame (x along it from its midpoint, η across, half-length h):
 *   u_x = ln(r₊ / r₋) / 2π,   u_η = (atan2(η, x − h) − atan2(η, x + h)) / 2π,
 *   φ = (F(x + h) − F(x − h)) / 2π,   F(t) = t ln √(t² + η²) − t + η atan(t / η).
 * `self`: the point is the segment's own midpoint, whose normal jump (σ / 2) the caller adds.
 */
export function sourceSegment(
  z0: number,
  y0: number,
  z1: number,
  y1: number,
  pz: number,
  py: number,
  self: boolean,
  out: Float64Array,
): void {
  const length = Math.hypot(z1 - z0, y1 - y0)
  const h = 0.5 * length
  const tz = (z1 - z0) / length,
    ty = (y1 - y0) / length
  const dz = pz - 0.5 * (z0 + z1),
    dy = py - 0.5 * (y0 + y1)
  const x = dz * tz + dy * ty
  const eta = self ? 0 : -dz * ty + dy * tz
  const plus = (x + h) * (x + h) + eta * eta,
    minus = (x - h) * (x - h) + eta * eta
  const ux = 0.5 * Math.log(plus / minus)
  const uEta = self ? 0 : Math.atan2(eta, x - h) - Math.atan2(eta, x + h)
  const scale = 1 / (2 * Math.PI)
  // local (x, η) back to (z, y): x̂ = (tz, ty), η̂ = (−ty, tz)
  out[0] = scale * (ux * tz - uEta * ty)
  out[1] = scale * (ux * ty + uEta * tz)
  out[2] = scale * (lineIntegral(x + h, eta) - lineIntegral(x - h, eta))
}

/** F(t) = ∫ ln √(t² + η²) dt = t ln √(t² + η²) − t + η atan(t / η) (0 ln 0 = 0) */
function lineIntegral(t: number, eta: number): number {
  const r2 = t * t + eta * eta
  return (r2 > 0 ? 0.5 * t * Math.log(r2) : 0) - t + (eta !== 0 ? eta * Math.atan(t / eta) : 0)
}

/** Solve the n × n system a x = b (row-major a) by Gaussian elimination with partial pivoting. */
export function solve(a: Float64Array, b: Float64Array, n: number): Float64Array {
  for (let k = 0; k < n; k++) {
    let pivot = k
    for (let i = k + 1; i < n; i++) if (Math.abs(a[i * n + k]) > Math.abs(a[pivot * n + k])) pivot = i
    if (pivot !== k) {
      for (let j = 0; j < n; j++) [a[k * n + j], a[pivot * n + j]] = [a[pivot * n + j], a[k * n + j]]
      ;[b[k], b[pivot]] = [b[pivot], b[k]]
    }
    const diagonal = a[k * n + k]
    for (let i = k + 1; i < n; i++) {
      const factor = a[i * n + k] / diagonal
      if (factor === 0) continue
      for (let j = k; j < n; j++) a[i * n + j] -= factor * a[k * n + j]
      b[i] -= factor * b[k]
    }
  }
  const x = new Float64Array(n)
  for (let i = n - 1; i >= 0; i--) {
    let sum = b[i]
    for (let j = i + 1; j < n; j++) sum -= a[i * n + j] * x[j]
    x[i] = sum / a[i * n + i]
  }
  return x
}
