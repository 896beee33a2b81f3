import { APEX, TET_MOMENT, TET_VOLUME, WATERPLANE_AREA, WETTED_AREA } from './accumulator.js'

/**
 * Fábián's (2025) volume method, the flat-water baseline seed 002 names: each wet triangle (clipped
 * by the horizontal water plane) closes a signed tetrahedron with an apex on that plane. The
 * waterline cap lies in the plane, so its tetrahedra are flat and it needs no triangulation; the
 * signed volumes sum to the displaced volume and their moments to its first moment.
 */
export function integrateVolume(acc: Float64Array, t: Float64Array, o: number): void {
  const ax = t[o], ay = t[o + 1], az = t[o + 2]
  const bx = t[o + 4], by = t[o + 5], bz = t[o + 6]
  const cx = t[o + 8], cy = t[o + 9], cz = t[o + 10]
  const ux = bx - ax, uy = by - ay, uz = bz - az
  const vx = cx - ax, vy = cy - ay, vz = cz - az
  const nx = uy * vz - uz * vy
  const ny = uz * vx - ux * vz
  const nz = ux * vy - uy * vx
  acc[WETTED_AREA] += 0.5 * Math.sqrt(nx * nx + ny * ny + nz * nz)
  acc[WATERPLANE_AREA] -= 0.5 * ny
  const ox = acc[APEX], oy = acc[APEX + 1], oz = acc[APEX + 2]
  const pax = ax - ox, pay = ay - oy, paz = az - oz
  // (a − o) · ((b − a) × (c − a)) = (a − o) · ((b − o) × (c − o)) = 6 × signed volume
  const volume = (pax * nx + pay * ny + paz * nz) / 6
  acc[TET_VOLUME] += volume
  const k = volume / 4
  acc[TET_MOMENT] += k * (pax + bx - ox + cx - ox)
  acc[TET_MOMENT + 1] += k * (pay + by - oy + cy - oy)
  acc[TET_MOMENT + 2] += k * (paz + bz - oz + cz - oz)
}
