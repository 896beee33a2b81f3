import { cutEdge } from './edge-cut.js'
import { integrateWetTriangle } from './integrate.js'

const crossings = new Float64Array(6)

/**
 * Linear clipping (Kerner; Hirae et al.): a vertex is wet when its depth is > 0, and an edge
 * between a wet and a dry vertex is cut where the linear interpolant of the depth vanishes.
 * One wet vertex leaves one triangle, two leave a quad split into two. The wet pieces keep the
 * outward winding and get depth 0 on the waterline. Positions relative to the torque point.
 */
export function clipLinear(
  acc: Float64Array,
  integrator: number,
  ax: number, ay: number, az: number,
  bx: number, by: number, bz: number,
  cx: number, cy: number, cz: number,
  da: number, db: number, dc: number,
): void {
  const wa = da > 0, wb = db > 0, wc = dc > 0
  if (wa && wb && wc) {
    integrateWetTriangle(acc, integrator, ax, ay, az, bx, by, bz, cx, cy, cz, da, db, dc)
  } else if (!wa && !wb && !wc) {
    return
  } else if (wa !== wb && wa !== wc) {
    clipAroundLone(acc, integrator, wa, ax, ay, az, bx, by, bz, cx, cy, cz, da, db, dc)
  } else if (wb !== wa) {
    clipAroundLone(acc, integrator, wb, bx, by, bz, cx, cy, cz, ax, ay, az, db, dc, da)
  } else {
    clipAroundLone(acc, integrator, wc, cx, cy, cz, ax, ay, az, bx, by, bz, dc, da, db)
  }
}

/** a is the vertex whose side differs from b's and c's; (a, b, c) keeps the outward winding. */
function clipAroundLone(
  acc: Float64Array,
  integrator: number,
  loneWet: boolean,
  ax: number, ay: number, az: number,
  bx: number, by: number, bz: number,
  cx: number, cy: number, cz: number,
  da: number, db: number, dc: number,
): void {
  cutEdge(crossings, 0, ax, ay, az, da, bx, by, bz, db)
  cutEdge(crossings, 3, ax, ay, az, da, cx, cy, cz, dc)
  const pbx = crossings[0], pby = crossings[1], pbz = crossings[2]
  const pcx = crossings[3], pcy = crossings[4], pcz = crossings[5]
  if (loneWet) {
    integrateWetTriangle(acc, integrator, ax, ay, az, pbx, pby, pbz, pcx, pcy, pcz, da, 0, 0)
  } else {
    integrateWetTriangle(acc, integrator, bx, by, bz, cx, cy, cz, pcx, pcy, pcz, db, dc, 0)
    integrateWetTriangle(acc, integrator, bx, by, bz, pcx, pcy, pcz, pbx, pby, pbz, db, 0, 0)
  }
}
