import { BufferAttribute, BufferGeometry } from 'three'

/** Each cell past the fine square is this much wider than the one before it (by default). */
export const HORIZON_GROWTH = 1.08

/** Fine cell of the horizon grid for a sea, m: an eighth of its shortest wavelength, from 0.25 to 4 m. */
export function horizonCell(field: { components: readonly { kx: number; kz: number }[] }): number {
  let shortest = Infinity
  for (const c of field.components) {
    const k = Math.hypot(c.kx, c.kz)
    if (k > 0) shortest = Math.min(shortest, (2 * Math.PI) / k)
  }
  return Math.min(Math.max(shortest / 8, 0.25), 4)
}

/**
 * Coordinates along one axis of the horizon grid, symmetric about 0: `innerCells` cells of `cell` m on each
 * side, then cells growing geometrically (×growth) until `radius` m. Exported for the tests.
 */
export function horizonAxis(cell: number, innerCells: number, radius: number, growth = HORIZON_GROWTH): number[] {
  const half = [0]
  let spacing = cell
  while (half[half.length - 1] < radius) {
    const last = half[half.length - 1]
    if (half.length > innerCells) spacing *= growth
    half.push(Math.min(last + spacing, radius))
  }
  return [
    ...half
      .slice(1)
      .reverse()
      .map((x) => -x),
    ...half,
  ]
}

/**
 * @throws Error naming the argument when cell, innerCells or radius is out of range
 */
function checkHorizon(cell: number, innerCells: number, radius: number, growth: number): void {
  if (!(Number.isFinite(cell) && cell > 0)) {
    throw new Error(`createOceanHorizonGeometry: cell must be a positive finite number of metres (got ${String(cell)})`)
  }
  if (!(Number.isInteger(innerCells) && innerCells >= 1 && innerCells <= 2048)) {
    throw new Error(
      `createOceanHorizonGeometry: innerCells must be a whole number from 1 to 2048 (got ${String(innerCells)})`,
    )
  }
  if (!(Number.isFinite(radius) && radius >= cell * innerCells)) {
    throw new Error(
      `createOceanHorizonGeometry: radius must be finite and at least cell × innerCells = ${cell * innerCells} m (got ${String(radius)})`,
    )
  }
  if (!(Number.isFinite(growth) && growth >= 1.01 && growth <= 2)) {
    throw new Error(`createOceanHorizonGeometry: growth must be a number from 1.01 to 2 (got ${String(growth)})`)
  }
}

/**
 * A sea to the horizon around a camera at the origin: one grid in the x-z plane (y = 0, facing +y), fine
 * (square cells of `cell` m) within `innerCells` cells of the centre and widening geometrically out to
 * `radius` m (each cell `growth` times the one before), so a pixel covers a similar number of cells near and
 * far. One grid, not separate rings, so
 * there is no seam or T-junction anywhere; every vertex is displaced by the exact sum of sines, so the
 * drawn surface passes through the physics' surface at every vertex, near or far.
 */
export function createOceanHorizonGeometry(
  cell: number,
  innerCells: number,
  radius: number,
  growth = HORIZON_GROWTH,
): BufferGeometry {
  checkHorizon(cell, innerCells, radius, growth)
  const axis = horizonAxis(cell, innerCells, radius, growth)
  const n = axis.length
  const positions = new Float32Array(n * n * 3)
  const normals = new Float32Array(n * n * 3)
  for (let row = 0; row < n; row++) {
    for (let column = 0; column < n; column++) {
      const v = 3 * (row * n + column)
      positions[v] = axis[column]
      positions[v + 2] = axis[row]
      normals[v + 1] = 1
    }
  }
  const index = new Uint32Array((n - 1) * (n - 1) * 6)
  let i = 0
  for (let row = 0; row < n - 1; row++) {
    for (let column = 0; column < n - 1; column++) {
      const a = row * n + column
      const b = a + 1
      const c = a + n
      const d = c + 1
      // Counter-clockwise seen from above (+y): z grows with the row.
      index[i++] = a
      index[i++] = c
      index[i++] = b
      index[i++] = b
      index[i++] = c
      index[i++] = d
    }
  }
  const geometry = new BufferGeometry()
  geometry.setAttribute('position', new BufferAttribute(positions, 3))
  geometry.setAttribute('normal', new BufferAttribute(normals, 3))
  geometry.setIndex(new BufferAttribute(index, 1))
  return geometry
}
