import { inertiaAboutHorizontal, MASS } from './kinematics.js'
import { centralWaterplaneMoments } from '../stability/waterplane.js'
import { AREA } from './waterplane.js'

// The hydrostatic stiffness of the modes that have one, from the current waterplane, in one Float64Array.
/** k_h = ρ g A_wp, N/m */
export const HEAVE_STIFFNESS = 0
/** the centre of flotation relative to the centre of mass, x and z, m */
export const FLOTATION = 1
/** roll axis: the waterplane's principal axis of least second moment (its long axis), world (x, z), unit */
export const ROLL_AXIS = 3
/** K_roll = ρ g (I_wp + V (y_B − y_G)) = ρ g V GM about that axis, N·m/rad (negative: unstable) */
export const ROLL_STIFFNESS = 5
/** the body's moment of inertia about the roll axis through its centre of mass, kg·m² */
export const ROLL_INERTIA = 6
/** pitch: the other principal axis, its stiffness and the body's inertia about it */
export const PITCH_AXIS = 7
export const PITCH_STIFFNESS = 9
export const PITCH_INERTIA = 10
/** the body's mass, kg (for the heave mode) */
export const HEAVE_MASS = 11
export const RESTORING_SIZE = 12

// Its inputs besides the waterplane and the body, in one Float64Array.
/** ρ g, N/m³ */
export const RHO_G = 0
/** the displaced volume V, m³ */
export const DISPLACED_VOLUME = 1
/** y_B − y_G, m */
export const BUOYANCY_ABOVE_GRAVITY = 2
export const RESTORING_INPUT_SIZE = 3

// the waterplane's second moments about the centre of flotation, and that centre (centralWaterplaneMoments)
const central = new Float64Array(5)

/**
 * Heave, roll and pitch stiffness of a floating body from its waterplane (waterplane.ts layout, moments
 * relative to the centre of mass), ρ g, its displaced volume V (m³) and the height of its centre of
 * buoyancy above its centre of mass, y_B − y_G (m) (`input`, layout above). Naval architecture for small motions about the current
 * attitude: heave ρ g A_wp; rotation about a horizontal axis through the centre of flotation
 * ρ g (I_wp + V (y_B − y_G)), I_wp the second moment of the waterplane about that axis (BM = I_wp / V,
 * so this is ρ g V GM). The two axes are the principal axes of the waterplane's second moments, so a long
 * hull rolls about its length.
 */
export function restoringStiffness(
  waterplane: Float64Array,
  k: Float64Array,
  input: Float64Array,
  out: Float64Array,
): Float64Array {
  const rhoG = input[RHO_G]
  const area = waterplane[AREA]
  centralWaterplaneMoments(waterplane, central)
  const ixx = central[0],
    izz = central[1],
    ixz = central[2],
    fx = central[3],
    fz = central[4]
  // About the horizontal axis a = (a_x, 0, a_z) the second moment is aᵀ M a with
  // M = [[∫z̃², −∫x̃z̃], [−∫x̃z̃, ∫x̃²]]; its larger eigenvector is at angle θ = ½ atan2(2 M01, M00 − M11).
  const m00 = izz,
    m11 = ixx,
    m01 = -ixz
  const mean = 0.5 * (m00 + m11)
  const d = 0.5 * (m00 - m11)
  const half = Math.sqrt(d * d + m01 * m01)
  const theta = 0.5 * Math.atan2(2 * m01, m00 - m11)
  const px = Math.cos(theta),
    pz = Math.sin(theta)
  const rollIwp = Math.max(mean - half, 0)
  const pitchIwp = mean + half
  const column = rhoG * input[DISPLACED_VOLUME] * input[BUOYANCY_ABOVE_GRAVITY]
  out[HEAVE_STIFFNESS] = rhoG * Math.max(area, 0)
  out[FLOTATION] = fx
  out[FLOTATION + 1] = fz
  out[ROLL_AXIS] = -pz
  out[ROLL_AXIS + 1] = px
  out[ROLL_STIFFNESS] = rhoG * rollIwp + column
  inertiaAboutHorizontal(k, out, ROLL_AXIS, ROLL_INERTIA)
  out[PITCH_AXIS] = px
  out[PITCH_AXIS + 1] = pz
  out[PITCH_STIFFNESS] = rhoG * pitchIwp + column
  inertiaAboutHorizontal(k, out, PITCH_AXIS, PITCH_INERTIA)
  out[HEAVE_MASS] = k[MASS]
  return out
}
