import { HEAD_TORQUE, NORMAL } from './accumulator.js'

/**
 * Kerner's centre of pressure on a triangle whose base has constant depth and whose apex is
 * shallower: z0 = apex depth, h = base depth − z0 (m, ≥ 0); the fraction of the median from apex to
 * base, (4 z0 + 3 h) / (6 z0 + 4 h).
 */
export function centerOfPressureApexShallower(z0: number, h: number): number {
  return (4 * z0 + 3 * h) / (6 * z0 + 4 * h)
}

/**
 * Kerner's centre of pressure on a triangle whose base has constant depth and is shallower than the
 * apex: z0 = base depth, h = apex depth − z0 (m, ≥ 0); the fraction of the median measured from the
 * base toward the apex, (2 z0 + h) / (6 z0 + 2 h).
 */
export function centerOfPressureBaseShallower(z0: number, h: number): number {
  return (2 * z0 + h) / (6 * z0 + 2 * h)
}

/**
 * Kerner's Appendix A (Kerner 2015): split the wet triangle at its middle-depth vertex along the
 * iso-depth line into two triangles with a constant-depth base, and apply each one's pressure force
 * at its centre of pressure on the median from apex to base. With z0 and h as in the appendix:
 * - apex shallower than the base (z0 = apex depth, h = base depth − z0), measured from the apex:
 *   t_c = (4 z0 + 3 h) / (6 z0 + 4 h);
 * - base shallower than the apex (z0 = base depth, h = apex depth − z0), Kerner's
 *   t_c = (2 z0 + h) / (6 z0 + 2 h) is measured from the base (it is 1/2 with the base at the
 *   surface and tends to 1/3 from the base, i.e. 2/3 from the apex, at depth).
 * Both follow from ∫ z(t) t (t − t_c) dt = 0 over bands parallel to the base; exact for linear depth.
 * The triangle is the vertices at offsets a, b, c of t (x, y, z relative to the torque point and
 * depth), its normal N = (b − a) × (c − a) in acc[NORMAL..]; this adds its torque head.
 */
export function addKernerTorque(acc: Float64Array, t: Float64Array, a: number, b: number, c: number): void {
  const nx = acc[NORMAL],
    ny = acc[NORMAL + 1],
    nz = acc[NORMAL + 2]
  const ax = t[a],
    ay = t[a + 1],
    az = t[a + 2],
    da = t[a + 3]
  const bx = t[b],
    by = t[b + 1],
    bz = t[b + 2],
    db = t[b + 3]
  const cx = t[c],
    cy = t[c + 1],
    cz = t[c + 2],
    dc = t[c + 3]

  // Order the vertices shallow (s), middle (m), deep (d) by depth.
  let sx = ax,
    sy = ay,
    sz = az,
    sd = da
  let mx = bx,
    my = by,
    mz = bz,
    md = db
  let qx = cx,
    qy = cy,
    qz = cz,
    qd = dc
  let swap: number
  if (sd > md) {
    swap = sx
    sx = mx
    mx = swap
    swap = sy
    sy = my
    my = swap
    swap = sz
    sz = mz
    mz = swap
    swap = sd
    sd = md
    md = swap
  }
  if (md > qd) {
    swap = mx
    mx = qx
    qx = swap
    swap = my
    my = qy
    qy = swap
    swap = mz
    mz = qz
    qz = swap
    swap = md
    md = qd
    qd = swap
  }
  if (sd > md) {
    swap = sx
    sx = mx
    mx = swap
    swap = sy
    sy = my
    my = swap
    swap = sz
    sz = mz
    mz = swap
    swap = sd
    sd = md
    md = swap
  }

  const range = qd - sd
  if (!(range > 0)) {
    // constant depth: the pressure is uniform and acts at the centroid
    const k = (da + db + dc) / 18
    const gx = ax + bx + cx,
      gy = ay + by + cy,
      gz = az + bz + cz
    acc[HEAD_TORQUE] += k * (gy * nz - gz * ny)
    acc[HEAD_TORQUE + 1] += k * (gz * nx - gx * nz)
    acc[HEAD_TORQUE + 2] += k * (gx * ny - gy * nx)
    return
  }
  // P on the shallow-deep edge at the middle depth; the base m–P has constant depth md.
  const lambda = (md - sd) / range
  const px = sx + lambda * (qx - sx),
    py = sy + lambda * (qy - sy),
    pz = sz + lambda * (qz - sz)
  const bmx = 0.5 * (mx + px),
    bmy = 0.5 * (my + py),
    bmz = 0.5 * (mz + pz)

  // Upper piece (apex s shallower than its base): area fraction lambda of the whole.
  const z1 = sd,
    h1 = md - sd
  const den1 = 6 * z1 + 4 * h1
  if (den1 > 0 && lambda > 0) {
    const tc = centerOfPressureApexShallower(z1, h1)
    const k = (lambda * (sd + 2 * md)) / 6 // mean depth · fraction · (cross / 2)
    const ex = sx + tc * (bmx - sx),
      ey = sy + tc * (bmy - sy),
      ez = sz + tc * (bmz - sz)
    acc[HEAD_TORQUE] += k * (ey * nz - ez * ny)
    acc[HEAD_TORQUE + 1] += k * (ez * nx - ex * nz)
    acc[HEAD_TORQUE + 2] += k * (ex * ny - ey * nx)
  }
  // Lower piece (base at depth md shallower than its apex q): area fraction 1 − lambda.
  const z2 = md,
    h2 = qd - md
  const den2 = 6 * z2 + 2 * h2
  if (den2 > 0 && lambda < 1) {
    const fromBase = centerOfPressureBaseShallower(z2, h2)
    const k = ((1 - lambda) * (qd + 2 * md)) / 6
    const ex = bmx + fromBase * (qx - bmx),
      ey = bmy + fromBase * (qy - bmy),
      ez = bmz + fromBase * (qz - bmz)
    acc[HEAD_TORQUE] += k * (ey * nz - ez * ny)
    acc[HEAD_TORQUE + 1] += k * (ez * nx - ex * nz)
    acc[HEAD_TORQUE + 2] += k * (ex * ny - ey * nx)
  }
}
