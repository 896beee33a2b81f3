import { solveLiquidLevel } from '../flooding/liquidLevel.js'
import type { Hull } from '../hull/types.js'
import type { Pose, Vector } from '../types.js'
import { rotationMatrix } from './attitude.js'
import { requireVector } from './checks.js'
import { createProblem } from './problem.js'
import { measure, setOrientation } from './probe.js'
import { alongX, lengthAlongZ, modelVector, shipHull, shipLoading, shipPose } from './lengthAxis.js'
import type { Loading, Stability, StabilityOptions } from './types.js'
import { WATERPLANE_MOMENT_COUNT, centralWaterplaneMoments, waterplaneMoments } from './waterplane.js'

const FN = 'stabilityAt'
const moments = new Float64Array(WATERPLANE_MOMENT_COUNT)
const central = new Float64Array(5)

/**
 * Hydrostatic particulars and initial stability of a hull at a pose in still water: the centre of
 * buoyancy B, the waterplane (area, centre of flotation F, second moments from the exact waterplane
 * polygon), the metacentric radii BM = I / V, the metacentres M (world and body, for an overlay of
 * G, B and M as in Ueng's figures), KB, KG, KM above the keel, the metacentric heights GM with the
 * free-surface correction of the loading's liquids, and the righting levers at this pose.
 *
 * "Transverse" is about the ship's length, the horizontal part of body +x (heel; +z with options.lengthAxis
 * 'z', a glTF model); "longitudinal"
 * about the horizontal axis across it (trim). The pose need not be an equilibrium: B, BM and the
 * levers are those of the volume this pose displaces; at an equilibrium GM is the slope of the
 * righting-lever curve.
 *
 * @param hull closed hull, body coordinates
 * @param pose body → world
 * @param loading solid mass and centre of mass (body), and liquids
 * @throws Error on bad input, or when the hull is out of the water at this pose
 */
export function stabilityAt(hull: Hull, pose: Pose, loading: Loading, options?: StabilityOptions): Stability {
  if (lengthAlongZ(FN, hull, options)) {
    const s = stabilityAt(shipHull(hull), shipPose(pose), shipLoading(loading), alongX(options))
    return {
      ...s,
      centerOfBuoyancyBody: modelVector(s.centerOfBuoyancyBody),
      centerOfGravityBody: modelVector(s.centerOfGravityBody),
      metacentreBody: {
        transverse: modelVector(s.metacentreBody.transverse),
        longitudinal: modelVector(s.metacentreBody.longitudinal),
      },
    }
  }
  const problem = createProblem(FN, hull, loading, options, true)
  if (!pose || typeof pose !== 'object') throw new Error(`${FN}: pose must be an object { position, quaternion }`)
  const position = requireVector(FN, 'pose.position', pose.position, 'm')
  const q = pose.quaternion
  const norm = q ? Math.hypot(q.x, q.y, q.z, q.w) : NaN
  if (!(norm > 0 && norm < Infinity)) {
    throw new Error(`${FN}: pose.quaternion must have finite x, y, z, w and not be zero`)
  }
  const probe = problem.probe
  probe.position.x = position.x
  probe.position.y = position.y
  probe.position.z = position.z
  setOrientation(probe, q)
  const r = rotationMatrix(q, problem.rotation)
  const result = measure(probe, hull)
  const volume = result.displacedVolume
  if (!(volume > 0)) {
    throw new Error(
      `${FN}: the hull displaces no water at this pose (it is above the water at level ${problem.level} m)`,
    )
  }
  const b = { ...result.centerOfBuoyancy }
  const area = result.waterplaneArea
  centralWaterplaneMoments(waterplaneMoments(probe.wet, position.x, position.z, moments), central)
  const flotation = { x: position.x + central[3], y: problem.level, z: position.z + central[4] }

  // the ship's length and breadth directions in the horizontal plane
  let ux = r[0],
    uz = r[6]
  let n = Math.hypot(ux, uz)
  if (n < 1e-9) {
    // length vertical: take the breadth from body z instead (across = along × ŷ)
    const wx = r[2],
      wz = r[8]
    const m = Math.hypot(wx, wz)
    ux = wz / m
    uz = -wx / m
    n = 1
  }
  ux /= n
  uz /= n
  const along = { x: ux, y: 0, z: uz }
  const across = { x: -uz, y: 0, z: ux }
  const inertia = rotateMoments(central[0], central[1], central[2], ux, uz)

  const total = problem.totalMass
  const s = problem.solidCenter
  const m = problem.solidMass
  let gx = m * (position.x + r[0] * s.x + r[1] * s.y + r[2] * s.z)
  let gy = m * (position.y + r[3] * s.x + r[4] * s.y + r[5] * s.z)
  let gz = m * (position.z + r[6] * s.x + r[7] * s.y + r[8] * s.z)
  let surfaceT = 0,
    surfaceL = 0
  for (const liquid of problem.liquids) {
    const lp = liquid.probe
    lp.position.x = position.x
    lp.position.y = position.y
    lp.position.z = position.z
    setOrientation(lp, q)
    const state = solveLiquidLevel(liquid.container, lp, liquid.geometricVolume, NaN, liquid.state)
    gx += liquid.mass * state.centroid.x
    gy += liquid.mass * state.centroid.y
    gz += liquid.mass * state.centroid.z
    const i = rotateMoments(state.surfaceInertia[0], state.surfaceInertia[1], state.surfaceInertia[2], ux, uz)
    surfaceT += liquid.surfaceDensity * i.transverse
    surfaceL += liquid.surfaceDensity * i.longitudinal
  }
  const g = { x: gx / total, y: gy / total, z: gz / total }

  const bmT = inertia.transverse / volume
  const bmL = inertia.longitudinal / volume
  const displacedMass = problem.density * volume
  const fsT = surfaceT / displacedMass
  const fsL = surfaceL / displacedMass
  const mT = { x: b.x, y: b.y + bmT, z: b.z }
  const mL = { x: b.x, y: b.y + bmL, z: b.z }
  const keel = hull.bounds.min.y
  const toBody = (v: Vector): Vector => {
    const dx = v.x - position.x,
      dy = v.y - position.y,
      dz = v.z - position.z
    return {
      x: r[0] * dx + r[3] * dy + r[6] * dz,
      y: r[1] * dx + r[4] * dy + r[7] * dz,
      z: r[2] * dx + r[5] * dy + r[8] * dz,
    }
  }
  const bBody = toBody(b)
  const gBody = toBody(g)
  const mTBody = toBody(mT)
  const mLBody = toBody(mL)
  return {
    displacedVolume: volume,
    displacement: displacedMass,
    centerOfBuoyancy: b,
    centerOfBuoyancyBody: bBody,
    centerOfGravity: g,
    centerOfGravityBody: gBody,
    waterplaneArea: area,
    centerOfFlotation: flotation,
    waterplaneInertia: inertia,
    metacentricRadius: { transverse: bmT, longitudinal: bmL },
    freeSurfaceCorrection: { transverse: fsT, longitudinal: fsL },
    metacentricHeight: { transverse: mT.y - g.y - fsT, longitudinal: mL.y - g.y - fsL },
    metacentre: { transverse: mT, longitudinal: mL },
    metacentreBody: { transverse: mTBody, longitudinal: mLBody },
    keel,
    heightOfBuoyancy: bBody.y - keel,
    heightOfGravity: gBody.y - keel,
    heightOfMetacentre: { transverse: mTBody.y - keel, longitudinal: mLBody.y - keel },
    rightingLever: {
      transverse: (b.x - g.x) * across.x + (b.z - g.z) * across.z,
      longitudinal: (g.x - b.x) * along.x + (g.z - b.z) * along.z,
    },
    along,
    across,
  }
}

/**
 * Second moments (about the centroid, world x and z axes) turned to the ship's axes: longitudinal
 * ∫ξ² with ξ along u = (ux, uz), transverse ∫ζ² with ζ along (−uz, ux), and the product ∫ξζ.
 */
function rotateMoments(xx: number, zz: number, xz: number, ux: number, uz: number) {
  const wx = -uz,
    wz = ux
  return {
    longitudinal: ux * ux * xx + 2 * ux * uz * xz + uz * uz * zz,
    transverse: wx * wx * xx + 2 * wx * wz * xz + wz * wz * zz,
    product: ux * wx * xx + (ux * wz + uz * wx) * xz + uz * wz * zz,
  }
}
