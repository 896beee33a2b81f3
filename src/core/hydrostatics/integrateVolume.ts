import { APEX, TET_MOMENT, TET_VOLUME, WATERPLANE_AREA, WETTED_AREA } from './accumulator.js'

/**
 * Fábián's (2025) volume method, the flat-water baseline Stenberg 2026 names: each wet triangle (clipped
 * by the horizontal water plane) closes a signed tetrahedron with an apex on that plane. The
 * waterline cap lies in the plane, so its tetrahedra are flat and it needs no triangulation; the
 * signed volumes sum to the displaced volume and their moments to its first moment. Sums triangles
 * first to end − 1 (vertex offsets in `offsets`, three per triangle) of t, and their waterplane
 * area and (withArea) wetted area, into the accumulator.
 */
export function sumVolume(
  acc: Float64Array,
  t: Float64Array,
  offsets: Int32Array,
  first: number,
  end: number,
  withArea: boolean,
): void {
  const ox = acc[APEX],
    oy = acc[APEX + 1],
    oz = acc[APEX + 2]
  let area = 0,
    waterplane = 0,
    volume = 0,
    momentX = 0,
    momentY = 0,
    momentZ = 0
  for (let k = 3 * first; k < 3 * end; k += 3) {
    const a = offsets[k],
      b = offsets[k + 1],
      c = offsets[k + 2]
    const ax = t[a],
      ay = t[a + 1],
      az = t[a + 2]
    const bx = t[b],
      by = t[b + 1],
      bz = t[b + 2]
    const cx = t[c],
      cy = t[c + 1],
      cz = t[c + 2]
    const ux = bx - ax,
      uy = by - ay,
      uz = bz - az
    const vx = cx - ax,
      vy = cy - ay,
      vz = cz - az
    const nx = uy * vz - uz * vy
    const ny = uz * vx - ux * vz
    const nz = ux * vy - uy * vx
    if (withArea) area += Math.sqrt(nx * nx + ny * ny + nz * nz)
    waterplane += ny
    const pax = ax - ox,
      pay = ay - oy,
      paz = az - oz
    // (a − o) · ((b − a) × (c − a)) = (a − o) · ((b − o) × (c − o)) = 6 × signed volume
    const sixVolume = pax * nx + pay * ny + paz * nz
    volume += sixVolume
    // the tetrahedron's centroid is (a + b + c + o) / 4, i.e. (Σ (r − o)) / 4 from the apex
    momentX += sixVolume * (pax + bx - ox + cx - ox)
    momentY += sixVolume * (pay + by - oy + cy - oy)
    momentZ += sixVolume * (paz + bz - oz + cz - oz)
  }
  acc[WETTED_AREA] += 0.5 * area
  acc[WATERPLANE_AREA] -= 0.5 * waterplane
  acc[TET_VOLUME] += volume / 6
  acc[TET_MOMENT] += momentX / 24
  acc[TET_MOMENT + 1] += momentY / 24
  acc[TET_MOMENT + 2] += momentZ / 24
}
