import { CHUNK } from '../hydrostatics/chunk.js'
import { wetSurfaceOffsets } from '../hydrostatics/wetSurface.js'
import type { WetSurface } from '../hydrostatics/wetSurface.js'
import { DRAG, TIME } from './dragCoefficients.js'
import {
  AFFINE,
  DRAG_SUMS_SIZE,
  dragRows,
  FORCE,
  MATRIX,
  MOTION_SIZE,
  SLAM_FORCE,
  SLAM_POWER,
  SLAM_TORQUE,
  SWEPT_RATE,
  TORQUE,
  POWER,
} from './dragRows.js'
import { ROW, writeRows } from './faceRows.js'
import type { SplitFaceRows } from './faceRows.js'
import { ANGULAR_VELOCITY, POSITION, ROTATION, VELOCITY } from './kinematics.js'
import { WATERPLANE_SIZE } from './waterplane.js'
import { addWaterplane } from './waterline.js'
import { FLOW_GRADIENT, FLOW_ORIGIN, FLOW_VELOCITY } from './waterVelocity.js'
import type { MovingWater } from './waterVelocity.js'

export {
  COEFFICIENTS_SIZE,
  DRAG,
  PRESSURE_FALLOFF,
  PRESSURE_LINEAR,
  PRESSURE_QUADRATIC,
  SLAMMING,
  SUCTION_FALLOFF,
  SUCTION_LINEAR,
  SUCTION_QUADRATIC,
  TIME,
  VISCOUS,
} from './dragCoefficients.js'
export { FORCE, POWER, SLAM_FORCE, SLAM_POWER, SLAM_TORQUE, SWEPT_RATE, TORQUE } from './dragRows.js'

// The sums of one step over the wet surface (world frame, torques about the centre of mass): the drag
// sums of dragRows.ts, then the waterplane moments (waterplane.ts layout).
export const WATERPLANE = DRAG_SUMS_SIZE
export const SURFACE_SIZE = WATERPLANE + WATERPLANE_SIZE

// The drag is summed over two kinds of wet faces (faceRows.ts): the pieces that clipping cut, given in
// batches of world-frame positions relative to a point (addSurfaceDrag), and the hull's whole
// triangles under water, given by number (addFaceDrag), whose rows are made once per hull in body
// axes. A whole triangle then costs no cross product, square root of its area or centroid per step
// (~2× faster per face), and the body's relative motion is turned into body axes once a step.
/** the relative motion in world axes, for pieces (dragRows.ts layout) */
const worldMotion = new Float64Array(MOTION_SIZE)
/** the same in body axes, for the hull's triangles */
const bodyMotion = new Float64Array(MOTION_SIZE)
/** the centre of mass (world, m), then the rotation from a frame of rows to world (row-major) */
const CENTER = 0
const TO_WORLD = 3
/** world axes: the rotation stays the identity, only the centre is set each step */
const worldFrame = new Float64Array([0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1])
const bodyFrame = new Float64Array(12)
/** the hull triangles' sums in body axes, turned into world ones after their pass */
const bodySums = new Float64Array(DRAG_SUMS_SIZE)
/** the shift from the pieces' coordinates to the centre of mass, m */
const shift = new Float64Array(3)
let coefficients: Float64Array = new Float64Array(DRAG + 1)
let sums: Float64Array = new Float64Array(SURFACE_SIZE)
let hullRows: Float64Array = new Float64Array(0)
/** DragOptions.faces 'resolved': the hull's triangles split into pieces (faceRows.ts), else null */
let splitRows: SplitFaceRows | null = null
/** the pieces of the step's whole triangles, as row numbers of splitRows */
let pieceNumbers = new Int32Array(1024)
let exactWater: MovingWater | null = null
const exactSample = { x: 0, y: 0, z: 0 }
/** per batch: the pieces' rows, the numbers 0, 1, 2, … to list them, and the water's velocity at each face ('exact' mode) */
const pieceRows = new Float64Array(ROW * CHUNK)
const pieceList = Int32Array.from({ length: CHUNK }, (_, j) => j)
const waterVelocities = new Float64Array(3 * CHUNK)
const WORLD_ORIGIN = new Float64Array(3)

/**
 * Start the sums of one step into `acc` (layout above; zeroed here), for pieces given in batches to
 * addSurfaceDrag with positions relative to `origin` (world, m), and hull triangles given to
 * addFaceDrag as rows of `rows` (faceRows.ts hullFaceRows), or, with `split` (DragOptions.faces
 * 'resolved'), as their pieces' rows.
 *
 * @param k the body (kinematics.ts)
 * @param flow the water's linear velocity field (waterVelocity.ts); ignored for the water's velocity
 *   when `water` is given, whose velocityAt is then asked at every centroid
 * @param c the coefficients (dragCoefficients.ts); with `drag` 0 only the waterplane moments are summed
 */
export function beginSurfaceDrag(
  k: Float64Array,
  flow: Float64Array,
  c: Float64Array,
  water: MovingWater | null,
  origin: Float64Array,
  rows: Float64Array,
  split: SplitFaceRows | null,
  acc: Float64Array,
): void {
  coefficients = c
  sums = acc
  hullRows = rows
  splitRows = split
  exactWater = water
  acc.fill(0)
  bodySums.fill(0)
  const px = k[POSITION],
    py = k[POSITION + 1],
    pz = k[POSITION + 2]
  shift[0] = origin[0] - px
  shift[1] = origin[1] - py
  shift[2] = origin[2] - pz
  const wx = k[ANGULAR_VELOCITY],
    wy = k[ANGULAR_VELOCITY + 1],
    wz = k[ANGULAR_VELOCITY + 2]
  const m = worldMotion
  // ω × r as a matrix
  m[MATRIX] = 0
  m[MATRIX + 1] = -wz
  m[MATRIX + 2] = wy
  m[MATRIX + 3] = wz
  m[MATRIX + 4] = 0
  m[MATRIX + 5] = -wx
  m[MATRIX + 6] = -wy
  m[MATRIX + 7] = wx
  m[MATRIX + 8] = 0
  m[AFFINE] = k[VELOCITY]
  m[AFFINE + 1] = k[VELOCITY + 1]
  m[AFFINE + 2] = k[VELOCITY + 2]
  if (water === null) {
    // minus the linear flow u0 + J r, with u0 = u(centre of mass) = U + J (G − P)
    const g = FLOW_GRADIENT
    const ox = px - flow[FLOW_ORIGIN],
      oy = py - flow[FLOW_ORIGIN + 1],
      oz = pz - flow[FLOW_ORIGIN + 2]
    for (let i = 0; i < 3; i++) {
      const j0 = flow[g + 3 * i],
        j1 = flow[g + 3 * i + 1],
        j2 = flow[g + 3 * i + 2]
      m[AFFINE + i] -= flow[FLOW_VELOCITY + i] + j0 * ox + j1 * oy + j2 * oz
      m[MATRIX + 3 * i] -= j0
      m[MATRIX + 3 * i + 1] -= j1
      m[MATRIX + 3 * i + 2] -= j2
    }
  }
  for (let i = 0; i < 3; i++) worldFrame[CENTER + i] = bodyFrame[CENTER + i] = k[POSITION + i]
  for (let i = 0; i < 9; i++) bodyFrame[TO_WORLD + i] = k[ROTATION + i]
  toBodyAxes(k, m, bodyMotion)
}

/** The relative motion in body axes: A_b = Rᵀ A, M_b = Rᵀ M R (R body → world, kinematics.ts). */
function toBodyAxes(k: Float64Array, m: Float64Array, out: Float64Array): void {
  const r = ROTATION
  for (let j = 0; j < 3; j++) {
    out[AFFINE + j] = k[r + j] * m[AFFINE] + k[r + 3 + j] * m[AFFINE + 1] + k[r + 6 + j] * m[AFFINE + 2]
    for (let l = 0; l < 3; l++) {
      let s = 0
      for (let i = 0; i < 3; i++) {
        s +=
          k[r + 3 * i + j] *
          (m[MATRIX + 3 * i] * k[r + l] + m[MATRIX + 3 * i + 1] * k[r + 3 + l] + m[MATRIX + 3 * i + 2] * k[r + 6 + l])
      }
      out[MATRIX + 3 * j + l] = s
    }
  }
}

/**
 * One pass over the recorded wet surface `wet` (world positions): beginSurfaceDrag, then its triangles
 * in batches to addSurfaceDrag. `acc` receives the sums (layout above).
 */
export function accumulateSurfaceDrag(
  wet: WetSurface,
  k: Float64Array,
  flow: Float64Array,
  c: Float64Array,
  water: MovingWater | null,
  acc: Float64Array,
): Float64Array {
  beginSurfaceDrag(k, flow, c, water, WORLD_ORIGIN, pieceRows, null, acc)
  const offsets = wetSurfaceOffsets(wet.count)
  for (let first = 0; first < wet.count; first += CHUNK)
    addSurfaceDrag(wet.triangles, offsets, first, Math.min(wet.count, first + CHUNK))
  return acc
}

/**
 * Add wet triangles first to end − 1 (at most CHUNK; a WetTriangleSink batch: vertex offsets into t,
 * positions relative to the origin given to beginSurfaceDrag, and depths) to the step's sums: their
 * drag (dragRows.ts) and the waterplane moments from their waterline edges.
 */
export function addSurfaceDrag(t: Float64Array, offsets: Int32Array, first: number, end: number): void {
  addWaterplane(t, offsets, first, end, shift[0], shift[2], sums, WATERPLANE)
  if (coefficients[DRAG] === 0) return
  writeRows(t, offsets, first, end, shift[0], shift[1], shift[2], pieceRows)
  const count = end - first
  const sampled = exactWater !== null
  if (sampled) sampleWater(exactWater as MovingWater, pieceRows, pieceList, 0, count, worldFrame)
  dragRows(pieceRows, pieceList, 0, count, worldMotion, coefficients, waterVelocities, sampled, sums)
}

/**
 * Add the hull's triangles faces[0] to faces[count − 1] (all under water; rows of the `rows` given to
 * beginSurfaceDrag) to the step's drag sums. They have no waterline edge.
 */
export function addFaceDrag(faces: Int32Array, count: number): void {
  if (coefficients[DRAG] === 0) return
  if (splitRows === null) addRows(hullRows, faces, count)
  else {
    // (listed first: listing may replace pieceNumbers with a longer array)
    const pieces = listPieces(splitRows.first, faces, count)
    addRows(splitRows.rows, pieceNumbers, pieces)
  }
  // the sums in body axes to world ones (vectors turn; the powers and the swept rate are scalars)
  const b = bodySums,
    acc = sums
  addToWorld(b, FORCE)
  addToWorld(b, TORQUE)
  addToWorld(b, SLAM_FORCE)
  addToWorld(b, SLAM_TORQUE)
  acc[POWER] += b[POWER]
  acc[SWEPT_RATE] += b[SWEPT_RATE]
  acc[SLAM_POWER] += b[SLAM_POWER]
  b.fill(0)
}

/** Add the drag of rows list[0] to list[count − 1] of `rows` (body axes) to bodySums, in batches. */
function addRows(rows: Float64Array, list: Int32Array, count: number): void {
  const sampled = exactWater !== null
  for (let first = 0; first < count; first += CHUNK) {
    const end = Math.min(count, first + CHUNK)
    if (sampled) sampleWater(exactWater as MovingWater, rows, list, first, end, bodyFrame)
    dragRows(rows, list, first, end, bodyMotion, coefficients, waterVelocities, sampled, bodySums)
  }
}

/**
 * The row numbers of the pieces of triangles faces[0] to faces[count − 1] (triangle f's are first[f] to
 * first[f + 1] − 1) into pieceNumbers (grown when full); returns their number.
 */
function listPieces(first: Int32Array, faces: Int32Array, count: number): number {
  let n = 0
  for (let i = 0; i < count; i++) {
    const f = faces[i]
    const end = first[f + 1]
    if (n + end - first[f] > pieceNumbers.length) {
      const grown = new Int32Array(2 * (n + end - first[f]))
      grown.set(pieceNumbers.subarray(0, n))
      pieceNumbers = grown
    }
    for (let j = first[f]; j < end; j++) pieceNumbers[n++] = j
  }
  return n
}

/** Add the body-axes vector b[v…] to the step's sums at v, turned to world axes. */
function addToWorld(b: Float64Array, v: number): void {
  const r = bodyFrame,
    acc = sums
  for (let i = 0; i < 3; i++) {
    acc[v + i] += r[TO_WORLD + 3 * i] * b[v] + r[TO_WORLD + 3 * i + 1] * b[v + 1] + r[TO_WORLD + 3 * i + 2] * b[v + 2]
  }
}

/**
 * The water's velocity at the centroids of faces list[first] to list[end − 1] of `rows`, in the rows'
 * axes, into waterVelocities (3 numbers a face, from 0): the 'exact' water-velocity mode, asked before
 * dragRows so that its loop calls nothing. `frame`: the centre of mass and the rows' axes (see above).
 */
function sampleWater(
  water: MovingWater,
  rows: Float64Array,
  list: Int32Array,
  first: number,
  end: number,
  frame: Float64Array,
): void {
  const time = coefficients[TIME],
    u = exactSample,
    o = TO_WORLD
  for (let j = first, i = 0; j < end; j++, i += 3) {
    const at = list[j] * ROW
    const rx = rows[at],
      ry = rows[at + 1],
      rz = rows[at + 2]
    const x = frame[CENTER] + frame[o] * rx + frame[o + 1] * ry + frame[o + 2] * rz
    const y = frame[CENTER + 1] + frame[o + 3] * rx + frame[o + 4] * ry + frame[o + 5] * rz
    const z = frame[CENTER + 2] + frame[o + 6] * rx + frame[o + 7] * ry + frame[o + 8] * rz
    water.velocityAt(x, y, z, time, u)
    waterVelocities[i] = frame[o] * u.x + frame[o + 3] * u.y + frame[o + 6] * u.z
    waterVelocities[i + 1] = frame[o + 1] * u.x + frame[o + 4] * u.y + frame[o + 7] * u.z
    waterVelocities[i + 2] = frame[o + 2] * u.x + frame[o + 5] * u.y + frame[o + 8] * u.z
  }
}
