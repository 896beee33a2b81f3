import { rotationToQuaternion } from '../core/hull/rotationToQuaternion.js'
import { symmetricEigen3 } from '../core/hull/symmetricEigen.js'
import type { MassProperties, Quaternion, Vector } from '../core/internal.js'

/** The principal axes of a body, chosen as close to its own axes as the inertia allows. */
export interface PrincipalFrame {
  /** principal → body rotation: body = rotation · principal (its matrix's columns are the principal axes) */
  rotation: Quaternion
  /** the moments of inertia about the principal frame's x, y, z axes, kg·m² */
  moments: Vector
}

/** Off-diagonal inertia below this fraction of the trace counts as zero: the body axes are principal already. */
const DIAGONAL_TOLERANCE = 1e-9

const PERMUTATIONS = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
]

/**
 * The principal axes of an inertia tensor (cannon-es can only hold a diagonal one). The eigenvectors
 * are unique only up to order and sign (and within a repeated moment, up to any rotation), so of the 24
 * proper rotations they allow, the one nearest the identity is returned: a hull whose tensor is already
 * diagonal (a box, a boat hull, anything symmetric in its own axes) keeps its axes exactly, and a
 * slightly asymmetric one turns only slightly.
 */
export function principalFrame(props: MassProperties): PrincipalFrame {
  const I = props?.inertia
  if (!I || I.length !== 9 || !Array.from(I).every(Number.isFinite)) {
    throw new Error('principalFrame: inertia must be 9 finite numbers (a row-major 3×3 tensor, kg·m²)')
  }
  const trace = I[0] + I[4] + I[8]
  const offDiagonal = Math.max(
    Math.abs(I[1]),
    Math.abs(I[2]),
    Math.abs(I[5]),
    Math.abs(I[3]),
    Math.abs(I[6]),
    Math.abs(I[7]),
  )
  if (offDiagonal <= DIAGONAL_TOLERANCE * trace) {
    return { rotation: { x: 0, y: 0, z: 0, w: 1 }, moments: { x: I[0], y: I[4], z: I[8] } }
  }
  const values = new Float64Array(3)
  const vectors = new Float64Array(9)
  symmetricEigen3(I, values, vectors)
  // column j of the result: the eigenvector with the most of body axis j, so the rotation is nearest 1
  let best = PERMUTATIONS[0],
    bestScore = -1
  for (const p of PERMUTATIONS) {
    const score = Math.abs(vectors[p[0]]) + Math.abs(vectors[3 + p[1]]) + Math.abs(vectors[6 + p[2]])
    if (score > bestScore) {
      bestScore = score
      best = p
    }
  }
  const axes = new Float64Array(9)
  let weakest = 0
  for (let j = 0; j < 3; j++) {
    const diagonal = vectors[3 * j + best[j]]
    const sign = diagonal < 0 ? -1 : 1
    for (let row = 0; row < 3; row++) axes[3 * row + j] = sign * vectors[3 * row + best[j]]
    if (Math.abs(diagonal) < Math.abs(vectors[3 * weakest + best[weakest]])) weakest = j
  }
  const determinant =
    axes[0] * (axes[4] * axes[8] - axes[5] * axes[7]) -
    axes[1] * (axes[3] * axes[8] - axes[5] * axes[6]) +
    axes[2] * (axes[3] * axes[7] - axes[4] * axes[6])
  if (determinant < 0) for (let row = 0; row < 3; row++) axes[3 * row + weakest] = -axes[3 * row + weakest]
  return {
    rotation: rotationToQuaternion(axes),
    moments: { x: values[best[0]], y: values[best[1]], z: values[best[2]] },
  }
}
