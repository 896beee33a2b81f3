// Independent 2-D references for prismatic bodies: a cross-section polygon (y up, z across),
// turned by a heel, clipped by a horizontal line, with area and centroid by the shoelace formula.

export type Point = [y: number, z: number]

/** The section turned by heel φ about the x axis: (y, z) → (y cos φ − z sin φ, y sin φ + z cos φ). */
export function heelSection(polygon: Point[], heel: number): Point[] {
  const c = Math.cos(heel),
    s = Math.sin(heel)
  return polygon.map(([y, z]) => [y * c - z * s, y * s + z * c])
}

/** The part of a convex or simple polygon below the line y = h (Sutherland–Hodgman, one edge). */
export function clipBelow(polygon: Point[], h: number): Point[] {
  const out: Point[] = []
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i]
    const b = polygon[(i + 1) % polygon.length]
    const aIn = a[0] <= h,
      bIn = b[0] <= h
    if (aIn) out.push(a)
    if (aIn !== bIn) {
      const t = (h - a[0]) / (b[0] - a[0])
      out.push([h, a[1] + t * (b[1] - a[1])])
    }
  }
  return out
}

/** Area and centroid of a polygon (either winding; the area returned is positive). */
export function areaCentroid(polygon: Point[]): { area: number; y: number; z: number } {
  let twice = 0,
    cy = 0,
    cz = 0
  for (let i = 0; i < polygon.length; i++) {
    const [y0, z0] = polygon[i]
    const [y1, z1] = polygon[(i + 1) % polygon.length]
    const cross = y0 * z1 - y1 * z0
    twice += cross
    cy += (y0 + y1) * cross
    cz += (z0 + z1) * cross
  }
  if (twice === 0) return { area: 0, y: 0, z: 0 }
  return { area: Math.abs(twice) / 2, y: cy / (3 * twice), z: cz / (3 * twice) }
}

/** The waterline height at which the heeled section has `area` below it (bisection), and that part's centroid. */
export function immersedSection(polygon: Point[], heel: number, area: number): { level: number; y: number; z: number } {
  const turned = heelSection(polygon, heel)
  let lo = Math.min(...turned.map((p) => p[0])),
    hi = Math.max(...turned.map((p) => p[0]))
  for (let i = 0; i < 200; i++) {
    const mid = 0.5 * (lo + hi)
    if (areaCentroid(clipBelow(turned, mid)).area < area) lo = mid
    else hi = mid
  }
  const level = 0.5 * (lo + hi)
  const c = areaCentroid(clipBelow(turned, level))
  return { level, y: c.y, z: c.z }
}

/** A root of f in [a, b] by bisection (f(a), f(b) of opposite signs). */
export function bisect(f: (x: number) => number, a: number, b: number): number {
  let fa = f(a)
  for (let i = 0; i < 200; i++) {
    const m = 0.5 * (a + b)
    const fm = f(m)
    if (fm === 0) return m
    if (fm < 0 === fa < 0) {
      a = m
      fa = fm
    } else {
      b = m
    }
  }
  return 0.5 * (a + b)
}

/** A rectangle of breadth b (z) and depth d (y) centred at (yc, zc), as a section. */
export function rectangle(breadth: number, depth: number, yc = 0, zc = 0): Point[] {
  return [
    [yc - depth / 2, zc - breadth / 2],
    [yc - depth / 2, zc + breadth / 2],
    [yc + depth / 2, zc + breadth / 2],
    [yc + depth / 2, zc - breadth / 2],
  ]
}
