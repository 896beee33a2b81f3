import type { Hull } from '../hull/types.js'
import { transformHull } from '../hull/transform.js'
import type { Pose, Quaternion } from '../types.js'
import { conjugateQuaternion, multiplyQuaternions } from '../quaternions.js'
import type { Stability } from '../stability/types.js'

/**
 * The axes radiation 'auto' works in, when they are not the body's own. Strip theory cuts a hull across
 * its length, and its heave, roll and pitch are about the vertical and the horizontal axes along and across
 * that length, at the floating pose. A body's own axes are those only if it floats level with its length
 * along x: a glTF model's length is along z (the format's forward), a cube of 0.6 of the water's density
 * floats on a corner, a square log on an edge. The modal axes are the floating pose's: y up, x along the
 * waterplane's longer principal axis (for a waterplane with none, a square's or a disc's, the horizontal
 * part of body x); all of 'auto''s coefficients, its stiffness and its diffraction force are in them.
 *
 * Measured on the reference boat turned 90° about y (its length along z): with strip theory across body
 * x, its head-sea heave RAO in 8 s waves was 1.14 against 0.88 as made, pitch at 5 s 9.1 °/m against 5.4.
 */
export interface ModalAxes {
  /** modal axes → body axes: a modal vector v is R(frame) v in body axes */
  frame: Quaternion
  /** ρ g V GM about the modal x (roll) and z (pitch), N·m/rad */
  roll: number
  pitch: number
  /** the waterplane's second moments about the modal x and z through its centroid, m⁴ */
  waterplaneTransverse: number
  waterplaneLongitudinal: number
}

/** The hull in modal axes and the pose at which it floats as the body does (level, length along x). */
export interface ModalHull {
  axes: ModalAxes
  hull: Hull
  pose: Pose
}

/**
 * The largest rotation, rad, between the modal axes and a body's own at which the body's own are used
 * (as radiation 'auto' always did): a ship's trim of a few degrees, or its length a few degrees off x,
 * changes strip theory's sections by the cosine of that, under 0.5 %.
 */
export const MODAL_TOLERANCE = 0.1

/**
 * A waterplane whose two principal second moments differ by less than this fraction of their sum has no
 * length to speak of: its modal x is the body's.
 */
const ROUND = 0.05

/**
 * The modal axes of a hull floating at `pose` with stability `s` (stabilityAt at that pose: its waterplane
 * and metacentric heights, with no liquids aboard) in water of `weight` ρ g (N/m³), and the hull expressed
 * in them; null when they are within MODAL_TOLERANCE of the body's own.
 */
export function modalHull(hull: Hull, pose: Pose, s: Stability, weight: number): ModalHull | null {
  const q = pose.quaternion
  // the horizontal part of body x at the pose (stabilityAt's "along", u), and the waterplane's moments in
  // those axes: longitudinal ∫ξ² (ξ along u), transverse ∫ζ² (ζ across), product ∫ξζ
  const bx = 1 - 2 * (q.y * q.y + q.z * q.z),
    bz = 2 * (q.x * q.z - q.w * q.y)
  let along = Math.hypot(bx, bz) > 1e-9 ? Math.atan2(bz, bx) : 0
  const { longitudinal, transverse, product } = s.waterplaneInertia
  // the modal x: the principal axis of the larger ∫ξ², θ from u toward ζ (within ±π/4 of u when ∫ξ² ≥ ∫ζ²)
  let theta = 0
  if (Math.hypot(longitudinal - transverse, 2 * product) > ROUND * (longitudinal + transverse)) {
    theta = 0.5 * Math.atan2(2 * product, longitudinal - transverse)
  }
  along += theta
  // modal → world: a turn by −along about y, taking x to (cos along, 0, sin along)
  const half = -along / 2
  const yaw = { x: 0, y: Math.sin(half), z: 0, w: Math.cos(half) }
  // modal → body = (body → world)⁻¹ · (modal → world)
  const frame = multiplyQuaternions(conjugateQuaternion(q), yaw)
  if (2 * Math.acos(Math.min(1, Math.abs(frame.w))) <= MODAL_TOLERANCE) return null
  // The stiffness about the modal axes: the waterplane's moments turned by θ (the same polygon; BM = I / V
  // about any horizontal axis, and BG does not turn: GM' = GM + (I' − I) / V). (Not stabilityAt on the
  // turned hull: at its level pose that call left V8 boxing 32 B a body step in the fleet's hull code
  // afterwards, allocation.test.ts.)
  const c = Math.cos(theta),
    sn = Math.sin(theta)
  const acrossModal = sn * sn * longitudinal - 2 * sn * c * product + c * c * transverse
  const alongModal = c * c * longitudinal + 2 * sn * c * product + sn * sn * transverse
  const volume = s.displacedVolume
  const gmRoll = s.metacentricHeight.transverse + (acrossModal - transverse) / volume
  const gmPitch = s.metacentricHeight.longitudinal + (alongModal - longitudinal) / volume
  // the same place in the water, seen with the modal axes as the world's (the water is the same every way):
  // strip theory cuts across the world's x
  const ca = Math.cos(along),
    sa = Math.sin(along)
  const p = pose.position
  return {
    axes: {
      frame,
      roll: weight * volume * gmRoll,
      pitch: weight * volume * gmPitch,
      waterplaneTransverse: acrossModal,
      waterplaneLongitudinal: alongModal,
    },
    hull: transformHull(hull, { x: 0, y: 0, z: 0 }, conjugateQuaternion(frame)),
    pose: {
      position: { x: ca * p.x + sa * p.z, y: p.y, z: -sa * p.x + ca * p.z },
      quaternion: { x: 0, y: 0, z: 0, w: 1 },
    },
  }
}
